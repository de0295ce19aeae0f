import Foundation
import Testing
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisTestSupport

/// Item declaration order (z-order) is part of the content hash. A store written before
/// it was holds its items sorted by name; its working files then differ from their heads
/// once, and `status` says why instead of showing an unexplained edit.
@Suite(.temporaryFolders) struct ItemOrderStatusTests {
    /// Declared icon, shadow, badge: the badge is drawn over the others.
    static let declared = """
        // Card: the badge is drawn last, on top.
        container Card {
            view icon: UIImageView
            view shadow: UIView
            view badge: UIView

            icon.top == self.top
            icon.leading == self.leading
            icon.size == 40
            shadow.edges == icon.edges
            badge.top == icon.top
            badge.trailing == icon.trailing
            badge.size == 12
        }

        """

    static func reordered(_ text: String) -> String {
        text.replacingOccurrences(of: "    view icon: UIImageView\n    view shadow: UIView\n", with: "    view shadow: UIView\n    view icon: UIImageView\n")
    }

    /// A project whose head of Card was recorded as a store did before the order counted:
    /// items sorted by name in the stored JSON, the author's text as written.
    static func legacyProject() throws -> (TrellisProject, VersionInfo) {
        let root = TemporaryFolder.name("trellis-order").path
        try ProjectScaffold.createProject(at: root, files: [])
        let project = try TrellisProject.create(at: root, environment: .fixed(author: "ana", storeID: "order-\(UUID().uuidString)"))
        let written = try LayoutDocument(parsing: declared, file: "Card.layout")
        let result = try project.store.commit(
            [written.withItemsInNameOrder], message: "before the order counted",
            texts: ["Card": SourceText(text: declared, path: "Card.layout")])
        let head = try #require(result.versions.first)
        try Data(declared.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent("Card.layout")))
        try project.recordBases(["Card": head.id])
        return (project, head)
    }

    @Test func aFileInItsAuthorsOrderOverAHeadStoredInNameOrderIsTheOrderRecordedFromNowOn() throws {
        let (project, head) = try Self.legacyProject()
        // The stored object keeps its hash: items in name order.
        #expect(try project.store.document(at: head)?.body?.items.map(\.name) == ["badge", "icon", "shadow"])
        let status = try project.status()
        #expect(status.entries.map(\.name) == ["Card"])
        #expect(status.entries.first?.state == .modified)
        #expect(status.entries.first?.itemOrder == .firstRecorded)
        // The same through a full read (what commit uses).
        #expect(try project.status(of: project.workingCopy()).entries.first?.itemOrder == .firstRecorded)
        #expect(try project.diff().flatMap(\.changes).map(\.text) == ["items: order badge, icon, shadow → icon, shadow, badge"])

        // Committed once, the order is recorded and the file is clean.
        let committed = try project.commit(message: "record the order")
        #expect(committed.versions.count == 1)
        #expect(try project.store.document(at: #require(committed.versions.first))?.body?.items.map(\.name) == ["icon", "shadow", "badge"])
        #expect(try project.status().isClean)
        #expect(try project.authorText(of: #require(committed.versions.first))?.text == Self.declared)
    }

    @Test func aReorderOverAHeadStoredInNameOrderIsAnEditOfTheOrder() throws {
        let (project, _) = try Self.legacyProject()
        try Data(Self.reordered(Self.declared).utf8).write(to: URL(fileURLWithPath: (project.root as NSString).appendingPathComponent("Card.layout")))
        let entry = try #require(try project.status().entries.first)
        #expect(entry.state == .modified && entry.itemOrder == .reordered)
    }

    @Test func aReorderOfAnOrderedHeadIsAnEditOfTheOrderAndAValueEditIsNot() throws {
        let root = TemporaryFolder.name("trellis-order").path
        try ProjectScaffold.createProject(at: root, files: [(name: "Card.layout", text: Self.declared)])
        let project = try TrellisProject.create(at: root, environment: .fixed(author: "ana", storeID: "order-\(UUID().uuidString)"))
        try project.commit(message: "card")
        #expect(try project.status().isClean)
        let file = URL(fileURLWithPath: (root as NSString).appendingPathComponent("Card.layout"))
        try Data(Self.reordered(Self.declared).utf8).write(to: file)
        #expect(try project.status().entries.map(\.itemOrder) == [.reordered])
        try Data(Self.reordered(Self.declared).replacingOccurrences(of: "badge.size == 12", with: "badge.size == 14").utf8).write(to: file)
        let entry = try #require(try project.status().entries.first)
        #expect(entry.state == .modified && entry.itemOrder == nil)
    }
}
