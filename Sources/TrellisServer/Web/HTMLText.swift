import Foundation
import TrellisSupport

/// Text put into HTML or SVG markup by hand (Mustache escapes what the templates print).
package enum HTMLText {
    /// Apostrophes too: a page may quote an attribute with them.
    package static func escape(_ text: String) -> String { MarkupText.escape(text, apostrophes: true) }

    /// A path segment for a link: component names are identifiers, but a version id or a
    /// device name from a URL is never trusted.
    package static func pathSegment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["-", "_", ".", "~"])) ?? text
    }
}
