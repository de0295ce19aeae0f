import TrellisModel

/// `<stackView axis="vertical" distribution="fillEqually" alignment="center" spacing="8">`:
/// absent attributes are UIKit's defaults (horizontal, fill, fill, 0). `spacingType="standard"`
/// is `UIStackView.spacingUseSystem`: 8 points between views, as IB records it (real apps'
/// stacks of labels, buttons, text fields and plain views all show an 8-point gap).
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
            arranged: arranged
        )
    }
}
