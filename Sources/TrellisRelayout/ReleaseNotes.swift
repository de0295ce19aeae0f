import TrellisModel
import TrellisSupport

/// What a dependency's update brings, said before what it moves in the app (`trellis update
/// --preview`): the release moved to, its message, and the structural diff of each
/// component of the dependency that the release changed.
public struct ReleaseNotes: Hashable, Sendable {
    /// The dependency's name in the manifest (`DS`).
    public var dependency: String
    /// The locked release (nil: none yet) and the planned one.
    public var from: String?
    public var to: String
    /// The message the library gave the release (nil: it keeps none).
    public var message: String?
    /// Per component the release changed (by its name in the dependency), what changed.
    public var components: [Component]

    public struct Component: Hashable, Sendable {
        public var name: String
        public var changes: [LayoutChange]

        public init(name: String, changes: [LayoutChange]) {
            self.name = name
            self.changes = changes
        }
    }

    public init(dependency: String, from: String?, to: String, message: String?, components: [Component]) {
        self.dependency = dependency
        self.from = from
        self.to = to
        self.message = message
        self.components = components
    }

    /// `DS 1.0.0 → 1.1.0`.
    public var title: String { "\(dependency) \(from ?? "(none)") → \(to)" }

    /// ```
    /// DS 1.0.0 → 1.1.0: Bigger badge
    ///   UserAvatarContainer
    ///     param badgeSize: default 30 → 36
    /// ```
    public var text: String {
        let headline = message.map { $0.isEmpty ? title : "\(title): \($0)" } ?? title
        var lines = [headline]
        if components.isEmpty { lines.append("  no component of \(dependency) changed") }
        for component in components {
            lines.append("  \(component.name)")
            for change in component.changes {
                for (index, line) in change.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    lines.append((index == 0 ? "    " : "      ") + line)
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The notes as a section of the HTML report.
    var html: String {
        var body = #"<section class="release"><h2>\#(MarkupText.escape(title))</h2>"#
        if let message, !message.isEmpty {
            body += #"<p class="message">\#(MarkupText.escape(message))</p>"#
        } else {
            body += #"<p class="headline">\#(MarkupText.escape(dependency)) keeps no message for release \#(MarkupText.escape(to)).</p>"#
        }
        if components.isEmpty { body += "<p>No component of \(MarkupText.escape(dependency)) changed.</p>" }
        for component in components {
            body += "<h3><code>\(MarkupText.escape(component.name))</code> (\(plural(component.changes.count, "change")))</h3><ul class=\"changes\">"
            for change in component.changes {
                body += #"<li class="\#(change.operation.rawValue)">\#(MarkupText.escape(change.text))</li>"#
            }
            body += "</ul>"
        }
        return body + "</section>"
    }
}
