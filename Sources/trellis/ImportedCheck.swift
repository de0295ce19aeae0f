import Foundation
import TrellisDiagnostics
import TrellisEngine
import TrellisImport
import TrellisModel

/// `trellis check` on components `trellis import` wrote: each problem gains the app's own
/// `file:line` it came from (`Problem.origin`, from `NAME.import.json` beside the `.layout`),
/// and a problem that follows from what import could not carry over — an ambiguity of a view
/// whose constraints or superview were skipped, a conflict among constraints on one — is a
/// `notImported` warning saying why, not an error: the app may well not have it. A record is
/// used only while its `.layout` is the text import wrote (edit it and its problems are yours).
enum ImportedCheck {
    static func annotate(_ report: CheckReport, source: (String) -> String?, environments: [Environment] = []) -> CheckReport {
        var records: [String: ImportRecord?] = [:]
        func record(for file: String) -> ImportRecord? {
            if let known = records[file] { return known }
            var found: ImportRecord?
            if file.hasSuffix(".layout"), let data = FileManager.default.contents(atPath: ImportRecord.path(besideLayout: file)),
                let decoded = try? ImportRecord.decode(data), let text = source(file), decoded.describes(text)
            {
                found = decoded
            }
            records[file] = found
            return found
        }
        var report = report
        // A state made under a condition on the root's size shows only where a device can be in it.
        report.problems = report.problems.compactMap { problem in
            guard let file = problem.location?.file, let record = record(for: file) else { return problem }
            return onDevicesInItsState(problem, record: record, environments: environments)
        }
        for index in report.problems.indices {
            let problem = report.problems[index]
            guard let location = problem.location, let record = record(for: location.file) else { continue }
            let line = record.line(location.line)
            report.problems[index].origin = line?.from.flatMap(Self.location)
            guard problem.severity == .error, let reason = notImportedReason(problem, line: line, record: record) ?? partialState(problem, record: record)
            else {
                if problem.severity == .error, let flagged = interfaceBuilderFlag(problem, layout: location.file) {
                    report.problems[index].notes.append(flagged)
                }
                continue
            }
            report.problems[index].severity = .warning
            report.problems[index].kind = "notImported"
            report.problems[index].message = "not imported in full: \(problem.message)"
            report.problems[index].hint = "not an error of the app: \(reason)"
            report.problems[index].fixIts = []
        }
        // A base class's problem, written into each subclass's component too, is said once.
        report.problems = foldingInherited(report.problems, record: record)
        return report
    }

    /// Why the problem may be import's, not the app's: an ambiguity on a line import marked, or
    /// a conflict one of whose constraints is on such a line.
    static func notImportedReason(_ problem: Problem, line: ImportRecord.Line?, record: ImportRecord) -> String? {
        switch problem.kind {
        case "ambiguous":
            // Only when every axis the ambiguity names is one import left open.
            guard let line, let reason = line.notImported else { return nil }
            // The engine's open axes, not the message's words (an item may be called `widthLabel`).
            if line.axis == "horizontal", problem.axes.contains(.vertical) { return nil }
            if line.axis == "vertical", problem.axes.contains(.horizontal) { return nil }
            return reason
        case "unsatisfiable":
            // Lines of this file only: a constraint of a container it uses is in that container's file.
            let described = (problem.conflicting + (problem.broken.map { [$0] } ?? [])).compactMap(\.location)
            let lines = [problem.location?.line].compactMap { $0 } + described.filter { $0.file == problem.location?.file }.map(\.line)
            return lines.lazy.compactMap { record.line($0) }.first { $0.constraintsChanged == true }?.notImported
                ?? standInSizeReason(problem, record: record)
        default:
            return nil
        }
    }

    /// Why a problem of a state import carried over only in part is import's, not the app's.
    static func partialState(_ problem: Problem, record: ImportRecord) -> String? {
        guard let state = problem.state, let reason = record.states?[state] else { return nil }
        return "state \(state) is imported in part: \(reason)"
    }

    /// A note when Interface Builder itself marks the ambiguous item `ambiguous="YES"` in the
    /// file it was imported from (`NAME.ib.json`): the app's own layout leaves it open, as IB
    /// shows its author. nil for other problems, and for items IB does not flag.
    static func interfaceBuilderFlag(_ problem: Problem, layout: String) -> String? {
        guard problem.kind == "ambiguous", let item = problem.items.first?.split(separator: ".").first.map(String.init),
            let data = FileManager.default.contents(atPath: InterfaceBuilderRecord.path(besideLayout: layout)),
            let record = try? InterfaceBuilderRecord.decode(data),
            let view = record.views.first(where: { $0.name == item && $0.ambiguous })
        else { return nil }
        let file = location(record.source)?.file ?? record.source
        return "Interface Builder flags \(item) ambiguous too (\(file):\(view.line)): the app's own constraints leave it open"
    }

    /// `path:line` → a location at its first column.
    static func location(_ text: String) -> SourceLocation? {
        guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]) else { return nil }
        return SourceLocation(file: String(text[..<colon]), line: line, column: 1)
    }
}
