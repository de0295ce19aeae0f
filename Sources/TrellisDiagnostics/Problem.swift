import TrellisEngine
import TrellisModel
import TrellisSupport

/// One diagnostic per cause: a problem found at one place in a `.layout` file, with every
/// device and component in which it shows. A missing constraint in a container used by two
/// screens is one problem `on iPhone-SE, iPad-Air-11; in UserAvatarContainer, ListCell`,
/// not one line per device and use.
public struct Problem: Hashable, Sendable, Codable {
    public var severity: Diagnostic.Severity
    /// `parse`, `validation`, `project`, or a layout kind (`ambiguous`, `unsatisfiable`, …).
    public var kind: String
    /// What is wrong, without the device (the devices are listed apart).
    public var message: String
    public var location: SourceLocation?
    /// Devices on which it occurs, in the order they were checked (empty: on none in particular).
    public var devices: [String]
    /// Components in whose layout it occurs (the component itself, then its uses).
    public var components: [String]
    /// More lines: the constraints that conflict, one per line.
    public var notes: [String]
    /// How to fix it, in words.
    public var hint: String?
    /// Edits that fix it, each verified by checking again.
    public var fixIts: [FixIt]
    /// The constraints that cannot hold together, and the one the solver broke
    /// (unsatisfiable only): what `FixItSearch` tries lowering. Not in the JSON: the notes
    /// say them.
    public var conflicting: [ConstraintDescription] = []
    public var broken: ConstraintDescription?
    /// Where, in the app's own sources, what `location` states came from: the xib element or
    /// Swift call an imported component was made from (its `NAME.import.json`). nil otherwise.
    public var origin: SourceLocation?
    /// The axes an ambiguity leaves open (`LayoutDiagnostic.axes`); empty for other kinds. Not
    /// in the JSON: the message says them.
    public var axes: Set<LayoutDiagnostic.Axis> = []
    /// The notes with a place of their own: each constraint of a conflict, each view a
    /// missing position leaves unplaced. JSON `related`, SARIF related locations, Xcode notes.
    public var related: [DiagnosticNote] = []
    /// The items it names (`LayoutDiagnostic.items`, as its representative occurrence has
    /// them), what an ambiguity leaves open, and the state it was found in (nil: the base):
    /// what the fix-it search reads instead of the message. Not in the JSON: the message says them.
    public var items: [String] = []
    public var freeParts: [LayoutDiagnostic.FreePart] = []
    public var state: String?
    /// What its occurrences were grouped by (nil: not found by laying a component out).
    var subject: Subject?

    enum CodingKeys: String, CodingKey {
        case severity, kind, message, location, devices, components, notes, hint, fixIts, origin, related
    }

    public init(
        severity: Diagnostic.Severity, kind: String, message: String, location: SourceLocation?,
        devices: [String] = [], components: [String] = [], notes: [String] = [], hint: String? = nil, fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.location = location
        self.devices = devices
        self.components = components
        self.notes = notes
        self.hint = hint
        self.fixIts = fixIts
    }

    /// `on iPhone-SE, iPad-Air-11; in ListCell, ChatScreen` (empty when on no device).
    public var whereText: String {
        var parts: [String] = []
        if !devices.isEmpty { parts.append(DevicePhrase.phrase(devices)) }
        if !components.isEmpty { parts.append("in " + components.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }

    /// The message with where it occurs: `ambiguous: vip: vertical position not determined (on …; in …)`.
    public var fullMessage: String {
        let place = whereText
        return place.isEmpty ? message : "\(message) (\(place))"
    }

    /// What makes two occurrences the same cause: the place, the kind, the state and the subject.
    struct Key: Hashable {
        var file: String
        var line: Int
        var column: Int
        var kind: String
        var severity: Diagnostic.Severity
        var state: String?
        var subject: Subject
    }

    /// What a diagnostic is about, in fields rather than words (`OccurrenceGrouper.subject`).
    enum Subject: Hashable, Sendable {
        /// An ambiguity: the item by its last name (`vip`, whether solved as `avatar.vip` or
        /// in its container), the parts it leaves open, and the views left free with it (by
        /// their declarations).
        case ambiguity(item: String, free: [LayoutDiagnostic.FreePart], held: [SourceLocation?])
        /// A conflict: the constraint the solver broke, as written.
        case broken(String)
        /// A diagnostic whose figures differ by device: its items by last name.
        case items([String])
        /// Anything else: the message without the device, item paths cut to their last name.
        case text(String)
    }
}
