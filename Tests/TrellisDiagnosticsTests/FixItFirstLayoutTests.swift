import Testing
import TrellisEngine
import TrellisModel
import TrellisProjectFiles

@testable import TrellisDiagnostics

/// What keeps a check of a large app in proportion to its layout (issue 36) without changing
/// what it says: candidates turned down from one layout, validation not repeated for what an
/// edit does not reach, components solved on every core.
struct FixItFirstLayoutTests {
    /// Flawed screens in the forms real apps have, beside the example library: a subtitle left
    /// without a vertical position, two labels tied for one free width, a used container with
    /// no position, a container that uses another used by two screens.
    static func flawed() throws -> LayoutWorkspace {
        let screens = [
            (
                "MessageCell",
                """
                screen MessageCell {
                    height 64
                    use avatar: UserAvatarContainer
                    view title: UILabel {
                        intrinsic 120 x 20
                    }
                    view subtitle: UILabel {
                        intrinsic 90 x 16
                    }
                    avatar.leading == owner.leading + 16
                    avatar.centerY == owner.centerY
                    avatar.width == 40
                    avatar.height == 40
                    title.leading == avatar.trailing + 12
                    title.top == owner.top + 10
                    subtitle.leading == title.leading
                }
                """
            ),
            (
                "NameRow",
                """
                screen NameRow {
                    height 44
                    view first: UILabel
                    view last: UILabel
                    first.leading == owner.leading + 16
                    first.centerY == owner.centerY
                    last.leading == first.trailing + 8
                    last.trailing == owner.trailing - 16
                    last.centerY == owner.centerY
                }
                """
            ),
            (
                "ProfileHeader",
                """
                screen ProfileHeader {
                    height 120
                    use avatar: UserAvatarContainer
                    view name: UILabel {
                        intrinsic 140 x 22
                    }
                    avatar.width == 64
                    avatar.height == 64
                    name.leading == owner.leading + 16
                    name.bottom == owner.bottom - 12
                }
                """
            ),
        ]
        let files = try Library.files() + screens.map { LayoutSourceFile(path: "\($0.0).layout", text: $0.1) }
        return LayoutWorkspace(files: files)
    }

    /// Turned down on the first layout only where the whole re-check (every file in scope,
    /// every component that uses the edited one, every device) turns it down too, and some
    /// candidates are turned down there, some not.
    @Test func aCandidateTurnedDownOnTheFirstLayoutFailsTheWholeRecheck() throws {
        let workspace = try Self.flawed()
        let options = CheckOptions()
        let search = FixItSearch(workspace: workspace, options: options)
        let problems = LayoutCheck.collect(workspace, options: options, only: nil).problems.filter { $0.kind == "ambiguous" }
        #expect(problems.count >= 3)
        var turnedDown = 0, kept = 0
        for problem in problems {
            let location = try #require(problem.location)
            let file = try #require(workspace.files.first { $0.path == location.file })
            let document = try #require(file.document)
            let (item, axes) = try #require(FixItSearch.ambiguity(in: problem))
            let closing = try #require(FixItSearch.closingLine(of: file.text))
            let affected = Set([document.name] + search.dependents(of: document.name))
            let before = LayoutCheck.collect(search.scope.scoped(editing: file.path, replacedBy: nil, names: affected), options: options, only: affected)
                .problems.map { FixItSearch.key($0, shiftingFrom: .max, by: 0) }
            for lines in AmbiguityCandidates.candidates(item: item, axes: axes, in: document).prefix(16) {
                let edit = TextEdit(file: file.path, line: closing, text: lines.map { "    \($0)\n" }.joined())
                let text = try #require(TextEdit.apply([edit], to: file.text))
                let edited = search.scope.scoped(editing: file.path, replacedBy: LayoutSourceFile(path: file.path, text: text), names: affected)
                let inserted = closing..<(closing + lines.count)
                let fails = search.failsOnFirstLayout(
                    problem, in: edited, file: file.path, inserted: inserted, shift: (closing, lines.count), reusing: nil)
                let after = Set(
                    LayoutCheck.collect(edited, options: options, only: affected).problems.map {
                        FixItSearch.key($0, shiftingFrom: closing, by: lines.count)
                    })
                let passes = !after.contains(FixItSearch.key(problem, shiftingFrom: .max, by: 0)) && after.isSubset(of: Set(before))
                if fails {
                    turnedDown += 1
                    #expect(!passes, "\(problem.message): \(lines)")
                } else {
                    kept += 1
                }
            }
        }
        #expect(turnedDown > 0)
        #expect(kept > 0)
    }

    /// The search with both shortcuts gives every problem the fix-its, in the order, that
    /// whole re-checks of every candidate give.
    @Test(arguments: [(true, false), (false, true), (true, true)])
    func shortcutsGiveTheFixItsOfWholeRechecks(firstLayout: Bool, validation: Bool) throws {
        let workspace = try Self.flawed()
        let options = CheckOptions()
        let problems = LayoutCheck.collect(workspace, options: options, only: nil).problems
        var reference = FixItSearch(workspace: workspace, options: options)
        reference.turnsDownOnFirstLayout = false
        reference.reusesValidation = false
        var quick = FixItSearch(workspace: workspace, options: options)
        quick.turnsDownOnFirstLayout = firstLayout
        quick.reusesValidation = validation
        let expected = reference.timedFixIts(for: problems).problems
        let found = quick.timedFixIts(for: problems).problems
        #expect(found == expected)
        #expect(expected.contains { $0.kind == "ambiguous" && !$0.fixIts.isEmpty })
    }

    /// Components solved on every core come back in order with what a serial solve finds.
    @Test func componentsSolvedInParallelGiveTheSerialFindings() throws {
        let workspace = try Self.flawed()
        let engine = LayoutEngine(library: workspace.library)
        let names = engine.solvableNames
        func describe(_ components: [LayoutCheck.SolvedComponent]) -> [String] {
            components.flatMap { component in
                ["\(component.name) solved=\(component.solved) at \(component.location.map(\.description) ?? "-")"]
                    + component.findings.map { finding in
                        switch finding {
                        case .problem(let problem): return "problem \(problem.message)"
                        case .layouts(let layouts, let state):
                            return "\(state ?? "base"): "
                                + layouts.map { layout in
                                    switch layout.result {
                                    case .success(let solution): return "\(solution.frames.map(\.frame)) \(solution.diagnostics.map(\.message))"
                                    case .failure(let error): return "\(error)"
                                    }
                                }.joined(separator: " | ")
                        }
                    }
            }
        }
        let options = CheckOptions()
        let parallel = LayoutCheck.solve(names, engine: engine, workspace: workspace, reported: [], options: options, inParallel: true)
        let serial = LayoutCheck.solve(names, engine: engine, workspace: workspace, reported: [], options: options, inParallel: false)
        #expect(parallel.map(\.name) == names)
        #expect(describe(parallel) == describe(serial))
    }

    /// A component outside what the edit reaches is taken as validated only when it is: one
    /// that does not validate is validated again (and stays unsolved), as is the edited one.
    @Test func onlyComponentsThatValidateAreTakenAsValidated() throws {
        let broken = """
            container Broken {
                view a: UIView
                a.top == nowhere.bottom
            }
            """
        let workspace = LayoutWorkspace(files: try Self.flawed().files + [LayoutSourceFile(path: "Broken.layout", text: broken)])
        let scope = FixItScope(workspace: workspace)
        _ = workspace.check(validated: scope.validated)
        let file = try #require(workspace.file(defining: "ProfileHeader"))
        let text = file.text.replacingOccurrences(of: "height 120", with: "height 121")
        let edited = scope.scoped(editing: file.path, replacedBy: LayoutSourceFile(path: file.path, text: text), names: ["ProfileHeader"])
        #expect(edited.file(defining: "UserAvatarContainer") != nil)
        let recheck = ValidatedLibrary(edited.library, reusing: scope.validated)
        #expect(edited.check(validated: recheck) == edited.check())
        #expect(recheck.validatedNames == ["ProfileHeader"])
        let brokenAlone = LayoutWorkspace(files: [LayoutSourceFile(path: "Broken.layout", text: broken)])
        let again = ValidatedLibrary(brokenAlone.library, reusing: scope.validated)
        #expect(!again.validates("Broken"))
        #expect(again.validatedNames == ["Broken"])
    }
}
