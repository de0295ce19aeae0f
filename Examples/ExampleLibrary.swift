import Foundation

/// The example library bundled with the tool: one `.layout` file for each pattern the
/// project grew from (a LayoutContainer, a Layoutable spec, proportional guides, safe
/// area and keyboard, scroll guides, readable width, the operator DSL, a stack).
public enum ExampleLibrary {
    public struct File: Sendable {
        public var name: String
        public var text: String
    }

    /// The files, sorted by name. Empty only if the resource bundle is missing, which
    /// `trellis init` reports as an error rather than creating an empty project.
    public static func files() throws -> [File] {
        guard let folder = Bundle.module.url(forResource: "Library", withExtension: nil) else {
            throw ExampleLibraryError.missingResources
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".layout") }
            .sorted()
        return try names.map { name in
            File(name: name, text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
    }
}

public enum ExampleLibraryError: Error, CustomStringConvertible {
    case missingResources

    public var description: String {
        "the example library is missing from this build of trellis (resource bundle not found)"
    }
}
