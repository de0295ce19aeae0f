import Foundation
import Testing
import TrellisTestSupport

/// What the dynamic loader maps when `trellis` starts (issue 36): libxml2 and what it pulls
/// in (ICU, liblzma) only when an Interface Builder document is read, never at launch.
@Suite(.temporaryFolders) struct LaunchLibrariesCLITests {
    #if os(Linux)
    @Test func aLaunchLoadsNoXMLLibraryAndAnImportLoadsIt() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        // glibc's loader names every library it maps on stderr.
        let launch = try cli.runArguments(["--version"], environment: ["LD_DEBUG": "libs"])
        #expect(launch.status == 0)
        #expect(launch.stderr.contains("libFoundation.so"))
        #expect(!launch.stderr.contains("libxml2"), "libxml2 loaded at launch")
        #expect(!launch.stderr.contains("libFoundationXML"))

        try cli.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root" customClass="BadgeView">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                    </view>
                </objects>
            </document>

            """, to: "Badge.xib")
        let imported = try cli.runArguments(["import", "Badge.xib", "--dry-run"], environment: ["LD_DEBUG": "libs"])
        // Opened when the document is read, and the document read with it.
        #expect(imported.stderr.contains("libxml2.so"))
        #expect(!imported.output.contains("libxml2 could not be loaded"))
    }
    #endif
}
