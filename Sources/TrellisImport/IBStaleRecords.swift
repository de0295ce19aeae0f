import TrellisEngine
import TrellisModel

/// Views whose frames IB recorded break a required constraint of the file itself: the record
/// is stale (the document was edited, or written by an older Xcode, and its frames not
/// updated), which IB flags misplaced the next time it opens the document. Their recorded
/// frames are not what Apple's engine gives for these constraints, so they are no reference.
///
/// Only constraints between views with recorded frames are checked, on plain edges, centres
/// and sizes (not margins, guides or baselines, whose values IB does not record), left to
/// right as IB lays documents out, with a constant that is a number, between alignment rects.
enum IBStaleRecords {
    /// A required constraint the recorded frames break, and the views it relates (not the root).
    struct Broken {
        var constraint: LayoutConstraint
        var views: [String]
    }

    static func broken(
        in screen: Screen, record: InterfaceBuilderRecord, solved: [String: Rect], environment: Environment
    ) -> [Broken] {
        var frames = [String: Rect]()
        var declared = [String: ViewItem]()
        for item in screen.body.items {
            switch item {
            case .view(let view): declared[view.name] = view
            case .stack(let stack): declared[stack.view.name] = stack.view
            case .guide, .use: break
            }
        }
        // Views IB flags, and hidden ones it draws beside their stack, are listed apart already.
        // Constraints hold between alignment rects (a switch's frame is 2 points wider).
        var ours = [String: Rect]()
        for view in record.views where !view.misplaced && !view.ambiguous && view.hiddenInStack != true {
            frames[view.name] = declared[view.name]?.alignmentRect(ofFrame: view.frame) ?? view.frame
            if let frame = solved[view.name] { ours[view.name] = declared[view.name]?.alignmentRect(ofFrame: frame) ?? frame }
        }
        var result = [Broken]()
        for written in screen.body.constraints where written.priority.isRequired {
            guard written.sizeClasses.matches(width: environment.horizontalSizeClass, height: environment.verticalSizeClass) else {
                continue
            }
            // Broken in IB's frames and kept in ours: constraints that conflict, or that
            // something else overrides, are broken by both engines, and say nothing of the record.
            for constraint in written.expanded() where breaks(constraint, in: frames) == true && breaks(constraint, in: ours) == false {
                // A scroll view's edges to a view inside it are its content's: frames do not say.
                let first = constraint.first.item.root
                if let second = constraint.second?.item.root,
                    scrolls(first, around: second, declared) || scrolls(second, around: first, declared)
                {
                    continue
                }
                let views = ([constraint.first] + (constraint.second.map { [$0] } ?? [])).map(\.item.root).filter { $0 != "owner" }
                result.append(Broken(constraint: constraint, views: views))
            }
        }
        return result
    }

    static func scrolls(_ name: String, around inner: String, _ declared: [String: ViewItem]) -> Bool {
        guard declared[name]?.isScrollView == true else { return false }
        var parent = declared[inner]?.parent
        var seen = Set<String>()
        while let current = parent, seen.insert(current).inserted {
            if current == name { return true }
            parent = declared[current]?.parent
        }
        return false
    }

    /// Whether `frames` break the constraint beyond the comparison's tolerance (frames are on
    /// the pixel grid, constants not; a multiplier multiplies that rounding); nil when the
    /// frames do not say.
    static func breaks(_ constraint: LayoutConstraint, in frames: [String: Rect]) -> Bool? {
        // A multiplied position is taken in its items' common superview, which summed frames are not.
        if constraint.multiplier != 1, constraint.first.attribute.kind != .dimension { return nil }
        guard let first = value(of: constraint.first, in: frames), let constant = constraint.constant.evaluate({ _ in nil })
        else { return nil }
        var target = constant
        if let second = constraint.second {
            guard let value = value(of: second, in: frames) else { return nil }
            target += value * constraint.multiplier
        }
        return breaks(first, constraint.relation, target, tolerance: IBComparison.tolerance * max(1, abs(constraint.multiplier)))
    }

    static func breaks(_ value: Double, _ relation: Relation, _ target: Double, tolerance: Double) -> Bool {
        switch relation {
        case .equal: return abs(value - target) > tolerance
        case .lessThanOrEqual: return value > target + tolerance
        case .greaterThanOrEqual: return value < target - tolerance
        }
    }

    /// The anchor's value in the recorded frames; nil when its item has none or IB records
    /// nothing it depends on.
    static func value(of anchor: Anchor, in frames: [String: Rect]) -> Double? {
        guard anchor.item.path.count == 1, let frame = frames[anchor.item.root] else { return nil }
        switch anchor.attribute {
        case .left, .leading: return frame.x
        case .right, .trailing: return frame.x + frame.width
        case .top: return frame.y
        case .bottom: return frame.y + frame.height
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.x + frame.width / 2
        case .centerY: return frame.y + frame.height / 2
        default: return nil
        }
    }
}
