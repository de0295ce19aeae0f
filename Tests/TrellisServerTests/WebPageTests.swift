import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
import TrellisHubFixtures
import TrellisModel
import TrellisServer
import TrellisStore
import TrellisSync

/// The hub's web pages on both storages: the library, a component, a version's diff, the
/// thumbnails, and the read token that guards them (`?token=` once, then a cookie).
@Suite struct WebPageTests {
    static let badge = """
        container Badge {
            param badgeSize = 20

            view dot: UIView

            dot.width == badgeSize
            dot.height == badgeSize
            dot.centerX == self.centerX
            dot.centerY == self.centerY
        }

        """

    static let cell = """
        screen BadgeCell {
            height 60

            view title: UILabel {
                text 12
            }
            use badge: Badge

            badge.leading == owner.leading + 12
            badge.centerY == owner.centerY
            badge.size == 30
            title.leading == badge.trailing + 8
            title.centerY == owner.centerY
        }

        """

    /// `title` has no horizontal position: `check` says so at the view's line (4).
    static let broken = """
        screen BrokenCell {
            height 44

            view title: UILabel

            title.centerY == owner.centerY
        }

        """

    /// A hub on `backend` holding Badge (grown from 20 to 26 by a second commit, tagged
    /// 1.0.0 before it), BadgeCell and BrokenCell; `body` gets the router client and the
    /// author's store (to read version ids).
    static func withLibrary<T: Sendable>(
        _ backend: HubBackend, tokens: TrellisServer.Tokens = ServerFixtures.tokens,
        _ body: @Sendable (any TestClientProtocol, TrellisStore) async throws -> T
    ) async throws -> T {
        try await backend.withHub { services in
            let author = try TrellisStore.inMemory(environment: .fixed(author: "web-tests", storeID: "web"))
            try HubStorageTests.commit(author, [badge, cell, broken], message: "the badge and its cell")
            try author.tag("Badge", "1.0.0")
            try HubStorageTests.commit(author, [badge.replacingOccurrences(of: "badgeSize = 20", with: "badgeSize = 26")], message: "a bigger badge")
            try author.addRemote(name: "origin", url: "hub")
            _ = try await SyncClient(store: author, remoteName: "origin", remote: services[0]).push()
            return try await TrellisServer.application(service: services[0], tokens: tokens, port: 0).test(.router) { client in
                try await body(client, author)
            }
        }
    }

    static func get(_ client: any TestClientProtocol, _ uri: String, token: String? = ServerFixtures.readToken) async throws -> TestResponse {
        var headers: HTTPFields = [:]
        if let token { headers[.cookie] = "trellis_token=\(token)" }
        return try await client.execute(uri: uri, method: .get, headers: headers, body: nil)
    }

    static func text(_ response: TestResponse) -> String { String(buffer: response.body) }

    @Test(arguments: HubBackend.allCases)
    func theLibraryPageListsEveryComponentWithItsThumbnailTagsAndReleases(_ backend: HubBackend) async throws {
        try await Self.withLibrary(backend) { client, _ in
            let response = try await Self.get(client, "/")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
            let page = Self.text(response)
            for name in ["Badge", "BadgeCell", "BrokenCell"] {
                #expect(page.contains(#"<a href="/c/\#(name)">\#(name)</a>"#), "\(name) is listed")
                #expect(page.contains(#"src="/c/\#(name)/svg/iPhone-SE""#), "\(name) has a thumbnail")
            }
            #expect(page.contains("<strong>1.0.0</strong>"), "the release is listed")
            let filtered = Self.text(try await Self.get(client, "/?q=cell"))
            #expect(filtered.contains("/c/BadgeCell") && filtered.contains("/c/BrokenCell"))
            #expect(!filtered.contains(#"<a href="/c/Badge">"#), "search leaves out what does not match")
        }
    }

    @Test(arguments: HubBackend.allCases)
    func aComponentPageDrawsEveryItemOnEachDeviceAndListsSourceUsesAndHistory(_ backend: HubBackend) async throws {
        try await Self.withLibrary(backend) { client, author in
            let page = Self.text(try await Self.get(client, "/c/BadgeCell"))
            for device in ["iPhone-SE", "iPhone-16-Pro-Max", "iPad-Air-11"] {
                #expect(page.contains(#"data-device="\#(device)""#), "drawn on \(device)")
            }
            for item in ["title view", "badge container", "badge.dot view"] {
                #expect(page.components(separatedBy: "<title>\(item) ").count - 1 == 3, "\(item) on each of the three devices")
            }
            #expect(page.contains(##"<tr id="L1"><td class="n"><a href="#L1">1</a></td><td>screen BadgeCell {</td></tr>"##))
            #expect(page.contains(#"<a class="tag" href="/c/Badge">Badge</a>"#), "uses Badge")
            let badge = Self.text(try await Self.get(client, "/c/Badge"))
            #expect(badge.contains(#"<a class="tag" href="/c/BadgeCell">BadgeCell</a>"#), "Badge is used by BadgeCell")
            for version in try author.log(of: "Badge") {
                #expect(badge.contains("/c/Badge/v/\(version.id)"), "history links \(version.shortID)")
            }
            #expect(badge.contains("a bigger badge"))
        }
    }

    @Test(arguments: HubBackend.allCases)
    func checksProblemsAreMarkedOnTheirSourceLines(_ backend: HubBackend) async throws {
        try await Self.withLibrary(backend) { client, _ in
            let page = Self.text(try await Self.get(client, "/c/BrokenCell"))
            #expect(page.contains(#"<tr id="L4" class="problem">"#), "the view's line is marked")
            #expect(page.contains(##"<a href="#L4">BrokenCell.layout:4</a>"##), "the problem links its line")
            #expect(page.contains("ambiguous: title: horizontal position"))
            let fine = Self.text(try await Self.get(client, "/c/BadgeCell"))
            #expect(fine.contains(#"<p class="ok">no problems</p>"#))
        }
    }

    @Test(arguments: HubBackend.allCases)
    func aVersionPageDiffsItsParentAndOutlinesTheMovedItem(_ backend: HubBackend) async throws {
        try await Self.withLibrary(backend) { client, author in
            let head = try #require(try author.log(of: "Badge").first)
            let page = Self.text(try await Self.get(client, "/c/Badge/v/\(head.id)?device=iPhone-SE"))
            #expect(page.contains("param badgeSize"), "the structural diff")
            #expect(page.contains(#"class="moved" data-item="dot""#), "the dot grew: outlined")
            #expect(page.contains(#"class="before" data-item="dot""#), "the before side is drawn under it")
            let missing = try await Self.get(client, "/c/Badge/v/\(String(repeating: "0", count: 64))")
            #expect(missing.status == .notFound)
        }
    }

    @Test func theThumbnailIsTheComponentsSVG() async throws {
        try await Self.withLibrary(.sqlite) { client, _ in
            let response = try await Self.get(client, "/c/Badge/svg/iPhone-SE")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("image/svg+xml") == true)
            #expect(Self.text(response).hasPrefix("<svg "))
            #expect(try await Self.get(client, "/c/Badge/svg/NoSuchPhone").status == .notFound)
            #expect(try await Self.get(client, "/c/Nothing").status == .notFound)
        }
    }

    @Test func pagesWithoutTheReadTokenAreRefusedAndTheTokenFormSetsACookie() async throws {
        try await Self.withLibrary(.sqlite) { client, _ in
            for uri in ["/", "/c/Badge", "/c/Badge/svg/iPhone-SE"] {
                let refused = try await Self.get(client, uri, token: nil)
                #expect(refused.status == .unauthorized, "\(uri) without a token")
                #expect(Self.text(refused).contains(#"name="token""#), "the 401 page has the token form")
                #expect(!Self.text(refused).contains("BadgeCell"), "and shows nothing of the library")
                #expect(try await Self.get(client, uri, token: "guess").status == .unauthorized, "\(uri) with a wrong cookie")
            }
            let wrong = try await client.execute(uri: "/c/Badge?token=guess", method: .get, headers: [:], body: nil)
            #expect(wrong.status == .unauthorized)
            let given = try await client.execute(uri: "/c/Badge?device=iPad-Air-11&token=\(ServerFixtures.readToken)", method: .get, headers: [:], body: nil)
            #expect(given.status == .seeOther)
            #expect(given.headers[.location] == "/c/Badge?device=iPad-Air-11", "the token leaves the address")
            let cookie = try #require(given.headers[.setCookie])
            #expect(cookie.hasPrefix("trellis_token=\(ServerFixtures.readToken);") && cookie.contains("HttpOnly"))
            #expect(try await Self.get(client, "/", token: ServerFixtures.writeToken).status == .ok, "the write token may read")
        }
    }

    @Test func withoutAReadTokenThePagesAreOpen() async throws {
        try await Self.withLibrary(.sqlite, tokens: .init(read: nil, write: "w")) { client, _ in
            let open = try await Self.get(client, "/", token: nil)
            #expect(open.status == .ok)
        }
    }
}
