import Testing
import TrellisExport
import TrellisModel

/// The forms Swift code is written in: a view's margins through its `layoutMarginsGuide`,
/// SnapKit's `snp.makeConstraints` for screens and containers in the SnapKit style.
struct IdiomaticExportTests {
    static func export(_ texts: [String: String], _ name: String, style: ExportStyle = .anchors) throws -> String {
        let documents = try texts.map { file, text in try LayoutParser.parse(text, file: file).get() }
        return try SwiftExporter(library: LayoutLibrary(documents), style: style).export(name).contents
    }

    static let card = """
        screen Card {
            root cell
            view title: UILabel
            view badge: UIView
            guide spacer
            title.top == owner.topMargin
            title.leading == owner.margins.leading
            title.centerX == badge.centerXWithinMargins
            spacer.leadingMargin == badge.leading
            badge.width == title.width / 3 @low
            badge.height == 20
            owner.height >= badge.height + 16
        }
        """

    @Test func aViewsMarginAttributeIsItsLayoutMarginsGuidesAnchor() throws {
        let text = try Self.export(["Card.layout": Self.card], "Card")
        #expect(text.contains("title.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor)"))
        #expect(text.contains("title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor)"))
        #expect(text.contains("title.centerXAnchor.constraint(equalTo: badge.layoutMarginsGuide.centerXAnchor)"))
        // A guide has no margins guide: UIKit's attribute, as before.
        #expect(text.contains("NSLayoutConstraint(item: spacer, attribute: .leadingMargin, relatedBy: .equal, toItem: badge, attribute: .leading"))
        #expect(!text.contains("attribute: .topMargin"))
        // The `.layout` spelling stays in the identifier, which tells the two forms apart.
        #expect(text.contains(".identified(\"Card.layout:6 title.top == owner.topMargin\")"))
        #expect(text.contains(".identified(\"Card.layout:7 title.leading == owner.margins.leading\")"))
    }

    @Test func aUsedContainersViewsHaveMarginGuidesItsGuidesDoNot() throws {
        let avatar = "container Avatar {\n    view image: UIImageView\n    guide frame\n    image.edges == self.edges\n    frame.edges == self.edges\n}\n"
        let screen =
            "screen Row {\n    use avatar: Avatar\n    view name: UILabel\n    avatar.edges == owner.edges\n    name.top == avatar.image.topMargin\n    name.bottom == avatar.frame.bottomMargin\n}\n"
        let text = try Self.export(["Avatar.layout": avatar, "Row.layout": screen], "Row")
        #expect(text.contains("name.topAnchor.constraint(equalTo: avatar.image.layoutMarginsGuide.topAnchor)"))
        #expect(text.contains("NSLayoutConstraint(item: name, attribute: .bottom, relatedBy: .equal, toItem: avatar.frame, attribute: .bottomMargin"))
    }

    @Test func screensInSnapKitStyleMakeEachViewsConstraintsWithSnapKit() throws {
        let text = try Self.export(["Card.layout": Self.card], "Card", style: .snapkit)
        #expect(text.contains("import SnapKit\n"))
        #expect(
            text.contains(
                """
                        title.snp.makeConstraints { make in
                            make.top.equalTo(contentView.snp.topMargin).labeled("Card.layout:6 title.top == owner.topMargin")
                            make.leading.equalTo(contentView.layoutMarginsGuide.snp.leading).labeled("Card.layout:7 title.leading == owner.margins.leading")
                            make.centerX.equalTo(badge.snp.centerXWithinMargins).labeled("Card.layout:8 title.centerX == badge.centerXWithinMargins")
                        }
                        spacer.snp.makeConstraints { make in
                            make.leadingMargin.equalTo(badge.snp.leading).labeled("Card.layout:9 spacer.leadingMargin == badge.leading")
                        }
                        badge.snp.makeConstraints { make in
                            make.width.equalTo(title.snp.width).dividedBy(3).priority(.low).labeled("Card.layout:10 badge.width == title.width / 3 @low")
                            make.height.equalTo(20).labeled("Card.layout:11 badge.height == 20")
                        }

                """))
        // `makeConstraints` on the cell's content view would turn off its autoresizing mask.
        #expect(!text.contains("contentView.snp.makeConstraints"))
        #expect(
            text.contains(
                "NSLayoutConstraint.activate([\n            contentView.heightAnchor.constraint(greaterThanOrEqualTo: badge.heightAnchor, constant: 16)"))
    }

    @Test func containersInSnapKitStyleConstrainTheirGuideAndOptionalParametersUnderIfLet() throws {
        let badge = """
            container Badge {
                param gap?
                view dot: UIView
                self.width == dot.width
                dot.top == self.top + gap
                dot.leading == self.leading
            }
            """
        let text = try Self.export(["Badge.layout": badge], "Badge", style: .snapkit)
        #expect(text.contains("        self.snp.makeConstraints { make in\n            make.width.equalTo(dot.snp.width)"))
        #expect(text.contains("        dot.snp.makeConstraints { make in\n            make.leading.equalTo(self.snp.leading)"))
        #expect(
            text.contains("        if let gap {\n            dot.snp.makeConstraints { make in\n                make.top.equalTo(self.snp.top).offset(gap)"))
    }

    /// A parameter named `make` (the hostile-names corpus has one) is not hidden by the closure's.
    @Test func theMakerClosuresParameterHidesNoNameOfTheComponent() throws {
        let text = try Self.export(
            ["Gap.layout": "container Gap {\n    param make = 4\n    view dot: UIView\n    dot.top == self.top + make\n    dot.leading == self.leading\n}\n"],
            "Gap", style: .snapkit)
        #expect(text.contains("dot.snp.makeConstraints { make_ in\n            make_.top.equalTo(self.snp.top).offset(make)"))
    }
}
