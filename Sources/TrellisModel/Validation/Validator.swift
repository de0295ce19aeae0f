/// Checks what the grammar cannot: that names resolve, anchors may be related, arguments
/// fit their parameters, containers do not use themselves, and so on. Every diagnostic
/// carries the location of the offending item, constraint, argument or application.
///
/// Two constraints with one key (first anchor, relation, second anchor, or the same
/// identifier) are errors, not warnings: diff and merge identify constraints by key, so
/// they could not be told apart. The message says whether they are duplicates, conflict,
/// or overlap (`Validator+SharedKeys.swift`).
public enum LayoutValidator {
    /// Diagnostics for one component; `library` resolves the containers and specs it uses.
    public static func validate(_ document: LayoutDocument, in library: LayoutLibrary) -> [Diagnostic] {
        var validation = _ComponentValidation(document: document, library: library)
        validation.run()
        let base = validation.sortedDiagnostics
        let states = stateDiagnostics(document, in: library, base: base)
        return states.isEmpty ? base : _ComponentValidation.sorted(base + states)
    }

    /// Diagnostics for every component of `library`, by component name. A dependency's
    /// components (qualified names) are read-only and verified by hash: not checked here.
    public static func validate(library: LayoutLibrary) -> [Diagnostic] {
        library.names.filter { ComponentName.split($0).namespace == nil }.flatMap { name in
            library[name].map { validate($0, in: library) } ?? []
        }
    }
}

/// The validation of one component: its names in scope and the diagnostics found.
struct _ComponentValidation {
    let document: LayoutDocument
    let library: LayoutLibrary
    let parameters: [String: Parameter]
    let references: Set<String>
    /// Items by name; the first declaration wins when a name is declared twice.
    let items: [String: Item]
    private(set) var diagnostics: [Diagnostic] = []

    init(document: LayoutDocument, library: LayoutLibrary) {
        self.document = document
        self.library = library
        var parameters: [String: Parameter] = [:]
        for parameter in document.parameters where parameters[parameter.name] == nil {
            parameters[parameter.name] = parameter
        }
        self.parameters = parameters
        if case .spec(let spec) = document {
            references = Set(spec.references.map(\.name))
        } else {
            references = []
        }
        var items: [String: Item] = [:]
        for item in document.body?.items ?? [] where items[item.name] == nil { items[item.name] = item }
        self.items = items
    }

    mutating func run() {
        checkNames()
        switch document {
        case .container(let container):
            checkBody(container.body)
        case .screen(let screen):
            checkScreenSize(screen)
            checkBody(screen.body)
        case .spec(let spec):
            checkConstraints(spec.make)
            checkConstraints(spec.update)
            checkUpdates(of: spec)
        }
    }

    private mutating func checkBody(_ body: LayoutBody) {
        checkItems(body.items)
        checkUses(body.items)
        checkApplications(body.applications)
        checkConstraints(body.constraints)
    }

    private mutating func checkScreenSize(_ screen: Screen) {
        for (side, value) in [("width", screen.width), ("height", screen.height)] {
            guard let value, !(value > 0 && value.isFinite) else { continue }
            error(at: screen.location, "the screen's \(side) must be a positive number, not \(LayoutNumber.format(value))")
        }
        if let insets = screen.safeArea, insets.values.contains(where: { !($0 >= 0) }) {
            error(
                at: screen.location, "the screen's safeArea insets must not be negative",
                hint: "safeArea top left bottom right, each 0 or more (safeArea 44 0 34 0)"
            )
        }
    }

    mutating func error(at location: SourceLocation?, _ message: String, hint: String? = nil) {
        diagnostics.append(Diagnostic(.error, at: location, message, hint: hint))
    }

    mutating func warning(at location: SourceLocation?, _ message: String, hint: String? = nil) {
        diagnostics.append(Diagnostic(.warning, at: location, message, hint: hint))
    }

    /// In file order; diagnostics without a location last.
    var sortedDiagnostics: [Diagnostic] { Self.sorted(diagnostics) }

    /// By line and column, keeping the order found among equals.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location.map { ($0.line, $0.column) } ?? (Int.max, Int.max)
            let right = rhs.element.location.map { ($0.line, $0.column) } ?? (Int.max, Int.max)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// `self` in containers, `owner` in screens, the first ref in specs: what a position is
    /// usually pinned to, for hints.
    var defaultReference: String? {
        switch document {
        case .container: return "self"
        case .screen: return "owner"
        case .spec(let spec): return spec.references.first?.name
        }
    }

    /// A component by name; the one being validated wins over the library's copy.
    func component(named name: String) -> LayoutDocument? {
        name == document.name ? document : library[name]
    }

    /// `3:5`, for messages that point at a second place.
    static func place(_ location: SourceLocation?) -> String {
        location.map { "\($0.line):\($0.column)" } ?? "an unknown place"
    }
}
