import SwiftSyntax

/// A static function of the app's extension of a UIKit class that makes a view, constrains it
/// and returns it (`extension UIView { static func createBorderView(height: CGFloat = 0.5) -> UIView
/// { let view = UIView(); view.heightAnchor.constraint(equalToConstant: height).isActive = true;
/// return view } }`). The view it returns is the one the caller keeps: `let separator =
/// UIView.createBorderView()` is that view with its constraints (`separator.height == 0.5`), where
/// before it was a view of no height, and the helper's constraints were listed as made in a static
/// method no call site expands. A call whose result is not put in a local or property (an element
/// of an array literal) names no view of the caller's, so it is not expanded.
enum SwiftStaticViewFactory {
    /// Whether `function` is such a factory: static, its last statement returns a view it makes,
    /// and it adds that view nowhere (the caller places it; one adding it to a view it is handed,
    /// `separator(in:)`, lays out another hierarchy and stays listed).
    static func isFactory(_ function: FunctionDeclSyntax, body: CodeBlockSyntax) -> Bool {
        guard function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
            let returned = SwiftHelperExpander.returnedName(body), SwiftHelperExpander.madeViews(in: body).contains(returned)
        else { return false }
        let text = body.trimmedDescription
        return !["addSubview(", "insertSubview(", "addArrangedSubview(", "insertArrangedSubview("].contains { text.contains($0) }
    }
}
