import SwiftSyntax
import TrellisModel

/// `@IBOutlet var heightConstraint: NSLayoutConstraint!`: the xib holds the constraint and the
/// class's code changes it later — `heightConstraint.constant = 0` under a condition or in a
/// method, `contentView.removeConstraint(heightConstraint)`, `heightConstraint.isActive = false`,
/// or a new constraint kept in the outlet in place of the xib's. Each is part of the state it is
/// written in; the base stays what the xib says. The code names the constraint by its outlet: the
/// merge with the xib's component gives the xib's constraint that name (`OutletConstraintNames`).
extension SwiftStateAssembly {
    /// The type's outlets that hold constraints.
    static func constraintOutlets(_ outlets: [String: String]) -> Set<String> {
        Set(outlets.filter { $0.value == "NSLayoutConstraint" }.keys)
    }

    /// Whether the code changes, removes or activates any of `outlets`: then the class has
    /// layout code of its own, the states of its xib's component.
    static func changesOutlets(_ activation: SwiftActivationVisitor, outlets: Set<String>) -> Bool {
        guard !outlets.isEmpty else { return false }
        return activation.constantChanges.contains { outlets.contains(plain($0.name)) }
            || activation.toggles.contains { outlets.contains(plain($0.name)) }
    }

    /// The entries an operation on `name` written at `node` acts on: for an outlet, the
    /// constraints the same method put in it above that line (`outlet = NSLayoutConstraint(…)`
    /// then `addConstraint(outlet)`), else the xib's constraint; for another name, its entries.
    mutating func targets(of name: String, at node: Syntax) -> [Int]? {
        let name = Self.plain(name)
        guard constraintOutlets.contains(name) else { return bound[name] }
        let method = context.placement(of: node).method?.id
        let line = context.line(node)
        let madeAbove = (bound[name] ?? []).filter { madeIn[$0] != nil && madeIn[$0] == method && (madeLine[$0] ?? .max) < line }
        if !madeAbove.isEmpty { return madeAbove }
        if let entry = outletEntries[name] { return [entry] }
        // Stands for the xib's constraint: never written (the xib's component has it), named as the outlet.
        let stand = LayoutConstraint(Anchor(.owner, .width), .equal, identifier: name, location: context.location(node))
        builder.entries.append(.init(constraints: [stand], path: [], createdActive: true, binding: name, outlet: true))
        outletEntries[name] = builder.entries.count - 1
        return [builder.entries.count - 1]
    }

    /// A constraint kept in an outlet in a method other than the setup replaces the xib's there:
    /// it is made when that method runs, so it is that method's state (with its own conditions), never the base.
    func outletReplacementPath(_ found: SwiftFoundConstraint, binding: String?) -> [SwiftBranch]? {
        guard let binding, constraintOutlets.contains(binding), let method = found.method, !method.isSetup else { return nil }
        return [context.methodBranch(method, line: found.line)] + found.branches
    }

    /// Adds `operation`, unless it changes an outlet's constant in the base (the setup, or the
    /// branch that holds at first): the base keeps the xib's constants, as Interface Builder
    /// shows them, so that is said instead. A deactivation there takes the xib's constraint out
    /// of the base, as UIKit runs it (`didSet { heightConstraint.isActive = false }`).
    @discardableResult
    mutating func appendOperation(_ operation: SwiftStateBuilder.Operation, findings: inout FileImportReport) -> Bool {
        let entry = builder.entries[operation.entry]
        let isChange: Bool
        if case .change = operation.kind { isChange = true } else { isChange = false }
        guard entry.outlet, isChange, operation.path.allSatisfy(\.isBase) else {
            builder.operations.append(operation)
            return true
        }
        findings.notes.append(
            ImportFinding(
                line: operation.location?.line, construct: "\(entry.binding ?? "outlet")",
                reason:
                    "changes the xib's constant where the layout starts (the setup, or the branch that holds at first); the base keeps the xib's, as Interface Builder shows it"
            ))
        return false
    }
}
