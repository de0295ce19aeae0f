import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Issue 32 item 7: a view class whose code sizes the view itself (a minimum height and an
/// aspect ratio, as a tag chip does) is as tall as those constraints make it wherever it is
/// embedded; laid out at the device's height its ratio could not hold — a conflict UIKit
/// never logs (simplenote-ios TagViewCell).
@Suite struct SelfSizingRootTests {
    static let chip = """
        import UIKit

        final class TagChipView: UIView {
            private let titleLabel = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(titleLabel)
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
                    titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
                    heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
                    widthAnchor.constraint(greaterThanOrEqualTo: heightAnchor, multiplier: 1.3),
                ])
            }

            required init?(coder: NSCoder) { nil }
        }
        """

    @Test func aViewWhoseCodeSizesItselfIsAsTallAsItsOwnConstraintsAndChecksClean() throws {
        let run = Importer.run(swiftSources: [("App/Tags/TagChipView.swift", Self.chip)])
        let chip = try #require(run.components.first { $0.name == "TagChipView" })
        guard case .screen(let screen) = chip.document else {
            Issue.record("not a screen")
            return
        }
        #expect(screen.heightIsAuto, "\(chip.text)")
        let library = LayoutLibrary(run.components.map(\.document))
        for device in DeviceCatalog.defaultDevices {
            let solution = try LayoutEngine(library: library).solve("TagChipView", in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors.map(\.message))")
        }
    }
}
