import Foundation

/// A project's test bundles do not say what its documents are built for: a UI test target
/// set to iOS 10 beside an app and extension set to 11 and 11.2 runs the app, it does not
/// build its xibs. Their build configurations (`TEST_HOST`, `BUNDLE_LOADER` of a unit test
/// bundle, `TEST_TARGET_NAME` of a UI test bundle) are left out of the lowest target, unless
/// nothing else states one.
///
/// Seen in a real app whose only iOS 10 configurations are its UI test target's: its
/// standalone table cell xibs record labels on `leadingMargin` at x 16, as an iOS 11 target
/// gives (``IBCellMargins``), not the 15 of a target below iOS 11.
extension IBDeploymentTarget {
    static let testBundleSettings = ["TEST_HOST = ", "BUNDLE_LOADER = ", "TEST_TARGET_NAME = "]

    /// The `IPHONEOS_DEPLOYMENT_TARGET` lines of the project's build configurations that do
    /// not build a test bundle; nil when the project has none apart (no configuration found).
    static func nonTestSettings(in text: String) -> String? {
        let marker = "isa = XCBuildConfiguration;"
        let blocks = text.components(separatedBy: marker).dropFirst()
        guard !blocks.isEmpty else { return nil }
        var kept: [String] = []
        for block in blocks {
            // The configuration ends at its `name = Debug;` line, after its build settings.
            var lines: [Substring] = []
            for line in block.split(separator: "\n") {
                if line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("name = ") { break }
                lines.append(line)
            }
            let settings = lines.joined(separator: "\n")
            guard settings.contains("IPHONEOS_DEPLOYMENT_TARGET"), !testBundleSettings.contains(where: { settings.contains($0) }) else { continue }
            kept.append(settings)
        }
        return kept.isEmpty ? nil : kept.joined(separator: "\n")
    }
}
