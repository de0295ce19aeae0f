import Testing
import TrellisTestSupport
@testable import TrellisPackages

@Suite(.temporaryFolders) struct ManifestTests {
    @Test func theManifestReadsBackWhatItWrites() throws {
        let manifest = Manifest(
            publicComponents: ["UserAvatarContainer", "Badge"],
            dependencies: [
                .init(name: "Kit", source: "../Kit", requirement: .exact(v("0.3.1"))),
                .init(name: "DS", source: "../Design \"System\"", requirement: .from(v("1.2.0"))),
            ])
        let read = try Manifest(parsing: manifest.text)
        #expect(read == manifest)
        #expect(read.dependencies.map(\.name) == ["DS", "Kit"])
    }

    @Test func aHandWrittenManifestIsRead() throws {
        let manifest = try Manifest(
            parsing: """
                # our libraries
                [dependencies.DS]
                path = "../DesignSystem"   # the design system
                from = "1.0.0"

                [dependencies]
                Kit = { path = "/libs/kit", exact = "2.0.0" }
                """)
        #expect(manifest.dependency(named: "DS") == .init(name: "DS", source: "../DesignSystem", requirement: .from(v("1.0.0"))))
        #expect(manifest.dependency(named: "Kit")?.requirement == .exact(v("2.0.0")))
    }

    @Test(arguments: [
        ("[dependencies.DS]\npath = \"../DS\"\n", "needs one of from"),
        ("[dependencies.DS]\nfrom = \"1.0.0\"\n", "has no path"),
        ("[dependencies.DS]\npath = \"../DS\"\nfrom = \"1.0\"\n", "is not a version"),
        ("[dependencies.DS]\npath = \"../DS\"\nfrom = \"1.0.0\"\nexact = \"1.0.0\"\n", "needs one of from"),
        ("[dependencies.DS\n", "Trellis.toml:1"),
        ("[library]\npublic = [1]\n", "public must be a list"),
    ])
    func aBadManifestSaysWhereAndWhat(text: String, expected: String) {
        do {
            _ = try Manifest(parsing: text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
            #expect("\(error)".hasPrefix("Trellis.toml"))
        }
    }
}
