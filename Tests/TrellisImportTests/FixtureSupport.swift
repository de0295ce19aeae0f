import Foundation
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// The fixtures folder (copied into the test bundle) and helpers the suites share.
enum Fixtures {
    static var root: String {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)?.path ?? "Tests/TrellisImportTests/Fixtures"
    }

    static func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }

    static func importFile(_ relative: String) -> ImportedFile {
        var namer = ComponentNamer()
        return Importer.importFile(path(relative), namer: &namer)
    }

    static func component(_ name: String, in file: ImportedFile) -> ImportedComponent? {
        file.components.first { $0.name == name }
    }

    /// The constraints of a screen or container, printed as `.layout` lines.
    static func lines(_ component: ImportedComponent?) -> Set<String> {
        Set(component?.document.body?.constraints.map(LayoutPrinter.constraintText) ?? [])
    }
}
