import SwiftSyntax

extension ImportStateCondition {
    /// The narrowest iPad's root in portrait (the iPad mini, 744 points wide); every iPhone's is
    /// narrower (440 at most), so a pad is a root at least this wide.
    static let padWidthLimit = 744.0

    /// `UIDevice.current.userInterfaceIdiom == .pad` (or `traitCollection.userInterfaceIdiom`,
    /// `!=`, `.phone`): the device's idiom, written as the root's width it means (`width >= 744`
    /// for a pad, `width < 744` for a phone), so `check` leaves an iPad-only state out on phones;
    /// nil for anything else.
    init?(idiomIn conditions: ConditionElementListSyntax) {
        guard conditions.count == 1, case .expression(let expression)? = conditions.first?.condition,
            let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3
        else { return nil }
        let elements = Array(sequence.elements)
        let subject = elements[0].trimmedDescription.filter { !$0.isWhitespace }.replacingOccurrences(of: "self.", with: "")
        guard ["UIDevice.current.userInterfaceIdiom", "traitCollection.userInterfaceIdiom"].contains(subject),
            let operatorText = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!="].contains(operatorText),
            let idiom = elements[2].as(MemberAccessExprSyntax.self), idiom.base == nil,
            ["pad", "phone"].contains(idiom.declName.baseName.text)
        else { return nil }
        let pad = (idiom.declName.baseName.text == "pad") == (operatorText == "==")
        self.init(.width, pad ? .atLeast : .under, Self.padWidthLimit)
    }
}
