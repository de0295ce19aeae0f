import Foundation
import Testing
import TrellisHubFixtures
import TrellisModel
import TrellisServer
import TrellisStore
import TrellisSync

/// Pushes that follow the protocol but mean harm: a component named to climb out of a
/// folder, bytes that are no component. Each is refused 422 naming it and nothing of it
/// is stored, on either hub storage. (Moved here from TrellisSyncTests' HostilePeerTests.)
@Suite struct HostilePushTests {
    typealias F = ServerFixtures

    static let traversal = "../../../../../../../../tmp/trellis-pwned-\(UUID().uuidString)/evil"

    @Test(arguments: HubBackend.allCases)
    func aPushedTraversalNameIsRefused422AndNotStored(_ backend: HubBackend) async throws {
        let data = LayoutDocument.container(Container(name: Self.traversal)).canonicalData
        let hash = VersionID.sha256Hex(data)
        try await F.withHub(backend) { hub in
            try await F.withRouter(hub) { client in
                let objects = try await F.send(client, .uploadObjects, token: F.writeToken, body: ObjectsMessage(objects: [WireObject(hash: hash, data: data)]))
                #expect(objects.status == .unprocessableContent)
                let refusal = try F.error(objects)
                #expect(refusal.object == hash && refusal.error.contains(hash) && refusal.error.contains("not a valid component name"), "\(refusal.error)")

                // The version alone (its object would be missing anyway) is refused on its name.
                let version = VersionInfo(
                    id: VersionID.compute(component: Self.traversal, contentHash: nil, parents: [], author: "m", message: "x", timeMilliseconds: 1),
                    component: Self.traversal, contentHash: nil, parents: [], author: "m", message: "x", timeMilliseconds: 1, generation: 1)
                let versions = try await F.send(
                    client, .uploadVersions, token: F.writeToken, body: VersionsMessage(versions: [WireVersion(version)], tags: []))
                #expect(versions.status == .unprocessableContent)
                #expect(try F.error(versions).error.contains("not a valid component name"))
            }
            #expect(try await hub.missingObjects([hash]) == [hash])
            #expect(try await hub.heads().keys.sorted() == ["Badge"])
            #expect(try await hub.aPulledCopyIsSound())
        }
    }

    @Test(arguments: HubBackend.allCases)
    func aPushedJunkObjectIsRefused422AndTheStoreStaysSound(_ backend: HubBackend) async throws {
        let junks = [Data("{\"not\":\"a component\"}".utf8), Data([0, 1, 2, 255]), Data("{\"format\":1,\"kind\":\"container\",\"name\":\"X\"}".utf8)]
        try await F.withHub(backend) { hub in
            try await F.withRouter(hub) { client in
                for junk in junks {
                    let hash = VersionID.sha256Hex(junk)
                    let answer = try await F.send(
                        client, .uploadObjects, token: F.writeToken, body: ObjectsMessage(objects: [WireObject(hash: hash, data: junk)]))
                    #expect(answer.status == .unprocessableContent)
                    #expect(try F.error(answer).error.contains("object \(hash)"))
                }
            }
            #expect(try await hub.missingObjects(junks.map { VersionID.sha256Hex($0) }).count == junks.count)
            #expect(try await hub.aPulledCopyIsSound())
        }
    }
}
