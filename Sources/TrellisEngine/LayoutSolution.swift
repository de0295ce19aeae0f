import TrellisModel

/// Where one item ended up.
public struct ItemFrame: Hashable, Sendable, Codable {
    /// `owner`, `avatar`, `avatar.vip`, `owner.safeArea`, `scroll.contentGuide`.
    public var path: String
    /// `root`, `view`, `stack`, `guide`, `container` (a used container's guide) or the
    /// system guide's name (`safeArea`, `margins`, `readable`, `keyboard`, `frameGuide`,
    /// `contentGuide`).
    public var kind: String
    /// A view's class; a used container's guide: the container's name.
    public var className: String?
    /// The view it is placed in; nil for the root.
    public var parent: String?
    /// In the root's coordinates.
    public var frame: Rect
    /// Relative to the parent view's top-left (a scroll view's subviews: to its content
    /// at offset zero).
    public var relative: Rect
    public var isHidden: Bool
    /// A view sized by its text: the lines it shows (nil for every other item).
    public var text: TextLines? = nil

    public var isView: Bool { kind == "view" || kind == "stack" || kind == "root" }

    static func kindName(_ kind: _Instantiation.Kind) -> String {
        switch kind {
        case .root: return "root"
        case .view: return "view"
        case .stack: return "stack"
        case .guide: return "guide"
        case .containerGuide: return "container"
        case .systemGuide(let guide): return guide.rawValue
        }
    }
}

/// A component solved in one environment: every view's and guide's frame, in a
/// deterministic order (declaration order, a used container's items after its guide,
/// system guides last), and what is wrong with the layout. System guides are listed when
/// the component refers to them (and a scroll view's frame and content guides always).
public struct LayoutSolution: Hashable, Sendable, Codable {
    public var component: String
    public var kind: LayoutDocument.Kind
    public var environment: Environment
    public var frames: [ItemFrame]
    public var diagnostics: [LayoutDiagnostic]

    public subscript(path: String) -> Rect? { frames.first { $0.path == path }?.frame }

    public func item(_ path: String) -> ItemFrame? { frames.first { $0.path == path } }

    /// A required constraint had to be broken.
    public var isUnsatisfiable: Bool { diagnostics.contains { $0.kind == .unsatisfiable } }
    /// Some view (or a scroll view's content size) is not uniquely determined.
    public var isAmbiguous: Bool { diagnostics.contains { $0.kind == .ambiguous && $0.severity == .error } }
    public var errors: [LayoutDiagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [LayoutDiagnostic] { diagnostics.filter { $0.severity == .warning } }
}

/// One problem with a solved layout, naming the items and constraints involved.
public struct LayoutDiagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Required constraints that cannot all hold; one was broken to go on.
        case unsatisfiable
        /// Items whose position or size along an axis is not determined.
        case ambiguous
        /// A view with a negative width or height.
        case negativeSize
        /// A view (not in a scroll view) that reaches outside the root.
        case outsideRoot
        /// A visible view with no width or no height.
        case zeroSize
        /// Text cut short: narrower than its one line with `lines 1`, more lines than `lines`
        /// allows, or less height than its lines need.
        case truncatedText
        /// Multi-line text with nothing limiting its width (it grows instead of wrapping).
        case unboundedText
    }

    public var kind: Kind
    public var severity: Diagnostic.Severity
    public var message: String
    /// Where to look: the broken constraint's line, or the item's declaration.
    public var location: SourceLocation?
    /// Item paths involved.
    public var items: [String]
    /// The constraint broken to go on (unsatisfiable only).
    public var broken: ConstraintDescription?
    /// The minimal set of constraints that cannot hold together (unsatisfiable only).
    public var conflicting: [ConstraintDescription]
    /// What follows from it elsewhere (the views of a used container left without a
    /// position by its use), each at its own line.
    public var notes: [DiagnosticNote] = []
    /// The axes an ambiguity leaves open (ambiguous only): horizontal for a horizontal
    /// position or width, vertical for a vertical position or height — what the message says
    /// in words, for code that must not read the words (an item named `widthLabel`).
    public var axes: Set<Axis> = []
    /// What an ambiguity leaves open, part by part, in the message's order (ambiguous only):
    /// what grouping and the fix-it search read instead of the words.
    public var freeParts: [FreePart] = []

    public enum FreePart: String, Hashable, Sendable, Codable {
        case horizontalPosition, width, verticalPosition, height, contentWidth, contentHeight

        /// As the message says it: `horizontal position`, `content width`.
        public var words: String {
            switch self {
            case .horizontalPosition: return "horizontal position"
            case .width: return "width"
            case .verticalPosition: return "vertical position"
            case .height: return "height"
            case .contentWidth: return "content width"
            case .contentHeight: return "content height"
            }
        }
    }

    public enum Axis: String, Hashable, Sendable, Codable, Comparable {
        case horizontal, vertical
        public static func < (a: Axis, b: Axis) -> Bool { a.rawValue < b.rawValue }
    }

    public init(
        kind: Kind, severity: Diagnostic.Severity, message: String, location: SourceLocation?,
        items: [String], broken: ConstraintDescription? = nil, conflicting: [ConstraintDescription] = []
    ) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.location = location
        self.items = items
        self.broken = broken
        self.conflicting = conflicting
    }

    enum CodingKeys: String, CodingKey { case kind, severity, message, location, items, broken, conflicting, notes, axes, freeParts }

    /// Solutions cached before notes, axes and free parts existed decode with none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(Kind.self, forKey: .kind)
        severity = try container.decode(Diagnostic.Severity.self, forKey: .severity)
        message = try container.decode(String.self, forKey: .message)
        location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
        items = try container.decode([String].self, forKey: .items)
        broken = try container.decodeIfPresent(ConstraintDescription.self, forKey: .broken)
        conflicting = try container.decode([ConstraintDescription].self, forKey: .conflicting)
        notes = try container.decodeIfPresent([DiagnosticNote].self, forKey: .notes) ?? []
        axes = try container.decodeIfPresent(Set<Axis>.self, forKey: .axes) ?? []
        freeParts = try container.decodeIfPresent([FreePart].self, forKey: .freeParts) ?? []
    }

    /// `file:line:col: error: message`, then one line per conflicting constraint.
    public var description: String {
        var lines = [Diagnostic(severity, at: location, message).description]
        for constraint in conflicting {
            let mark = constraint == broken ? "broken →" : "        "
            lines.append("    \(mark) \(constraint)")
        }
        return lines.joined(separator: "\n")
    }
}
