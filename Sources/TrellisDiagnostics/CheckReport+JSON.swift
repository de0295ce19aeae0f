import Foundation

extension CheckReport {
    /// `--format json`: the problems with their devices, components, notes and fix-its
    /// (structured edits: file, line, lines deleted, text inserted), and the counts.
    public func json() throws -> String {
        struct Output: Encodable {
            var version = 1
            var problems: [Problem]
            var errors: Int
            var warnings: Int
            var files: Int
            var components: Int
            var laidOut: Int
            var devices: [String]
            var unparsedFiles: [String]
            var summary: String
        }
        let output = Output(
            problems: problems, errors: errors.count, warnings: warnings.count, files: fileCount,
            components: componentCount, laidOut: solvedCount, devices: devices, unparsedFiles: unparsedFiles, summary: summary
        )
        return try Self.encode(output)
    }

    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
