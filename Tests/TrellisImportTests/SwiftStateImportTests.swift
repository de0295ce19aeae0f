import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Conditional constraints as states (issue 33, item 5): `if`/`else`, `switch`, `isActive`
/// toggles, constants changed in methods, SnapKit's `remakeConstraints` in a method; loops
/// over data listed with their line. Fixtures are written here, in the forms apps use.
@Suite struct SwiftStateImportTests {
    static func run(_ path: String, _ source: String) -> ImportRun {
        Importer.run(swiftSources: [(path: path, text: source)])
    }

    static func body(_ name: String, in run: ImportRun) throws -> LayoutBody {
        try #require(run.components.first { $0.name == name }?.document.body)
    }

    static func lines(_ constraints: [LayoutConstraint]) -> Set<String> { Set(constraints.map(LayoutPrinter.constraintText)) }

    /// Every state of the component lays out on the first default device without errors.
    static func solvesEveryState(_ name: String, in run: ImportRun) throws {
        let document = try #require(run.components.first { $0.name == name }?.document)
        let engine = LayoutEngine(library: LayoutLibrary(run.components.map(\.document)))
        let device = DeviceCatalog.defaultDevices[0]
        #expect(!document.stateNames.isEmpty)
        for state in document.stateNames {
            let solved = try engine.prepare(name, state: state).sessionOnItsOwn(in: device.environment()).solution()
            #expect(solved.errors.isEmpty, "state \(state): \(solved.errors)")
        }
    }

    @Test func anExpandableCellsIfElseBecomesTheBaseAndAnExpandedState() throws {
        let run = Self.run(
            "OrderCell.swift",
            """
            final class OrderCell: UITableViewCell {
                private let title = UILabel()
                private let details = UILabel()
                var isExpanded = false

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(title)
                    contentView.addSubview(details)
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        details.topAnchor.constraint(equalTo: title.bottomAnchor),
                        details.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                    ])
                    if isExpanded {
                        details.heightAnchor.constraint(greaterThanOrEqualToConstant: 60).isActive = true
                    } else {
                        details.heightAnchor.constraint(equalToConstant: 0).isActive = true
                    }
                }
            }
            """)
        let body = try Self.body("OrderCell", in: run)
        // The base is what holds at first (`isExpanded = false`): the else branch, named so the state can remove it.
        #expect(Self.lines(body.constraints).contains("details.height == 0 as \"detailsHeight\""))
        #expect(!Self.lines(body.constraints).contains { $0.hasPrefix("details.height >=") })
        let expanded = try #require(body.state(named: "expanded"))
        #expect(expanded.removals.map(\.name) == ["detailsHeight"])
        #expect(Self.lines(expanded.constraints) == ["details.height >= 60"])
        let report = try #require(run.files.first?.report)
        #expect(report.constraintsFound == 6 && report.constraintsImported == 6)
        #expect(report.skipped.isEmpty)
        try Self.solvesEveryState("OrderCell", in: run)
    }

    @Test func aSwitchOverAModeMakesAStatePerCaseWithTheInitialCaseAsTheBase() throws {
        let run = Self.run(
            "ComposeViewController.swift",
            """
            enum Mode { case reading, editing, preview }
            final class ComposeViewController: UIViewController {
                private let text = UITextView()
                private let toolbar = UIView()
                var mode: Mode = .reading

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(text)
                    view.addSubview(toolbar)
                    NSLayoutConstraint.activate([
                        text.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        text.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        text.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        toolbar.topAnchor.constraint(equalTo: text.bottomAnchor),
                    ])
                    switch mode {
                    case .editing:
                        toolbar.heightAnchor.constraint(equalToConstant: 44).isActive = true
                        toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
                    case .reading, .preview:
                        toolbar.heightAnchor.constraint(equalToConstant: 0).isActive = true
                        toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
                    }
                }
            }
            """)
        let body = try Self.body("ComposeViewController", in: run)
        #expect(Self.lines(body.constraints).contains("toolbar.height == 0 as \"toolbarHeight\""))
        #expect(body.states.map(\.name) == ["editing"])
        let editing = try #require(body.state(named: "editing"))
        #expect(Set(editing.removals.map(\.name)) == ["toolbarHeight", "toolbarBottom"])
        #expect(Self.lines(editing.constraints) == ["toolbar.height == 44", "toolbar.bottom == owner.keyboard.top"])
        try Self.solvesEveryState("ComposeViewController", in: run)
    }

    @Test func anIsActiveToggleOfAFlagIsOneStateForBothConstraints() throws {
        let run = Self.run(
            "SearchBar.swift",
            """
            final class SearchBar: UIView {
                private let field = UITextField()
                private let cancel = UIButton()
                private var collapsedTrailing: NSLayoutConstraint!
                private var editingTrailing: NSLayoutConstraint!

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(field)
                    addSubview(cancel)
                    collapsedTrailing = field.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8)
                    editingTrailing = field.trailingAnchor.constraint(equalTo: cancel.leadingAnchor, constant: -8)
                    NSLayoutConstraint.activate([
                        field.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                        field.centerYAnchor.constraint(equalTo: centerYAnchor),
                        cancel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
                        cancel.centerYAnchor.constraint(equalTo: centerYAnchor),
                        collapsedTrailing,
                    ])
                }

                func setEditing(_ isEditing: Bool) {
                    collapsedTrailing.isActive = !isEditing
                    editingTrailing.isActive = isEditing
                }
            }
            """)
        let body = try Self.body("SearchBar", in: run)
        #expect(Self.lines(body.constraints).contains("field.trailing == owner.trailing - 8 as \"collapsedTrailing\""))
        #expect(!Self.lines(body.constraints).contains("field.trailing == cancel.leading - 8"))
        let editing = try #require(body.state(named: "editing"))
        #expect(editing.removals.map(\.name) == ["collapsedTrailing"])
        #expect(Self.lines(editing.constraints) == ["field.trailing == cancel.leading - 8"])
        #expect(body.states.count == 1)
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty)
    }

    @Test func aConstantChangedInAMethodIsThatMethodsStateAndItsParameterTheStates() throws {
        let run = Self.run(
            "PlayerPanel.swift",
            """
            final class PlayerPanel: UIView {
                private let artwork = UIImageView()
                private var heightConstraint: NSLayoutConstraint!
                private var bottomConstraint: NSLayoutConstraint?

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(artwork)
                    heightConstraint = artwork.heightAnchor.constraint(equalToConstant: 120)
                    bottomConstraint = artwork.bottomAnchor.constraint(equalTo: bottomAnchor)
                    heightConstraint.constant = 100
                    NSLayoutConstraint.activate([
                        artwork.leadingAnchor.constraint(equalTo: leadingAnchor),
                        artwork.widthAnchor.constraint(equalTo: artwork.heightAnchor),
                        heightConstraint,
                    ])
                    bottomConstraint?.isActive = true
                }

                func expand() {
                    heightConstraint.constant = 300
                }

                func keyboardWillShow(keyboardHeight: CGFloat) {
                    bottomConstraint?.constant = -keyboardHeight
                }
            }
            """)
        let body = try Self.body("PlayerPanel", in: run)
        // Changed where it is made (the initializer): the base's constant.
        #expect(Self.lines(body.constraints).contains("artwork.height == 100 as \"heightConstraint\""))
        #expect(body.state(named: "expand")?.changes == [ConstraintChange("heightConstraint", constant: 300)])
        let keyboard = try #require(body.state(named: "keyboardWillShow"))
        #expect(keyboard.signature == "keyboardWillShow(keyboardHeight = 0)")
        #expect(keyboard.changes.first?.name == "bottomConstraint")
        #expect(keyboard.changes.first?.constant == ConstantExpression(0, terms: [.init("keyboardHeight", coefficient: -1)]))
        let report = try #require(run.files.first?.report)
        // Four constraints and three constant changes.
        #expect(report.constraintsFound == 7 && report.constraintsImported == 7)
        try Self.solvesEveryState("PlayerPanel", in: run)
    }

    @Test func snapKitsRemakeConstraintsInAMethodIsAStateThatReplacesTheViewsConstraints() throws {
        let run = Self.run(
            "BannerView.swift",
            """
            import SnapKit
            final class BannerView: UIView {
                private let badge = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(badge)
                    badge.snp.makeConstraints { make in
                        make.top.left.equalToSuperview().inset(8)
                        make.size.equalTo(24)
                    }
                }
                func moveToCorner() {
                    badge.snp.remakeConstraints { make in
                        make.bottom.right.equalToSuperview().inset(8)
                        make.size.equalTo(32)
                    }
                }
                func grow() {
                    badge.snp.updateConstraints { make in
                        make.size.equalTo(48)
                    }
                }
            }
            """)
        let body = try Self.body("BannerView", in: run)
        #expect(
            Self.lines(body.constraints) == [
                "badge.top == owner.top + 8 as \"badgeTop\"", "badge.left == owner.left + 8 as \"badgeLeft\"", "badge.size == 24 as \"badgeSize\"",
            ])
        let corner = try #require(body.state(named: "moveToCorner"))
        #expect(Set(corner.removals.map(\.name)) == ["badgeTop", "badgeLeft", "badgeSize"])
        #expect(Self.lines(corner.constraints) == ["badge.bottom == owner.bottom - 8", "badge.right == owner.right - 8", "badge.size == 32"])
        #expect(body.state(named: "grow")?.changes == [ConstraintChange("badgeSize", constant: 48)])
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty)
        #expect(report.constraintsFound == 5 && report.constraintsImported == 5)
        try Self.solvesEveryState("BannerView", in: run)
    }

    @Test func constraintsMadeInALoopOverDataAreListedWithTheirLine() throws {
        let run = Self.run(
            "TagsView.swift",
            """
            final class TagsView: UIView {
                private let title = UILabel()
                func show(tags: [String]) {
                    addSubview(title)
                    title.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    var previous = title.bottomAnchor
                    for tag in tags {
                        let label = UILabel()
                        addSubview(label)
                        label.topAnchor.constraint(equalTo: previous, constant: 4).isActive = true
                        previous = label.bottomAnchor
                    }
                    tags.forEach { _ in
                        title.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    }
                }
            }
            """)
        let report = try #require(run.files.first?.report)
        let loop = try #require(report.skipped.first { $0.line == 10 })
        #expect(loop.reason.hasPrefix("made in a loop over data (line 7)"))
        let forEach = try #require(report.skipped.first { $0.line == 14 })
        #expect(forEach.reason.contains("'forEach'"))
        #expect(report.constraintsImported == 1)
    }

    @Test func aFlagThatStartsTrueMakesItsBranchTheBaseAndTheOtherANotState() throws {
        let run = Self.run(
            "HintView.swift",
            """
            final class HintView: UIView {
                private let hint = UILabel()
                private var showsHint = true
                func build() {
                    addSubview(hint)
                    hint.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    hint.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    if showsHint {
                        hint.heightAnchor.constraint(equalToConstant: 20).isActive = true
                    }
                }
            }
            """)
        let body = try Self.body("HintView", in: run)
        #expect(Self.lines(body.constraints).contains("hint.height == 20 as \"hintHeight\""))
        #expect(body.state(named: "notShowsHint")?.removals.map(\.name) == ["hintHeight"])
    }

    @Test func stateNamesComeFromTheCondition() throws {
        let run = Self.run(
            "Names.swift",
            """
            final class Names: UIView {
                private let a = UIView()
                private var count = 0
                func build(image: UIImage?) {
                    addSubview(a)
                    a.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    a.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    if let image, let icon = image.cgImage { a.widthAnchor.constraint(equalToConstant: 1).isActive = true }
                    if count > 9 { a.heightAnchor.constraint(equalToConstant: 2).isActive = true }
                    if !isHidden && count == 0 { a.heightAnchor.constraint(equalToConstant: 3).isActive = true }
                }
            }
            """)
        let body = try Self.body("Names", in: run)
        #expect(body.states.map(\.name) == ["imageAndIcon", "countOver9", "notHiddenAndCountIs0"])
    }
}
