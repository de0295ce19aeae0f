import SwiftSyntax

/// A Mac target's Swift: a file that imports AppKit or Cocoa and not UIKit (NetNewsWire's
/// `Mac/` and `RSCore/AppKit` folders beside its `iOS/` one). Its views are `NSView`s laid out
/// for a window, not an iOS layout, so import passes over it (one summary line for all of
/// them, as for macOS Interface Builder documents) and keeps its types out of the run's index:
/// a Mac class named as its iOS twin (`Mac/…/TimelineViewController.swift`) must not stand
/// for the iOS one. A file that imports both, or neither (a model, `#if os(macOS)` beside
/// `import UIKit`), is read.
enum SwiftAppKitSource {
    static let reason = "AppKit (macOS) Swift: it imports AppKit or Cocoa and not UIKit; import reads iOS layout code"

    static func isAppKitOnly(_ tree: SourceFileSyntax) -> Bool {
        let modules = importedModules(in: tree.statements)
        return !modules.contains("UIKit") && !modules.isDisjoint(with: ["AppKit", "Cocoa"])
    }

    /// The modules `items` import, those inside `#if` clauses too (`#if canImport(UIKit)`).
    /// Imports sit at the top level: no deeper walk (the tree may be too deep to walk).
    private static func importedModules(in items: CodeBlockItemListSyntax) -> Set<String> {
        var modules: Set<String> = []
        for item in items {
            if let declaration = item.item.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text {
                modules.insert(module)
            } else if let condition = item.item.as(IfConfigDeclSyntax.self) {
                for clause in condition.clauses {
                    if case .statements(let nested) = clause.elements { modules.formUnion(importedModules(in: nested)) }
                }
            }
        }
        return modules
    }

    /// The report of such a file: nothing read, the reason the report's summary line gives.
    static func passedOver(path: String) -> FileImportReport {
        var report = FileImportReport(path: path, kind: .swift)
        report.passedOver = reason
        return report
    }
}
