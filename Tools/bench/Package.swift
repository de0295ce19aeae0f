// swift-tools-version: 6.1
// The benchmark harness as its own package, so that the root package's `swift build` and
// `swift test` never compile it. `Tools/bench/run` builds it from here (release).
import PackageDescription

let package = Package(
    name: "TrellisBench",
    platforms: [.macOS(.v14)],
    dependencies: [
        // The root package (Trellis), by path: the bench always measures the code beside it.
        .package(name: "Trellis", path: "../.."),
        // The store workload's baseline writes the same rows through GRDB directly.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // The import suite's baseline parses the same Swift with swift-syntax alone.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // The sync suite's floor hashes the same bytes as the store does.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // Our code and the baseline side by side, printing ratios.
        .executableTarget(
            name: "TrellisBench",
            dependencies: [
                .product(name: "TrellisSolver", package: "Trellis"),
                .product(name: "TrellisModel", package: "Trellis"),
                .product(name: "TrellisProjectFiles", package: "Trellis"),
                .product(name: "TrellisEngine", package: "Trellis"),
                .product(name: "TrellisStore", package: "Trellis"),
                .product(name: "TrellisProject", package: "Trellis"),
                .product(name: "TrellisRelayout", package: "Trellis"),
                .product(name: "TrellisSync", package: "Trellis"),
                .product(name: "TrellisServer", package: "Trellis"),
                .product(name: "TrellisImport", package: "Trellis"),
                .product(name: "TrellisDiagnostics", package: "Trellis"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        )
    ]
)
