import ArgumentParser
import TrellisProject
import Foundation
import TrellisEngine
import TrellisRelayout
import TrellisDiagnostics

struct RelayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "relayout",
        abstract: "Lay out again everything an edit touches, on every device, and report what moved and what broke.",
        discussion: """
            Takes the changed components, finds every component that uses them (directly or \
            through other containers and specs), lays each out on every device (a second time \
            with spec `update` blocks applied, where it applies a spec that has one) and \
            compares before with after, item by item.

              trellis relayout                  same as --changed
              trellis relayout --changed        working copy vs the heads ('trellis status')
              trellis relayout NAME...          those and their dependents, heads → working
                                                copy
              trellis relayout --all            every component, heads → working copy
              trellis relayout --since REV      heads at REV → heads now (REV: a change
                                                number, HEAD~N or NAME@REV)
              trellis relayout --content-size AX5
                                                heads at text size L → working copy at AX5:
                                                what grows, wraps and is truncated

            A container is laid out at its fitting size (its device's width or height where its \
            content does not size it), as 'trellis check' does.

            Solutions are cached in the store, keyed by the component with everything it uses \
            and the device, so unchanged work is never solved twice. Exits 1 when the relayout \
            introduces an unsatisfiable or ambiguous layout (or one that cannot be laid out): \
            run it in CI after each edit.
            """
    )

    @Argument(help: "Components that changed (default: --changed).")
    var names: [String] = []

    @Flag(help: "The components new, modified or deleted in the working copy against the store's heads.")
    var changed = false

    @Option(help: ArgumentHelp("Compare the store's heads at REV with its heads now.", valueName: "REV"))
    var since: String?

    @Flag(help: "Every component of the project.")
    var all = false

    @Option(help: ArgumentHelp("Devices, comma-separated, or 'all' (default: \(DeviceListDefault.text)).", valueName: "LIST"))
    var devices: String?

    @OptionGroup var flags: EnvironmentFlags

    @Option(help: ArgumentHelp("Write an HTML report with before/after wireframes into DIR.", valueName: "DIR"))
    var report: String?

    @Flag(help: "Print the report as JSON (same as --format json).")
    var json = false

    @Option(
        name: .customLong("content-size"),
        help: ArgumentHelp(
            "Lay the after side out at this Dynamic Type text size (XS … XXXL, AX1 … AX5), the before side at the default L; without a selection, every component.",
            valueName: "SIZE"))
    var contentSize: String?

    @Option(help: "Output: text, json, sarif or xcode (sarif and xcode: the problems the edit introduced).")
    var format: OutputFormat = .text

    @Option(help: "Solve this many layouts at once (default: the number of cores).")
    var jobs: Int?

    @OptionGroup var options: ProjectOptions

    func validate() throws {
        let selections = [!names.isEmpty, changed, since != nil, all].filter { $0 }.count
        if selections > 1 { throw ValidationError("give one of NAMES, --changed, --since REV or --all") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of at least 1") }
        if let contentSize, ContentSizeCategory(name: contentSize) == nil {
            throw ValidationError(EnvironmentOptions.contentSizeError(contentSize))
        }
    }

    func run() async throws {
        let category = contentSize.flatMap(ContentSizeCategory.init(name:))
        let everything = all || (category != nil && !changed)
        let selection: RelayoutSelection =
            !names.isEmpty ? .names(names) : since.map(RelayoutSelection.since) ?? (everything ? .all : .changed)
        let project = try options.openProject()
        // The before side at the configured (or default) text size; --content-size moves the after side only.
        let before = try ConfiguredEnvironments.environments(
            root: project.root, devices: devices, orientations: flags.orientations, rightToLeft: flags.rtl, keyboard: flags.keyboard)
        let environments = category.map { category in before.map { $0.contentSize(category) } } ?? before
        let asJSON = json || format == .json
        let bar = TerminalProgress.make(enabled: !asJSON && format == .text)
        var relayout = Relayout(store: project.store)
        if let jobs { relayout.jobs = jobs }
        // Both sides of each change are only read again for the report's pictures.
        relayout.keepsOutcomes = report != nil
        if let bar { relayout.progress = { done, total in bar.update(done, total) } }
        let output = try relayout.run(
            project: project.root, selection: selection, environments: environments, beforeEnvironments: before)
        bar?.finish()
        switch format {
        case .sarif, .xcode:
            let problems = CheckReport(relayout: output.report)
            let directory = FileManager.default.currentDirectoryPath
            print(format == .sarif ? try problems.sarif(directory: directory) : problems.xcode(directory: directory))
        default:
            print(asJSON ? output.report.json.pretty : output.report.text)
        }
        if let report {
            let page = try output.writeHTML(to: report)
            let line = "report: \(page)"
            if asJSON || format != .text { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { print(line) }
        }
        if !output.report.passesGate { throw ExitCode.failure }
    }
}

enum DeviceListDefault {
    static let text = "Trellis.toml's [check] devices, else iPhone-SE, iPhone-16-Pro-Max, iPad-Air-11"
}
