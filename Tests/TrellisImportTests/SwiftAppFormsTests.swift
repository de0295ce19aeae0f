import Testing
import TrellisModel
@testable import TrellisImport

/// Swift as apps write it (issue 32): types laid out across files and superclasses, helper
/// extensions, closure-initialized views, child controllers' views, outlet-only classes.
@Suite struct SwiftAppFormsTests {
    static func run(_ sources: [(String, String)], classes: [String: String] = [:]) -> ImportRun {
        Importer.run(swiftSources: sources.map { (path: $0.0, text: $0.1) }, classes: classes)
    }

    static func lines(_ name: String, in run: ImportRun) -> Set<String> {
        Set(run.components.first { $0.name == name }?.document.body?.constraints.map(LayoutPrinter.constraintText) ?? [])
    }

    static func report(_ path: String, in run: ImportRun) -> FileImportReport? {
        run.files.first { $0.report.path == path }?.report
    }

    @Test func aButtonSubclassIsAScreenOfItsOwn() {
        let run = Self.run([
            (
                "SkipButton.swift",
                """
                class SkipButton: UIButton {
                    let skipLabel = UILabel()
                    func setupViews() {
                        addSubview(skipLabel)
                        NSLayoutConstraint.activate([
                            skipLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
                            skipLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
                        ])
                    }
                }
                """
            )
        ])
        #expect(Self.lines("SkipButton", in: run) == ["skipLabel.centerY == owner.centerY", "skipLabel.leading == owner.leading + 4"])
    }

    @Test func aHeaderFooterViewSubclassLaysOutItsContentViewLikeACell() {
        let run = Self.run([
            (
                "SectionHeader.swift",
                """
                final class SectionHeader: UITableViewHeaderFooterView {
                    private let title = UILabel()
                    override init(reuseIdentifier: String?) {
                        super.init(reuseIdentifier: reuseIdentifier)
                        contentView.addSubview(title)
                        NSLayoutConstraint.activate([
                            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                            title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        ])
                    }
                }
                """
            )
        ])
        let screen = run.components.first { $0.name == "SectionHeader" }
        #expect(screen?.document.body != nil)
        if case .screen(let root)? = screen?.document { #expect(root.root == .cell) }
        #expect(Self.lines("SectionHeader", in: run) == ["title.leading == owner.leading + 16", "title.centerY == owner.centerY"])
        #expect(Self.report("SectionHeader.swift", in: run)?.skipped.isEmpty == true)
    }

    /// The base cell in one file declares the container; the subclass in another constrains into it.
    static let baseCell = """
        class BaseCell: UITableViewCell {
            lazy var containerView: UIView = {
                let view = UIView()
                contentView.addSubview(view)
                view.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(8)
                }
                return view
            }()
        }
        """

    @Test func aSubclassInAnotherFileLaysOutItsSuperclassesViewsToo() throws {
        let run = Self.run([
            ("BaseCell.swift", Self.baseCell),
            (
                "EpisodeCell.swift",
                """
                final class EpisodeCell: BaseCell {
                    let title = UILabel()
                    func setup() {
                        containerView.addSubview(title)
                        title.snp.makeConstraints { make in
                            make.top.leading.equalTo(containerView)
                        }
                    }
                }
                """
            ),
        ])
        let lines = Self.lines("EpisodeCell", in: run)
        #expect(lines.contains("title.top == containerView.top"))
        #expect(lines.contains("title.leading == containerView.leading"))
        // The superclass's layout is the subclass's too (`view` in the closure is `containerView`).
        #expect(lines.contains("containerView.edges == owner.edges + 8"))
        // Counted once, in the file that writes it.
        let episode = try #require(Self.report("EpisodeCell.swift", in: run))
        #expect(episode.constraintsFound == 1 && episode.constraintsImported == 1)
        #expect(Self.report("BaseCell.swift", in: run)?.constraintsImported == 1)
    }

    @Test func anExtensionInAnotherFileIsPartOfItsType() throws {
        let run = Self.run([
            (
                "PodcastListViewController.swift",
                """
                class PodcastListViewController: UIViewController {
                    var searchController: PCSearchBarController!
                }
                """
            ),
            (
                "PodcastListViewController+Search.swift",
                """
                extension PodcastListViewController {
                    func setupSearchBar() {
                        view.addSubview(searchController.view)
                        NSLayoutConstraint.activate([
                            searchController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            searchController.view.heightAnchor.constraint(equalToConstant: 60),
                            searchController.view.topAnchor.constraint(equalTo: missing.bottomAnchor),
                        ])
                    }
                }
                """
            ),
        ])
        let lines = Self.lines("PodcastListViewController", in: run)
        #expect(lines == ["searchController.leading == owner.leading", "searchController.height == 60"])
        let report = try #require(Self.report("PodcastListViewController.swift", in: run))
        #expect(report.constraintsFound == 3 && report.constraintsImported == 2)
        // What was skipped names the file and line it is written on.
        let skipped = try #require(report.skipped.first)
        #expect(skipped.line == nil)
        #expect(skipped.construct.hasPrefix("PodcastListViewController+Search.swift:7:"))
    }

    @Test func helperExtensionCallsExpandIntoTheConstraintsTheirBodiesMake() throws {
        let run = Self.run([
            (
                "UIViewExtension.swift",
                """
                public extension UIView {
                    func anchorToAllSidesOf(view: UIView?, padding: CGFloat = 0) {
                        guard let view = view else { return }
                        translatesAutoresizingMaskIntoConstraints = false
                        NSLayoutConstraint.activate([
                            leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: padding),
                            trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -padding),
                            bottomAnchor.constraint(equalTo: view.bottomAnchor),
                            topAnchor.constraint(equalTo: view.topAnchor),
                        ])
                    }
                    func fillSuperview() {
                        guard let superview = superview else { return }
                        snp.makeConstraints { make in make.edges.equalTo(superview) }
                    }
                }
                """
            ),
            (
                "PlayerView.swift",
                """
                final class PlayerView: UIView {
                    let artwork = UIImageView()
                    let shelf = UIView()
                    func setup() {
                        addSubview(artwork)
                        addSubview(shelf)
                        artwork.anchorToAllSidesOf(view: self, padding: 12)
                        shelf.fillSuperview()
                    }
                }
                """
            ),
        ])
        let lines = Self.lines("PlayerView", in: run)
        #expect(lines.contains("artwork.leading == owner.leading + 12"))
        #expect(lines.contains("artwork.trailing == owner.trailing - 12"))
        #expect(lines.contains("artwork.top == owner.top"))
        #expect(lines.contains("shelf.edges == owner.edges"))
        let report = try #require(Self.report("PlayerView.swift", in: run))
        #expect(report.constraintsImported == 5 && report.skipped.isEmpty)
    }

    @Test func aClassWithOutletsAndNoLayoutCodeMakesNoComponent() throws {
        let run = Self.run([
            (
                "ProfileCell.swift",
                """
                class ProfileCell: UITableViewCell {
                    @IBOutlet weak var nameLabel: UILabel!
                    @IBOutlet var avatar: UIImageView!
                    func populate(name: String) { nameLabel.text = name }
                }
                class CountedCell: UITableViewCell {
                    @IBOutlet weak var countLabel: UILabel!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        countLabel.widthAnchor.constraint(equalToConstant: 40).isActive = true
                    }
                }
                """
            )
        ])
        #expect(run.components.map(\.name) == ["CountedCell"])
        let file = try #require(run.files.first)
        let note = try #require(file.report.notes.first { $0.construct == "class ProfileCell" })
        #expect(note.reason.contains("'avatar', 'nameLabel'"))
        // A class with outlets and code keeps its draft, marked with its outlets (for the xib merge).
        #expect(run.files.flatMap(\.pending).isEmpty)
        #expect(run.components.first?.document.body?.constraints.map(LayoutPrinter.constraintText) == ["countLabel.width == 40"])
    }

    @Test func theOutletsOfATypeAreMarkedOnItsPendingDraft() {
        var namer = ComponentNamer()
        var index = SwiftTypeIndex()
        let source = """
            class CountedCell: UITableViewCell {
                @IBOutlet weak var countLabel: UILabel!
                override func awakeFromNib() { countLabel.widthAnchor.constraint(equalToConstant: 40).isActive = true }
            }
            """
        index.add(source: source, path: "CountedCell.swift")
        let file = SwiftSourceImporter.importSource(source, path: "CountedCell.swift", namer: &namer, index: index)
        #expect(file.pending.first?.typeName == "CountedCell")
        #expect(file.pending.first?.outlets == ["countLabel": "UILabel"])
    }

    @Test func customSubclassesGetTheirUIKitBase() {
        let run = Self.run(
            [
                ("ThemeableTable.swift", "class ThemeableTable: UITableView {}\nclass TabsView: UIStackView {}"),
                (
                    "ListView.swift",
                    """
                    final class ListView: UIView {
                        let table = ThemeableTable()
                        let tabs = TabsView()
                        let label = ThemedLabel()
                        func setup() {
                            addSubview(table)
                            addSubview(tabs)
                            addSubview(label)
                        }
                    }
                    """
                ),
            ], classes: ["ThemedLabel": "UILabel"])
        let items = run.components.first { $0.name == "ListView" }?.document.body?.items ?? []
        var views: [String: ViewItem] = [:]
        var stacks: Set<String> = []
        for item in items {
            if case .view(let view) = item { views[view.name] = view }
            if case .stack(let stack) = item { stacks.insert(stack.view.name) }
        }
        #expect(views["table"]?.baseClass == "UITableView")
        #expect(views["table"]?.isScrollView == true)
        #expect(views["label"]?.baseClass == "UILabel")
        #expect(stacks == ["tabs"])
    }

    @Test func localViewsAndParametersAddedAsSubviewsAreViews() {
        let run = Self.run([
            (
                "BannerCell.swift",
                """
                class BannerCell: UITableViewCell {
                    func setUp(viewModel: Model) {
                        let bannerView = BannerView(viewModel: viewModel).themedUIView
                        contentView.addSubview(bannerView)
                        NSLayoutConstraint.activate([bannerView.topAnchor.constraint(equalTo: contentView.topAnchor)])
                    }
                    func place(animation: LottieAnimationView) {
                        contentView.addSubview(animation)
                        animation.centerXAnchor.constraint(equalTo: contentView.centerXAnchor).isActive = true
                    }
                }
                """
            )
        ])
        #expect(Self.lines("BannerCell", in: run) == ["bannerView.top == owner.top", "animation.centerX == owner.centerX"])
    }

    @Test func selfViewInsideAPropertyClosureIsTheControllersView() {
        let run = Self.run([
            (
                "ViewController.swift",
                """
                class ViewController: UIViewController {
                    lazy var contentView: UIView = {
                        let view = UIView()
                        self.view.addSubview(view)
                        view.snp.makeConstraints { (make) in
                            make.edges.equalTo(self.view.safeAreaLayoutGuide)
                        }
                        return view
                    }()
                }
                """
            )
        ])
        #expect(Self.lines("ViewController", in: run) == ["contentView.edges == owner.safeArea.edges"])
    }
}

@Suite struct SwiftContainerConstraintTests {
    @Test func aRootPinnedToItsSuperviewIsListedWithWhy() throws {
        let run = Importer.run(swiftSources: [
            (
                path: "FloatingView.swift",
                text: """
                final class FloatingView: UIView {
                    let label = UILabel()
                    override func didMoveToSuperview() {
                        guard let superview = superview else { return }
                        addSubview(label)
                        NSLayoutConstraint.activate([
                            label.centerXAnchor.constraint(equalTo: centerXAnchor),
                            bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -20),
                            self.superview!.trailingAnchor.constraint(equalTo: trailingAnchor),
                        ])
                    }
                }
                """
            )
        ])
        let report = try #require(run.files.first?.report)
        #expect(report.constraintsFound == 3 && report.constraintsImported == 1)
        #expect(report.skipped.map(\.line) == [8, 9])
        #expect(report.skipped.allSatisfy { $0.reason.contains("the container the component's root is placed in") })
    }

    @Test func aHelperMethodIsNotedInTheFileThatDefinesIt() throws {
        let run = Importer.run(swiftSources: [
            (
                path: "UIView+Pin.swift",
                text: """
                extension UIView {
                    func pin(to other: UIView, insets: UIEdgeInsets = .zero) {
                        leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left).isActive = true
                    }
                    func unrelated() { alpha = 0 }
                }
                """
            )
        ])
        let notes = try #require(run.files.first?.report.notes)
        #expect(notes.map(\.construct) == ["func pin(to:insets:)"])
        #expect(notes.first?.line == 2)
    }
}

@Suite struct SwiftChildControllerTests {
    @Test func theViewOfALocalChildControllerIsAViewOfTheScreen() {
        let run = Importer.run(swiftSources: [
            (
                path: "ContainerContentView.swift",
                text: """
                final class ContainerContentView: UIView {
                    func embed(_ configuration: Configuration) {
                        let viewController = configuration.makeViewController()
                        addSubview(viewController.view)
                        NSLayoutConstraint.activate([
                            viewController.view.topAnchor.constraint(equalTo: topAnchor),
                            viewController.view.bottomAnchor.constraint(equalTo: bottomAnchor),
                        ])
                    }
                }
                """
            )
        ])
        let lines = Set(run.components.first?.document.body?.constraints.map(LayoutPrinter.constraintText) ?? [])
        #expect(lines == ["viewController.top == owner.top", "viewController.bottom == owner.bottom"])
    }
}
