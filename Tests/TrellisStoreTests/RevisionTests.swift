import Foundation
import Testing
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

@Suite(.temporaryFolders) struct RevisionTests {
    func storeWithThreeVersions() throws -> (TrellisStore, [VersionInfo]) {
        let store = try Fixtures.store()
        let versions = try [30.0, 36, 40].map { try store.commit([Fixtures.avatar(badge: $0)], message: "badge \($0)").versions[0] }
        return (store, versions)
    }

    @Test func headAncestorsTagsAndPrefixesResolve() throws {
        let (store, versions) = try storeWithThreeVersions()
        #expect(try store.resolve("UserAvatarContainer") == versions[2])
        #expect(try store.resolve("UserAvatarContainer", "HEAD") == versions[2])
        #expect(try store.resolve("UserAvatarContainer", "HEAD~2") == versions[0])
        #expect(try store.resolve("UserAvatarContainer", String(versions[1].id.prefix(6))) == versions[1])
        #expect(try store.resolve("UserAvatarContainer", versions[1].id.uppercased()) == versions[1])
        try store.tag("UserAvatarContainer", "1.2.0", at: "HEAD~1")
        #expect(try store.resolve(ComponentRevision(parsing: "UserAvatarContainer@1.2.0")) == versions[1])
    }

    @Test func badRevisionsAreErrorsThatSayWhy() throws {
        let (store, _) = try storeWithThreeVersions()
        #expect(throws: StoreError.historyTooShort(component: "UserAvatarContainer", revision: "HEAD~3", versions: 3)) {
            try store.resolve("UserAvatarContainer", "HEAD~3")
        }
        #expect(throws: StoreError.unknownRevision(component: "UserAvatarContainer", revision: "9.9.9")) {
            try store.resolve("UserAvatarContainer", "9.9.9")
        }
        #expect(throws: StoreError.unknownRevision(component: "UserAvatarContainer", revision: "abc")) {
            try store.resolve("UserAvatarContainer", "abc")
        }
        #expect(throws: StoreError.unknownComponent("UserAvatarContainr", suggestion: "UserAvatarContainer")) {
            try store.resolve("UserAvatarContainr")
        }
    }

    @Test func anAmbiguousPrefixListsTheCandidates() throws {
        let store = try Fixtures.store()
        var byPrefix: [String: [String]] = [:]
        var badge = 0.0
        // Birthday bound: a 4-hex-digit collision appears within a few hundred versions.
        while byPrefix.values.allSatisfy({ $0.count < 2 }) {
            badge += 1
            let version = try store.commit([Fixtures.avatar(badge: badge)], message: "v").versions[0]
            byPrefix[String(version.id.prefix(4)), default: []].append(version.id)
        }
        let (prefix, ids) = byPrefix.first { $0.value.count >= 2 }!
        #expect(
            throws: StoreError.ambiguousRevision(
                component: "UserAvatarContainer", revision: prefix, candidates: ids.sorted().map { String($0.prefix(12)) })
        ) {
            try store.resolve("UserAvatarContainer", prefix)
        }
    }

    @Test(arguments: ["1.2.0", "0.0.1", "10.20.30", "2.0.0-beta.1", "1.0.0-rc-1"])
    func validTagNames(_ name: String) {
        #expect(TagName.isValid(name))
    }

    @Test(arguments: ["1.2", "v1.2.0", "01.2.0", "1.2.0-", "1.2.0-be ta", "1.2.0.4", "", "HEAD", "1..0"])
    func invalidTagNamesAreRefused(_ name: String) throws {
        #expect(!TagName.isValid(name))
        let (store, _) = try storeWithThreeVersions()
        #expect(throws: StoreError.invalidTagName(name)) { try store.tag("UserAvatarContainer", name) }
    }

    @Test func tagsNeverMove() throws {
        let (store, versions) = try storeWithThreeVersions()
        try store.tag("UserAvatarContainer", "1.0.0", at: "HEAD~2")
        #expect(throws: StoreError.tagExists(component: "UserAvatarContainer", tag: "1.0.0", version: versions[0].id)) {
            try store.tag("UserAvatarContainer", "1.0.0")
        }
        #expect(try store.tags(of: "UserAvatarContainer").map(\.versionID) == [versions[0].id])
    }

    @Test func aDeletionCannotBeTagged() throws {
        let (store, _) = try storeWithThreeVersions()
        let deletion = try store.commit([], deleting: ["UserAvatarContainer"], message: "rm").versions[0]
        #expect(throws: StoreError.deleted(component: "UserAvatarContainer", version: deletion.id)) {
            try store.tag("UserAvatarContainer", "1.0.0")
        }
    }

    @Test func componentRevisionParsing() {
        #expect(ComponentRevision(parsing: "A@HEAD~1") == ComponentRevision(name: "A", revision: "HEAD~1"))
        #expect(ComponentRevision(parsing: "A") == ComponentRevision(name: "A"))
        #expect(Revision("HEAD~0") == .head)
        #expect(Revision("HEAD~x") == nil)
    }
}
