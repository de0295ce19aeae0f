import SwiftParser
import Testing
@testable import TrellisImport

@Suite struct SwiftTypeIndexTests {
    /// Two files of one app: a base cell in one, its subclass and a themed table in the other.
    static func appIndex(classes: [String: String] = [:]) -> SwiftTypeIndex {
        var index = SwiftTypeIndex(classes: classes)
        index.add(
            source: """
                import UIKit
                class BaseCell<Model>: UIKit.UITableViewCell {
                    let containerView = UIView()
                    @IBOutlet weak var titleLabel: UILabel!
                    static let shared = UIView()
                }
                class PlayerTabsView: UIScrollView, UIScrollViewDelegate {}
                """, path: "Base.swift")
        index.add(
            source: """
                final class EpisodeCell: BaseCell<Episode> {
                    lazy var badge: BadgeView = { BadgeView() }()
                }
                class ThemeableTable: ThemedTableFromAPod {}
                class Model: Codable {}
                class Loop: Loop2 {}
                class Loop2: Loop {}
                """, path: "Episode.swift")
        return index
    }

    @Test func uikitClassFollowsTheSuperclassChainAcrossFiles() {
        let index = Self.appIndex()
        #expect(index.uikitClass(of: "EpisodeCell") == "UITableViewCell")
        #expect(index.uikitClass(of: "BaseCell") == "UITableViewCell")
        #expect(index.uikitClass(of: "PlayerTabsView") == "UIScrollView")
        #expect(index.uikitClass(of: "UILabel") == "UILabel")
        // Unknown ends, a protocol, a cycle: no UIKit class.
        #expect(index.uikitClass(of: "ThemeableTable") == nil)
        #expect(index.uikitClass(of: "Model") == nil)
        #expect(index.uikitClass(of: "Loop") == nil)
    }

    @Test func uikitClassConsultsTheMappedClassesOfTrellisToml() {
        let index = Self.appIndex(classes: ["ThemedTableFromAPod": "UITableView"])
        #expect(index.uikitClass(of: "ThemeableTable") == "UITableView")
        #expect(index.uikitClass(of: "ThemedTableFromAPod") == "UITableView")
    }

    @Test func storedViewsAreFoundInTheSuperclassDeclaringThem() throws {
        let index = Self.appIndex()
        let container = try #require(index.storedView("containerView", of: "EpisodeCell"))
        #expect(container.declaredIn == "BaseCell")
        #expect(container.view.className == "UIView")
        #expect(index.storedView("titleLabel", of: "EpisodeCell")?.view.isOutlet == true)
        #expect(index.storedView("badge", of: "EpisodeCell")?.view.className == "BadgeView")
        #expect(index.storedView("shared", of: "EpisodeCell") == nil)
        #expect(index.declaredAncestors(of: "EpisodeCell") == ["BaseCell"])
    }

    @Test func eachFileIsParsedOnceAndItsTreeKept() throws {
        let index = Self.appIndex()
        let source =
            "final class EpisodeCell: BaseCell<Episode> {\n    lazy var badge: BadgeView = { BadgeView() }()\n}\nclass ThemeableTable: ThemedTableFromAPod {}\nclass Model: Codable {}\nclass Loop: Loop2 {}\nclass Loop2: Loop {}"
        #expect(index.tree(for: "Episode.swift", source: source) != nil)
        #expect(index.tree(for: "Episode.swift", source: source + " ") == nil)
    }
}

@Suite struct SwiftRecoveredSyntaxTests {
    /// A file the compiler would stop at, as a file in mid-edit is: the type swift-syntax read
    /// whole is imported, the half-written one listed with its line, the diagnostic noted.
    @Test func theTypesSwiftSyntaxReadWholeAreImportedAndTheBrokenOneListed() throws {
        let source = """
            import UIKit
            final class BannerView: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init (frame: frame)
                    addSubview(title)
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                        title.centerYAnchor.constraint(equalTo: centerYAnchor),
                    ])
                }
            }
            final class HalfWrittenView: UIView {
                private let badge = UILabel(
                func setup() { addSubview(badge) }
            }
            """
        let run = Importer.run(swiftSources: [("BannerView.swift", source)])
        let report = try #require(run.files.first?.report)
        #expect(report.error == nil)
        #expect(report.constraintsImported == 2)
        #expect(run.components.map(\.name) == ["BannerView"])
        let note = try #require(report.notes.first { $0.construct.hasPrefix("swift-syntax") })
        #expect(note.line == 14)
        #expect(report.skipped.contains { $0.construct == "type HalfWrittenView" && $0.line == 14 })
    }
}
