import Testing

/// Gives each test its own temporary root (`TemporaryFolder.root`), removed when the test ends,
/// pass or fail: `@Suite(.temporaryFolders)` or `@Test(.temporaryFolders)`. Without it a test's
/// folders go when the test process exits.
public struct TemporaryFoldersTrait: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await TemporaryFolder.scope { try await function() }
    }
}

extension Trait where Self == TemporaryFoldersTrait {
    /// Each test gets its own temporary root, removed when the test ends, pass or fail.
    public static var temporaryFolders: Self { Self() }
}
