import TrellisEngine
import TrellisModel
import TrellisSupport

/// Folds the layout diagnostics of every component on every device into one problem per
/// cause: occurrences at the same place, of the same kind, about the same item (named
/// within the component that declares it: `vip`, whether solved in the container or as
/// `avatar.vip` in a screen that uses it) are one problem.
struct OccurrenceGrouper {
    private struct Occurrence {
        var diagnostic: LayoutDiagnostic
        var component: String
        var device: String
    }

    /// The component a file defines, to prefer its own wording (`vip`, not `avatar.vip`).
    let definingComponent: (String) -> String?
    private var groups: [Problem.Key: [Occurrence]] = [:]
    private var order: [Problem.Key] = []

    init(definingComponent: @escaping (String) -> String?) {
        self.definingComponent = definingComponent
    }

    /// `state`: the component's state it was found in (nil: the base); a state's problems
    /// are kept apart from the base's at the same place.
    mutating func add(_ diagnostic: LayoutDiagnostic, component: String, device: String, state: String? = nil) {
        let location = diagnostic.location
        let key = Problem.Key(
            file: location?.file ?? "", line: location?.line ?? 0, column: location?.column ?? 0,
            kind: diagnostic.kind.rawValue, severity: diagnostic.severity, state: state,
            subject: Self.subject(of: diagnostic, device: device)
        )
        if groups[key] == nil { order.append(key) }
        groups[key, default: []].append(Occurrence(diagnostic: diagnostic, component: component, device: device))
    }

    func problems() -> [Problem] {
        // A state repeating the base's problem is folded into it (OccurrenceGrouper+States).
        let folded = repeatedInBase(groups.mapValues { $0.map { (component: $0.component, device: $0.device) } })
        var statesOf: [Problem.Key: [String]] = [:]
        for key in order { if let base = folded[key], let state = key.state { statesOf[base, default: []].append(state) } }
        return order.compactMap { key in
            guard folded[key] == nil, let occurrences = groups[key], let first = occurrences.first else { return nil }
            let home = first.diagnostic.location.flatMap { definingComponent($0.file) }
            let representative = occurrences.first { $0.component == home } ?? first
            let message = Self.withoutDevice(representative.diagnostic.message, device: representative.device)
            // An ambiguity's words are its subject's fields: its occurrences say the same.
            var messages = Set<String>()
            if case .ambiguity = key.subject {
            } else if occurrences.count > 1 {
                messages = Set(occurrences.map { Self.shortened(Self.withoutDevice($0.diagnostic.message, device: $0.device), items: $0.diagnostic.items) })
            }
            var components = Self.unique(occurrences.map(\.component))
            if let home, let index = components.firstIndex(of: home) { components.insert(components.remove(at: index), at: 0) }
            let diagnostic = representative.diagnostic
            var problem = Problem(
                severity: diagnostic.severity, kind: diagnostic.kind.rawValue,
                // Figures that differ by device (a frame outside the root) are one device's.
                message: messages.count > 1 ? "\(message) (figures as on \(representative.device))" : message,
                location: diagnostic.location, devices: Self.unique(occurrences.map(\.device)), components: components,
                notes: diagnostic.conflicting.map { ($0 == diagnostic.broken ? "broken → " : "         ") + $0.description }
                    + diagnostic.notes.map(Self.line) + (statesOf[key].map { [Self.statesNote($0)] } ?? []),
                hint: AmbiguityCandidates.hint(for: diagnostic)
            )
            problem.related = Self.related(of: diagnostic)
            problem.conflicting = diagnostic.conflicting
            problem.axes = diagnostic.axes
            problem.items = diagnostic.items
            problem.freeParts = diagnostic.freeParts
            problem.state = key.state
            problem.subject = key.subject
            problem.broken = diagnostic.broken
            return problem
        }
    }

    /// What makes occurrences one cause beside their place and kind: for an ambiguity, the
    /// item by its last name (`avatar.vip` → `vip`), what it leaves open and the views held
    /// free with it; for a conflict, the constraint broken, as written; else the message
    /// without the device, with item paths cut to their last name. Fields, not words: an
    /// ambiguity's message says exactly these (a check compared every occurrence's text).
    static func subject(of diagnostic: LayoutDiagnostic, device: String) -> Problem.Subject {
        if diagnostic.kind == .unsatisfiable, let broken = diagnostic.broken {
            return .broken(broken.written ?? shortened(broken.text, items: diagnostic.items))
        }
        switch diagnostic.kind {
        case .ambiguous where !diagnostic.freeParts.isEmpty && diagnostic.items.count == 1:
            return .ambiguity(item: lastName(diagnostic.items[0]), free: diagnostic.freeParts, held: diagnostic.notes.map(\.location))
        case .outsideRoot, .negativeSize, .truncatedText, .zeroSize:
            // Their figures differ by device; the item and the kind say which cause.
            return .items(diagnostic.items.map(lastName))
        default:
            return .text(shortened(withoutDevice(diagnostic.message, device: device), items: diagnostic.items))
        }
    }

    /// `ambiguous on iPhone-SE: vip: …` → `ambiguous: vip: …`; `iPhone-SE: vip has …` → `vip has …`.
    static func withoutDevice(_ message: String, device: String) -> String {
        DevicePhrase.withoutDevice(message, device: device)
    }

    static func shortened(_ text: String, items: [String]) -> String {
        var text = text
        for path in items.sorted(by: { $0.count > $1.count }) where path.contains(".") {
            text = text.replacingAll(path, with: lastName(path))
        }
        return text
    }

    static func lastName(_ path: String) -> String { path.split(separator: ".").last.map(String.init) ?? path }

    static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
