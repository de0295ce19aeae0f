import Testing
import TrellisModel

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

    /// A screen whose own file is clean but whose container has an error is validated again
    /// (the engine then refuses it as it did), as is every component with an error.
    @Test func onlyComponentsWhoseFilesAndDependenciesHaveNoErrorAreTakenAsValid() {
        let validation = Self.workspace.check()
        #expect(validation.contains { $0.severity == .error && $0.location?.file == "Badge.layout" })
        #expect(validation.contains { $0.severity == .error && $0.location?.file == "Bad.layout" })
        #expect(LayoutCheck.validWithoutErrors(Self.workspace, validation: validation) == ["Plain"])
    }

    /// An error without a place cannot be traced to a component: nothing is taken as valid.
    @Test func anErrorWithoutALocationTakesNothingAsValid() {
        let validation = Self.workspace.check() + [Diagnostic(at: nil, "something without a place")]
        #expect(LayoutCheck.validWithoutErrors(Self.workspace, validation: validation).isEmpty)
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
