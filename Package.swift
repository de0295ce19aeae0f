// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// Every `Migrations/NNNN_name.sql`, so a new migration is a new file (and `TrellisMigrations.latest` raised to its number).
let migrationFiles: [String] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Migrations")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".sql") }.sorted()
}()

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "TrellisSupport", targets: ["TrellisSupport"]),
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "TrellisModel", targets: ["TrellisModel"]),
        .library(name: "TrellisProjectFiles", targets: ["TrellisProjectFiles"]),
        .library(name: "TrellisStore", targets: ["TrellisStore"]),
        .library(name: "TrellisProject", targets: ["TrellisProject"]),
        .library(name: "TrellisEngine", targets: ["TrellisEngine"]),
        .library(name: "TrellisSync", targets: ["TrellisSync"]),
        .library(name: "TrellisServer", targets: ["TrellisServer"]),
        .library(name: "TrellisRelayout", targets: ["TrellisRelayout"]),
        .library(name: "TrellisDiagnostics", targets: ["TrellisDiagnostics"]),
        .library(name: "TrellisImport", targets: ["TrellisImport"]),
        .library(name: "TrellisExport", targets: ["TrellisExport"]),
        .library(name: "TrellisPackages", targets: ["TrellisPackages"]),
        // `trellis-codegen` and the build-tool plugin that runs it on a target's `.layout` files.
        .executable(name: "trellis-codegen", targets: ["trellis-codegen"]),
        .plugin(name: "TrellisCodegen", targets: ["TrellisCodegen"]),
        // Stand-ins for UIKit and SnapKit that record what generated code activates: what the
        // round-trip tests and, on Linux, the sample app build against. Not for apps.
        .library(name: "TrellisStandIns", targets: ["UIKit", "SnapKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // Already built for Hummingbird and AsyncHTTPClient; named because the server and the
        // client import their modules (NIOCore, NIOHTTP1, NIOPosix, Logging) themselves.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Already built for Hummingbird: the server's graceful shutdown when its task is cancelled.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Import reads Swift sources as syntax trees (603 is the release that matches Swift 6.3).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `Trellis.toml`, the human-edited manifest of a project's component libraries.
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        // A team hub's history on PostgreSQL (`trellis serve --database`): plain SQL, a pool.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // TLS to the hub's database (`sslmode`, `sslrootcert`), as postgres-nio takes it.
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // The hub's web pages: server-rendered HTML from Mustache templates (`trellis serve`, `trellis preview`).
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // Small helpers every layer may use and none owns: a lock, a parallel map, writing a
        // file whole, pluralising, escaping markup. Depends on nothing.
        .target(name: "TrellisSupport"),
        // Incremental simplex (Cassowary family). Knows nothing of views.
        .target(name: "TrellisSolver"),
        // The layout document, the `.layout` format, canonical encoding and hash, the DSL.
        .target(
            name: "TrellisModel",
            dependencies: ["TrellisSupport", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // The project's files that need no store, so export and `trellis-codegen` read them
        // without compiling GRDB: `.trellis`'s name, `Trellis.lock`, the fetched dependencies,
        // the `.layout` files of a folder read and checked together (`LayoutWorkspace`).
        .target(name: "TrellisProjectFiles", dependencies: ["TrellisSupport", "TrellisModel"]),
        // The store's schema as numbered `.sql` files, never edited once landed. SwiftPM
        // resources must sit inside a target's folder, so the target's folder is `Migrations`.
        .target(
            name: "TrellisMigrations",
            path: "Migrations",
            exclude: ["README.md"],
            resources: migrationFiles.map { .copy($0) }
        ),
        // zlib's C API: objects are stored deflated with a preset dictionary, which no
        // package here offers. zlib1g-dev comes with Swift's own Linux dependencies.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // The repository: objects, components, version DAG, refs, tags, change sequence.
        .target(
            name: "TrellisStore",
            dependencies: [
                "TrellisSupport",
                "TrellisModel",
                "TrellisMigrations",
                "CZlib",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for the commit's row writes (_RawInsert.swift).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The project folder: `.trellis/`, the working-copy index with each file's base,
        // status, commit, checkout of the author's text, the checkout journal, the lock.
        .target(
            name: "TrellisProject",
            dependencies: [
                "TrellisSupport", "TrellisModel", "TrellisProjectFiles", "TrellisStore", .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Lays components out on devices: instantiation, UIKit's rules, frames, diagnostics, SVG.
        .target(name: "TrellisEngine", dependencies: ["TrellisSupport", "TrellisSolver", "TrellisModel"]),
        // Three-way merge, conflicts, remotes (a store file or HTTP) and the sync protocol.
        .target(
            name: "TrellisSync",
            dependencies: [
                "TrellisSupport",
                "TrellisModel",
                "TrellisStore",
                "TrellisProject",
                "TrellisEngine",
                // The one HTTP client (`SyncHTTPClient`); it streams a snapshot's body into a
                // file (FoundationNetworking moves large bodies through libcurl callbacks at a
                // fraction of the speed).
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        // Serves a store over HTTP (the sync protocol as JSON), with read and write tokens;
        // a team hub's storage on PostgreSQL, its schema as numbered `.sql` resources.
        .target(
            name: "TrellisServer",
            dependencies: [
                "TrellisSupport",
                "TrellisSync",
                "TrellisStore",
                "TrellisModel",
                "TrellisProjectFiles",
                "TrellisMigrations",
                // The web pages: layouts drawn as SVG, `check`'s problems on a component's source.
                "TrellisEngine",
                "TrellisDiagnostics",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Hummingbird", package: "hummingbird"),
                // The connection limit's delegate.
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                // The connection guard reads request heads as the HTTP/1 decoder gives them.
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                // Tokens are compared as SHA-256 digests in constant time.
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.copy("PostgresMigrations")]
        ),
        // Batch re-layout after an edit: dependents, the solution cache, reports (text, JSON, HTML).
        .target(
            name: "TrellisRelayout",
            dependencies: [
                "TrellisSupport",
                "TrellisModel",
                "TrellisEngine",
                "TrellisStore",
                "TrellisProject",
                "TrellisProjectFiles",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // `.layout` components from Interface Builder XML and anchor / SnapKit Swift, with a coverage report.
        .target(
            name: "TrellisImport",
            dependencies: [
                "TrellisSupport",
                "TrellisModel",
                "TrellisEngine",
                "TrellisExport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        // Component libraries as dependencies: releases, `Trellis.toml` and `Trellis.lock`,
        // resolution, fetching by hash, update previews through relayout.
        .target(
            name: "TrellisPackages",
            dependencies: [
                "TrellisSupport", "TrellisModel", "TrellisProjectFiles", "TrellisStore", "TrellisProject", "TrellisEngine", "TrellisRelayout", "TrellisSync",
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        // `trellis check` as a library: one problem per cause, fix-its verified by re-solving,
        // text / JSON / SARIF / Xcode output.
        .target(name: "TrellisDiagnostics", dependencies: ["TrellisSupport", "TrellisModel", "TrellisProjectFiles", "TrellisEngine"]),
        // Swift for the app: LayoutContainer subclasses, Layoutable specs, screens (anchors or SnapKit).
        .target(name: "TrellisExport", dependencies: ["TrellisSupport", "TrellisModel", "TrellisProjectFiles"]),
        // What the build-tool plugin runs: Model, Engine and Export only, so an app's build
        // never compiles the store, the server, NIO or GRDB.
        .executableTarget(name: "trellis-codegen", dependencies: ["TrellisModel", "TrellisProjectFiles", "TrellisExport"]),
        .plugin(name: "TrellisCodegen", capability: .buildTool(), dependencies: ["trellis-codegen"]),
        // The example library bundled with the tool (resources must sit inside a target's folder).
        .target(
            name: "TrellisExamples",
            path: "Examples",
            exclude: ["SampleApp"],
            resources: [.copy("Library")]
        ),
        // The command-line tool: one subcommand per file, `run()` only calls the libraries.
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisSupport",
                "TrellisModel",
                "TrellisProjectFiles",
                "TrellisStore",
                "TrellisProject",
                "TrellisEngine",
                "TrellisSync",
                "TrellisServer",
                "TrellisRelayout",
                "TrellisImport",
                "TrellisExport",
                "TrellisPackages",
                "TrellisExamples",
                "TrellisDiagnostics",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The benchmark harness is its own package (Tools/bench/Package.swift), so that
        // `swift build` and `swift test` here never compile it.
        // The seeded generator every randomized test shares, and the temporary folders every test makes
        // (removed when the test or the test process ends). No model: solver-only test builds stay small.
        .target(name: "TrellisTestSupport", path: "Tests/TrellisTestSupport"),
        // The layout fixtures the test targets share: example texts, the random-document
        // generator, random edits, documents built with the DSL.
        .target(name: "TrellisLayoutFixtures", dependencies: ["TrellisModel", "TrellisTestSupport"], path: "Tests/TrellisLayoutFixtures"),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver", "TrellisTestSupport"]),
        .testTarget(
            name: "TrellisModelTests",
            dependencies: ["TrellisModel", "TrellisExamples", "TrellisTestSupport", "TrellisLayoutFixtures", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // A separate process for the store's crash tests to run and kill.
        .executableTarget(name: "TrellisStoreHelper", dependencies: ["TrellisStore", "TrellisModel"], path: "Tests/TrellisStoreHelper"),
        .testTarget(
            name: "TrellisStoreTests",
            dependencies: [
                "TrellisStore", "TrellisProject", "TrellisProjectFiles", "TrellisModel", "TrellisStoreHelper", "TrellisTestSupport", "TrellisLayoutFixtures",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // A hub on either storage for a test (`HubBackend`): a store file, or a scratch
        // database on the PostgreSQL server `TRELLIS_TEST_POSTGRES` names.
        .target(
            name: "TrellisHubFixtures",
            dependencies: [
                "TrellisServer", "TrellisSync", "TrellisStore", "TrellisTestSupport",
                .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/TrellisHubFixtures"
        ),
        .testTarget(
            name: "TrellisSyncTests",
            dependencies: [
                "TrellisSupport", "TrellisSync", "TrellisServer", "TrellisStore", "TrellisProject", "TrellisProjectFiles", "TrellisModel", "trellis", "TrellisTestSupport", "TrellisLayoutFixtures",
                "TrellisHubFixtures",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The server alone: routes, tokens, status codes, body limits, through Hummingbird's
        // test client (no socket) and, for the connection limits, a real socket.
        .testTarget(
            name: "TrellisServerTests",
            dependencies: [
                "TrellisSupport", "TrellisServer", "TrellisSync", "TrellisStore", "TrellisModel", "TrellisHubFixtures", "TrellisTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                // Each PostgreSQL case makes and drops its own database.
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "trellisTests",
            dependencies: ["TrellisSupport", "trellis", "TrellisSync", "TrellisModel", "TrellisProjectFiles", "TrellisLayoutFixtures", "TrellisTestSupport", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "TrellisEngineTests", dependencies: ["TrellisEngine", "TrellisModel", "TrellisExamples", "TrellisTestSupport", "TrellisLayoutFixtures"]),
        .testTarget(
            name: "TrellisImportTests",
            dependencies: [
                "TrellisImport", "TrellisExport", "TrellisEngine", "TrellisModel", "TrellisProjectFiles", "TrellisExamples", "TrellisTestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            resources: [.copy("Fixtures")]
        ),
        // Export's proof on Linux: the stand-ins, the example library and 200 seeded random
        // components compiled through the plugin (no warnings allowed), and the test that runs them.
        .target(name: "UIKit", path: "Tests/StandIns/UIKit"),
        .target(name: "SnapKit", dependencies: ["UIKit"], path: "Tests/StandIns/SnapKit"),
        .target(name: "ExportProbeKit", dependencies: ["UIKit"], path: "Tests/ExportProbeKit"),
        .executableTarget(name: "trellis-export-probes", dependencies: ["TrellisModel", "TrellisProjectFiles", "TrellisExport"], path: "Tests/ExportProbeWriter"),
        .plugin(name: "TrellisExportProbes", capability: .buildTool(), dependencies: ["trellis-export-probes"]),
        .target(
            name: "ExportedExamples", dependencies: ["UIKit", "ExportProbeKit"], path: "Tests/ExportedExamples",
            exclude: ["Trellis.lock"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])], plugins: ["TrellisCodegen", "TrellisExportProbes"]
        ),
        .target(
            name: "ExportedExamplesSnapKit", dependencies: ["UIKit", "SnapKit", "ExportProbeKit"], path: "Tests/ExportedExamplesSnapKit",
            exclude: ["trellis-codegen.style"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])], plugins: ["TrellisCodegen", "TrellisExportProbes"]
        ),
        .target(
            name: "ExportedCorpus", dependencies: ["UIKit", "ExportProbeKit"], path: "Tests/ExportedCorpus",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])], plugins: ["TrellisCodegen", "TrellisExportProbes"]
        ),
        .testTarget(
            name: "TrellisExportTests",
            dependencies: [
                "TrellisExport", "TrellisModel", "TrellisProjectFiles", "TrellisEngine", "TrellisExamples", "TrellisTestSupport",
                "UIKit", "ExportProbeKit", "ExportedExamples", "ExportedExamplesSnapKit", "ExportedCorpus",
            ]
        ),
        .testTarget(
            name: "TrellisPackagesTests",
            dependencies: ["TrellisPackages", "TrellisProject", "TrellisProjectFiles", "TrellisStore", "TrellisModel", "TrellisRelayout", "TrellisEngine", "TrellisExamples", "TrellisSync", "TrellisServer", "TrellisLayoutFixtures", "TrellisTestSupport"]
        ),
        .testTarget(name: "TrellisDiagnosticsTests", dependencies: ["TrellisSupport", "TrellisDiagnostics", "TrellisEngine", "TrellisModel", "TrellisProjectFiles", "TrellisExamples", "TrellisTestSupport"]),
        // The project folder: the one working-copy writer, and that nothing else writes `.layout` files.
        .testTarget(name: "TrellisProjectTests", dependencies: ["TrellisSupport", "TrellisProject", "TrellisModel", "TrellisTestSupport"]),
        .testTarget(name: "TrellisRelayoutTests", dependencies: ["TrellisSupport", "TrellisRelayout", "TrellisEngine", "TrellisStore", "TrellisProject", "TrellisProjectFiles", "TrellisModel", "TrellisExamples", "TrellisLayoutFixtures", "TrellisTestSupport"]),
    ]
)
