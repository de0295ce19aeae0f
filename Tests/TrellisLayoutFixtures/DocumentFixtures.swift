import TrellisModel

/// Documents built with the DSL, for tests that want a model rather than a text: the
/// example library's avatar container, panel spec and profile screen (each with the knob
/// the tests turn), and small distinct containers by the hundred.
public enum DocumentFixtures {
    public static func avatar(badge: Double = 30, vipTop: Double = 0) -> LayoutDocument {
        .container(
            Container("UserAvatarContainer", parameters: [Parameter("badgeSize", defaultValue: badge)]) {
                ViewItem(name: "avatar", className: "UIImageView")
                ViewItem(name: "vip", className: "UIImageView")
                LayoutItem("avatar").layout { $0.edges == LayoutItem.selfItem.edges }
                LayoutItem("vip").layout {
                    $0.size == param("badgeSize")
                    $0.top == LayoutItem.selfItem.top + ConstantExpression(vipTop)
                    $0.trailing == LayoutItem.selfItem.trailing
                }
            })
    }

    public static let panelSpec = LayoutDocument.spec(
        Spec("ClipRecordPanelLayout", references: ["superView"], parameters: [Parameter("panelHeight")]) {
            $0.height == param("panelHeight")
            $0.horizontalEdges == LayoutItem("superView").horizontalEdges
        })

    public static func profile(inset: Double = 16) -> LayoutDocument {
        .screen(
            Screen("ProfileScreen") {
                ContainerUse(name: "avatar", container: "UserAvatarContainer", arguments: [LayoutArgument("badgeSize", .constant(36))])
                ViewItem(name: "panel")
                SpecApplication(
                    spec: "ClipRecordPanelLayout", target: "panel",
                    arguments: [
                        LayoutArgument("superView", .item("owner")), LayoutArgument("panelHeight", .constant(120)),
                    ])
                LayoutItem("avatar").layout { $0.top == LayoutItem.owner.safeArea.top + ConstantExpression(inset) }
            })
    }

    /// A simple generated container, distinct per index.
    public static func generated(_ index: Int, variant: Double = 0) -> LayoutDocument {
        .container(
            Container("Generated\(index)", parameters: [Parameter("inset", defaultValue: Double(index % 17) + variant)]) {
                ViewItem(name: "title", className: "UILabel")
                ViewItem(name: "icon", className: "UIImageView")
                LayoutItem("title").layout {
                    $0.leading == LayoutItem("icon").trailing + param("inset")
                    $0.centerY == LayoutItem.selfItem.centerY
                }
                LayoutItem("icon").layout {
                    $0.size == 24; $0.leading == LayoutItem.selfItem.leading
                }
            })
    }
}
