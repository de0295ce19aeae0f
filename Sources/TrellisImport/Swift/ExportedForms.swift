import SwiftSyntax
import TrellisExport
import TrellisModel

/// What `trellis export` writes beyond plain UIKit code, read back so that importing its
/// output gives the component it came from: the header naming the component and its
/// content hash, the identifiers naming the `.layout` line, and the design-time facts it
/// writes as comments (at run time content and fonts give them).
enum ExportedForms {
    /// `// screen ListCell, sha256:d702…` in the file's leading comments (export's comment
    /// grammar, written and read by `ExportComment`).
    typealias Header = ExportComment.Origin

    /// The headers of a file, one per generated type (export writes one type per file).
    static func header(of tree: SourceFileSyntax) -> Header? {
        lineComments(tree.leadingTrivia).lazy.compactMap(Header.init(parsing:)).first
    }

    /// The author's identifier of a constraint: the part after ` as "…"` of an identifier
    /// export wrote (`ListCell.layout:8 avatar.leading == owner.leading + 12` has none), else
    /// the identifier itself.
    static func authorIdentifier(_ identifier: String) -> String? {
        guard let exported = ConstraintIdentifier(parsing: identifier) else { return identifier }
        return exported.authorIdentifier
    }

    /// The `.layout` line of an identifier `trellis export` wrote (`title.top == owner.topMargin`), or nil.
    static func exportedText(_ identifier: String) -> String? {
        ConstraintIdentifier(parsing: identifier)?.text
    }

    /// A string literal's value, escapes resolved (`"a \\"b\\""` → `a "b"`).
    static func value(of literal: StringLiteralExprSyntax) -> String {
        literal.representedLiteralValue ?? literal.segments.trimmedText
    }

    /// The text of each `//` comment in `trivia`, without the slashes and one space.
    static func lineComments(_ trivia: Trivia) -> [String] {
        trivia.compactMap { piece -> String? in
            guard case .lineComment(let text) = piece else { return nil }
            var body = text.dropFirst(2)
            if body.first == " " { body = body.dropFirst() }
            return String(body)
        }
    }

    // MARK: Design-time facts (written and read by `ExportComment`)

    static func intrinsicSize(in comments: [String]) -> IntrinsicSize? { ExportComment.intrinsicSize(in: comments) }
    static func baselines(in comments: [String]) -> Baselines? { ExportComment.baselines(in: comments) }
    static func textSample(in comments: [String]) -> TextSample? { ExportComment.textSample(in: comments) }
    static func textSettings(in comments: [String]) -> (font: TextFont?, lines: Int?)? { ExportComment.textSettings(in: comments) }
    static func scrollsOff(in comments: [String]) -> Bool { ExportComment.scrollsOff(in: comments) }
    static func safeArea(in comments: [String]) -> AbsoluteInsets? { ExportComment.safeArea(in: comments) }
}
