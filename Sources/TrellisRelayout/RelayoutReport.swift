import TrellisEngine
import TrellisModel

/// What a relayout found: per component, variant and device, what moved and what broke,
/// sorted by (component, variant, device in the order asked for), so a serial and a
/// parallel run give the same report, byte for byte, in every format.
public struct RelayoutReport: Hashable, Sendable {
    /// The components the relayout started from (the changed ones), sorted.
    public var changed: [String]
    /// Every component laid out: the changed ones that can be laid out and all their dependents.
    public var components: [String]
    /// Device (environment) names, in the order asked for.
    public var devices: [String]
    public var entries: [Entry]
    /// Layouts solved in this run (cache misses).
    public var solved: Int
    /// Layouts the cache answered.
    public var cached: Int
    /// `L → AX5` when the after side is laid out at another text size than the before
    /// side (`relayout --content-size`); nil when both sides share one.
    public var textSizes: String? = nil

    /// One component laid out on one device, before and after.
    public struct Entry: Hashable, Sendable {
        public enum State: String, Hashable, Sendable {
            /// Same inputs on both sides (same cache key): nothing can have changed.
            case unchanged
            /// Inputs changed, but every frame and diagnostic is the same.
            case same
            /// Some item moved or resized, or diagnostics appeared or disappeared.
            case changed
            /// Only the after side has the component.
            case added
            /// Only the before side has it.
            case removed
        }

        public var component: String
        /// `make`, or `update` when applied specs' `update` blocks are applied.
        public var variant: Variant
        public var device: String
        public var state: State
        public var moves: [ItemMove]
        public var appeared: [DiagnosticSummary]
        public var disappeared: [DiagnosticSummary]
        /// Why a side could not be laid out at all.
        public var beforeFailure: String?
        public var afterFailure: String?
        /// The relayout introduced an unsatisfiable or ambiguous layout here (or one that
        /// cannot be laid out at all): what fails the CI gate.
        public var isBroken: Bool
        /// The component's layout state (`state expanded`) this entry lays out; nil for the base.
        public var layoutState: String? = nil

        /// `ListCell`, `ClipRecordScreen (update)`, `ClipRecordScreen in state expanded`.
        public var title: String {
            let base = variant == .update ? "\(component) (update)" : component
            return layoutState.map { "\(base) in state \($0)" } ?? base
        }
    }

    public enum Variant: String, Hashable, Sendable, Comparable {
        case make, update
        public static func < (lhs: Variant, rhs: Variant) -> Bool { lhs == .make && rhs == .update }
    }

    /// An item whose frame differs (or that exists on one side only).
    public struct ItemMove: Hashable, Sendable {
        public var path: String
        public var before: Rect?
        public var after: Rect?

        public var dx: Double { delta(\.x) }
        public var dy: Double { delta(\.y) }
        public var dw: Double { delta(\.width) }
        public var dh: Double { delta(\.height) }
        public var moved: Bool { dx != 0 || dy != 0 }
        public var resized: Bool { dw != 0 || dh != 0 }

        func delta(_ keyPath: KeyPath<Rect, Double>) -> Double {
            guard let before, let after else { return 0 }
            return Rect.snap(after[keyPath: keyPath] - before[keyPath: keyPath])
        }
    }

    /// A layout diagnostic, as compared between the sides: by kind, severity and items.
    public struct DiagnosticSummary: Hashable, Sendable, Comparable {
        public var kind: LayoutDiagnostic.Kind
        public var severity: Diagnostic.Severity
        public var items: [String]
        public var message: String

        public init(_ diagnostic: LayoutDiagnostic) {
            kind = diagnostic.kind
            severity = diagnostic.severity
            items = diagnostic.items
            message = diagnostic.message
        }

        init(kind: LayoutDiagnostic.Kind, severity: Diagnostic.Severity, items: [String], message: String) {
            self.kind = kind
            self.severity = severity
            self.items = items
            self.message = message
        }

        var identity: String { "\(kind.rawValue)|\(severity.rawValue)|\(items.joined(separator: ","))" }

        public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.identity, lhs.message) < (rhs.identity, rhs.message) }

        /// Breaks a layout: unsatisfiable, or ambiguous as an error.
        public var breaks: Bool { severity == .error && (kind == .unsatisfiable || kind == .ambiguous) }
    }

    public var changedCount: Int { entries.filter { $0.state == .changed || $0.state == .added || $0.state == .removed }.count }
    public var brokenCount: Int { entries.filter(\.isBroken).count }
    /// The CI gate: the relayout introduced an unsatisfiable or ambiguous layout.
    public var passesGate: Bool { brokenCount == 0 }
}

extension RelayoutReport.Entry {
    /// Compares the two sides of one component on one device.
    static func compare(
        component: String, variant: RelayoutReport.Variant, layoutState: String? = nil, device: String,
        before: SolveOutcome?, after: SolveOutcome?
    ) -> RelayoutReport.Entry {
        var entry = RelayoutReport.Entry(
            component: component, variant: variant, device: device, state: .same, moves: [], appeared: [], disappeared: [],
            beforeFailure: nil, afterFailure: nil, isBroken: false, layoutState: layoutState)
        if case .failed(let message) = before { entry.beforeFailure = message }
        if case .failed(let message) = after { entry.afterFailure = message }
        let beforeSolution = before?.solution, afterSolution = after?.solution
        switch (before, after) {
        case (nil, _): entry.state = .added
        case (_, nil): entry.state = .removed
        default: break
        }
        // Frames, matched by path, in the after side's order (then items gone).
        var beforeFrames: [String: Rect] = [:]
        for frame in beforeSolution?.frames ?? [] { beforeFrames[frame.path] = frame.frame }
        if let beforeSolution, let afterSolution {
            var seen = Set<String>()
            for frame in afterSolution.frames {
                seen.insert(frame.path)
                let old = beforeFrames[frame.path]
                if old.map({ !Self.same($0, frame.frame) }) ?? true {
                    entry.moves.append(RelayoutReport.ItemMove(path: frame.path, before: old, after: frame.frame))
                }
            }
            for frame in beforeSolution.frames where !seen.contains(frame.path) {
                entry.moves.append(RelayoutReport.ItemMove(path: frame.path, before: frame.frame, after: nil))
            }
        }
        // Diagnostics, as multisets by identity.
        let old = (beforeSolution?.diagnostics ?? []).map(RelayoutReport.DiagnosticSummary.init)
        let new = (afterSolution?.diagnostics ?? []).map(RelayoutReport.DiagnosticSummary.init)
        entry.appeared = Self.subtract(new, old).sorted()
        entry.disappeared = Self.subtract(old, new).sorted()
        let wasFailing = before != nil && beforeSolution == nil
        entry.isBroken = entry.appeared.contains(where: \.breaks) || (entry.afterFailure != nil && !wasFailing)
        if entry.state == .same,
            !entry.moves.isEmpty || !entry.appeared.isEmpty || !entry.disappeared.isEmpty
                || (entry.beforeFailure != entry.afterFailure)
        {
            entry.state = .changed
        }
        return entry
    }

    static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    /// `a` minus `b`, by identity, counting repeats.
    static func subtract(_ a: [RelayoutReport.DiagnosticSummary], _ b: [RelayoutReport.DiagnosticSummary]) -> [RelayoutReport.DiagnosticSummary] {
        var counts: [String: Int] = [:]
        for d in b { counts[d.identity, default: 0] += 1 }
        var result: [RelayoutReport.DiagnosticSummary] = []
        for d in a {
            if let count = counts[d.identity], count > 0 {
                counts[d.identity] = count - 1
            } else {
                result.append(d)
            }
        }
        return result
    }
}
