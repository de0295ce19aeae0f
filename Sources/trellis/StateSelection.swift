import Foundation
import ArgumentParser

/// `--state expanded` or `--state 'keyboard(bottomOffset: 300)'`: a component's state and
/// values for its parameters (the others take their defaults).
struct StateSelection: ExpressibleByArgument, Sendable {
    var name: String
    var arguments: [String: Double]

    init?(argument: String) {
        try? self.init(parsing: argument)
    }

    init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.firstIndex(of: "(") else {
            guard Self.isName(trimmed) else { throw ValidationError(Self.usage(text)) }
            (name, arguments) = (trimmed, [:])
            return
        }
        guard trimmed.hasSuffix(")") else { throw ValidationError(Self.usage(text)) }
        name = String(trimmed[..<open]).trimmingCharacters(in: .whitespaces)
        guard Self.isName(name) else { throw ValidationError(Self.usage(text)) }
        arguments = [:]
        let list = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        for pair in list.split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, Self.isIdentifier(parts[0]), let value = Double(parts[1]), value.isFinite else {
                throw ValidationError("--state: '\(pair.trimmingCharacters(in: .whitespaces))' is not NAME: NUMBER; \(Self.usage(text))")
            }
            arguments[parts[0]] = value
        }
    }

    static func usage(_ text: String) -> String {
        "--state takes a state's name, with values for its parameters if any: --state expanded, --state 'keyboard(bottomOffset: 300)' (not '\(text)')"
    }

    /// A state's name: `expanded`, or `Spec.state` for a state of a spec the component applies.
    static func isName(_ text: some StringProtocol) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count <= 2 && parts.allSatisfy(isIdentifier)
    }

    private static func isIdentifier(_ text: some StringProtocol) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
