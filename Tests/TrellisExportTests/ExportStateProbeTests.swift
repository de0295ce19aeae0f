import Foundation
import Testing
import TrellisModel
import TrellisProjectFiles

/// The generated `apply(_:)` run against the stand-in UIKit and SnapKit (issue 33, "Done
/// when"): each state of the stateful examples (Tests/ExportedExamples/States: a screen with
/// a plain, a parameterised and a structural state, an expandable cell, a container) is
/// what the `.layout` says in that state and gives its frames, in both styles.
@MainActor
struct ExportStateProbeTests {
    static func stateLibrary() throws -> LayoutLibrary {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ExportedExamples/States")
        return try LayoutWorkspace(loading: [folder.path]).library
    }

    @Test(arguments: [RoundTrip.Probes.examples, .examplesSnapKit])
    func everyStateAppliedByGeneratedCodeLaysOutAsTheLayoutSays(probes: RoundTrip.Probes) throws {
        let library = try Self.stateLibrary()
        #expect(library.names == ["BannerContainer", "OrderCell", "RecordPanelScreen"])
        let failures = try RoundTrip.stateFailures(probes, library: library)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
