extension Array {
    /// `removeAll(keepingCapacity: true)`, free when there is nothing to remove: the standard
    /// one goes through `replaceSubrange` (about 70 instructions) even on an empty array, and
    /// the solver's work lists are cleared far more often than they are filled (half a
    /// thousand instructions per small screen's layout).
    @inline(__always)
    mutating func removeAllKeepingCapacity() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}
