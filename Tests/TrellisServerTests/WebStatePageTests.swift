import Foundation
import Testing
import TrellisHubFixtures
import TrellisServer
import TrellisStore
import TrellisSync

/// A component's states on its page and in the preview: each state drawn on each device,
/// one button per state to switch between them.
@Suite struct WebStatePageTests {
    /// A panel at the bottom of the screen, 120 high, 320 when expanded.
    static let panel = """
        screen PanelScreen {
            view panel: UIView

            panel.leading == owner.leading
            panel.trailing == owner.trailing
            panel.bottom == owner.bottom
            panel.height == 120 as "panelHeight"

            state expanded {
                change "panelHeight" = 320
            }
        }

        """

    @Test(arguments: HubBackend.allCases)
    func aComponentPageDrawsEachStateOnEachDevice(_ backend: HubBackend) async throws {
        let author = try TrellisStore.inMemory(environment: .fixed(author: "web-tests", storeID: "web"))
        try HubStorageTests.commit(author, [Self.panel, WebPageTests.badge], message: "a panel")
        try await backend.withHub { services in
            try author.addRemote(name: "origin", url: "hub")
            _ = try await SyncClient(store: author, remoteName: "origin", remote: services[0]).push()
            try await WebReleasePageTests.serve(services[0]) { client in
                let page = WebPageTests.text(try await WebPageTests.get(client, "/c/PanelScreen"))
                #expect(page.contains(#"<button type="button" data-state="">base</button>"#))
                #expect(page.contains(#"<button type="button" data-state="expanded">expanded</button>"#))
                let base = try #require(page.range(of: #"<div class="state" data-state="">"#))
                let expanded = try #require(page.range(of: #"<div class="state" data-state="expanded">"#))
                let basePart = page[base.upperBound..<expanded.lowerBound], expandedPart = page[expanded.upperBound...]
                #expect(basePart.contains("<title>panel view (0, 547, 375 × 120)</title>"), "the base on iPhone-SE")
                #expect(expandedPart.contains("<title>panel view (0, 347, 375 × 320)</title>"), "expanded on iPhone-SE")
                #expect(expandedPart.components(separatedBy: "<figure class=\"device\"").count - 1 == 3, "expanded on each device")
                #expect(expandedPart.contains("PanelScreen in state expanded"), "the picture's header names the state")
                let badge = WebPageTests.text(try await WebPageTests.get(client, "/c/Badge"))
                #expect(!badge.contains("<button type=\"button\" data-state"), "no switch without states")
            }
        }
    }

    @Test func thePreviewDrawsEachStateWithItsSwitch() throws {
        let folder = try PreviewBoardTests.folder(Self.panel)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let board = PreviewBoard(folder: folder, names: ["PanelScreen"])
        board.refresh()
        let body = board.current.body
        #expect(body.contains(#"<button type="button" data-state="expanded">expanded</button>"#))
        #expect(body.contains("<title>panel view (0, 347, 375 × 320)</title>"))
        #expect(body.contains("<title>panel view (0, 547, 375 × 120)</title>"))
    }
}
