import Foundation
import TrellisLayoutFixtures
import TrellisModel
@testable import TrellisProject
@testable import TrellisStore

/// A small project whose store file a test damages: four components (one in a subfolder,
/// one committed without a comment), two commits, a tag — and everything the commands
/// show of it, to compare a damaged copy against.
struct BitFlipFixture {
    let folder: URL
    /// The project's working copy: each file's path and text.
    let files: [(name: String, text: String)]
    /// The store file's bytes, checkpointed into one file.
    let image: Data
    /// What the commands show of the sound store.
    let expected: [String]

    static func make() throws -> BitFlipFixture {
        let folder = try Fixtures.temporaryDirectory()
        let root = folder.appendingPathComponent("project").path
        var files: [(name: String, text: String)] = [
            ("UserAvatarContainer.layout", ExampleTexts.userAvatar),
            ("Cells/ListCell.layout", ExampleTexts.listCell),
            ("ClipRecordPanelLayout.layout", ExampleTexts.clipRecordPanel),
        ]
        try write(files, into: root)
        let project = try TrellisProject.create(at: root, environment: .fixed(author: "ana"))
        try project.commit(message: "first")
        files[0].text = "// The badge grew.\n" + ExampleTexts.avatar(badge: 36) + "\n"
        try Data(files[0].text.utf8).write(to: URL(fileURLWithPath: root).appendingPathComponent(files[0].name))
        try project.commit(message: "second")
        try project.store.tag("UserAvatarContainer", "1.0.0")
        try project.store.writer.vacuum()
        try project.store.close()
        let image = try Data(contentsOf: URL(fileURLWithPath: TrellisProject.storePath(root: root)))
        let fixture = BitFlipFixture(folder: folder, files: files, image: image, expected: [])
        guard case .sound(let expected) = try fixture.observe(image) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "the fixture's own store is not sound"])
        }
        return BitFlipFixture(folder: folder, files: files, image: image, expected: expected)
    }

    /// A project folder holding `files` (in subfolders too).
    static func write(_ files: [(name: String, text: String)], into root: String) throws {
        try ProjectScaffold.createProject(at: root, files: [])
        for (name, text) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    enum Outcome {
        case refused(String)
        case flagged([String])
        case harmless
        /// fsck found nothing, and this is what a command shows differently.
        case changed(String)

        enum Kind: String, CaseIterable { case flagged, refused, harmless, changed }
        var kind: Kind {
            switch self {
            case .refused: .refused
            case .flagged: .flagged
            case .harmless: .harmless
            case .changed: .changed
            }
        }
    }

    enum Observation {
        case refused(String)
        case flagged([String])
        case sound([String])
    }

    func outcome(of image: Data) throws -> Outcome {
        switch try observe(image) {
        case .refused(let why): return .refused(why)
        case .flagged(let problems): return .flagged(problems)
        case .sound(let shown):
            guard shown != expected else { return .harmless }
            let index = (0..<min(shown.count, expected.count)).first { shown[$0] != expected[$0] } ?? min(shown.count, expected.count)
            let line = { (lines: [String]) in index < lines.count ? lines[index] : "(nothing)" }
            return .changed(Self.difference(line(shown), line(expected)))
        }
    }

    /// The first line where what a command shows parts from what it showed.
    static func difference(_ shown: String, _ expected: String) -> String {
        let a = shown.split(separator: "\n", omittingEmptySubsequences: false), b = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        let line = { (lines: [Substring]) in index < lines.count ? String(lines[index]) : "(nothing)" }
        return "\(a.first ?? "")… shows '\(line(a))' instead of '\(line(b))'"
    }

    /// Opens a project over `image`, runs fsck, and (when it finds nothing) gathers what
    /// status, log, show and a clone's checkout show.
    func observe(_ image: Data) throws -> Observation {
        let scratch = folder.appendingPathComponent("scratch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let root = scratch.appendingPathComponent("project").path
        try Self.write(files, into: root)
        try image.write(to: URL(fileURLWithPath: TrellisProject.storePath(root: root)))
        let project: TrellisProject
        do {
            project = try TrellisProject.open(at: root, environment: .fixed(author: "ana"))
        } catch {
            return .refused("\(error)")
        }
        defer { try? project.store.close() }
        do {
            let problems = try project.store.fsck()
            if !problems.isEmpty { return .flagged(problems.map(\.description)) }
        } catch {
            return .flagged(["fsck stopped: \(error)"])
        }
        var shown: [String] = []
        func show(_ label: String, _ body: () throws -> Any) {
            do { shown.append("\(label): \(try body())") } catch { shown.append("\(label) failed: \(error)") }
        }
        show("status") { try project.status().entries.map { "\($0)" } }
        show("log") { try project.store.history().map { "\($0)" } }
        let names = (try? project.store.componentNames()) ?? []
        show("components") { names }
        for name in names {
            show("log \(name)") { try project.store.log(of: name).map { "\($0)" } }
            show("tags \(name)") { try project.store.tagsByVersion(of: name).sorted { $0.key < $1.key }.map { "\($0)" } }
            show("head \(name)") { try project.store.head(of: name)?.id ?? "none" }
            for version in (try? project.store.log(of: name)) ?? [] {
                show("show \(name)@\(version.id)") {
                    let document = try project.store.document(at: version)
                    return "\(document?.contentHash ?? "deleted")\n\(try project.authorText(of: version).map { "\($0.path)\n\($0.text)" } ?? "")"
                }
            }
        }
        show("clone") { try clone(project.store, into: scratch.appendingPathComponent("clone")) }
        return .sound(shown)
    }

    /// What `trellis clone` of a store file does (a snapshot, adopted, checked out),
    /// returning the files it wrote.
    func clone(_ store: TrellisStore, into folder: URL) throws -> [String] {
        let root = folder.path
        try ProjectScaffold.createProject(at: root, files: [])
        try TrellisProject.beginClone(at: root)
        let path = TrellisProject.storePath(root: root)
        let snapshot = StoreSnapshot.temporaryPath(beside: path)
        try store.writeSnapshot(to: snapshot)
        let (clone, _) = try TrellisStore.adoptSnapshot(
            snapshot, at: path, origin: CloneOrigin(url: store.writer.path), source: "origin", environment: .fixed(author: "ben"))
        defer { try? clone.close() }
        let project = TrellisProject(root: root, store: clone)
        try project.checkout(try clone.heads().filter { !$0.isDeletion }.map(\.component), command: "clone")
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".layout"), !path.hasPrefix(".") else { continue }
            let text = try String(contentsOfFile: (root as NSString).appendingPathComponent(path), encoding: .utf8)
            files.append("\(path)\n\(text)")
        }
        return files.sorted()
    }
}
