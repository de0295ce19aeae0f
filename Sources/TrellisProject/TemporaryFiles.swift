import Foundation
import TrellisSupport

/// Foundation's atomic writes go through a temporary `.dat.nosync…` file beside the
/// target, renamed over it; a process killed between the two leaves that file for good.
/// Before each such write into `.trellis/`, the ones older than a minute (no writer is
/// still busy with them) are removed.
package enum TemporaryFiles {
    static let prefix = ".dat.nosync"
    static let staleAfter: TimeInterval = 60

    package static func sweep(beside path: String, now: Date = Date()) {
        let folder = parentFolder(of: path)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            let file = (folder as NSString).appendingPathComponent(name)
            guard let modified = (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date,
                now.timeIntervalSince(modified) > staleAfter
            else { continue }
            try? FileManager.default.removeItem(atPath: file)
        }
    }
}
