import Foundation
import Testing
@testable import TrellisModel

@Suite struct CanonicalTests {
    func avatar(badge: Double = 30, reversed: Bool = false, composite: Bool = true) -> LayoutDocument {
        var constraints: [LayoutConstraint] = [
            composite
                ? LayoutConstraint(Anchor("vip", .size), .equal, nil, constant: .parameter("badgeSize"))
                : LayoutConstraint(Anchor("vip", .width), .equal, nil, constant: .parameter("badgeSize")),
            LayoutConstraint(Anchor("vip", .top), .equal, Anchor("self", .top)),
            LayoutConstraint(Anchor("vip", .trailing), .equal, Anchor("self", .trailing)),
        ]
        if !composite {
            constraints.append(LayoutConstraint(Anchor("vip", .height), .equal, nil, constant: .parameter("badgeSize")))
        }
        var items: [Item] = [.view(ViewItem(name: "avatar", className: "UIImageView")), .view(ViewItem(name: "vip", className: "UIImageView"))]
        if reversed {
            constraints.reverse()
            items.reverse()
        }
        return .container(
            Container(
                name: "UserAvatarContainer",
                parameters: [Parameter("badgeSize", defaultValue: badge)],
                body: LayoutBody(items: items, constraints: constraints)
            ))
    }

    @Test func theSameDocumentAlwaysHashesTheSame() {
        #expect(avatar().contentHash == avatar().contentHash)
        #expect(avatar().contentHash.count == 64)
        #expect(avatar().contentHash.allSatisfy { "0123456789abcdef".contains($0) })
    }

    @Test func constraintOrderAndCompositesDoNotChangeTheHash() {
        guard case .container(var container) = avatar() else { return }
        container.body.constraints.reverse()
        #expect(LayoutDocument.container(container).contentHash == avatar().contentHash)
        #expect(avatar(composite: false).contentHash == avatar().contentHash)
    }

    /// Declaration order is `addSubview` order, i.e. z-order: a reorder is a change.
    @Test func itemDeclarationOrderChangesTheHashAndIsKept() throws {
        let reversed = avatar(reversed: true)
        #expect(reversed.contentHash != avatar().contentHash)
        #expect(reversed.withItemsInNameOrder.contentHash == avatar().contentHash)
        let decoded = try LayoutDocument(canonicalData: reversed.canonicalData)
        #expect(decoded.body?.items.map(\.name) == ["vip", "avatar"])
        #expect(decoded.contentHash == reversed.contentHash)
        #expect(reversed.differsOnlyInItemOrder(from: avatar()))
        #expect(!avatar(badge: 36).differsOnlyInItemOrder(from: avatar(reversed: true)))
    }

    /// A version stored before the order counted holds its items sorted by name: its
    /// stored JSON decodes and re-encodes to the same bytes (same hash), and its author's
    /// text, declaring them in another order, still means that version.
    @Test func objectsStoredInNameOrderKeepTheirHashAndTheirTextsStillMatch() throws {
        let stored = avatar()  // avatar, vip: name order, as every store kept items before
        let data = stored.canonicalData
        #expect(try LayoutDocument(canonicalData: data).canonicalData == data)
        let written = avatar(reversed: true)  // the author's text: vip first
        #expect(written.means(contentHash: stored.contentHash))
        #expect(written.means(contentHash: written.contentHash))
        #expect(!avatar(badge: 36, reversed: true).means(contentHash: stored.contentHash))
    }

    @Test func locationsDoNotChangeTheHash() {
        var located = avatar()
        if case .container(var container) = located {
            container.location = SourceLocation(file: "x.layout", line: 3, column: 1)
            located = .container(container)
        }
        #expect(located.contentHash == avatar().contentHash)
    }

    @Test func aRealChangeChangesTheHash() {
        #expect(avatar(badge: 36).contentHash != avatar().contentHash)
        guard case .container(var container) = avatar() else { return }
        container.body.constraints[1].priority = .high
        #expect(LayoutDocument.container(container).contentHash != avatar().contentHash)
        container.body.constraints[1].priority = .required
        container.body.constraints[1].constant = 4
        #expect(LayoutDocument.container(container).contentHash != avatar().contentHash)
    }

    @Test func canonicalJSONSortsKeysAndFormatsNumbersOneWay() {
        let json: CanonicalJSON = ["b": 1.0, "a": [0.5, 2, "x\n\"y\""], "c": .null, "d": -0.0]
        #expect(json.serialized == #"{"a":[0.5,2,"x\n\"y\""],"b":1,"c":null,"d":0}"#)
        #expect(LayoutNumber.format(1.0 / 3.0) == "0.3333333333333333")
        #expect(LayoutNumber.format(-12) == "-12")
    }

    @Test func canonicalDataIsValidJSON() throws {
        let object = try JSONSerialization.jsonObject(with: avatar().canonicalData)
        let dictionary = try #require(object as? [String: Any])
        #expect(dictionary["name"] as? String == "UserAvatarContainer")
        #expect((dictionary["constraints"] as? [Any])?.count == 4)
    }

    @Test func parameterTermsAreNormalised() {
        let written = ConstantExpression(4, terms: [.init("gap"), .init("inset"), .init("gap")])
        let normal = ConstantExpression(4, terms: [.init("gap", coefficient: 2), .init("inset")])
        #expect(written.normalized == normal)
        #expect(written.description == "gap + inset + gap + 4")
    }
}
