import Foundation

/// Writing exported files into a folder, and `--check`: whether the folder holds exactly
/// what export would write there.
public enum ExportDirectory {
    /// A file in the folder that differs from what export writes.
    public struct StaleFile: Hashable, Sendable, CustomStringConvertible {
        public enum Reason: String, Sendable { case missing, different }
        public var path: String
        public var reason: Reason
        public init(path: String, reason: Reason) {
            self.path = path
            self.reason = reason
        }

        public var description: String { "\(path): \(reason == .missing ? "missing" : "differs from what export writes")" }
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

    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason): return "error: cannot create the folder \(path): \(reason) (check the path and its permissions)"
        case .cannotWrite(let path, let reason): return "error: cannot write \(path): \(reason) (check the folder's permissions and free space)"
        }
    }
}
