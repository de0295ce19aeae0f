import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// Issue 32, items 6–7: what import could not carry over is said, not turned into false
/// problems — unplaced views left out, partial items marked in `NAME.import.json`, each
/// statement's app line recorded, and only a draft's own lines counted against its file.
@Suite struct ImportNoiseTests {
    /// A cell whose labels go into a stack through a local array (a form import does not
    /// read), a badge laid out by its frame, and a header pinned with anchors.
    static let cell = """
        import UIKit

        final class ProfileCell: UITableViewCell {
            let titleLabel = UILabel()
            let detailLabel = UILabel()
            let header = UIView()
            let badge = UIView()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let labels: [UIView] = [titleLabel, detailLabel]
                labels.forEach { contentView.addSubview($0) }
                contentView.addSubview(header)
                contentView.addSubview(badge)
                header.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: contentView.topAnchor),
                    header.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    header.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    header.heightAnchor.constraint(equalToConstant: 44),
                ])
            }

            override func layoutSubviews() {
                super.layoutSubviews()
                badge.frame = CGRect(x: 8, y: 8, width: 12, height: 12)
            }
        }
        """

    static func run(_ sources: [(path: String, text: String)]) -> ImportRun { Importer.run(swiftSources: sources) }

    @Test func viewsAddedNowhereImportReadsAndNotConstrainedAreLeftOutWithANote() throws {
        let run = Self.run([("App/ProfileCell.swift", Self.cell)])
        let cell = try #require(run.components.first { $0.name == "ProfileCell" })
        let items = Set(cell.document.body?.items.map(\.name) ?? [])
        #expect(items == ["header", "badge"])
        let file = try #require(run.report.files.first)
        let note = try #require(file.notes.first { $0.construct == "titleLabel, detailLabel" })
        #expect(note.reason.contains("left out rather than placed in the root"))
    }

    @Test func aViewLaidOutByItsFrameIsMarkedNotImportedAndAPinnedOneIsNot() throws {
        let run = Self.run([("App/ProfileCell.swift", Self.cell)])
        let cell = try #require(run.components.first { $0.name == "ProfileCell" })
        let record = try #require(cell.record)
        #expect(record.describes(cell.text))
        let lines = cell.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func recordOf(_ statement: String) -> ImportRecord.Line? {
            guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(statement) }) else { return nil }
            return record.line(index + 1)
        }
        let badge = try #require(recordOf("view badge"))
        #expect(badge.from == "App/ProfileCell.swift:7")
        #expect(badge.notImported?.contains("laid out by its frame") == true)
        let header = try #require(recordOf("view header"))
        #expect(header.from == "App/ProfileCell.swift:6")
        #expect(header.notImported == nil)
        // Each constraint's line points at its anchor call.
        #expect(recordOf("header.height == 44")?.from == "App/ProfileCell.swift:20")
    }

    @Test func anItemASkippedConstructNamesAndWhatDependsOnItAreMarked() {
        var draft = ComponentDraft(name: "Panel", kind: .screen)
        let file = "App/Panel.swift"
        draft.items = [
            .view(ViewItem(name: "title", location: SourceLocation(file: file, line: 4, column: 1))),
            .view(ViewItem(name: "subtitle", location: SourceLocation(file: file, line: 5, column: 1))),
            .view(ViewItem(name: "footer", location: SourceLocation(file: file, line: 6, column: 1))),
        ]
        draft.constraints = [
            LayoutConstraint(Anchor("title", .top), .equal, Anchor(.owner, .top), location: SourceLocation(file: file, line: 10, column: 1)),
            LayoutConstraint(Anchor("subtitle", .top), .equal, Anchor("title", .bottom), location: SourceLocation(file: file, line: 11, column: 1)),
            LayoutConstraint(Anchor("footer", .bottom), .equal, Anchor(.owner, .bottom), location: SourceLocation(file: file, line: 12, column: 1)),
        ]
        let skipped = [file: [ImportFinding(line: 14, construct: "for row in rows { title.leadingAnchor… }", reason: "made in a loop over data")]]
        var incomplete = IncompleteItems()
        incomplete.mark(draft, skipped: skipped)
        incomplete.spread(over: draft.document())
        #expect(incomplete.reason(for: "title")?.contains("Panel.swift:14") == true)
        #expect(incomplete.reason(for: "title")?.contains("made in a loop over data") == true)
        // Placed relative to title: follows from what was skipped.
        #expect(incomplete.reason(for: "subtitle")?.hasPrefix("depends on title") == true)
        // Related to nothing marked (the root passes nothing on).
        #expect(incomplete.reason(for: "footer") == nil)
    }

    @Test func aDraftThatIsNotWrittenCountsOnlyItsOwnFilesLines() {
        // A subclass's draft holds its superclass's constraint (another file, counted there).
        // Its view inside itself cannot be written: only its own line was counted as imported here.
        var draft = ComponentDraft(name: "DetailCell", kind: .screen)
        draft.items = [.view(ViewItem(name: "box", parent: "box"))]
        draft.constraints = [
            LayoutConstraint(Anchor("box", .width), .equal, constant: 10, location: SourceLocation(file: "App/BaseCell.swift", line: 9, column: 1)),
            LayoutConstraint(Anchor("box", .height), .equal, constant: 10, location: SourceLocation(file: "App/DetailCell.swift", line: 5, column: 1)),
        ]
        let finished = DraftFinisher.finish(draft, file: "App/DetailCell.swift")
        #expect(finished.document == nil)
        #expect(finished.unwrittenLines == 1)
    }

    @Test func theRecordIsWrittenBesideTheLayoutAndReadBack() throws {
        let folder = NSTemporaryDirectory() + "import-record-\(UUID().uuidString)"
        let run = Self.run([("App/ProfileCell.swift", Self.cell)])
        let written = try run.write(into: folder)
        let recordPath = (folder as NSString).appendingPathComponent("ProfileCell.import.json")
        #expect(written.contains(recordPath))
        #expect(ImportRecord.path(besideLayout: (folder as NSString).appendingPathComponent("ProfileCell.layout")) == recordPath)
        let record = try ImportRecord.decode(try Data(contentsOf: URL(fileURLWithPath: recordPath)))
        let text = try String(contentsOfFile: (folder as NSString).appendingPathComponent("ProfileCell.layout"), encoding: .utf8)
        #expect(record.describes(text))
        #expect(!record.describes(text + "\n// edited"))
    }
}
