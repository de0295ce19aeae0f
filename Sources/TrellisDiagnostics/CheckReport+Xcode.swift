import Foundation

extension CheckReport {
    /// One line per problem in the form Xcode reads from a Run Script build phase's
    /// output (`/abs/path:line:col: error: message`), hints and fix-its as `note:` lines
    /// at the same place; paths are made absolute against `directory`.
    public func xcode(directory: String) -> String {
        var lines: [String] = []
        for problem in problems {
            var place = ""
            if let location = problem.location {
                place = "\(Self.absolute(location.file, in: directory)):\(location.line):\(location.column): "
            }
            lines.append("\(place)\(problem.severity.rawValue): \(problem.fullMessage)")
            if let hint = problem.hint { lines.append("\(place)note: \(hint)") }
            if let fix = problem.fixIts.first { lines.append("\(place)note: fix-it: \(fix.message)") }
        }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    static func absolute(_ path: String, in directory: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: directory).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}
