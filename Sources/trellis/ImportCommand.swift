import ArgumentParser
import Foundation
import TrellisImport
import TrellisPackages
import TrellisProject

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn Interface Builder files and anchor / SnapKit Swift into .layout components.",
        discussion: """
            Folders are walked for .xib, .storyboard and .swift files. Each view controller, cell, \
            top-level view or UIView subclass becomes a screen named after its type or scene, exactly as \
            the app spells it; a xib or scene and the Swift class that owns it (File's Owner, customClass) \
            are one component: IB's views and constraints plus those the class's code adds. Two sources \
            that want one name are told apart by their paths (the first by path keeps it; the report says \
            so), never by the order they were read in. Screens from Interface Builder get NAME.ib.json \
            beside them (the designed device and IB's frames, for 'trellis check --against-ib'). The \
            report has a line per file with something to say and every skipped construct as file:line \
            with the reason, the files with nothing to import in one line, then the findings counted by \
            reason; --json prints the same with a flat list of findings. Classes the sources use but do \
            not define are mapped to their UIKit class in Trellis.toml ([import.classes] \
            ThemeableTable = "UITableView"). Into a Trellis project (--into inside one, or --project), a \
            component that exists already is written over its own file, a new one to --into (never over \
            a file of another component), and import refuses to overwrite a file with uncommitted \
            changes unless --force. A file that cannot be read or parsed is reported and the rest goes \
            on; the exit status is non-zero only when a path does not exist, a file could not be read or \
            parsed, or a component could not be written. To bound its time and memory on any input, \
            import refuses (with the file, and the line where there is one) Swift files over 400 KB, \
            Interface Builder files over 3 MB, views nested deeper than 256 levels, XML elements deeper \
            than 1024 and Swift syntax deeper than 2000.
            """
    )

    @Argument(help: "Files or folders to import.")
    var paths: [String]

    @Option(name: .long, help: "Where to write the components (default: the project's root with --project, else the current folder).")
    var into: String?

    @Option(name: .long, help: "The Trellis project to import into (default: the one --into is in, if any); its Trellis.toml's [import.classes] is read.")
    var project: String?

    @Flag(name: .long, help: "Report only; write nothing.")
    var dryRun = false

    @Flag(name: .long, help: "Overwrite components whose files hold uncommitted changes.")
    var force = false

    @Flag(name: .long, help: "Print the report as JSON.")
    var json = false

    func run() async throws {
        let into = self.into ?? project ?? "."
        let root = try projectRoot(into: into)
        let classes = try root.map { try Manifest.read(root: $0).imports?.classes ?? [:] } ?? [:]
        let run = Importer.run(paths: paths, classes: classes)
        for error in run.errors { print(error) }
        print(json ? try run.report.json() : run.report.text, terminator: "")
        if !dryRun {
            let written: [String]
            if let root {
                let project = try TrellisProject.open(at: root, environment: .live(resolvingAuthor: { Identity.author() }))
                written = try project.withLock {
                    let placed = try project.importPlacement(of: run.components.map(\.name), into: into, force: force)
                    var writer = project.writer()
                    let written = try run.write(
                        placing: { name throws(ImportError) in
                            guard let path = placed[name] else { throw ImportError.cannotWrite(file: "\(name).layout") }
                            return path
                        }, using: { try writer.write($0, to: $1) })
                    try writer.finish()
                    return written
                }
            } else {
                var writer = WorkingCopyWriter()
                written = try run.write(into: into, using: { try writer.write($0, to: $1) })
                try writer.finish()
            }
            if !json { print("wrote \(written.count) file\(written.count == 1 ? "" : "s") into \(into)") }
        }
        if run.hasFailures { throw ExitCode.failure }
    }

    /// The project import writes into: `--project`, else the one `into` is in; nil for a
    /// plain folder. `into` must be inside the project.
    private func projectRoot(into: String) throws -> String? {
        guard let project else { return TrellisProject.root(containing: into) }
        guard let root = TrellisProject.root(containing: project) else {
            throw ValidationError("\(project) is not in a trellis project (no .trellis folder here or above); run 'trellis init' there, or leave out --project")
        }
        guard
            TrellisProject.root(containing: into).map({ URL(fileURLWithPath: $0).standardizedFileURL == URL(fileURLWithPath: root).standardizedFileURL })
                == true
        else {
            throw ValidationError("--into \(into) is not inside the project \(root); give a folder of the project, or leave out --project")
        }
        return root
    }
}
