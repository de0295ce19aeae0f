import TrellisModel

/// `<stackView axis="vertical" distribution="fillEqually" alignment="center" spacing="8">`:
/// absent attributes are UIKit's defaults (horizontal, fill, fill, 0). `spacingType="standard"`
/// is `UIStackView.spacingUseSystem`: 8 points between views, as IB records it (real apps'
/// stacks of labels, buttons, text fields and plain views all show an 8-point gap).
///
/// A stack whose layout margins IB sets (`<directionalEdgeInsets key="directionalLayoutMargins">`,
/// `<edgeInsets key="layoutMargins">`) arranges its views inside them: IB writes no
/// `isLayoutMarginsRelativeArrangement` attribute, and the frames it records in real apps put
/// every such stack's views at its margins (a 16-point top and bottom margin: the labels at
/// y 16 of a 52.5-point stack), so it is imported `marginsRelative`.
///
/// A `fillProportionally` stack divides itself by its views' intrinsic sizes, and UIKit takes a
/// view's current size where it has none (a plain view, a nested stack): the frame the nib
/// gives it, so IB records frames that are their own proportions. Such a stack keeps its
/// views' recorded lengths as `proportions`.
enum IBStackView {
    static func stack(_ element: IBElement, view: ViewItem, arranged: [(name: String, element: IBElement)]) -> StackItem {
        var stackView = view
        if stackView.className == "UIStackView" { stackView.className = "UIStackView" }
        let alignment: StackItem.Alignment =
            switch element["alignment"] {
            case "baseline": .lastBaseline
            case let value?: StackItem.Alignment(rawValue: value) ?? .fill
            case nil: .fill
            }
        let axis: StackItem.Axis = element["axis"] == "vertical" ? .vertical : .horizontal
        let distribution = element["distribution"].flatMap(StackItem.Distribution.init(rawValue:)) ?? .fill
        return StackItem(
            view: stackView,
            axis: axis,
            distribution: distribution,
            alignment: alignment,
            spacing: element.number("spacing") ?? (element["spacingType"] == "standard" ? 8 : 0),
            arranged: arranged.map(\.name),
            marginsRelative: view.margins != nil,
            proportions: distribution == .fillProportionally ? proportions(of: arranged.map(\.element), axis: axis) : nil
        )
    }

    /// The arranged views' recorded lengths along the axis, when one of them has no intrinsic
    /// size there (the others' lengths are their intrinsic sizes, which the engine measures).
    private static func proportions(of arranged: [IBElement], axis: StackItem.Axis) -> [Double]? {
        var lengths: [Double] = []
        var anyWithoutIntrinsic = false
        for element in arranged {
            guard let frame = element.frame else { return nil }
            let intrinsic = IBViewClasses.intrinsicSize(of: element, frame: frame)
            if (axis == .horizontal ? intrinsic?.width : intrinsic?.height) == nil { anyWithoutIntrinsic = true }
            lengths.append(axis == .horizontal ? frame.width : frame.height)
        }
        return anyWithoutIntrinsic ? lengths : nil
    }
}
