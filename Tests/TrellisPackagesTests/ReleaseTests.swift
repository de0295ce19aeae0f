import Foundation
import Testing
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisTestSupport
@testable import TrellisPackages

@Suite(.temporaryFolders) struct ReleaseTests {
    @Test func aReleaseShipsContainersAndSpecsAndKeepsExampleScreensPrivate() throws {
        let library = try makeLibrary()
        let release = try LibraryReleases(project: library).release("1.0.0", message: "first")
        let names = release.components.map(\.name)
        #expect(names.contains("UserAvatarContainer"))
        #expect(names.contains("ClipRecordPanelLayout"))
        #expect(!names.contains("ListCell"))
        #expect(!names.contains("ClipRecordScreen"))
        // Each is tagged at its head.
        let head = try #require(try library.store.head(of: "UserAvatarContainer"))
        #expect(release.components.first { $0.name == "UserAvatarContainer" }?.versionID == head.id)
        #expect(try library.store.tags(of: "UserAvatarContainer").map(\.name) == ["1.0.0"])
    }

    @Test func theManifestsPublicListChoosesWhatShipsWithWhatItUses() throws {
        let library = try makeLibrary()
        try write(avatarContainer(badge: 30, named: "Badge"), "Badge", in: library)
        try write(
            """
            container Profile {
                use avatar: Badge
                avatar.edges == self.edges
            }

            """, "Profile", in: library)
        try library.commit(message: "profile")
        try Manifest(publicComponents: ["Profile"]).write(root: library.root)
        let (publicNames, all) = try LibraryReleases(project: library).releasedComponents()
        #expect(publicNames == ["Profile"])
        #expect(all == ["Badge", "Profile"])
    }

    @Test func aVersionIsReleasedOnceAndNothingIsTaggedTwice() throws {
        let library = try makeLibrary()
        let releases = LibraryReleases(project: library)
        try releases.release("1.0.0")
        try write(avatarContainer(badge: 36), "UserAvatarContainer", in: library)
        try library.commit(message: "bigger badge")
        #expect(throws: PackageError.releaseExists("1.0.0", component: "ChatBubble")) { try releases.release("1.0.0") }
        #expect(try releases.releases().map(\.version) == ["1.0.0"])
        #expect(try library.store.tags(of: "UserAvatarContainer").count == 1)
    }

    @Test func aReleaseNeedsACleanWorkingCopy() throws {
        let library = try makeLibrary()
        try write(avatarContainer(badge: 36), "UserAvatarContainer", in: library)
        #expect(throws: PackageError.uncleanWorkingCopy(["UserAvatarContainer"])) { try LibraryReleases(project: library).release("1.0.0") }
        #expect(try library.store.releases().isEmpty)
    }

    @Test(arguments: ["1.0", "latest", "1.0.0.0"])
    func aReleaseNeedsASemanticVersion(version: String) throws {
        let library = try makeLibrary()
        #expect(throws: PackageError.notAVersion(version)) { try LibraryReleases(project: library).release(version) }
    }

    @Test func releasesAreListedInVersionOrderWithTheirMessages() throws {
        let library = try makeReleasedLibrary()
        let releases = try LibraryReleases(project: library).releases()
        #expect(releases.map(\.version) == ["1.0.0", "1.1.0", "2.0.0"])
        #expect(releases.map(\.message) == ["first", "bigger badge", ""])
    }
}
