import Foundation
import TrellisEngine
import TrellisModel

/// A table view cell's height is its table's: since iOS 11 a table's `rowHeight` and
/// `estimatedRowHeight` default to `UITableView.automaticDimension`, so a cell whose content
/// ties its top to its bottom is as tall as that content on every device — the height of a
/// cell xib's canvas is only where it was drawn. Laid out at the canvas height instead, a cell
/// whose content needs more (a 50-pt image with insets in a 44-pt canvas) is a conflict UIKit
/// never logs. So a cell of a `.xib` whose content decides its height is written `height auto`;
/// one whose content does not keep the canvas height (UIKit falls back to a fixed row height
/// for it). A storyboard's cell does the same when its table's row height, which the storyboard
/// records, is Automatic for it (`IBStoryboardRowHeight`).
extension ImportRun {
    mutating func sizeCellsByTheirContent(in library: inout LayoutLibrary) {
        for fileIndex in files.indices {
            let path = files[fileIndex].report.path
            let isXib = path.hasSuffix(".xib")
            guard files[fileIndex].report.kind == .interfaceBuilder, isXib || path.hasSuffix(".storyboard"),
                files[fileIndex].components.contains(where: Self.mayBeSelfSizing)
            else { continue }
            let sourceLines = (try? String(contentsOfFile: path, encoding: .utf8)).map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
            for index in files[fileIndex].components.indices {
                let component = files[fileIndex].components[index]
                guard Self.mayBeSelfSizing(component), let record = component.interfaceBuilder,
                    Self.isTableCell(record.source, lines: sourceLines),
                    isXib || IBStoryboardRowHeight.isAutomatic(cellAt: record.source, lines: sourceLines),
                    case .screen(var screen) = component.document, let designed = screen.height
                else { continue }
                screen.height = nil
                screen.heightIsAuto = true
                let candidate = LayoutDocument.screen(screen)
                guard Self.contentDecidesHeight(of: candidate, designed: component.document, record: record, library: &library) else { continue }
                let text = LayoutPrinter.print(candidate)
                // The same lines (`height 43.5` → `height auto`): the record's line numbers still hold.
                guard
                    text.split(separator: "\n", omittingEmptySubsequences: false).count
                        == component.text.split(separator: "\n", omittingEmptySubsequences: false).count
                else { continue }
                files[fileIndex].components[index].document = candidate
                files[fileIndex].components[index].text = text
                files[fileIndex].components[index].record?.fingerprint = ImportRecord.fingerprint(of: text)
                library.insert(candidate)
                files[fileIndex].report.notes.append(
                    ImportFinding(
                        line: nil, construct: "cell \(screen.name)",
                        reason:
                            "height auto: its content decides its height (a table sizes its rows by their content unless its rowHeight is set); the \(isXib ? "xib" : "storyboard")'s \(LayoutNumber.format(designed)) is its canvas"
                    ))
            }
        }
    }

    private static func mayBeSelfSizing(_ component: ImportedComponent) -> Bool {
        guard case .screen(let screen) = component.document else { return false }
        return screen.root == .cell && !screen.heightIsAuto && screen.height != nil && component.interfaceBuilder != nil
    }

    /// Whether the element at `source` (`path:line`, a cell's content view) is a table view
    /// cell's: the nearest cell element at or above that line.
    static func isTableCell(_ source: String, lines: [Substring]) -> Bool {
        guard let colon = source.lastIndex(of: ":"), let line = Int(source[source.index(after: colon)...]), line >= 1, line <= lines.count
        else { return false }
        for index in stride(from: line - 1, through: max(0, line - 16), by: -1) {
            let text = lines[index]
            if text.contains("<tableViewCell ") || text.contains("<tableViewCell>") { return true }
            if text.contains("<collectionViewCell") || text.contains("<collectionReusableView") || text.contains("<tableViewHeaderFooterView") {
                return false
            }
        }
        return false
    }

    /// Solved as designed (IB's device and canvas width), the content pushes the cell open
    /// (UIKit's fitting size pulls the height down, so content that holds nothing open gives
    /// 0 and UIKit falls back to a fixed height), and the height it gives is the canvas's or
    /// removes a conflict the canvas height makes: a cell drawn taller than its content needs
    /// keeps the canvas IB's frames were recorded at.
    static func contentDecidesHeight(
        of candidate: LayoutDocument, designed: LayoutDocument, record: InterfaceBuilderRecord, library: inout LayoutLibrary
    ) -> Bool {
        let previous = library.documents[candidate.name]
        defer {
            library.remove(candidate.name)
            if let previous { library.insert(previous) }
        }
        let environment = IBComparison.environment(for: record)
        func solve(_ document: LayoutDocument) -> LayoutSolution? {
            library.insert(document)
            return try? LayoutEngine(library: library).solve(document.name, in: environment, checkingAmbiguity: false)
        }
        guard let auto = solve(candidate), let height = auto.item("owner")?.frame.height, height > 0.5 else { return false }
        if abs(height - record.height) <= 0.5 { return true }
        guard let fixed = solve(designed) else { return false }
        let conflicts = { (solution: LayoutSolution) in solution.errors.filter { $0.kind == .unsatisfiable }.count }
        return conflicts(auto) < conflicts(fixed)
    }
}
