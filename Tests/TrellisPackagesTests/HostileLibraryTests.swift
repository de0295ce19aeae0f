import Foundation
import Testing
import TrellisModel
import TrellisProjectFiles
import TrellisProject
import TrellisStore
import TrellisSync
import TrellisTestSupport
@testable import TrellisPackages

/// A served library is anybody's server: its release tags name the files `add` and
/// `update` write under `.trellis/deps`. A tag that climbs out (`../../x/depx`), an
/// absolute or nested name, or a tag whose document carries another name is refused with
/// the name and the library, and nothing is written anywhere — not outside the deps
/// folder, not in Trellis.toml or Trellis.lock.
@Suite(.temporaryFolders) struct HostileLibraryTests {
    /// One component of a served release: the name its tag gives, the component its
    /// version belongs to, and the name of the document its text holds.
    struct Shipped: Sendable, CustomStringConvertible {
        var tag: String
        var version: String
        var document: String
        init(_ tag: String, version: String? = nil, document: String? = nil) {
            self.tag = tag
            self.version = version ?? tag
            self.document = document ?? ComponentName.split(tag.components(separatedBy: "/").last ?? tag).name
        }
        var description: String { "tag \(tag), version of \(version), document \(document)" }
    }

    /// The change feed of a served library with `releases` (version → components), as
    /// `trellis serve` would send it — but with whatever names the test gives.
    static func feed(_ releases: [(version: String, components: [Shipped])]) throws -> Data {
        var versions: [[String: Any]] = []
        var tags: [[String: Any]] = []
        for (index, release) in releases.enumerated() {
            for (offset, component) in release.components.enumerated() {
                let text = avatarContainer(badge: 30 + index, named: component.document)
                let hash = try #require(LayoutSourceFile(path: "x.layout", text: text).document?.contentHash)
                let id = String(format: "%064x", index * 100 + offset + 1)
                versions.append([
                    "id": id, "component": component.version, "content": hash, "parents": [String](), "author": "mallory",
                    "message": "release", "time": 0, "generation": 1, "text": text, "path": component.version + ".layout",
                ])
                tags.append(["component": component.tag, "name": release.version, "version": id, "author": "mallory", "time": 0])
            }
        }
        let page: [String: Any] = [
            "storeID": "hostile", "versions": versions, "heads": [[String: Any]](), "tags": tags,
            "next": ["seq": 1, "phase": 3, "generation": 0, "key": ""], "hasMore": false, "latest": 1,
        ]
        let data = try JSONSerialization.data(withJSONObject: page)
        // The test speaks the real protocol: the client's own type reads it.
        _ = try JSONDecoder().decode(ChangesResponse.self, from: data)
        return data
    }

    /// Serves `releases` on loopback.
    static func serve(_ releases: [(version: String, components: [Shipped])]) throws -> LoopbackServer {
        let feed = try feed(releases)
        return try LoopbackServer { request in
            request.path.hasPrefix(SyncEndpoint.changes.path) ? (200, feed) : (404, Data("{\"error\":\"no such endpoint\"}".utf8))
        }
    }

    /// An app project at SANDBOX/work/app, so a name climbing six folders up from
    /// `.trellis/deps/DS/RELEASE` lands in the sandbox, where the test looks for it.
    static func makeSandboxedApp() throws -> (sandbox: String, app: TrellisProject) {
        let sandbox = temporaryFolder("hostile")
        let root = (sandbox as NSString).appendingPathComponent("work/app")
        _ = try ProjectScaffold.createProject(at: root, files: [])
        // The folder a climbing name aims at exists, so a write there would succeed.
        try FileManager.default.createDirectory(atPath: (sandbox as NSString).appendingPathComponent("x"), withIntermediateDirectories: true)
        return (sandbox, try TrellisProject.create(at: root, environment: .fixed()))
    }

    /// Every file under `sandbox` with its bytes, but the app's `.trellis` (its store and deps).
    static func tree(_ sandbox: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: sandbox)
        while let path = enumerator?.nextObject() as? String {
            if path.hasPrefix("work/app/.trellis") { continue }
            let full = (sandbox as NSString).appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
            files[path] = isDirectory.boolValue ? Data() : (FileManager.default.contents(atPath: full) ?? Data())
        }
        return files
    }

    /// Every file under the app's `.trellis/deps` is DS/RELEASE/NAME.layout with NAME a component name.
    static func depsHoldOnlyComponentFiles(_ app: TrellisProject) -> Bool {
        let deps = (app.root as NSString).appendingPathComponent(".trellis/deps")
        let enumerator = FileManager.default.enumerator(atPath: deps)
        while let path = enumerator?.nextObject() as? String {
            let parts = path.components(separatedBy: "/")
            guard parts.count <= 3 else { return false }
            if parts.count == 3 {
                guard parts[2].hasSuffix(".layout"), ComponentName.isValid(String(parts[2].dropLast(7))) else { return false }
            }
        }
        return true
    }

    static let hostile: [Shipped] = [
        Shipped("../../../../../../x/depx"),
        Shipped("/tmp/abs", document: "abs"),
        Shipped("a/b", document: "b"),
        Shipped("Badge", document: "Other"),
        Shipped("Badge", version: "Other", document: "Other"),
        Shipped("Bad\u{1B}[2J", document: "Bad"),
    ]

    /// The quoted name the error must show: the tag's when it is not a name, else the document's or version's.
    static func named(_ shipped: Shipped) -> String {
        ComponentName.quoted(ComponentName.isValid(shipped.tag) ? (shipped.document != shipped.tag ? shipped.document : shipped.version) : shipped.tag)
    }

    func expectRefused(_ error: any Error, _ shipped: Shipped, url: String, release: String) {
        guard case .hostileRelease(let library, let source, let version, _) = error as? PackageError else {
            Issue.record("\(shipped): expected a refused release, got \(error)")
            return
        }
        #expect(library == "DS" && source == url && version == release)
        let message = "\(error)"
        #expect(message.contains(Self.named(shipped)), "\(shipped): \(message)")
        #expect(message.hasPrefix("DS \(release) from \(url): "), "\(message)")
        #expect(!message.contains("\u{1B}"), "\(message)")
    }

    @Test(arguments: hostile) func addRefusesAReleaseWhoseNamesAreNotItsComponents(_ shipped: Shipped) async throws {
        let server = try Self.serve([("1.0.0", [Shipped("Good"), shipped])])
        defer { server.stop() }
        let (sandbox, app) = try Self.makeSandboxedApp()
        let before = Self.tree(sandbox)
        do {
            try await dependencies(of: app).add("DS", source: server.url)
            Issue.record("\(shipped) was added")
        } catch {
            expectRefused(error, shipped, url: server.url, release: "1.0.0")
        }
        #expect(Self.tree(sandbox) == before)
        #expect(!FileManager.default.fileExists(atPath: Manifest.path(root: app.root)))
        #expect(!FileManager.default.fileExists(atPath: LockFile.path(root: app.root)))
        #expect(Self.depsHoldOnlyComponentFiles(app))
    }

    @Test(arguments: hostile) func updateAndUpdateToRefuseAReleaseWhoseNamesAreNotItsComponents(_ shipped: Shipped) async throws {
        let server = try Self.serve([
            ("1.0.0", [Shipped("Good")]), ("1.1.0", [Shipped("Good"), shipped]), ("2.0.0", [Shipped("Good"), shipped]),
        ])
        defer { server.stop() }
        let (sandbox, app) = try Self.makeSandboxedApp()
        try await dependencies(of: app).add("DS", source: server.url, requirement: .exact(v("1.0.0")))
        // Locked at 1.0.0, accepting 1.x: `update` would move to the hostile 1.1.0.
        var manifest = try Manifest.read(root: app.root)
        var dependency = try #require(manifest.dependency(named: "DS"))
        dependency.requirement = .from(v("1.0.0"))
        manifest.set(dependency)
        try manifest.write(root: app.root)
        let lock = try LockFile.read(root: app.root)
        #expect(lock.dependency(named: "DS")?.release == "1.0.0")
        let before = Self.tree(sandbox)
        #expect(before["work/app/Trellis.lock"] != nil && before["work/app/Trellis.toml"] != nil)

        // `update`: the newest release 1.x allows; `update --to`: a release outside the range.
        for (target, release) in [(nil, "1.1.0"), ("2.0.0", "2.0.0")] as [(String?, String)] {
            do {
                _ = try await dependencies(of: app).plan("DS", to: target)
                Issue.record("\(shipped) was fetched for \(release)")
            } catch {
                expectRefused(error, shipped, url: server.url, release: release)
            }
            #expect(Self.tree(sandbox) == before)
            #expect(try LockFile.read(root: app.root) == lock)
            #expect(Self.depsHoldOnlyComponentFiles(app))
        }
    }

    @Test func aNameInsideTheDepsFolderIsTheOnlyPathAFetchWrites() {
        let folder = "/p/.trellis/deps/DS/1.0.0"
        #expect(ProjectDependencies.isInside(folder + "/Badge.layout", folder: folder))
        #expect(!ProjectDependencies.isInside(folder + "/../../x/depx.layout", folder: folder))
        #expect(!ProjectDependencies.isInside(folder + "/a/b.layout", folder: folder))
        #expect(!ProjectDependencies.isInside("/p/.trellis/deps/DS/1.0.0x/Badge.layout", folder: folder))
    }
}
