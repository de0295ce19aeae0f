import Foundation

extension CheckReport {
    /// One line per problem in the form Xcode reads from a Run Script build phase's
    /// output (`/abs/path:line:col: error: message`), hints and fix-its as `note:` lines
    /// at the same place; paths are made absolute against `directory`. A problem of an imported
    /// component is placed at the app's own line it came from (`Problem.origin`), with the
    /// `.layout` line as a note: what Xcode and a CI annotate.
    public func xcode(directory: String) -> String {
        var lines: [String] = []
        for problem in problems {
            var place = ""
            if let location = problem.origin ?? problem.location {
                place = "\(Self.absolute(location.file, in: directory)):\(location.line):\(location.column): "
            }
            lines.append("\(place)\(problem.severity.rawValue): \(problem.fullMessage)")
            if problem.origin != nil, let location = problem.location {
                lines.append("\(place)note: imported as \(Self.absolute(location.file, in: directory)):\(location.line)")
            }
            // Each related place as a note of its own, so Xcode shows it at that line.
            for note in problem.related {
                let at = note.location.map { "\(Self.absolute($0.file, in: directory)):\($0.line):\($0.column): " } ?? place
                lines.append("\(at)note: \(note.message)")
            }
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
