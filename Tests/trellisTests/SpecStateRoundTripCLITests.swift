import Foundation
import Testing
import TrellisLayoutFixtures
import TrellisModel
import TrellisTestSupport

/// `trellis export` then `trellis import` of a spec's states (issue 33, item 4): the seed's
/// panel and 200 seeded random specs with states come back with the same states — names,
/// parameters, and each state's `make` laid out from the same constraints — in both styles.
/// (A change comes back by the name import gives the constraint, so names are not compared.)
@Suite(.temporaryFolders) struct SpecStateRoundTripCLITests {
    /// What a state lays out: its make constraints, without names, sorted.
    static func laidOut(_ document: LayoutDocument, _ state: String) -> [String] {
        guard case .spec(let spec)? = try? document.inState(state) else { return ["cannot apply \(state)"] }
        return spec.make.flatMap { $0.expanded() }.map { single in
            var single = single
            single.identifier = nil
            return single.layoutText
        }.sorted()
    }

    func roundTrip(_ components: [(name: String, text: String)], style: String) throws -> [String] {
        let cli = try TrellisRunner.inTemporaryDirectory()
        for component in components { try cli.write(component.text, to: "lib/\(component.name).layout") }
        let export = try cli.run("export", "--all", "--project", "lib", "-o", "Gen", "--style", style)
        #expect(export.status == 0, "\(export.output.prefix(3000))")
        let imported = try cli.run("import", "Gen", "--into", "back")
        #expect(imported.status == 0, "\(imported.output.prefix(3000))")
        let sources = try StateRoundTripCLITests().documents(in: cli.directory.appendingPathComponent("lib"))
        let back = try StateRoundTripCLITests().documents(in: cli.directory.appendingPathComponent("back"))
        var failures: [String] = []
        for (name, _) in components {
            guard let source = sources[name], source.kind == .spec else { continue }
            guard let result = back[name] else {
                failures.append("\(name): not imported")
                continue
            }
            if source.states.map(\.signature) != result.states.map(\.signature) {
                failures.append("\(name): states \(source.states.map(\.signature)) came back as \(result.states.map(\.signature))")
                continue
            }
            for state in source.states where Self.laidOut(source, state.name) != Self.laidOut(result, state.name) {
                failures.append("\(name): state \(state.name) differs\n\(LayoutPrinter.print(source))--- came back as\n\(LayoutPrinter.print(result))")
            }
        }
        return failures
    }

    @Test(arguments: ["anchors", "snapkit"])
    func theSeedsPanelComesBackWithItsStates(style: String) throws {
        let failures = try roundTrip([("ClipRecordPanelLayout", SpecStateExamples.panel), ("ClipRecordScreen", SpecStateExamples.screen)], style: style)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test(arguments: ["anchors", "snapkit"])
    func twoHundredRandomSpecsWithStatesComeBackWithTheirStates(style: String) throws {
        var generator = SpecSeededRandom(seed: 33)
        let components = (0..<200).map { Self.randomSpec($0, using: &generator) }
        let failures = try roundTrip(components, style: style)
        #expect(failures.isEmpty, "\(failures.count) of \(components.count) differ:\n\(failures.prefix(3).joined(separator: "\n"))")
    }

    /// A spec of four named make constraints on `self` and 1–3 states changing their constants.
    static func randomSpec(_ index: Int, using generator: inout SpecSeededRandom) -> (name: String, text: String) {
        let name = "Spec\(index)Layout"
        let attributes = ["top", "leading", "width", "height"]
        var make: [String] = []
        for attribute in attributes {
            let constant = Int.random(in: 0...40, using: &generator)
            let right = attribute == "width" || attribute == "height" ? "\(constant + 10)" : "anchor.\(attribute) + \(constant)"
            make.append("        self.\(attribute) == \(right) as \"\(attribute)Pin\"")
        }
        let stateNames = ["raised", "expanded", "in", "default", "compact", "keyboard"].shuffled(using: &generator)
        var states: [String] = []
        for stateName in stateNames.prefix(Int.random(in: 1...3, using: &generator)) {
            let hasParameter = Bool.random(using: &generator)
            let header = hasParameter ? "\(stateName)(lift = \(Int.random(in: 1...300, using: &generator)))" : stateName
            var lines: [String] = []
            for attribute in attributes.shuffled(using: &generator).prefix(Int.random(in: 1...2, using: &generator)) {
                let value: String
                switch (hasParameter, Int.random(in: 0...2, using: &generator)) {
                case (true, 0): value = "-lift"
                case (true, 1): value = "lift + \(Int.random(in: 1...9, using: &generator))"
                default: value = "\(Int.random(in: 41...90, using: &generator))"
                }
                lines.append("        change \"\(attribute)Pin\" = \(value)")
            }
            if hasParameter, !lines.contains(where: { $0.contains("lift") }) {
                lines[0] = lines[0].replacingOccurrences(of: #"= \d+$"#, with: "= -lift", options: .regularExpression)
            }
            states.append("    state \(header) {\n\(lines.joined(separator: "\n"))\n    }")
        }
        let text = """
            spec \(name) {
                ref anchor
                param gap = 8
                param inset = 4

                make {
            \(make.joined(separator: "\n"))
                }

            \(states.joined(separator: "\n"))
            }

            """
        return (name, text)
    }
}

/// SplitMix64: the same specs on every run.
struct SpecSeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
