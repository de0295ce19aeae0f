import Crypto
import Foundation
import Hummingbird
import TrellisSync

/// The token check for one group of routes (`SyncEndpoint.Access`): `Authorization:
/// Bearer TOKEN`; a missing or wrong one is 401, the read token on a write route 403. The
/// write token may also read; with no read token configured reading is open, with no
/// write token writing is.
///
/// Tokens are compared as SHA-256 digests (always 32 bytes) by a loop that reads every byte
/// whatever it finds, and every configured token is compared on every request, so the time
/// an answer takes says nothing about how much of a guess was right.
struct TokenMiddleware<Context: RequestContext>: RouterMiddleware {
    let access: SyncEndpoint.Access
    let tokens: TokenDigests

    init(_ access: SyncEndpoint.Access, tokens: TokenDigests) {
        self.access = access
        self.tokens = tokens
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try tokens.authorize(request.headers[.authorization], for: access)
        return try await next(request, context)
    }
}

/// The server's tokens, kept only as SHA-256 digests.
struct TokenDigests: Sendable {
    let read: [UInt8]?
    let write: [UInt8]?

    init(_ tokens: TrellisServer.Tokens) {
        read = tokens.read.map(Self.digest)
        write = tokens.write.map(Self.digest)
    }

    static func digest(_ token: some StringProtocol) -> [UInt8] {
        Array(SHA256.hash(data: Data(token.utf8)))
    }

    /// Whether two digests are equal, in a time that depends only on their length.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    /// Returns when `header` grants `access`, else throws the 401 or 403 to answer.
    func authorize(_ header: String?, for access: SyncEndpoint.Access) throws(TokenRefusal) {
        let token = header.flatMap { $0.hasPrefix("Bearer ") ? $0.dropFirst(7) : nil }
        let presented = Self.digest(token ?? "")
        // Both comparisons always run (no short-circuit on the first).
        let isRead = read.map { Self.constantTimeEqual($0, presented) } == true && token != nil
        let isWrite = write.map { Self.constantTimeEqual($0, presented) } == true && token != nil
        switch access {
        case .read:
            if read == nil || isRead || isWrite { return }
        case .write:
            if write == nil || isWrite { return }
            if isRead { throw .readOnly }
        }
        throw token == nil ? .missing : .wrong
    }
}

/// Why a request's token does not do (401, or 403 for the read token on a write route).
enum TokenRefusal: Error, Equatable {
    case missing, wrong, readOnly
}
