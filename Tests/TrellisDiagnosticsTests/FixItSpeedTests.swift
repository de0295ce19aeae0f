import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisProjectFiles

@testable import TrellisDiagnostics

/// What keeps a check of a large app in proportion to its layout (issue 36): a candidate's
/// scope without a pass over every file, messages compared without Foundation's string
/// bridge, problems searched on every core, and a bound on each problem's search.
struct FixItSpeedTests {
    /// The scope built from the unedited workspace's tables gives the same files, in the same
    /// order, as the reference that goes through every component of the edited workspace.
    @Test func quickScopeKeepsTheFilesTheReferenceKeeps() throws {
        let workspace = try FixItScopeTests.withUnrelatedFiles()
        let scope = FixItScope(workspace: workspace)
        for file in workspace.files {
            guard let name = file.document?.name else { continue }
            let names = Set([name] + scope.dependents(of: name))
            // As it is, and with a line added before the closing brace (what a candidate does).
            let edits: [LayoutSourceFile?] = [
                nil, LayoutSourceFile(path: file.path, text: file.text.replacingOccurrences(of: "\n}", with: "\n    // candidate\n}")),
            ]
            for edited in edits {
                var files = workspace.files
                if let edited, let index = files.firstIndex(where: { $0.path == file.path }) { files[index] = edited }
                var whole = LayoutWorkspace(files: files)
                whole.dependencies = workspace.dependencies
                let reference = FixItScope.scoped(whole, editing: file.path, names: names)
                let quick = scope.scoped(editing: file.path, replacedBy: edited, names: names)
                #expect(quick.files.map(\.path) == reference.files.map(\.path), "\(file.path)")
                #expect(quick.files.map(\.text) == reference.files.map(\.text), "\(file.path)")
            }
        }
    }

    /// An edit that breaks the file (it no longer parses) or renames its component takes the
    /// reference's way: the quick tables no longer describe it.
    @Test func scopeOfAnEditThatRenamesOrBreaksTheComponentIsTheReference() throws {
        let workspace = try FixItScopeTests.withUnrelatedFiles()
        let scope = FixItScope(workspace: workspace)
        let path = "UserAvatarContainer.layout"
        let original = try #require(workspace.files.first { $0.path == path })
        let names = Set(["UserAvatarContainer"] + scope.dependents(of: "UserAvatarContainer"))
        for text in [
            original.text.replacingOccurrences(of: "container UserAvatarContainer", with: "container Renamed"), original.text + "\n view = \n",
        ] {
            let edited = LayoutSourceFile(path: path, text: text)
            var files = workspace.files
            files[try #require(files.firstIndex { $0.path == path })] = edited
            let reference = FixItScope.scoped(LayoutWorkspace(files: files), editing: path, names: names)
            #expect(scope.scoped(editing: path, replacedBy: edited, names: names).files.map(\.path) == reference.files.map(\.path))
        }
    }

    @Test(arguments: [
        ("ambiguous on iPhone-SE: avatar.vip: vertical position not determined", " on iPhone-SE:", ":"),
        ("avatar.vip is outside avatar.vip's superview on iPhone-SE", "avatar.vip", "vip"),
        ("no match here", "iPad", "x"),
        ("aaaa", "aa", "b"),
        ("ends with the target", "target", ""),
        ("émoji 🙂 and ünïcode: a.b.c", "a.b", "b"),
        ("", "x", "y"),
        ("x", "", "y"),
    ])
    func replacingAllGivesWhatFoundationGives(text: String, target: String, replacement: String) {
        #expect(text.replacingAll(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement))
    }

    /// Searched on several cores, problems keep their order and get the fix-its a search one
    /// problem at a time gives; each searched problem has its time, the others 0.
    @Test func parallelSearchGivesTheSerialSearchesFixItsInOrder() throws {
        let workspace = try FixItScopeTests.withUnrelatedFiles()
        let options = CheckOptions()
        let problems = LayoutCheck.collect(workspace, options: options, only: nil).problems
        let search = FixItSearch(workspace: workspace, options: options)
        let (found, seconds) = search.timedFixIts(for: problems)
        #expect(found.count == problems.count)
        #expect(found.map(\.message) == problems.map(\.message))
        for (index, problem) in problems.enumerated() {
            let alone = FixItSearch.isSearchable(problem) ? search.search(problem) : problem
            #expect(found[index].fixIts == alone.fixIts, "\(problem.message)")
            #expect((seconds[index] > 0) == FixItSearch.isSearchable(problem), "\(problem.message)")
        }
        #expect(found.contains { !$0.fixIts.isEmpty })
    }

    /// A candidate is ranked by how far it moves the frames on the first device: the frames
    /// the check kept are those a solve of that component there gives (it was solved again
    /// for them before).
    @Test func framesKeptByTheCheckAreTheSolvedFrames() throws {
        let workspace = try Library.missingTop()
        let options = CheckOptions()
        let environment = try #require(options.environments.first)
        for name in ["UserAvatarContainer", "ListCell", "ActionBar"] {
            var frames: [String: Rect] = [:]
            _ = LayoutCheck.collect(workspace, options: options, only: [name], framesOf: name, frames: &frames)
            let solution = try LayoutEngine(library: workspace.library).solve(name, in: environment, checkingAmbiguity: false)
            #expect(!frames.isEmpty)
            #expect(frames == Dictionary(solution.frames.map { ($0.path, $0.frame) }, uniquingKeysWith: { first, _ in first }), "\(name)")
        }
    }
}
