import TrellisModel

/// Validation found once: the engine reads its library's `ValidatedLibrary` (the check's,
/// or a fix-it re-check's that keeps what the edit did not reach).
extension LayoutEngine {
    /// Whether component `name` validates without errors in this engine's library (found
    /// once per engine).
    package func validates(_ name: String) -> Bool { validated.validates(name) }
}
