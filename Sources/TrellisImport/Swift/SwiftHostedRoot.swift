import SwiftSyntax

/// A type that is not a view or controller but adds views into a container and pins them there
/// (a presenter adding a banner to the view it is handed, a cell decorator adding views to
/// `cell.contentView`, a factory building a `rootView` of its own): its layout is a component
/// named after the type, whose root is that container. The container is the receiver of its
/// `addSubview` calls that is never added itself; its views are the ones it adds.
enum SwiftHostedRoot {
    /// The name that stands for the container (`container`, `presentingViewController` for
    /// `presentingViewController?.view`, `cell` for `cell.contentView`), or nil when the type adds
    /// no view to anything (its views are placed elsewhere: its calls stay listed).
    static func container(in blocks: [MemberBlockSyntax]) -> String? {
        let visitor = _HostedAdditionVisitor(viewMode: .sourceAccurate)
        for block in blocks { visitor.walk(block) }
        let added = Set(visitor.additions.map(\.child))
        var counts: [String: Int] = [:]
        var order: [String] = []
        for addition in visitor.additions where !added.contains(addition.receiver) {
            guard let name = ownerName(addition.receiver) else { continue }
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        // The container most views go into; the first written on a tie (stable for one source).
        return order.max { counts[$0, default: 0] < counts[$1, default: 0] }
    }

    /// `presentingViewController?.view` → `presentingViewController` (a root's `view` and
    /// `contentView` are the root itself); nil for a path through a type (`UIApplication.shared.…`).
    static func ownerName(_ receiver: String) -> String? {
        var parts = receiver.replacingOccurrences(of: "!", with: "").replacingOccurrences(of: "?", with: "").split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        while parts.count > 1, let last = parts.last, last == "view" || last == "contentView" { parts.removeLast() }
        guard parts.count == 1, let name = parts.first, name.first?.isLowercase == true || name.first == "_" else { return nil }
        return name
    }
}

/// `receiver.addSubview(child)` / `insertSubview(child, …)` with a written receiver, as text.
final class _HostedAdditionVisitor: SyntaxVisitor {
    var additions: [(receiver: String, child: String)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            ["addSubview", "insertSubview"].contains(member.declName.baseName.text),
            let base = member.base, base.totalLength.utf8Length <= SwiftCallee.printedLength,
            let child = node.arguments.first?.expression
        else { return .visitChildren }
        let receiver = base.trimmedText.replacingOccurrences(of: "self.", with: "")
        additions.append((receiver, child.trimmedText.replacingOccurrences(of: "self.", with: "")))
        return .visitChildren
    }
}
