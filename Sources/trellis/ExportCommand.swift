import ArgumentParser
import Foundation
import TrellisExport
import TrellisModel
import TrellisProjectFiles
import TrellisStore

extension ExportStyle: ExpressibleByArgument {}

struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write Swift for the app: LayoutContainer subclasses, Layoutable specs and screen types.",
        discussion: """
            One NAME.swift per component plus TrellisLayoutRuntime.swift (the LayoutContainer base \
            class and the Layoutable protocol). Every constraint carries an identifier naming its \
            .layout line. NAME@REV exports a stored version (a version id prefix, a tag, HEAD or \
            HEAD~N) against the working copy's other components. --check writes nothing and exits \
            non-zero naming the files that are missing or differ, and with --all the files export \
            wrote for components that are gone (a CI gate); --all without --check removes those. \
            In an app with dependencies, the components Trellis.lock pins (verified by hash) are \
            exported too, nested in their namespace: DS.swift holds 'enum DS {}' and \
            DS+UserAvatarContainer.swift 'extension DS { final class UserAvatarContainer … }', which \
            the app's screens name DS.UserAvatarContainer. Trellis.toml's [export] table may set \
            style and runtime.
            """
    )

    @Argument(help: "Components to export (NAME or NAME@REV); none with --all.")
    var names: [String] = []

    @Flag(help: "Export every component of the working copy.")
    var all = false

    @Option(name: [.short, .customLong("output")], help: "The folder to write into.")
    var output: String = "Generated"

    @Option(
        help:
            "How constraints are written: anchors (NSLayoutAnchor) or snapkit (SnapKit's ConstraintMaker); default: Trellis.toml's [export] style, else anchors."
    )
    var style: ExportStyle?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Where LayoutContainer and Layoutable come from: embedded (TrellisLayoutRuntime.swift declares them), none (the app does), module NAME (a module the app imports); default: Trellis.toml's [export] runtime, else embedded.",
            valueName: "embedded|none|module NAME"))
    var runtime: [String] = []

    @Flag(help: "Write nothing; list the files that are missing or stale and exit non-zero if any.")
    var check = false

    @OptionGroup var options: ProjectOptions

    func validate() throws {
        if all && !names.isEmpty { throw ValidationError("give component names or --all, not both") }
        if !all && names.isEmpty { throw ValidationError("name the components to export, or pass --all") }
        if !runtime.isEmpty, ExportRuntime(parsing: runtime) == nil { throw ValidationError("--runtime takes \(ExportRuntime.forms)") }
    }

    func run() async throws {
        let settings: ExportSettings
        var workspace: LayoutWorkspace
        do {
            settings = try ExportSettings.read(root: options.project)
            workspace = try LayoutWorkspace(loading: [options.project])
            // `use DS.UserAvatarContainer`: what Trellis.lock pins, each with its locked hash.
            workspace.dependencies = try ExportedDependencies.load(root: options.project)
        } catch let error as ExportSettingsError {
            printError(error.description)
            throw ExitCode.failure
        } catch let error as ExportDependencyError {
            printError(error.description)
            throw ExitCode.failure
        }
        var library = workspace.library
        let targets = names.map(ComponentRevision.init(parsing:))
        for target in targets where target.revision != nil {
            library.insert(try options.openProject().document(target).0)
        }
        let job = ExportJob(
            library: library, names: all ? nil : targets.map(\.name), style: style ?? settings.style ?? .anchors,
            runtime: ExportRuntime(parsing: runtime) ?? settings.runtime ?? .embedded, directory: output)
        do {
            if check {
                let stale = try job.stale()
                for file in stale { print("stale: \(file)") }
                guard stale.isEmpty else {
                    printError("\(stale.count) generated file\(stale.count == 1 ? "" : "s") out of date: run 'trellis export' without --check")
                    throw ExitCode.failure
                }
                print("\(output) is up to date")
            } else {
                let written = try job.write()
                print("exported \(try job.files.count) files to \(output) (\(written.count) changed)")
            }
        } catch let error as ExportError {
            printError(error.description)
            throw ExitCode.failure
        } catch let error as ExportDirectoryError {
            printError(error.description)
            throw ExitCode.failure
        }
    }

    private func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
