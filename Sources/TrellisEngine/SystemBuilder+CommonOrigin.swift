import TrellisModel
import TrellisSolver

extension _SystemBuilder {
    /// Auto Layout takes a multiplied position in the coordinates of the two items' nearest
    /// common superview, not the window's: `superview.centerX == button.centerX * 4` puts the
    /// button's centre at a quarter of the superview's own width wherever the superview sits
    /// (Interface Builder records such a button at x 57.5 in a 580-wide view 10 in from the
    /// root; measured from the root it would be at 60). With positions in the root's
    /// coordinates (`_Geometry`), `(first − O) = m (second − O) + c` adds `(m − 1) O` to the
    /// difference, O the common superview's origin; the root's is 0, so constraints of views
    /// placed in the root are unchanged. Right-to-left leading and trailing are left as they
    /// are (they mirror about the root's centre).
    func addCommonOrigin(
        _ first: Int, _ a: LayoutAttribute, _ second: Int, _ b: LayoutAttribute, multiplier: Double, of instantiation: _Instantiation,
        to sum: inout Expression
    ) {
        guard multiplier != 1, let reads = positionRead(a), let other = positionRead(b), reads.horizontal == other.horizontal,
            reads.sign == 1, other.sign == 1, let common = commonSuperview(first, second, in: instantiation),
            instantiation.items[common].kind != .root
        else { return }
        sum.add(reads.horizontal ? geometry[common].left : geometry[common].top, times: multiplier - 1)
    }

    /// The nearest view both items are in (an item's own view counts: a view and its
    /// superview meet at the superview); a guide is in its owner's coordinates.
    func commonSuperview(_ first: Int, _ second: Int, in instantiation: _Instantiation) -> Int? {
        func view(_ item: Int) -> Int? {
            let found = instantiation.items[item]
            return found.isView ? item : found.guideOwner ?? found.parent
        }
        var chain = Set<Int>()
        var current = view(first)
        while let item = current, chain.insert(item).inserted { current = instantiation.items[item].parent }
        current = view(second)
        var seen = Set<Int>()
        while let item = current, seen.insert(item).inserted {
            if chain.contains(item) { return item }
            current = instantiation.items[item].parent
        }
        return nil
    }
}
