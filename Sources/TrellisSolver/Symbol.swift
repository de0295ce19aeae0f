// Symbols are the tableau's columns. They are dense Int ids (reused after release)
// so that every per-symbol table is a plain array: no hashing in the pivot loop.

/// What a symbol stands for; decides how the simplex may move it.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign, preferred as a row's basic symbol.
    case external
    /// The slack of an inequality (≥ 0), or the artificial variable of an add.
    case slack
    /// One side of a non-required constraint's violation (≥ 0, weighted in the objective).
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy

    /// Restricted symbols must stay ≥ 0; only they may leave the basis in the primal
    /// ratio test.
    var isRestricted: Bool { self != .external }

    /// Whether the symbol may be pivoted in to remove an artificial variable.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// Near-zero test shared by the tableau: coefficients and constants smaller than this
/// are treated as zero (and coefficients dropped), as in kiwi.
let _epsilon = 1e-8

@inline(__always) func _isNearZero(_ value: Double) -> Bool {
    abs(value) < _epsilon
}
