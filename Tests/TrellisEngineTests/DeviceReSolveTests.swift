import Testing
import TrellisModel
@testable import TrellisEngine

/// A session moved to another device re-solves in one batch of constant changes: the
/// results are those of a session built for that device.
@Suite struct DeviceReSolveTests {
    static let pinnedTwice = library(
        """
        screen Pinned {
            view a: UIView
            view b: UIView

            a.leading == owner.leading
            a.trailing == owner.trailing
            b.leading == owner.leading
            b.trailing == owner.trailing
            a.trailing == b.trailing
            a.top == owner.safeArea.top
            a.height == 10
            b.top == a.bottom + 8
            b.height == 10
        }
        """)

    static let loose = library(
        """
        screen Loose {
            view title: UILabel {
                intrinsic 100 x 20
            }
            view icon: UIImageView
            view badge: UIView

            title.top == owner.top + 10
            icon.leading == owner.leading
            icon.top == owner.top
            icon.height == 10
            badge.trailing == owner.trailing - 16
            badge.bottom == owner.safeArea.bottom
            badge.width == 40
            badge.height == 40
        }
        """)

    // Both trailing edges follow the root's width and equal each other: moving one of
    // them alone conflicts, so a re-solve one constant at a time fell back to a new build.
    @Test func aRedundantPairThatFollowsTheRootIsReSolvedOnTheNextDevice() throws {
        let prepared = try LayoutEngine(library: Self.pinnedTwice).prepare("Pinned")
        let devices = [iPhoneSE, device("iPhone-16-Pro-Max"), device("iPad-Air-11")]
        let layouts = prepared.check(on: devices)
        #expect(layouts.map(\.isReSolved) == [false, true, true])
        for (environment, layout) in zip(devices, layouts) {
            let solution = try layout.result.get()
            let built = try prepared.sessionOnItsOwn(in: environment).solution()
            #expect(solution.diagnostics == built.diagnostics, "\(environment.name)")
            expectFrame(solution, "a", rect(0, environment.safeArea.top, environment.width, 10))
            expectFrame(solution, "b", rect(0, environment.safeArea.top + 18, environment.width, 10))
            expectFrame(built, "b", rect(0, environment.safeArea.top + 18, environment.width, 10))
        }
    }

    // A session moved to another device in one batch finds the ambiguities a new session
    // there finds (the probes replay the constants the move changed).
    @Test func ambiguityFoundOnAReSolvedSessionIsThatOfANewBuild() throws {
        let prepared = try LayoutEngine(library: Self.loose).prepare("Loose")
        let session = try prepared.session(in: iPhoneSE)
        let first = session.solution()
        #expect(Set(first.errors.map(\.items)) == [["title"], ["icon"]], "\(first.diagnostics)")
        for environment in [device("iPhone-16-Pro-Max"), device("iPad-Air-11", .landscape), iPhoneSE] {
            #expect(session.relayOut(in: environment, fitting: nil))
            let moved = session.solution()
            let built = try prepared.session(in: environment).solution()
            #expect(moved.diagnostics == built.diagnostics, "\(environment.name)")
            #expect(moved.errors.count == 2, "\(environment.name): \(moved.diagnostics)")
        }
    }
}
