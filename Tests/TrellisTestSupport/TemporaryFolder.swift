import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where tests put the folders and files they make, so that a test run leaves nothing behind.
///
/// Every name is made inside a root. Under the `.temporaryFolders` trait or inside
/// `TemporaryFolder.scope { }` the root is the test's (the body's) own, removed when it ends,
/// pass, fail or throw. Elsewhere it is the test process's root, `trellis-tests-PID` in the
/// system's temporary folder, removed when the process exits; a root that a killed or crashed
/// process left is removed by the next test process. A subprocess a test runs gets the current
/// root as its `TMPDIR` (`environment`), so what it leaves there (the Swift driver's
/// `TemporaryDirectory.*`, say) goes too. `TRELLIS_KEEP_TEST_FOLDERS=1` keeps every root, to look
/// at a failed test's files.
public enum TemporaryFolder {
    /// A fresh, empty folder `label-UUID` in the current root.
    public static func make(_ label: String) throws -> URL {
        let url = name(label)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A fresh name `label-UUID[.pathExtension]` in the current root, not created: for a file
    /// or a folder that the code under test makes itself.
    public static func name(_ label: String, pathExtension: String = "") -> URL {
        let url = root.appendingPathComponent("\(label)-\(UUID().uuidString)")
        return pathExtension.isEmpty ? url : url.appendingPathExtension(pathExtension)
    }

    /// The folder that `make` and `name` use now: the scope's, else the process's.
    public static var root: URL { scoped ?? processRoot }

    /// What a subprocess's environment needs so that its own temporary files land in `root`.
    public static var environment: [String: String] { ["TMPDIR": root.path] }

    /// The process's environment with `extra` and `environment` added: for `Process.environment`.
    public static func processEnvironment(adding extra: [String: String] = [:]) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(environment) { $1 }.merging(extra) { $1 }
    }

    /// Runs `body` with a root of its own, removed when `body` returns or throws.
    public static func scope<T>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> T
    ) async rethrows -> T {
        let own = makeScopeRoot()
        defer { remove(own) }
        return try await $scoped.withValue(own, operation: body)
    }

    /// Runs `body` with a root of its own, removed when `body` returns or throws.
    public static func scope<T>(_ body: () throws -> T) rethrows -> T {
        let own = makeScopeRoot()
        defer { remove(own) }
        return try $scoped.withValue(own, operation: body)
    }

    /// Set while a scope runs; task-local, so parallel tests each see their own.
    @TaskLocal static var scoped: URL?

    static let prefix = "trellis-tests-"

    /// Created on first use; removed when the process exits (`exit`, so pass or fail).
    static let processRoot: URL = {
        let system = FileManager.default.temporaryDirectory
        removeAbandonedRoots(in: system)
        let root = system.appendingPathComponent("\(prefix)\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { TemporaryFolder.remove(TemporaryFolder.processRoot) }
        return root
    }()

    /// Folders to look at after a failure: nothing is removed.
    static let keepsFolders = ProcessInfo.processInfo.environment["TRELLIS_KEEP_TEST_FOLDERS"] == "1"

    static func makeScopeRoot() -> URL {
        // Short: a Unix socket's path inside it must stay under 104 bytes.
        let own = processRoot.appendingPathComponent("t-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try? FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        return own
    }

    static func remove(_ root: URL) {
        if !keepsFolders { try? FileManager.default.removeItem(at: root) }
    }

    /// Removes the roots of test processes that are gone (killed, crashed) and untouched for
    /// `age` seconds; the age spares a live process that this one cannot see (another PID namespace).
    static func removeAbandonedRoots(in system: URL, olderThan age: TimeInterval = 3600) {
        guard !keepsFolders, let names = try? FileManager.default.contentsOfDirectory(atPath: system.path) else { return }
        let cutoff = Date().addingTimeInterval(-age)
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), !isRunning(pid) else { continue }
            let url = system.appendingPathComponent(name, isDirectory: true)
            let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
            if let modified, modified < cutoff { try? FileManager.default.removeItem(at: url) }
        }
    }

    static func isRunning(_ pid: Int32) -> Bool { kill(pid, 0) == 0 || errno == EPERM }
}
