import SwiftSyntax

/// A method an app's extension defines that makes constraints
/// (`extension UIView { func anchorToAllSidesOf(view: UIView) { … } }`): a call site is
/// expanded into the constraints its body makes, `self` and the parameters substituted.
struct SwiftHelperMethod: @unchecked Sendable {
    struct Parameter {
        var label: String?
        var name: String
        var defaultValue: ExprSyntax?
    }

    var name: String
    var parameters: [Parameter]
    var body: CodeBlockSyntax
    var extendedType: String
    var file: String

    /// The helper methods of `tree`'s extensions whose bodies make constraints, by name.
    static func collect(in tree: SourceFileSyntax, path: String) -> [String: [SwiftHelperMethod]] { [:] }
}
