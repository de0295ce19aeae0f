import Foundation

extension ImportReport {
    /// The report for scripts: every file with its counts and findings, and the totals.
    /// Keys are sorted, so the same run prints the same bytes.
    public func json() throws -> String {
        struct Totals: Encodable {
            var files: Int
            var failedFiles: Int
            var components: Int
            var constraintsFound: Int
            var constraintsImported: Int
            var coverage: Double
        }
        struct Document: Encodable {
            var files: [FileImportReport]
            var totals: Totals
        }
        let document = Document(
            files: files,
            totals: Totals(
                files: files.count, failedFiles: failedFiles.count, components: componentCount,
                constraintsFound: constraintsFound, constraintsImported: constraintsImported,
                coverage: (coverage * 10).rounded() / 10
            )
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }
}
