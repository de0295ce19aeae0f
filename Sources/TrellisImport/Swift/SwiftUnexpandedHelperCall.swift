import Foundation
import SwiftSyntax

/// A call of one of the app's helper methods (`SwiftHelperMethod`) that import does not expand:
/// listed with its line and why, and counted among its type's constraints, so the constraints
/// such a call makes are never dropped silently — neither counted nor listed, as they were.
struct SwiftUnexpandedHelperCall {
    enum Why {
        /// No helper of that name takes the call's labels (`pin(edges:)` where the app declares `pin(to:insets:)`).
        case labels(called: [String?], declared: [[String?]])
        /// A static view factory whose view the caller does not keep (`stack.addArrangedSubview(UIView.separator())`).
        case resultNotKept
        /// The body, the call's arguments put in, does not parse again or nests too deep.
        case unreadableBody
    }

    var name: String
    var line: Int
    var construct: String
    var why: Why

    init(_ call: FunctionCallExprSyntax, name: String, line: Int, why: Why) {
        self.name = name
        self.line = line
        self.construct = SwiftFoundConstraint.construct(call)
        self.why = why
    }

    /// The skipped finding; `file`: the block's file when it is not the type's (an extension elsewhere).
    func finding(file: String? = nil) -> ImportFinding {
        let place = file.map { "\(($0 as NSString).lastPathComponent):\(line): " } ?? ""
        return ImportFinding(line: file == nil ? line : nil, construct: place + construct, reason: reason)
    }

    var reason: String {
        switch why {
        case .labels(let called, let declared):
            let overloads = declared.map { "\(name)(\(Self.labelText($0)))" }.joined(separator: ", ")
            return
                "calls '\(name)(\(Self.labelText(called)))', but the app's helpers of that name take other labels (\(overloads)): not expanded, the constraints it makes are not imported"
        case .resultNotKept:
            return
                "the view the static factory '\(name)' returns is not put in a local or property, so no view of this type is it: its constraints are not imported; keep it in a 'let' first"
        case .unreadableBody:
            return "the body of the helper '\(name)', this call's arguments put in, could not be read again: its constraints are not imported"
        }
    }

    /// UIKit's methods an app's helper may share a name with (`addSubview(_:insets:)`): a call
    /// with UIKit's own labels is UIKit's, not a helper's.
    static let uikitMethods: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "removeArrangedSubview", "addLayoutGuide",
        "addConstraint", "addConstraints", "removeConstraint", "removeConstraints", "layoutIfNeeded", "setNeedsLayout",
        "updateConstraints", "layoutSubviews", "sizeToFit", "sizeThatFits", "systemLayoutSizeFitting", "bringSubviewToFront",
        "sendSubviewToBack", "removeFromSuperview", "addGestureRecognizer", "setCustomSpacing", "constraint", "constraints",
        "setContentHuggingPriority", "setContentCompressionResistancePriority", "setTitle", "setImage", "addTarget", "present",
        "addChild", "didMove", "willMove", "register", "dequeueReusableCell", "reloadData", "setNeedsDisplay", "updateConstraintsIfNeeded",
    ]

    /// Whether the call may be another method than a helper's: one the app declares with these labels
    /// (`setUp()` beside the app's `UIView.setUp(in:)` helper), or UIKit's namesake.
    func callsOtherMethod(declared: Set<String>) -> Bool {
        guard case .labels(let called, _) = why else { return false }
        return Self.uikitMethods.contains(name) || declared.contains(name + "(" + Self.labelText(called) + ")")
    }

    /// `name(label:…)` of each way to call `function` (a defaulted parameter given or left out).
    static func spellings(of function: FunctionDeclSyntax) -> [String] {
        var spellings: [[String?]] = [[]]
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let given = spellings.map { $0 + [label] }
            spellings = parameter.defaultValue == nil || spellings.count > 64 ? given : given + spellings
        }
        return spellings.map { function.name.text + "(" + labelText($0) + ")" }
    }

    /// `to:insets:`, `_:` for an unlabelled argument.
    static func labelText(_ labels: [String?]) -> String {
        labels.map { "\($0 ?? "_"):" }.joined()
    }
}
