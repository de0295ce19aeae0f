/// A hidden arranged view's collapse as UIKit has it: `UISV-hiding`, a required constraint
/// sizing the view 0 along its stack's axis. A required size of the view's own along that axis
/// cannot hold with it, and UIKit logs that set ("Unable to simultaneously satisfy
/// constraints") whenever it hides the view; a conflict that involves it says so, or the user
/// sees a stack rule where they look for their own constraint.
enum _StackHiding {
    /// The rule `addStackConstraints` makes a hidden view's collapse with.
    static let collapsed: StaticString = "hidden view collapsed"
}

extension LayoutSession {
    /// `upNextIndicator is hidden: stack info holds it at width 0 …` when one of `origins` is a
    /// hidden view's collapse.
    func stackHidingNote(_ origins: [_Origin]) -> String? {
        for origin in origins {
            guard case .stack(let stack, let rule, let arranged?) = origin, rule.description == _StackHiding.collapsed.description else {
                continue
            }
            let length = component.stacks.first { $0.item == stack }?.axis == .vertical ? "height" : "width"
            return "\(path(arranged)) is hidden: stack \(path(stack)) holds it at \(length) 0 (UIKit's required UISV-hiding constraint), "
                + "and UIKit logs this conflict too when it hides the view"
        }
        return nil
    }
}
