/// The names that mark a folder as a Trellis project and place its files, in one place:
/// the project layer (this module and TrellisProject) names them, the modules below do not.
public enum ProjectFolder {
    /// The folder inside a project that marks it and holds its store, index and fetches.
    public static let metadata = ".trellis"
}
