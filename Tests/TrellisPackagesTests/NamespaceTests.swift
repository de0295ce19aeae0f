import Testing
import TrellisModel
import TrellisProjectFiles
import TrellisTestSupport

/// The name grammar's references (`DS.UserAvatarContainer`), their parse and print, and
/// how a library resolves qualified names and aliases.
@Suite(.temporaryFolders) struct NamespaceTests {
    @Test(arguments: [
        ("DS.UserAvatarContainer", true), ("UserAvatarContainer", true), ("_Kit.Badge2", true),
        ("DS.", false), (".Badge", false), ("DS.Kit.Badge", false), ("D S.Badge", false), ("DS.1Badge", false), ("../x", false),
    ])
    func aReferenceIsANameOrANamespaceAndAName(reference: String, valid: Bool) {
        #expect(ComponentName.isValid(reference, as: .reference) == valid)
        // A component itself never has a qualified name.
        if reference.contains(".") { #expect(!ComponentName.isValid(reference, as: .component)) }
    }

    @Test func qualifiedUseAndApplyParsePrintAndKeepTheirHash() throws {
        let text = """
            screen Profile {
                use avatar: DS.UserAvatarContainer(badgeSize: 20)
                view title: UILabel
                apply Kit.Pinned to title

                avatar.leading == owner.leading
            }

            """
        let file = LayoutSourceFile(path: "Profile.layout", text: text)
        let document = try #require(file.document, "\(file.diagnostics)")
        #expect(document.dependencies == ["DS.UserAvatarContainer", "Kit.Pinned"])
        let printed = LayoutPrinter.print(document)
        #expect(printed.contains("use avatar: DS.UserAvatarContainer(badgeSize: 20)"))
        #expect(printed.contains("apply Kit.Pinned() to title"))
        let reparsed = try #require(LayoutSourceFile(path: "Profile.layout", text: printed).document)
        #expect(reparsed.contentHash == document.contentHash)
        #expect(try LayoutDocument(canonicalData: document.canonicalData) == document)
    }

    @Test func aDependencysComponentKeepsReferringToItsOwnSiblings() throws {
        let badge = try #require(
            LayoutSourceFile(path: "Badge.layout", text: "container Badge {\n    view dot: UIView\n    dot.edges == self.edges\n}\n").document)
        let avatar = try #require(
            LayoutSourceFile(path: "Avatar.layout", text: "container Avatar {\n    use badge: Badge\n    badge.edges == self.edges\n}\n").document)
        let qualified = avatar.qualified(in: "DS", siblings: ["Avatar", "Badge"])
        #expect(qualified.name == "DS.Avatar")
        #expect(qualified.dependencies == ["DS.Badge"])
        // The app's own Badge does not capture the library's reference.
        let appBadge = try #require(
            LayoutSourceFile(path: "Badge.layout", text: "container Badge {\n    view x: UIView\n    x.edges == self.edges\n}\n").document)
        let library = LayoutLibrary([qualified, badge.qualified(in: "DS", siblings: ["Avatar", "Badge"]), appBadge])
        #expect(library["DS.Badge"]?.name == "DS.Badge")
        #expect(library["Badge"]?.name == "Badge")
        #expect(library["Avatar"]?.name == "DS.Avatar")
        #expect(library.transitiveDependencies(of: "Avatar") == ["DS.Badge"])
    }

    @Test func anAliasResolvesOnlyWhenOneLibraryDefinesTheName() throws {
        let ds = try #require(LayoutSourceFile(path: "A.layout", text: "container A {\n    view v: UIView\n    v.edges == self.edges\n}\n").document)
        var library = LayoutLibrary([ds.qualified(in: "DS", siblings: ["A"])])
        #expect(library["A"]?.name == "DS.A")
        #expect(library.candidates(for: "A") == ["DS.A"])
        library.insert(ds.qualified(in: "Kit", siblings: ["A"]))
        #expect(library["A"] == nil)
        #expect(library.candidates(for: "A") == ["DS.A", "Kit.A"])
        library.remove("DS.A")
        #expect(library["A"]?.name == "Kit.A")
    }
}
