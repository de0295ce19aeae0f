import Foundation
import GRDB
import Testing
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisTestSupport
@testable import TrellisSync

/// Remote tokens at rest: in `.trellis/credentials` (0600) or the environment, moved out
/// of a store an older trellis wrote them into, looked up most specific first.
@Suite(.temporaryFolders) struct CredentialsTests {
    func project() throws -> (root: String, project: TrellisProject) {
        let root = TemporaryFolder.name("trellis-credentials").path
        let project = try TrellisProject.create(at: root, environment: .fixed())
        return (root, project)
    }

    @Test func tokensAnOlderTrellisStoredAreMovedOutOfTheStore() throws {
        let (root, project) = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // What an older trellis did: the token in the remote table.
        try project.store.addRemote(name: "origin", url: "http://127.0.0.1:1")
        try project.store.writer.write { db in try db.execute(sql: "UPDATE remote SET token = 'old-secret' WHERE name = 'origin'") }
        let client = try project.syncClient(remote: "origin", token: nil, environment: [:])
        #expect((client.remote as? HTTPRemote)?.token == "old-secret")
        #expect(try project.store.remote(named: "origin").token == nil)
        let credentials = Credentials(projectRoot: root)
        #expect(try credentials.stored() == ["origin": "old-secret"])
        let mode = try FileManager.default.attributesOfItem(atPath: credentials.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        try project.store.close()
        let store = try Data(contentsOf: URL(fileURLWithPath: TrellisProject.storePath(root: root)))
        #expect(store.range(of: Data("old-secret".utf8)) == nil, "the old token lingers in the store file's pages")
    }

    @Test func theMostSpecificTokenWins() throws {
        let (root, project) = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let credentials = Credentials(projectRoot: root)
        try credentials.set("from-file", for: "team-lib")
        #expect(Credentials.environmentVariable(for: "team-lib") == "TRELLIS_TOKEN_TEAM_LIB")
        #expect(try credentials.token(for: "team-lib", environment: [:]) == "from-file")
        #expect(try credentials.token(for: "team-lib", environment: ["TRELLIS_TOKEN": "general"]) == "general")
        #expect(try credentials.token(for: "team-lib", environment: ["TRELLIS_TOKEN": "general", "TRELLIS_TOKEN_TEAM_LIB": "specific"]) == "specific")
        #expect(try credentials.token(for: "team-lib", explicit: "flag", environment: ["TRELLIS_TOKEN_TEAM_LIB": "specific"]) == "flag")
        try credentials.set(nil, for: "team-lib")
        #expect(try credentials.stored() == [:])
        _ = project
    }

    @Test func theFileIsOwnerOnlyWhateverTheUmask() throws {
        let (root, _) = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let previous = umask(0)
        defer { umask(previous) }
        let credentials = Credentials(projectRoot: root)
        try credentials.set("t", for: "origin")
        #expect(try FileManager.default.attributesOfItem(atPath: credentials.path)[.posixPermissions] as? Int == 0o600)
        #expect(throws: CredentialsError.badToken("origin")) { try credentials.set("two words", for: "origin") }
    }
}
