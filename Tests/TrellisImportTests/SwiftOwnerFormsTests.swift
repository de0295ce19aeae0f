import Foundation
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// Swift as apps write it (issue 32, item 5): a view that loads its own xib as File's Owner
/// and pins the xib's root inside itself, a constraint chosen by a ternary, activations in
/// `[weak self]` closures, loops over literal lists of views (unrolled).
@Suite struct SwiftOwnerFormsTests {
    static func lines(_ name: String, in run: ImportRun) -> Set<String> {
        Set(run.components.first { $0.name == name }?.document.body?.constraints.map(LayoutPrinter.constraintText) ?? [])
    }

    /// A header view's xib: File's Owner is the class, whose `contentView` outlet is the xib's root.
    static let headerXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CollapsingTitleView" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="contentView" destination="hRt-00-000" id="hO1-01-001"/>
                        <outlet property="titleLabel" destination="hTl-01-aaa" id="hO2-01-002"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="hRt-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="hTl-01-aaa">
                            <rect key="frame" x="16" y="11.5" width="33" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="hTl-01-aaa" firstAttribute="leading" secondItem="hRt-00-000" secondAttribute="leading" constant="16" id="hK1-01-001"/>
                        <constraint firstItem="hTl-01-aaa" firstAttribute="centerY" secondItem="hRt-00-000" secondAttribute="centerY" id="hK1-01-002"/>
                    </constraints>
                    <point key="canvasLocation" x="137" y="90"/>
                </view>
            </objects>
        </document>
        """

    /// The class loads the xib with itself as owner, adds the root and pins it (the form of many apps).
    static let headerSwift = """
        import UIKit

        class CollapsingTitleView: UIView {
            @IBOutlet var contentView: UIView!
            @IBOutlet var titleLabel: UILabel!

            override init(frame: CGRect) {
                super.init(frame: frame)
                Bundle.main.loadNibNamed("CollapsingTitleView", owner: self, options: nil)
                addSubview(contentView)
                contentView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint(item: self, attribute: .leading, relatedBy: .equal, toItem: contentView, attribute: .leading, multiplier: 1, constant: 0).isActive = true
                NSLayoutConstraint(item: self, attribute: .trailing, relatedBy: .equal, toItem: contentView, attribute: .trailing, multiplier: 1, constant: 0).isActive = true
                NSLayoutConstraint(item: self, attribute: .top, relatedBy: .equal, toItem: contentView, attribute: .top, multiplier: 1, constant: 0).isActive = true
                NSLayoutConstraint(item: self, attribute: .bottom, relatedBy: .equal, toItem: contentView, attribute: .bottom, multiplier: 1, constant: 0).isActive = true
            }
        }
        """

    @Test func aXibLoadedByItsOwnerIsAViewInsideTheOwnersRoot() throws {
        let folder = TemporaryFolder.name("nib-root").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.headerXib.write(toFile: folder + "/CollapsingTitleView.xib", atomically: true, encoding: .utf8)
        try Self.headerSwift.write(toFile: folder + "/CollapsingTitleView.swift", atomically: true, encoding: .utf8)
        let run = Importer.run(paths: [folder])
        let component = try #require(run.components.first { $0.name == "CollapsingTitleView" })
        let body = try #require(component.document.body)
        // The xib's root is the outlet's view, in the class's root; IB's views are inside it.
        #expect(body.items.first { $0.name == "contentView" }?.parent == nil)
        #expect(body.items.first { $0.name == "titleLabel" }?.parent == "contentView")
        #expect(
            Self.lines("CollapsingTitleView", in: run).isSuperset(of: [
                "titleLabel.leading == contentView.leading + 16", "titleLabel.centerY == contentView.centerY",
                "owner.leading == contentView.leading", "owner.trailing == contentView.trailing", "owner.top == contentView.top",
                "owner.bottom == contentView.bottom",
            ]))
        let swift = try #require(run.files.first { $0.report.path.hasSuffix("CollapsingTitleView.swift") }?.report)
        #expect(swift.skipped.isEmpty)
        #expect(swift.constraintsImported == 4)
    }

    /// The same pair with the xib's root placed by its frame and autoresizing, not pinned: it
    /// fills the class's root, so IB's root stays the component's root (a wrapper view with no
    /// constraints would be ambiguous, a problem the app does not have).
    @Test func aXibLoadedByItsOwnerAndPlacedByFrameStaysTheComponentsRoot() throws {
        let folder = TemporaryFolder.name("nib-frame").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let framed = Self.headerSwift.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("NSLayoutConstraint(") && !$0.contains("translatesAutoresizingMaskIntoConstraints") }
            .joined(separator: "\n")
            .replacingOccurrences(
                of: "addSubview(contentView)",
                with: "addSubview(contentView)\n        contentView.frame = bounds\n        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]")
        try Self.headerXib.write(toFile: folder + "/CollapsingTitleView.xib", atomically: true, encoding: .utf8)
        try framed.write(toFile: folder + "/CollapsingTitleView.swift", atomically: true, encoding: .utf8)
        let run = Importer.run(paths: [folder])
        let component = try #require(run.components.first { $0.name == "CollapsingTitleView" })
        let body = try #require(component.document.body)
        #expect(!body.items.contains { $0.name == "contentView" })
        #expect(body.items.first { $0.name == "titleLabel" }?.parent == nil)
        #expect(Self.lines("CollapsingTitleView", in: run).contains("titleLabel.leading == owner.leading + 16"))
    }

    @Test func aTernaryBetweenTwoConstraintsTakesTheBranchOfTheFlagsInitialValue() throws {
        let run = Importer.run(swiftSources: [
            (
                path: "SeekButton.swift",
                text: """
                class SeekButton: UIButton {
                    var backwards = false
                    private let label = UILabel()
                    private lazy var labelX = backwards
                        ? trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 6)
                        : label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 6)
                    func setupViews() {
                        addSubview(label)
                        NSLayoutConstraint.activate([labelX, label.centerYAnchor.constraint(equalTo: centerYAnchor, constant: backwards ? 2 : 2)])
                    }
                }
                """
            )
        ])
        #expect(Self.lines("SeekButton", in: run) == ["label.leading == owner.leading + 6", "label.centerY == owner.centerY + 2"])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.count == 1)
        #expect(report.skipped.first?.reason.contains("'backwards' is false when the view is made") == true)
    }

    @Test func aTernaryOnAConditionImportCannotTellIsListedWithItsReason() throws {
        let run = Importer.run(swiftSources: [
            (
                path: "BadgeView.swift",
                text: """
                class BadgeView: UIView {
                    private let dot = UIView()
                    func setup(compact: Bool) {
                        addSubview(dot)
                        let width = compact ? dot.widthAnchor.constraint(equalToConstant: 8) : dot.widthAnchor.constraint(equalToConstant: 12)
                        width.isActive = true
                    }
                }
                """
            )
        ])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.count == 2)
        #expect(report.skipped.allSatisfy { $0.reason.contains("import cannot tell which branch runs") })
    }

    @Test func anActivationInAWeakSelfClosureActivatesTheKeptConstraint() throws {
        let run = Importer.run(swiftSources: [
            (
                path: "SheetController.swift",
                text: """
                class SheetController: UIViewController {
                    private let card = UIView()
                    private var cardBottom: NSLayoutConstraint?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(card)
                        card.heightAnchor.constraint(equalToConstant: 200).isActive = true
                        cardBottom = view.bottomAnchor.constraint(equalTo: card.bottomAnchor)
                    }
                    func animateIn() {
                        UIView.animate(withDuration: 0.3) { [weak self] in
                            self?.cardBottom?.isActive = true
                        }
                    }
                }
                """
            )
        ])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty)
        #expect(report.constraintsImported == 2)
    }

    @Test func loopsOverLiteralListsOfViewsAreUnrolled() throws {
        let run = Importer.run(swiftSources: [
            (
                path: "SignUpCell.swift",
                text: """
                class SignUpCell: UITableViewCell {
                    let email = UITextField()
                    let password = UITextField()
                    let submit = UIButton()
                    let caption = UILabel()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        for field in [email, password] {
                            contentView.addSubview(field)
                            field.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).isActive = true
                        }
                        let fields = [submit, caption]
                        fields.forEach { contentView.addSubview($0) }
                        fields.forEach { view in
                            view.snp.makeConstraints { $0.trailing.equalToSuperview().inset(16) }
                        }
                        for (above, below) in zip([email, password], [password, submit]) {
                            below.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 8).isActive = true
                        }
                    }
                }
                """
            )
        ])
        #expect(
            Self.lines("SignUpCell", in: run) == [
                "email.leading == owner.leading + 16", "password.leading == owner.leading + 16", "submit.trailing == owner.trailing - 16",
                "caption.trailing == owner.trailing - 16", "password.top == email.bottom + 8", "submit.top == password.bottom + 8",
            ])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty)
        #expect(report.constraintsImported == 6)
    }

    @Test func aLoopOverDataStaysListed() throws {
        let run = Importer.run(swiftSources: [
            (
                path: "ActionsView.swift",
                text: """
                class ActionsView: UIView {
                    func setup(actions: [String]) {
                        for action in actions {
                            let button = UIButton()
                            addSubview(button)
                            button.heightAnchor.constraint(equalToConstant: 44).isActive = true
                        }
                    }
                }
                """
            )
        ])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.map(\.reason).allSatisfy { $0.hasPrefix("made in a loop over data") })
        #expect(report.skipped.count == 1)
    }
}
