import ArgumentParser
import Foundation
import TrellisImport

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn Interface Builder files and anchor / SnapKit Swift into .layout components.",
        discussion: """
            Folders are walked for .xib, .storyboard and .swift files. Each view controller, cell, \
            top-level view or UIView subclass becomes a screen named after its type or scene; screens \
            from Interface Builder get NAME.ib.json beside them (the designed device and IB's frames, \
            for 'trellis check --against-ib'). The report lists, per file, the constraints found, imported \
            and skipped, and every skipped construct as file:line with the reason. A file that cannot be \
            read or parsed is reported and the rest goes on; the exit status is non-zero only when a path \
            does not exist, a file could not be read or parsed, or a component could not be written. \
            Importing again overwrites the components of the same names. To bound its time and memory \
            on any input, import refuses (with the file, and the line where there is one) Swift files \
            over 400 KB, Interface Builder files over 3 MB, views nested deeper than 256 levels, XML \
            elements deeper than 1024 and Swift syntax deeper than 2000.
            """
    )

    @Argument(help: "Files or folders to import.")
    var paths: [String]

    @Option(name: .long, help: "Where to write the components (default: the current folder).")
    var into: String = "."

    @Flag(name: .long, help: "Report only; write nothing.")
    var dryRun = false

    @Flag(name: .long, help: "Print the report as JSON.")
    var json = false

    func run() async throws {
        let run = Importer.run(paths: paths)
        for error in run.errors { print(error) }
        print(json ? try run.report.json() : run.report.text, terminator: "")
        if !dryRun {
            let written = try run.write(into: into)
            if !json { print("wrote \(written.count) file\(written.count == 1 ? "" : "s") into \(into)") }
        }
        if run.hasFailures { throw ExitCode.failure }
    }
}
