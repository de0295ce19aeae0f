import TrellisModel

/// A line that explains a diagnostic at another place: a view of a used container that has
/// no position because its use has none, or a constraint of a conflict. Output formats place
/// it at its own location (a SARIF related location, an Xcode `note:`).
public struct DiagnosticNote: Hashable, Sendable, Codable {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation?) {
        self.message = message
        self.location = location
    }
}
