/// A head a push wants to move: from `expected` (nil: the component has no head yet) to `new`.
public struct HeadUpdate: Hashable, Sendable, Codable {
    public var component: String
    public var expected: String?
    public var new: String

    public init(component: String, expected: String?, new: String) {
        self.component = component
        self.expected = expected
        self.new = new
    }
}
