extension String {
    /// Every occurrence of `target` replaced, left to right, by bytes: what
    /// `replacingOccurrences(of:with:)` gives on the engine's messages (identifiers and
    /// ASCII words), without Foundation's bridge to `NSString`, which a check of 500 screens
    /// paid on every diagnostic of every fix-it candidate's re-check.
    func replacingAll(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard let first = needle.first, utf8.count >= needle.count else { return self }
        return utf8.withContiguousStorageIfAvailable { haystack -> String in
            guard haystack.count >= needle.count else { return self }
            var result: [UInt8] = []
            var found = false
            var index = 0
            let last = haystack.count - needle.count
            while index <= last {
                if haystack[index] == first, needle.indices.allSatisfy({ haystack[index + $0] == needle[$0] }) {
                    if !found {
                        result.reserveCapacity(haystack.count)
                        result.append(contentsOf: haystack[..<index])
                        found = true
                    }
                    result.append(contentsOf: replacement.utf8)
                    index += needle.count
                } else {
                    if found { result.append(haystack[index]) }
                    index += 1
                }
            }
            guard found else { return self }
            result.append(contentsOf: haystack[index...])
            return String(decoding: result, as: UTF8.self)
        } ?? replacingAllSlowly(target, with: replacement)
    }

    /// For a string not stored as UTF-8 (bridged): copied to native storage first.
    private func replacingAllSlowly(_ target: String, with replacement: String) -> String {
        var native = self
        native.makeContiguousUTF8()
        return native.replacingAll(target, with: replacement)
    }
}
