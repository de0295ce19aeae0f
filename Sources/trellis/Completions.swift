import ArgumentParser
import Foundation
import TrellisEngine
import TrellisModel
import TrellisProject
import TrellisProjectFiles
import TrellisStore

/// Shell completion of names (`trellis --generate-completion-script zsh`): the shell asks
/// the binary, which answers from the current folder and the device catalog.
enum Completions {
    /// Component names: the `.layout` files under the current folder.
    static let components = CompletionKind.custom { _, _, prefix in
        let files = (try? LayoutWorkspace.layoutFiles(in: ["."])) ?? []
        return files.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }.filter { $0.hasPrefix(prefix) }
    }

    /// Remote names of the project in the current folder (none outside a project: the
    /// store is opened only when it is there).
    static let remotes = CompletionKind.custom { _, _, prefix in
        let path = TrellisProject.storePath(root: ".")
        guard FileManager.default.fileExists(atPath: path),
            let store = try? TrellisStore.open(path: path, environment: .live(resolvingAuthor: { "" }))
        else { return [] }
        return ((try? store.remotes()) ?? []).map(\.name).filter { $0.hasPrefix(prefix) }
    }

    /// Device ids from the catalog.
    static let devices = CompletionKind.custom { _, _, prefix in
        DeviceCatalog.all.map(\.id).filter { $0.hasPrefix(prefix) }
    }
}
