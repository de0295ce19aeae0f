// swift-tools-version: 6.1
// A sample app package using the TrellisCodegen plugin: its `.layout` files, and the
// components of its dependency DS that Trellis.lock pins, become Swift at build time (never
// committed). It depends on `Codegen/`, the small package that builds only the generator
// (the model and the exporter; swift-crypto is the one package it resolves). On Apple
// platforms it builds against UIKit; on Linux (CI) against the stand-in UIKit, which records
// instead of drawing.
import PackageDescription

let package = Package(
    name: "SampleApp",
    platforms: [.iOS(.v16), .macOS(.v14)],
    dependencies: [
        .package(path: "../../Codegen")
    ],
    targets: [
        .target(
            name: "SampleApp",
            dependencies: [
                .product(name: "TrellisStandIns", package: "Codegen", condition: .when(platforms: [.linux]))
            ],
            plugins: [.plugin(name: "TrellisCodegen", package: "Codegen")]
        )
    ]
)
