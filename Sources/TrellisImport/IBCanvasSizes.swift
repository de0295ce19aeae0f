import TrellisEngine
import TrellisModel

/// What Interface Builder's canvas does where UIKit's stack view suppresses an ambiguity:
/// an arranged view of a stack that does not stretch its views across (alignment `center`,
/// `leading`, `trailing`, `top`, `bottom`, or a baseline in a horizontal stack) and that
/// nothing else sizes across keeps the size it has on the canvas. UIKit gives such a view
/// 0 there at run time (`UISV-ambiguity-suppression`, at priority 25); IB keeps the size it
/// was drawn at and does not mark it misplaced, so its recorded frame is what IB computed.
/// Real apps record plain views in centred stacks 240 wide (the size Xcode draws a new view
/// at: 11 views in 4 apps), and a custom view in a centred horizontal stack 54.5 high, the
/// height it was drawn at.
///
/// For the comparison only (`check --against-ib`): each such view's recorded size across is
/// added as a constraint just above the suppression's priority, so anything else that sizes
/// the view (its content, hugging, a constraint of the app's) still wins.
enum IBCanvasSizes {
    /// Above the stack's suppression (25), below everything an app writes in practice.
    static let priority = 26

    static func adding(_ record: InterfaceBuilderRecord, to library: LayoutLibrary) -> LayoutLibrary {
        guard case .screen(var screen)? = library[record.component] else { return library }
        var declared = [String: ViewItem]()
        var stacks = [StackItem]()
        for item in screen.body.items {
            switch item {
            case .view(let view): declared[view.name] = view
            case .stack(let stack):
                declared[stack.view.name] = stack.view
                stacks.append(stack)
            case .guide, .use: break
            }
        }
        let recorded = Dictionary(record.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // A view with a size of its own across (`box.width == 100`) is sized by it.
        var sized = Set<String>()
        for constraint in screen.body.constraints.flatMap({ $0.expanded() }) {
            guard constraint.second == nil, constraint.relation == .equal, constraint.first.item.path.count == 1 else { continue }
            sized.insert("\(constraint.first.item.root).\(constraint.first.attribute)")
        }
        var lines = [String]()
        for stack in stacks where !stretchesAcross(stack) {
            let attribute: LayoutAttribute = stack.axis == .vertical ? .width : .height
            for name in stack.arranged where !sized.contains("\(name).\(attribute)") {
                guard let view = recorded[name], !view.misplaced, !view.ambiguous, view.hiddenInStack != true else { continue }
                let rect = declared[name]?.alignmentRect(ofFrame: view.frame) ?? view.frame
                let size = attribute == .width ? rect.width : rect.height
                lines.append("\(name).\(attribute) == \(LayoutNumber.format(size)) @\(priority)")
            }
        }
        guard !lines.isEmpty else { return library }
        let source = "screen IBCanvasSizes {\n" + lines.joined(separator: "\n") + "\n}\n"
        guard let parsed = LayoutParser.parse(source, file: record.source).document?.body else { return library }
        screen.body.constraints += parsed.constraints
        var copy = library
        copy.insert(.screen(screen))
        return copy
    }

    /// `fill` stretches the views across; so do the baseline alignments in a vertical stack.
    static func stretchesAcross(_ stack: StackItem) -> Bool {
        switch stack.alignment {
        case .fill: return true
        case .firstBaseline, .lastBaseline: return stack.axis == .vertical
        default: return false
        }
    }
}
