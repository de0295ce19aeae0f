import Foundation
import Testing
@testable import TrellisModel

/// The format additions of issue 23: a screen's `root`, `safeArea` and `margins`; the view
/// properties `preservesSuperviewMargins`, `scrolls off` and `alignmentInsets`; `when`
/// blocks of constraints that exist only in some size classes. Parsed, printed, hashed,
/// decoded, validated and diffed.
@Suite struct RootSettingsFormatTests {
    static let messageView = """
        // A message bubble designed on a 510-wide canvas with the notch phone's insets.
        screen MessageView {
            width 510
            height 600
            root view
            safeArea 44 0 34 0
            margins 12

            view slider: UISlider {
                alignmentInsets 0 2 1 2
            }
            view notes: UITextView {
                scrolls off
                preservesSuperviewMargins
            }

            slider.top == owner.safeArea.top
            when width compact {
                slider.leading == owner.leadingMargin
                slider.trailing == owner.trailingMargin
            }
            notes.top == slider.bottom + 8
            when width regular height compact {
                slider.leading == owner.leadingMargin + 40
            }
            when height regular {
                notes.bottom == owner.safeArea.bottom
            }
        }

        """

    static func screen(_ source: String) throws -> Screen {
        guard case .screen(let screen) = try LayoutDocument(parsing: source, file: "MessageView.layout") else {
            Issue.record("not a screen")
            return Screen(name: "")
        }
        return screen
    }

    static func diagnostics(_ source: String) -> [String] {
        LayoutParser.parse(source, file: "S.layout").diagnostics.map(\.description)
    }

    @Test func rootStatementsSetTheScreensRootKindSafeAreaAndMargins() throws {
        let screen = try Self.screen(Self.messageView)
        #expect(screen.root == .view)
        #expect(screen.safeArea == AbsoluteInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(screen.margins == DirectionalInsets(all: 12))
        #expect(screen.width == 510 && screen.height == 600)
        let four = try Self.screen("screen S {\n    margins 1 2 3 4\n}\n")
        #expect(four.margins == DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(four.root == .controller && four.safeArea == nil)
    }

    @Test func viewPropertiesForMarginsScrollingAndAlignmentRects() throws {
        let screen = try Self.screen(Self.messageView)
        guard case .view(let slider)? = screen.body.item(named: "slider"), case .view(let notes)? = screen.body.item(named: "notes") else {
            Issue.record("missing views")
            return
        }
        #expect(slider.alignmentInsets == AbsoluteInsets(top: 0, left: 2, bottom: 1, right: 2))
        #expect(!slider.preservesSuperviewMargins && slider.isScrollEnabled)
        #expect(!notes.isScrollEnabled && !notes.scrolls && notes.preservesSuperviewMargins)
        // Bare `scrolls` still forces scrolling on (a custom scroll view class).
        let custom = try Self.screen("screen S {\n    view feed: FeedView {\n        scrolls\n    }\n}\n")
        guard case .view(let feed)? = custom.body.item(named: "feed") else { return }
        #expect(feed.scrolls && feed.isScrollEnabled)
    }

    @Test func whenBlocksGiveTheirConstraintsSizeClassesAndKeepFileOrder() throws {
        let constraints = try Self.screen(Self.messageView).body.constraints
        #expect(
            constraints.map(\.sizeClasses) == [
                .always,
                SizeClassCondition(width: .compact), SizeClassCondition(width: .compact),
                .always,
                SizeClassCondition(width: .regular, height: .compact),
                SizeClassCondition(height: .regular),
            ])
        #expect(constraints[4].constant == ConstantExpression(40))
        #expect(SizeClassCondition(width: .compact).matches(width: .compact, height: .compact))
        #expect(!SizeClassCondition(width: .compact).matches(width: .regular, height: .regular))
        #expect(SizeClassCondition.always.matches(width: .regular, height: .compact))
    }

    @Test func printingGivesTheTextBackAndReadsBackToTheSameDocument() throws {
        let document = try LayoutDocument(parsing: Self.messageView, file: "MessageView.layout")
        let printed = LayoutPrinter.print(document)
        #expect(printed == Self.messageView)
        #expect(try LayoutDocument(parsing: printed, file: "MessageView.layout") == document)
    }

    @Test func heightFirstInAWhenHeaderPrintsWidthFirst() throws {
        let document = try LayoutDocument(
            parsing: """
                screen S {
                    view a: UIView
                    when height compact width regular { a.top == owner.top }
                }
                """, file: "S.layout")
        #expect(LayoutPrinter.print(document).contains("    when width regular height compact {\n        a.top == owner.top\n    }\n"))
    }

    @Test func defaultsLeaveTheCanonicalFormAsItWasBeforeTheAdditions() throws {
        // The canonical JSON of a screen and a view written before issue 23, spelled out
        // by hand: none of the new members appear unless they differ from the default.
        let document = try LayoutDocument(
            parsing: """
                screen S {
                    view a: UIView
                    a.top == owner.top
                }
                """, file: "S.layout")
        let expected =
            #"{"applications":[],"constraints":[{"constant":{"terms":[],"value":0},"first":{"attribute":"top","item":"a"},"#
            + #""identifier":null,"multiplier":1,"priority":1000,"relation":"==","second":{"attribute":"top","item":"owner"}}],"#
            + #""format":1,"height":null,"items":[{"baselines":null,"class":"UIView","compressionResistance":{"horizontal":750,"vertical":750},"#
            + #""hidden":false,"hugging":{"horizontal":250,"vertical":250},"insetsMarginsFromSafeArea":true,"intrinsicSize":null,"#
            + #""kind":"view","margins":null,"name":"a","parent":null,"scrolls":false}],"kind":"screen","name":"S","parameters":[],"width":null}"#
        #expect(String(decoding: document.canonicalBytes, as: UTF8.self) == expected)
        #expect(document.canonicalJSON.serialized == expected)
    }

    @Test func newPropertiesChangeTheHashAndDecodeBack() throws {
        let document = try LayoutDocument(parsing: Self.messageView, file: "MessageView.layout")
        let text = String(decoding: document.canonicalBytes, as: UTF8.self)
        #expect(text == document.canonicalJSON.serialized)
        for member in [
            #""root":"view""#, #""safeArea":{"bottom":34,"left":0,"right":0,"top":44}"#,
            #""margins":{"bottom":12,"leading":12,"top":12,"trailing":12}"#,
            #""sizeClasses":{"height":"compact","width":"regular"}"#, #""sizeClasses":{"width":"compact"}"#,
            #""alignmentInsets":{"bottom":1,"left":2,"right":2,"top":0}"#, #""scrollEnabled":false"#,
            #""preservesSuperviewMargins":true"#,
        ] {
            #expect(text.contains(member), "\(member)")
        }
        let decoded = try LayoutDocument(canonicalData: document.canonicalData)
        #expect(decoded.contentHash == document.contentHash)
        guard case .screen(let screen) = decoded else { return }
        #expect(screen.root == .view && screen.safeArea?.top == 44 && screen.margins == DirectionalInsets(all: 12))
        #expect(screen.body.constraints.filter { !$0.sizeClasses.isAlways }.count == 4)
        var changed = document
        if case .screen(var screen) = changed {
            screen.root = .cell
            changed = .screen(screen)
        }
        #expect(changed.contentHash != document.contentHash)
    }

    @Test func anEmptySizeClassObjectIsRefusedWhenDecoding() throws {
        let text =
            #"{"applications":[],"constraints":[{"constant":{"terms":[],"value":0},"first":{"attribute":"top","item":"a"},"#
            + #""identifier":null,"multiplier":1,"priority":1000,"relation":"==","second":null,"sizeClasses":{}}],"#
            + #""format":1,"items":[],"kind":"container","name":"C","parameters":[]}"#
        #expect(throws: LayoutDocument.DecodingError.self) { try LayoutDocument(canonicalData: Data(text.utf8)) }
    }

    static let errorCases: [ParseErrorCase] = [
        ParseErrorCase(
            source: "screen S {\n    root cel\n}",
            expected: [
                "S.layout:2:10: error: unknown root kind cel; expected one of controller, cell, view (did you mean cell?)"
            ]),
        ParseErrorCase(
            source: "screen S {\n    safeArea 1 2\n}",
            expected: [
                "S.layout:2:17: error: safeArea takes one number or four (top left bottom right), not 2"
            ]),
        ParseErrorCase(
            source: "screen S {\n    root cell\n    root view\n}",
            expected: [
                "S.layout:3:5: error: the screen's root is already set"
            ]),
        ParseErrorCase(
            source: "container C {\n    root cell\n}",
            expected: [
                "S.layout:2:5: error: root is a screen statement; a container takes its size and margins from the view that holds it"
            ]),
        ParseErrorCase(
            source: "screen S {\n    when width tiny {\n    }\n}",
            expected: [
                "S.layout:2:16: error: unknown size class tiny; expected compact or regular"
            ]),
        ParseErrorCase(
            source: "screen S {\n    when depth compact {\n    }\n}",
            expected: [
                "S.layout:2:10: error: expected width or height after when, found depth"
            ]),
        ParseErrorCase(
            source: "screen S {\n    when width compact width regular {\n    }\n}",
            expected: [
                "S.layout:2:24: error: when names the width class twice"
            ]),
        ParseErrorCase(
            source: "screen S {\n    when width compact {\n        when height regular {\n        }\n    }\n}",
            expected: [
                "S.layout:3:9: error: a when block cannot hold another; write both classes in one (when width compact height regular)"
            ]),
        ParseErrorCase(
            source: "screen S {\n    when width compact {\n        view a: UIView\n    }\n}",
            expected: [
                "S.layout:3:9: error: a when block holds only constraints; declare view outside it"
            ]),
        ParseErrorCase(
            source: "screen S {\n    view a: UITextView {\n        alignmentInsets 1 2 3\n    }\n}",
            expected: [
                "S.layout:3:30: error: alignmentInsets takes one number or four (top left bottom right), not 3"
            ]),
    ]

    @Test(arguments: errorCases)
    func brokenAdditionsAreReportedWhereTheyAre(_ errorCase: ParseErrorCase) {
        #expect(Self.diagnostics(errorCase.source) == errorCase.expected)
    }

    @Test func theSameAnchorsInDifferentSizeClassesAreDifferentConstraints() throws {
        let document = try LayoutDocument(
            parsing: """
                screen S {
                    view a: UIView
                    a.leading == owner.leading
                    when width compact {
                        a.leading == owner.leading + 16
                    }
                    when width regular {
                        a.leading == owner.leading + 40
                    }
                }
                """, file: "S.layout")
        #expect(LayoutValidator.validate(document, in: LayoutLibrary()).filter { $0.severity == .error }.isEmpty)
        let keys = document.body?.constraints.map(\.key.description)
        #expect(keys == ["a.leading == owner.leading", "a.leading == owner.leading when width compact", "a.leading == owner.leading when width regular"])
        let twice = try LayoutDocument(
            parsing: """
                screen S {
                    view a: UIView
                    when width compact {
                        a.leading == owner.leading
                    }
                    when width compact {
                        a.leading == owner.leading + 1
                    }
                }
                """, file: "S.layout")
        let errors = LayoutValidator.validate(twice, in: LayoutLibrary()).map(\.description)
        #expect(
            errors.count == 1
                && errors[0].contains(
                    "conflicting constraints when width compact: a.leading == owner.leading + 1 and a.leading == owner.leading at 4:9 cannot both hold"),
            "\(errors)")
    }

    @Test func validationRefusesNegativeSafeAreasAndWarnsOnScrollsOffOfAPlainView() throws {
        let document = try LayoutDocument(
            parsing: """
                screen S {
                    safeArea 20 0 -1 0
                    view label: UILabel {
                        scrolls off
                    }
                }
                """, file: "S.layout")
        let diagnostics = LayoutValidator.validate(document, in: LayoutLibrary())
        #expect(diagnostics.map(\.severity) == [.error, .warning])
        #expect(diagnostics.first?.message == "the screen's safeArea insets must not be negative")
        #expect(diagnostics.last?.message == "scrolls off has no effect on view label: UILabel is not a scroll view")
    }

    @Test func diffNamesSizeClassesAndRootSettings() throws {
        let old = try LayoutDocument(
            parsing: """
                screen S {
                    view a: UIView
                    when width compact {
                        a.leading == owner.leading + 16
                    }
                }
                """, file: "S.layout")
        let new = try LayoutDocument(
            parsing: """
                screen S {
                    root cell
                    safeArea 20 0 0 0
                    view a: UISlider {
                        alignmentInsets 0 2 1 2
                    }
                    when width compact {
                        a.leading == owner.leading + 20
                    }
                    when width regular {
                        a.leading == owner.leading + 40
                    }
                }
                """, file: "S.layout")
        #expect(
            LayoutDiff.changes(from: old, to: new).map(\.text) == [
                "view a: class UIView → UISlider, alignmentInsets none → 0 2 1 2",
                "a.leading == owner.leading when width compact: constant 16 → 20",
                "+ a.leading == owner.leading + 40 when width regular",
                "screen S: root controller → cell, safeArea none → 20 0 0 0",
            ])
    }
}
