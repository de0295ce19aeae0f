import Testing
import TrellisLayoutFixtures
@testable import TrellisModel

@Suite struct PrinterTests {
    static func reprint(_ source: String) throws -> String {
        LayoutPrinter.print(try LayoutDocument(parsing: source, file: "P.layout"))
    }

    @Test(arguments: [ExampleTexts.userAvatar, ExampleTexts.clipRecordPanel])
    func canonicalTextPrintsAsItself(_ text: String) throws {
        #expect(try Self.reprint(text) == text)
    }

    @Test func groupsAreOrderedAndSeparatedByOneBlankLine() throws {
        let source = """
            container C {
              a.top == self.top


              apply S() to a
              view a: UIView
              param p = 1
            }
            """
        #expect(
            try Self.reprint(source) == """
                container C {
                    param p = 1

                    view a: UIView

                    apply S() to a

                    a.top == self.top
                }

                """)
    }

    @Test func multipliersPrintAsDivisionWhenExact() {
        #expect(LayoutPrinter.multiplierText(1) == nil)
        #expect(LayoutPrinter.multiplierText(1.0 / 3.0) == "/ 3")
        #expect(LayoutPrinter.multiplierText(0.5) == "/ 2")
        #expect(LayoutPrinter.multiplierText(0.75) == "* 0.75")
        #expect(LayoutPrinter.multiplierText(0.3) == "* 0.3")
        #expect(LayoutPrinter.multiplierText(2) == "* 2")
        #expect(LayoutPrinter.multiplierText(-0.5) == "* -0.5")
    }

    @Test func prioritiesPrintByNameAndRequiredIsOmitted() throws {
        let source = "screen S {\n    a.width == 1 @1000\n    a.height == 1 @750\n    b.width == 1 @high - 1\n    b.height == 1 @50\n}"
        #expect(
            try Self.reprint(source) == """
                screen S {
                    a.width == 1
                    a.height == 1 @high
                    b.width == 1 @749
                    b.height == 1 @fittingSize
                }

                """)
    }

    @Test func constantsAndCompositesPrintAsWritten() throws {
        let source = "screen S {\n    a.edges == owner.edges + -8\n    a.top == b.top + 4 - gap\n    a.width == -2 * gap\n    a.height == b.height - 0\n}"
        #expect(
            try Self.reprint(source) == """
                screen S {
                    a.edges == owner.edges - 8
                    a.top == b.top - gap + 4
                    a.width == -2 * gap
                    a.height == b.height
                }

                """)
    }

    @Test func viewPropertiesAtTheirDefaultsAreLeftOut() throws {
        let source = """
            screen S {
                view a: UILabel { hugging 250; compression h 750 v high; margins 2 2 2 2 }
                stack s: vertical {
                    distribution fill
                    spacing 0
                }
            }
            """
        #expect(
            try Self.reprint(source) == """
                screen S {
                    view a: UILabel {
                        margins 2
                    }
                    stack s: vertical
                }

                """)
    }

    @Test func commentsAreReEmittedWhereTheyStand() throws {
        let source = """
            // Header
            spec P {
                // the view
                ref v
                // make it
                make {
                    self.top == v.top // pinned
                }
                // last words
            }
            """
        #expect(
            try Self.reprint(source) == """
                // Header
                spec P {
                    // the view
                    ref v

                    make {
                        // make it
                        // pinned
                        self.top == v.top
                    }

                    // last words
                }

                """)
    }

    @Test func undeclaredParameterArgumentKeepsItsMeaning() throws {
        let document = LayoutDocument.container(
            Container(
                name: "C",
                body: LayoutBody(items: [.use(ContainerUse(name: "a", container: "B", arguments: [LayoutArgument("size", .constant(.parameter("big")))]))])
            ))
        let printed = LayoutPrinter.print(document)
        #expect(printed.contains("use a: B(size: big + 0)"))
        #expect(try LayoutDocument(parsing: printed, file: "C.layout") == document)
    }
}
