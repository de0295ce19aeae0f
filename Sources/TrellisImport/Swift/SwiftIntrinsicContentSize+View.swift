import Foundation
import TrellisEngine
import TrellisModel

extension SwiftIntrinsicContentSize {
    /// The stand-in for an axis the class computes at run time when nothing better is known:
    /// the view sizes itself there (it is not ambiguous in the app), by an amount import cannot read.
    static let standIn = 44.0
    /// The hugging and compression of a hosting controller's guessed axis: the guess holds only
    /// where nothing the app writes decides (a container's `height == 50 @low` wins over it).
    static let guessPriority = Priority(1)

    /// Sets `view`'s intrinsic size from its class's override (`className`: the class as code
    /// declares it, or IB's `customClass`). An axis the override inherits keeps what `view` has
    /// (a label's stand-in, the size IB recorded); an axis computed at run time takes a value one
    /// of its returns gives, else what `view` has, else the size IB recorded (`recorded`), else
    /// ``standIn``. Returns the note saying which stand-ins were taken, for the report; nil when none.
    @discardableResult
    static func apply(to view: inout ViewItem, className: String?, index: SwiftTypeIndex, recorded: Rect? = nil) -> ImportFinding? {
        guard let className, let override = of(className, in: index) else { return nil }
        var standIns: [String] = []
        func resolve(_ metric: Metric, current: Double?, recorded: Double?, axis: String) -> Double? {
            switch metric {
            case .none: return nil
            case .value(let value): return value
            case .inherited: return current
            case .computed(let expression, let given):
                let value = given ?? current ?? recorded ?? Self.standIn
                standIns.append("\(axis) \(Self.number(value)) for `\(InterfaceText.short(expression))`")
                return value
            }
        }
        let width = resolve(override.width, current: view.intrinsicSize?.width, recorded: recorded?.width, axis: "width")
        let height = resolve(override.height, current: view.intrinsicSize?.height, recorded: recorded?.height, axis: "height")
        view.intrinsicSize = width == nil && height == nil ? nil : IntrinsicSize(width: width, height: height)
        if override.file.isEmpty {
            // A hosting view's size is its SwiftUI content's, unread: a guess must not tie with
            // or beat the app's own constraints (duckduckgo-ios' onboarding buttons container).
            view.hugging = AxisPriorities(horizontal: Self.guessPriority, vertical: Self.guessPriority)
            view.compressionResistance = AxisPriorities(horizontal: Self.guessPriority, vertical: Self.guessPriority)
        }
        guard !standIns.isEmpty else { return nil }
        let place = override.file.isEmpty ? "UIKit" : "\((override.file as NSString).lastPathComponent):\(override.line)"
        return ImportFinding(
            line: view.location?.line, construct: "intrinsic content size of \(view.name)",
            reason:
                "\(override.declaringClass)'s intrinsicContentSize (\(place)) is computed at run time: stand-in \(standIns.joined(separator: ", ")) (set the real one with 'intrinsic')"
        )
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// Text of a construct as a report line shows it.
private enum InterfaceText {
    static func short(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return line.count > 60 ? String(line.prefix(59)) + "…" : line
    }
}
