import Testing
import TrellisModel
@testable import TrellisEngine

/// `PreparedComponent.check(on:)` builds a component's system once and re-solves it per
/// device: its results must be those of a build per device (`sessionOnItsOwn(in:)`).
@Suite struct DeviceCheckTests {
    static let defaultDevices = DeviceCatalog.defaultDevices.map { $0.environment() }
    /// The default devices and the variations that change device values or need another
    /// build: landscape, right-to-left, the keyboard shown, a bare size, another text size.
    static let variedEnvironments =
        defaultDevices + [
            device("iPhone-SE", .landscape), device("iPhone-16-Pro-Max").rightToLeft(), device("iPhone-16").keyboard(300),
            Environment.size(320, 480), device("iPad-Air-11", .landscape).rightToLeft(), device("iPhone-SE").contentSize(.accessibility5),
            device("iPhone-16-Pro-Max"),
        ]

    struct Tally {
        var components = 0, unprepared = 0, layouts = 0, reSolved = 0
        /// Components with no conflict and no ambiguity on any environment, and those of
        /// them re-solved on the second environment (the same build as the first).
        var settled = 0, settledReSolvedOnTheSecond = 0
    }

    /// Compares the check path with a fresh build per environment for every solvable
    /// component of `library`; records a failure per difference.
    static func compare(
        _ library: LayoutLibrary, on environments: [Environment], seed: UInt64? = nil, tally: inout Tally,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let engine = LayoutEngine(library: library)
        for name in engine.solvableNames {
            tally.components += 1
            guard let prepared = try? engine.prepare(name) else {
                tally.unprepared += 1
                continue
            }
            let layouts = prepared.check(on: environments)
            if !layouts.contains(where: { PreparedComponent.isUnsettled($0.result) }) {
                tally.settled += 1
                if layouts.count > 1, layouts[1].isReSolved { tally.settledReSolvedOnTheSecond += 1 }
            }
            for (environment, layout) in zip(environments, layouts) {
                tally.layouts += 1
                if layout.isReSolved { tally.reSolved += 1 }
                let context = "seed \(seed.map(String.init) ?? "-"), \(name) on \(environment)"
                let fresh = Result { try prepared.sessionOnItsOwn(in: environment).solution() }
                switch (layout.result, fresh) {
                case (.success(let checked), .success(let built)):
                    expectSame(checked, built, context, sourceLocation: sourceLocation)
                case (.failure(let a), .failure(let b)):
                    #expect("\(a)" == "\(b)", "\(context)", sourceLocation: sourceLocation)
                default:
                    Issue.record("\(context): check gave \(layout.result), a build gave \(fresh)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    static func expectSame(_ checked: LayoutSolution, _ built: LayoutSolution, _ context: String, sourceLocation: Testing.SourceLocation) {
        #expect(checked.environment == built.environment, "\(context)", sourceLocation: sourceLocation)
        #expect(checked.diagnostics == built.diagnostics, "\(context): problems differ", sourceLocation: sourceLocation)
        guard checked.frames.map(\.path) == built.frames.map(\.path) else {
            Issue.record("\(context): items differ", sourceLocation: sourceLocation)
            return
        }
        for (a, b) in zip(checked.frames, built.frames) {
            let close = [a.frame.x - b.frame.x, a.frame.y - b.frame.y, a.frame.width - b.frame.width, a.frame.height - b.frame.height]
                .allSatisfy { abs($0) <= 1e-6 }
            #expect(close, "\(context): \(a.path) \(a.frame) ≠ \(b.frame) built per device", sourceLocation: sourceLocation)
            #expect(a.text == b.text, "\(context): \(a.path)'s text lines differ", sourceLocation: sourceLocation)
        }
    }

    static func randomLibrary(seed: UInt64) -> LayoutLibrary {
        var generator = RandomLayouts(seed: seed)
        let documents = generator.library().enumerated().compactMap { index, text in
            LayoutParser.parse(text, file: "R\(index).layout").document
        }
        return LayoutLibrary(documents)
    }

    @Test func reSolvingEqualsABuildPerDeviceForRandomLibrariesOnTheDefaultDevices() {
        var tally = Tally()
        for seed in UInt64(1)...30 {
            Self.compare(Self.randomLibrary(seed: seed), on: Self.defaultDevices, seed: seed, tally: &tally)
        }
        // The generator makes libraries that lay out, a good share of them cleanly; every
        // clean one is re-solved on the Pro Max after the SE (the same build), and only
        // broken ones are built per device.
        #expect(tally.components >= 80 && tally.unprepared * 10 < tally.components, "\(tally)")
        #expect(tally.settled * 3 > tally.components && tally.settledReSolvedOnTheSecond == tally.settled, "\(tally)")
        #expect(tally.reSolved >= tally.settled, "\(tally)")
    }

    @Test func reSolvingEqualsABuildPerDeviceAcrossOrientationsDirectionsKeyboardAndTextSizes() {
        var tally = Tally()
        for seed in UInt64(101)...110 {
            Self.compare(Self.randomLibrary(seed: seed), on: Self.variedEnvironments, seed: seed, tally: &tally)
        }
        #expect(tally.settled * 4 > tally.components && tally.settledReSolvedOnTheSecond == tally.settled, "\(tally)")
    }

    @Test func theExampleLibraryIsTheSameCheckedOnceOrBuiltPerDevice() {
        var tally = Tally()
        Self.compare(exampleLibrary, on: Self.variedEnvironments, tally: &tally)
        #expect(tally.unprepared == 0)
        #expect(tally.reSolved > 0, "\(tally)")
    }

    @Test func aCleanComponentIsBuiltOnceAndReSolvedOnEveryFurtherDevice() throws {
        for name in ["TwoLineCell", "ChatBubble", "ListCell"] {
            let layouts = try LayoutEngine(library: exampleLibrary).check(name, on: Self.defaultDevices)
            #expect(layouts.map(\.isReSolved) == [false, true, true], "\(name)")
        }
    }

    @Test func aConflictingLayoutIsBuiltForEachDevice() throws {
        let library = library(
            """
            screen Wide {
                view bar: UIView
                bar.leading == owner.leading
                bar.trailing == owner.trailing
                bar.width == 400
                bar.top == owner.top
                bar.height == 10
            }
            """)
        let layouts = try LayoutEngine(library: library).check("Wide", on: Self.defaultDevices)
        #expect(layouts.map(\.isReSolved) == [false, false, false])
        let solutions = layouts.compactMap { try? $0.result.get() }
        #expect(solutions.map(\.isUnsatisfiable) == [true, true, true])
    }

    @Test func anotherSizeClassBuildsAgainOnlyWhenTheComponentHasWhenBlocks() throws {
        let engine = LayoutEngine(library: exampleLibrary)
        // The iPad (regular width) after two phones: TwoLineCell has no `when` block.
        #expect(try engine.check("TwoLineCell", on: Self.defaultDevices).map(\.isReSolved) == [false, true, true])
        let adaptive = library(
            """
            screen Adaptive {
                view box: UIView
                box.top == owner.safeArea.top
                box.leading == owner.margins.leading
                box.height == 40
                when width compact {
                    box.trailing == owner.margins.trailing
                }
                when width regular {
                    box.width == 400
                }
            }
            """)
        let layouts = try LayoutEngine(library: adaptive).check("Adaptive", on: Self.defaultDevices)
        #expect(layouts.map(\.isReSolved) == [false, true, false])
        let widths = layouts.compactMap { try? $0.result.get()["box"]?.width }
        let phones = Self.defaultDevices.prefix(2).map { $0.width - 2 * $0.systemMinimumHorizontalMargin }
        #expect(widths == phones + [400])
    }
}
