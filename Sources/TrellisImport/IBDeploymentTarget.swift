import Foundation
import TrellisSupport

/// The iOS deployment target of the project an Interface Builder document belongs to.
///
/// A document built "for the deployment target" (`<deployment identifier="iOS"/>`, the
/// default) is laid out by IB as that iOS version behaves, and the document does not say
/// which version it is: the project does. Found by walking up from the document's folder
/// (stopping after a folder holding `.git`) to the first folder that states one:
/// - `*.xcodeproj/project.pbxproj`: the lowest `IPHONEOS_DEPLOYMENT_TARGET` of the app's
///   targets and their extensions (a test target's is left out: `IBDeploymentTarget+TestTargets.swift`);
/// - `project.yml` (XcodeGen): `deploymentTarget:` then `iOS: "10.0"`;
/// - `Podfile`: `platform :ios, '10.0'`;
/// - `Package.swift`: `.iOS(.v13)` or `.iOS("12.0")`.
/// A document whose folder names none has no known target (nil): IB's current behaviour.
enum IBDeploymentTarget {
    /// The target for the document at `path`, as (major, minor); nil when no project says.
    static func of(documentAt path: String) -> Version? {
        // From an absolute path: a relative one (`./App/Cell.xib`, as `trellis import .` gives)
        // runs out at "." or "" before reaching the project's folder above.
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        var visited: [String] = []
        var answer: Version?
        while !folder.isEmpty {
            if let known = cache.withLock({ $0[folder] }) {
                answer = known
                break
            }
            visited.append(folder)
            if let found = stated(in: folder) {
                answer = found
                break
            }
            let parent = parentFolder(of: folder)
            if parent == folder || FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git")) { break }
            folder = parent
        }
        cache.withLock { for visitedFolder in visited { $0[visitedFolder] = .some(answer) } }
        return answer
    }

    struct Version: Comparable, Hashable, Sendable, CustomStringConvertible {
        var major: Int
        var minor: Int = 0
        static func < (lhs: Version, rhs: Version) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
        var description: String { "\(major).\(minor)" }

        /// `10`, `10.0`, `"10.3"`, `v13` → the version; nil for anything else.
        init?(_ text: Substring) {
            let digits = text.trimmingCharacters(in: CharacterSet(charactersIn: "\"' v"))
            let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
            guard let major = parts.first.flatMap({ Int($0) }), (1...99).contains(major) else { return nil }
            self.major = major
            self.minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        }

        init(major: Int, minor: Int = 0) {
            self.major = major
            self.minor = minor
        }
    }

    // MARK: - Reading the project

    /// Folders already looked at in this process (an import reads one app's many documents).
    private static let cache = Locked<[String: Version?]>([:])

    private static func stated(in folder: String) -> Version? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where name.hasSuffix(".xcodeproj") {
            if let text = read(folder, name, "project.pbxproj"), let found = fromPBXProject(text) { return found }
        }
        if names.contains("project.yml"), let text = read(folder, "project.yml"), let found = fromXcodeGen(text) { return found }
        if names.contains("Podfile"), let text = read(folder, "Podfile"), let found = fromPodfile(text) { return found }
        if names.contains("Package.swift"), let text = read(folder, "Package.swift"), let found = fromPackage(text) { return found }
        return nil
    }

    private static func read(_ parts: String...) -> String? {
        let path = NSString.path(withComponents: parts)
        guard let data = FileManager.default.contents(atPath: path), data.count < 8_000_000 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    static func fromPBXProject(_ text: String) -> Version? {
        values(after: "IPHONEOS_DEPLOYMENT_TARGET = ", in: nonTestSettings(in: text) ?? text).min()
    }

    static func fromXcodeGen(_ text: String) -> Version? {
        guard let block = text.range(of: "deploymentTarget:") else { return nil }
        return values(after: "iOS:", in: String(text[block.upperBound...].prefix(200))).first
    }

    static func fromPodfile(_ text: String) -> Version? {
        text.split(separator: "\n").lazy.compactMap { line -> Version? in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("platform :ios,") else { return nil }
            return Version(trimmed.dropFirst("platform :ios,".count))
        }.first
    }

    static func fromPackage(_ text: String) -> Version? {
        guard let range = text.range(of: ".iOS(") else { return nil }
        // `.v13`, `.v12_2` or `"12.0"`.
        var argument = String(text[range.upperBound...].prefix { $0 != ")" })
        if argument.hasPrefix(".v") { argument = String(argument.dropFirst(2)).replacingOccurrences(of: "_", with: ".") }
        return Version(Substring(argument))
    }

    /// Every version written after `key` on a line (`KEY = 10.0;`, `iOS: "10.0"`).
    private static func values(after key: String, in text: String) -> [Version] {
        var found: [Version] = []
        var searchRange = text.startIndex..<text.endIndex
        while let range = text.range(of: key, range: searchRange) {
            let rest = text[range.upperBound...].prefix { $0 != ";" && $0 != "\n" && $0 != "," }
            if let version = Version(Substring(rest.trimmingCharacters(in: .whitespaces))) { found.append(version) }
            searchRange = range.upperBound..<text.endIndex
        }
        return found
    }
}
