import Foundation
import TrellisLayoutFixtures
import TrellisModel
import TrellisTestSupport
@testable import TrellisStore

/// The store tests' fixtures: the shared documents (`DocumentFixtures`: `Fixtures.avatar()`,
/// `panelSpec`, `profile()`, `generated(_:)`) and stores to put them in.
typealias Fixtures = DocumentFixtures

extension DocumentFixtures {
    static func store(author: String = "ana") throws -> TrellisStore {
        try TrellisStore.inMemory(environment: .fixed(author: author))
    }

    static func temporaryDirectory() throws -> URL {
        try TemporaryFolder.make("trellis-store-tests")
    }
}
