import TrellisModel

/// Turns a draft into a document that parses and validates: a constraint the validator
/// refuses (an anchor of another axis, a position pinned to a constant) is taken out and
/// reported with its source line, so what import writes always passes `trellis check`'s
/// parse and validation.
enum DraftFinisher {
    struct Finished {
        var document: LayoutDocument?
        var text: String = ""
        var skipped: [ImportFinding] = []
        var notes: [ImportFinding] = []
        /// Constructs counted as imported that lost a constraint here, once per source line:
        /// a SnapKit chain is one construct of several constraints (counting each made the
        /// imported count negative).
        var constraintsLost: Int { lostLines.count }
        var lostLines = Set<SourceLocation>()
        var error: ImportFinding?
    }

    /// `library` holds the other components of the run (containers a screen uses, specs it applies).
    static func finish(_ draft: ComponentDraft, file: String, library: LayoutLibrary = LayoutLibrary()) -> Finished {
        var result = Finished()
        var draft = draft
        // Validation errors point at constraints by their source location; take those out and retry.
        for _ in 0..<8 {
            let document = draft.document()
            var scope = library
            scope.insert(document)
            let errors = LayoutValidator.validate(document, in: scope).filter { $0.severity == .error }
            if errors.isEmpty {
                let text = LayoutPrinter.print(document)
                guard let reparsed = try? LayoutDocument(parsing: text, file: "\(draft.name).layout"), reparsed == document else {
                    result.error = ImportFinding(
                        line: nil, construct: "component \(draft.name)",
                        reason: "the printed .layout does not read back to the same component (an import bug; please report it)"
                    )
                    return result
                }
                result.document = document
                result.text = text
                return result
            }
            var removedAny = false
            for error in errors {
                guard let location = error.location else { continue }
                if let index = draft.applications.firstIndex(where: { $0.location == location }) {
                    let application = draft.applications.remove(at: index)
                    result.skipped.append(
                        ImportFinding(line: location.line, construct: "apply \(application.spec) to \(application.target)", reason: error.message))
                    removedAny = true
                    continue
                }
                let inMake = draft.constraints.firstIndex(where: { $0.location == location })
                let inUpdate = inMake == nil ? draft.update.firstIndex(where: { $0.location == location }) : nil
                guard inMake != nil || inUpdate != nil else { continue }
                let constraint = inMake.map { draft.constraints.remove(at: $0) } ?? draft.update.remove(at: inUpdate ?? 0)
                result.skipped.append(
                    ImportFinding(
                        line: location.line, construct: LayoutPrinter.constraintText(constraint), reason: error.message
                    ))
                result.lostLines.insert(location)
                removedAny = true
            }
            if !removedAny {
                result.error = ImportFinding(
                    line: errors.first?.location?.line, construct: "component \(draft.name)",
                    reason: "not imported: \(errors.map(\.message).joined(separator: "; "))"
                )
                return result
            }
        }
        result.error = ImportFinding(line: nil, construct: "component \(draft.name)", reason: "not imported: too many invalid constraints")
        return result
    }
}
