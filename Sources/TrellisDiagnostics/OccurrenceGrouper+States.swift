import TrellisEngine

/// A state that repeats the base's problem exactly — same place, kind and subject, in the
/// same components on the same devices — shows the same cause, not a second one: it is
/// folded into the base's problem, whose note names the states (`also in state expanded`).
/// Imported cells with a state per method doubled every error of the base (woocommerce
/// LedgerTableViewCell: 22 of 44). A state whose problem differs, or shows where the base's
/// does not, stays its own problem.
extension OccurrenceGrouper {
    /// For each state's group that repeats a base group: the base's key.
    func repeatedInBase(_ groups: [Problem.Key: [(component: String, device: String)]]) -> [Problem.Key: Problem.Key] {
        var folded: [Problem.Key: Problem.Key] = [:]
        for (key, occurrences) in groups {
            guard let state = key.state else { continue }
            var base = key
            base.state = nil
            base.subject = Self.withoutState(key.subject, state: state)
            if groups[base] == nil, let same = Self.sameAmbiguity(as: base, among: groups.keys) { base = same }
            guard let baseOccurrences = groups[base] else { continue }
            let wherePairs = Set(baseOccurrences.map { "\($0.component)\u{0}\($0.device)" })
            if occurrences.allSatisfy({ wherePairs.contains("\($0.component)\u{0}\($0.device)") }) { folded[key] = base }
        }
        return folded
    }

    /// The base's ambiguity of the same item leaving the same parts open: the same cause, even
    /// when what moves with it differs in the state (a view the state adds below it).
    static func sameAmbiguity(as base: Problem.Key, among keys: some Sequence<Problem.Key>) -> Problem.Key? {
        guard case .ambiguity(let item, let free, _) = base.subject else { return nil }
        return keys.first { key in
            guard key.state == nil, key.file == base.file, key.line == base.line, key.column == base.column, key.kind == base.kind,
                key.severity == base.severity, case .ambiguity(item, free, _) = key.subject
            else { return false }
            return true
        }
    }

    /// A message-worded subject says its state (`state expanded: …`); the base's does not.
    static func withoutState(_ subject: Problem.Subject, state: String) -> Problem.Subject {
        guard case .text(let text) = subject, text.hasPrefix("state \(state): ") else { return subject }
        return .text(String(text.dropFirst("state \(state): ".count)))
    }

    /// The note a base problem gets for the states that repeat it.
    static func statesNote(_ states: [String]) -> String {
        "also in state\(states.count == 1 ? "" : "s") \(states.joined(separator: ", ")), the same problem"
    }
}
