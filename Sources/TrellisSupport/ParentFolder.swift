/// The folder part of a path, as `NSString.deletingLastPathComponent` gives it (`"a/b"` → `"a"`,
/// `"/a"` → `"/"`, `"b"` → `""`, trailing slashes ignored), written out because
/// swift-corelibs-foundation traps on a one-character last component (`"r"`, `"."`, `"x/"`),
/// which is what a user types for `-o r` or `import .`.
package func parentFolder(of path: String) -> String {
    var path = Substring(path)
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    guard let slash = path.lastIndex(of: "/") else { return "" }
    var folder = path[..<slash]
    while folder.hasSuffix("/") { folder.removeLast() }
    return folder.isEmpty ? "/" : String(folder)
}
