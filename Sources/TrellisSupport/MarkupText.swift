/// Text put into HTML or SVG markup by hand, in element content or a double-quoted
/// attribute: `&`, `<`, `>` and `"` as entities. `apostrophes` also writes `'` as `&#39;`,
/// for markup that may quote attributes with it (the hub's pages).
package enum MarkupText {
    package static func escape(_ text: String, apostrophes: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'" where apostrophes: result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
