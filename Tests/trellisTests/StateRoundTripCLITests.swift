import Foundation
import Testing
import TrellisModel
import TrellisProjectFiles
import TrellisTestSupport

/// `trellis export` then `trellis import` of the generated Swift gives the same states back
/// (issue 33, item 4), in both styles: the same state names and parameters, and each state
/// laid out from the same constraints and visibility (a composite a state changes whole,
/// `change "pin" = 8`, is written as its single constraints and may come back as them: the
/// same layout; in the SnapKit style a constant-only change is an `snp.updateConstraints`).
/// For 200 seeded random components with states the base layout is the same
/// component too (the same content hash without states); the examples' text samples and
/// root kinds are design-time facts export does not write.
@Suite(.temporaryFolders) struct StateRoundTripCLITests {
    /// Component name → its document, from every `.layout` file under `folder`.
    func documents(in folder: URL) throws -> [String: LayoutDocument] {
        var files: [LayoutSourceFile] = []
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".layout") else { continue }
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            files.append(LayoutSourceFile(path: path, text: text))
        }
        let library = LayoutWorkspace(files: files).library
        var documents: [String: LayoutDocument] = [:]
        for name in library.names { documents[name] = library[name] }
        return documents
    }

    /// Each difference, one line: a component import did not give back, or gave back otherwise.
    func roundTrip(_ components: [(name: String, text: String)], style: String, wholeComponent: Bool) throws -> [String] {
        let cli = try TrellisRunner.inTemporaryDirectory()
        for component in components { try cli.write(component.text, to: "lib/\(component.name).layout") }
        let export = try cli.run("export", "--all", "--project", "lib", "-o", "Gen", "--style", style)
        #expect(export.status == 0, "\(export.output.prefix(3000))")
        let imported = try cli.run("import", "Gen", "--into", "back")
        #expect(imported.status == 0, "\(imported.output.prefix(3000))")
        let sources = try documents(in: cli.directory.appendingPathComponent("lib"))
        let back = try documents(in: cli.directory.appendingPathComponent("back"))
        var failures: [String] = []
        for (name, _) in components {
            guard let source = sources[name] else { continue }
            guard let result = back[name] else {
                failures.append("\(name): not imported")
                continue
            }
            if wholeComponent, result.withoutStates.contentHash != source.withoutStates.contentHash {
                failures.append("\(name): the base differs\n\(LayoutPrinter.print(source))--- came back as\n\(LayoutPrinter.print(result))")
                continue
            }
            let expected = source.body?.states ?? [], actual = result.body?.states ?? []
            if expected.map(\.signature).sorted() != actual.map(\.signature).sorted() {
                failures.append("\(name): states \(expected.map(\.signature)) came back as \(actual.map(\.signature))")
                continue
            }
            for state in expected where Self.laidOut(source, state.name) != Self.laidOut(result, state.name) {
                let got = result.body?.state(named: state.name)
                failures.append(
                    "\(name): state \(state.name) differs\n\(LayoutPrinter.print(source))--- came back with\n\(got.map { "\($0)" } ?? "-")")
            }
        }
        return failures
    }

    /// What a state lays out: its single constraints (as written, with their names) and the
    /// views it hides, in a fixed order.
    static func laidOut(_ document: LayoutDocument, _ state: String) -> [String] {
        guard let applied = try? document.inState(state), let body = applied.body else { return ["cannot apply \(state)"] }
        let constraints = body.constraints.flatMap { $0.expanded() }.map(\.layoutText).sorted()
        let hidden = body.items.filter(\.isHiddenView).map { "hidden \($0.name)" }.sorted()
        return constraints + hidden
    }

    @Test(arguments: StateExportCLITests.styles)
    func theStateExamplesComeBackWithTheirStates(style: String) throws {
        let failures = try roundTrip(StateExportCLITests.examples, style: style, wholeComponent: false)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test(arguments: StateExportCLITests.styles)
    func twoHundredRandomComponentsWithStatesComeBackIdentical(style: String) throws {
        var generator = StatefulComponents(seed: 33)
        let components = generator.generate(count: 200)
        let failures = try roundTrip(components, style: style, wholeComponent: true)
        #expect(failures.isEmpty, "\(failures.count) of \(components.count) differ:\n\(failures.prefix(3).joined(separator: "\n"))")
    }
}

extension LayoutDocument {
    /// The component with no states: its base layout.
    fileprivate var withoutStates: LayoutDocument {
        switch self {
        case .container(var container):
            container.body.states = []
            return .container(container)
        case .screen(var screen):
            screen.body.states = []
            return .screen(screen)
        case .spec: return self
        }
    }
}

extension Item {
    fileprivate var isHiddenView: Bool {
        switch self {
        case .view(let view): return view.isHidden
        case .stack(let stack): return stack.view.isHidden
        case .guide, .use: return false
        }
    }
}
