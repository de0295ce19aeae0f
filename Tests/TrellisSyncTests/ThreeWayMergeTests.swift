import Testing
import TrellisModel
@testable import TrellisSync

/// The merge matrix: every case runs in both directions, and both directions must agree
/// (same content hash, or the same conflicts with ours and theirs swapped).
struct ThreeWayMergeTests {
    static let base = """
        container Card {
            param inset = 12
            param gap = 8

            view title: UILabel
            view icon: UIImageView
            use avatar: UserAvatarContainer(badgeSize: 30)

            icon.leading == self.leading + inset
            icon.size == 24
            title.leading == icon.trailing + gap
            title.centerY == self.centerY
            avatar.top == self.top
            avatar.trailing == self.trailing
        }
        """

    static func edit(_ text: String, _ edits: [(String, String)]) -> String {
        edits.reduce(text) { text, edit in
            precondition(text.contains(edit.0), "edit target not found: \(edit.0)")
            return text.replacingOccurrences(of: edit.0, with: edit.1)
        }
    }

    static func parse(_ text: String) throws -> LayoutDocument { try LayoutDocument(parsing: text, file: "Card.layout") }

    enum Expected {
        case merged(String)
        case conflicts([String: FieldConflict.Kind])
    }

    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var ours: [(String, String)]
        var theirs: [(String, String)]
        var expected: @Sendable () -> Expected
        var description: String { name }
    }

    static let inset16 = ("param inset = 12", "param inset = 16")
    static let inset20 = ("param inset = 12", "param inset = 20")
    static let gap10 = ("param gap = 8", "param gap = 10")
    static let titleText = ("view title: UILabel", "view title: UITextView")
    static let titleButton = ("view title: UILabel", "view title: UIButton")
    static let iconClass = ("view icon: UIImageView", "view icon: UIButton")
    static let dropIcon: [(String, String)] = [
        ("    view icon: UIImageView\n", ""),
        ("    icon.leading == self.leading + inset\n    icon.size == 24\n", ""),
        ("title.leading == icon.trailing + gap", "title.leading == self.leading + gap"),
    ]
    static let addTitleTrailing = ("    title.centerY == self.centerY\n", "    title.centerY == self.centerY\n    title.trailing <= self.trailing - 8\n")
    static let addTitleTrailing12 = ("    title.centerY == self.centerY\n", "    title.centerY == self.centerY\n    title.trailing <= self.trailing - 12\n")
    static let addIconTop = ("    icon.size == 24\n", "    icon.size == 24\n    icon.top >= self.top\n")
    static let badge36 = ("UserAvatarContainer(badgeSize: 30)", "UserAvatarContainer(badgeSize: 36)")
    static let badge40 = ("UserAvatarContainer(badgeSize: 30)", "UserAvatarContainer(badgeSize: 40)")
    static let avatarTop8 = ("avatar.top == self.top", "avatar.top == self.top + 8")
    static let avatarTop4 = ("avatar.top == self.top", "avatar.top == self.top + 4")
    static let avatarTrailingLow = ("avatar.trailing == self.trailing", "avatar.trailing == self.trailing @high")
    static let dropCenterY = ("    title.centerY == self.centerY\n", "")
    static let iconSize32 = ("icon.size == 24", "icon.size == 32")
    // The items' declaration order is z-order.
    static let items = "    view title: UILabel\n    view icon: UIImageView\n    use avatar: UserAvatarContainer(badgeSize: 30)\n"
    static let avatarFirst = (items, "    use avatar: UserAvatarContainer(badgeSize: 30)\n    view title: UILabel\n    view icon: UIImageView\n")
    static let iconFirst = (items, "    view icon: UIImageView\n    view title: UILabel\n    use avatar: UserAvatarContainer(badgeSize: 30)\n")
    static let badgeAfterTitle = ("    view title: UILabel\n", "    view title: UILabel\n    view badge: UIView\n")
    static let shadowLast = (
        "    use avatar: UserAvatarContainer(badgeSize: 30)\n", "    use avatar: UserAvatarContainer(badgeSize: 30)\n    view shadow: UIView\n"
    )
    static let zetaAfterIcon = ("    view icon: UIImageView\n", "    view icon: UIImageView\n    view zeta: UIView\n")
    static let alphaAfterIcon = ("    view icon: UIImageView\n", "    view icon: UIImageView\n    view alpha: UIView\n")
    static let mergedInsertions =
        "    view title: UILabel\n    view icon: UIImageView\n    view alpha: UIView\n    view zeta: UIView\n    use avatar: UserAvatarContainer(badgeSize: 30)\n"

    static let cases: [Case] = [
        Case(name: "same field, same value", ours: [inset16], theirs: [inset16], expected: { .merged(edit(base, [inset16])) }),
        Case(
            name: "same field, different values", ours: [inset16], theirs: [inset20],
            expected: { .conflicts(["parameters[inset].default": .bothChanged]) }),
        Case(name: "different fields", ours: [inset16], theirs: [titleText], expected: { .merged(edit(base, [inset16, titleText])) }),
        Case(name: "two parameter defaults", ours: [inset16], theirs: [gap10], expected: { .merged(edit(base, [inset16, gap10])) }),
        Case(
            name: "view class both changed", ours: [titleText], theirs: [titleButton],
            expected: { .conflicts(["items[title].class": .bothChanged]) }),
        Case(
            name: "delete vs modify an item", ours: dropIcon, theirs: [iconClass],
            expected: { .conflicts(["items[icon]": .deletedVsModified]) }),
        Case(
            name: "delete vs modify a constraint", ours: [dropCenterY], theirs: [("title.centerY == self.centerY", "title.centerY == self.centerY + 2")],
            expected: { .conflicts(["constraints[title.centerY == self.centerY]": .deletedVsModified]) }),
        Case(
            name: "delete one thing, change another", ours: [dropCenterY], theirs: [iconSize32],
            expected: { .merged(edit(base, [dropCenterY, iconSize32])) }),
        Case(
            name: "constraints added on both sides", ours: [addTitleTrailing], theirs: [addIconTop],
            expected: { .merged(edit(base, [addTitleTrailing, addIconTop])) }),
        Case(
            name: "the same constraint added differently", ours: [addTitleTrailing], theirs: [addTitleTrailing12],
            expected: { .conflicts(["constraints[title.trailing <= self.trailing].constant.value": .bothAdded]) }),
        Case(
            name: "constant and priority of one constraint", ours: [avatarTop8], theirs: [avatarTrailingLow],
            expected: { .merged(edit(base, [avatarTop8, avatarTrailingLow])) }),
        Case(
            name: "one constant, two values", ours: [avatarTop8], theirs: [avatarTop4],
            expected: { .conflicts(["constraints[avatar.top == self.top].constant.value": .bothChanged]) }),
        Case(
            name: "nested container argument and a constraint", ours: [badge36], theirs: [avatarTop8],
            expected: { .merged(edit(base, [badge36, avatarTop8])) }),
        Case(
            name: "nested container argument, two values", ours: [badge36], theirs: [badge40],
            expected: { .conflicts(["items[avatar].arguments[badgeSize].constant.value": .bothChanged]) }),
        Case(
            name: "delete an item another side constrains", ours: dropIcon, theirs: [addIconTop],
            expected: { .conflicts(["": .invalidResult]) }),
        Case(
            name: "a reorder on one side, a value on the other", ours: [avatarFirst], theirs: [inset16],
            expected: { .merged(edit(base, [avatarFirst, inset16])) }),
        Case(
            name: "the same reorder on both sides", ours: [avatarFirst], theirs: [avatarFirst, gap10],
            expected: { .merged(edit(base, [avatarFirst, gap10])) }),
        Case(
            name: "different reorders", ours: [avatarFirst], theirs: [iconFirst],
            expected: { .conflicts(["items order": .bothReordered]) }),
        Case(
            name: "a reorder on one side, an item deleted on the other", ours: [avatarFirst], theirs: dropIcon,
            expected: { .merged(edit(base, [avatarFirst] + dropIcon)) }),
        Case(
            name: "items inserted at different places keep their places", ours: [badgeAfterTitle], theirs: [shadowLast],
            expected: { .merged(edit(base, [badgeAfterTitle, shadowLast])) }),
        Case(
            name: "an insertion next to a reorder", ours: [badgeAfterTitle], theirs: [avatarFirst],
            expected: { .merged(edit(base, [avatarFirst, badgeAfterTitle])) }),
        Case(
            name: "items inserted at the same place: both kept, in name order between the sides", ours: [zetaAfterIcon], theirs: [alphaAfterIcon],
            expected: { .merged(edit(base, [(items, mergedInsertions)])) }),
    ]

    @Test(arguments: cases)
    func mergeMatrixInBothDirections(_ testCase: Case) throws {
        let base = try Self.parse(Self.base)
        let ours = try Self.parse(Self.edit(Self.base, testCase.ours))
        let theirs = try Self.parse(Self.edit(Self.base, testCase.theirs))
        let forward = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        let backward = ThreeWayMerge.merge(base: base, ours: theirs, theirs: ours)
        switch testCase.expected() {
        case .merged(let text):
            let expected = try Self.parse(text)
            #expect(forward.document?.contentHash == expected.contentHash, "\(forward)")
            #expect(backward.document?.contentHash == expected.contentHash, "\(backward)")
        case .conflicts(let paths):
            #expect(Dictionary(uniqueKeysWithValues: forward.conflicts.map { ($0.path, $0.kind) }) == paths, "\(forward.conflicts)")
            #expect(forward.conflicts == backward.conflicts.swapped)
        }
    }

    @Test func oneSidedChangesTakeTheChangedSide() throws {
        let base = try Self.parse(Self.base)
        let changed = try Self.parse(Self.edit(Self.base, [Self.inset16]))
        #expect(ThreeWayMerge.merge(base: base, ours: base, theirs: changed) == .takeTheirs(changed))
        #expect(ThreeWayMerge.merge(base: base, ours: changed, theirs: base) == .keepOurs(changed))
        #expect(ThreeWayMerge.merge(base: base, ours: changed, theirs: changed) == .same(changed))
    }

    @Test func componentDeletedOnOneSideAndModifiedOnTheOtherIsAConflict() throws {
        let base = try Self.parse(Self.base)
        let changed = try Self.parse(Self.edit(Self.base, [Self.inset16]))
        let result = ThreeWayMerge.merge(base: base, ours: nil, theirs: changed)
        #expect(result.conflicts.map(\.path) == [""])
        #expect(result.conflicts.first?.kind == .deletedVsModified)
        #expect(ThreeWayMerge.merge(base: base, ours: changed, theirs: nil).conflicts == result.conflicts.swapped)
    }

    @Test func deletedOnBothSidesIsDeleted() throws {
        let base = try Self.parse(Self.base)
        #expect(ThreeWayMerge.merge(base: base, ours: nil, theirs: nil) == .same(nil))
        #expect(ThreeWayMerge.merge(base: base, ours: nil, theirs: base) == .keepOurs(nil))
    }

    @Test func addedOnBothSidesIdenticallyIsOneComponent() throws {
        let added = try Self.parse(Self.base)
        #expect(ThreeWayMerge.merge(base: nil, ours: added, theirs: added) == .same(added))
    }

    @Test func addedOnBothSidesDifferentlyConflictsOnTheDifferingFieldsOnly() throws {
        let ours = try Self.parse(Self.edit(Self.base, [Self.inset16]))
        let theirs = try Self.parse(Self.edit(Self.base, [Self.inset20, Self.titleText]))
        let result = ThreeWayMerge.merge(base: nil, ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.path) == ["items[title].class", "parameters[inset].default"])
        #expect(result.conflicts.allSatisfy { $0.kind == .bothAdded })
    }

    @Test func kindChangedOnOneSideAndModifiedOnTheOtherConflictsAsAWhole() throws {
        let base = try Self.parse(Self.base)
        let screen = try Self.parse(Self.edit(Self.base, [("container Card", "screen Card")]))
        let changed = try Self.parse(Self.edit(Self.base, [Self.inset16]))
        let result = ThreeWayMerge.merge(base: base, ours: screen, theirs: changed)
        #expect(result.conflicts.map(\.path) == [""])
        #expect(result.conflicts.first?.kind == .bothChanged)
        // Changing the kind alone, with the other side untouched, is taken.
        #expect(ThreeWayMerge.merge(base: base, ours: base, theirs: screen) == .takeTheirs(screen))
    }

    @Test func itemKindChangedAgainstAFieldChangeIsOneConflictOnTheItem() throws {
        let base = try Self.parse(Self.base)
        let guide = try Self.parse(Self.edit(Self.base, [("view title: UILabel", "guide title")]))
        let changed = try Self.parse(Self.edit(Self.base, [Self.titleText]))
        let result = ThreeWayMerge.merge(base: base, ours: guide, theirs: changed)
        #expect(result.conflicts.map(\.path) == ["items[title]"])
    }

    @Test func conflictListsRoundTripThroughTheirJSON() throws {
        let base = try Self.parse(Self.base)
        let ours = try Self.parse(Self.edit(Self.base, Self.dropIcon))
        let theirs = try Self.parse(Self.edit(Self.base, [Self.iconClass, Self.inset16]))
        let ours2 = try Self.parse(Self.edit(Self.edit(Self.base, Self.dropIcon), [Self.inset20]))
        for (o, t) in [(ours, theirs), (ours2, theirs)] {
            let conflicts = ThreeWayMerge.merge(base: base, ours: o, theirs: t).conflicts
            #expect(!conflicts.isEmpty)
            #expect(FieldConflict.decodeList(FieldConflict.encodeList(conflicts)) == conflicts)
        }
    }
}
