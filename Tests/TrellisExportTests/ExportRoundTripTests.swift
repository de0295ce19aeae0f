import Testing
import TrellisEngine
import TrellisExamples
import TrellisModel

/// The example library through the generated code, in both styles (see `RoundTrip`).
@MainActor
struct ExportRoundTripTests {
    static func exampleLibrary() throws -> LayoutLibrary {
        LayoutWorkspace(files: try ExampleLibrary.files().map { LayoutSourceFile(path: $0.name, text: $0.text) }).library
    }

    @Test func exampleLibraryRoundTripsThroughGeneratedAnchorsCode() throws {
        let failures = try RoundTrip.failures(.examples, library: Self.exampleLibrary())
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func exampleLibraryRoundTripsThroughGeneratedSnapKitCode() throws {
        let failures = try RoundTrip.failures(.examplesSnapKit, library: Self.exampleLibrary())
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func generatedContainerAddsItsViewsToTheOwningViewOnce() {
        let added = RoundTrip.avatarContainerAddedTwice()
        #expect(added.subviews == ["UIImageView", "UIImageView"])
        // The badge's width and height relate it to nothing else: UIKit installs them on the
        // badge itself; the six others on the owner.
        #expect(added.constraints == 6)
        #expect(added.firstIsAvatar)
        #expect(added.autoresizing == false)
    }

    @Test(arguments: [RoundTrip.Probes.examples, .examplesSnapKit])
    func generatedScreenUpdateLayoutMovesThePanelAsTheEngineDoes(style: RoundTrip.Probes) throws {
        let (before, after) = RoundTrip.clipRecordPanelBottomConstant(style: style)
        #expect(before == 0)
        #expect(after == -40)
        let device = DeviceCatalog.defaultDevices[0]
        let solved = try LayoutEngine(library: Self.exampleLibrary()).solve("ClipRecordScreen", in: device.environment(), applyingUpdates: true)
        let panel = try #require(solved["panel"])
        #expect(panel.y + panel.height == device.height - 40)
    }
}
