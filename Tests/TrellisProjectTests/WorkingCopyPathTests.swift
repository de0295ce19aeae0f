import Foundation
import Testing
import TrellisModel
import TrellisProject
import TrellisTestSupport

/// Where a checkout may write: a name the grammar accepts can only ever name a file inside
/// the project (moved from ComponentNameTests with `WorkingCopyPath`, issue 37).
@Suite struct WorkingCopyPathTests {
    /// Property: whatever the string, a name the grammar accepts gives a file directly
    /// inside the project folder, and a name it refuses gives no path at all.
    @Test func acceptedNamesNeverNameAFileOutsideTheProject() throws {
        let root = TemporaryFolder.name("trellis-names").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pieces = ["..", "/", ".", "a", "Z", "_", "0", "\u{0}", "\u{1B}", " ", "é", "\\", "~", "名", "\u{200D}", "\u{202E}", "%2e"]
        var random = SeededRandom(seed: 14)
        for _ in 0..<2000 {
            let name = (0..<random.int(1...8)).map { _ in random.pick(pieces) }.joined()
            if ComponentName.isValid(name) {
                let path = try WorkingCopyPath.file(of: name, in: root)
                #expect((path as NSString).deletingLastPathComponent == root, "\(name.debugDescription) → \(path)")
                #expect(!name.contains("/") && !name.contains("..") && !name.unicodeScalars.contains(where: ComponentName.isControl))
            } else {
                #expect(throws: PathEscapeError.self) { try WorkingCopyPath.file(of: name, in: root) }
            }
        }
    }

    @Test func aLinkInTheWorkingCopyCannotTakeAWriteOutside() throws {
        let base = TemporaryFolder.name("trellis-link").path
        let root = base + "/project", outside = base + "/outside"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createSymbolicLink(atPath: root + "/Evil.layout", withDestinationPath: outside + "/target.layout")
        try FileManager.default.createSymbolicLink(atPath: root + "/sub", withDestinationPath: outside)
        #expect(throws: PathEscapeError.self) { try WorkingCopyPath.file(of: "Evil", in: root) }
        #expect(throws: PathEscapeError.self) { try WorkingCopyPath.requireInside(root + "/sub/X.layout", root: root) }
        #expect(throws: Never.self) { try WorkingCopyPath.requireInside(root + "/Fine.layout", root: root) }
    }
}
