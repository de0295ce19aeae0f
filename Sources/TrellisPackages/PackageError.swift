import TrellisModel
import TrellisProject
import TrellisProjectFiles
import TrellisSupport

/// What can go wrong with releases and dependencies; each says what, where and what to do.
public enum PackageError: Error, Hashable, Sendable, CustomStringConvertible {
    case notAVersion(String)
    case manifest(path: String, line: Int?, String)
    case releaseExists(String, component: String)
    case uncleanWorkingCopy([String])
    case nothingPublic
    case unknownPublic([String], suggestion: String?)
    case unknownDependency(String, known: [String])
    case dependencyExists(String, source: String)
    case noLibrary(String)
    case noRelease(library: String, requirement: VersionRequirement, available: [String])
    case hashMismatch(library: String, release: String, component: String, expected: String, found: String)
    case broken(screens: [String])
    /// A release whose names would leave `.trellis/deps` or do not match what it ships.
    case hostileRelease(library: String, source: String, release: String, String)
    /// A served library that sent nothing within the timeout, and what was waited for.
    case noAnswer(source: String, waitingFor: String, seconds: Double)

    public var description: String {
        switch self {
        case .notAVersion(let text):
            return "\(ComponentName.quoted(text)) is not a version: \(ComponentName.rule(.tag))"
        case .manifest(let path, let line, let message):
            return "\(path)\(line.map { ":\($0)" } ?? ""): \(message)"
        case .releaseExists(let version, let component):
            return "release \(version) exists already (\(component)@\(version) is tagged); releases never move: release a new version, e.g. the next patch"
        case .uncleanWorkingCopy(let names):
            return
                "the working copy has uncommitted changes (\(names.prefix(5).joined(separator: ", "))\(names.count > 5 ? ", …" : "")): commit them first, a release tags the store's heads; nothing released"
        case .nothingPublic:
            return "nothing to release: the library has no container or spec (or its [library] public list in Trellis.toml is empty)"
        case .unknownPublic(let names, let suggestion):
            return "Trellis.toml: [library] public names \(names.joined(separator: ", ")), not committed in the store"
                + (suggestion.map { " (did you mean \($0)?)" } ?? "") + "; fix the list or commit the component; nothing released"
        case .unknownDependency(let name, let known):
            return "no dependency named \(name) in Trellis.toml"
                + (known.isEmpty ? " (it has none; add one with \(CommandHint.addDependency))" : " (it has \(known.joined(separator: ", ")))")
        case .dependencyExists(let name, let source):
            return
                "\(name) is a dependency already (\(source)); change its version with \(CommandHint.update(dependency: name, release: "VERSION")), or remove it from Trellis.toml first"
        case .noLibrary(let source):
            return
                "\(source) is not a library: no trellis project or store there (give the library project's folder or its \(ProjectScaffold.metadataFolder)/\(TrellisProject.storeFileName))"
        case .noRelease(let library, let requirement, let available):
            return "\(library) has no release \(requirement)"
                + (available.isEmpty
                    ? " (it has no releases: run \(CommandHint.release(version: "1.0.0")) in the library)"
                    : " (its releases: \(available.joined(separator: ", ")))")
                + "; nothing changed"
        case .hashMismatch(let library, let release, let component, let expected, let found):
            return
                "\(library) \(release): \(component) has content sha256:\(found.prefix(12)), but \(LockFile.fileName) records sha256:\(expected.prefix(12)); "
                + "the release was altered after it was locked (or the lock file was edited); nothing changed. "
                + "If the library's change is expected, remove \(library) from \(LockFile.fileName) and run \(CommandHint.update(dependency: library, release: nil))"
        case .hostileRelease(let library, let source, let release, let problem):
            return "\(library) \(release) from \(source): \(problem); nothing was written. "
                + "The release is damaged or made to attack the apps that use it: tell the library's maintainers, and do not use it"
        case .noAnswer(let source, let waitingFor, let seconds):
            return "\(source) gave no answer within \(LibraryWait.format(seconds)) s while trellis waited for \(waitingFor); "
                + "is \(CommandHint.serve) running there and reachable? Give a slow server longer with --timeout SECONDS; nothing changed"
        case .broken(let screens):
            return
                "the update breaks \(screens.joined(separator: ", ")) (unsatisfiable or ambiguous on a device, see above); nothing changed. Fix the screens first, or pass --allow-broken"
        }
    }
}
