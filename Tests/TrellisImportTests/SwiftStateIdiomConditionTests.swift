import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A state made under a test of the device's idiom (`UIDevice.current.userInterfaceIdiom == .pad`)
/// is one only an iPad is in: its condition is the root's width a pad has (`width >= 744`, the
/// iPad mini's in portrait; the widest iPhone is 440), so `check` leaves it out on phones, where
/// a 400-pt camera view in a 343-pt stack was reported as the app's conflict (brave-ios
/// SyncPairCameraViewController).
@Suite struct SwiftStateIdiomConditionTests {
    static let controller = """
        import SnapKit
        import UIKit

        final class PairCameraViewController: UIViewController {
            private let stackView = UIStackView()
            private let cameraView = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(stackView)
                stackView.addArrangedSubview(cameraView)
                stackView.snp.makeConstraints { make in
                    make.left.right.equalTo(self.view).inset(16)
                    make.centerY.equalTo(self.view)
                }
                cameraView.snp.makeConstraints { make in
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        make.size.equalTo(400)
                    } else {
                        make.size.equalTo(self.view.snp.width).multipliedBy(0.9)
                    }
                }
                if traitCollection.userInterfaceIdiom == .phone {
                    stackView.snp.makeConstraints { make in
                        make.height.lessThanOrEqualTo(self.view).multipliedBy(0.8)
                    }
                }
            }
        }
        """

    @Test func aStateUnderAnIdiomTestIsOnlyWhereTheRootIsAsWideAsAPad() throws {
        let run = Importer.run(swiftSources: [("PairCameraViewController.swift", Self.controller)])
        let screen = try #require(run.components.first { $0.name == "PairCameraViewController" })
        #expect(screen.text.contains("// only where the root's width >= 744"), "\(screen.text)")
        let conditions = try #require(screen.record?.stateConditions, "\(screen.text)")
        #expect(conditions.values.contains([ImportStateCondition(.width, .atLeast, 744)]), "\(conditions)")
        // `traitCollection.userInterfaceIdiom == .phone`: a root narrower than any pad's.
        #expect(conditions.values.contains([ImportStateCondition(.width, .under, 744)]), "\(conditions)")
    }
}
