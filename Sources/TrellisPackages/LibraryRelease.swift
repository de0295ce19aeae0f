import TrellisStore

/// One release of a library as a consumer sees it: its version and, per component it
/// ships, the version id tagged with it — whether read from a store or from a served
/// library's change feed.
public struct LibraryRelease: Hashable, Sendable {
    public var version: String
    /// Component → version id, sorted by component.
    public var components: [Component]

    public struct Component: Hashable, Sendable {
        public var name: String
        public var versionID: String
    }

    /// The message the release was made with (`trellis release -m`); nil when the library
    /// keeps none (a clone, a hub that received the tags from an older client).
    public var message: String?

    public init(version: String, components: [Component], message: String? = nil) {
        self.version = version
        self.components = components.sorted { $0.name < $1.name }
        self.message = message
    }

    init(_ info: ReleaseInfo) {
        self.init(version: info.version, components: info.components.map { Component(name: $0.name, versionID: $0.versionID) }, message: info.message)
    }
}
