import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisImport

/// An app's watch extension ships a WatchKit storyboard beside its iOS ones. `trellis import .`
/// from the app's root reads it too: it is passed over with a note, so the import (a CI step)
/// does not fail on a file that has no Auto Layout to import.
@Suite struct WatchKitStoryboardTests {
    static let watchStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="14109" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES" initialViewController="wK1-aa-001">
            <device id="watch38" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="wK1-aa-002">
                    <objects>
                        <controller id="wK1-aa-001" customClass="InboxInterfaceController">
                            <items>
                                <label alignment="left" text="Inbox" id="wK1-aa-003"/>
                            </items>
                        </controller>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aWatchKitStoryboardIsPassedOverWithANoteNotAFailure() throws {
        let folder = TemporaryFolder.name("watchkit").path
        try FileManager.default.createDirectory(atPath: folder + "/Watch/Base.lproj", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.watchStoryboard.utf8).write(to: URL(fileURLWithPath: folder + "/Watch/Base.lproj/Interface.storyboard"))
        let run = Importer.run(paths: [folder])
        let file = try #require(run.report.files.first)
        #expect(file.error == nil)
        #expect(run.components.isEmpty)
        #expect(file.notes.contains { $0.reason.contains("WatchKit storyboard") })
    }
}
