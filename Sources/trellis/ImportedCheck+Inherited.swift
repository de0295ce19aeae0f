import TrellisDiagnostics
import TrellisEngine
import TrellisImport
import TrellisModel

extension ImportedCheck {
    /// One problem for code many components share: import writes a base class's constraints
    /// (and the states its methods make) into each subclass's component too, so a conflict the
    /// base's code makes would show once per subclass. Problems of the same kind, state and
    /// message whose every constraint comes from the same lines of the app are one: kept where
    /// that code is written (the component most of whose lines come from the problem's own source
    /// file: the base class's), with the others named in a note. A subclass that adds or changes a
    /// constraint of the set makes a set with a line of its own, so it keeps its own problem.
    static func foldingInherited(_ problems: [Problem], record: (String) -> ImportRecord?) -> [Problem] {
        var groups: [InheritedKey: [Int]] = [:]
        for (index, problem) in problems.enumerated() {
            guard let key = inheritedKey(problem, record: record) else { continue }
            groups[key, default: []].append(index)
        }
        var dropped: Set<Int> = []
        var notes: [Int: String] = [:]
        for (key, members) in groups {
            let files = Set(members.compactMap { problems[$0].location?.file })
            guard files.count > 1 else { continue }
            var shares: [Int: Double] = [:]
            for index in members {
                shares[index] = problems[index].location.flatMap { record($0.file) }.map { share(of: key.sourceFile, in: $0) } ?? 0
            }
            let home = members.max { (shares[$0] ?? 0, $1) < (shares[$1] ?? 0, $0) } ?? members[0]
            let others = members.filter { $0 != home && problems[$0].location?.file != problems[home].location?.file }
            guard !others.isEmpty else { continue }
            dropped.formUnion(others)
            let names = others.flatMap { problems[$0].components.prefix(1) }
            notes[home] =
                "the same in \(names.count) more \(names.count == 1 ? "component" : "components") whose layout holds these lines of "
                + "\(fileName(key.sourceFile)) (subclasses or callers of its code): \(names.joined(separator: ", ")); reported once, here"
        }
        return problems.indices.compactMap { index in
            guard !dropped.contains(index) else { return nil }
            var problem = problems[index]
            if let note = notes[index] { problem.notes.append(note) }
            return problem
        }
    }

    /// What makes problems of different components the same inherited one: the kind, severity,
    /// state and message, and the app's lines of the problem's place and of each constraint it
    /// names (a constraint with no place of its own, like a safe area's inset, by its text).
    /// nil when one of them has no line in the app (written by hand, or not imported).
    struct InheritedKey: Hashable {
        var kind: String
        var severity: Diagnostic.Severity
        var state: String?
        var message: String
        var lines: [String]
        /// The app file the problem's own place comes from.
        var sourceFile: String
    }

    static func inheritedKey(_ problem: Problem, record: (String) -> ImportRecord?) -> InheritedKey? {
        guard let place = problem.location, let placeRecord = record(place.file), let placeOrigin = placeRecord.line(place.line)?.from,
            let sourceFile = location(placeOrigin)?.file
        else { return nil }
        var lines = [placeOrigin]
        for constraint in problem.conflicting + (problem.broken.map { [$0] } ?? []) {
            guard let constraintPlace = constraint.location else {
                lines.append(constraint.text)
                continue
            }
            guard let from = record(constraintPlace.file)?.line(constraintPlace.line)?.from else { return nil }
            lines.append(from)
        }
        return InheritedKey(
            kind: problem.kind, severity: problem.severity, state: problem.state, message: problem.message, lines: lines.sorted(),
            sourceFile: sourceFile)
    }

    /// The share of a component's lines that come from `file`: all of them for the type whose
    /// file it is, part for a subclass that adds its own.
    static func share(of file: String, in record: ImportRecord) -> Double {
        let files = record.lines.compactMap { $0.from.flatMap(location)?.file }
        guard !files.isEmpty else { return 0 }
        return Double(files.filter { $0 == file }.count) / Double(files.count)
    }

    /// `CollectionViewController.swift` of a path.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
