import Foundation
import TrellisModel
import TrellisSupport

/// The components of a project's dependencies as the lock file pins them, read from
/// where they were fetched (`.trellis/deps/NAME/RELEASE/COMPONENT.layout`, outside the
/// working copy: never listed by `status`, never committed into the app's store, and one
/// folder per release so an update's preview holds both sides) and verified against the
/// lock file's hashes. A fetched file whose content no longer has its locked hash is a
/// local edit of a read-only component: reported, so `commit` refuses and `status` shows it.
public struct ResolvedDependencies: Sendable {
    /// Every fetched component, qualified (`DS.UserAvatarContainer`).
    public var documents: [LayoutDocument]
    /// Qualified names of the components the libraries export.
    public var publicNames: Set<String>
    /// Components edited locally, releases locked but not fetched.
    public var problems: [DependencyError]

    public init(documents: [LayoutDocument] = [], publicNames: Set<String> = [], problems: [DependencyError] = []) {
        self.documents = documents
        self.publicNames = publicNames
        self.problems = problems
    }

    public static let folder = "deps"

    /// `.trellis/deps/NAME/RELEASE`.
    public static func folder(root: String, dependency: String, release: String) -> String {
        [ProjectFolder.metadata, folder, dependency, release].reduce(root) { ($0 as NSString).appendingPathComponent($1) }
    }

    public static func file(root: String, dependency: String, release: String, component: String) -> String {
        (folder(root: root, dependency: dependency, release: release) as NSString).appendingPathComponent(component + ".layout")
    }

    /// What `Trellis.lock` pins, read and verified; nothing when the project has no lock file.
    public static func load(root: String) throws -> ResolvedDependencies {
        try load(root: root, lock: LockFile.read(root: root))
    }

    public static func load(root: String, lock: LockFile) -> ResolvedDependencies {
        var result = ResolvedDependencies()
        // A lock made in memory is checked as one read from disk: its names become paths.
        if let problem = lock.problem {
            result.problems.append(.unreadableLock(path: LockFile.fileName, reason: problem))
            return result
        }
        for dependency in lock.dependencies {
            let siblings = Set(dependency.components.map(\.name))
            for component in dependency.components {
                let path = file(root: root, dependency: dependency.name, release: dependency.release, component: component.name)
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                    result.problems.append(.notFetched(dependency: dependency.name, release: dependency.release, path: path))
                    break
                }
                let source = LayoutSourceFile(path: path, text: text)
                guard let document = source.document, document.name == component.name else {
                    result.problems.append(
                        .edited(component: ComponentName.qualified(component.name, in: dependency.name), path: path, expected: component.hash, found: nil))
                    continue
                }
                let hash = document.contentHash
                if hash != component.hash {
                    result.problems.append(
                        .edited(component: ComponentName.qualified(component.name, in: dependency.name), path: path, expected: component.hash, found: hash))
                }
                result.documents.append(document.qualified(in: dependency.name, siblings: siblings))
                if component.public { result.publicNames.insert(ComponentName.qualified(component.name, in: dependency.name)) }
            }
        }
        return result
    }
}

/// What can be wrong with a project's dependencies, each saying what to do.
public enum DependencyError: Error, Hashable, Sendable, CustomStringConvertible {
    case unreadableLock(path: String, reason: String)
    case notFetched(dependency: String, release: String, path: String)
    /// A fetched component whose content differs from the locked hash (nil: it no longer parses).
    case edited(component: String, path: String, expected: String, found: String?)

    public var description: String {
        switch self {
        case .unreadableLock(let path, let reason):
            return
                "\(path): cannot read the lock file: \(reason); restore it from version control, or delete it and run \(CommandHint.update(dependency: nil, release: nil))"
        case .notFetched(let dependency, let release, let path):
            return
                "\(dependency) \(release) is in \(LockFile.fileName) but not fetched (\(path) is missing); run \(CommandHint.update(dependency: dependency, release: release)) to fetch it"
        case .edited(let component, let path, let expected, let found):
            return "\(component) is a dependency's component and read-only, but \(path) was edited "
                + "(its content is \(found.map { "sha256:\($0.prefix(12))" } ?? "no longer a component"), the release's is sha256:\(expected.prefix(12))); "
                + "fork it (copy it into the project under a new name) or contribute upstream (change it in the library and release it), "
                + "then restore the file with \(CommandHint.update(dependency: ComponentName.split(component).namespace ?? component, release: nil))"
        }
    }
}
