import TrellisModel

/// Validation done once per check: the check validates every file to report what it finds,
/// and the engine then took each component as unvalidated and validated it again before
/// laying it out (a third of a check's CPU on 500 screens went to validating twice).
extension LayoutCheck {
    /// The components `validation` (what `workspace.check()` found) shows to validate without
    /// errors, which the engine may take as valid instead of validating them again.
    ///
    /// Validating a component reads only its own document and those it uses, so each of its
    /// errors is located in one of their files: a component none of whose files (its own and
    /// its dependencies') holds an error validated without errors. Conservative: no component
    /// is taken when an error has no location, nor one defined twice, nor one whose files are
    /// unknown, nor one namespaced (a dependency's components are not validated by the check).
    static func validWithoutErrors(_ workspace: LayoutWorkspace, validation: [Diagnostic]) -> Set<String> {
        var errorFiles = Set<String>()
        for diagnostic in validation where diagnostic.severity == .error {
            guard let file = diagnostic.location?.file else { return [] }
            errorFiles.insert(file)
        }
        var definitions: [String: Int] = [:]
        for file in workspace.files { if let name = file.document?.name { definitions[name, default: 0] += 1 } }
        let library = workspace.library
        var valid = Set<String>()
        for name in library.names where definitions[name] == 1 && ComponentName.split(name).namespace == nil {
            let files = ([name] + library.transitiveDependencies(of: name)).map { library[$0]?.location?.file }
            if files.allSatisfy({ $0.map { !errorFiles.contains($0) } ?? false }) { valid.insert(name) }
        }
        return valid
    }
}
