import Testing
@testable import TrellisImport

/// A project's test bundles do not lower the deployment target IB lays its documents out
/// for (``IBDeploymentTarget``; issue 32, item 4).
@Suite struct IBDeploymentTestTargetsTests {
    /// One `XCBuildConfiguration` of a project file, with `settings` as its build settings.
    static func configuration(_ id: String, _ settings: [String]) -> String {
        """
        \t\t\(id) /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \(settings.map { "\t\t\t\t\($0);" }.joined(separator: "\n"))
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};

        """
    }

    static let app = configuration("A1", ["IPHONEOS_DEPLOYMENT_TARGET = 11.0", "PRODUCT_BUNDLE_IDENTIFIER = com.example.chat"])
    static let shareExtension = configuration(
        "A2", ["IPHONEOS_DEPLOYMENT_TARGET = 11.2", "PRODUCT_BUNDLE_IDENTIFIER = com.example.chat.share"])
    static let uiTests = configuration(
        "A3", ["IPHONEOS_DEPLOYMENT_TARGET = 10.0", "PRODUCT_BUNDLE_IDENTIFIER = com.example.chatUITests", "TEST_TARGET_NAME = Chat"])
    static let unitTests = configuration(
        "A4", ["BUNDLE_LOADER = \"$(TEST_HOST)\"", "IPHONEOS_DEPLOYMENT_TARGET = 9.0", "TEST_HOST = \"$(BUILT_PRODUCTS_DIR)/Chat.app/Chat\""])

    // The app's 11.0, not the UI and unit test bundles' 10.0 and 9.0.
    @Test func testBundlesAreLeftOut() {
        let text = "/* Begin XCBuildConfiguration section */\n" + Self.app + Self.shareExtension + Self.uiTests + Self.unitTests
        #expect(IBDeploymentTarget.fromPBXProject(text)?.description == "11.0")
    }

    // An extension below the app still lowers it: it builds its own documents.
    @Test func anExtensionBelowTheAppCounts() {
        let lower = Self.configuration("A5", ["IPHONEOS_DEPLOYMENT_TARGET = 10.3", "PRODUCT_BUNDLE_IDENTIFIER = com.example.chat.widget"])
        #expect(IBDeploymentTarget.fromPBXProject(Self.app + lower + Self.uiTests)?.description == "10.3")
    }

    // A project of test bundles only still has their target.
    @Test func onlyTestBundlesStillStateOne() {
        #expect(IBDeploymentTarget.fromPBXProject(Self.uiTests)?.description == "10.0")
    }
}
