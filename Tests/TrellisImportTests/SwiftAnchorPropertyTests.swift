import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// Anchors an app defines in an extension (`var safeTopAnchor: NSLayoutYAxisAnchor {
/// safeAreaLayoutGuide.topAnchor }`), often with an `if #available` fallback: read as the anchor
/// the getter returns (woocommerce-ios: 22 skipped as "'safeTopAnchor' is not an anchor import knows").
@Suite struct SwiftAnchorPropertyTests {
    static let anchors = """
        import UIKit

        extension UIView {
            var safeTopAnchor: NSLayoutYAxisAnchor {
                if #available(iOS 11.0, *) {
                    return safeAreaLayoutGuide.topAnchor
                }
                return topAnchor
            }

            var safeLeadingAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
                get {
                    safeAreaLayoutGuide.leadingAnchor
                }
            }

            var marginTrailingAnchor: NSLayoutXAxisAnchor { layoutMarginsGuide.trailingAnchor }
        }
        """

    static let controller = """
        import UIKit

        final class WebViewController: UIViewController {
            private let webView = UIView()
            private let progressBar = UIProgressView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(webView)
                webView.addSubview(progressBar)
                NSLayoutConstraint.activate([
                    view.safeTopAnchor.constraint(equalTo: webView.topAnchor),
                    webView.leadingAnchor.constraint(equalTo: view.safeLeadingAnchor, constant: 8),
                    webView.trailingAnchor.constraint(equalTo: view.marginTrailingAnchor),
                    webView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    progressBar.topAnchor.constraint(equalTo: webView.safeTopAnchor),
                    progressBar.leadingAnchor.constraint(equalTo: webView.leadingAnchor),
                    progressBar.trailingAnchor.constraint(equalTo: webView.trailingAnchor),
                ])
            }
        }
        """

    @Test func anAnchorPropertyOfAnExtensionIsTheAnchorItsGetterReturns() throws {
        let run = Importer.run(swiftSources: [("UIView+SafeArea.swift", Self.anchors), ("WebViewController.swift", Self.controller)])
        let report = try #require(run.files.first { $0.report.path == "WebViewController.swift" }?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.reason))")
        let body = try #require(run.components.first { $0.name == "WebViewController" }?.document.body)
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains("owner.safeArea.top == webView.top"))
        #expect(lines.contains("webView.leading == owner.safeArea.leading + 8"))
        #expect(lines.contains("webView.trailing == owner.trailingMargin"))
        #expect(lines.contains("progressBar.top == webView.safeArea.top"))
        #expect(lines.count == 7)
    }

    @Test func anAnchorPropertyNoExtensionDefinesStaysListedWithItsName() throws {
        let run = Importer.run(swiftSources: [("WebViewController.swift", Self.controller)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.contains { $0.reason == "'safeTopAnchor' is not an anchor import knows" })
    }
}
