import Foundation

extension CheckReport {
    /// Descriptions of the rules a result may cite (`ruleId` is the problem's kind).
    static let ruleDescriptions: [String: String] = [
        "parse": "The file does not parse as a .layout component.",
        "validation": "The component refers to something that does not exist or is used wrongly.",
        "engine": "The component cannot be laid out.",
        "ambiguous": "A view's position or size is not determined by its constraints.",
        "unsatisfiable": "Required constraints cannot all hold.",
        "negativeSize": "A view is laid out with a negative size.",
        "outsideRoot": "A view reaches outside the root view.",
        "zeroSize": "A visible view has no width or no height.",
        "truncatedText": "Text is cut short.",
        "unboundedText": "Multi-line text has nothing limiting its width.",
        "notImported": "A problem that follows from app code import did not carry over; the app itself may not have it.",
    ]

    /// `--format sarif`: SARIF 2.1.0, for code-scanning services and editors. File paths are
    /// relative to `%SRCROOT%`, which is `directory`.
    public func sarif(directory: String) throws -> String {
        let kinds = Array(Set(problems.map(\.kind))).sorted()
        let rules = kinds.map { SARIFLog.Rule(id: $0, shortDescription: .init(text: Self.ruleDescriptions[$0] ?? $0)) }
        let results = problems.map { problem -> SARIFLog.Result in
            // An imported component's problem is placed at the app's own line (`Problem.origin`).
            let locations = (problem.origin ?? problem.location).map { location in
                [
                    SARIFLog.Location(
                        physicalLocation: .init(
                            artifactLocation: Self.artifact(location.file),
                            region: .init(startLine: max(1, location.line), startColumn: max(1, location.column))
                        ))
                ]
            }
            let fixes = problem.fixIts.map { fix in
                SARIFLog.Fix(
                    description: .init(text: fix.message),
                    artifactChanges: fix.edits.map { edit in
                        SARIFLog.ArtifactChange(
                            artifactLocation: Self.artifact(edit.file),
                            replacements: [
                                // A region of whole lines: startLine to before the column 1 of line + deleted.
                                SARIFLog.Replacement(
                                    deletedRegion: .init(startLine: edit.line, startColumn: 1, endLine: edit.line + edit.deletedLines, endColumn: 1),
                                    insertedContent: .init(text: edit.text)
                                )
                            ])
                    })
            }
            let related = problem.related.enumerated().compactMap { index, note -> SARIFLog.RelatedLocation? in
                guard let location = note.location else { return nil }
                return SARIFLog.RelatedLocation(
                    id: index + 1,
                    physicalLocation: .init(
                        artifactLocation: Self.artifact(location.file),
                        region: .init(startLine: max(1, location.line), startColumn: max(1, location.column))),
                    message: .init(text: note.message))
            }
            return SARIFLog.Result(
                ruleId: problem.kind, ruleIndex: kinds.firstIndex(of: problem.kind) ?? 0,
                level: problem.severity == .error ? "error" : "warning",
                message: .init(
                    text: problem.fullMessage + (problem.hint.map { ". Hint: \($0)" } ?? "")
                        + (problem.origin != nil ? problem.location.map { " (imported as \($0.file):\($0.line))" } ?? "" : "")),
                locations: locations, relatedLocations: related.isEmpty ? nil : related, fixes: fixes.isEmpty ? nil : fixes
            )
        }
        let base = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL.absoluteString
        let run = SARIFLog.Run(
            tool: .init(driver: .init(name: "trellis", version: Self.toolVersion, informationUri: "https://github.com/OWNER/trellis", rules: rules)),
            results: results, originalUriBaseIds: ["SRCROOT": .init(uri: base.hasSuffix("/") ? base : base + "/")]
        )
        return try Self.encode(SARIFLog(runs: [run]))
    }

    static let toolVersion = "0.1.0"

    static func artifact(_ path: String) -> SARIFLog.ArtifactLocation {
        if path.hasPrefix("/") { return .init(uri: URL(fileURLWithPath: path).absoluteString) }
        let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return .init(uri: escaped, uriBaseId: "SRCROOT")
    }
}
