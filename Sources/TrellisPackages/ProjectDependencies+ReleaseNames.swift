import Foundation
import TrellisModel
import TrellisProjectFiles
import TrellisSupport

/// A release's names come from its library — a teammate's folder or anybody's server —
/// and each becomes a file under `.trellis/deps/NAME/RELEASE/`. Before anything is
/// written, every component a release tags must be a component name (so none can climb
/// out: `../../x/depx`, `/abs`, `a/b`), the component each version belongs to and the
/// document its text holds must carry that same name, and every final path must lie inside
/// the release's folder.
extension ProjectDependencies {
    /// Throws `PackageError.hostileRelease` naming the first bad name and the library.
    func checkNames(of contents: [FetchedComponent], in release: LibraryRelease, library name: String, source: String) throws {
        func refuse(_ problem: String) -> PackageError {
            .hostileRelease(library: name, source: source, release: release.version, problem)
        }
        for component in release.components {
            if let problem = ComponentName.problem(component.name) {
                throw refuse("the release tags a component named \(ComponentName.quoted(component.name)), which is not a component name: \(problem)")
            }
        }
        let tagged = Set(release.components.map(\.name))
        let folder = ResolvedDependencies.folder(root: project.root, dependency: name, release: release.version)
        var seen: Set<String> = []
        for component in contents {
            if let problem = ComponentName.problem(component.name) {
                throw refuse("the release sends a component named \(ComponentName.quoted(component.name)), which is not a component name: \(problem)")
            }
            guard tagged.contains(component.name), seen.insert(component.name).inserted else {
                throw refuse("the release sends \(ComponentName.quoted(component.name)) \(tagged.contains(component.name) ? "twice" : "without tagging it")")
            }
            guard component.storedName == component.name else {
                throw refuse(
                    "the release tags \(ComponentName.quoted(component.name)) on a version of another component, \(ComponentName.quoted(component.storedName))")
            }
            if let document = LayoutSourceFile(path: component.name + ".layout", text: component.text).document, document.name != component.name {
                throw refuse("the release's component \(ComponentName.quoted(component.name)) holds a document named \(ComponentName.quoted(document.name))")
            }
            let path = ResolvedDependencies.file(root: project.root, dependency: name, release: release.version, component: component.name)
            guard Self.isInside(path, folder: folder) else {
                throw refuse("\(ComponentName.quoted(component.name)) would be written to \(path), outside \(folder)")
            }
        }
    }

    /// Whether `path`, with `.` and `..` resolved, names something inside `folder`.
    static func isInside(_ path: String, folder: String) -> Bool {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        return file.hasPrefix(base.hasSuffix("/") ? base : base + "/") && parentFolder(of: file) == base
    }
}
