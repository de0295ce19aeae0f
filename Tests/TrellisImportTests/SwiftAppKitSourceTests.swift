import Testing
import TrellisModel
@testable import TrellisImport

/// A Mac target's Swift beside the iOS app (NetNewsWire's `Mac/` folder, issue 32 item 5):
/// a file that imports AppKit or Cocoa and not UIKit is passed over in one report line, and
/// its class does not stand for the iOS class of the same name. Fixtures written here.
@Suite struct SwiftAppKitSourceTests {
    static let macTimeline = """
        import AppKit
        import RSCore

        final class TimelineHeaderView: NSView {
            let titleField = NSTextField(labelWithString: "")

            override init(frame: NSRect) {
                super.init(frame: frame)
                addSubview(titleField)
                titleField.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    titleField.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                    titleField.centerYAnchor.constraint(equalTo: centerYAnchor),
                ])
            }
        }
        """

    static let iOSTimeline = """
        import UIKit

        final class TimelineHeaderView: UIView {
            let titleLabel = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(titleLabel)
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                    titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
                ])
            }
        }
        """

    static let shared = """
        #if canImport(UIKit)
        import UIKit
        #else
        import AppKit
        #endif

        final class BadgeView: UIView {
            let dot = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(dot)
                dot.translatesAutoresizingMaskIntoConstraints = false
                dot.widthAnchor.constraint(equalToConstant: 8).isActive = true
            }
        }
        """

    @Test func anAppKitOnlyFileIsPassedOverInOneLineAndItsTwinIsTheIOSClass() throws {
        let run = Importer.run(swiftSources: [
            (path: "Mac/Timeline/TimelineHeaderView.swift", text: Self.macTimeline),
            (path: "Mac/Other/TimelineFooter.swift", text: Self.macTimeline.replacingOccurrences(of: "TimelineHeaderView", with: "TimelineFooterView")),
            (path: "iOS/Timeline/TimelineHeaderView.swift", text: Self.iOSTimeline),
            (path: "Shared/BadgeView.swift", text: Self.shared),
        ])
        let mac = try #require(run.files.first { $0.report.path == "Mac/Timeline/TimelineHeaderView.swift" }?.report)
        #expect(mac.passedOver == SwiftAppKitSource.reason)
        #expect(mac.constraintsFound == 0 && mac.components.isEmpty && mac.error == nil)
        #expect(!run.hasFailures)
        let text = run.report.text
        #expect(text.contains("2 files passed over: \(SwiftAppKitSource.reason)"), "\(text)")
        #expect(!text.contains("Mac/Timeline/TimelineHeaderView.swift"))
        // The iOS class is imported from its own file, not shadowed by the Mac one.
        let ios = try #require(run.files.first { $0.report.path == "iOS/Timeline/TimelineHeaderView.swift" }?.report)
        #expect(ios.constraintsImported == 3 && ios.skipped.isEmpty)
        let body = try #require(run.components.first { $0.name == "TimelineHeaderView" }?.document.body)
        #expect(body.items.map(\.name) == ["titleLabel"])
        // A file that imports UIKit (under `#if canImport`) is read.
        #expect(run.files.first { $0.report.path == "Shared/BadgeView.swift" }?.report.constraintsImported == 1)
    }
}
