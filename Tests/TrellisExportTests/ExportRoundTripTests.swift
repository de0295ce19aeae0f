import Foundation
import Testing
import TrellisEngine
import TrellisExamples
import TrellisModel
import TrellisProjectFiles

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

    /// Components that use the format's newer features (`when` blocks, root kinds, root
    /// margins and safe area, `height auto`, text, `scrolls off`, `preservesSuperviewMargins`,
    /// `alignmentInsets`), compiled into `ExportedExamples` beside the example library.
    static func featureLibrary() throws -> LayoutLibrary {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ExportedExamples/Features")
        return try LayoutWorkspace(loading: [folder.path]).library
    }

    @Test func newerFormatFeaturesRoundTripThroughGeneratedCode() throws {
        let library = try Self.featureLibrary()
        #expect(library.names == ["AdaptiveProfileScreen", "BadgeCell", "SplitPanel", "SplitPanelView"])
        let failures = try RoundTrip.failures(.examples, library: library)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func generatedSizeClassConstraintsFollowTheRootsTraits() {
        let active = RoundTrip.splitPanelLinesBySizeClass()
        // Four constraints always, four more per width class; none of a `when` block while
        // the root has no size class yet (a view in no window).
        #expect(active.unspecified == [8, 9, 10, 11])
        #expect(active.compact == [8, 9, 10, 11, 21, 22, 23, 24])
        #expect(active.regular == [8, 9, 10, 11, 14, 15, 16, 17])
        #expect(active.backToCompact == active.compact)
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

    /// The plugin exports a dependency's components from the target's Trellis.lock, nested
    /// in the namespace's enum; they build and run like the target's own.
    @Test func pluginBuildsADependencysContainerFromTheLockFile() {
        let added = RoundTrip.dependencyAvatarAdded()
        #expect(added.subviews == 2)
        #expect(added.badge == 24)
        #expect(added.identifiers.count == 6)
        #expect(added.identifiers.allSatisfy { $0.hasPrefix("DS/UserAvatarContainer.layout:") }, "\(added.identifiers)")
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
