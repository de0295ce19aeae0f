import Foundation
import Testing
import TrellisServer
import TrellisTestSupport

/// `trellis preview`'s board: drawn once, drawn again only after a `.layout` file changes,
/// with `check`'s problems beside the pictures; and the event the page receives.
@Suite struct PreviewBoardTests {
    static func folder(_ text: String) throws -> String {
        let folder = TemporaryFolder.name("trellis-preview").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: folder + "/Dot.layout", atomically: true, encoding: .utf8)
        return folder
    }

    static func dot(_ size: Int) -> String {
        """
        container Dot {
            view dot: UIView

            dot.width == \(size)
            dot.height == \(size)
            dot.edges == self.edges
        }

        """
    }

    @Test func aSaveRedrawsTheBoardAndNothingElseDoes() throws {
        let folder = try Self.folder(Self.dot(20))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let board = PreviewBoard(folder: folder, names: ["Dot"])
        #expect(board.refresh())
        let first = board.current
        #expect(first.generation == 1)
        #expect(first.body.components(separatedBy: "<title>dot view (0, 0, 20 × 20)</title>").count - 1 == 3, "on each device: \(first.body)")
        #expect(!board.refresh(), "nothing changed: nothing drawn")
        try Self.dot(32).write(toFile: folder + "/Dot.layout", atomically: true, encoding: .utf8)
        #expect(board.refresh())
        #expect(board.current.generation == 2)
        #expect(board.current.body.contains("<title>dot view (0, 0, 32 × 32)</title>"))
    }

    @Test func aBrokenSaveShowsChecksProblemOnTheBoard() throws {
        let folder = try Self.folder(Self.dot(20).replacingOccurrences(of: "    dot.height == 20\n", with: "    dot.height == 20\n    dot.height == 30\n"))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let board = PreviewBoard(folder: folder, names: [])
        board.refresh()
        #expect(board.current.body.contains("error: validation</span> conflicting constraints: dot.height == 30"), "\(board.current.body)")
        #expect(board.current.body.contains(#"data-name="Dot""#), "without names, every component is shown")
    }

    @Test func anUnknownNameIsSaidOnTheBoard() throws {
        let folder = try Self.folder(Self.dot(20))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let board = PreviewBoard(folder: folder, names: ["Nope"])
        board.refresh()
        #expect(board.current.body.contains("no component named &#39;Nope&#39;") || board.current.body.contains("no component named 'Nope'"))
    }
}
