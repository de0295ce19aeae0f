import Foundation
import TrellisProjectFiles

extension ProjectDependencies {
    /// Writes the lock file, then the manifest; puts the lock file back if the manifest
    /// cannot be written, so the two never disagree.
    func write(manifest: Manifest?, lock: LockFile) throws {
        let lockPath = LockFile.path(root: project.root)
        let previous = try? Data(contentsOf: URL(fileURLWithPath: lockPath))
        try lock.write(root: project.root)
        guard let manifest else { return }
        do { try manifest.write(root: project.root) } catch {
            if let previous {
                try? previous.write(to: URL(fileURLWithPath: lockPath), options: .atomic)
            } else {
                try? FileManager.default.removeItem(atPath: lockPath)
            }
            throw error
        }
    }
}
