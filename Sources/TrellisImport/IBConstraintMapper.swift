import Foundation
import TrellisModel

/// `<constraint firstItem="…" firstAttribute="top" secondItem="…" secondAttribute="bottom"
/// relation="greaterThanOrEqual" multiplier="16:9" constant="8" priority="750" identifier="…"/>`
/// → a `LayoutConstraint`, or a finding that says why not.
extension IBScreenMapper {
    /// IB's attribute names; `baseline` is the old name of `lastBaseline`.
    static let attributes: [String: LayoutAttribute] = {
        var table: [String: LayoutAttribute] = [:]
        for attribute in LayoutAttribute.allCases where !attribute.isComposite { table[attribute.rawValue] = attribute }
        table["baseline"] = .lastBaseline
        return table
    }()

    static let edgeAttributes: Set<LayoutAttribute> = [.top, .bottom, .leading, .trailing, .left, .right]

    mutating func mapConstraints() {
        for (holderID, element) in constraintSources {
            mappedConstraintLines.insert(element.line)
            let construct = Self.describe(element)
            let location = SourceLocation(file: file, line: element.line, column: 1)
            if element.flag("placeholder") == true {
                // Not in the app, but in force on IB's canvas: the comparison with IB's frames needs it.
                if case .success(let constraint) = constraint(from: element, holderID: holderID, location: location) {
                    placeholderConstraints.append(LayoutPrinter.constraintText(constraint))
                }
                findings.dropped.append(
                    ImportFinding(
                        line: element.line, construct: construct,
                        reason: "a placeholder constraint (removed at build time)"
                    ))
                continue
            }
            var conditions: [SizeClassCondition] = []
            if let id = element["id"], variations.isExcludedByDefault(id) {
                conditions = variations.conditions(for: id)
                if conditions.isEmpty {
                    findings.dropped.append(
                        ImportFinding(
                            line: element.line, construct: construct, reason: "not installed (unchecked 'Installed' in Interface Builder)"
                        ))
                    continue
                }
            }
            // A view IB does not install by default takes its constraints with it, in UIKit too.
            if conditions.isEmpty, let gone = [element["firstItem"], element["secondItem"]].compactMap({ $0 }).first(where: variations.isExcludedByDefault) {
                findings.dropped.append(
                    ImportFinding(
                        line: element.line, construct: construct, reason: "relates '\(gone)', a view not installed in the default size class"
                    ))
                continue
            }
            if conditions.isEmpty, let id = element["id"], let restriction = variations.restriction(for: id) {
                guard !restriction.isEmpty else {
                    findings.dropped.append(
                        ImportFinding(line: element.line, construct: construct, reason: "excluded in every size class (never installed)"))
                    continue
                }
                conditions = restriction.filter { !$0.isAlways }
            }
            findings.constraintsFound += 1
            switch constraint(from: element, holderID: holderID, location: location) {
            case .failure(let reason):
                findings.skipped.append(ImportFinding(line: element.line, construct: construct, reason: reason.reason))
            case .success(let constraint):
                if conditions.isEmpty, let versions = IBConstantVariation.versions(of: element) {
                    appendVersions(versions, of: constraint, holderID: holderID, location: location)
                } else if conditions.isEmpty {
                    draft.constraints.append(constraint)
                } else {
                    for condition in conditions {
                        var variant = constraint
                        variant.sizeClasses = condition
                        draft.constraints.append(variant)
                    }
                }
                findings.constraintsImported += 1
            }
        }
        for (key, line) in variations.unknownKeys {
            findings.skipped.append(
                ImportFinding(
                    line: line, construct: "<variation key=\"\(key)\">", reason: "a trait variation import does not know; its constraints are left out"
                ))
        }
    }

    /// A constraint with a constant for some size classes: each version in its `when`
    /// block (``IBConstantVariation``); when its variations cannot be split, the default
    /// constant everywhere, noted.
    private mutating func appendVersions(
        _ versions: Result<[(element: IBElement, condition: SizeClassCondition)], Failure>, of constraint: LayoutConstraint,
        holderID: String, location: SourceLocation
    ) {
        guard case .success(let list) = versions else {
            if case .failure(let failure) = versions {
                findings.notes.append(
                    ImportFinding(line: location.line, construct: "<variation constant>", reason: "\(failure.reason); the default constant is kept"))
            }
            draft.constraints.append(constraint)
            return
        }
        for version in list {
            guard case .success(var variant) = self.constraint(from: version.element, holderID: holderID, location: location) else { continue }
            variant.sizeClasses = version.condition
            draft.constraints.append(variant)
        }
    }

    /// `<constraint firstItem="x" firstAttribute="top" …>` shortened for messages.
    static func describe(_ element: IBElement) -> String {
        let keys = ["firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant", "priority"]
        let parts = keys.compactMap { key in element[key].map { "\(key)=\"\($0)\"" } }
        return "<constraint \(parts.joined(separator: " "))>"
    }

    private func constraint(from element: IBElement, holderID: String, location: SourceLocation) -> Result<LayoutConstraint, Failure> {
        guard let firstName = element["firstAttribute"] else { return .failure("has no firstAttribute") }
        guard let firstAttribute = Self.attributes[firstName] else {
            return .failure("unknown attribute '\(firstName)'")
        }
        let firstID = element["firstItem"] ?? holderID
        let relation: Relation
        switch element["relation"] {
        case nil: relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?: return .failure("unknown relation '\(other)'")
        }
        let multiplier: Double
        switch Self.multiplier(element["multiplier"]) {
        case .success(let value): multiplier = value
        case .failure(let failure): return .failure(failure)
        }
        let priority = element.number("priority").map { Priority(Int($0.rounded())) } ?? .required
        let constant = element.number("constant") ?? 0
        var second: Anchor?
        if let secondID = element["secondItem"] {
            guard let secondName = element["secondAttribute"] else { return .failure("has a secondItem but no secondAttribute") }
            guard let secondAttribute = Self.attributes[secondName] else {
                return .failure("unknown attribute '\(secondName)'")
            }
            switch anchor(secondID, secondAttribute, other: firstID) {
            case .success(let anchor): second = anchor
            case .failure(let failure): return .failure(failure)
            }
        }
        let first: Anchor
        switch anchor(firstID, firstAttribute, other: element["secondItem"]) {
        case .success(let anchor): first = anchor
        case .failure(let failure): return .failure(failure)
        }
        return .success(
            LayoutConstraint(
                first, relation, second, multiplier: multiplier, constant: ConstantExpression(constant),
                priority: priority, identifier: element["identifier"], location: location
            ))
    }

    /// The anchor an IB item id and attribute stand for: a view, the root, a guide, an old
    /// `topLayoutGuide`/`bottomLayoutGuide`, or a scroll view's content area.
    private func anchor(_ id: String, _ attribute: LayoutAttribute, other: String?) -> Result<Anchor, Failure> {
        if let legacy = legacyGuides[id] {
            // topLayoutGuide.bottom is the safe area's top; its top is the root's top (and
            // the other way round for the bottom guide).
            switch (legacy, attribute) {
            case (.top, .bottom): return .success(Anchor(ItemReference.owner.appending("safeArea"), .top))
            case (.top, .top): return .success(Anchor(.owner, .top))
            case (.bottom, .top): return .success(Anchor(ItemReference.owner.appending("safeArea"), .bottom))
            case (.bottom, .bottom): return .success(Anchor(.owner, .bottom))
            default:
                return .failure("relates the \(legacy == .top ? "top" : "bottom") layout guide by \(attribute.rawValue), which has no safe-area equivalent")
            }
        }
        guard let reference = references[id] else {
            return .failure("refers to '\(id)', which is not a view or guide of this scene")
        }
        // Edges between a scroll view and its own subview attach to the content area.
        if scrollViewIDs.contains(id), let other, parents[other] == id, Self.edgeAttributes.contains(attribute) {
            return .success(Anchor(reference.appending("contentGuide"), attribute))
        }
        return .success(Anchor(reference, attribute))
    }

    /// IB writes multipliers as decimals, `16:9` or `1/3`.
    static func multiplier(_ text: String?) -> Result<Double, Failure> {
        guard let text else { return .success(1) }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator)).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let numerator = parts[0], let denominator = parts[1], denominator != 0 else {
                return .failure("a multiplier '\(text)' that is not a ratio of two numbers")
            }
            return .success(numerator / denominator)
        }
        guard let value = Double(text) else { return .failure("a multiplier '\(text)' that is not a number") }
        return .success(value)
    }
}

/// Why something was skipped, as a message.
struct Failure: Error, ExpressibleByStringLiteral, ExpressibleByStringInterpolation, Sendable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
    init(stringLiteral value: String) { reason = value }
    init(stringInterpolation: DefaultStringInterpolation) { reason = String(stringInterpolation: stringInterpolation) }
}
