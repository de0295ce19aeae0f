import Foundation
import Testing
import TrellisTestSupport

/// `trellis import` then `trellis check`, as a CI job runs them on an unchanged app (issue 32,
/// item 7): problems point at the app's own xib or Swift line, and what import could not
/// carry over is a "not imported" warning, not an error.
@Suite(.temporaryFolders) struct ImportedCheckCLITests {
    /// A custom view's xib whose label has a horizontal position and no vertical one: a real
    /// ambiguity, at the label's element.
    static let noteXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="nRt-00-000" customClass="NoteView">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Note" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="nLb-01-aaa">
                            <rect key="frame" x="16" y="30" width="38" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="nLb-01-aaa" firstAttribute="leading" secondItem="nRt-00-000" secondAttribute="leading" constant="16" id="nK0-01-001"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// A view pinned with anchors, and a badge laid out by its frame in `layoutSubviews`
    /// (no constraint: UIKit keeps its autoresizing frame and never finds it ambiguous).
    static let bannerSwift = """
        import UIKit

        final class BannerView: UIView {
            let title = UILabel()
            let badge = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(title)
                addSubview(badge)
                title.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    title.centerYAnchor.constraint(equalTo: centerYAnchor),
                ])
            }

            override func layoutSubviews() {
                super.layoutSubviews()
                badge.frame = CGRect(x: bounds.width - 20, y: 8, width: 12, height: 12)
            }
        }
        """

    static func app() throws -> TrellisRunner {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(Self.noteXib, to: "App/NoteView.xib")
        try runner.write(Self.bannerSwift, to: "App/BannerView.swift")
        let imported = try runner.run("import", "App", "--into", "Layouts")
        #expect(imported.status == 0, "\(imported.output)")
        return runner
    }

    static func problems(_ runner: TrellisRunner, _ arguments: String...) throws -> [[String: Any]] {
        let result = try runner.runArguments(["check", "Layouts", "--format", "json", "--error-limit", "0"] + arguments)
        let data = Data(result.stdout.utf8)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(result.output)")
        return report["problems"] as? [[String: Any]] ?? []
    }

    /// The 1-based line of the first line of `text` containing `needle`.
    static func line(of needle: String, in text: String) -> Int {
        (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    @Test func checkPointsAnImportedProblemAtTheAppsOwnLine() throws {
        let runner = try Self.app()
        let problems = try Self.problems(runner)
        let ambiguous = try #require(
            problems.first { ($0["components"] as? [String]) == ["NoteView"] && ($0["message"] as? String)?.contains("vertical position") == true })
        #expect(ambiguous["severity"] as? String == "error")
        let origin = try #require(ambiguous["origin"] as? [String: Any])
        #expect(origin["file"] as? String == "App/NoteView.xib")
        #expect(origin["line"] as? Int == Self.line(of: "<label ", in: Self.noteXib))
        // Xcode's form, what a Run Script phase or a CI annotates: the xib's line first.
        let xcode = try runner.run("check", "Layouts", "--format", "xcode")
        let labelLine = Self.line(of: "<label ", in: Self.noteXib)
        #expect(xcode.stdout.split(separator: "\n").contains { $0.contains("/App/NoteView.xib:\(labelLine):1: error: ambiguous:") })
        #expect(xcode.stdout.contains("note: imported as"))
    }

    /// An ambiguity IB itself shows its author (`ambiguous="YES"` on the element) stays an
    /// error, and says so: the app's own layout leaves the view open, not import.
    @Test func anAmbiguityInterfaceBuilderFlagsTooSaysSo() throws {
        let runner = try Self.app()
        let unflagged = try Self.problems(runner).first { ($0["components"] as? [String]) == ["NoteView"] }
        #expect((unflagged?["notes"] as? [String] ?? []).allSatisfy { !$0.contains("Interface Builder flags") })
        try runner.write(Self.noteXib.replacingOccurrences(of: "<label opaque", with: "<label ambiguous=\"YES\" opaque"), to: "App/NoteView.xib")
        let imported = try runner.run("import", "App", "--into", "Layouts", "--force")
        #expect(imported.status == 0, "\(imported.output)")
        let ambiguous = try #require(
            try Self.problems(runner).first {
                ($0["components"] as? [String]) == ["NoteView"] && ($0["message"] as? String)?.contains("vertical position") == true
            })
        #expect(ambiguous["severity"] as? String == "error")
        let line = Self.line(of: "<label ", in: Self.noteXib)
        let notes = ambiguous["notes"] as? [String] ?? []
        #expect(notes.contains { $0.contains("Interface Builder flags") && $0.contains("App/NoteView.xib:\(line))") }, "\(notes)")
    }

    @Test func aViewLaidOutByItsFrameInCodeIsANotImportedWarningNotAnError() throws {
        let runner = try Self.app()
        let problems = try Self.problems(runner)
        let banner = problems.filter { ($0["components"] as? [String])?.contains("BannerView") == true }
        #expect(!banner.contains { $0["severity"] as? String == "error" }, "\(banner)")
        let badge = try #require(banner.first { ($0["message"] as? String)?.contains("badge") == true })
        #expect(badge["kind"] as? String == "notImported")
        #expect(badge["severity"] as? String == "warning")
        #expect((badge["hint"] as? String)?.contains("laid out by its frame") == true)
        let origin = try #require(badge["origin"] as? [String: Any])
        #expect(origin["file"] as? String == "App/BannerView.swift")
        #expect(origin["line"] as? Int == Self.line(of: "let badge", in: Self.bannerSwift))
    }

    @Test func anEditedLayoutIsCheckedAsItsOwnNoLongerAsImported() throws {
        let runner = try Self.app()
        let layout = try runner.read("Layouts/BannerView.layout")
        try runner.write(layout + "// edited by hand\n", to: "Layouts/BannerView.layout")
        let problems = try Self.problems(runner)
        let badge = try #require(problems.first { ($0["message"] as? String)?.contains("badge") == true })
        #expect(badge["severity"] as? String == "error")
        #expect(badge["origin"] == nil)
    }

    /// An image view sized across by a constraint and along by the image its code sets: its
    /// height is what import could not know, whatever its name says (`widthIcon` once made
    /// the check read "width" in the message and call it an error).
    @Test func anAmbiguityIsJudgedByItsOpenAxesNotByTheWordsOfItsMessage() throws {
        let runner = try TrellisRunner.inTemporaryDirectory()
        try runner.write(
            """
            import UIKit

            final class StatView: UIView {
                let widthIcon = UIImageView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(widthIcon)
                    widthIcon.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        widthIcon.leadingAnchor.constraint(equalTo: leadingAnchor),
                        widthIcon.topAnchor.constraint(equalTo: topAnchor),
                        widthIcon.widthAnchor.constraint(equalToConstant: 20),
                    ])
                }
            }
            """, to: "App/StatView.swift")
        let imported = try runner.run("import", "App", "--into", "Layouts")
        #expect(imported.status == 0, "\(imported.output)")
        let problems = try Self.problems(runner)
        let icon = try #require(problems.first { ($0["message"] as? String)?.contains("widthIcon: height not determined") == true }, "\(problems)")
        #expect(icon["kind"] as? String == "notImported")
        #expect(icon["severity"] as? String == "warning")
    }
}
