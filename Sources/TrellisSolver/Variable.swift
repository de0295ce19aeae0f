/// An unknown of a linear system, identified by object identity.
///
/// A variable holds no value of its own: values live in the ``Solver`` that solved
/// for it (`solver.value(of:)`), so one variable can take part in several solvers.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: the only stored property is an immutable String.

    /// A label used in descriptions and error messages; it carries no meaning.
    public let name: String

    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 100_000)" : name
    }
}
