import Testing
import TrellisSupport

struct ParentFolderTests {
    @Test(arguments: [
        ("a/b", "a"), ("/a", "/"), ("/", "/"), ("b", ""), ("", ""), ("a/b/", "a"), ("a//b", "a"), ("/tmp/x.svg", "/tmp"),
        // One-character last components: swift-corelibs-foundation's NSString traps on these.
        ("r", ""), (".", ""), ("x/", ""), ("a/", ""), ("d/r", "d"), ("./r", "."),
    ])
    func theFolderPartIsWhatNSStringGivesWithoutItsTrap(path: String, folder: String) {
        #expect(parentFolder(of: path) == folder)
    }
}
