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
        /// Constraints counted as imported that did not make it into the document.
        var constraintsLost = 0
        var error: ImportFinding?
    }

    static func finish(_ draft: ComponentDraft, file: String) -> Finished {
        var result = Finished()
        var draft = draft
        // Validation errors point at constraints by their source location; take those out and retry.
        for _ in 0..<8 {
            let document = draft.document()
            let errors = LayoutValidator.validate(document, in: LayoutLibrary([document])).filter { $0.severity == .error }
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
                guard let location = error.location,
                      let index = draft.constraints.firstIndex(where: { $0.location == location })
                else { continue }
                let constraint = draft.constraints.remove(at: index)
                result.skipped.append(ImportFinding(
                    line: location.line, construct: LayoutPrinter.constraintText(constraint), reason: error.message
                ))
                result.constraintsLost += 1
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
