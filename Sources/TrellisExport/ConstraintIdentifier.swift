import TrellisModel

/// The `identifier` every exported constraint carries: the `.layout` file and line it
/// came from and the constraint as written there, one single constraint per composite
/// member — `UserAvatarContainer.layout:10 vip.top == self.top`. Auto Layout prints it in
/// its "Unable to simultaneously satisfy constraints" log, so a conflict on a device
/// points back to the line. The author's own identifier (`as "badgeTop"`) stays at the end
/// in the same syntax, which is how it is read back.
public struct ConstraintIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The file's name, without folders (`UserAvatarContainer.layout`).
    public var file: String
    public var line: Int?
    /// The single constraint as a `.layout` line (`vip.top == self.top @high as "top"`).
    public var text: String

    public init(file: String, line: Int?, text: String) {
        self.file = file
        self.line = line
        self.text = text
    }

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? "") \(text)"
    }

    /// Reads back what `description` wrote; nil for an identifier export did not write.
    public init?(parsing identifier: String) {
        guard let space = identifier.firstIndex(of: " ") else { return nil }
        let place = identifier[..<space]
        text = String(identifier[identifier.index(after: space)...])
        guard let dot = place.range(of: ".layout", options: .backwards) else { return nil }
        file = String(place[..<dot.upperBound])
        let rest = place[dot.upperBound...]
        if rest.isEmpty {
            line = nil
        } else if rest.first == ":", let number = Int(rest.dropFirst()) {
            line = number
        } else {
            return nil
        }
    }

    /// The component the constraint belongs to: the file's name without `.layout`; a
    /// dependency's qualified (`DS/UserAvatarContainer.layout` → `DS.UserAvatarContainer`).
    public var component: String { String(file.dropLast(".layout".count)).replacingOccurrences(of: "/", with: ".") }

    /// The author's identifier (`as "name"`), if the constraint had one.
    public var authorIdentifier: String? {
        guard text.hasSuffix("\""), let marker = text.range(of: " as \"", options: .backwards) else { return nil }
        return String(text[marker.upperBound..<text.index(before: text.endIndex)])
    }

    /// The path of the first anchor's item as written (`self`, `vip`, `owner.safeArea`).
    public var firstItemPath: String { Self.itemPath(text.split(separator: " ").first.map(String.init) ?? "") }

    /// The path of the second anchor's item as written, nil for a constant.
    public var secondItemPath: String? {
        let words = text.split(separator: " ")
        guard words.count >= 3 else { return nil }
        let second = String(words[2])
        guard second.contains("."), second.first.map({ $0.isLetter || $0 == "_" }) == true else { return nil }
        return Self.itemPath(second)
    }

    private static func itemPath(_ anchor: String) -> String {
        guard let dot = anchor.lastIndex(of: ".") else { return anchor }
        return String(anchor[..<dot])
    }
}
