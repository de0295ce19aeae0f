import Foundation
import TrellisModel
import TrellisStore

/// One side of a relayout: the components as they stood (the store's heads, now or at a
/// point in the past) or stand (the working copy), with each one's content hash.
public struct LibrarySnapshot: Sendable {
    public var library: LayoutLibrary
    /// name → SHA-256 content hash.
    public var hashes: [String: String]

    public init(documents: [String: LayoutDocument], hashes: [String: String]) {
        self.library = LayoutLibrary(Array(documents.values))
        self.hashes = hashes
    }

    public init(_ documents: [LayoutDocument]) {
        var byName: [String: LayoutDocument] = [:]
        for document in documents where byName[document.name] == nil { byName[document.name] = document }
        self.init(documents: byName, hashes: byName.mapValues(\.contentHash))
    }

    /// The project's working copy: every `.layout` file read and parsed in parallel on
    /// `workers` threads. Throws when a file does not parse (its component would silently
    /// vanish from the relayout otherwise); validation errors are left to the engine,
    /// which reports them per component.
    public static func workingCopy(root: String, workers: Int) throws -> LibrarySnapshot {
        let paths = try LayoutWorkspace.layoutFiles(in: [root])
        let loaded = _parallelMap(paths.count, workers: workers) { index -> Result<(LayoutDocument?, String?, [Diagnostic]), Error> in
            do {
                let file = try LayoutSourceFile.read(paths[index])
                return .success((file.document, file.document?.contentHash, file.diagnostics))
            } catch {
                return .failure(error)
            }
        }
        var documents: [String: LayoutDocument] = [:], hashes: [String: String] = [:]
        var problems: [Diagnostic] = []
        for result in loaded {
            let (document, hash, diagnostics) = try result.get()
            guard let document, let hash else {
                problems += diagnostics.filter { $0.severity == .error }
                continue
            }
            // The first definition wins, as in `LayoutWorkspace`; `check` reports duplicates.
            if documents[document.name] == nil {
                documents[document.name] = document
                hashes[document.name] = hash
            }
        }
        if !problems.isEmpty { throw RelayoutError.unreadable(problems) }
        return LibrarySnapshot(documents: documents, hashes: hashes)
    }

    /// The components with the given content hashes (name → hash), taken from `reuse` when
    /// it holds the same content (no decoding: the usual case, where the working copy
    /// matches the heads) and otherwise decoded from the store's verified objects.
    public static func stored(
        _ hashes: [String: String], store: TrellisStore, reuse: LibrarySnapshot? = nil, workers: Int
    ) throws -> LibrarySnapshot {
        var documents: [String: LayoutDocument] = [:]
        var missing: [(name: String, hash: String)] = []
        for (name, hash) in hashes {
            if let reuse, reuse.hashes[name] == hash, let document = reuse.library[name] {
                documents[name] = document
            } else {
                missing.append((name, hash))
            }
        }
        missing.sort { $0.name < $1.name }
        let wanted = missing
        let decoded = _parallelMap(wanted.count, workers: workers) { index -> Result<LayoutDocument, Error> in
            Result {
                let data = try store.objectData(wanted[index].hash)
                do {
                    return try LayoutDocument(canonicalData: data)
                } catch {
                    throw StoreError.corruptObject(hash: wanted[index].hash, detail: "\(error)")
                }
            }
        }
        for (entry, result) in zip(missing, decoded) { documents[entry.name] = try result.get() }
        return LibrarySnapshot(documents: documents, hashes: hashes)
    }
}
