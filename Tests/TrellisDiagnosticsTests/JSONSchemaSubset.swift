import Foundation

/// A small JSON Schema (draft-04) checker: `type`, `required`, `properties`,
/// `additionalProperties`, `items`, `enum`, `minimum`, `minItems`, `anyOf` and local
/// `$ref`s — what the SARIF schema's objects use for the fields a check writes.
struct JSONSchemaSubset {
    let root: [String: Any]

    init(_ text: String) throws {
        root = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    /// Every violation, as `path: what`.
    func violations(of document: Any) -> [String] {
        var found: [String] = []
        check(document, against: root, at: "$", into: &found)
        return found
    }

    private func resolve(_ schema: [String: Any]) -> [String: Any] {
        guard let ref = schema["$ref"] as? String, ref.hasPrefix("#/definitions/") else { return schema }
        let name = String(ref.dropFirst("#/definitions/".count))
        return (root["definitions"] as? [String: Any])?[name] as? [String: Any] ?? [:]
    }

    private func check(_ value: Any, against raw: [String: Any], at path: String, into found: inout [String]) {
        let schema = resolve(raw)
        if let types = schema["type"].map({ ($0 as? [String]) ?? [$0 as? String ?? ""] }), !types.contains(where: { Self.matches(value, type: $0) }) {
            found.append("\(path): expected \(types.joined(separator: " or "))")
            return
        }
        if let options = schema["enum"] as? [String], !options.contains(value as? String ?? "\u{0}") {
            found.append("\(path): \(value) is not one of \(options)")
        }
        if let minimum = schema["minimum"] as? Double, let number = value as? NSNumber, number.doubleValue < minimum {
            found.append("\(path): \(number) is below \(minimum)")
        }
        if let alternatives = schema["anyOf"] as? [[String: Any]] {
            let passing = alternatives.contains { alternative in
                var inner: [String] = []
                check(value, against: alternative, at: path, into: &inner)
                return inner.isEmpty
            }
            if !passing { found.append("\(path): matches none of anyOf") }
        }
        if let object = value as? [String: Any] {
            for name in schema["required"] as? [String] ?? [] where object[name] == nil {
                found.append("\(path): missing required '\(name)'")
            }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (name, member) in object {
                if let property = properties[name] as? [String: Any] {
                    check(member, against: property, at: "\(path).\(name)", into: &found)
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    check(member, against: additional, at: "\(path).\(name)", into: &found)
                } else if (schema["additionalProperties"] as? Bool) == false {
                    found.append("\(path): property '\(name)' is not allowed")
                }
            }
        }
        if let array = value as? [Any] {
            if let minItems = schema["minItems"] as? Int, array.count < minItems { found.append("\(path): fewer than \(minItems) items") }
            if let items = schema["items"] as? [String: Any] {
                for (index, element) in array.enumerated() { check(element, against: items, at: "\(path)[\(index)]", into: &found) }
            }
        }
    }

    static func matches(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "null": return value is NSNull
        case "boolean": return value is Bool
        case "integer": return (value as? NSNumber).map { $0.doubleValue.rounded() == $0.doubleValue } ?? false
        case "number": return value is NSNumber
        default: return true
        }
    }
}
