import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// Issue 32, item 6: a report to act on — a line per file with something to say, the files
/// with nothing to import in one line, the findings counted by reason, and a flat JSON list.
@Suite struct ImportReportRollupTests {
    static let badge = """
        import SnapKit
        import UIKit

        final class BadgeView: UIView {
            private let dot = UIView()
            private let ring = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(dot)
                addSubview(ring)
                dot.snp.makeConstraints { make in
                    make.center.equalToSuperview()
                    make.size.equalTo(10)
                    make.top.equalTo(headerView.snp.bottom)
                }
                ring.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                    make.leading.equalTo(footerView.snp.trailing)
                }
            }
        }
        """

    static let model = """
        struct Episode {
            var title: String
            var duration: Double
        }
        """

    static func run() -> ImportRun {
        Importer.run(swiftSources: [
            ("App/BadgeView.swift", badge), ("App/Episode.swift", model), ("App/Podcast.swift", model.replacingOccurrences(of: "Episode", with: "Podcast")),
        ])
    }

    @Test func filesWithNothingToImportAreOneLineAndReasonsAreCounted() throws {
        let text = Self.run().report.text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(!text.contains("Episode.swift"))
        #expect(lines.contains("2 files with nothing to import (no views laid out, no constraints)"))
        #expect(lines.contains { $0.hasPrefix("App/BadgeView.swift: 1 component (BadgeView)") })
        let rollup = try #require(lines.firstIndex(of: "skipped, by reason:"))
        // Two skipped statements of one reason family (the view names left out) counted together.
        #expect(lines[rollup + 1].hasPrefix("    2  "), "\(text)")
        #expect(lines.last?.hasPrefix("imported 3 files: 1 component") == true)
    }

    @Test func jsonListsEveryFindingFlatWithTheTotals() throws {
        let report = Self.run().report
        let object = try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any]
        let findings = try #require(object?["findings"] as? [[String: Any]])
        let skipped = findings.filter { $0["what"] as? String == "skipped" }
        #expect(skipped.count == report.files.reduce(0) { $0 + $1.skipped.count })
        #expect(skipped.count == 2)
        for finding in skipped {
            #expect(finding["file"] as? String == "App/BadgeView.swift")
            #expect(finding["line"] as? Int != nil)
            #expect((finding["reason"] as? String)?.isEmpty == false)
            #expect((finding["construct"] as? String)?.isEmpty == false)
        }
        let reasons = try #require(object?["reasons"] as? [[String: Any]])
        #expect(reasons.first { $0["what"] as? String == "skipped" }?["count"] as? Int == 2)
        let totals = try #require(object?["totals"] as? [String: Any])
        #expect(totals["emptyFiles"] as? Int == 2)
        #expect(totals["files"] as? Int == 3)
        // The files list holds the files with something to say.
        #expect((object?["files"] as? [[String: Any]])?.map { $0["path"] as? String } == ["App/BadgeView.swift"])
    }

    @Test func aFileWithAComponentAndNoConstraintsSaysSoWithoutAShare() {
        var file = FileImportReport(path: "App/EmptyScreen.swift", kind: .swift)
        file.components = ["EmptyScreen"]
        #expect(ImportReport.summary(of: file) == "App/EmptyScreen.swift: 1 component (EmptyScreen); no constraints")
        file.constraintsFound = 4
        file.constraintsImported = 3
        #expect(ImportReport.summary(of: file) == "App/EmptyScreen.swift: 1 component (EmptyScreen); 4 constraints, 3 imported, 1 skipped (75%)")
    }

    @Test func aComponentThatIsNotWrittenCountsNoConstraintsAsImported() throws {
        // A view in a parent that does not exist: not a constraint to take out, so nothing is written.
        let text = """
            screen Broken {
                view a: UIView in nowhere

                a.top == owner.top
                a.leading == owner.leading
            }
            """
        guard case .screen(let screen) = try LayoutDocument(parsing: text, file: "App/Broken.swift") else { return }
        let draft = ImportRun.merge(screen, code: ComponentDraft(name: "Broken", kind: .screen))
        let finished = DraftFinisher.finish(draft, file: "App/Broken.swift")
        #expect(finished.document == nil)
        #expect(finished.unwrittenLines == 2)
        var file = ImportedFile(report: FileImportReport(path: "App/Broken.swift", kind: .swift))
        file.report.constraintsFound = 2
        file.report.constraintsImported = 2
        file.absorb(finished)
        #expect(file.report.constraintsImported == 0)
        #expect(file.report.coverage == 0)
        #expect(file.components.isEmpty)
    }
}

/// The rollup counts kinds of findings: names, numbers and lists left out.
@Suite struct ImportReasonFamilyTests {
    @Test(arguments: [
        ("'headerView' is not a view or guide this type declares", "'…' is not a view or guide this type declares"),
        ("made only when 'isExpanded' holds (line 153)", "made only when '…' holds (line …)"),
        (
            "has IB outlets (saveButton, tableView, titleLabel) and no layout code of its own: its views are its xib's; no component",
            "has IB outlets (…) and no layout code of its own: its views are its xib's; no component"
        ),
        ("stack stackView arranges actionView twice", "stack … arranges … twice"),
        ("turned into the 4 constraints UIKit makes from it", "turned into the … constraints UIKit makes from it"),
        ("the xib's 43.5 is its canvas", "the xib's … is its canvas"),
    ])
    func namesAndNumbersAreLeftOut(reason: String, family: String) {
        #expect(ImportReport.reasonFamily(reason) == family)
    }

    /// Names a reason lists are quoted, so a list of plain words (`label, title`) and one of
    /// camel-case names roll up into one family, whatever their number.
    @Test func quotedListsOfViewNamesAreOneFamily() {
        var file = FileImportReport(path: "A.swift", kind: .swift)
        file.notes = [
            ImportFinding(line: nil, construct: "intrinsic content size", reason: "stand-in sizes of UIKit's defaults for 'label' (their text is not known)"),
            ImportFinding(
                line: nil, construct: "intrinsic content size", reason: "stand-in sizes of UIKit's defaults for 'title', 'icon' (their text is not known)"),
            ImportFinding(
                line: nil, construct: "intrinsic content size",
                reason: "stand-in sizes of UIKit's defaults for 'nameLabel', 'badge', 'button2' (their text is not known)"),
        ]
        let rollup = ImportReport(files: [file]).rollup(\.notes)
        #expect(rollup.map(\.reason) == ["stand-in sizes of UIKit's defaults for '…' (their text is not known)"])
        #expect(rollup.first?.count == 3)
    }

    /// Two Swift views whose labels are named in plain words and in camel case: their
    /// stand-in notes are one reason in the rollup.
    @Test func standInNotesOfDifferentlyNamedLabelsRollUpTogether() {
        func view(_ type: String, labels: [String]) -> String {
            let declarations = labels.map { "    let \($0) = UILabel()" }.joined(separator: "\n")
            let constraints = labels.map {
                "            \($0).topAnchor.constraint(equalTo: topAnchor),\n            \($0).leadingAnchor.constraint(equalTo: leadingAnchor),"
            }
            .joined(separator: "\n")
            return """
                import UIKit

                final class \(type): UIView {
                \(declarations)

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        \(labels.map { "addSubview(\($0))" }.joined(separator: "; "))
                        NSLayoutConstraint.activate([
                \(constraints)
                        ])
                    }
                }
                """
        }
        let run = Importer.run(swiftSources: [
            ("App/A.swift", view("TitleView", labels: ["title"])), ("App/B.swift", view("NameView", labels: ["nameLabel", "detail"])),
        ])
        let standIns = run.report.rollup(\.notes).filter { $0.reason.hasPrefix("stand-in sizes") }
        #expect(standIns.count == 1, "\(standIns)")
        #expect(standIns.first?.count == 2)
    }

    @Test func reasonsOfOneKindAreCountedTogether() {
        var file = FileImportReport(path: "A.swift", kind: .swift)
        file.skipped = [
            ImportFinding(line: 1, construct: "a", reason: "made only when 'x' holds (line 3)"),
            ImportFinding(line: 2, construct: "b", reason: "made only when 'isOpen' holds (line 40)"),
        ]
        let rollup = ImportReport(files: [file]).rollup(\.skipped)
        #expect(rollup.count == 1 && rollup.first?.count == 2)
    }
}
