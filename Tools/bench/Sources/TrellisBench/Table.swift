// Plain-text tables and the formatting of times and ratios, shared by every suite.

import Foundation

struct Table {
    var headers: [String]
    var rows: [[String]] = []
    /// columns aligned right (numbers); the others align left
    var rightAligned: Set<Int> = []

    init(_ headers: [String], rightAligned: Set<Int> = []) {
        self.headers = headers
        self.rightAligned = rightAligned
    }

    mutating func add(_ row: [String]) { rows.append(row) }

    func render() -> String {
        let all = [headers] + rows
        let widths = headers.indices.map { col in all.map { col < $0.count ? $0[col].count : 0 }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            headers.indices.map { col -> String in
                let cell = col < cells.count ? cells[col] : ""
                let pad = String(repeating: " ", count: widths[col] - cell.count)
                return rightAligned.contains(col) ? pad + cell : cell + pad
            }.joined(separator: " | ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-")
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
    }
}

/// A time measured in `unit` ("ms" or "us"), shown with a readable unit and 3 significant digits.
func formatTime(_ value: Double, unit: String) -> String {
    guard value.isFinite else { return "n/a" }
    var seconds = unit == "ms" ? value * 1e-3 : value * 1e-6
    if unit == "s" { seconds = value }
    let (scaled, suffix): (Double, String)
    switch seconds {
    case 1...: (scaled, suffix) = (seconds, "s")
    case 1e-3...: (scaled, suffix) = (seconds * 1e3, "ms")
    case 1e-6...: (scaled, suffix) = (seconds * 1e6, "µs")
    default: (scaled, suffix) = (seconds * 1e9, "ns")
    }
    let digits = scaled >= 100 ? 0 : scaled >= 10 ? 1 : 2
    return String(format: "%.\(digits)f", scaled) + " " + suffix
}

/// The ratio column: kiwi / ours. Above 1 we are faster ("12.3× faster"), below 1 slower
/// ("2.0× slower" = ours / kiwi). A lower bound on either side (a phase cut short by the budget)
/// makes the ratio a bound too: "≥ 12.3× faster".
func formatRatio(ours: Double, kiwi: Double, oursIsLowerBound: Bool, kiwiIsLowerBound: Bool) -> String {
    guard ours.isFinite, kiwi.isFinite, ours > 0, kiwi > 0 else { return "n/a" }
    if oursIsLowerBound && kiwiIsLowerBound { return "? (both cut short)" }
    let ratio = kiwi / ours
    func fmt(_ x: Double) -> String { String(format: x >= 100 ? "%.0f" : "%.1f", x) }
    if kiwiIsLowerBound {
        // kiwi took at least `kiwi`: the true ratio is at least this
        return ratio >= 1 ? "≥ \(fmt(ratio))× faster" : "≤ \(fmt(1 / ratio))× slower"
    }
    if oursIsLowerBound {
        return ratio <= 1 ? "≥ \(fmt(1 / ratio))× slower" : "≤ \(fmt(ratio))× faster"
    }
    return ratio >= 1 ? "\(fmt(ratio))× faster" : "\(fmt(1 / ratio))× slower"
}
