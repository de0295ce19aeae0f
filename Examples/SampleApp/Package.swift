// swift-tools-version: 6.1
// A sample app package using the TrellisCodegen plugin: its `.layout` files become Swift at
// build time (never committed). On Apple platforms it builds against UIKit; on Linux (CI)
// against Trellis's stand-in UIKit, which records instead of drawing.
import PackageDescription

let package = Package(
    name: "SampleApp",
    platforms: [.iOS(.v16), .macOS(.v14)],
    dependencies: [
        .package(name: "Trellis", path: "../.."),
    ],
    targets: [
        .target(
            name: "SampleApp",
            dependencies: [
                .product(name: "TrellisStandIns", package: "Trellis", condition: .when(platforms: [.linux])),
            ],
            plugins: [.plugin(name: "TrellisCodegen", package: "Trellis")]
        ),
    ]
)
