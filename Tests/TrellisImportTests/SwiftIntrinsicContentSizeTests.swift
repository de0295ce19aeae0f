import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

/// Issue 32 item 7: a view class's `override var intrinsicContentSize` is what UIKit sizes every
/// instance by, wherever the class is used (made in code, a xib's `customClass`). Import reads it;
/// without it the view was ambiguous or 0 where the app's is not, the largest family of false
/// `check` errors on imported apps.
@Suite struct SwiftIntrinsicContentSizeTests {
    /// A custom bar as apps write one: a height from its nested `Size`, no intrinsic width.
    static let bar = """
        import UIKit

        class HeaderBar: UIView {
            struct Size {
                static let navigationHeight: CGFloat = 44
                static let height: CGFloat = navigationHeight + 20
            }

            override var intrinsicContentSize: CGSize {
                return CGSize(width: UIView.noIntrinsicMetric, height: Size.height)
            }
        }
        """

    /// A controller that pins the bar's top and sides only: its height is the bar's own.
    static let controller = """
        import UIKit

        class InboxViewController: UIViewController {
            let headerBar = HeaderBar()
            let logo = LogoView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(headerBar)
                view.addSubview(logo)
                headerBar.translatesAutoresizingMaskIntoConstraints = false
                logo.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    headerBar.topAnchor.constraint(equalTo: view.topAnchor),
                    headerBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    headerBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    logo.topAnchor.constraint(equalTo: headerBar.bottomAnchor, constant: 12),
                ])
            }
        }
        """

    /// A logo sized by a constant of another file (`Metrics.logoSize`), an implicit return.
    static let logo = """
        import UIKit

        final class LogoView: UIImageView {
            override var intrinsicContentSize: CGSize { Metrics.logoSize }
        }
        """

    static let metrics = """
        import UIKit

        enum Metrics {
            static let logoSize = CGSize(width: 60, height: 40)
        }
        """

    static func view(_ name: String, in component: ImportedComponent?) -> ViewItem? {
        for item in component?.document.body?.items ?? [] {
            if case .view(let view) = item, view.name == name { return view }
            if case .stack(let stack) = item, stack.view.name == name { return stack.view }
        }
        return nil
    }

    static func run(_ sources: [(String, String)]) -> ImportRun {
        Importer.run(swiftSources: sources.map { (path: "App/\($0.0).swift", text: $0.1) })
    }

    @Test func aViewIsSizedByItsClasssIntrinsicContentSizeAndChecksClean() throws {
        let run = Self.run([("HeaderBar", Self.bar), ("InboxViewController", Self.controller), ("LogoView", Self.logo), ("Metrics", Self.metrics)])
        let inbox = try #require(run.components.first { $0.name == "InboxViewController" })
        #expect(Self.view("headerBar", in: inbox)?.intrinsicSize == IntrinsicSize(width: nil, height: 64))
        #expect(Self.view("logo", in: inbox)?.intrinsicSize == IntrinsicSize(width: 60, height: 40))
        #expect(inbox.text.contains("intrinsic none x 64"))
        // Without the override's size the bar's height and the logo's size were "not determined".
        let library = LayoutLibrary(run.components.map(\.document))
        for device in DeviceCatalog.defaultDevices {
            let solution = try LayoutEngine(library: library).solve("InboxViewController", in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors)")
            #expect(solution.item("headerBar")?.frame.height == 64)
            #expect(solution.item("logo")?.frame.width == 60)
        }
    }

    /// A subclass inherits the override of a superclass the run declares.
    @Test func aSubclassTakesItsSuperclasssOverride() throws {
        let subclass = "import UIKit\n\nfinal class InboxHeaderBar: HeaderBar {}\n"
        let controller = Self.controller.replacingOccurrences(of: "let headerBar = HeaderBar()", with: "let headerBar = InboxHeaderBar()")
        let run = Self.run([("HeaderBar", Self.bar), ("InboxHeaderBar", subclass), ("InboxViewController", controller)])
        let inbox = try #require(run.components.first { $0.name == "InboxViewController" })
        #expect(Self.view("headerBar", in: inbox)?.intrinsicSize == IntrinsicSize(width: nil, height: 64))
    }

    /// `super.intrinsicContentSize` keeps the UIKit base's size (a label's stand-in) on the axes
    /// it passes on, adjusted or not; the axis it replaces takes the new value.
    @Test(arguments: [
        ("let size = super.intrinsicContentSize\n        return CGSize(width: size.width + 16, height: size.height + 8)", 100.0, 21.0),
        ("var size = super.intrinsicContentSize\n        size.height += 1\n        return size", 100, 21),
        ("CGSize(width: super.intrinsicContentSize.width, height: 32)", 100, 32),
    ])
    func superIntrinsicContentSizeKeepsTheBaseOnTheAxesItPassesOn(body: String, width: Double, height: Double) throws {
        let label = """
            import UIKit

            class PaddedLabel: UILabel {
                override var intrinsicContentSize: CGSize {
                    \(body)
                }
            }
            """
        let controller = Self.controller.replacingOccurrences(of: "let logo = LogoView()", with: "let logo = PaddedLabel()")
        let run = Self.run([("HeaderBar", Self.bar), ("PaddedLabel", label), ("InboxViewController", controller)])
        let inbox = try #require(run.components.first { $0.name == "InboxViewController" })
        #expect(Self.view("logo", in: inbox)?.intrinsicSize == IntrinsicSize(width: width, height: height))
    }

    /// A size computed at run time (a table as tall as its rows) still sizes the view on that
    /// axis in UIKit: a stand-in, said in the report, instead of "height not determined".
    @Test func aComputedAxisTakesAStandInAndTheReportSaysSo() throws {
        let table = """
            import UIKit

            final class ContentSizedTableView: UITableView {
                override var intrinsicContentSize: CGSize {
                    layoutIfNeeded()
                    return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
                }
            }
            """
        let controller = Self.controller.replacingOccurrences(of: "let headerBar = HeaderBar()", with: "let headerBar = ContentSizedTableView()")
        let run = Self.run([("ContentSizedTableView", table), ("InboxViewController", controller), ("LogoView", Self.logo), ("Metrics", Self.metrics)])
        let inbox = try #require(run.components.first { $0.name == "InboxViewController" })
        #expect(Self.view("headerBar", in: inbox)?.intrinsicSize == IntrinsicSize(width: nil, height: SwiftIntrinsicContentSize.standIn))
        let notes = run.files.first { $0.report.path.hasSuffix("InboxViewController.swift") }?.report.notes ?? []
        #expect(
            notes.contains {
                $0.construct == "intrinsic content size of headerBar"
                    && $0.reason.contains("ContentSizedTableView's intrinsicContentSize (ContentSizedTableView.swift:4) is computed at run time")
            })
    }

    /// One value by case (a line horizontal or vertical): each axis sizes the view in some case,
    /// and the value a stored property starts with stands in.
    @Test func aSwitchOverCasesGivesTheValueOneCaseReturns() throws {
        let line = """
            import UIKit

            class Line: UIView {
                enum Orientation { case horizontal, vertical }
                private let orientation: Orientation
                var thickness: CGFloat = 1

                override var intrinsicContentSize: CGSize {
                    switch orientation {
                    case .horizontal: return CGSize(width: UIView.noIntrinsicMetric, height: thickness)
                    case .vertical: return CGSize(width: thickness, height: UIView.noIntrinsicMetric)
                    }
                }

                init(orientation: Orientation = .horizontal) {
                    self.orientation = orientation
                    super.init(frame: .zero)
                }
                required init?(coder: NSCoder) { nil }
            }
            """
        let controller = Self.controller.replacingOccurrences(of: "let headerBar = HeaderBar()", with: "let headerBar = Line()")
        let run = Self.run([("Line", line), ("InboxViewController", controller), ("LogoView", Self.logo), ("Metrics", Self.metrics)])
        let inbox = try #require(run.components.first { $0.name == "InboxViewController" })
        #expect(Self.view("headerBar", in: inbox)?.intrinsicSize == IntrinsicSize(width: 1, height: 1))
    }

    /// A xib's `customClass` view takes the class's size too; a computed axis takes the frame IB recorded.
    @Test func aXibsCustomClassViewTakesTheOverride() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="rRt-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rBr-01-aaa" customClass="HeaderBar" customModule="App">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="64"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rRt-02-bbb" customClass="RatingView" customModule="App">
                                <rect key="frame" x="20" y="80" width="120" height="24"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="rBr-01-aaa" firstAttribute="top" secondItem="rRt-00-000" secondAttribute="top" id="rK1-01-001"/>
                            <constraint firstItem="rBr-01-aaa" firstAttribute="leading" secondItem="rRt-00-000" secondAttribute="leading" id="rK1-01-002"/>
                            <constraint firstItem="rBr-01-aaa" firstAttribute="trailing" secondItem="rRt-00-000" secondAttribute="trailing" id="rK1-01-003"/>
                            <constraint firstItem="rRt-02-bbb" firstAttribute="leading" secondItem="rRt-00-000" secondAttribute="leading" constant="20" id="rK1-01-004"/>
                            <constraint firstItem="rRt-02-bbb" firstAttribute="top" secondItem="rBr-01-aaa" secondAttribute="bottom" constant="16" id="rK1-01-005"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let rating = """
            import UIKit

            class RatingView: UIView {
                var stars: [UIImageView] = []
                override var intrinsicContentSize: CGSize {
                    CGSize(width: CGFloat(stars.count) * 24, height: 24)
                }
            }
            """
        let folder = TemporaryFolder.name("intrinsic-xib").path
        for (path, text) in ["App/RatingHeader.xib": xib, "App/HeaderBar.swift": Self.bar, "App/RatingView.swift": rating] {
            let full = (folder as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = Importer.run(paths: [folder])
        let header = try #require(run.components.first { $0.name == "RatingHeader" })
        let bar = try #require(
            header.document.body?.items.compactMap { item -> ViewItem? in
                if case .view(let view) = item, view.className == "HeaderBar" { return view }
                return nil
            }.first)
        #expect(bar.intrinsicSize == IntrinsicSize(width: nil, height: 64))
        let ratingView = try #require(
            header.document.body?.items.compactMap { item -> ViewItem? in
                if case .view(let view) = item, view.className == "RatingView" { return view }
                return nil
            }.first)
        // Its width counts its stars at run time: the 120 pt IB recorded stands in.
        #expect(ratingView.intrinsicSize == IntrinsicSize(width: 120, height: 24))
    }

    /// A hosting controller's view is as big as its SwiftUI content (UIKit asks its intrinsic
    /// size): arranged in a stack pinned at the top, it is not "height not determined".
    @Test func aHostingControllersViewIsSizedByItsContent() throws {
        let sheet = """
            import SwiftUI
            import UIKit

            class SheetViewController<Content: View>: UIViewController {
                private let stackView = UIStackView()
                private let content: Content

                init(content: Content) {
                    self.content = content
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stackView)
                    stackView.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        stackView.topAnchor.constraint(equalTo: view.topAnchor),
                    ])
                    let hostingController = UIHostingController(rootView: content)
                    addChild(hostingController)
                    stackView.addArrangedSubview(hostingController.view)
                    hostingController.didMove(toParent: self)
                }
            }
            """
        let run = Self.run([("SheetViewController", sheet)])
        let component = try #require(run.components.first { $0.name == "SheetViewController" })
        let host = try #require(
            component.document.body?.items.compactMap { item -> ViewItem? in
                if case .view(let view) = item, view.name != "stackView" { return view }
                return nil
            }.first)
        #expect(host.intrinsicSize == IntrinsicSize(width: SwiftIntrinsicContentSize.standIn, height: SwiftIntrinsicContentSize.standIn))
        let library = LayoutLibrary(run.components.map(\.document))
        let solution = try LayoutEngine(library: library).solve("SheetViewController", in: DeviceCatalog.defaultDevices[0].environment())
        #expect(solution.errors.isEmpty, "\(solution.errors)")
        #expect(run.files[0].report.notes.contains { $0.reason.hasPrefix("UIHostingController's intrinsicContentSize (UIKit) is computed at run time") })
    }
}

extension SwiftIntrinsicContentSizeTests {
    /// A hosting view pinned inside a container the app sizes with a low-priority height
    /// (duckduckgo-ios' onboarding buttons): the stand-in is a guess and gives way, so the
    /// container keeps its 50 pt, where the guess's 44 pt tied with it as "height not determined".
    @Test func aHostingControllersStandInGivesWayToTheAppsConstraints() throws {
        let onboarding = """
            import SwiftUI
            import UIKit

            class OnboardingViewController: UIViewController {
                private let buttonsContainer = UIView()
                private let buttonsController = UIHostingController(rootView: Text("Continue"))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(buttonsContainer)
                    buttonsContainer.translatesAutoresizingMaskIntoConstraints = false
                    let height = buttonsContainer.heightAnchor.constraint(equalToConstant: 50)
                    height.priority = .defaultLow
                    NSLayoutConstraint.activate([
                        buttonsContainer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 30),
                        buttonsContainer.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -30),
                        buttonsContainer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
                        height,
                    ])
                    addChild(buttonsController)
                    buttonsContainer.addSubview(buttonsController.view)
                    buttonsController.didMove(toParent: self)
                    let buttonsView = buttonsController.view!
                    buttonsView.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        buttonsView.leadingAnchor.constraint(equalTo: buttonsContainer.leadingAnchor),
                        buttonsView.trailingAnchor.constraint(equalTo: buttonsContainer.trailingAnchor),
                        buttonsView.topAnchor.constraint(equalTo: buttonsContainer.topAnchor),
                        buttonsView.bottomAnchor.constraint(equalTo: buttonsContainer.bottomAnchor),
                    ])
                }
            }
            """
        let run = Self.run([("OnboardingViewController", onboarding)])
        let component = try #require(run.components.first { $0.name == "OnboardingViewController" })
        #expect(component.text.contains("buttonsContainer.height == 50 @low"), "\(component.text)")
        let library = LayoutLibrary(run.components.map(\.document))
        let solution = try LayoutEngine(library: library).solve("OnboardingViewController", in: DeviceCatalog.defaultDevices[0].environment())
        #expect(solution.errors.isEmpty, "\(solution.errors)")
        #expect(solution.item("buttonsContainer")?.frame.height == 50)
        #expect(run.files[0].report.notes.contains { $0.reason.hasPrefix("UIHostingController's intrinsicContentSize (UIKit) is computed at run time") })
    }
}
