import Testing
@testable import TrellisModel

/// Two constraints with one key, told apart by what else they say: a duplicate, a
/// conflict, a preference without a name, overlapping bounds, one identifier twice. Each
/// golden text is the whole diagnostic as printed; where the hint proposes a line, that
/// line put in place of the reported one must validate cleanly.
@Suite struct SharedKeyValidationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// The constraints of `screen S { view a: UIView; view b: UIView; … }`, the first at line 4.
        var constraints: [String]
        var expected: String
        /// The line the hint proposes instead of the last constraint, if it proposes one.
        var replacement: String?
        var testDescription: String { expected }
    }

    static func source(_ constraints: [String]) -> String {
        (["screen S {", "    param gap = 8", "    view a: UIView"] + constraints.map { "    " + $0 } + ["}"]).joined(separator: "\n")
    }

    static func diagnostics(_ constraints: [String]) throws -> [String] {
        let document = try LayoutDocument(parsing: source(constraints), file: "T.layout")
        return LayoutValidator.validate(document, in: LayoutLibrary()).map(\.description)
    }

    static let cases: [Case] = [
        // The same constraint twice.
        Case(
            constraints: ["a.width == 4", "a.width == 4"],
            expected: "T.layout:5:5: error: duplicate constraint a.width == constant: the same as a.width == 4 at 4:5 (remove one of them)"),
        Case(
            constraints: ["a.top == owner.top + 8", "a.top == owner.top + 8 @low"],
            expected:
                "T.layout:5:5: error: duplicate constraint a.top == owner.top: the same as a.top == owner.top + 8 at 4:5 but for its priority (remove one of them)"
        ),
        // Two required equalities with different values: no layout satisfies both.
        Case(
            constraints: ["a.width == 4", "a.width == 8"],
            expected:
                "T.layout:5:5: error: conflicting constraints: a.width == 8 and a.width == 4 at 4:5 cannot both hold (remove one of them, or make one a preference with a lower priority and a name of its own: a.width == 8 @high as \"a.width.preferred\")",
            replacement: "a.width == 8 @high as \"a.width.preferred\""),
        Case(
            constraints: ["a.height == owner.height / 2", "a.height == owner.height * 0.6"],
            expected:
                "T.layout:5:5: error: conflicting constraints: a.height == owner.height * 0.6 and a.height == owner.height / 2 at 4:5 cannot both hold (remove one of them, or make one a preference with a lower priority and a name of its own: a.height == owner.height * 0.6 @high as \"a.height.preferred\")",
            replacement: "a.height == owner.height * 0.6 @high as \"a.height.preferred\""),
        Case(
            constraints: ["a.edges == owner.edges", "a.bottom == owner.bottom - gap"],
            expected:
                "T.layout:5:5: error: conflicting constraints: a.bottom == owner.bottom - gap and a.edges == owner.edges at 4:5 (its a.bottom == owner.bottom) cannot both hold (remove one of them, or make one a preference with a lower priority and a name of its own: a.bottom == owner.bottom - gap @high as \"a.bottom.preferred\")",
            replacement: "a.bottom == owner.bottom - gap @high as \"a.bottom.preferred\""),
        // A preference beside a requirement: fine for Auto Layout, but it needs a name.
        Case(
            constraints: ["a.width == 100", "a.width == 50 @low"],
            expected:
                "T.layout:5:5: error: a.width == 50 @low and a.width == 100 at 4:5 share the key a.width == constant: diff and merge cannot tell them apart (give the preference a name of its own: a.width == 50 @low as \"a.width.preferred\")",
            replacement: "a.width == 50 @low as \"a.width.preferred\""),
        // Two bounds of one kind: the tighter one makes the other redundant.
        Case(
            constraints: ["a.width >= 40", "a.width >= 60"],
            expected:
                "T.layout:5:5: error: overlapping bounds: a.width >= 60 and a.width >= 40 at 4:5 limit one anchor the same way (only the tighter one matters: remove the one at 4:5, or name one with as \"name\" if both must stay)"
        ),
        Case(
            constraints: ["a.width <= 40", "a.width <= 60"],
            expected:
                "T.layout:5:5: error: overlapping bounds: a.width <= 60 and a.width <= 40 at 4:5 limit one anchor the same way (only the tighter one matters: remove this one, or name one with as \"name\" if both must stay)"
        ),
        Case(
            constraints: ["a.width <= owner.width - 16", "a.width <= owner.width - gap"],
            expected:
                "T.layout:5:5: error: overlapping bounds: a.width <= owner.width - gap and a.width <= owner.width - 16 at 4:5 limit one anchor the same way (keep one of them, or name one with as \"name\" if both must stay)"
        ),
        // One identifier on two different constraints.
        Case(
            constraints: ["a.top == owner.top as \"pin\"", "a.leading == owner.leading as \"pin\""],
            expected:
                "T.layout:5:5: error: duplicate identifier \"pin\": it already names a.top == owner.top as \"pin\" at 4:5 (rename one of them; an identifier names one constraint)"
        ),
    ]

    @Test(arguments: cases)
    func twoConstraintsWithOneKeyAreReportedForWhatTheyAre(_ testCase: Case) throws {
        #expect(try Self.diagnostics(testCase.constraints) == [testCase.expected])
    }

    @Test(arguments: cases.filter { $0.replacement != nil })
    func theProposedPreferenceValidates(_ testCase: Case) throws {
        let fixed = testCase.constraints.dropLast() + [testCase.replacement!]
        #expect(try Self.diagnostics(Array(fixed)) == [])
    }

    /// The old hint ("give one of them an identifier") on a conflict leaves a file that
    /// validates but cannot be laid out: the new one never proposes two required equalities.
    @Test func noHintProposesTwoRequiredEqualities() throws {
        for testCase in Self.cases {
            guard let replacement = testCase.replacement else { continue }
            let fixed = try LayoutDocument(parsing: Self.source(testCase.constraints.dropLast() + [replacement]), file: "T.layout")
            let equalities = (fixed.body?.constraints ?? []).flatMap { $0.expanded() }
                .filter { $0.relation == .equal && $0.priority.isRequired }
            let anchors = equalities.map { "\($0.first)" }
            #expect(Set(anchors).count == anchors.count, "\(testCase.expected): \(anchors)")
        }
    }
}
