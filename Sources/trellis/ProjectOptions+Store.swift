import Foundation
import TrellisModel
import TrellisProject
import TrellisStore

extension ProjectOptions {
    /// The project's store, with the real clock and the user as author (looked up only
    /// when a command records something: `status` and `log` never run `git config`).
    func openProject() throws -> TrellisProject {
        try TrellisProject.open(at: project, environment: .live(resolvingAuthor: { Identity.author() }))
    }

    /// The project with its store opened for reading only, for a command that never writes it.
    func openProjectForReading() throws -> TrellisProject {
        try Self.openProjectForReading(at: project)
    }

    /// `openProjectForReading()` of the project at `path` (the `--project` option's value).
    static func openProjectForReading(at path: String) throws -> TrellisProject {
        try TrellisProject.openForReading(at: path, environment: .live(resolvingAuthor: { Identity.author() }))
    }
}

/// Who records versions: `TRELLIS_AUTHOR`, else `git config user.name`, else `$USER`.
enum Identity {
    static func author(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let author = environment["TRELLIS_AUTHOR"], !author.isEmpty { return author }
        if let name = gitUserName(), !name.isEmpty { return name }
        return environment["USER"] ?? environment["LOGNAME"] ?? "unknown"
    }

    static func gitUserName() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "config", "user.name"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// How commands print times and versions.
enum StoreOutput {
    static func time(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss'Z'"
        return formatter.string(from: date)
    }

    static func json(_ version: VersionInfo, tags: [String] = []) -> CanonicalJSON {
        [
            "id": .string(version.id),
            "component": .string(version.component),
            "content": version.contentHash.map(CanonicalJSON.string) ?? .null,
            "parents": .array(version.parents.map(CanonicalJSON.string)),
            "author": .string(version.author),
            "message": .string(version.message),
            "time": .string(time(version.time)),
            "timeMilliseconds": .number(Double(version.timeMilliseconds)),
            "seq": .number(Double(version.seq)),
            "deleted": .bool(version.isDeletion),
            "tags": .array(tags.map(CanonicalJSON.string)),
            // A rename's version (`trellis mv`): the name it continues; null for every other.
            "renamedFrom": version.renamedFrom.map(CanonicalJSON.string) ?? .null,
        ]
    }
}
