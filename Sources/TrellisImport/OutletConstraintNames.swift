import Foundation
import TrellisModel

/// The owning class's states name the xib's constraints by the `@IBOutlet`s that hold them
/// (`change "heightConstraint" = 0`, `remove "contentViewBottomConstraint"`): the xib connects
/// each outlet to a `<constraint>` (`<outlet property="heightConstraint" destination="C8a-LQ-u0M"/>`),
/// which takes the outlet's name in the component. A name the xib connects to no constraint of
/// the component is left out of its state, listed with its line, and the state is marked as
/// imported in part (its layout in the app differs from the one written).
enum OutletConstraintNames {
    /// The comment a state import knows to be partial carries, then why (`ImportRecord.states`).
    static let partialPrefix = "not imported in full: "

    /// Each outlet property the document connects to a `<constraint>` → that element's lines.
    static func lines(inDocumentAt path: String) -> [String: [Int]] {
        guard let data = FileManager.default.contents(atPath: path), let document = try? IBDocumentReader.read(data, file: path) else { return [:] }
        var constraintLines: [String: Int] = [:]
        for element in document.descendants(where: { $0.name == "constraint" }) {
            if let id = element["id"] { constraintLines[id] = element.line }
        }
        var lines: [String: [Int]] = [:]
        for outlet in document.descendants(where: { $0.name == "outlet" }) {
            guard let property = outlet["property"], let destination = outlet["destination"], let line = constraintLines[destination] else { continue }
            lines[property, default: []].append(line)
        }
        return lines
    }

    /// Where a state's stand-in for a xib constraint it activates is "written" (`SwiftStateBuilder`).
    static let standInFile = "<IBOutlet>"

    /// The outlet names `draft` uses for the xib's constraints: what its states change or remove
    /// that none of its constraints is named, what they activate again, what the setup deactivates.
    static func outletNames(in draft: ComponentDraft) -> Set<String> {
        let named = Set(draft.constraints.compactMap(\.identifier))
        let targets = draft.states.flatMap { $0.removals.map(\.name) + $0.changes.map(\.name) }
        let activated = draft.states.flatMap(\.constraints).filter { $0.location?.file == standInFile }.compactMap(\.identifier)
        return Set(targets.filter { !named.contains($0) && !$0.contains(".") } + activated + draft.outletsRemovedAtSetup)
    }

    /// Names the xib's constraints the code uses by outlet, takes out of the base those its setup
    /// deactivates, puts the xib's in the states that activate them again; takes out what the xib
    /// does not connect, with a finding of the class's file for each, and marks those states partial.
    static func resolve(
        _ draft: inout ComponentDraft, ibPath: String?, swiftPath: String, skipped: inout [ImportFinding], lost: inout Int
    ) {
        let names = outletNames(in: draft)
        guard !names.isEmpty else { return }
        let connected = ibPath.map(lines(inDocumentAt:)) ?? [:]
        // Outlet → the xib's constraint, named (its own identifier, when IB gave it one).
        var found: [String: LayoutConstraint] = [:]
        for name in names.sorted() {
            for line in connected[name] ?? [] {
                let here = draft.constraints.indices.filter { draft.constraints[$0].location?.file == ibPath && draft.constraints[$0].location?.line == line }
                // Size-class versions share the element: the one in force everywhere, else the first.
                guard let index = here.first(where: { draft.constraints[$0].sizeClasses == .always }) ?? here.first else { continue }
                if draft.constraints[index].identifier == nil { draft.constraints[index].identifier = name }
                found[name] = draft.constraints[index]
                break
            }
        }
        for name in draft.outletsRemovedAtSetup {
            guard let constraint = found[name] else {
                skipped.append(finding(name, "deactivate", line: nil, ibPath: ibPath))
                continue
            }
            draft.constraints.removeAll { $0.location == constraint.location && $0.identifier == constraint.identifier }
            draft.constraintsRemovedAtSetup.append(LayoutPrinter.constraintText(constraint))
        }
        for index in draft.states.indices {
            var state = draft.states[index]
            var missing: [String] = []
            state.constraints = state.constraints.compactMap { constraint in
                guard constraint.location?.file == standInFile, let name = constraint.identifier else { return constraint }
                guard let made = found[name] else {
                    missing.append(name)
                    skipped.append(finding(name, "activate", line: constraint.location?.line, ibPath: ibPath))
                    return nil
                }
                return made
            }
            state.removals = state.removals.compactMap { removal in
                guard names.contains(removal.name) else { return removal }
                guard let made = found[removal.name] else {
                    missing.append(removal.name)
                    skipped.append(finding(removal.name, "remove", line: removal.location?.line, ibPath: ibPath))
                    return nil
                }
                // Removed at setup already: nothing to remove.
                guard !draft.outletsRemovedAtSetup.contains(removal.name) else { return nil }
                var kept = removal
                kept.name = made.identifier ?? removal.name
                return kept
            }
            state.changes = state.changes.compactMap { change in
                guard names.contains(change.name) else { return change }
                guard let made = found[change.name] else {
                    missing.append(change.name)
                    skipped.append(finding(change.name, "change", line: change.location?.file == swiftPath ? change.location?.line : nil, ibPath: ibPath))
                    lost += 1
                    return nil
                }
                var kept = change
                kept.name = made.identifier ?? change.name
                return kept
            }
            if !missing.isEmpty {
                let list = missing.map { "'\($0)'" }.joined(separator: ", ")
                state.comments.append("\(partialPrefix)the code also changes \(list), which the xib connects to no constraint of this component")
            }
            draft.states[index] = state
        }
        draft.states.removeAll { $0.isEmpty }
        draft.outletsRemovedAtSetup = []
    }

    private static func finding(_ outlet: String, _ verb: String, line: Int?, ibPath: String?) -> ImportFinding {
        let reason =
            ibPath.map { "'\(outlet)' is an @IBOutlet that '\(($0 as NSString).lastPathComponent)' connects to no constraint of this component" }
            ?? "'\(outlet)' is an @IBOutlet of a constraint, and no xib or storyboard of this import has this class's component (File's Owner or customClass)"
        return ImportFinding(line: line, construct: "\(verb) '\(outlet)'", reason: reason)
    }
}
