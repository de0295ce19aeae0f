import TrellisTestSupport
import Foundation
import Testing
import TrellisLayoutFixtures
@testable import TrellisModel

/// The decoder reads a member's value without making a child decoder for it, and makes a
/// path node once per parent: its errors still name the member's full path, wherever the
/// value sits (a leaf of the root, of an array element, of a nested object).
@Suite struct CanonicalDecoderReadsTests {
    static let document = LayoutDocument.container(
        Container("C") {
            ViewItem(name: "a")
            LayoutItem("a").layout { $0.top == LayoutItem.selfItem.top + 8 }
        })

    /// A step of a path into the JSON: a member's name or an array's index.
    enum Step: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case key(String), index(Int)
        init(stringLiteral value: String) { self = .key(value) }
        init(integerLiteral value: Int) { self = .index(value) }
    }

    /// `document`'s canonical JSON with the value at `path` replaced by `value`, or
    /// removed when `value` is nil.
    static func data(setting path: [Step], to value: CanonicalJSON?) -> Data {
        func set(_ json: CanonicalJSON, _ path: ArraySlice<Step>) -> CanonicalJSON? {
            guard let step = path.first else { return value }
            switch (json, step) {
            case (.object(var members), .key(let key)):
                members[key] = set(members[key] ?? .null, path.dropFirst())
                return .object(members)
            case (.array(var elements), .index(let index)):
                if let element = set(elements[index], path.dropFirst()) { elements[index] = element } else { elements.remove(at: index) }
                return .array(elements)
            default:
                return json
            }
        }
        return Data((set(document.canonicalJSON, path[...]) ?? .null).serialized.utf8)
    }

    static let cases: [([Step], CanonicalJSON?, String)] = [
        (["name"], 3, "at name: expected a string, found a number"),
        (["parameters"], ["x": 1], "at parameters: expected an array, found an object"),
        (["items", 0, "hidden"], "no", "at items[0].hidden: expected a boolean, found a string"),
        (["items", 0, "parent"], 1, "at items[0].parent: expected a string, found a number"),
        (["items", 0, "hugging", "horizontal"], 1.5, "at items[0].hugging.horizontal: expected an integer, found 1.5"),
        (["items", 0, "hugging", "extra"], 1, "at items[0].hugging.extra: unknown member"),
        (["items", 0, "intrinsicSize"], ["width": "wide", "height": .null], "at items[0].intrinsicSize.width: expected a number, found a string"),
        (["items", 0, "insetsMarginsFromSafeArea"], nil, "at items[0].insetsMarginsFromSafeArea: missing"),
        (["constraints", 0, "relation"], "equalish", "at constraints[0].relation: unknown relation \"equalish\""),
        (["constraints", 0, "first", "item"], "a..b", "at constraints[0].first.item: \"a..b\" is not an item path"),
        (["constraints", 0, "first", "attribute"], 5, "at constraints[0].first.attribute: expected a string, found a number"),
        (["constraints", 0, "second", "item"], .null, "at constraints[0].second.item: expected a string, found null"),
        (["constraints", 0, "multiplier"], true, "at constraints[0].multiplier: expected a number, found a boolean"),
        (
            ["constraints", 0, "constant", "terms"], [["parameter": "k", "coefficient": "2"]],
            "at constraints[0].constant.terms[0].coefficient: expected a number, found a string"
        ),
        (["constraints", 0, "identifier"], [], "at constraints[0].identifier: expected a string, found an array"),
        (["constraints", 0], "top", "at constraints[0]: expected an object, found a string"),
    ]

    @Test(arguments: cases.indices)
    func anErrorNamesTheFullPathOfTheValueItIsAbout(index: Int) {
        let (path, value, message) = Self.cases[index]
        do {
            _ = try LayoutDocument(canonicalData: Self.data(setting: path, to: value))
            Issue.record("decoded despite \(message)")
        } catch {
            #expect("\(error)" == "malformed component \(message)")
        }
    }

    /// What `readingOrder` did before it spelt each key once: by the first item's path,
    /// then the attribute's place in `LayoutAttribute.allCases`, then the stored order.
    static func referenceOrder(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        let rank = Dictionary(uniqueKeysWithValues: LayoutAttribute.allCases.enumerated().map { ($1, $0) })
        return constraints.enumerated().sorted { lhs, rhs in
            let a = lhs.element, b = rhs.element
            if a.first.item.description != b.first.item.description { return a.first.item.description < b.first.item.description }
            if a.first.attribute != b.first.attribute { return rank[a.first.attribute, default: 0] < rank[b.first.attribute, default: 0] }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    @Test(arguments: 0..<200)
    func decodedConstraintsComeInTheReadingOrder(seed: Int) {
        var generator = DocumentGenerator(seed: 0x0DE2_0000 + UInt64(seed))
        let document = generator.document()
        let constraints = (document.body?.constraints ?? []).shuffled(using: &generator.random)
        #expect(LayoutConstraint.readingOrder(constraints) == Self.referenceOrder(constraints))
    }

    /// The parser compares a key with those before it while an object is small, and
    /// keeps a set beyond: a duplicate is refused, at its own offset, either way.
    @Test(arguments: [1, 3, 15, 16, 17, 40])
    func aDuplicateKeyIsRefusedInAnObjectOfAnySize(size: Int) throws {
        let keys = (0..<size).map { "k\($0)" }
        let unique = "{" + keys.map { "\"\($0)\":1" }.joined(separator: ",") + "}"
        #expect(try CanonicalJSON(parsing: unique) == .object(Dictionary(uniqueKeysWithValues: keys.map { ($0, CanonicalJSON.number(1)) })))
        let repeated = keys[size / 2]
        let text = "{" + (keys + [repeated]).map { "\"\($0)\":1" }.joined(separator: ",") + "}"
        do {
            _ = try CanonicalJSON(parsing: text)
            Issue.record("a duplicate key was accepted")
        } catch let error as CanonicalJSON.ParseError {
            #expect(error.message == "duplicate key \"\(repeated)\"")
            #expect(error.offset == text.utf8.count - 1 - "\"\(repeated)\":1".utf8.count)
        }
    }
}
