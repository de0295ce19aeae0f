import Foundation
import TrellisModel
import TrellisProjectFiles

/// `trellis fix`: applies the safe fix-its (those verified by checking again), one per file
/// at a time, checking again after each round, since one fix can make another moot.
///
/// It works on the files' normalized text (LF line breaks, no byte order mark), so a fix-it
/// applies to a CRLF file as to an LF one, and writes each file back in its own style.
public struct LayoutFixer {
    public struct Applied: Hashable, Sendable {
        public var file: String
        public var message: String
    }

    public private(set) var workspace: LayoutWorkspace
    public private(set) var applied: [Applied] = []
    /// The check after the last round.
    public private(set) var report: CheckReport
    let options: CheckOptions

    public init(_ workspace: LayoutWorkspace, options: CheckOptions = CheckOptions()) {
        let workspace = workspace.normalizingTextStyle()
        self.workspace = workspace
        self.options = options
        report = LayoutCheck.run(workspace, options: options)
    }

    /// Applies fix-its until none is left (or `rounds` rounds).
    public mutating func run(rounds: Int = 50) {
        for _ in 0..<rounds {
            var files = workspace.files
            var touched = Set<String>()
            for problem in report.problems {
                guard let fix = problem.fixIts.first(where: \.isSafe),
                    let file = fix.edits.first?.file, fix.edits.allSatisfy({ $0.file == file }),
                    !touched.contains(file), let index = files.firstIndex(where: { $0.path == file }),
                    let text = TextEdit.apply(fix.edits, to: files[index].text)
                else { continue }
                files[index] = LayoutSourceFile(path: file, text: text)
                touched.insert(file)
                applied.append(Applied(file: file, message: fix.message))
            }
            guard !touched.isEmpty else { return }
            let dependencies = workspace.dependencies
            workspace = LayoutWorkspace(files: files)
            workspace.dependencies = dependencies
            report = LayoutCheck.run(workspace, options: options)
        }
    }

    /// A file the fixes changed: its path and its new bytes.
    public struct FixedFile: Hashable, Sendable {
        public var path: String
        public var bytes: Data
    }

    /// The files whose text the fixes changed, each in the byte order mark and line breaks
    /// it has on disk: what `trellis fix` writes (through TrellisProject's `WorkingCopyWriter`,
    /// the one writer of `.layout` files).
    public func fixedFiles(original: LayoutWorkspace) -> [FixedFile] {
        workspace.files.compactMap { file in
            guard original.source(of: file.path).map(LayoutTextStyle.normalized) != file.text else { return nil }
            let style = LayoutTextStyle(ofFileAt: file.path, text: original.source(of: file.path) ?? file.text)
            return FixedFile(path: file.path, bytes: style.encoded(file.text))
        }
    }
}
