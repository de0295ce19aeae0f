import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import TrellisServer
import TrellisStore
import TrellisSync

/// `trellis serve` logs a line per request — method, path, status, milliseconds — and never
/// the query, where a page's read token travels once.
@Suite struct RequestLogTests {
    typealias F = ServerFixtures

    @Test func eachRequestIsLoggedWithItsStatusAndNeverItsQuery() async throws {
        let logged = CapturedLog()
        let service = SyncService(store: try F.store(), location: "served")
        let application = TrellisServer.application(
            service: service, tokens: F.tokens, port: 0, logger: Logger(label: "test") { _ in logged })
        try await application.test(.router) { client in
            let info = try await client.execute(
                uri: SyncEndpoint.info.path, method: .get, headers: [.authorization: "Bearer \(F.readToken)"])
            #expect(info.status == .ok)
            let refused = try await client.execute(uri: SyncEndpoint.info.path, method: .get)
            #expect(refused.status == .unauthorized)
            _ = try await client.execute(uri: "/?token=\(F.readToken)", method: .get)
        }
        let lines = logged.lines
        #expect(lines.contains { $0.hasPrefix("GET \(SyncEndpoint.info.path) 200 ") && $0.hasSuffix(" ms") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("GET \(SyncEndpoint.info.path) 401 ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("GET / ") }, "\(lines)")
        #expect(!lines.contains { $0.contains(F.readToken) }, "\(lines)")
    }

    @Test func quietKeepsOnlyWarningsAndErrors() {
        #expect(TrellisServer.serveLogger(quiet: true).logLevel == .warning)
        #expect(TrellisServer.serveLogger(quiet: false).logLevel == .info)
    }
}
