import Foundation

/// A target's Trellis project: the nearest folder from the target's up to the package's
/// that holds `Trellis.lock` or `Trellis.toml`. The lock file names the dependency
/// components `trellis-codegen --project` exports (fetched into `.trellis/deps`), so the
/// plugin can declare their files before the build runs; the manifest's `[export]` table
/// may set the style and runtime.
struct LockedInputs {
    var root: URL
    /// `Trellis.lock`, `Trellis.toml` and every locked component's fetched file.
    var inputs: [URL]
    /// `DS.swift` and `DS+UserAvatarContainer.swift`, as `trellis-codegen` names them.
    var outputNames: [String]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// nil when no folder between the two holds a Trellis project file.
    init?(from start: URL, upTo top: URL) throws {
        var folder = start.standardizedFileURL
        let top = top.standardizedFileURL
        let manager = FileManager.default
        while !manager.fileExists(atPath: folder.appendingPathComponent("Trellis.lock").path)
            && !manager.fileExists(atPath: folder.appendingPathComponent("Trellis.toml").path)
        {
            guard folder.path.count > top.path.count, folder.path.hasPrefix(top.path) else { return nil }
            folder.deleteLastPathComponent()
        }
        root = folder
        inputs = []
        outputNames = []
        for name in ["Trellis.lock", "Trellis.toml"] where manager.fileExists(atPath: folder.appendingPathComponent(name).path) {
            inputs.append(folder.appendingPathComponent(name))
        }
        let lock = folder.appendingPathComponent("Trellis.lock")
        guard let data = manager.contents(atPath: lock.path) else { return }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let dependencies = json["dependencies"] as? [[String: Any]]
        else { throw Failure(description: "\(lock.path): error: not a Trellis lock file (restore it from version control, or run 'trellis update')") }
        for dependency in dependencies {
            guard let name = dependency["name"] as? String, let release = dependency["release"] as? String,
                let components = dependency["components"] as? [[String: Any]], Self.isPlain(name), Self.isPlain(release)
            else {
                throw Failure(
                    description: "\(lock.path): error: a dependency without a plain name and release; run 'trellis-codegen' or 'trellis check' for the details")
            }
            outputNames.append(name + ".swift")
            let folder = root.appendingPathComponent(".trellis/deps/\(name)/\(release)")
            for component in components {
                guard let componentName = component["name"] as? String, Self.isPlain(componentName) else {
                    throw Failure(description: "\(lock.path): error: \(name) lists a component without a plain name")
                }
                inputs.append(folder.appendingPathComponent(componentName + ".layout"))
                outputNames.append("\(name)+\(componentName).swift")
            }
        }
    }

    /// A name that stays one path component: the lock file is checked in and may be hostile.
    static func isPlain(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\") && !name.contains("\0")
    }
}
