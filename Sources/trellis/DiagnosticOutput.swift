import TrellisModel
import TrellisSupport

/// Prints diagnostics the way compilers do: `file:line:column: error: …`, the source
/// line, and a caret under the column.
enum DiagnosticOutput {
    static func print(_ diagnostics: [Diagnostic], sources: (String) -> String?) {
        for diagnostic in diagnostics {
            let source = diagnostic.location.flatMap { sources($0.file) }
            Swift.print(diagnostic.rendered(source: source))
        }
    }

    /// "2 errors, 1 warning" (or "no problems").
    static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        var parts: [String] = []
        if errors > 0 { parts.append(plural(errors, "error")) }
        if warnings > 0 { parts.append(plural(warnings, "warning")) }
        return parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
    }

}
