/// A finding's reason with what names one case left out, so the report's rollup counts
/// kinds of findings, not single ones: quoted names (`'headerView' is not a view…`), the
/// app's identifiers in camel case or with digits (`stackView arranges actionView twice`,
/// `(saveButton, tableView)`), and numbers (`(line 77)`) become `…`; a list of them one `…`.
/// An apostrophe inside a word (`the xib's views`) is text, not a quote.
enum ImportReasonFamily {
    static func of(_ reason: String) -> String {
        let characters = Array(reason)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "'", index == 0 || !isWordCharacter(characters[index - 1]), let close = closingQuote(in: characters, after: index) {
                result += "'…'"
                index = close + 1
                continue
            }
            if isWordCharacter(character) {
                var end = index
                while end < characters.count, isWordCharacter(characters[end]) { end += 1 }
                let word = String(characters[index..<end])
                result += isName(word) ? "…" : word
                index = end
                continue
            }
            result.append(character)
            index += 1
        }
        // `43.5` is one number, `a, b` one list.
        while result.contains("….…") { result = result.replacingOccurrences(of: "….…", with: "…") }
        while result.contains("…, …") { result = result.replacingOccurrences(of: "…, …", with: "…") }
        while result.contains("'…', '…'") { result = result.replacingOccurrences(of: "'…', '…'", with: "'…'") }
        return result
    }

    /// The quote that closes one opened at `open`: the next `'` not followed by a letter.
    private static func closingQuote(in characters: [Character], after open: Int) -> Int? {
        var index = open + 1
        while index < characters.count {
            if characters[index] == "'", index + 1 == characters.count || !isWordCharacter(characters[index + 1]) { return index }
            index += 1
        }
        return nil
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// A number, or an identifier no sentence has: with a digit, or lower case then upper case.
    private static func isName(_ word: String) -> Bool {
        if word.contains(where: \.isNumber) { return true }
        guard let lower = word.firstIndex(where: \.isLowercase) else { return false }
        return word[lower...].contains(where: \.isUppercase)
    }
}
