import Foundation
import Testing
import TrellisModel
import TrellisSync
@testable import trellis
import TrellisSupport
import TrellisTestSupport

/// The progress line: what it writes for a sequence of sync events, how often, and that
/// nothing is written when standard error is not a terminal.
@Suite(.temporaryFolders) struct TerminalProgressTests {
    /// A bar whose clock the test moves and whose output it keeps.
    final class Screen: Sendable {
        let now = Locked(0.0)
        let written = Locked<[String]>([])
        let bar: TerminalProgress

        init() {
            let now = self.now, written = self.written
            bar = TerminalProgress(interval: 0.05, clock: { now.withLock { $0 } }, write: { text in written.withLock { $0.append(text) } })
        }

        var lines: [String] { written.withLock { $0 } }
        func advance(_ seconds: Double) { now.withLock { $0 += seconds } }
    }

    @Test func aFetchDrawsItsChangesObjectsVersionsAndBytesInPlace() throws {
        let screen = Screen()
        let hook = try #require(SyncProgressLine.hook(screen.bar, remote: "origin"))
        hook(SyncProgress(step: .fetch, completed: 0, total: 3, objects: 1000, versions: 0, bytes: 2_500_000))
        screen.advance(0.1)
        hook(SyncProgress(step: .fetch, completed: 1, total: 3, objects: 1204, versions: 700, bytes: 3_250_000))
        screen.advance(0.1)
        hook(SyncProgress(step: .fetch, completed: 3, total: 3, objects: 2000, versions: 2000, bytes: 5_400_000))
        screen.bar.finish()
        #expect(
            screen.lines == [
                "\rfetch origin [····················] 0/3 changes · 1,000 objects, 0 versions · 2.4 MiB\u{1B}[K",
                "\rfetch origin [######··············] 1/3 changes · 1,204 objects, 700 versions · 3.1 MiB\u{1B}[K",
                "\rfetch origin [####################] 3/3 changes · 2,000 objects, 2,000 versions · 5.1 MiB\u{1B}[K",
                "\r\u{1B}[2K",
            ])
    }

    @Test func redrawsAreAtMostTwentyASecondButTheLastIsAlwaysDrawn() throws {
        let screen = Screen()
        let hook = try #require(SyncProgressLine.hook(screen.bar, remote: "origin"))
        // Ten batches inside 50 ms: the first drawn, the rest skipped, the last (40/40) drawn.
        for sent in stride(from: 4, through: 40, by: 4) {
            hook(SyncProgress(step: .push, completed: Int64(sent), total: 40, objects: sent, versions: 0, bytes: Int64(sent) * 1024))
            screen.advance(0.004)
        }
        #expect(
            screen.lines == [
                "\rpush origin [##··················] 4/40 · 4 objects, 0 versions · 4.0 KiB\u{1B}[K",
                "\rpush origin [####################] 40/40 · 40 objects, 0 versions · 40.0 KiB\u{1B}[K",
            ])
    }

    @Test func aSnapshotCloneShowsTheBytesThenTheCheck() throws {
        let screen = Screen()
        let hook = try #require(SyncProgressLine.hook(screen.bar, remote: "origin"))
        hook(SyncProgress(step: .snapshot, completed: 3 << 20, total: 12 << 20, bytes: 3 << 20))
        screen.advance(1)
        hook(SyncProgress(step: .snapshot, completed: 700, total: nil, bytes: 700))
        screen.advance(1)
        hook(SyncProgress(step: .verifying, bytes: 12 << 20))
        screen.advance(1)
        hook(SyncProgress(step: .verifying, completed: 1, total: 1, objects: 1, versions: 2, bytes: 12 << 20))
        #expect(
            screen.lines == [
                "\rreceiving the snapshot of origin [#####···············] 3.0 MiB / 12.0 MiB\u{1B}[K",
                "\rreceiving the snapshot of origin 700 B\u{1B}[K",
                "\rverifying the snapshot (12.0 MiB)\u{1B}[K",
                "\rverified 1 object, 2 versions (12.0 MiB)\u{1B}[K",
            ])
    }

    @Test func notATerminalMeansNoBarAndNothingWritten() {
        #expect(TerminalProgress.make(isTerminal: false) == nil)
        #expect(TerminalProgress.make(enabled: false, isTerminal: true) == nil)
        #expect(TerminalProgress.make(isTerminal: true) != nil)
        #expect(SyncProgressLine.hook(nil, remote: "origin") == nil)
    }

    @Test func finishWithNothingDrawnWritesNothing() {
        let screen = Screen()
        screen.bar.finish()
        #expect(screen.lines.isEmpty)
    }

    @Test func relayoutsBarKeepsItsShape() {
        let screen = Screen()
        screen.bar.update(612, 1206)
        screen.bar.update(1206, 1206)
        #expect(
            screen.lines == [
                "\rrelayout [###############···············] 612/1206\u{1B}[K",
                "\rrelayout [##############################] 1206/1206\u{1B}[K",
            ])
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (1_234_567, "1,234,567"), (-4321, "-4,321")])
    func countsAreGroupedByThousands(_ value: Int, _ text: String) {
        #expect(TerminalProgress.count(value) == text)
    }

    @Test(arguments: [(Int64(0), "0 B"), (1023, "1023 B"), (1024, "1.0 KiB"), (1536, "1.5 KiB"), (5 << 20, "5.0 MiB"), (3 << 30, "3.0 GiB")])
    func bytesAreCountedAsGitDoes(_ value: Int64, _ text: String) {
        #expect(TerminalProgress.bytes(value) == text)
    }
}
