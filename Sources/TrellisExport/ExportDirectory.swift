import Foundation

/// Writing exported files into a folder, and `--check`: whether the folder holds exactly
/// what export would write there.
public enum ExportDirectory {
    /// A file in the folder that differs from what export writes.
    public struct StaleFile: Hashable, Sendable, CustomStringConvertible {
        public enum Reason: String, Sendable { case missing, different, extra }
        public var path: String
        public var reason: Reason
        public init(path: String, reason: Reason) {
            self.path = path
            self.reason = reason
        }

        public var description: String {
            switch reason {
            case .missing: return "\(path): missing"
            case .different: return "\(path): differs from what export writes"
            case .extra:
                return
                    "\(path): exported earlier, but no component of this export writes it (a removed or renamed component): delete it or re-export with --all"
            }
        }
    }

    /// Writes each file whose bytes differ (unchanged files keep their dates, so a build
    /// does not recompile them). Returns the paths written.
    @discardableResult
    public static func write(_ files: [ExportedFile], to directory: String) throws -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw ExportDirectoryError.cannotCreate(directory, reason: Self.reason(error))
        }
        var written: [String] = []
        for file in files {
            let path = (directory as NSString).appendingPathComponent(file.name)
            let data = Data(file.contents.utf8)
            if FileManager.default.contents(atPath: path) == data { continue }
            do {
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw ExportDirectoryError.cannotWrite(path, reason: Self.reason(error))
            }
            written.append(path)
        }
        return written
    }

    /// The files of `files` that the folder lacks or holds with other bytes.
    public static func stale(_ files: [ExportedFile], in directory: String) -> [StaleFile] {
        files.compactMap { file in
            let path = (directory as NSString).appendingPathComponent(file.name)
            guard let data = FileManager.default.contents(atPath: path) else { return StaleFile(path: path, reason: .missing) }
            return data == Data(file.contents.utf8) ? nil : StaleFile(path: path, reason: .different)
        }
    }

    /// Swift files in the folder that export wrote earlier and `files` no longer holds:
    /// what a removed or renamed component leaves behind. Sorted by path.
    public static func extra(besides files: [ExportedFile], in directory: String) -> [StaleFile] {
        let expected = Set(files.map(\.name))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.sorted().compactMap { name in
            guard name.hasSuffix(".swift"), !expected.contains(name) else { return nil }
            let path = (directory as NSString).appendingPathComponent(name)
            guard isExported(path) else { return nil }
            return StaleFile(path: path, reason: .extra)
        }
    }

    /// Deletes the extra files (see `extra(besides:in:)`); returns their paths.
    public static func removeExtra(besides files: [ExportedFile], in directory: String) throws -> [String] {
        try extra(besides: files, in: directory).map { file in
            do {
                try FileManager.default.removeItem(atPath: file.path)
            } catch {
                throw ExportDirectoryError.cannotRemove(file.path, reason: Self.reason(error))
            }
            return file.path
        }
    }

    private static func isExported(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 512)) ?? Data()
        let firstLine = String(decoding: start, as: UTF8.self).split(separator: "\n", maxSplits: 1).first ?? ""
        // Only files export wrote are ever called extra or removed, never the app's own.
        return ExportComment.isGenerated(firstLine: firstLine)
    }

    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain, let text = strerror(Int32(code)) {
            return String(cString: text).lowercased()
        }
        return "the file system refused"
    }
}

public enum ExportDirectoryError: Error, CustomStringConvertible {
    case cannotCreate(String, reason: String)
    case cannotWrite(String, reason: String)
    case cannotRemove(String, reason: String)

    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason): return "error: cannot create the folder \(path): \(reason) (check the path and its permissions)"
        case .cannotWrite(let path, let reason): return "error: cannot write \(path): \(reason) (check the folder's permissions and free space)"
        case .cannotRemove(let path, let reason):
            return "error: cannot remove \(path), which no component exports any more: \(reason) (check the folder's permissions, or delete it by hand)"
        }
    }
}
