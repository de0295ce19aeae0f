import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TrellisHubFixtures
import TrellisModel
import TrellisServer
import TrellisStore
import TrellisSync

/// The release page (a whole release against the one before it, with its message) and
/// the relayout page between two points of the hub's history (CI's link), on both hub
/// storages and on the store that made the release.
@Suite struct WebReleasePageTests {
    /// The author's store: Badge and BadgeCell released as 1.0.0 ("First release"), then
    /// the badge's dot grown from 20 to 26 and released as 1.1.0 ("Bigger badge").
    static func releasedLibrary() throws -> TrellisStore {
        let author = try TrellisStore.inMemory(environment: .fixed(author: "web-tests", storeID: "web"))
        try HubStorageTests.commit(author, [WebPageTests.badge, WebPageTests.cell], message: "the badge and its cell")
        try author.release("1.0.0", components: ["Badge", "BadgeCell"], message: "First release")
        let bigger = WebPageTests.badge.replacingOccurrences(of: "badgeSize = 20", with: "badgeSize = 26")
        try HubStorageTests.commit(author, [bigger], message: "a bigger badge")
        try author.release("1.1.0", components: ["Badge", "BadgeCell"], message: "Bigger badge")
        return author
    }

    static func serve<T: Sendable>(_ service: SyncService, _ body: @Sendable (any TestClientProtocol) async throws -> T) async throws -> T {
        try await TrellisServer.application(service: service, tokens: ServerFixtures.tokens, port: 0).test(.router) { client in try await body(client) }
    }

    static func page(_ client: any TestClientProtocol, _ uri: String) async throws -> (status: HTTPResponse.Status, text: String) {
        let response = try await WebPageTests.get(client, uri)
        return (response.status, WebPageTests.text(response))
    }

    @Test func aReleasePageShowsItsMessageAndWhatMovedSinceThePreviousRelease() async throws {
        let author = try Self.releasedLibrary()
        try await Self.serve(SyncService(store: author, location: "library")) { client in
            let (status, page) = try await Self.page(client, "/r/1.1.0")
            #expect(status == .ok)
            #expect(page.contains(#"<div class="message" id="message"><p>Bigger badge</p>"#), "the release's message")
            #expect(page.contains("compared with release 1.0.0"))
            #expect(page.contains("param badgeSize"), "Badge's structural diff")
            #expect(page.contains(#"class="moved" data-item="dot""#), "Badge's dot grew: outlined")
            #expect(page.contains(#"data-component="BadgeCell""#) && page.contains("uses a changed component"), "the cell that uses it")
            #expect(page.contains(#"class="moved" data-item="badge.dot""#), "and the dot inside the cell moved too")
            for device in ["iPhone-SE", "iPhone-16-Pro-Max", "iPad-Air-11"] {
                #expect(page.components(separatedBy: #"<div class="device-diff" data-device="\#(device)">"#).count - 1 == 2, "both on \(device)")
            }
            let first = try await Self.page(client, "/r/1.0.0")
            #expect(first.text.contains("<p>First release</p>") && first.text.contains("the first release"))
            #expect(first.text.contains(#"<span class="tag">added</span>"#))
            let library = try await Self.page(client, "/")
            #expect(library.text.contains(#"<a href="/r/1.1.0"><strong>1.1.0</strong></a>"#), "the library links its releases")
            #expect(try await Self.page(client, "/r/9.9.9").status == .notFound)
        }
    }

    /// A hub that received the releases by push keeps their tags, and their messages on
    /// the changes that keep them, so the page is the same on both storages.
    @Test(arguments: HubBackend.allCases)
    func aPushedReleaseIsComparedOnEitherStorage(_ backend: HubBackend) async throws {
        let author = try Self.releasedLibrary()
        try await backend.withHub { services in
            try author.addRemote(name: "origin", url: "hub")
            _ = try await SyncClient(store: author, remoteName: "origin", remote: services[0]).push()
            try await Self.serve(services[0]) { client in
                let (status, page) = try await Self.page(client, "/r/1.1.0")
                #expect(status == .ok)
                #expect(page.contains(#"class="moved" data-item="dot""#))
                #expect(page.contains(#"class="moved" data-item="badge.dot""#))
                #expect(page.contains(#"<div class="message" id="message"><p>Bigger badge</p>"#), "the message travelled with the push")
                let first = try await Self.page(client, "/r/1.0.0")
                #expect(first.text.contains("<p>First release</p>"))
            }
        }
    }

    /// A release whose message was not pushed (an older client) says so rather than
    /// showing the push's own message.
    @Test func aReleaseWithoutAMessageOnTheHubSaysSo() async throws {
        try await WebPageTests.withLibrary(.sqlite) { client, _ in
            let (status, page) = try await Self.page(client, "/r/1.0.0")
            #expect(status == .ok)
            #expect(page.contains("keeps no message for this release"), "a tag made by 'tag', not 'release': no message")
            #expect(!page.contains("receive "), "the push's change message is not a release's")
        }
    }

    @Test(arguments: HubBackend.allCases)
    func theRelayoutPageComparesTwoPointsNamedAsCIKnowsThem(_ backend: HubBackend) async throws {
        try await WebPageTests.withLibrary(backend) { client, author in
            let first = try #require(try author.log(of: "Badge").last)
            let (status, page) = try await Self.page(client, "/relayout?from=\(first.id)")
            #expect(status == .ok)
            #expect(page.contains(#"class="moved" data-item="dot""#), "Badge grew since its first version")
            #expect(page.contains(#"data-component="BadgeCell""#), "and BadgeCell uses it")
            #expect(!page.contains(#"data-component="BrokenCell""#), "BrokenCell uses nothing that changed")
            #expect(page.contains("1 unchanged"))
            let byRelease = try await Self.page(client, "/relayout?from=1.0.0")
            #expect(byRelease.text.contains(#"class="moved" data-item="dot""#), "from a release (a tag) to now")
            let same = try await Self.page(client, "/relayout?from=1.0.0&to=1.0.0")
            #expect(same.text.contains("Nothing changed between these points."))
            let unknown = try await Self.page(client, "/relayout?from=yesterday")
            #expect(unknown.status == .notFound && unknown.text.contains("give a change number"))
            #expect(try await WebPageTests.get(client, "/relayout?from=0", token: nil).status == .unauthorized)
        }
    }
}
