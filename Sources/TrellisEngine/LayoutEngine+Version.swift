extension LayoutEngine {
    /// The version of what the engine (and the solver under it) computes. Caches of
    /// solutions (`trellis relayout`'s, in the store) key on it: bump it with any change
    /// that can move a frame or change a diagnostic, and every cached solution is solved
    /// again on the next run instead of being trusted.
    public static let resultsVersion = 5
}
