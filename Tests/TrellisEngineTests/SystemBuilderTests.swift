import Testing
import TrellisModel

@testable import TrellisEngine

/// Build, then solve (issue 37 item 4): `_SystemBuilder` yields an immutable system, and a
/// session solves it — settling subview guides and multi-line text in its own state — without
/// changing it, so one build serves any number of sessions.
@Suite struct SystemBuilderTests {
    /// Every example component (multi-line text, subview guides, stacks, containers at their
    /// fitting size), built once and solved in two sessions, lays out as a fresh session does.
    @Test func oneBuiltSystemSolvesAsAFreshBuildInEverySessionThatTakesIt() throws {
        let engine = LayoutEngine(library: exampleLibrary)
        var settledText = 0
        for name in engine.solvableNames {
            let component = try engine.prepare(name).instantiation
            for environment in [iPhoneSE, device("iPhone-16", .landscape)] {
                let fitting: Fitting? = component.containerSelf == nil ? nil : Fitting()
                let placement = _Placement(component, in: environment, fitting: fitting)
                let system = _SystemBuilder.build(component, at: placement)
                let sizes = system.textViews.map { [$0.size.width, $0.size.height] }
                let fresh = try LayoutSession(component: component, environment: environment, fitting: fitting)
                for _ in 0..<2 {
                    let session = try LayoutSession(system: system, at: placement)
                    #expect(session.frames() == fresh.frames(), "\(name) on \(environment.name)")
                    #expect(session.textPasses == fresh.textPasses, "\(name) on \(environment.name)")
                }
                // Solving measured the text again in the sessions, not in the system.
                #expect(system.textViews.map { [$0.size.width, $0.size.height] } == sizes, "\(name)")
                if fresh.textPasses > 1 { settledText += 1 }
            }
        }
        // The library has multi-line text that takes more than one solve to settle.
        #expect(settledText > 0)
    }

    /// A session moved to another device re-solves the same built system: it lays out as a
    /// build for that device does, and the system it holds is the one it was built with.
    @Test func aSessionMovedToAnotherDeviceKeepsItsBuiltSystem() throws {
        let engine = LayoutEngine(library: exampleLibrary)
        let prepared = try engine.prepare("ListCell")
        let session = try prepared.session(in: iPhoneSE)
        let built = session.system.built.map(ObjectIdentifier.init)
        #expect(session.relayOut(in: iPhone16, fitting: nil))
        #expect(session.system.built.map(ObjectIdentifier.init) == built)
        #expect(session.environment.name == iPhone16.name)
        #expect(session.frames() == (try prepared.session(in: iPhone16)).frames())
    }
}
