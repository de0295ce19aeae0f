import TOMLKit
import TrellisModel

/// The `[import]` table of `Trellis.toml`: what `trellis import` cannot learn from the
/// sources it reads — the UIKit class of each class the app defines elsewhere (a pod, a
/// framework target not imported), so a `ThemeableTable` behaves as the table it is.
///
/// ```toml
/// [import.classes]
/// ThemeableTable = "UITableView"
/// PlayerTabsView = "UIScrollView"
/// ```
public struct ImportConfiguration: Hashable, Sendable {
    /// The app's class → its UIKit class.
    public var classes: [String: String]

    public init(classes: [String: String] = [:]) { self.classes = classes }

    static let keys = ["classes"]

    /// Reads the table; every error names the file, the line and what to write.
    init(parsing value: any TOMLValueConvertible, text: String, path: String) throws {
        let start = (Manifest.line(of: "[import", in: text) ?? 1) - 1
        func fail(_ fragment: String, _ message: String) -> PackageError {
            .manifest(path: path, line: Manifest.line(of: fragment, in: text, from: start) ?? (start + 1), message)
        }
        guard let table = value.table else { throw fail("import", "import must be a table: [import.classes]") }
        for key in table.keys where !Self.keys.contains(key) {
            throw fail(key, "[import] has no setting \(ComponentName.quoted(key)); it takes [import.classes]")
        }
        var classes: [String: String] = [:]
        if let entry = table["classes"] {
            guard let mapping = entry.table else {
                throw fail("classes", "[import.classes] must be a table of class = \"UIKitClass\", e.g. ThemeableTable = \"UITableView\"")
            }
            for name in mapping.keys.sorted() {
                guard ComponentName.isValid(name) else {
                    throw fail(
                        name,
                        "[import.classes]: \(ComponentName.quoted(name)) is not a class name; write the class as the app spells it, e.g. ThemeableTable = \"UITableView\""
                    )
                }
                guard let uikit = mapping[name]?.string, Self.isUIKitClassName(uikit) else {
                    let written = mapping[name]?.string.map { "\"\($0)\"" } ?? "this value"
                    throw fail(
                        name,
                        "[import.classes] \(name) = \(written): the value must be the UIKit class \(name) derives from, in quotes, e.g. \(name) = \"UITableView\""
                    )
                }
                classes[name] = uikit
            }
        }
        self.classes = classes
    }

    /// `UI`, then an upper-case letter, then letters and digits: the form of UIKit's class names.
    static func isUIKitClassName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count > 2, name.hasPrefix("UI"), ("A"..."Z").contains(scalars[2]) else { return false }
        return scalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// The table's lines in the stable layout.
    var lines: [String] {
        classes.keys.sorted().map { "\($0) = \(Manifest.quote(classes[$0] ?? ""))" }
    }
}
