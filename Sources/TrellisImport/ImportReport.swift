/// Something import met in a source and did not carry over as it stands, with where.
public struct ImportFinding: Hashable, Sendable, Codable {
    /// 1-based line in the source file; nil when the finding is about the whole file.
    public var line: Int?
    /// A short rendering of the construct (`<constraint firstAttribute="width" …>`, `make.top.equalTo(x)`).
    public var construct: String
    public var reason: String

    public init(line: Int?, construct: String, reason: String) {
        self.line = line
        self.construct = construct
        self.reason = reason
    }
}

/// What import did with one source file.
public struct FileImportReport: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable { case interfaceBuilder, swift }

    public var path: String
    public var kind: Kind
    /// The components written for this file, by name.
    public var components: [String] = []
    /// For a Swift file: the components of xibs and scenes its classes own, which its code's
    /// constraints went into (`ImportRun+OwnedClasses`).
    public var mergedInto: [String] = []
    /// Constraints the source makes at run time (placeholders and uninstalled ones excluded).
    public var constraintsFound = 0
    public var constraintsImported = 0
    /// Constraints and other constructs that could not be carried over: these count against coverage.
    public var skipped: [ImportFinding] = []
    /// Constructs left out on purpose because UIKit leaves them out too (placeholder
    /// constraints, constraints not installed in the default traits).
    public var dropped: [ImportFinding] = []
    /// Approximations made (intrinsic sizes taken from recorded frames, constants made parameters).
    public var notes: [ImportFinding] = []
    /// Set when nothing could be imported from the file (malformed XML, Swift that does not parse).
    public var error: String?
    /// Set when the file is not an iOS layout source (a macOS or WatchKit document): why it was
    /// passed over. Not a failure: an app's repository ships its Mac and watch targets beside
    /// the iOS one, and `trellis import .` of it must not fail for them.
    public var passedOver: String?

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    public var constraintsSkipped: Int { constraintsFound - constraintsImported }

    /// Nothing to say: no component, no constraint, no finding, no error (a model, a
    /// controller with no layout code).
    public var isEmpty: Bool {
        components.isEmpty && mergedInto.isEmpty && constraintsFound == 0 && skipped.isEmpty && dropped.isEmpty && notes.isEmpty
            && error == nil && passedOver == nil
    }

    /// Imported / found, as a percentage (100 when the file makes no constraints).
    public var coverage: Double {
        constraintsFound == 0 ? 100 : Double(constraintsImported) / Double(constraintsFound) * 100
    }
}

/// The import report of a run: every file, and the totals.
public struct ImportReport: Hashable, Sendable, Codable {
    public var files: [FileImportReport]

    public init(files: [FileImportReport] = []) { self.files = files }

    public var constraintsFound: Int { files.reduce(0) { $0 + $1.constraintsFound } }
    public var constraintsImported: Int { files.reduce(0) { $0 + $1.constraintsImported } }
    public var componentCount: Int { files.reduce(0) { $0 + $1.components.count } }
    public var failedFiles: [FileImportReport] { files.filter { $0.error != nil } }
    /// The files passed over (`FileImportReport.passedOver`), counted by why, most first.
    public var passedOver: [(reason: String, count: Int)] {
        var counts: [String: Int] = [:]
        for file in files { if let reason = file.passedOver { counts[reason, default: 0] += 1 } }
        return counts.map { ($0.key, $0.value) }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.reason < $1.reason }
    }

    /// Imported / found over every file, as a percentage.
    public var coverage: Double {
        constraintsFound == 0 ? 100 : Double(constraintsImported) / Double(constraintsFound) * 100
    }

    /// The reasons constraints and constructs were skipped, most frequent first.
    public var topSkipReasons: [(reason: String, count: Int)] { rollup(\.skipped) }

    /// The findings of one list (`\.skipped`, `\.dropped`, `\.notes`) counted by reason
    /// family (names in quotes left out), most frequent first, then by reason.
    public func rollup(_ list: KeyPath<FileImportReport, [ImportFinding]>) -> [(reason: String, count: Int)] {
        var counts: [String: Int] = [:]
        for file in files {
            for finding in file[keyPath: list] { counts[Self.reasonFamily(finding.reason), default: 0] += 1 }
        }
        return counts.map { ($0.key, $0.value) }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.reason < $1.reason }
    }

    /// A reason without the names in it (`ImportReasonFamily`), so the same kind of skip groups together.
    static func reasonFamily(_ reason: String) -> String { ImportReasonFamily.of(reason) }
}
