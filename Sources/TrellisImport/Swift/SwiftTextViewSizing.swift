import SwiftSyntax
import TrellisModel

/// A `UITextView` with scrolling off sizes itself to its text, as a label does (UIKit gives a
/// scrolling one no intrinsic size). Hand-written code turns scrolling off on the instance
/// (`textView.isScrollEnabled = false`) or once in a subclass's own setup (`class ElloTextView:
/// UITextView { … isScrollEnabled = false }`), which every instance starts with. Its text is
/// not known here: a stand-in size, reported with the other stand-ins.
enum SwiftTextViewSizing {
    /// One line of the default 17-pt text (a label's stand-in) inside the text container's
    /// default 8-pt insets above and below.
    static let standIn = IntrinsicSize(width: 100, height: 37)

    /// Turns scrolling off on `view` (a text view, by its UIKit class) when its own properties
    /// (`properties`: the instance's, the last one set wins) or else its class's setup say so,
    /// and gives it the stand-in when it has no size yet. Returns whether it took the stand-in.
    static func apply(to view: inout ViewItem, className: String, properties: [SwiftDeclarationVisitor.PropertySet], index: SwiftTypeIndex) -> Bool {
        guard view.uikitClass == "UITextView" else { return false }
        let value = properties.last { $0.property == "isScrollEnabled" }?.value ?? index.defaults(of: className)["isScrollEnabled"]
        guard let value, value.trimmedText == "false" else { return false }
        view.isScrollEnabled = false
        guard view.intrinsicSize == nil, view.text == nil else { return false }
        view.intrinsicSize = standIn
        return true
    }
}
