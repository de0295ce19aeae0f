import Testing
import TrellisModel
@testable import TrellisImport

/// Locals as Swift scopes them (issue 32 item 5): a local belongs to the block that declares
/// it, so two methods' `actionView`s are two views, and a local inside one property's closure
/// is not the type's property of the same name.
@Suite struct SwiftLocalScopeTests {
    static func run(_ path: String, _ text: String) -> ImportRun {
        Importer.run(swiftSources: [(path: path, text: text)])
    }

    static func component(_ name: String, in run: ImportRun) -> LayoutBody? {
        run.components.first { $0.name == name }?.document.body
    }

    static func lines(_ name: String, in run: ImportRun) -> Set<String> {
        Set(component(name, in: run)?.constraints.map(LayoutPrinter.constraintText) ?? [])
    }

    static func arranged(_ stack: String, in body: LayoutBody?) -> [String]? {
        for item in body?.items ?? [] {
            if case .stack(let found) = item, found.view.name == stack { return found.arranged }
        }
        return nil
    }

    @Test func localsOfOneNameInTwoMethodsAreTwoViews() throws {
        let run = Self.run(
            "PickerController.swift",
            """
            final class PickerController: UIViewController {
                private var stackView: UIStackView!

                func setup() {
                    stackView = UIStackView()
                    stackView.axis = .vertical
                    view.addSubview(stackView)
                    NSLayoutConstraint.activate([
                        stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        stackView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                }

                func addAction(title: String) {
                    let actionView = UIButton()
                    stackView.addArrangedSubview(actionView)
                    actionView.heightAnchor.constraint(equalToConstant: 72).isActive = true
                }

                func addDescriptiveAction() {
                    let actionView = UILabel()
                    stackView.addArrangedSubview(actionView)
                    actionView.heightAnchor.constraint(equalToConstant: 90).isActive = true
                }
            }
            """)
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(Self.arranged("stackView", in: Self.component("PickerController", in: run)) == ["actionView", "actionView2"])
        #expect(
            Self.lines("PickerController", in: run) == [
                "stackView.leading == owner.leading", "stackView.trailing == owner.trailing", "stackView.bottom == owner.bottom",
                "actionView.height == 72", "actionView2.height == 90",
            ])
    }

    @Test func aLocalInAPropertysClosureIsNotTheTypesPropertyOfThatName() throws {
        let run = Self.run(
            "ProfileController.swift",
            """
            final class ProfileController: UIViewController {
                lazy var avatarView: UIImageView = {
                    let view = UIImageView()
                    return view
                }()

                lazy var detailLabel = UILabel()

                lazy var headerStack: UIStackView = {
                    let headerView = UIView()
                    headerView.addSubview(self.avatarView)
                    self.avatarView.snp.makeConstraints({ (make) in
                        make.top.left.bottom.equalToSuperview()
                        make.width.equalTo(100)
                    })
                    let subviews: [UIView] = [headerView, self.detailLabel]
                    let view = UIStackView(arrangedSubviews: subviews)
                    return view
                }()

                lazy var headerView: UIView = {
                    let view = UIView()
                    let stackView = UIStackView(arrangedSubviews: [self.headerStack])
                    view.addSubview(stackView)
                    stackView.snp.makeConstraints({ (make) in
                        make.edges.equalToSuperview().inset(16)
                    })
                    return view
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(headerView)
                    headerView.snp.makeConstraints { make in
                        make.top.left.right.equalToSuperview()
                    }
                }
            }
            """)
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        let body = Self.component("ProfileController", in: run)
        #expect(Self.arranged("headerStack", in: body) == ["headerView2", "detailLabel"])
        #expect(Self.arranged("stackView", in: body) == ["headerStack"])
        let lines = Self.lines("ProfileController", in: run)
        #expect(lines.contains("avatarView.top == headerView2.top"))
        #expect(lines.contains("avatarView.width == 100"))
        #expect(lines.contains("stackView.edges == headerView.edges + 16"))
        #expect(lines.contains("headerView.top == owner.top"))
    }

    @Test func aLocalStoredInAPropertyIsThatPropertysView() throws {
        let run = Self.run(
            "Panel.swift",
            """
            final class Panel: UIView {
                private var stack: UIStackView!

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    build()
                    pinBottom()
                }

                private func build() {
                    let stack = UIStackView()
                    addSubview(stack)
                    stack.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    self.stack = stack
                }

                private func pinBottom() {
                    stack.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
                }
            }
            """)
        let report = try #require(run.files.first?.report)
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        let body = try #require(Self.component("Panel", in: run))
        #expect(body.items.map(\.name) == ["stack"])
        #expect(Self.lines("Panel", in: run) == ["stack.top == owner.top", "stack.bottom == owner.bottom"])
    }
}
