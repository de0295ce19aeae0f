import Testing
import TrellisLayoutFixtures
@testable import TrellisModel

/// One validation error: a file (validated against the example library), and the one
/// diagnostic it must produce, exactly as printed.
struct ValidationCase: CustomTestStringConvertible, Sendable {
    var source: String
    var expected: String
    var testDescription: String { expected }
}

@Suite struct ValidatorTests {
    static func diagnostics(_ source: String) -> [String] {
        let result = LayoutParser.parse(source, file: "T.layout")
        guard let document = result.document else { return result.diagnostics.map(\.description) }
        var library = ExampleTexts.library
        library.insert(document)
        return LayoutValidator.validate(document, in: library).map(\.description)
    }

    @Test func exampleLibraryHasNoDiagnostics() {
        let library = ExampleTexts.library
        #expect(library.names.count == ExampleTexts.all.count)
        #expect(LayoutValidator.validate(library: library).map(\.description) == [])
    }

    /// The text format cannot write this (a multiplier follows a second anchor), but a
    /// document built in code or by the DSL can.
    @Test func multiplierWithoutSecondAnchorIsAnError() {
        let location = SourceLocation(file: "T.layout", line: 3, column: 5)
        let document = LayoutDocument.screen(
            Screen(
                name: "S",
                body: LayoutBody(
                    items: [.view(ViewItem(name: "a"))],
                    constraints: [LayoutConstraint(Anchor("a", .top), .equal, multiplier: 2, constant: 4, location: location)]
                )))
        #expect(
            LayoutValidator.validate(document, in: LayoutLibrary()).map(\.description) == [
                "T.layout:3:5: error: a.top has a multiplier (2) but no second anchor to multiply",
                "T.layout:3:5: error: cannot pin a.top, a position, to a constant (did you mean owner.top + 4?)",
            ])
    }

    @Test(arguments: validCases)
    func validSnippetHasNoDiagnostics(_ source: String) {
        #expect(Self.diagnostics(source) == [])
    }

    @Test(arguments: errorCases)
    func invalidSnippetReportsExactlyOneError(_ testCase: ValidationCase) {
        #expect(Self.diagnostics(testCase.source) == [testCase.expected])
    }

    static let validCases: [String] = [
        "container A {\n    view a: UIView\n    a.edges == self.edges + 8\n}",
        "container A {\n    view a: UIView\n    a.width == self.height * 2\n    a.size == self.size\n}",
        "screen S {\n    view a: UIView\n    a.top == owner.safeArea.top\n    a.leading == owner.margins.leading\n    a.bottom == owner.keyboard.top\n    a.trailing == owner.readable.trailing\n}",
        "screen S {\n    view s: UIScrollView\n    view c: MyScroller {\n        scrolls\n    }\n    s.contentGuide.width == s.frameGuide.width\n    c.frameGuide.top == owner.top\n}",
        "screen S {\n    use avatar: UserAvatarContainer\n    avatar.vip.width == 10\n    avatar.centerX == owner.centerX\n    avatar.vip.margins.top == owner.top\n}",
        "screen S {\n    view a: UIView\n    a.width == 100 @high\n    a.width == 50 @low as \"compact\"\n}",
        "spec P {\n    ref superView\n    param h\n    make {\n        self.edges == superView.safeArea.edges\n        self.height == h\n    }\n    update {\n        self.edges == superView.safeArea.edges + 4\n    }\n}",
        "screen S {\n    view a: UIView\n    view b: UIView in a\n    guide g in a\n    stack s: vertical in b {\n        arranged c\n    }\n    view c: UILabel\n}",
    ]

    static let errorCases: [ValidationCase] = [
        // Names that do not resolve.
        .init(
            source: "screen S {\n    view vip: UIView\n    vipp.top == owner.top\n}",
            expected: "T.layout:3:5: error: unknown item vipp (did you mean vip?)"),
        .init(
            source: "screen S {\n    view a: UIView\n    a.top == owner.safearea.top\n}",
            expected: "T.layout:3:5: error: unknown system guide safearea on owner (did you mean safeArea?)"),
        .init(
            source: "container C {\n    view a: UIView\n    a.top == self.safeArea.top\n}",
            expected: "T.layout:3:5: error: self is the container's guide and has no safeArea; only views have system guides"),
        .init(
            source: "screen S {\n    guide g\n    view a: UIView\n    a.top == g.margins.top\n}",
            expected: "T.layout:4:5: error: g is a layout guide and has no margins; only views have system guides"),
        .init(
            source: "screen S {\n    view a: UIImageView\n    a.frameGuide.top == owner.top\n}",
            expected:
                "T.layout:3:5: error: a is a UIImageView, not a scroll view, and has no frameGuide (add scrolls to its properties if UIImageView is a scroll view)"
        ),
        .init(
            source: "screen S {\n    view a: UIView\n    view b: UIView\n    a.bottom == b.keyboard.top\n}",
            expected: "T.layout:4:5: error: keyboard is only available on owner (the root view's keyboardLayoutGuide), not on b"),
        .init(
            source: "screen S {\n    view a: UIView\n    a.top == self.top\n}",
            expected: "T.layout:3:5: error: self is not defined in a screen (use owner for the screen's root view)"),
        .init(
            source: "spec P {\n    make {\n        self.top == owner.top\n    }\n}",
            expected: "T.layout:3:9: error: owner is not defined in a spec (pass the view as a ref parameter, e.g. ref superView)"),
        .init(
            source: "screen S {\n    use avatar: UserAvatarContainer\n    avatar.vipp.top == owner.top\n}",
            expected: "T.layout:3:5: error: container UserAvatarContainer (avatar) has no item vipp (did you mean vip?)"),
        .init(
            source: "screen S {\n    use avatar: UserAvatarContainer\n    avatar.safeArea.top == owner.top\n}",
            expected: "T.layout:3:5: error: avatar is the guide of a UserAvatarContainer and has no safeArea; only views have system guides"),
        // Anchors that cannot be related.
        .init(
            source: "container C {\n    view vip: UIView\n    vip.top == self.leading\n}",
            expected: "T.layout:3:5: error: cannot relate vip.top (y axis) to self.leading (x axis)"),
        .init(
            source: "screen S {\n    view a: UIView\n    view b: UIView\n    a.width == b.leading\n}",
            expected: "T.layout:4:5: error: cannot relate a.width (dimension) to b.leading (x axis)"),
        .init(
            source: "screen S {\n    view a: UIView\n    a.centerX == owner.height\n}",
            expected: "T.layout:3:5: error: cannot relate a.centerX (x axis) to owner.height (dimension)"),
        .init(
            source: "screen S {\n    view a: UIView\n    a.leading == owner.left\n}",
            expected:
                "T.layout:3:5: error: cannot relate a.leading to owner.left: leading/trailing follow the layout direction and left/right do not, so Auto Layout refuses to mix them (use leading/trailing on both sides, or left/right on both)"
        ),
        .init(
            source: "screen S {\n    view a: UIView\n    a.edges == owner.center\n}",
            expected: "T.layout:3:5: error: cannot relate a.edges to owner.center: a composite can only be related to the same composite"),
        .init(
            source: "screen S {\n    view a: UIView\n    a.edges == owner.top\n}",
            expected: "T.layout:3:5: error: cannot relate a.leading (x axis) to owner.top (y axis)"),
        // Constants, multipliers, priorities.
        .init(
            source: "screen S {\n    view vip: UIView\n    vip.top == 4\n}",
            expected: "T.layout:3:5: error: cannot pin vip.top, a position, to a constant (did you mean owner.top + 4?)"),
        .init(
            source: "container C {\n    view vip: UIView\n    vip.top == -4\n}",
            expected: "T.layout:3:5: error: cannot pin vip.top, a position, to a constant (did you mean self.top - 4?)"),
        .init(
            source: "screen S {\n    view a: UIView\n    a.width == owner.width * 0\n}",
            expected:
                "T.layout:3:5: error: zero multiplier: a.width == owner.width * 0 ignores owner.width (to relate a.width to a constant only, leave owner.width out)"
        ),
        .init(
            source: "screen S {\n    view a: UIView\n    a.width == 4 @1001\n}",
            expected: "T.layout:3:5: error: priority 1001 of a.width == … is out of range 1...1000"),
        .init(
            source: "screen S {\n    view a: UIView\n    a.width == 4 @low - 250\n}",
            expected: "T.layout:3:5: error: priority 0 of a.width == … is out of range 1...1000"),
        .init(
            source: "screen S {\n    view a: UIView {\n        hugging 0\n    }\n}",
            expected: "T.layout:2:5: error: priority 0 of the hugging of view a is out of range 1...1000"),
        .init(
            source: "screen S {\n    param gap = 8\n    view a: UIView\n    a.width == gapp\n}",
            expected: "T.layout:4:5: error: unknown parameter gapp (did you mean gap?)"),
        .init(
            source: "screen S {\n    view a: UIView\n    view b: UIView\n    a.width == b\n}",
            expected: "T.layout:4:5: error: b is an item, not a parameter (did you mean b.width?)"),
        // Uses and applications.
        .init(
            source: "screen S {\n    use a: UserAvatarContaner\n}",
            expected: "T.layout:2:5: error: unknown container UserAvatarContaner (did you mean UserAvatarContainer?)"),
        .init(
            source: "screen S {\n    view p: UIView\n    apply ClipRecordPanel(superView: owner, panelHeight: 1) to p\n}",
            expected: "T.layout:3:5: error: unknown spec ClipRecordPanel"),
        .init(
            source: "screen S {\n    use a: ClipRecordPanelLayout\n}",
            expected: "T.layout:2:5: error: ClipRecordPanelLayout is a spec, not a container (apply it to an item: apply ClipRecordPanelLayout(…) to a)"),
        .init(
            source: "screen S {\n    view p: UIView\n    apply UserAvatarContainer() to p\n}",
            expected: "T.layout:3:5: error: UserAvatarContainer is a container, not a spec (add it with use: use p: UserAvatarContainer)"),
        .init(
            source: "screen S {\n    view p: UIView\n    apply ClipRecordPanelLayout(superView: owner) to p\n}",
            expected: "T.layout:3:5: error: missing argument panelHeight for spec ClipRecordPanelLayout"),
        .init(
            source: "screen S {\n    view p: UIView\n    apply ClipRecordPanelLayout(panelHeight: 4) to p\n}",
            expected: "T.layout:3:5: error: missing argument superView for spec ClipRecordPanelLayout"),
        .init(
            source: "screen S {\n    use a: UserAvatarContainer(badgeSzie: 4)\n}",
            expected: "T.layout:2:32: error: container UserAvatarContainer has no parameter badgeSzie (did you mean badgeSize?)"),
        .init(
            source: "screen S {\n    view p: UIView\n    apply ClipRecordPanelLayout(superView: 4, panelHeight: 4) to p\n}",
            expected: "T.layout:3:33: error: superView of spec ClipRecordPanelLayout is a ref and takes an item, not the constant 4"),
        .init(
            source: "screen S {\n    view p: UIView\n    apply ClipRecordPanelLayout(superView: owner, panelHeight: p) to p\n}",
            expected: "T.layout:3:51: error: panelHeight of spec ClipRecordPanelLayout is a param and takes a constant, not the item p"),
        .init(
            source: "screen S {\n    use a: UserAvatarContainer(badgeSize: big)\n}",
            expected: "T.layout:2:32: error: unknown parameter big"),
        .init(
            source: "screen S {\n    use a: UserAvatarContainer(badgeSize: 1, badgeSize: 2)\n}",
            expected: "T.layout:2:46: error: argument badgeSize is passed twice"),
        .init(
            source: "container Loop {\n    use me: Loop\n}",
            expected: "T.layout:2:5: error: container Loop uses itself: Loop → Loop"),
        // Names declared twice or reserved.
        .init(
            source: "screen S {\n    view a: UIView\n    guide a\n}",
            expected: "T.layout:3:5: error: duplicate name a: already declared as a view at 2:5"),
        .init(
            source: "screen S {\n    param a = 1\n    view a: UIView\n}",
            expected: "T.layout:3:5: error: duplicate name a: already declared as a param at 2:5"),
        .init(
            source: "spec P {\n    ref a\n    param a\n}",
            expected: "T.layout:3:5: error: duplicate name a: already declared as a ref at 2:5"),
        .init(
            source: "screen S {\n    view top: UIView\n}",
            expected: "T.layout:2:5: error: top is a reserved name (an attribute) and cannot name a view"),
        .init(
            source: "screen S {\n    guide safeArea\n}",
            expected: "T.layout:2:5: error: safeArea is a reserved name (a system guide) and cannot name a guide"),
        .init(
            source: "container C {\n    param owner = 1\n}",
            expected: "T.layout:2:5: error: owner is a reserved name (it names the component's own items) and cannot name a param"),
        .init(
            source: "screen S {\n    view a: UIView\n    a.width == 4\n    a.width == 8\n}",
            expected:
                "T.layout:4:5: error: conflicting constraints: a.width == 8 and a.width == 4 at 3:5 cannot both hold (remove one of them, or make one a preference with a lower priority and a name of its own: a.width == 8 @high as \"a.width.preferred\")"
        ),
        .init(
            source: "screen S {\n    view a: UIView\n    a.edges == owner.edges\n    a.top == owner.top + 8\n}",
            expected:
                "T.layout:4:5: error: conflicting constraints: a.top == owner.top + 8 and a.edges == owner.edges at 3:5 (its a.top == owner.top) cannot both hold (remove one of them, or make one a preference with a lower priority and a name of its own: a.top == owner.top + 8 @high as \"a.top.preferred\")"
        ),
        // Specs.
        .init(
            source:
                "spec P {\n    ref superView\n    make {\n        self.top == superView.top\n    }\n    update {\n        self.top == superView.bottom + 4\n    }\n}",
            expected:
                "T.layout:7:9: error: update self.top == superView.bottom matches no make constraint (update changes the constant of the make constraint with the same anchors and relation)"
        ),
        .init(
            source: "spec P {\n    make {\n        self.width == 10\n    }\n    update {\n        self.width >= 20\n    }\n}",
            expected:
                "T.layout:6:9: error: update self.width >= a constant matches no make constraint (update changes the constant of the make constraint with the same anchors and relation)"
        ),
        .init(
            source: "spec P {\n    ref superView\n    make {\n        self.height == superView\n    }\n}",
            expected: "T.layout:4:9: error: superView is a ref (a view), not a number; constants can only use params"),
        // Stacks and parents.
        .init(
            source: "screen S {\n    stack s: vertical {\n        arranged a\n    }\n}",
            expected: "T.layout:2:5: error: stack s arranges a, which is not a view of this component"),
        .init(
            source: "screen S {\n    guide g\n    stack s: vertical {\n        arranged g\n    }\n}",
            expected: "T.layout:3:5: error: stack s can only arrange views and stacks; g is a layout guide"),
        .init(
            source: "screen S {\n    view a: UIView\n    stack s: vertical {\n        arranged a\n    }\n    stack t: vertical {\n        arranged a\n    }\n}",
            expected: "T.layout:6:5: error: a is arranged in two stacks, s and t"),
        .init(
            source: "screen S {\n    view b: UIView\n    view a: UIView in b\n    stack s: vertical {\n        arranged a\n    }\n}",
            expected: "T.layout:3:5: error: a is arranged in stack s and cannot also be placed in b with in"),
        .init(
            source: "screen S {\n    view a: UIView in b\n    view b: UIView in a\n}",
            expected: "T.layout:2:5: error: a is inside itself: a → b → a"),
        .init(
            source: "screen S {\n    view a: UIView in bb\n    view b: UIView\n}",
            expected: "T.layout:2:5: error: unknown parent bb of a (did you mean b?)"),
        .init(
            source: "screen S {\n    guide g\n    view a: UIView in g\n}",
            expected: "T.layout:3:5: error: a cannot be in g: g is a layout guide, and only views hold items"),
        .init(
            source: "screen S {\n    view a: UIView {\n        intrinsic -1 x none\n    }\n}",
            expected: "T.layout:2:5: error: the intrinsic width of view a must not be negative"),
        .init(
            source: "screen S {\n    width 0\n}",
            expected: "T.layout:1:1: error: the screen's width must be a positive number, not 0"),
    ]
}
