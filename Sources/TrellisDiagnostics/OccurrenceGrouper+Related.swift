import TrellisEngine

extension OccurrenceGrouper {
    /// A note as a text line: `UserAvatarContainer.layout:6: avatar.avatar: … as avatar has none`.
    static func line(_ note: DiagnosticNote) -> String {
        (note.location.map { "\($0.file):\($0.line): " } ?? "") + note.message
    }

    /// The places a problem's notes point at: each constraint of a conflict (the broken one
    /// said so), then what the diagnostic's own notes name.
    static func related(of diagnostic: LayoutDiagnostic) -> [DiagnosticNote] {
        let constraints = diagnostic.conflicting.map { constraint in
            let text = constraint.written ?? constraint.text
            let message = constraint == diagnostic.broken ? "broken to go on: \(text) [\(constraint.origin)]" : "conflicts: \(text) [\(constraint.origin)]"
            return DiagnosticNote(message, at: constraint.location)
        }
        return constraints + diagnostic.notes
    }
}
