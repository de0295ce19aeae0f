import Testing
import TrellisTestSupport
@testable import TrellisPackages

@Suite(.temporaryFolders) struct SemanticVersionTests {
    @Test func versionsOrderAsSemverSays() {
        let ordered = ["0.9.0", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0", "1.2.0", "1.10.0", "2.0.0"]
        for (lower, higher) in zip(ordered, ordered.dropFirst()) {
            #expect(v(lower) < v(higher), "\(lower) < \(higher)")
            #expect(!(v(higher) < v(lower)))
        }
    }

    @Test(arguments: ["1.0", "1.0.0.0", "01.0.0", "1.0.0-", "v1.0.0", ""])
    func malformedVersionsAreRefused(text: String) {
        #expect(SemanticVersion(text) == nil)
        #expect(throws: PackageError.notAVersion(text)) { try SemanticVersion.parse(text) }
    }

    @Test(arguments: [
        ("1.2.0", "1.2.0", true), ("1.2.0", "1.9.3", true), ("1.2.0", "2.0.0", false), ("1.2.0", "1.1.9", false),
        ("0.3.0", "0.3.7", true), ("0.3.0", "0.4.0", false), ("1.2.0", "1.3.0-beta.1", false), ("1.3.0-beta.1", "1.3.0-beta.2", true),
    ])
    func fromAllowsUpToTheNextMajorOrForZeroTheNextMinor(lower: String, candidate: String, allowed: Bool) {
        #expect(VersionRequirement.from(v(lower)).allows(v(candidate)) == allowed)
    }

    @Test func resolutionPicksTheNewestAllowedRelease() {
        let releases = ["1.0.0", "1.1.0", "1.4.2", "2.0.0", "2.1.0-beta.1"].map(v)
        #expect(VersionRequirement.from(v("1.0.0")).newest(of: releases) == v("1.4.2"))
        #expect(VersionRequirement.from(v("2.0.0")).newest(of: releases) == v("2.0.0"))
        #expect(VersionRequirement.exact(v("1.1.0")).newest(of: releases) == v("1.1.0"))
        #expect(VersionRequirement.exact(v("1.2.0")).newest(of: releases) == nil)
        #expect(VersionRequirement.from(v("3.0.0")).newest(of: releases) == nil)
    }
}
