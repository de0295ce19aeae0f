import Foundation
import Testing
import TrellisModel
import TrellisProjectFiles
import TrellisTestSupport

/// What `trellis export` writes compiles where an app builds it: type-checked with
/// `swiftc` against the stand-in UIKit and SnapKit, in Swift 5 and Swift 6 language modes,
/// warnings as errors — for an app that depends on the example library (issue 34), with the
/// runtime embedded and with the team's own runtime (`--runtime none`), and for 200 seeded
/// components whose names are built to collide with what the generated code declares.
@Suite(.temporaryFolders) struct ExportTypeCheckCLITests {
    static let styles = ["anchors", "snapkit"]

    /// The example library released as 1.0.0 and an app whose cell uses its avatar container
    /// and applies its panel spec (`FsckCLITests.appWithADependency`'s shape).
    func appWithADependency() throws -> TrellisRunner {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        let release = try cli.run("release", "1.0.0", "-m", "first", "--project", "lib")
        #expect(release.status == 0, "\(release.output)")
        #expect(try cli.run("init", "app", "--empty").status == 0)
        let added = try cli.run("add", "DS", cli.directory.appendingPathComponent("lib").path, "--project", "app")
        #expect(added.status == 0, "\(added.output)")
        try cli.write(
            """
            screen ProfileCell {
                height 120
                root cell

                use avatar: DS.UserAvatarContainer(badgeSize: 24)
                view panel: UIView
                view title: UILabel {
                    text "Ada Lovelace"
                }

                avatar.leading == owner.leading + 12
                avatar.size == 100
                avatar.centerY == owner.centerY
                title.leading == avatar.trailing + 8
                title.trailing <= owner.trailingMargin
                title.top == owner.margins.top
                apply DS.ClipRecordPanelLayout(superView: owner, panelHeight: 60) to panel
            }

            """, to: "app/ProfileCell.layout")
        return cli
    }

    /// Type-checks every Swift file of `folders` (and `extra` files) in both language modes.
    func typeCheck(_ folders: [URL], extra: [URL] = [], _ label: String) throws {
        let files = try folders.flatMap(SwiftTypeCheck.swiftFiles) + extra
        #expect(!files.isEmpty)
        for mode in [5, 6] {
            let result = try SwiftTypeCheck.run(files, languageMode: mode)
            #expect(result.status == 0, "\(label), Swift \(mode):\n\(result.output.prefix(4000))")
        }
    }

    @Test(arguments: styles)
    func appDependingOnTheExampleLibraryExportsCodeThatTypeChecks(style: String) throws {
        let cli = try appWithADependency()
        let export = try cli.run("export", "--all", "--project", "app", "-o", "Gen", "--style", style)
        #expect(export.status == 0, "\(export.output)")
        let names = try FileManager.default.contentsOfDirectory(atPath: cli.directory.appendingPathComponent("Gen").path).sorted()
        #expect(
            names == [
                "DS+ChatBubble.swift", "DS+ClipRecordPanelLayout.swift", "DS+UserAvatarContainer.swift", "DS.swift", "ProfileCellLayout.swift",
                "TrellisLayoutRuntime.swift",
            ])
        #expect(try cli.read("Gen/DS.swift").contains("\nenum DS {}\n"))
        let avatar = try cli.read("Gen/DS+UserAvatarContainer.swift")
        #expect(avatar.contains("extension DS {\n    final class UserAvatarContainer: LayoutContainer {"), "\(avatar)")
        // Its identifiers name the library's file; its header the hash Trellis.lock records.
        #expect(avatar.contains("\"DS/UserAvatarContainer.layout:12 vip.top == self.top\""), "\(avatar)")
        let lock = try cli.read("app/Trellis.lock")
        let hash = try #require(avatar.split(separator: "\n")[1].split(separator: ":").last)
        #expect(lock.contains("\"\(hash)\""))
        let cell = try cli.read("Gen/ProfileCellLayout.swift")
        #expect(cell.contains("let avatar = DS.UserAvatarContainer(badgeSize: 24)"), "\(cell)")
        #expect(cell.contains("DS.ClipRecordPanelLayout(superView: contentView, panelHeight: 60)"), "\(cell)")
        // Margins as Swift says them; in the SnapKit style the screen's constraints too.
        if style == "snapkit" {
            #expect(cell.contains("title.snp.makeConstraints { make in"), "\(cell)")
            #expect(cell.contains("make.trailing.lessThanOrEqualTo(contentView.snp.trailingMargin)"), "\(cell)")
            #expect(cell.contains("make.top.equalTo(contentView.layoutMarginsGuide.snp.top)"), "\(cell)")
        } else {
            #expect(cell.contains("title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.layoutMarginsGuide.trailingAnchor)"), "\(cell)")
        }
        #expect(!cell.contains("attribute: .trailingMargin"), "\(cell)")
        try typeCheck([cli.directory.appendingPathComponent("Gen")], "\(style), runtime embedded")
    }

    /// A stack that arranges inside its layout margins (IB's stacks with margins set, imported
    /// `marginsRelative`) exports UIKit's `isLayoutMarginsRelativeArrangement`, which compiles.
    @Test(arguments: styles)
    func aMarginsRelativeStackExportsCodeThatTypeChecks(style: String) throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "app", "--empty").status == 0)
        try cli.write(
            """
            screen Card {
                stack content: vertical {
                    arranged title, body
                    spacing 8
                    marginsRelative
                    margins 12
                }
                view title: UILabel
                view body: UILabel
                content.edges == owner.edges
            }

            """, to: "app/Card.layout")
        let export = try cli.run("export", "--all", "--project", "app", "-o", "Gen", "--style", style)
        #expect(export.status == 0, "\(export.output)")
        #expect(try cli.read("Gen/CardLayout.swift").contains("content.isLayoutMarginsRelativeArrangement = true"))
        try typeCheck([cli.directory.appendingPathComponent("Gen")], "\(style), margins-relative stack")
    }

    /// `--runtime none`: the app declares `LayoutContainer` and `Layoutable` itself, in the
    /// seeds' shape; the export declares neither and compiles beside it.
    @Test(arguments: styles)
    func runtimeNoneTypeChecksBesideAHandWrittenRuntime(style: String) throws {
        let cli = try appWithADependency()
        let export = try cli.run("export", "--all", "--project", "app", "-o", "Gen", "--style", style, "--runtime", "none")
        #expect(export.status == 0, "\(export.output)")
        let runtime = try cli.read("Gen/TrellisLayoutRuntime.swift")
        #expect(!runtime.contains("class LayoutContainer") && !runtime.contains("protocol Layoutable"))
        try cli.write(Self.teamRuntime(style: style), to: "Team/TeamLayout.swift")
        try typeCheck([cli.directory.appendingPathComponent("Gen"), cli.directory.appendingPathComponent("Team")], "\(style), runtime none")
        // Without the team's runtime the same files do not compile: the runtime really is the app's.
        let alone = try SwiftTypeCheck.run(try SwiftTypeCheck.swiftFiles(in: cli.directory.appendingPathComponent("Gen")), languageMode: 5)
        #expect(alone.status != 0)
        #expect(alone.output.contains("LayoutContainer"))
    }

    /// The same choice in `Trellis.toml`.
    @Test func trellisTomlExportTableChoosesStyleAndRuntime() throws {
        let cli = try appWithADependency()
        let manifest = try cli.read("app/Trellis.toml")
        try cli.write(manifest + "\n[export]\nstyle = \"snapkit\"   # the team's\nruntime = \"module TeamLayout\"\n", to: "app/Trellis.toml")
        let export = try cli.run("export", "--all", "--project", "app", "-o", "Gen")
        #expect(export.status == 0, "\(export.output)")
        #expect(try cli.read("Gen/DS+ClipRecordPanelLayout.swift").contains("import SnapKit\nimport TeamLayout\nimport UIKit\n"))
        try cli.write(manifest + "\n[export]\nruntime = \"bundled\"\n", to: "app/Trellis.toml")
        let refused = try cli.run("export", "--all", "--project", "app", "-o", "Gen")
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("Trellis.toml:"), "\(refused.output)")
        #expect(refused.stderr.contains("runtime is embedded, none or module NAME"), "\(refused.output)")
    }

    /// Export reads a dependency through the lock file, verified by hash: an edited fetched
    /// component is refused, naming it, and nothing is written.
    @Test func exportRefusesADependencyEditedAfterItWasFetched() throws {
        let cli = try appWithADependency()
        let path = "app/.trellis/deps/DS/1.0.0/UserAvatarContainer.layout"
        try cli.write(try cli.read(path).replacingOccurrences(of: "= 30", with: "= 36"), to: path)
        let export = try cli.run("export", "--all", "--project", "app", "-o", "Gen")
        #expect(export.status != 0)
        #expect(export.stderr.contains("DS.UserAvatarContainer is a dependency's component and read-only"), "\(export.output)")
        #expect(!cli.exists("Gen"))
    }

    /// What the build plugin runs: `trellis-codegen --project` exports the locked components
    /// beside the target's own, named as the plugin declares them.
    @Test func codegenExportsTheLockedComponentsItsPluginDeclares() throws {
        let cli = try appWithADependency()
        let codegen = Bundle.main.bundleURL.appendingPathComponent("trellis-codegen")
        let process = Process()
        process.executableURL = codegen
        process.arguments = [
            "--project", cli.directory.appendingPathComponent("app").path, "--output", cli.directory.appendingPathComponent("Gen").path,
            cli.directory.appendingPathComponent("app/ProfileCell.layout").path,
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: cli.directory.appendingPathComponent("Gen").path).sorted()
        #expect(
            names == [
                "DS+ChatBubble.swift", "DS+ClipRecordPanelLayout.swift", "DS+UserAvatarContainer.swift", "DS.swift", "ProfileCell.swift",
                "TrellisLayoutRuntime.swift",
            ])
        try typeCheck([cli.directory.appendingPathComponent("Gen")], "trellis-codegen")
    }

    @Test(arguments: styles)
    func twoHundredComponentsWithHostileNamesExportToCodeThatTypeChecks(style: String) throws {
        var generator = HostileComponents(seed: 34)
        let components = generator.generate(count: 200) { drawn in
            let workspace = LayoutWorkspace(files: drawn.map { LayoutSourceFile(path: "\($0.name).layout", text: $0.text) })
            return !workspace.check().contains { $0.severity == .error }
        }
        #expect(components.count == 200)
        let cli = try TrellisRunner.inTemporaryDirectory()
        for component in components { try cli.write(component.text, to: "lib/\(component.name).layout") }
        let export = try cli.run("export", "--all", "--project", "lib", "-o", "Gen", "--style", style)
        #expect(export.status == 0, "\(export.output.prefix(2000))")
        // Case-only duplicates (`Foo`, `foo`, `FOO`) still get files of their own on a
        // case-insensitive disk.
        let names = try FileManager.default.contentsOfDirectory(atPath: cli.directory.appendingPathComponent("Gen").path)
        #expect(Set(names.map { $0.lowercased() }).count == names.count)
        #expect(names.count == 201)
        try typeCheck([cli.directory.appendingPathComponent("Gen")], "hostile names, \(style)")
    }

    /// A team's runtime of the seeds' shape (`LayoutContainer` with `initializeViews()`
    /// and `owningView`; `Layoutable` with `layoutMaker()`/`layoutUpdater()` and
    /// `UIView.makeLayout(layouter:)`), main-actor isolated as Swift 6 needs it.
    static func teamRuntime(style: String) -> String {
        let container = """
            import UIKit

            class LayoutContainer: UILayoutGuide {
                private var didInitialize = false

                override var owningView: UIView? {
                    didSet {
                        guard owningView != nil, !didInitialize else { return }
                        didInitialize = true
                        initializeViews()
                    }
                }

                func initializeViews() {}

                func layoutSubviews() {}
            }

            """
        if style == "snapkit" {
            return container + """
                import SnapKit

                @MainActor
                protocol Layoutable {
                    func layoutMaker() -> (ConstraintMaker) -> Void
                    func layoutUpdater() -> (ConstraintMaker) -> Void
                }

                extension Layoutable {
                    func layoutUpdater() -> (ConstraintMaker) -> Void { { _ in } }
                }

                extension UIView {
                    func makeLayout(layouter: Layoutable) { snp.makeConstraints(layouter.layoutMaker()) }
                    func updateLayout(layouter: Layoutable) { snp.updateConstraints(layouter.layoutUpdater()) }
                }

                """
        }
        return container + """

            @MainActor
            protocol Layoutable {
                func layoutMaker(for view: UIView) -> [NSLayoutConstraint]
                func layoutUpdater(for view: UIView) -> [NSLayoutConstraint]
            }

            extension UIView {
                func makeLayout(layouter: Layoutable) {
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate(layouter.layoutMaker(for: self))
                }

                func updateLayout(layouter: Layoutable) {
                    for update in layouter.layoutUpdater(for: self) {
                        let active = (superview ?? self).constraints
                        active.first { $0.firstItem === update.firstItem && $0.firstAttribute == update.firstAttribute }?.constant = update.constant
                    }
                }
            }

            """
    }
}
