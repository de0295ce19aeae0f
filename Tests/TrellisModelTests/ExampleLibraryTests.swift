import Testing
import TrellisExamples
@testable import TrellisModel

@Suite struct ExampleLibraryTests {
    func parsedLibrary() throws -> [(file: ExampleLibrary.File, document: LayoutDocument)] {
        try ExampleLibrary.files().map { file in
            (file, try LayoutDocument(parsing: file.text, file: file.name))
        }
    }

    @Test func everyExampleParsesValidatesAndIsFormatted() throws {
        let parsed = try parsedLibrary()
        #expect(parsed.count == 12)
        let library = LayoutLibrary(parsed.map(\.document))
        #expect(LayoutValidator.validate(library: library) == [])
        for (file, document) in parsed {
            #expect(file.name == "\(document.name).layout")
            #expect(LayoutPrinter.print(document) == file.text, "\(file.name) is not in fmt's form")
            #expect(try LayoutDocument(parsing: LayoutPrinter.print(document), file: file.name) == document)
        }
    }

    @Test func theLibraryCoversEverySeedPattern() throws {
        let library = LayoutLibrary(try parsedLibrary().map(\.document))
        #expect(library["ListCell"]?.dependencies == ["UserAvatarContainer"])
        #expect(library["ClipRecordScreen"]?.dependencies == ["ClipRecordPanelLayout"])
        guard case .spec(let spec) = library["ClipRecordPanelLayout"] else {
            Issue.record("ClipRecordPanelLayout is not a spec")
            return
        }
        #expect(spec.references.map(\.name) == ["superView"])
        #expect(spec.update.count == 1)
        let kinds = Set(library.documents.values.map(\.kind))
        #expect(kinds == [.container, .screen, .spec])
    }

    /// The README's operator-DSL example and its `.layout` file build the same model.
    @Test func textAndDSLGiveTheSameCanonicalJSON() throws {
        let text = try #require(try ExampleLibrary.files().first { $0.name == "LabelButtonScreen.layout" })
        let parsed = try LayoutDocument(parsing: text.text, file: text.name)

        let label = LayoutItem("label"), button = LayoutItem("button"), view = LayoutItem.owner
        let built = LayoutDocument.screen(
            Screen("LabelButtonScreen") {
                ViewItem(name: "button", className: "UIButton", intrinsicSize: IntrinsicSize(width: 88, height: 44))
                ViewItem(
                    name: "label", className: "UILabel", intrinsicSize: IntrinsicSize(width: 600, height: 21),
                    baselines: Baselines(firstFromTop: 17, lastFromBottom: 4)
                )
                button.layout {
                    $0.top == view.safeArea.top + 20; $0.leading == view.leading + 20
                }
                label.layout {
                    $0.top == button.bottom + 20; $0.leading == button.leading; $0.width <= view.width - 40
                }
            })
        #expect(built.canonicalJSON.serialized == parsed.canonicalJSON.serialized)
        #expect(built.contentHash == parsed.contentHash)
    }

    @Test func hashIgnoresFormattingAndComments() throws {
        let tidy = """
            container C {
                param inset = 8

                view a: UIView

                a.edges == self.edges + inset
            }

            """
        let messy = "// a note\ncontainer C { param inset=8;view a:UIView\n  a.edges==self.edges+inset // why\n}"
        let spelledOut = """
            container C {
                param inset = 8
                view a: UIView
                a.trailing == self.trailing - inset
                a.bottom == self.bottom - inset
                a.leading == self.leading + inset
                a.top == self.top + inset
            }
            """
        let hashes = try [tidy, messy, spelledOut].map { try LayoutDocument(parsing: $0, file: "C.layout").contentHash }
        #expect(Set(hashes).count == 1)
        let changed = try LayoutDocument(parsing: tidy.replacingOccurrences(of: "= 8", with: "= 9"), file: "C.layout")
        #expect(changed.contentHash != hashes[0])
    }
}
