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
        return _Geometry(
            left: position(l, plus: reference?.left), top: position(t, plus: reference?.top),
            width: Expression(w), height: Expression(h), variables: [l, t, w, h]
        )
    }

    /// `own + reference`, built at its final size (this runs for every item).
    private static func position(_ own: Variable, plus reference: Expression?) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(1 + (reference?.terms.count ?? 0))
        terms.append(Term(own))
        if let reference { terms.append(contentsOf: reference.terms) }
        return Expression(terms, constant: reference?.constant ?? 0)
    }

    /// Stands in while the table is filled (no allocation: empty term lists).
    static let placeholder = _Geometry(left: Expression(), top: Expression(), width: Expression(), height: Expression(), variables: nil)

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

extension _SystemBuilder {
    /// The expression of one anchor. Leading and trailing are measured in the layout
    /// direction: left-to-right, leading = left; right-to-left, leading = W − right and
    /// trailing = W − left (W the root's width), so every leading/trailing constraint,
    /// constants and multipliers included, mirrors exactly about the root's centre.
    /// Baselines: a view's from its `baselines` property, else its bottom edge (as Auto
    /// Layout does for views without text); a stack's from its first/last arranged view.
    func expression(_ item: Int, _ attribute: LayoutAttribute) -> Expression {
        var result = Expression()
        add(item, attribute, times: 1, to: &result)
        return result
    }

    /// Adds `factor` × the anchor's expression to `sum` in place: a constraint's two sides
    /// go into one buffer instead of a chain of temporary expressions (most of a large
    /// screen's build time went into those copies).
    // (Fields are read straight from `geometry[item]`: copying the whole struct retains
    // and releases all five of its arrays, per anchor.)
    func add(_ item: Int, _ attribute: LayoutAttribute, times factor: Double, to sum: inout Expression) {
        if let reads = positionRead(attribute) {
            sum.add(reads.horizontal ? geometry[item].left : geometry[item].top, times: factor * reads.sign)
            addRest(item, attribute, times: factor, to: &sum)
            return
        }
        switch attribute {
        case .width: sum.add(geometry[item].width, times: factor)
        case .height: sum.add(geometry[item].height, times: factor)
        case .firstBaseline: sum.add(baseline(item, first: true), times: factor)
        case .lastBaseline: sum.add(baseline(item, first: false), times: factor)
        default:
            // Composites are expanded by instantiation.
            sum.add(geometry[item].left, times: factor)
        }
    }

    /// Adds `first − second` (the two sides of a constraint with multiplier 1). When both
    /// anchors read their item's position along the same axis with the same sign, the
    /// part of the two position chains that runs through a common reference cancels and
    /// is never copied: `icon.top == self.top + 8` in a row of a section of a feed becomes
    /// `iconTop == 8` directly.
    func addDifference(_ first: Int, _ a: LayoutAttribute, _ second: Int, _ b: LayoutAttribute, to sum: inout Expression) {
        guard let reads = positionRead(a), let other = positionRead(b),
            reads.horizontal == other.horizontal, reads.sign == other.sign
        else {
            add(first, a, times: 1, to: &sum)
            add(second, b, times: -1, to: &sum)
            return
        }
        if reads.horizontal {
            sum.addDifference(geometry[first].left, geometry[second].left, times: reads.sign)
        } else {
            sum.addDifference(geometry[first].top, geometry[second].top, times: reads.sign)
        }
        addRest(first, a, times: 1, to: &sum)
        addRest(second, b, times: -1, to: &sum)
    }

    /// Which position an anchor reads (the item's left or top) and with what sign; nil for
    /// sizes, baselines and composites. Every such anchor is `sign × position + rest`.
    func positionRead(_ attribute: LayoutAttribute) -> (horizontal: Bool, sign: Double)? {
        switch attribute {
        case .left, .right, .centerX: return (true, 1)
        // Right-to-left, leading is W − right and trailing W − left.
        case .leading, .trailing: return (true, isRightToLeft ? -1 : 1)
        case .top, .bottom, .centerY: return (false, 1)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            // Instantiation moves margin attributes of views onto their margins guide; what
            // is left is a guide's, and guides have no margins.
            guard let plain = attribute.withoutMargin, plain != attribute else { return nil }
            return positionRead(plain)
        default: return nil
        }
    }

    /// The anchor minus its position part (see ``positionRead(_:)``), times `factor`.
    func addRest(_ item: Int, _ attribute: LayoutAttribute, times factor: Double, to sum: inout Expression) {
        switch attribute {
        case .right: sum.add(geometry[item].width, times: factor)
        case .bottom: sum.add(geometry[item].height, times: factor)
        case .centerX: sum.add(geometry[item].width, times: factor * 0.5)
        case .centerY: sum.add(geometry[item].height, times: factor * 0.5)
        case .leading:
            if isRightToLeft {
                sum.add(_DeviceValue.width.expression, times: factor)
                sum.add(geometry[item].width, times: -factor)
            }
        case .trailing:
            if isRightToLeft {
                sum.add(_DeviceValue.width.expression, times: factor)
            } else {
                sum.add(geometry[item].width, times: factor)
            }
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            if let plain = attribute.withoutMargin, plain != attribute { addRest(item, plain, times: factor, to: &sum) }
        default: break
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

extension Expression {
    /// `self += factor × (x − y)`, leaving out the trailing terms x and y share: two
    /// position chains through a common reference end in the same terms (see `_Geometry`).
    mutating func addDifference(_ x: Expression, _ y: Expression, times factor: Double) {
        var i = x.terms.count, j = y.terms.count
        while i > 0, j > 0, ObjectIdentifier(x.terms[i - 1].variable) == ObjectIdentifier(y.terms[j - 1].variable),
            x.terms[i - 1].coefficient == y.terms[j - 1].coefficient
        {
            i -= 1
            j -= 1
        }
        constant += factor * (x.constant - y.constant)
        for term in x.terms[..<i] { terms.append(Term(term.variable, term.coefficient * factor)) }
        for term in y.terms[..<j] { terms.append(Term(term.variable, -term.coefficient * factor)) }
    }
}
