import TrellisSolver
import TrellisModel

/// Where an item is, as four linear expressions in the solver's variables: left, top,
/// width, height, in the root's coordinates (y down). A view or guide has its own four
/// variables; a scroll view's frame guide *is* its frame; the root and its system guides
/// are constants (the root's size is known before the solve).
///
/// Position variables are *relative*: an item's left is its reference's left plus its own
/// variable (the reference is the guide of the container instance that declares it, else
/// its parent view). Constraints inside a container then cancel the container's position
/// out (`icon.top == self.top + 8` is `iconTop == 8`), which keeps the solver's rows short:
/// with absolute variables every view below a chain of rows would carry the chain's
/// parameters, and building a 1,000-view screen would cost quadratic time.
struct _Geometry {
    var left: Expression
    var top: Expression
    var width: Expression
    var height: Expression
    /// The item's own variables (left, top, width, height), or nil when it has none of
    /// its own (the root, root guides, frame guides). A content guide owns only its size.
    var variables: [Variable]?

    static func variables(relativeTo reference: _Geometry?) -> _Geometry {
        let l = Variable(), t = Variable(), w = Variable(), h = Variable()
        var left = Expression(l), top = Expression(t)
        if let reference {
            left = left + reference.left
            top = top + reference.top
        }
        return _Geometry(left: left, top: top, width: Expression(w), height: Expression(h), variables: [l, t, w, h])
    }

    static func constant(_ rect: Rect) -> _Geometry {
        _Geometry(
            left: Expression(constant: rect.x), top: Expression(constant: rect.y),
            width: Expression(constant: rect.width), height: Expression(constant: rect.height), variables: nil
        )
    }

    var right: Expression { left + width }
    var bottom: Expression { top + height }
    var centerX: Expression { left + width * 0.5 }
    var centerY: Expression { top + height * 0.5 }
}

extension LayoutSession {
    /// The expression of one anchor. Leading and trailing are measured in the layout
    /// direction: left-to-right, leading = left; right-to-left, leading = W − right and
    /// trailing = W − left (W the root's width), so every leading/trailing constraint,
    /// constants and multipliers included, mirrors exactly about the root's centre.
    /// Baselines: a view's from its `baselines` property, else its bottom edge (as Auto
    /// Layout does for views without text); a stack's from its first/last arranged view.
    func expression(_ item: Int, _ attribute: LayoutAttribute) -> Expression {
        let g = geometry[item]
        switch attribute {
        case .left: return g.left
        case .right: return g.right
        case .top: return g.top
        case .bottom: return g.bottom
        case .width: return g.width
        case .height: return g.height
        case .centerX: return g.centerX
        case .centerY: return g.centerY
        case .leading: return isRightToLeft ? rootWidth - g.right : g.left
        case .trailing: return isRightToLeft ? rootWidth - g.left : g.right
        case .firstBaseline: return baseline(item, first: true)
        case .lastBaseline: return baseline(item, first: false)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            // Instantiation moves margin attributes of views onto their margins guide; what
            // is left is a guide's, and guides have no margins.
            return expression(item, attribute.withoutMargin ?? attribute)
        case .edges, .horizontalEdges, .verticalEdges, .size, .center:
            // Composites are expanded by instantiation.
            return g.left
        }
    }

    func baseline(_ item: Int, first: Bool) -> Expression {
        let g = geometry[item]
        if let stack = stackIndex[item] {
            let stack = component.stacks[stack]
            let visible = stack.arranged.filter { !(component.items[$0].view?.isHidden ?? false) }
            let pick = stack.axis == .vertical && !first ? visible.last : visible.first
            if let pick { return baseline(pick, first: first) }
            return g.bottom
        }
        if let baselines = component.items[item].view?.baselines {
            return first ? g.top + baselines.firstFromTop : g.bottom - baselines.lastFromBottom
        }
        return g.bottom
    }

    /// Along a stack's axis: start (leading or top), end, size; across it likewise.
    func start(_ item: Int, _ axis: StackItem.Axis) -> Expression { expression(item, axis == .horizontal ? .leading : .top) }
    func end(_ item: Int, _ axis: StackItem.Axis) -> Expression { expression(item, axis == .horizontal ? .trailing : .bottom) }
    func size(_ item: Int, _ axis: StackItem.Axis) -> Expression { axis == .horizontal ? geometry[item].width : geometry[item].height }
    func center(_ item: Int, _ axis: StackItem.Axis) -> Expression { axis == .horizontal ? geometry[item].centerX : geometry[item].centerY }
}

extension StackItem.Axis {
    var cross: StackItem.Axis { self == .horizontal ? .vertical : .horizontal }
}
