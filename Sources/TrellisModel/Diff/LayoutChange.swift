/// One difference between two versions of a component: something added, removed, or
/// changed field by field. A value, so the three-way merge can compare the changes of
/// two sides; `text` is how `trellis diff` prints it.
public struct LayoutChange: Hashable, Sendable, CustomStringConvertible {
    public enum Operation: String, Hashable, Sendable, Codable { case added, removed, changed }

    /// Which block of a component a constraint sits in.
    public enum Section: String, Hashable, Sendable, Codable { case body, make, update }

    /// What changed, identified the way merge matches things: items and parameters by
    /// name, constraints by key, applications by spec and target.
    public enum Subject: Hashable, Sendable {
        /// The whole component (added or removed), or its kind (changed).
        case component(String)
        case parameter(String)
        case reference(String)
        case item(String)
        /// The declaration order (z-order) of the items both versions hold.
        case itemOrder
        case application(spec: String, target: String)
        case constraint(Section, ConstraintKey)
        /// A screen's pinned `width` / `height` and its root settings (`root`, `safeArea`, `margins`).
        case screenSize
        /// A state (`nil`: the state itself, added or removed), or something inside it: its
        /// parameters, constraints, removals, changes and visibility, named as elsewhere.
        indirect case state(String, Subject?)
        /// Inside a state: `remove "name"`, `change "name"`, `hide`/`show` of an item.
        case removal(String)
        case constantChange(String)
        case visibility(String)
    }

    /// One field of a changed thing: `constant 4 → 8`. nil is "none" (a missing value).
    public struct Field: Hashable, Sendable {
        public var name: String
        public var old: String?
        public var new: String?
        public init(_ name: String, old: String?, new: String?) {
            self.name = name
            self.old = old
            self.new = new
        }
        public var text: String { "\(name) \(old ?? "none") → \(new ?? "none")" }
    }

    public var operation: Operation
    public var subject: Subject
    /// How the thing reads: `view badge: UIImageView`, `vip.top == self.top + 4`, `param inset`.
    public var label: String
    /// For `.changed`: the fields that differ, in a fixed order.
    public var fields: [Field]

    public init(_ operation: Operation, _ subject: Subject, label: String, fields: [Field] = []) {
        self.operation = operation
        self.subject = subject
        self.label = label
        self.fields = fields
    }

    /// `+ view badge: UIImageView`, `- param inset`, `vip.top == self.top: constant 4 → 8`.
    public var text: String {
        switch operation {
        case .added: return "+ \(label)"
        case .removed: return "- \(label)"
        case .changed: return "\(label): \(fields.map(\.text).joined(separator: ", "))"
        }
    }

    public var description: String { text }
}
