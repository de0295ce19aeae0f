import ArgumentParser
import TrellisProject
import Foundation
import TrellisModel
import TrellisStore
import TrellisSync
import TrellisSupport

struct ResolveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract:
            "Resolve a merge conflict: keep ours, take theirs, take a file, or (no option) take the working copy's file once its conflict markers are gone; records a merge of both sides."
    )

    @Argument(help: "The conflicted component.")
    var name: String

    @Flag(help: "Keep our version.")
    var ours = false

    @Flag(help: "Take their version.")
    var theirs = false

    @Option(name: .customLong("from-file"), help: "Take the component in this .layout file (it must parse and validate).")
    var file: String?

    @Option(name: [.customShort("m"), .long], help: "The merge's message (default: 'resolve NAME (ours|theirs|FILE)').")
    var message: String?

    @OptionGroup var options: ProjectOptions

    func validate() throws {
        guard [ours, theirs, file != nil].filter({ $0 }).count <= 1 else {
            throw ValidationError("choose at most one of --ours, --theirs and --from-file FILE (none: the working copy's file)")
        }
    }

    func run() async throws {
        let project = try options.openProject()
        let store = project.store
        guard let conflict = try store.conflict(named: name) else {
            throw ConflictError.noConflict(name, open: try store.openConflicts().map(\.component))
        }
        let document: LayoutDocument?
        var text: String?
        // No option: the file that defines the component in the working copy.
        var source = file
        if source == nil, !ours, !theirs {
            source = try project.filePath(of: name, in: try project.filePaths())
        }
        if let file = source {
            guard FileManager.default.fileExists(atPath: file) else {
                throw ValidationError("\(file) does not exist: pass --ours, --theirs or --from-file FILE")
            }
            guard let fileText = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw ValidationError("cannot read \(file) as UTF-8 text")
            }
            let parsed = try LayoutDocument(parsing: fileText, file: file)
            let library = LayoutLibrary(try project.workingCopy().documents.values.map { $0 })
            let errors = ValidatedLibrary.errors(of: parsed, in: library)
            if !errors.isEmpty { throw DiagnosticsError(errors) }
            document = parsed
            text = fileText
        } else {
            let id = ours ? conflict.oursID : conflict.theirsID
            guard let version = try store.version(id) else { throw ReceiveError.unknownVersion(id) }
            document = try store.document(at: version)
        }
        let version = try store.resolveConflict(
            name, with: document, message: message ?? "resolve \(name) (\(ours ? "ours" : theirs ? "theirs" : source ?? "file"))")
        // A file resolved by hand is kept as written.
        if let text, let file = source {
            try project.keepText(text, file: file, for: version)
        } else {
            try project.keepText(of: ours ? conflict.oursID : conflict.theirsID, for: version)
        }
        try project.checkout([name], replacing: [name])  // the file may hold its conflict markers
        let left = try store.openConflicts().count
        print(
            "resolved \(name): merge \(version.shortID) (parents \(version.parents.map { String($0.prefix(12)) }.joined(separator: ", ")))"
                + (left == 0 ? "" : "; \(plural(left, "conflict")) still open"))
    }
}
