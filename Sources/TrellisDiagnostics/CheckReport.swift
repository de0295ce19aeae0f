import TrellisModel
import TrellisSupport

/// What a check found: one problem per cause, and what was checked.
public struct CheckReport: Sendable, Codable {
    public var problems: [Problem]
    public var fileCount: Int
    /// Components that parsed.
    public var componentCount: Int
    /// Screens and containers laid out (those that validate).
    public var solvedCount: Int
    /// Where they were laid out (empty with `--no-solve`).
    public var devices: [String]
    /// Files with no component because they do not parse.
    public var unparsedFiles: [String]

    public init(problems: [Problem], fileCount: Int, componentCount: Int, solvedCount: Int, devices: [String], unparsedFiles: [String]) {
        self.problems = problems
        self.fileCount = fileCount
        self.componentCount = componentCount
        self.solvedCount = solvedCount
        self.devices = devices
        self.unparsedFiles = unparsedFiles
    }

    public var errors: [Problem] { problems.filter { $0.severity == .error } }
    public var warnings: [Problem] { problems.filter { $0.severity == .warning } }
    public var hasErrors: Bool { problems.contains { $0.severity == .error } }

    /// The problems to show with at most `limit` per file (0: no limit), and how many of each
    /// file's were left out, in file order.
    public func limited(perFile limit: Int) -> (shown: [Problem], hidden: [(file: String, count: Int)]) {
        guard limit > 0 else { return (problems, []) }
        var counts: [String: Int] = [:]
        var hidden: [(file: String, count: Int)] = []
        var shown: [Problem] = []
        for problem in problems {
            let file = problem.location?.file ?? ""
            counts[file, default: 0] += 1
            if counts[file, default: 0] <= limit {
                shown.append(problem)
            } else if let index = hidden.firstIndex(where: { $0.file == file }) {
                hidden[index].count += 1
            } else {
                hidden.append((file, 1))
            }
        }
        return (shown, hidden)
    }

    /// `2 errors, 1 warning` or `no problems`.
    public static func counts(errors: Int, warnings: Int) -> String {
        var parts: [String] = []
        if errors > 0 { parts.append(plural(errors, "error")) }
        if warnings > 0 { parts.append(plural(warnings, "warning")) }
        return parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
    }

    /// The last line: what was checked and the same counts as the problems printed above it.
    /// `checked 12 components in 12 files on iPhone-SE, iPad-Air-11: 1 error, 3 warnings`.
    public var summary: String {
        var checked = "checked \(plural(componentCount, "component")) in \(plural(fileCount, "file"))"
        if !unparsedFiles.isEmpty {
            checked += " (\(unparsedFiles.count) \(unparsedFiles.count == 1 ? "does" : "do") not parse)"
        }
        if !devices.isEmpty {
            checked += ", \(solvedCount) laid out on \(devices.joined(separator: ", "))"
        } else {
            checked += ", none laid out"
        }
        return "\(checked): \(Self.counts(errors: errors.count, warnings: warnings.count))"
    }
}
