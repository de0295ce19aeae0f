import TrellisModel

/// Validation another engine has done already: a fix-it candidate edits one file, so every
/// component that neither is that file's nor uses it validates as it did before the edit
/// (a candidate's re-check validated the screen's containers again, per candidate).
extension LayoutEngine {
    /// An engine over `library` that takes the components in `valid` as validating without
    /// errors (they and everything they use are the same as where that was found).
    package init(library: LayoutLibrary, assumingValid valid: some Sequence<String>) {
        self.init(validated: ValidatedLibrary(library, assumingValid: valid))
    }

    /// Whether component `name` validates without errors in this engine's library (found
    /// once per engine).
    package func validates(_ name: String) -> Bool { validated.validates(name) }
}
