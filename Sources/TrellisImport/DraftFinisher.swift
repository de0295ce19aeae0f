import Foundation
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
        /// The file the draft is counted in: only its own lines count against it (a
        /// subclass's draft holds its superclass's constraints, counted in their own file).
        var file = ""
        /// Constructs of `file` counted as imported that lost a constraint here, once per source
        /// line: a SnapKit chain is one construct of several constraints (counting each made the
        /// imported count negative).
        var constraintsLost: Int { lostLines.filter { $0.file == file }.count }
        var lostLines = Set<SourceLocation>()
        var error: ImportFinding?
        /// When no document is made: the source lines of `file` among its constraints not
        /// counted in `lostLines` already, which were counted as imported and are not.
        var unwrittenLines = 0
        /// Where each statement of the written text came from, and what import left out (`ImportRecord`).
        var record: ImportRecord?
        /// The constraints taken out, with the validator's reason.
        fileprivate var lost: [(LayoutConstraint, String)] = []
        /// `text` parsed again: the document at its `.layout` lines.
        fileprivate var written: LayoutDocument?
        /// What `record` was made from.
        fileprivate var incomplete = IncompleteItems()

        /// IB's placeholder constraints (removed at build time, as `.layout` lines): each stands
        /// for what sets that size or position at run time (a view filled from its own nib), so
        /// its item is imported in part on that axis, and `record` says so.
        mutating func markPlaceholders(_ lines: [String], source: String) {
            guard let document, let written, !lines.isEmpty else { return }
            for line in lines {
                let anchor = line.split(separator: " ").first.map { $0.split(separator: ".").map(String.init) } ?? []
                guard anchor.count >= 2, let item = anchor.first, item != "owner",
                    let attribute = anchor.last.flatMap(LayoutAttribute.init(rawValue:))
                else { continue }
                let axes: Set<IncompleteItems.Axis> =
                    [.edges, .size, .center].contains(attribute) ? IncompleteItems.both : [IncompleteItems.axis(of: attribute)]
                incomplete.mark(
                    item,
                    "IB's placeholder constraint \(line) in \((source as NSString).lastPathComponent) (removed at build time) stands for what sets it at run time, which import does not read",
                    axes: axes, changesConstraints: false)
            }
            incomplete.spread(over: document)
            record = ImportRecord.make(document: document, written: written, text: text, incomplete: incomplete)
        }
    }

    /// A draft that uses no other component (Interface Builder's).
    static func finish(_ draft: ComponentDraft, file: String) -> Finished {
        var library = LayoutLibrary()
        return finish(draft, file: file, library: &library)
    }

    /// `library` holds the other components of the run (containers a screen uses, specs it
    /// applies). The draft is validated inside it, in place, and `library` is given back as it
    /// came: a copy of the run's library per draft was quadratic in a file of many types.
    /// `skipped` holds the run's skipped findings by file: those naming the draft's items
    /// mark them as imported in part (`IncompleteItems`).
    static func finish(
        _ draft: ComponentDraft, file: String, library: inout LayoutLibrary, skipped: [String: [ImportFinding]] = [:]
    ) -> Finished {
        let (draft, leftOut) = UnplacedViews.leaveOut(from: ScrollContentEdges.attached(draft))
        var result = validated(draft, library: &library)
        result.file = file
        result.notes += leftOut
        if let document = result.document, let written = result.written {
            var incomplete = IncompleteItems()
            incomplete.mark(draft, skipped: skipped)
            SelfSizedViews.mark(&incomplete, in: draft, library: library)
            incomplete.mark(lost: result.lost)
            incomplete.spread(over: document)
            result.incomplete = incomplete
            result.record = ImportRecord.make(document: document, written: written, text: result.text, incomplete: incomplete)
        } else {
            let lines = Set((draft.constraints + draft.update).compactMap(\.location)).filter { $0.file == file }
            result.unwrittenLines = lines.subtracting(result.lostLines).count
        }
        return result
    }

    private static func validated(_ draft: ComponentDraft, library: inout LayoutLibrary) -> Finished {
        let previous = library.documents[draft.name]
        defer {
            library.remove(draft.name)
            if let previous { library.insert(previous) }
        }
        var result = Finished()
        var draft = draft
        // Validation errors point at constraints by their source location; take those out and retry.
        for _ in 0..<8 {
            let document = draft.document()
            library.insert(document)
            let errors = ValidatedLibrary.errors(of: document, in: library)
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
                result.written = reparsed
                return result
            }
            var removedAny = false
            // Each location's applications and constraints, taken in order: searching the whole
            // draft per error was quadratic in a component of thousands of refused constraints.
            var applications = _Positions(draft.applications.map(\.location))
            var make = _Positions(draft.constraints.map(\.location))
            var update = _Positions(draft.update.map(\.location))
            for error in errors {
                guard let location = error.location else { continue }
                if let index = applications.take(location) {
                    let application = draft.applications[index]
                    result.skipped.append(
                        ImportFinding(line: location.line, construct: "apply \(application.spec) to \(application.target)", reason: error.message))
                    removedAny = true
                    continue
                }
                let inMake = make.take(location)
                let inUpdate = inMake == nil ? update.take(location) : nil
                guard let constraint = inMake.map({ draft.constraints[$0] }) ?? inUpdate.map({ draft.update[$0] }) else { continue }
                result.skipped.append(
                    ImportFinding(
                        line: location.line, construct: LayoutPrinter.constraintText(constraint), reason: error.message
                    ))
                result.lostLines.insert(location)
                result.lost.append((constraint, error.message))
                removedAny = true
            }
            draft.applications = applications.remaining(draft.applications)
            draft.constraints = make.remaining(draft.constraints)
            draft.update = update.remaining(draft.update)
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

/// Where each source location's elements of a list are, for taking them out one by one in order.
private struct _Positions {
    private var indices: [SourceLocation: [Int]] = [:]
    private var taken: [SourceLocation: Int] = [:]
    private var removed = Set<Int>()

    init(_ locations: [SourceLocation?]) {
        for (index, location) in locations.enumerated() {
            if let location { indices[location, default: []].append(index) }
        }
    }

    /// The first index at `location` not taken yet, now taken.
    mutating func take(_ location: SourceLocation) -> Int? {
        let count = taken[location, default: 0]
        guard let list = indices[location], count < list.count else { return nil }
        taken[location] = count + 1
        removed.insert(list[count])
        return list[count]
    }

    /// `elements` without the taken ones.
    func remaining<Element>(_ elements: [Element]) -> [Element] {
        guard !removed.isEmpty else { return elements }
        return elements.indices.filter { !removed.contains($0) }.map { elements[$0] }
    }
}
