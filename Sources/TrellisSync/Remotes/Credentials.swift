import Foundation
import TrellisModel
import TrellisProject
import TrellisStore
#if canImport(Glibc)
import Glibc
#endif

/// Where a project keeps the tokens of its remotes: not in `store.sqlite` (which is
/// shared, copied, served and created with the user's umask, usually 0644), but in
/// `.trellis/credentials`, a file only its owner may read (0600, checked and fixed on
/// every write), or in the environment. A token is looked up, most specific first:
///
/// 1. `--token` on the command line;
/// 2. `TRELLIS_TOKEN_<REMOTE>` (the remote's name upper-cased, every character that is
///    not a letter or digit as `_`: `TRELLIS_TOKEN_ORIGIN`, `TRELLIS_TOKEN_TEAM_LIB`);
/// 3. `TRELLIS_TOKEN`;
/// 4. the credentials file.
///
/// Tokens are never printed. The file holds one `NAME TOKEN` line per remote.
public struct Credentials: Sendable {
    public let path: String

    public static let fileName = "credentials"

    public init(path: String) { self.path = path }

    /// The credentials of the project at `root`.
    public init(projectRoot root: String) {
        path = ((root as NSString).appendingPathComponent(ProjectScaffold.metadataFolder) as NSString)
            .appendingPathComponent(Self.fileName)
    }

    /// `TRELLIS_TOKEN_ORIGIN` for `origin`.
    public static func environmentVariable(for remote: String) -> String {
        "TRELLIS_TOKEN_" + String(remote.uppercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    /// The token to send to `remote`: `explicit`, else the environment, else the file.
    public func token(
        for remote: String, explicit: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String? {
        try Self.token(for: remote, explicit: explicit, environment: environment) ?? stored()[remote]
    }

    /// The token from the command line or the environment alone (before a project exists).
    public static func token(
        for remote: String, explicit: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        if let explicit, !explicit.isEmpty { return explicit }
        if let value = environment[environmentVariable(for: remote)], !value.isEmpty { return value }
        if let value = environment["TRELLIS_TOKEN"], !value.isEmpty { return value }
        return nil
    }

    /// Every remote's stored token.
    public func stored() throws -> [String: String] {
        guard FileManager.default.fileExists(atPath: path) else { return [:] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CredentialsError.unreadable(path, String(cString: strerror(errno)))
        }
        var tokens: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            tokens[String(parts[0])] = String(parts[1])
        }
        return tokens
    }

    /// Keeps `token` for `remote` (nil forgets it), rewriting the file with mode 0600.
    public func set(_ token: String?, for remote: String) throws {
        try update { tokens in tokens[remote] = token }
    }

    /// Applies `change` to the stored tokens and writes them back: a new file beside the
    /// old one, made 0600 before anything is written into it, renamed over it.
    public func update(_ change: (inout [String: String]) -> Void) throws {
        var tokens = try stored()
        let before = tokens
        change(&tokens)
        guard tokens != before || !FileManager.default.fileExists(atPath: path) else { return }
        for (name, token) in tokens where token.contains(where: { $0.isNewline || $0 == " " }) || name.contains(" ") {
            throw CredentialsError.badToken(name)
        }
        let text = tokens.keys.sorted().map { "\($0) \(tokens[$0]!)\n" }.joined()
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CredentialsError.unwritable(path, String(cString: strerror(errno))) }
        // The umask may have narrowed it further; never wider than 0600.
        fchmod(descriptor, 0o600)
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let failure = written == bytes.count ? 0 : errno
        close(descriptor)
        guard failure == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(failure != 0 ? failure : errno))
            unlink(temporary)
            throw CredentialsError.unwritable(path, reason)
        }
    }

    /// Moves the tokens an older trellis kept in the store's `remote` table into this file,
    /// then clears them from the store: the one-time upgrade of a project. Returns the
    /// remotes moved. Does nothing (and writes nothing) when the store holds no token.
    @discardableResult
    public func adoptTokens(from store: TrellisStore) throws -> [String] {
        let held = try store.remotes().compactMap { remote in remote.token.map { (remote.name, $0) } }
        guard !held.isEmpty else { return [] }
        // The file first: if it cannot be written, the tokens stay where they were.
        try update { tokens in for (name, token) in held where tokens[name] == nil { tokens[name] = token } }
        try store.clearRemoteTokens()
        return held.map(\.0)
    }
}

public enum CredentialsError: Error, Hashable, Sendable, CustomStringConvertible {
    case unreadable(String, String)
    case unwritable(String, String)
    case badToken(String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot read the credentials file \(path): \(reason) (it should belong to you with mode 0600: chmod 600 \(path))"
        case .unwritable(let path, let reason):
            return "cannot write the credentials file \(path): \(reason); nothing was changed"
        case .badToken(let name):
            return "the token for remote \(name) contains a space or a line break; tokens are single words"
        }
    }
}
