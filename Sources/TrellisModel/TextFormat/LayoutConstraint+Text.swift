/// A constraint as one `.layout` line, for tools that name constraints outside the
/// printer (the identifiers of exported Swift): `vip.top == self.top + 4 @high as "badgeTop"`.
extension LayoutConstraint {
    public var layoutText: String { LayoutPrinter.constraintText(self) }
}
