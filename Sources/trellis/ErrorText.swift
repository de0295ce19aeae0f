import ArgumentParser
import Foundation
import TrellisProjectFiles
import TrellisStore
import TrellisSupport

/// What the command line prints for an error that a library let through raw — a
/// Foundation file error, an SQLite error — so that no message reads `Error Domain=…`:
/// what happened, to which file, and what to do. Trellis's own errors, and the argument
/// parser's, pass as they are.
enum ErrorText {
    static func userFacing(_ error: any Error) -> any Error {
        if let message = StoreErrorText.message(for: error, folder: "the \(ProjectFolder.metadata) folder") { return Message(message) }
        if let error = error as? RemoteError, case .unknownRemote(_, let known) = error, known.isEmpty {
            return Message("\(error); add one with 'trellis remote add NAME PATH|URL'")
        }
        if let error = error as? CocoaError { return Message(cocoa(error)) }
        // The working copy's writer (`WorkingCopyWriter`) fails with the errno of the call.
        if let error = error as? FileWriteError { return Message(posix(error.code, path: error.path)) }
        if let error = error as? POSIXError { return Message(posix(error.code.rawValue, path: nil)) }
        if type(of: error) is NSError.Type {
            let error = error as NSError
            if error.domain == NSPOSIXErrorDomain { return Message(posix(Int32(error.code), path: error.userInfo[NSFilePathErrorKey] as? String)) }
            return Message(error.localizedDescription)
        }
        return error
    }

    static func cocoa(_ error: CocoaError) -> String {
        let path = (error.userInfo[NSFilePathErrorKey] as? String) ?? error.userInfo[NSURLErrorKey].map { "\($0)" }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return posix(Int32(underlying.code), path: path)
        }
        let what = path.map { " \($0)" } ?? ""
        switch error.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder:\(what) (check the path)"
        case .fileWriteOutOfSpace: return "the disk is full: cannot write\(what); free some space and try again"
        case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied:\(what)"
        case .fileWriteVolumeReadOnly: return "the disk is read-only: cannot write\(what)"
        case .fileWriteFileExists: return "\(what.isEmpty ? "the file" : String(what.dropFirst())) already exists"
        default: return "cannot read or write\(what): \(error.localizedDescription)"
        }
    }

    static func posix(_ code: Int32, path: String?) -> String {
        let what = path.map { "\($0): " } ?? ""
        switch code {
        case ENOENT: return "\(what)no such file or folder (check the path; a folder on the way may be missing)"
        case ENOTDIR: return "\(what)a part of the path is a file, not a folder"
        case EISDIR: return "\(what)is a folder; give a file path"
        case EACCES, EPERM: return "\(what)permission denied"
        case EROFS: return "\(what)the file system is read-only"
        case ENOSPC, EDQUOT: return "\(what)the disk is full; free some space and try again"
        default: return what + String(cString: strerror(code))
        }
    }

    struct Message: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
