import Testing
import TrellisEngine
import TrellisModel
import TrellisProjectFiles

@testable import TrellisDiagnostics

/// A check validates every file once (issue 36, 37 item 4): the engine takes the components the
/// check's own validation found without errors as valid instead of validating them again, and
/// only those.
struct CheckValidationReuseTests {
    static let workspace = LayoutWorkspace(files: [
        LayoutSourceFile(
            path: "Badge.layout",
            text: """
                container Badge {
                    view dot: UIView
                    dot.edges == self.edges
                    dot.top == ghost.bottom
                }
                """),
        LayoutSourceFile(
            path: "Card.layout",
            text: """
                screen Card {
                    use badge: Badge
                    badge.leading == owner.leading
                    badge.top == owner.top
                }
                """),
        LayoutSourceFile(
            path: "Plain.layout",
            text: """
                screen Plain {
                    view box: UIView
                    box.edges == owner.edges
                }
                """),
        LayoutSourceFile(
            path: "Bad.layout",
            text: """
                screen Bad {
                    view box: UIView
                    box.edges == owner.edges
                    box.width == nothing.width
                }
                """),
    ])

    /// The check validates each component once, and the engine reads what it found: a
    /// component with errors (and one blocked by its container's) is not validated again.
    @Test func theEngineReadsTheChecksValidationInsteadOfValidatingAgain() {
        let validated = ValidatedLibrary(Self.workspace.library)
        let validation = Self.workspace.check(validated: validated)
        #expect(validation == Self.workspace.check())
        #expect(validation.contains { $0.severity == .error && $0.location?.file == "Badge.layout" })
        #expect(validation.contains { $0.severity == .error && $0.location?.file == "Bad.layout" })
        #expect(validated.validatedNames.sorted() == ["Bad", "Badge", "Card", "Plain"])
        let engine = LayoutEngine(validated: validated)
        #expect(engine.validates("Plain"))
        #expect(!engine.validates("Bad"))
        #expect(validated.errors(includingDependenciesOf: "Card").contains { $0.location?.file == "Badge.layout" })
        #expect(validated.validatedNames.count == 4)
    }

    /// A re-check after an edit validates only what changed: an unedited component with an
    /// error is validated again (its error's hint names the library's other components), an
    /// unedited valid one is not, and what it reports is what a fresh check reports.
    @Test func aRecheckValidatesOnlyTheEditedFileAndComponentsWithErrors() throws {
        let tag = LayoutSourceFile(path: "Tag.layout", text: "container Tag {\n    view dot: UIView\n    dot.edges == self.edges\n}\n")
        let workspace = LayoutWorkspace(files: Self.workspace.files + [tag])
        let validated = ValidatedLibrary(workspace.library)
        _ = workspace.check(validated: validated)
        var files = workspace.files
        let index = try #require(files.firstIndex { $0.path == "Plain.layout" })
        files[index] = LayoutSourceFile(
            path: "Plain.layout",
            text: files[index].text.replacingOccurrences(of: "box.edges == owner.edges", with: "box.edges == owner.edges\n    box.width <= 400"))
        let edited = LayoutWorkspace(files: files)
        let recheck = ValidatedLibrary(edited.library, reusing: validated)
        let found = edited.check(validated: recheck)
        #expect(found == edited.check())
        #expect(found.map(\.location?.line) == edited.check().map(\.location?.line))
        let again = Set(recheck.validatedNames)
        #expect(again.isSuperset(of: ["Plain", "Bad", "Badge"]))
        #expect(!again.contains("Tag"))
    }

    /// The check reports the same problems as when the engine validates everything itself:
    /// the container's error, the screen blocked by it, the broken screen.
    @Test func theCheckReportsWhatTheEngineWouldRefuse() {
        let report = LayoutCheck.run(Self.workspace, options: CheckOptions(suggestsFixIts: false))
        let files = Set(report.problems.filter { $0.severity == .error }.compactMap { $0.location?.file })
        #expect(files.isSuperset(of: ["Badge.layout", "Bad.layout"]))
        #expect(report.solvedCount == 1)
    }
}
