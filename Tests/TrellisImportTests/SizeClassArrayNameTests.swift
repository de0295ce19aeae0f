import Testing
import TrellisModel
@testable import TrellisImport

/// The names of trait-dependent constraint arrays state their size classes.
@Suite struct SizeClassArrayNameTests {
    @Test(arguments: [
        ("widthCompactConstraints", SizeClassCondition(width: .compact)),
        ("heightRegularConstraints", SizeClassCondition(height: .regular)),
        ("widthRegularHeightCompactConstraints", SizeClassCondition(width: .regular, height: .compact)),
        ("widthCompactConstraints_", SizeClassCondition(width: .compact)),
    ])
    func aNameStatingSizeClassesGivesTheCondition(name: String, condition: SizeClassCondition) {
        #expect(SizeClassArrayName.condition(of: name) == condition)
    }

    @Test(arguments: [
        "constraints", "portraitConstraints", "widthConstraints", "widthCompact", "heightCompactWidthRegularConstraints", "widthCompactExtraConstraints",
    ])
    func aNameStatingNoSizeClassGivesNothing(name: String) {
        #expect(SizeClassArrayName.condition(of: name) == nil)
    }
}
