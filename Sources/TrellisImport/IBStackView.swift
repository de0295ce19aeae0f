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
enum IBStackView {
    static func stack(_ element: IBElement, view: ViewItem, arranged: [String]) -> StackItem {
        var stackView = view
        if stackView.className == "UIStackView" { stackView.className = "UIStackView" }
        let alignment: StackItem.Alignment =
            switch element["alignment"] {
            case "baseline": .lastBaseline
            case let value?: StackItem.Alignment(rawValue: value) ?? .fill
            case nil: .fill
            }
        return StackItem(
            view: stackView,
            axis: element["axis"] == "vertical" ? .vertical : .horizontal,
            distribution: element["distribution"].flatMap(StackItem.Distribution.init(rawValue:)) ?? .fill,
            alignment: alignment,
            spacing: element.number("spacing") ?? (element["spacingType"] == "standard" ? 8 : 0),
            arranged: arranged,
            marginsRelative: view.margins != nil
        )
    }
}
