/// `1 file`, `3 files`: a count and its noun, the noun taking an `s` unless the count is one.
/// `counted` spells the number (`TerminalProgress` groups thousands).
package func plural(_ count: Int, _ noun: String, counted: (Int) -> String = { "\($0)" }) -> String {
    "\(counted(count)) \(noun)\(count == 1 ? "" : "s")"
}
