import Foundation

/// `Trellis.lock`: what each dependency resolved to — the release and the content hash of
/// every component fetched from it — as SwiftPM's `Package.resolved`. Checked in, so every
/// checkout of the app lays out against the same components; JSON with sorted keys, so a
/// change reads as a small diff.
public struct LockFile: Codable, Hashable, Sendable, ProjectRootFile {
    public static let fileName = "Trellis.lock"

    /// The file format's version.
    public var version: Int
    /// Sorted by name.
    public var dependencies: [LockedDependency]

    public init(dependencies: [LockedDependency] = []) {
        version = 1
        self.dependencies = dependencies.sorted { $0.name < $1.name }
    }

    public static var empty: LockFile { LockFile() }

    public func dependency(named name: String) -> LockedDependency? { dependencies.named(name) }

    public mutating func set(_ dependency: LockedDependency) { dependencies.replaceOrAdd(dependency) }

    public static func parse(contentsOf path: String) throws -> LockFile {
        let lock: LockFile
        do {
            lock = try JSONDecoder().decode(LockFile.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch let error as DecodingError {
            throw DependencyError.unreadableLock(path: path, reason: Self.describe(error))
        }
        // Its names become paths: a lock file that names something else is refused whole.
        if let problem = lock.problem { throw DependencyError.unreadableLock(path: path, reason: problem) }
        return lock
    }

    public var encoded: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    public func write(root: String) throws {
        try encoded.write(to: URL(fileURLWithPath: Self.path(root: root)), options: .atomic)
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): return "it is not JSON (\(context.debugDescription))"
        case .keyNotFound(let key, let context):
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")) has no \(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type"
        @unknown default: return "it cannot be read"
        }
    }
}

/// One dependency as resolved: the release and its components' hashes.
public struct LockedDependency: Codable, Hashable, Sendable, NamedEntry {
    /// The namespace its components take in the app (`DS`).
    public var name: String
    /// Where it comes from, as the manifest says: a library project's folder or a URL.
    public var source: String
    /// The release resolved, a semantic version.
    public var release: String
    /// Every component fetched (the public ones and what they use), sorted by name.
    public var components: [LockedComponent]

    public init(name: String, source: String, release: String, components: [LockedComponent]) {
        self.name = name
        self.source = source
        self.release = release
        self.components = components.sorted { $0.name < $1.name }
    }
}

/// A fetched component: its name in the library, its SHA-256 content hash, and whether
/// the library exports it (a private one is fetched only because a public one uses it).
public struct LockedComponent: Codable, Hashable, Sendable {
    public var name: String
    public var hash: String
    public var `public`: Bool

    public init(name: String, hash: String, public isPublic: Bool) {
        self.name = name
        self.hash = hash
        self.public = isPublic
    }
}
