// swift-tools-version: 6.1
// What an app depends on to generate Swift from its `.layout` files at build time: the
// `TrellisCodegen` build-tool plugin and the `trellis-codegen` tool it runs, built from the
// model and the exporter alone. The targets are the repository's own folders, linked
// (`Sources/TrellisModel` → `../../Sources/TrellisModel`), so there is one copy of the code;
// swift-crypto (the content hash) is the only package this resolves — the whole tool's
// package (`../Package.swift`) resolves some thirty (swift-syntax, NIO, GRDB, Hummingbird…).
//
//     .package(path: "../Trellis/Codegen"),
//     .target(name: "App", plugins: [.plugin(name: "TrellisCodegen", package: "Codegen")])
import PackageDescription

let package = Package(
    name: "TrellisCodegen",
    platforms: [.macOS(.v14)],
    products: [
        .plugin(name: "TrellisCodegen", targets: ["TrellisCodegen"]),
        .executable(name: "trellis-codegen", targets: ["trellis-codegen"]),
        // Stand-ins for UIKit and SnapKit that record what generated code activates, so an
        // app's generated code builds on Linux (CI). Not for apps on Apple platforms.
        .library(name: "TrellisStandIns", targets: ["UIKit", "SnapKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3")
    ],
    targets: [
        .target(name: "TrellisSupport"),
        .target(name: "TrellisModel", dependencies: ["TrellisSupport", .product(name: "Crypto", package: "swift-crypto")]),
        .target(name: "TrellisProjectFiles", dependencies: ["TrellisSupport", "TrellisModel"]),
        .target(name: "TrellisExport", dependencies: ["TrellisSupport", "TrellisModel", "TrellisProjectFiles"]),
        .executableTarget(name: "trellis-codegen", dependencies: ["TrellisModel", "TrellisProjectFiles", "TrellisExport"]),
        .plugin(name: "TrellisCodegen", capability: .buildTool(), dependencies: ["trellis-codegen"]),
        .target(name: "UIKit", path: "StandIns/UIKit"),
        .target(name: "SnapKit", dependencies: ["UIKit"], path: "StandIns/SnapKit"),
    ]
)
