import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// Issue 32 item 7: families of false `check` errors on imported apps, each removed at its
/// cause (measured on real apps; the fixtures are written here in the forms they use).
@Suite struct ImportCheckNoiseTests {
    /// A stack subclass that makes itself vertical in the setup method its inits call, and a
    /// controller that fills one without saying its axis.
    static let stackClass = """
        import UIKit

        class StackView: UIStackView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                makeUI()
            }

            required init(coder: NSCoder) {
                super.init(coder: coder)
                makeUI()
            }

            func makeUI() {
                spacing = 4
                self.axis = .vertical
                let other = UIStackView()
                other.axis = .horizontal
            }
        }
        """

    static let controller = """
        import UIKit

        class FeedViewController: UIViewController {
            let banner = UIView()
            let table = UITableView()
            lazy var stack: StackView = {
                let view = StackView(arrangedSubviews: [])
                return view
            }()
            let row = StackView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(stack)
                stack.addArrangedSubview(banner)
                stack.addArrangedSubview(table)
                view.addSubview(row)
                row.axis = .horizontal
                row.spacing = 2
                stack.translatesAutoresizingMaskIntoConstraints = false
                row.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: view.topAnchor),
                    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    banner.heightAnchor.constraint(equalToConstant: 50),
                    row.topAnchor.constraint(equalTo: view.topAnchor),
                    row.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                ])
            }
        }
        """

    @Test func aStackSubclassThatSetsItsAxisInItsOwnSetupIsReadWithThatAxis() throws {
        let run = Importer.run(swiftSources: [("App/Common/StackView.swift", Self.stackClass), ("App/Feed/FeedViewController.swift", Self.controller)])
        let screen = try #require(run.components.first { $0.name == "FeedViewController" })
        let stacks = (screen.document.body?.items ?? []).compactMap { item -> StackItem? in
            if case .stack(let stack) = item { return stack }
            return nil
        }
        let stack = try #require(stacks.first(where: { $0.view.name == "stack" }))
        #expect(stack.axis == .vertical)
        #expect(stack.spacing == 4)
        // The instance's own settings win over its class's.
        let row = try #require(stacks.first(where: { $0.view.name == "row" }))
        #expect(row.axis == .horizontal)
        #expect(row.spacing == 2)
    }

    @Test func aLabelSubclassGetsALabelsStandInSize() throws {
        let source = """
            import UIKit

            class Label: UILabel {}

            final class TitleView: UIView {
                let title = Label()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    title.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    title.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
            }
            """
        let run = Importer.run(swiftSources: [("App/TitleView.swift", source)])
        let screen = try #require(run.components.first { $0.name == "TitleView" })
        guard case .view(let title)? = screen.document.body?.items.first(where: { $0.name == "title" }) else {
            Issue.record("no view title")
            return
        }
        #expect(title.intrinsicSize != nil)
    }

    /// A table cell's xib as Xcode writes it (a 44-pt canvas, content view 43.5), with
    /// `contentView` children its class adds in code.
    static func cellXib(name: String, subviews: String = "", constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(name)" id="KGk-i7-Jjw" customClass="\(name)" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>\(subviews)</subviews>
                        <constraints>\(constraints)</constraints>
                    </tableViewCellContentView>
                    <viewLayoutGuide key="safeArea" id="njF-e1-oar"/>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// The cell's class: a 50-pt avatar with 12-pt insets, laid out in code (taller than the canvas).
    static let avatarCell = """
        import UIKit
        import SnapKit

        class AvatarCell: UITableViewCell {
            lazy var avatar: UIImageView = {
                let view = UIImageView()
                contentView.addSubview(view)
                view.snp.makeConstraints { make in
                    make.size.equalTo(50)
                    make.top.left.equalToSuperview().offset(12)
                    make.bottom.equalToSuperview().offset(-12)
                }
                return view
            }()

            override func awakeFromNib() {
                super.awakeFromNib()
                avatar.backgroundColor = .gray
            }
        }
        """

    static func write(_ files: [String: String]) throws -> String {
        let folder = TemporaryFolder.name("check-noise").path
        for (path, text) in files {
            let full = (folder as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return folder
    }

    @Test func aTableCellWhoseContentIsTallerThanItsCanvasSizesItselfAndChecksClean() throws {
        let folder = try Self.write(["App/AvatarCell.xib": Self.cellXib(name: "AvatarCell"), "App/AvatarCell.swift": Self.avatarCell])
        let run = Importer.run(paths: [folder])
        let cell = try #require(run.components.first { $0.name == "AvatarCell" })
        guard case .screen(let screen) = cell.document else {
            Issue.record("not a screen")
            return
        }
        #expect(screen.heightIsAuto && screen.height == nil)
        #expect(cell.text.contains("height auto"))
        // The record still describes the text written.
        #expect(cell.record?.describes(cell.text) == true)
        let note = run.report.files.flatMap(\.notes).first { $0.construct == "cell AvatarCell" }
        #expect(note?.reason.contains("the xib's 43.5 is its canvas") == true)
        // At the canvas height the 74 pt of content could not hold: a conflict UIKit never logs.
        let library = LayoutLibrary(run.components.map(\.document))
        for device in DeviceCatalog.defaultDevices {
            let solution = try LayoutEngine(library: library).solve("AvatarCell", in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors)")
            #expect(solution.item("owner")?.frame.height == 74)
        }
    }

    @Test func aTableCellWhoseContentDoesNotHoldItOpenKeepsItsCanvasHeight() throws {
        // A dot centred vertically: nothing pushes the cell open, so UIKit uses a fixed row height.
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tC2-03-ccc">
                <rect key="frame" x="16" y="16" width="12" height="12"/>
                <constraints>
                    <constraint firstAttribute="width" constant="12" id="tK0-01-001"/>
                    <constraint firstAttribute="height" constant="12" id="tK0-01-002"/>
                </constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="tC2-03-ccc" firstAttribute="leading" secondItem="H2p-sc-9uM" secondAttribute="leadingMargin" id="tK0-01-003"/>
            <constraint firstItem="tC2-03-ccc" firstAttribute="centerY" secondItem="H2p-sc-9uM" secondAttribute="centerY" id="tK0-01-004"/>
            """
        let folder = try Self.write(["App/DotCell.xib": Self.cellXib(name: "DotCell", subviews: subviews, constraints: constraints)])
        let run = Importer.run(paths: [folder])
        let cell = try #require(run.components.first { $0.name == "DotCell" })
        guard case .screen(let screen) = cell.document else {
            Issue.record("not a screen")
            return
        }
        #expect(!screen.heightIsAuto && screen.height == 43.5)
    }

    @Test func aViewOfAClassTheSourcesDoNotDefineIsImportedInPartOnTheAxesNothingSizes() throws {
        let source = """
            import UIKit
            import GoogleMobileAds

            final class FeedViewController: UIViewController {
                let banner = GADBannerView()
                let table = UITableView()
                let stack = UIStackView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.axis = .vertical
                    view.addSubview(stack)
                    stack.addArrangedSubview(banner)
                    stack.addArrangedSubview(table)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                }
            }
            """
        let run = Importer.run(swiftSources: [("App/FeedViewController.swift", source)])
        let screen = try #require(run.components.first { $0.name == "FeedViewController" })
        let record = try #require(screen.record)
        let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func recordOf(_ statement: String) -> ImportRecord.Line? {
            guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(statement) }) else { return nil }
            return record.line(index + 1)
        }
        let banner = try #require(recordOf("view banner"))
        #expect(banner.notImported?.contains("GADBannerView, a class the imported sources do not define") == true)
        // The table shares the stack's height with it: its height follows from the banner's.
        let table = try #require(recordOf("view table"))
        #expect(table.notImported != nil)
        #expect(table.axis == "vertical")
    }

    @Test func aConstraintKeptInAPropertyAndActivatedElsewhereMarksItsView() throws {
        let source = """
            import UIKit

            final class SheetView: UIView {
                let panel = UIView()
                var panelBottom: NSLayoutConstraint?

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(panel)
                    panel.translatesAutoresizingMaskIntoConstraints = false
                    panelBottom = panel.bottomAnchor.constraint(equalTo: bottomAnchor)
                    NSLayoutConstraint.activate([
                        panel.leadingAnchor.constraint(equalTo: leadingAnchor),
                        panel.trailingAnchor.constraint(equalTo: trailingAnchor),
                        panel.heightAnchor.constraint(equalToConstant: 200),
                    ])
                }
            }
            """
        let run = Importer.run(swiftSources: [("App/SheetView.swift", source)])
        let screen = try #require(run.components.first { $0.name == "SheetView" })
        let skipped = run.report.files.flatMap(\.skipped).first { $0.construct.contains("panel.bottomAnchor") }
        #expect(skipped?.reason.hasPrefix("never activated in this file (kept in 'panelBottom'") == true)
        let record = try #require(screen.record)
        let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("view panel") })
        // The app activates it somewhere import does not read: the panel's vertical position is not known.
        #expect(record.line(index + 1)?.notImported?.contains("panel.bottomAnchor") == true)
    }

    /// A height from a constant of another file is imported as `param rowHeight = 0`: the row,
    /// and the stack that arranges it, are the app's only in part on that axis, so `check`
    /// says "not imported" about them rather than calling the app's layout wrong.
    @Test func aValueImportCouldNotReadMarksWhatItSizes() throws {
        let source = """
            import UIKit

            class ActionSheetView: UIView {
                let stack = UIStackView()
                let row = UIView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    stack.axis = .vertical
                    addSubview(stack)
                    stack.addArrangedSubview(row)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    row.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: trailingAnchor),
                        stack.bottomAnchor.constraint(equalTo: bottomAnchor),
                        row.heightAnchor.constraint(equalToConstant: Sizes.rowHeight),
                    ])
                }
            }
            """
        let run = Importer.run(swiftSources: [("App/ActionSheetView.swift", source)])
        let screen = try #require(run.components.first { $0.name == "ActionSheetView" })
        #expect(screen.text.contains("param sizesRowHeight = 0"), "\(screen.text)")
        let record = try #require(screen.record)
        let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("view row") })
        #expect(record.line(row + 1)?.notImported?.contains("'sizesRowHeight', a value import could not read") == true)
        #expect(record.line(row + 1)?.axis == "vertical")
    }
}
