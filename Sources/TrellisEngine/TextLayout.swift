import TrellisModel
import TrellisSolver

/// A view sized by its text, and the intrinsic constraints its measure is written into.
struct _TextView {
    var item: Int
    var measure: _TextMeasure
    var size: (width: Double, height: Double)
    var widthConstraints: [Constraint]
    var heightConstraints: [Constraint]
}

extension _SystemBuilder {
    /// The intrinsic constraints of a text view, first at its one-line size.
    mutating func addTextConstraints(_ item: Int, _ measure: _TextMeasure) {
        let size = measure.intrinsicSize(preferredWidth: nil)
        let start = built.count
        addIntrinsicConstraints(item, IntrinsicSize(width: size.width, height: nil))
        let middle = built.count
        addIntrinsicConstraints(item, IntrinsicSize(width: nil, height: size.height))
        textViews.append(
            _TextView(
                item: item, measure: measure, size: size,
                widthConstraints: Array(built[start..<middle]), heightConstraints: Array(built[middle..<built.count])
            ))
    }
}

extension LayoutSession {
    /// Most multi-line text settles in two or three solves; a layout whose widths still
    /// move after this many (each width depending on another's height) keeps the last.
    public static let maximumTextPasses = 8

    /// The intrinsic size a text view has now (after the passes), if it is one.
    func measuredIntrinsicSize(of item: Int) -> IntrinsicSize? {
        textViews.first { $0.item == item }.map { IntrinsicSize(width: $0.size.width, height: $0.size.height) }
    }

    /// UIKit's two-pass layout of multi-line text: after a solve, each wrapping view's
    /// `preferredMaxLayoutWidth` becomes its resolved width, its intrinsic size is
    /// measured again at that width, and the layout is solved again — until no size
    /// changes (or ``maximumTextPasses``).
    func settleText() {
        guard textViews.contains(where: { $0.measure.isMultiLine }) else { return }
        for _ in 1..<Self.maximumTextPasses {
            var changed = false
            for index in textViews.indices where textViews[index].measure.isMultiLine {
                let entry = textViews[index]
                let size = entry.measure.intrinsicSize(preferredWidth: rect(entry.item).width)
                guard abs(size.width - entry.size.width) > 1e-6 || abs(size.height - entry.size.height) > 1e-6 else { continue }
                for constraint in entry.widthConstraints where (try? solver.setConstant(-size.width, of: constraint)) != nil {
                    changedConstants.insert(ObjectIdentifier(constraint))
                }
                for constraint in entry.heightConstraints where (try? solver.setConstant(-size.height, of: constraint)) != nil {
                    changedConstants.insert(ObjectIdentifier(constraint))
                }
                textViews[index].size = size
                changed = true
            }
            guard changed else { return }
            solver.updateValues()
            settleSubviewGuides()
            textPasses += 1
        }
    }

    /// Each visible text view's lines (``TextLines``), for wireframes. `frames` is in
    /// display order, as ``frames()`` returns it.
    func addTextLines(to frames: inout [ItemFrame]) {
        guard !textViews.isEmpty else { return }
        var position: [Int: Int] = [:]
        for (index, id) in component.displayOrder.enumerated() { position[id] = index }
        for entry in textViews where entry.measure.characters > 0 {
            guard let index = position[entry.item], !frames[index].isHidden, let view = component.items[entry.item].view
            else { continue }
            var sample: String?
            if case .text(let text)? = view.text?.sample { sample = text }
            let placement: _TextMeasure.Placement =
                view.uikitClass == "UITextView" ? .textView : view.uikitClass == "UIButton" ? .button : .label
            frames[index].text = entry.measure.lines(
                in: frames[index].frame, sample: sample, placement: placement, rightToLeft: environment.isRightToLeft
            )
        }
    }

    /// Warnings about text as laid out: single-line text narrower than its one line
    /// (UIKit truncates it with "…"), text that needs more lines than `lines` allows, and
    /// multi-line text that nothing limits in width (it never wraps: it grows wider than
    /// the root instead).
    func textDiagnostics() -> [LayoutDiagnostic] {
        var result: [LayoutDiagnostic] = []
        for entry in textViews {
            let measure = entry.measure
            guard measure.characters > 0, !(component.items[entry.item].view?.isHidden ?? false) else { continue }
            let frame = rect(entry.item)
            let itemPath = path(entry.item)
            let width = frame.width - measure.horizontalPadding
            func warn(_ kind: LayoutDiagnostic.Kind, _ message: String) {
                result.append(
                    LayoutDiagnostic(
                        kind: kind, severity: .warning, message: "\(environment.name): \(itemPath) \(message)",
                        location: component.items[entry.item].location, items: [itemPath]
                    ))
            }
            let characters = "\(measure.characters) characters at \(Rect.format(measure.pointSize)) pt"
            if !measure.isMultiLine {
                if width < measure.oneLineWidth - 0.5 {
                    warn(
                        .truncatedText,
                        "is truncated: its one line of \(characters) needs \(Rect.format(measure.oneLineWidth)) pt, it has \(Rect.format(max(width, 0))) pt (lines 1)"
                    )
                }
                continue
            }
            let needed = measure.neededLines(atWidth: width)
            if measure.lines > 0, needed > measure.lines {
                warn(
                    .truncatedText,
                    "is truncated: \(characters) need \(needed) lines at \(Rect.format(max(width, 0))) pt, lines \(measure.lines) allows \(measure.lines)")
            } else if frame.height + 0.5 < Double(needed) * measure.lineHeight + measure.verticalPadding {
                warn(
                    .truncatedText,
                    "is truncated: \(needed) lines need \(Rect.format(Double(needed) * measure.lineHeight + measure.verticalPadding)) pt of height, it has \(Rect.format(frame.height)) pt"
                )
            }
            if measure.oneLineWidth + measure.horizontalPadding > rootWidth + 0.5, width >= measure.oneLineWidth - 0.5 {
                warn(
                    .unboundedText,
                    "has multi-line text but no width limit: it is \(Rect.format(frame.width)) pt wide (its one line) instead of wrapping; constrain its leading and trailing edges or its width"
                )
            }
        }
        return result
    }
}
