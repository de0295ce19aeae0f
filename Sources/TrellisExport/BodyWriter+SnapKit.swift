import TrellisModel

/// The SnapKit style of a container's or screen's constraints, as SnapKit code is written:
/// each run of consecutive constraints on one view or guide is that item's
/// `snp.makeConstraints { make in … }`, in the `.layout` file's order. A constraint whose
/// first item is the owner view itself stays an anchor in `NSLayoutConstraint.activate`:
/// `makeConstraints` would turn off the autoresizing mask of the view controller's view or
/// the cell's content view. `when` blocks stay arrays of anchors (SnapKit has no size classes).
extension BodyWriter {
    func snapKitStatements(_ constraints: [(LayoutConstraint, source: LayoutConstraint)], writer: ConstraintWriter) -> [SwiftCode] {
        let owner = scope.ownerName ?? "owner"
        let maker = makerName
        let singles = constraints.flatMap { writer.snapKitMakers($0.0, source: $0.source, maker: maker) }
        // Unconditional ones first, then one `if let` per set of optional parameters, as the anchors style.
        var order: [[String]] = []
        var groups: [[String]: [(item: String, maker: _WrittenConstraint, anchors: _WrittenConstraint)]] = [:]
        for single in singles {
            if groups[single.maker.requires] == nil { order.append(single.maker.requires) }
            groups[single.maker.requires, default: []].append(single)
        }
        var code: [SwiftCode] = []
        for requires in order.sorted(by: { $0.isEmpty && !$1.isEmpty }) {
            let runs = Self.runs(groups[requires] ?? [], owner: owner, maker: maker)
            guard !requires.isEmpty else {
                code += runs
                continue
            }
            code.append(.block("if " + requires.map { "let \(SwiftName.escaped($0))" }.joined(separator: ", "), runs))
        }
        return code
    }

    /// The maker closure's parameter: `make`, unless it would hide an item or parameter of that name.
    var makerName: String {
        let taken = Set(body.items.map(\.name) + parameters.map(\.name))
        var name = "make"
        while taken.contains(name) { name += "_" }
        return name
    }

    /// Consecutive constraints on the same first item, as one statement each.
    private static func runs(
        _ singles: [(item: String, maker: _WrittenConstraint, anchors: _WrittenConstraint)], owner: String, maker: String
    ) -> [SwiftCode] {
        var code: [SwiftCode] = []
        var index = singles.startIndex
        while index < singles.endIndex {
            let item = singles[index].item
            var end = index
            while end < singles.endIndex, singles[end].item == item { end += 1 }
            let run = singles[index..<end]
            if item == owner {
                code.append(.list("NSLayoutConstraint.activate([", run.flatMap(\.anchors.listElements), closing: "])"))
            } else {
                code.append(.open("\(item).snp.makeConstraints { \(maker) in", run.flatMap(\.maker.listElements), closing: "}"))
            }
            index = end
        }
        return code
    }
}
