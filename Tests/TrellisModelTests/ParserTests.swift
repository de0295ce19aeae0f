import Testing
import TrellisLayoutFixtures
@testable import TrellisModel

/// A broken file and every diagnostic it must produce, exactly as printed.
struct ParseErrorCase: CustomTestStringConvertible, Sendable {
    var source: String
    var expected: [String]
    var testDescription: String { expected.first ?? source }
}

@Suite struct ParserTests {
    static func parse(_ source: String) -> ParseResult { LayoutParser.parse(source, file: "UserAvatar.layout") }

    static func container(_ source: String) throws -> Container {
        let document = try LayoutDocument(parsing: source, file: "UserAvatar.layout")
        guard case .container(let container) = document else {
            Issue.record("not a container")
            return Container(name: "")
        }
        return container
    }

    @Test(arguments: ExampleTexts.all)
    func exampleTextsParseWithoutDiagnostics(_ text: String) {
        let result = LayoutParser.parse(text, file: "Example.layout")
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.document != nil)
    }

    @Test func constraintPartsBecomeModelValues() throws {
        let container = try Self.container(
            """
            container C {
                view a: UIView
                a.width <= self.width / 3 + 2 * gap - 4 @high + 1 as "third"
                a.height == self.height * 0.5
                a.top >= self.top - inset
                a.size == 40
            }
            """)
        let constraints = container.body.constraints
        #expect(constraints.count == 4)
        let third = constraints[0]
        #expect(third.first == Anchor("a", .width))
        #expect(third.relation == .lessThanOrEqual)
        #expect(third.second == Anchor("self", .width))
        #expect(third.multiplier == 1.0 / 3.0)
        #expect(third.constant == ConstantExpression(-4, terms: [.init("gap", coefficient: 2)]))
        #expect(third.priority == Priority(751))
        #expect(third.identifier == "third")
        #expect(constraints[1].multiplier == 0.5)
        #expect(constraints[2].constant == -ConstantExpression.parameter("inset"))
        #expect(constraints[3].first.attribute == .size)  // composites are kept as written
        #expect(constraints[3].second == nil)
        #expect(constraints[3].constant == 40)
    }

    @Test func everyValueCarriesItsLocation() throws {
        let container = try Self.container("container C {\n    param p = 1\n    view a: UIView\n\n      a.top == self.top\n}")
        #expect(container.location == SourceLocation(file: "UserAvatar.layout", line: 1, column: 1))
        #expect(container.parameters[0].location?.line == 2)
        #expect(container.body.items[0].location == SourceLocation(file: "UserAvatar.layout", line: 3, column: 5))
        // A constraint is located at its first anchor.
        #expect(container.body.constraints[0].location == SourceLocation(file: "UserAvatar.layout", line: 5, column: 7))
    }

    @Test func bareArgumentIsAConstantOnlyWhenItNamesAParameter() throws {
        let document = try LayoutDocument(
            parsing: """
                screen S {
                    view panel: UIView
                    apply P(superView: owner.safeArea, height: gap, width: -gap + 4, offset: 3) to panel
                    param gap = 8
                }
                """, file: "S.layout")
        let arguments = document.body?.applications.first?.arguments.map(\.value)
        #expect(
            arguments == [
                .item("owner.safeArea"),
                .constant(.parameter("gap")),  // declared below its use: still a parameter
                .constant(ConstantExpression(4, terms: [.init("gap", coefficient: -1)])),
                .constant(3),
            ])
    }

    @Test func viewAndStackPropertiesAreRead() throws {
        let container = try Self.container(
            """
            container C {
                view label: UILabel in box {
                    intrinsic 40x none
                    hugging v 1000
                    compression h low
                    margins 1 2 3 4
                    marginsIgnoreSafeArea; hidden; scrolls
                    baselines 12 3
                }
                view box: UIView
                stack row: vertical {
                    class MyStack
                    arranged box, other
                    arranged third
                    distribution equalCentering
                    alignment lastBaseline
                    spacing -2
                    margins 5
                }
                guide g in box
            }
            """)
        guard case .view(let label) = container.body.items[0], case .stack(let row) = container.body.items[2] else {
            Issue.record("unexpected items \(container.body.items)")
            return
        }
        #expect(label.parent == "box")
        #expect(label.intrinsicSize == IntrinsicSize(width: 40, height: nil))
        #expect(label.hugging == AxisPriorities(horizontal: .low, vertical: .required))
        #expect(label.compressionResistance == AxisPriorities(horizontal: .low, vertical: .high))
        #expect(label.margins == DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(!label.insetsMarginsFromSafeArea && label.isHidden && label.scrolls)
        #expect(label.baselines == Baselines(firstFromTop: 12, lastFromBottom: 3))
        #expect(row.view.className == "MyStack")
        #expect(row.axis == .vertical && row.distribution == .equalCentering && row.alignment == .lastBaseline)
        #expect(row.arranged == ["box", "other", "third"])
        #expect(row.spacing == -2)
        #expect(row.view.margins == DirectionalInsets(all: 5))
        #expect(container.body.items[3] == .guide(GuideItem(name: "g", parent: "box")))
    }

    @Test func specAndScreenPartsAreRead() throws {
        let spec = try LayoutDocument(
            parsing:
                "spec P {\n    ref v\n    param a?\n    param b = -2\n    make {\n        self.top == v.top\n    }\n    update { self.top == v.top + 1 }\n}",
            file: "P.layout")
        #expect(
            spec
                == .spec(
                    Spec(
                        name: "P", references: [ReferenceParameter("v")],
                        parameters: [Parameter("a", isOptional: true), Parameter("b", defaultValue: -2)],
                        make: [LayoutConstraint(Anchor("self", .top), .equal, Anchor("v", .top))],
                        update: [LayoutConstraint(Anchor("self", .top), .equal, Anchor("v", .top), constant: 1)]
                    )))
        let screen = try LayoutDocument(parsing: "screen S { width 320; height 120 }", file: "S.layout")
        #expect(screen == .screen(Screen(name: "S", width: 320, height: 120)))
    }

    @Test func commentsAttachToWhatFollowsThem() throws {
        let container = try Self.container(
            """
            // File header.
            container C {
                // The badge.
                view vip: UIImageView // trailing
                //   indented
                vip.top == self.top
                // Closing remark.
            }
            // After the end.
            """)
        #expect(container.comments == ["File header."])
        #expect(container.body.items[0].comments == ["The badge.", "trailing"])
        #expect(container.body.constraints[0].comments == ["  indented"])
        #expect(container.trailingComments == ["Closing remark.", "After the end."])
        // Comments never take part in equality.
        #expect(Container(name: "C", body: container.body) == container)
    }

    @Test func throwingInitCarriesEveryError() {
        #expect(throws: DiagnosticsError.self) { try LayoutDocument(parsing: "container C {\n    a.top\n}", file: "C.layout") }
        do {
            _ = try LayoutDocument(parsing: "container C {\n    a.top\n    b\n}", file: "C.layout")
        } catch {
            #expect(error.diagnostics.count == 2)
        }
    }

    @Test func everyBrokenLineIsReported() {
        let result = Self.parse(
            """
            container UserAvatarContainer {
                view avatar UIImageView
                vip.top self.top
                avatar.topp == self.top
                vip.bottom == self.bottom
            }
            """)
        #expect(result.document == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "UserAvatar.layout:2:17: error: expected ':' and a class after view avatar",
                "UserAvatar.layout:3:13: error: expected a relation (==, <=, >=) after vip.top",
                "UserAvatar.layout:4:12: error: unknown attribute topp in avatar.topp (did you mean top?)",
            ])
    }

    @Test(arguments: errorCases)
    func brokenFileReportsItsErrors(_ testCase: ParseErrorCase) {
        #expect(Self.parse(testCase.source).diagnostics.map(\.description) == testCase.expected)
    }

    static func error(_ line: Int, _ column: Int, _ message: String) -> String {
        "UserAvatar.layout:\(line):\(column): error: \(message)"
    }

    static let errorCases: [ParseErrorCase] = [
        .init(source: "", expected: [error(1, 1, "expected a component (container, screen or spec); the file is empty")]),
        .init(
            source: "contianer C {}", expected: [error(1, 1, "expected a component (container, screen or spec), found 'contianer' (did you mean container?)")]),
        .init(source: "container C {\n    view a: UIView", expected: [error(2, 19, "missing '}' to close container C")]),
        .init(
            source: "container C {\n}\nview a: UIView", expected: [error(3, 1, "unexpected 'view' after the end of container C; a file holds one component")]),
        .init(
            source: "container C {\n    vip.top = self.top\n}", expected: [error(2, 13, "expected a relation (==, <=, >=) after vip.top (did you mean ==?)")]),
        .init(source: "container C {\n    vip == 4\n}", expected: [error(2, 9, "expected an attribute after vip, as in vip.top")]),
        .init(
            source: "container C {\n    owner.safeArea == 4\n}",
            expected: [error(2, 20, "expected an attribute after owner.safeArea, as in owner.safeArea.top")]),
        .init(
            source: "container C {\n    a.top == self.leadng\n}", expected: [error(2, 19, "unknown attribute leadng in self.leadng (did you mean leading?)")]),
        .init(source: "container C {\n    a.top == self.top +\n}", expected: [error(2, 24, "expected a number or a parameter after '+'")]),
        .init(source: "container C {\n    a.width == self.width / 0\n}", expected: [error(2, 29, "cannot divide by zero")]),
        .init(source: "container C {\n    a.width == 2 * self.width\n}", expected: [error(2, 24, "a multiplier goes after the anchor: write self.… * 2")]),
        .init(
            source: "container C {\n    a.width == 4 @medium\n}",
            expected: [error(2, 19, "expected a priority (required, high, low, fittingSize or 1...1000) after '@'")]),
        .init(
            source: "container C {\n    a.width == 4 @hihg\n}",
            expected: [error(2, 19, "expected a priority (required, high, low, fittingSize or 1...1000) after '@' (did you mean high?)")]),
        .init(source: "container C {\n    a.width == 4 @1.5\n}", expected: [error(2, 19, "priority 1.5 must be a whole number in 1...1000")]),
        .init(source: "container C {\n    a.width == 4 as name\n}", expected: [error(2, 21, "expected a quoted name after as (as \"name\")")]),
        .init(source: "container C {\n    a.width == 4 as \"open\n}", expected: [error(2, 21, "unterminated string")]),
        .init(source: "container C {\n    a.width == 4 $\n}", expected: [error(2, 18, "unexpected character '$'")]),
        .init(source: "container C {\n    a.width == 4 5\n}", expected: [error(2, 18, "unexpected '5'; expected a new line or ';'")]),
        .init(source: "container C {\n    veiw a: UIView\n}", expected: [error(2, 5, "unknown statement veiw (did you mean view?)")]),
        .init(
            source: "container C {\n    view a: UIView {\n        hiden\n    }\n}",
            expected: [error(3, 9, "unknown view property hiden (did you mean hidden?)")]),
        .init(
            source: "container C {\n    view a: UIView {\n        margins 1 2\n    }\n}",
            expected: [error(3, 20, "margins take one number or four (top leading bottom trailing), not 2")]),
        .init(
            source: "container C {\n    view a: UIView {\n        intrinsic 4 by 5\n    }\n}",
            expected: [error(3, 21, "expected 'x' between the intrinsic width and height")]),
        .init(source: "container C {\n    stack s: diagonal\n}", expected: [error(2, 14, "unknown axis diagonal; expected one of horizontal, vertical")]),
        .init(
            source: "container C {\n    stack s: vertical {\n        distribution fillEqualy\n    }\n}",
            expected: [
                error(
                    3, 22,
                    "unknown distribution fillEqualy; expected one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering (did you mean fillEqually?)"
                )
            ]),
        .init(source: "container C {\n    use a: B(x 1)\n}", expected: [error(2, 16, "expected ':' after the argument name x")]),
        .init(source: "container C {\n    use a: B(x: 1\n    a.top == self.top\n}", expected: [error(3, 5, "expected ',' or ')' after the argument x")]),
        .init(source: "container C {\n    view v: UIView\n    apply P(x: 1) v\n}", expected: [error(3, 19, "expected 'to' and an item after apply P(…)")]),
        .init(
            source: "container C {\n    param p\n    apply P(x: p.top) to self\n}",
            expected: [error(3, 13, "p.top names an item inside parameter p, which is a number")]),
        .init(source: "container C {\n    make {\n    }\n}", expected: [error(2, 5, "make is only allowed in a spec")]),
        .init(source: "screen S {\n    width 1\n    width 2\n}", expected: [error(3, 5, "the screen's width is already set")]),
        .init(source: "spec P {\n    self.top == v.top\n}", expected: [error(2, 5, "a spec's constraints go inside make { } or update { }")]),
        .init(source: "spec P {\n    view a: UIView\n}", expected: [error(2, 5, "a spec has no view statements; it holds ref, param, make, update and state")]),
        .init(source: "container C {\n    a.width == 1e999\n}", expected: [error(2, 16, "number 1e999 is too large")]),
        // A view block whose `}` is missing stops at the next constraint instead of eating the file.
        .init(
            source: "container C {\n    view a: UIView {\n        hidden\n    a.top == self.top\n}",
            expected: [error(4, 5, "missing '}' to close the properties of view a")]),
    ]
}
