import Foundation
import TrellisDiagnostics
import TrellisEngine
import TrellisModel
import TrellisProjectFiles
import TrellisSupport

/// What `trellis preview` shows: the chosen components of a folder of `.layout` files,
/// each on every device with `check`'s problems, drawn again whenever a file changes.
/// Files are watched by polling their modification times and sizes (no inotify in
/// Foundation on Linux; a poll of a project's folder costs well under a millisecond).
package final class PreviewBoard: Sendable {
    package let folder: String
    package let names: [String]
    package let devices: [Device]
    private let state = Locked(State())

    struct State {
        var stamps: [String: String] = [:]
        var generation = 0
        var body = ""
    }

    package init(folder: String, names: [String], devices: [Device] = DeviceCatalog.defaultDevices) {
        self.folder = folder
        self.names = names
        self.devices = devices
    }

    /// The drawn body and its generation (bumped by each change seen).
    package var current: (generation: Int, body: String) { state.withLock { ($0.generation, $0.body) } }

    /// Reads the folder again when any `.layout` file was added, removed or changed since
    /// the last look, and draws the body; returns whether it did.
    @discardableResult
    package func refresh() -> Bool {
        let stamps = Self.stamps(folder)
        guard state.withLock({ $0.stamps != stamps || $0.generation == 0 }) else { return false }
        let body = draw(generation: state.withLock { $0.generation } + 1)
        state.withLock { state in
            state.stamps = stamps
            state.generation += 1
            state.body = body
        }
        return true
    }

    /// Path → "mtime size" of every `.layout` file under the folder.
    static func stamps(_ folder: String) -> [String: String] {
        var stamps: [String: String] = [:]
        for path in (try? LayoutWorkspace.layoutFiles(in: [folder])) ?? [] {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            stamps[path] = "\(time) \(attributes?[.size] as? Int ?? -1)"
        }
        return stamps
    }

    struct Section {
        var name: String
        var hasProblems: Bool
        var problems: [WebPages.ProblemRow]
        var note: String?
        var hasStates = false
        var stateGroups: [WebPages.StateGroup] = []
    }

    struct Body {
        var generation: Int
        var components: [Section]
    }

    func draw(generation: Int) -> String {
        let workspace: LayoutWorkspace
        do {
            workspace = try LayoutWorkspace(loading: [folder])
        } catch {
            return "<p class=\"bad\">\(HTMLText.escape("cannot read \(folder): \(error)"))</p>"
        }
        let environments = devices.map { $0.environment() }
        let problems = LayoutCheck.run(workspace, options: CheckOptions(environments: environments, suggestsFixIts: false)).problems
        let engine = LayoutEngine(library: workspace.library)
        let shown = names.isEmpty ? engine.solvableNames : names
        var sections: [Section] = []
        for name in shown {
            let file = workspace.file(defining: name)?.path
            let own = problems.filter { $0.components.contains(name) || ($0.location?.file == file && file != nil) }
            let rows = own.map { problem in
                WebPages.ProblemRow(
                    severity: problem.severity.rawValue, isError: problem.severity == .error, kind: problem.kind, message: problem.message,
                    place: problem.location.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" } ?? "", anchor: nil,
                    whereText: problem.whereText, hint: problem.hint, fixIts: [])
            }
            var section = Section(name: name, hasProblems: !rows.isEmpty, problems: rows, note: nil)
            if workspace.library[name] == nil {
                section.note = "no component named '\(name)' in \(folder)"
            } else if workspace.library[name]?.kind == .spec {
                section.note = "\(name) is a spec: it is laid out where it is applied"
            } else {
                let drawn = ComponentLayouts.draw(name, engine: engine, devices: devices)
                section.note = drawn.note
                section.stateGroups = WebPages.stateGroups(drawn.pictures)
                section.hasStates = section.stateGroups.count > 1
            }
            sections.append(section)
        }
        return WebTemplates.render("previewBody", Body(generation: generation, components: sections)) ?? ""
    }
}
