import TrellisSupport

/// Hints a layer above the parser adds to its errors. The parser reads `.layout` alone; a
/// line of Swift pasted into a file (SnapKit's `make.top.equalToSuperview()`, an anchor's
/// `constraint(equalTo:)`) is recognised by TrellisImport, which reads Swift, and installs
/// its translation here (`SwiftIdiomHints.install()`; the command line does at launch).
/// Without it, parse errors carry the parser's own hints.
public enum ParseHints {
    /// Given a parse's diagnostics and its source (lines split at LF), the diagnostics with
    /// the hints it adds.
    public typealias Annotator = @Sendable (_ diagnostics: [Diagnostic], _ source: String) -> [Diagnostic]

    /// Adds `annotator`'s hints to every parse from now on (replacing any installed before).
    public static func install(_ annotator: @escaping Annotator) {
        installed.withLock { $0 = annotator }
    }

    /// `diagnostics` with the installed hints; as they are when none is installed or the
    /// parse found no error.
    static func annotate(_ diagnostics: [Diagnostic], source: String) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.severity == .error }), let annotator = installed.withLock({ $0 }) else { return diagnostics }
        return annotator(diagnostics, source)
    }

    private static let installed = Locked<Annotator?>(nil)
}
