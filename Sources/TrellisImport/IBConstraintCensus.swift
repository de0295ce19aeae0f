/// Every `<constraint>` element of an Interface Builder document, so that one no root mapped
/// (in a table's header view, a bar item's custom view, a view IB does not install) is
/// reported with its line instead of vanishing: the report's counts add up to the file's.
enum IBConstraintCensus {
    /// A `<constraint>` and the element whose `<constraints>` holds it.
    struct Held {
        var constraint: IBElement
        var holder: IBElement
        /// The nearest enclosing element with a `key` (`<view key="tableHeaderView">`), for the reason.
        var context: IBElement?
        /// Held by a view (or below one) that is not installed in the default size class.
        var underUninstalledView: Bool
    }

    /// Every constraint of `document`, in document order.
    static func constraints(in document: IBElement, variations: IBVariations) -> [Held] {
        var found: [Held] = []
        // An explicit stack, as `IBElement.descendants` walks: no recursion on deep documents.
        var stack: [(element: IBElement, context: IBElement?, uninstalled: Bool)] = [(document, nil, false)]
        while let (element, context, uninstalled) = stack.popLast() {
            let inside = uninstalled || element["id"].map(variations.isExcludedByDefault) ?? false
            let here = element["key"] != nil ? element : context
            for constraint in element.child("constraints")?.children("constraint") ?? [] {
                found.append(Held(constraint: constraint, holder: element, context: here, underUninstalledView: inside))
            }
            for child in element.children.reversed() where child.name != "constraints" {
                stack.append((child, here, inside))
            }
        }
        return found
    }

    /// The constraints of `document` whose lines no root mapped, as findings: dropped when
    /// UIKit leaves them out too (placeholders, not installed), skipped otherwise.
    static func unmapped(in document: IBElement, mapped: Set<Int>) -> (skipped: [ImportFinding], dropped: [ImportFinding]) {
        var variations = IBVariations()
        for element in document.descendants(where: { $0.children.contains { $0.name == "variation" } }) {
            variations.collect(from: element)
        }
        var skipped: [ImportFinding] = []
        var dropped: [ImportFinding] = []
        for held in constraints(in: document, variations: variations) where !mapped.contains(held.constraint.line) {
            let construct = IBScreenMapper.describe(held.constraint)
            let id = held.constraint["id"]
            if held.constraint.flag("placeholder") == true {
                dropped.append(ImportFinding(line: held.constraint.line, construct: construct, reason: "a placeholder constraint (removed at build time)"))
            } else if let id, variations.isExcludedByDefault(id), variations.conditions(for: id).isEmpty {
                dropped.append(
                    ImportFinding(
                        line: held.constraint.line, construct: construct, reason: "not installed (unchecked 'Installed' in Interface Builder)"))
            } else if held.underUninstalledView {
                dropped.append(
                    ImportFinding(
                        line: held.constraint.line, construct: construct,
                        reason: "held by a view not installed in the default size class (line \(held.holder.line))"))
            } else {
                skipped.append(ImportFinding(line: held.constraint.line, construct: construct, reason: reason(for: held)))
            }
        }
        return (skipped, dropped)
    }

    /// Where the constraint sits that import does not lay out.
    private static func reason(for held: Held) -> String {
        let holder = "<\(held.holder.name)> at line \(held.holder.line)"
        guard let context = held.context, let key = context["key"] else {
            return "held by \(holder), which is in no view controller's view, cell or top-level view import lays out"
        }
        return "held by \(holder) in <\(context.name) key=\"\(key)\"> at line \(context.line), which import does not lay out"
    }
}
