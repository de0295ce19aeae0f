import Foundation

extension ImportReport {
    /// One finding as scripts read it: `what` is `skipped` (counts against coverage),
    /// `dropped` (left out as UIKit leaves it out) or `note`; `line` is absent for a finding
    /// about a whole file or component.
    struct FlatFinding: Encodable {
        var file: String
        var line: Int?
        var what: String
        var construct: String
        var reason: String
    }

    /// Every finding of the run in one flat list, file by file in the report's order.
    var flatFindings: [FlatFinding] {
        files.flatMap { file in
            [("skipped", file.skipped), ("dropped", file.dropped), ("note", file.notes)].flatMap { what, findings in
                findings.map { FlatFinding(file: file.path, line: $0.line, what: what, construct: $0.construct, reason: $0.reason) }
            }
        }
    }

    /// The report for scripts: every file with its counts, every finding in one flat list
    /// (`{file, line, what, construct, reason}`), the findings counted by reason, and the
    /// totals. Keys are sorted, so the same run prints the same bytes.
    public func json() throws -> String {
        struct Totals: Encodable {
            var files: Int
            var emptyFiles: Int
            var failedFiles: Int
            var passedOverFiles: Int
            var components: Int
            var constraintsFound: Int
            var constraintsImported: Int
            var coverage: Double
        }
        struct FileSummary: Encodable {
            var path: String
            var kind: FileImportReport.Kind
            var components: [String]
            var mergedInto: [String]
            var constraintsFound: Int
            var constraintsImported: Int
            var error: String?
            var passedOver: String?
        }
        struct Reason: Encodable {
            var what: String
            var reason: String
            var count: Int
        }
        struct Document: Encodable {
            var files: [FileSummary]
            var findings: [FlatFinding]
            var reasons: [Reason]
            var totals: Totals
        }
        let summaries = files.filter { !$0.isEmpty }.map {
            FileSummary(
                path: $0.path, kind: $0.kind, components: $0.components, mergedInto: $0.mergedInto,
                constraintsFound: $0.constraintsFound, constraintsImported: $0.constraintsImported, error: $0.error,
                passedOver: $0.passedOver)
        }
        let reasons = [("skipped", \FileImportReport.skipped), ("dropped", \.dropped), ("note", \.notes)].flatMap { what, list in
            rollup(list).map { Reason(what: what, reason: $0.reason, count: $0.count) }
        }
        let document = Document(
            files: summaries, findings: flatFindings, reasons: reasons,
            totals: Totals(
                files: files.count, emptyFiles: files.filter(\.isEmpty).count, failedFiles: failedFiles.count,
                passedOverFiles: files.filter { $0.passedOver != nil }.count, components: componentCount,
                constraintsFound: constraintsFound, constraintsImported: constraintsImported,
                coverage: (coverage * 10).rounded() / 10
            )
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }
}
