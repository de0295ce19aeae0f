import Foundation
import TrellisModel
import TrellisSupport

extension ImportReport {
    /// The report as people read it: a line per file with something to say, and its
    /// findings; the files with nothing to import in one line; the findings counted by
    /// reason; the totals.
    ///
    /// ```
    /// Views/ProfileCell.xib: 1 component (ProfileCell); 9 constraints, 8 imported, 1 skipped (89%)
    ///     Views/ProfileCell.xib:41: skipped <constraint firstItem="Zx…"> — refers to 'Q8a-…', which is not a view of this scene
    /// 212 files with nothing to import (no views laid out, no constraints)
    /// 27 files passed over: a macOS (AppKit) Interface Builder document; import reads iOS (CocoaTouch) ones
    /// skipped, by reason:
    ///     1  refers to '…', which is not a view of this scene
    /// imported 213 files: 1 component, 8 of 9 constraints imported (89%)
    /// ```
    public var text: String {
        var lines: [String] = []
        var empty = 0
        for file in files {
            if let error = file.error {
                lines.append(error)
                continue
            }
            if file.isEmpty {
                empty += 1
                continue
            }
            if file.passedOver != nil { continue }
            lines.append(Self.summary(of: file))
            for finding in file.skipped { lines.append("    " + Self.render(finding, file: file.path, what: "skipped")) }
            for finding in file.dropped { lines.append("    " + Self.render(finding, file: file.path, what: "dropped")) }
            for finding in file.notes { lines.append("    " + Self.render(finding, file: file.path, what: "note")) }
        }
        if empty > 0 { lines.append("\(plural(empty, "file")) with nothing to import (no views laid out, no constraints)") }
        for (reason, count) in passedOver { lines.append("\(plural(count, "file")) passed over: \(reason)") }
        for (what, list) in [("skipped", \FileImportReport.skipped), ("dropped", \.dropped), ("notes", \.notes)] {
            let rollup = rollup(list)
            guard !rollup.isEmpty else { continue }
            lines.append("\(what), by reason:")
            let width = String(rollup[0].count).count
            for (reason, count) in rollup {
                lines.append("    " + String(repeating: " ", count: width - String(count).count) + "\(count)  \(reason)")
            }
        }
        let failed = failedFiles.count
        let passed = passedOver.reduce(0) { $0 + $1.count }
        lines.append(
            "imported \(plural(files.count - failed - passed, "file"))\(failed > 0 ? " (\(failed) failed)" : ""): "
                + "\(plural(componentCount, "component")), \(constraintsImported) of \(plural(constraintsFound, "constraint")) imported (\(Self.percent(coverage)))"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// `path: 1 component (Name); 9 constraints, 8 imported, 1 skipped (89%)`, and where a
    /// Swift file's code went when it is part of a xib's component.
    static func summary(of file: FileImportReport) -> String {
        let names = file.components.isEmpty ? "" : " (\(file.components.joined(separator: ", ")))"
        let merged = file.mergedInto.isEmpty ? "" : ", code part of \(file.mergedInto.joined(separator: ", "))"
        let head = "\(file.path): \(plural(file.components.count, "component"))\(names)\(merged); "
        // No share of nothing: "(100%)" of no constraints read as a file fully imported.
        guard file.constraintsFound > 0 else { return head + "no constraints" }
        return head + "\(plural(file.constraintsFound, "constraint")), \(file.constraintsImported) imported, "
            + "\(file.constraintsSkipped) skipped (\(percent(file.coverage)))"
    }

    static func render(_ finding: ImportFinding, file: String, what: String) -> String {
        let place = finding.line.map { "\(file):\($0)" } ?? file
        return "\(place): \(what) \(finding.construct) — \(finding.reason)"
    }

    static func percent(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))%" : String(format: "%.1f%%", value)
    }
}
