import TrellisImport
import TrellisModel
import TrellisProjectFiles
import TrellisSupport

/// `trellis check --against-ib`: every imported screen with an `NAME.ib.json` beside it,
/// solved on its designed device and compared with the frames Interface Builder recorded.
enum AgainstIBCheck {
    /// Prints mismatches, misplaced views and a summary; returns the number of errors.
    static func run(_ workspace: LayoutWorkspace) -> Int {
        // Frames that differ and screens that cannot be compared are counted apart: one is
        // how far the engine is from IB, the other a layout problem `check` reports too.
        var differing = 0, problems = 0, screens = 0, views = 0, misplaced = 0, hidden = 0, stale = 0
        for file in workspace.files {
            guard let outcome = IBComparison.record(besideLayout: file.path) else { continue }
            let record: InterfaceBuilderRecord
            switch outcome {
            case .failure(let error):
                print(error)
                problems += 1
                continue
            case .success(let value): record = value
            }
            do {
                let result = try IBComparison.compare(record, library: workspace.library)
                screens += 1
                views += result.compared
                for error in result.errors { print(error) }
                for difference in result.mismatches {
                    print("error: \(record.component) on \(result.environment): frame differs by more than 0.5 pt: \(difference)")
                }
                for difference in result.misplaced {
                    print("note: \(record.component): misplaced in Interface Builder (its recorded frame is not what its constraints give): \(difference)")
                }
                for view in result.stale {
                    let line = view.line.map { "line \($0): " } ?? ""
                    print(
                        "note: \(record.component): recorded frame breaks its own constraint \(line)\(view.constraint): stale in Interface Builder, not compared: \(view.difference)"
                    )
                }
                problems += result.errors.count
                stale += result.stale.count
                differing += result.mismatches.count
                misplaced += result.misplaced.count
                hidden += result.hiddenInStacks.count
            } catch {
                print("error: \(record.component): \(error)")
                problems += 1
            }
        }
        var outcome = [String]()
        if differing > 0 { outcome.append("\(views - differing) within 0.5 pt, \(plural(differing, "frame")) \(differing == 1 ? "differs" : "differ")") }
        if problems > 0 { outcome.append(plural(problems, "screen problem") + " (not laid out or not read)") }
        print(
            "compared \(plural(screens, "screen")) with Interface Builder: \(plural(views, "view")), "
                + (outcome.isEmpty ? "all frames match" : outcome.joined(separator: "; "))
                + (misplaced > 0 ? ", \(misplaced) misplaced in IB" : "")
                + (stale > 0 ? ", \(stale) stale in IB (recorded frame breaks its own constraint; not compared)" : "")
                + (hidden > 0 ? ", \(hidden) hidden in stacks (not compared)" : "")
        )
        return differing + problems
    }
}
