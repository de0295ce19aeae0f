import Foundation
import TrellisModel

extension ImportReport {
    /// The report as people read it: one block per file, then the totals.
    ///
    /// ```
    /// Views/ProfileCell.xib: 1 component (ProfileCell); 9 constraints, 8 imported, 1 skipped (89%)
    ///     Views/ProfileCell.xib:41: skipped <constraint firstItem="Zx…"> — refers to 'Q8a-…', which is not a view of this scene
    /// ```
    public var text: String {
        var lines: [String] = []
        for file in files {
            if let error = file.error {
                lines.append(error)
                continue
            }
            let names = file.components.isEmpty ? "" : " (\(file.components.joined(separator: ", ")))"
            lines.append(
                "\(file.path): \(Self.plural(file.components.count, "component"))\(names); "
                    + "\(Self.plural(file.constraintsFound, "constraint")), \(file.constraintsImported) imported, "
                    + "\(file.constraintsSkipped) skipped (\(Self.percent(file.coverage)))"
            )
            for finding in file.skipped { lines.append("    " + Self.render(finding, file: file.path, what: "skipped")) }
            for finding in file.dropped { lines.append("    " + Self.render(finding, file: file.path, what: "dropped")) }
            for finding in file.notes { lines.append("    " + Self.render(finding, file: file.path, what: "note")) }
        }
        let failed = failedFiles.count
        lines.append(
            "imported \(Self.plural(files.count - failed, "file"))\(failed > 0 ? " (\(failed) failed)" : ""): "
                + "\(Self.plural(componentCount, "component")), \(constraintsImported) of \(Self.plural(constraintsFound, "constraint")) imported (\(Self.percent(coverage)))"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    static func render(_ finding: ImportFinding, file: String, what: String) -> String {
        let place = finding.line.map { "\(file):\($0)" } ?? file
        return "\(place): \(what) \(finding.construct) — \(finding.reason)"
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    static func percent(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))%" : String(format: "%.1f%%", value)
    }
}
