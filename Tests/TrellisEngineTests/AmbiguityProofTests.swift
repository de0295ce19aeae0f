import Testing
import TrellisModel
@testable import TrellisEngine

/// The ambiguity check proves most layouts determined from the solved system
/// (`Solver.holdsFirm`) instead of probing them: its diagnostics must be the probes'.
@Suite struct AmbiguityProofTests {
    @Test func provingFirstGivesTheProbesDiagnosticsOnRandomLibraries() throws {
        var layouts = 0, proven = 0, ambiguous = 0, determined = 0
        for seed in UInt64(201)...225 {
            let engine = LayoutEngine(library: DeviceCheckTests.randomLibrary(seed: seed))
            for name in engine.solvableNames {
                guard let prepared = try? engine.prepare(name) else { continue }
                for environment in DeviceCheckTests.defaultDevices.prefix(2) {
                    guard let session = try? prepared.sessionOnItsOwn(in: environment) else { continue }
                    layouts += 1
                    let probed = session.ambiguityDiagnostics(provingFirst: false)
                    #expect(session.ambiguityDiagnostics() == probed, "seed \(seed), \(name) on \(environment.name)")
                    let candidates = session.ambiguityCandidates().map(\.variable)
                    if session.solver.holdsFirm(candidates, againstPullsWeighing: _probeStrength.weight) {
                        proven += 1
                        #expect(probed.isEmpty, "seed \(seed), \(name): proven determined, yet the probes moved \(probed)")
                    }
                    if probed.isEmpty { determined += 1 } else { ambiguous += 1 }
                }
            }
        }
        // Most determined layouts are proven without a probe (the rest: a variable held only
        // at a tie, or through a parameter the proof does not follow), and the ambiguous
        // ones (which need the probes) are there too.
        #expect(proven * 4 >= determined * 3, "proven \(proven) of \(determined) determined (\(layouts) layouts)")
        #expect(ambiguous > 0, "no ambiguous layout among \(layouts)")
    }

    @Test func theExampleLibrarysCleanComponentsAreProvenDetermined() throws {
        let engine = LayoutEngine(library: exampleLibrary)
        for name in ["TwoLineCell", "ChatBubble", "ListCell"] {
            let session = try engine.prepare(name).sessionOnItsOwn(in: DeviceCheckTests.defaultDevices[0])
            #expect(session.solver.holdsFirm(session.ambiguityCandidates().map(\.variable), againstPullsWeighing: _probeStrength.weight), "\(name)")
            #expect(session.ambiguityDiagnostics(provingFirst: false).isEmpty, "\(name)")
        }
    }
}
