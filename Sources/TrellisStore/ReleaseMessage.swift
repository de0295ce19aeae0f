/// How a release's message is kept: on the change that tags it, as `release 1.1.0: Bigger
/// badge` (`release 1.1.0` without one). The store, the hub and the pages read it back here.
public enum ReleaseMessage {
    /// The change's message for release `name` given `message` ("" for none).
    public static func change(release name: String, message: String) -> String {
        message.isEmpty ? "release \(name)" : "release \(name): \(message)"
    }

    /// The message release `name` was given, from its change's message: "" when it was
    /// given none, nil when the change is not that release's (a push that carried the tags).
    public static func given(in change: String, release name: String) -> String? {
        let prefix = "release \(name)"
        guard change.hasPrefix(prefix) else { return nil }
        let rest = change.dropFirst(prefix.count)
        return rest.hasPrefix(": ") ? String(rest.dropFirst(2)) : rest.isEmpty ? "" : nil
    }
}
