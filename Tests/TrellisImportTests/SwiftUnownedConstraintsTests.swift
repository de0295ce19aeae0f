import Foundation
import Testing
@testable import TrellisImport

/// Constraint calls in a type that is not a view or controller (a presenter adding views into a
/// container it is handed, a configurator struct), in a static factory of a UIKit extension or in
/// a free function are listed with their line and why (woocommerce-ios' TooltipPresenter and
/// AztecUIConfigurator were dropped with no finding at all); a helper's calls are not.
@Suite struct SwiftUnownedConstraintsTests {
    static let presenter = """
        import UIKit

        final class BannerPresenter {
            private var banner: UIView?

            func present(_ banner: UIView, in container: UIView) {
                banner.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(banner)
                NSLayoutConstraint.activate([
                    banner.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                    banner.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor, constant: -16),
                ])
                self.banner = banner
            }
        }

        struct EditorConfigurator {
            func configure(_ toolbar: UIView, above editor: UIView) {
                toolbar.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview()
                    make.bottom.equalTo(editor.snp.top)
                }
            }
        }

        extension UIView {
            static func separator(in view: UIView) -> UIView {
                let line = UIView()
                view.addSubview(line)
                line.heightAnchor.constraint(equalToConstant: 1).isActive = true
                return line
            }

            func pinEdges(to other: UIView) {
                NSLayoutConstraint.activate([
                    topAnchor.constraint(equalTo: other.topAnchor),
                    bottomAnchor.constraint(equalTo: other.bottomAnchor),
                ])
            }
        }

        func centre(_ view: UIView, in container: UIView) {
            view.centerXAnchor.constraint(equalTo: container.centerXAnchor).isActive = true
        }
        """

    @Test func constraintsOutsideViewsAndControllersAreListedWithTheirLines() throws {
        let run = Importer.run(swiftSources: [("BannerPresenter.swift", Self.presenter)])
        let report = try #require(run.files.first?.report)
        let skipped = report.skipped.filter { $0.reason.contains("write it in a .layout file") }
        // The presenter adds its banner into the container it is handed: a component whose root is that (SwiftHostedRootTests).
        #expect(skipped.compactMap(\.line) == [20, 31, 44])
        #expect(run.components.contains { $0.name == "BannerPresenter" })
        #expect(skipped[0].reason.hasPrefix("in 'EditorConfigurator', which is not a view or view controller"))
        #expect(skipped[0].construct.hasPrefix("toolbar.snp.makeConstraints"))
        #expect(skipped[1].reason.hasPrefix("in 'separator' of an extension of UIView"))
        #expect(skipped[2].reason.hasPrefix("in the free function 'centre'"))
        // The helper's calls are imported where it is called: a note, not a skipped call.
        #expect(!report.skipped.contains { $0.line == 37 || $0.line == 38 })
        #expect(report.notes.contains { $0.construct == "func pinEdges(to:)" })
    }

    @Test func aViewsOwnAndNestedTypesConstraintsAreNotListedAsUnowned() throws {
        let view = """
            import UIKit

            final class BadgeView: UIView {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(label)
                    label.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                }
                required init?(coder: NSCoder) { nil }
            }

            extension BadgeView {
                struct PinLayout {
                    func layout(in view: UIView, badge: UIView) {
                        badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    }
                }
            }
            """
        let run = Importer.run(swiftSources: [("BadgeView.swift", view)])
        let report = try #require(run.files.first?.report)
        #expect(!report.skipped.contains { $0.reason.contains("write it in a .layout file") })
        // A type nested in the view's extension is read with the view (mastodon-ios' MediaGridContainerView.AdaptiveLayout): not listed twice.
        #expect(report.skipped.filter { $0.line == 17 }.count <= 1)
    }
}
