/// Whether a storyboard's table view cell gets its row height from its content at run time.
///
/// A table whose row height is Automatic (`rowHeight="-1"`, `UITableView.automaticDimension`,
/// what Xcode 9 and later write for a new table) sizes its rows by their content. A prototype
/// cell's own custom row height is only the canvas IB draws it on: UIKit does not use it at
/// run time. A static cell's is used (the storyboard's static data source returns it), so a
/// static cell self-sizes only when it sets none. A table with a fixed row height (an older
/// storyboard's `rowHeight="44"`, or none written) keeps every row at it.
///
/// Seen in a real app: static cells whose text field is `height == 43.67` in a 44-pt row and a
/// prototype whose labels add up to 55.5 in a 56-pt row (the row less the separator's
/// hairline), in tables with an Automatic row height. Laid out at the canvas height they are
/// conflicts; UIKit sizes those rows by their content and logs nothing.
enum IBStoryboardRowHeight {
    /// Whether the cell whose content view starts at `source` (`path:line`) is in a table with
    /// an Automatic row height, as a prototype or as a static cell without a row height of its own.
    static func isAutomatic(cellAt source: String, lines: [Substring]) -> Bool {
        guard let colon = source.lastIndex(of: ":"), let line = Int(source[source.index(after: colon)...]),
            line >= 1, line <= lines.count,
            let cell = nearestCellTag(above: line - 1, in: lines),
            let table = enclosingTableTag(above: cell, in: lines)
        else { return false }
        guard attribute("rowHeight", in: lines[table]) == "-1" else { return false }
        let isStatic = attribute("dataMode", in: lines[table]) == "static"
        return !isStatic || attribute("rowHeight", in: lines[cell]) == nil
    }

    /// The line of the `<tableViewCell` start tag that holds the content view at `index`.
    private static func nearestCellTag(above index: Int, in lines: [Substring]) -> Int? {
        for candidate in stride(from: index, through: max(0, index - 16), by: -1) where lines[candidate].contains("<tableViewCell ") {
            return candidate
        }
        return nil
    }

    /// The line of the `<tableView` start tag the cell at `cell` is in: tables closed above it
    /// (one nested in an earlier cell) are passed over.
    private static func enclosingTableTag(above cell: Int, in lines: [Substring]) -> Int? {
        var closed = 0
        for index in stride(from: cell - 1, through: 0, by: -1) {
            let text = lines[index]
            if text.contains("</tableView>") {
                closed += 1
            } else if text.contains("<tableView "), !text.hasSuffix("/>") {
                if closed == 0 { return index }
                closed -= 1
            }
        }
        return nil
    }

    /// The value of `name="…"` in a start tag Xcode writes on one line.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
