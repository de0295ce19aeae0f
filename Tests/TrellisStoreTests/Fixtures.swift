import Foundation
import TrellisLayoutFixtures
import TrellisModel
@testable import TrellisStore

/// The store tests' fixtures: the shared documents (`DocumentFixtures`: `Fixtures.avatar()`,
/// `panelSpec`, `profile()`, `generated(_:)`) and stores to put them in.
typealias Fixtures = DocumentFixtures

extension DocumentFixtures {
    static func store(author: String = "ana") throws -> TrellisStore {
        try TrellisStore.inMemory(environment: .fixed(author: author))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-store-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
