import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Issue 32 item 7, session 16: more families of false `check` errors on imported, unchanged
/// apps, each removed at its cause. Fixtures are written here in the forms apps use.
@Suite struct ImportCheckTruthTests {
    /// A view class whose image view fills it and sets its own height, changed later in code
    /// (a chart drawn into an image): whoever embeds it lets the image decide its height.
    static func chartView(height: Int) -> String {
        """
        import UIKit
        import SnapKit

        class ChartView: UIView {
            let imageView = UIImageView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(imageView)
                imageView.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                    make.height.equalTo(\(height))
                }
            }

            required init?(coder: NSCoder) { nil }
        }
        """
    }

    /// 0: the chart's height before its data comes (`updateConstraints` sets it later).
    @Test(arguments: [120.0, 0])
    func aViewClassWhoseContentDecidesItsHeightIsSizedByItAndChecksClean(height: Double) throws {
        let run = Importer.run(swiftSources: [("App/ChartView.swift", Self.chartView(height: Int(height)))])
        let chart = try #require(run.components.first { $0.name == "ChartView" })
        guard case .screen(let screen) = chart.document else {
            Issue.record("not a screen")
            return
        }
        #expect(screen.root == .view)
        #expect(screen.heightIsAuto && screen.height == nil)
        #expect(chart.text.contains("height auto"))
        #expect(chart.record?.describes(chart.text) == true)
        // At the device's height the image's 120 pt could not hold: a conflict UIKit never logs.
        let library = LayoutLibrary(run.components.map(\.document))
        for device in DeviceCatalog.defaultDevices {
            let solution = try LayoutEngine(library: library).solve("ChartView", in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors)")
            #expect(solution.item("owner")?.frame.height == height)
        }
    }

    /// A view class whose label is centred: nothing ties its top to its bottom, so it keeps
    /// the size its embedder gives (the device's, in `check`).
    @Test func aViewClassWhoseContentDoesNotDecideItsHeightKeepsTheDevicesSize() throws {
        let badge = """
            import UIKit

            class BadgeView: UIView {
                let label = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        label.centerXAnchor.constraint(equalTo: centerXAnchor),
                        label.centerYAnchor.constraint(equalTo: centerYAnchor),
                    ])
                }

                required init?(coder: NSCoder) { nil }
            }
            """
        let run = Importer.run(swiftSources: [("App/BadgeView.swift", badge)])
        let view = try #require(run.components.first { $0.name == "BadgeView" })
        #expect(!view.text.contains("height auto"))
    }

    /// A scroll view filled by a stack through its own edges, as SnapKit code writes it: UIKit
    /// attaches those edges to the scroll view's content, so the stack gives the content its size.
    static let formController = """
        import UIKit
        import SnapKit

        class FormViewController: UIViewController {
            let scrollView = UIScrollView()
            let stackView = UIStackView()
            let nameField = UITextField()
            let submitButton = UIButton()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                scrollView.addSubview(stackView)
                stackView.axis = .vertical
                stackView.addArrangedSubview(nameField)
                stackView.addArrangedSubview(submitButton)
                scrollView.snp.makeConstraints { make in
                    make.edges.equalTo(view.safeAreaLayoutGuide)
                }
                stackView.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                    make.width.equalToSuperview()
                }
                nameField.snp.makeConstraints { make in
                    make.height.equalTo(44)
                }
                submitButton.snp.makeConstraints { make in
                    make.height.equalTo(50)
                }
            }
        }
        """

    @Test func edgesBetweenAScrollViewAndAViewItHoldsAreItsContentsAndCheckClean() throws {
        let run = Importer.run(swiftSources: [("App/FormViewController.swift", Self.formController)])
        let form = try #require(run.components.first { $0.name == "FormViewController" })
        #expect(form.text.contains("stackView.edges == scrollView.contentGuide.edges"), "\(form.text)")
        // The width stays the frame's: widths and centres are not edges.
        #expect(form.text.contains("stackView.width == scrollView.width"), "\(form.text)")
        let library = LayoutLibrary(run.components.map(\.document))
        for device in DeviceCatalog.defaultDevices {
            let solution = try LayoutEngine(library: library).solve("FormViewController", in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors)")
            #expect(solution.item("stackView")?.frame.height == 94)
        }
    }
}
