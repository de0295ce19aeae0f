import Foundation
import Testing
import TrellisTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Every subcommand against paths that are wrong in every way a user or a disk makes
/// them: each fails (or succeeds) with a message in words — never a raw Foundation or
/// SQLite error — and the messages about a damaged store point at `fsck`, never `init`.
@Suite(.temporaryFolders) struct BadPathCLITests {
    /// The bad places, each made inside a fresh folder; `project` is what `--project` gets.
    enum Place: String, CaseIterable, CustomTestStringConvertible {
        case missing, file, throughFile, emptyStore, garbageStore, truncatedStore
        var testDescription: String { rawValue }

        func make(in cli: TrellisRunner) throws -> String {
            switch self {
            case .missing: return "no/such/folder"
            case .file:
                try cli.write("just text", to: "afile")
                return "afile"
            case .throughFile:
                try cli.write("just text", to: "afile")
                return "afile/sub"
            case .emptyStore:
                try cli.write("", to: "empty/.trellis/store.sqlite")
                return "empty"
            case .garbageStore:
                try cli.write(String(repeating: "garbage ", count: 1000), to: "garbage/.trellis/store.sqlite")
                return "garbage"
            case .truncatedStore:
                #expect(try cli.run("init", "cut").status == 0)
                #expect(try cli.run("commit", "-m", "library", "--project", "cut").status == 0)
                let url = cli.directory.appendingPathComponent("cut/.trellis/store.sqlite")
                let data = try Data(contentsOf: url)
                try data.prefix(data.count / 2).write(to: url)
                return "cut"
            }
        }
    }

    static let commands: [[String]] = [
        ["status"], ["log"], ["log", "UserAvatarContainer"], ["show", "UserAvatarContainer@HEAD"], ["diff"], ["fsck"], ["fsck", "--repair"],
        ["gc"], ["commit", "-m", "x"], ["tag", "UserAvatarContainer", "1.0.0"], ["restore", "UserAvatarContainer"],
        ["deps", "UserAvatarContainer"], ["dependents", "UserAvatarContainer"], ["relayout", "--all"], ["remote", "list"],
        ["remote", "add", "o", "http://127.0.0.1:1"], ["remote", "remove", "o"], ["fetch"], ["push"], ["pull"], ["sync"], ["merge"],
        ["conflicts"], ["resolve", "UserAvatarContainer", "--ours"],
        ["render", "UserAvatarContainer", "-o", "/nonexistent/dir/x.svg"],
    ]

    @Test(arguments: Place.allCases)
    func everySubcommandSaysWhatIsWrongInWords(_ place: Place) throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let project = try place.make(in: cli)
        for command in Self.commands {
            let result = try cli.runArguments(command + ["--project", project])
            let shown = "\(command.joined(separator: " ")) --project \(project): \(result.output)"
            #expect(result.status != 0, "\(shown)")
            #expect(!result.output.contains("Error Domain="), "\(shown)")
            #expect(!result.output.contains("NSCocoaErrorDomain") && !result.output.contains("SQLite error"), "\(shown)")
            #expect(!result.stderr.isEmpty, "\(shown)")
            if place == .emptyStore || place == .truncatedStore || place == .garbageStore {
                #expect(!result.output.contains("trellis init"), "advice to re-init over a damaged store: \(shown)")
            }
        }
    }

    @Test func aTruncatedStoreSaysToRunFsckNotInit() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let cut = try Place.truncatedStore.make(in: cli)
        let status = try cli.run("status", "--project", cut)
        #expect(status.stderr.contains("is damaged (the file is") && status.stderr.contains("it was cut short"), "\(status.output)")
        #expect(status.stderr.contains("run 'trellis fsck'"), "\(status.output)")
        let empty = try Place.emptyStore.make(in: cli)
        let log = try cli.run("log", "--project", empty)
        #expect(log.stderr.contains("is empty (0 bytes)") && log.stderr.contains("never initialise a new store over it"), "\(log.output)")
    }

    @Test func cloneAndRenderNameTheBadPath() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        try cli.write("x", to: "afile")
        let clone = try cli.run("clone", "lib", "afile")
        #expect(clone.status != 0 && clone.stderr.contains("afile is a file, not a folder"), "\(clone.output)")
        let missing = try cli.run("clone", "no/such/lib", "x")
        #expect(missing.status != 0 && missing.stderr.contains("does not exist"), "\(missing.output)")
        #expect(!cli.exists("x"))
        let render = try cli.run("render", "UserAvatarContainer", "-o", "/nonexistent/dir/x.svg", "--project", "lib")
        #expect(render.status != 0 && !render.output.contains("Error Domain="), "\(render.output)")
        #expect(render.stderr.contains("/nonexistent/dir/x.svg"), "\(render.output)")
    }

    @Test func cloneFromAPortNobodyListensOnFailsWithinSecondsAndLeavesNothing() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        let started = Date()
        let result = try cli.run("clone", "http://127.0.0.1:1", "x")
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(result.status != 0 && result.stderr.contains("cannot reach http://127.0.0.1:1"), "\(result.output)")
        #expect(!cli.exists("x"))
    }

    @Test func remoteAddRefusesTyposMissingPathsAndItself() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        #expect(try cli.run("init", "other").status == 0)
        let typo = try cli.run("remote", "add", "typos", "htp://example.com/lib")
        #expect(typo.status != 0 && typo.stderr.contains("unknown scheme 'htp'"), "\(typo.output)")
        let missing = try cli.run("remote", "add", "gone", "no/such/store")
        #expect(missing.status != 0 && missing.stderr.contains("does not exist"), "\(missing.output)")
        let itself = try cli.run("remote", "add", "me", ".")
        #expect(itself.status != 0 && itself.stderr.contains("a project cannot be its own remote"), "\(itself.output)")
        let bad = try cli.run("remote", "add", "../evil", "other")
        #expect(bad.status != 0 && bad.stderr.contains("not a valid remote name"), "\(bad.output)")
        #expect(try cli.run("remote", "add", "other", "other").status == 0)
        #expect(try cli.run("remote", "list").stdout.contains("other\t"))
    }

    @Test func serveRefusesAPortOutOfRange() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        for port in ["99999", "-1", "65536"] {
            let result = try cli.run("serve", "--store", ".", "--port=\(port)")
            #expect(result.status != 0 && result.stderr.contains("is not a port: use 1-65535"), "\(result.output)")
        }
    }

    @Test func serveOnAPortInUseSaysSo() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        // A listener of our own holds a port.
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && listen(socket, 1) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        #expect(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let result = try cli.run("serve", "--store", ".", "--port", String(port))
        #expect(result.status != 0 && result.stderr.contains("cannot listen on 127.0.0.1:\(port): the port is in use"), "\(result.output)")
    }

    @Test func tokensLiveInACredentialsFileOnlyItsOwnerReadsNeverInTheStore() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        let added = try cli.run("remote", "add", "origin", "http://127.0.0.1:1", "--token", "s3cret-token")
        #expect(added.status == 0 && !added.output.contains("s3cret-token"), "\(added.output)")
        let attributes = try FileManager.default.attributesOfItem(atPath: cli.directory.appendingPathComponent(".trellis/credentials").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try cli.read(".trellis/credentials") == "origin s3cret-token\n")
        let store = try Data(contentsOf: cli.directory.appendingPathComponent(".trellis/store.sqlite"))
        #expect(store.range(of: Data("s3cret-token".utf8)) == nil)
        #expect(!(try cli.run("remote", "list")).output.contains("s3cret-token"))
    }

    /// A commit killed between Foundation's temporary file and its rename leaves
    /// `.trellis/.dat.nosync…`; the next write of the index removes the stale ones.
    @Test func staleTemporaryFilesOfAKilledWriteAreSwept() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", ".").status == 0)
        try cli.write("half an index", to: ".trellis/.dat.nosyncDEAD")
        try cli.write("being written now", to: ".trellis/.dat.nosyncBUSY")
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-600)], ofItemAtPath: cli.directory.appendingPathComponent(".trellis/.dat.nosyncDEAD").path)
        #expect(try cli.run("commit", "-m", "library").status == 0)
        #expect(!cli.exists(".trellis/.dat.nosyncDEAD"))
        #expect(cli.exists(".trellis/.dat.nosyncBUSY"))
    }
}
