import Foundation
import Testing
import TrellisModel
import TrellisTestSupport
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
                // A list from a method: import does not follow it (a literal list it unrolls).
                labels().forEach { contentView.addSubview($0) }
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

            func labels() -> [UIView] { [titleLabel, detailLabel] }

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

    /// A storyboard-style view filled from its own nib at run time: IB holds its height with a
    /// placeholder constraint ("remove at build time"), and a label is stacked under it.
    static let placeholderXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="fRt-00-000" customClass="FormView">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fIn-01-aaa" customClass="EditValueView">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="59"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="59" placeholder="YES" id="fK0-01-001"/>
                            </constraints>
                        </view>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Note" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="fLb-02-bbb">
                            <rect key="frame" x="0.0" y="67" width="38" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="fIn-01-aaa" firstAttribute="top" secondItem="fRt-00-000" secondAttribute="top" id="fK0-01-002"/>
                        <constraint firstItem="fIn-01-aaa" firstAttribute="leading" secondItem="fRt-00-000" secondAttribute="leading" id="fK0-01-003"/>
                        <constraint firstAttribute="trailing" secondItem="fIn-01-aaa" secondAttribute="trailing" id="fK0-01-004"/>
                        <constraint firstItem="fLb-02-bbb" firstAttribute="top" secondItem="fIn-01-aaa" secondAttribute="bottom" constant="8" id="fK0-01-005"/>
                        <constraint firstItem="fLb-02-bbb" firstAttribute="leading" secondItem="fRt-00-000" secondAttribute="leading" id="fK0-01-006"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func aPlaceholderSizedViewAndWhatIsPlacedAfterItAreImportedInPartOnThatAxis() throws {
        let folder = TemporaryFolder.name("import-placeholder").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = (folder as NSString).appendingPathComponent("FormView.xib")
        try Data(Self.placeholderXib.utf8).write(to: URL(fileURLWithPath: path))
        let run = Importer.run(paths: [path])
        let form = try #require(run.components.first { $0.name == "FormView" })
        let record = try #require(form.record)
        let lines = form.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let marked = record.lines.filter { $0.notImported != nil }.map { lines[$0.line - 1].trimmingCharacters(in: .whitespaces) }
        // The view the placeholder sized, and the label placed under it: vertically only.
        #expect(marked.count == 2, "\(marked)")
        #expect(record.lines.filter { $0.notImported != nil }.allSatisfy { $0.axis == "vertical" })
        #expect(record.lines.contains { $0.notImported?.contains("placeholder constraint") == true })
        // Each view's line points at its element in the xib.
        #expect(record.lines.contains { $0.from == "\(path):10" })
    }

    @Test func aViewTheCodeMakesIsNotMergedIntoAnIBViewOfTheSameName() {
        var screen = Screen(
            name: "AttributesViewController",
            body: LayoutBody(items: [.stack(StackItem(view: ViewItem(name: "stackView"), axis: .vertical))], constraints: [], applications: []))
        screen.root = .controller
        var code = ComponentDraft(name: "AttributesViewController", kind: .screen)
        code.items = [.view(ViewItem(name: "stackView", className: "UIStackView")), .view(ViewItem(name: "header"))]
        code.constraints = [
            LayoutConstraint(Anchor("stackView", .top), .equal, Anchor(.owner, .top), constant: 8),
            LayoutConstraint(Anchor("header", .bottom), .equal, Anchor("stackView", .top)),
        ]
        // Not an outlet: the code's own stack, beside IB's.
        let merged = ImportRun.merge(screen, code: code, outlets: ["header"])
        #expect(merged.items.map(\.name) == ["stackView", "stackView2", "header"])
        #expect(merged.constraints.map(LayoutPrinter.constraintText) == ["stackView2.top == owner.top + 8", "header.bottom == stackView2.top"])
        // An outlet of that name is IB's view.
        let outlet = ImportRun.merge(screen, code: code, outlets: ["stackView", "header"])
        #expect(outlet.items.map(\.name) == ["stackView", "header"])
    }

    @Test func theRecordIsWrittenBesideTheLayoutAndReadBack() throws {
        let folder = TemporaryFolder.name("import-record").path
        let run = Self.run([("App/ProfileCell.swift", Self.cell)])
        let written = try run.write(into: folder, using: { data, path in try data.write(to: URL(fileURLWithPath: path)) })
        let recordPath = (folder as NSString).appendingPathComponent("ProfileCell.import.json")
        #expect(written.contains(recordPath))
        #expect(ImportRecord.path(besideLayout: (folder as NSString).appendingPathComponent("ProfileCell.layout")) == recordPath)
        let record = try ImportRecord.decode(try Data(contentsOf: URL(fileURLWithPath: recordPath)))
        let text = try String(contentsOfFile: (folder as NSString).appendingPathComponent("ProfileCell.layout"), encoding: .utf8)
        #expect(record.describes(text))
        #expect(!record.describes(text + "\n// edited"))
    }
}
