// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "TrellisModel", targets: ["TrellisModel"]),
        .library(name: "TrellisEngine", targets: ["TrellisEngine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // Incremental simplex (Cassowary family). Knows nothing of views.
        .target(name: "TrellisSolver"),
        // The layout document, the `.layout` format, canonical encoding and hash, the DSL.
        .target(
            name: "TrellisModel",
            dependencies: [.product(name: "Crypto", package: "swift-crypto")]
        ),
        // Lays components out on devices: instantiation, UIKit's rules, frames, diagnostics, SVG.
        .target(name: "TrellisEngine", dependencies: ["TrellisSolver", "TrellisModel"]),
        // The example library bundled with the tool (resources must sit inside a target's folder).
        .target(
            name: "TrellisExamples",
            path: "Examples",
            resources: [.copy("Library")]
        ),
        // The command-line tool: one subcommand per file, `run()` only calls the libraries.
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisModel",
                "TrellisSolver",
                "TrellisEngine",
                "TrellisExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmark harness: our code and the baseline side by side, printing ratios.
        .executableTarget(
            name: "TrellisBench",
            dependencies: ["TrellisSolver", "TrellisModel", "TrellisEngine"],
            path: "Tools/bench/Sources/TrellisBench"
        ),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver"]),
        .testTarget(name: "TrellisModelTests", dependencies: ["TrellisModel", "TrellisExamples"]),
        .testTarget(name: "TrellisEngineTests", dependencies: ["TrellisEngine", "TrellisExamples"]),
        .testTarget(name: "trellisTests", dependencies: ["trellis"]),
    ]
)
