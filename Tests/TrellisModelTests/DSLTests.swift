import Testing
@testable import TrellisModel

@Suite struct DSLTests {
    let label = LayoutItem("label")
    let button = LayoutItem("button")
    let view = LayoutItem.owner

    @Test func layoutBlockBuildsTheConstraintsItSays() {
        let constraints = label.layout {
            $0.top == button.bottom + 20; $0.leading == button.leading; $0.width <= view.width - 40
        }
        #expect(
            constraints == [
                LayoutConstraint(Anchor("label", .top), .equal, Anchor("button", .bottom), constant: 20),
                LayoutConstraint(Anchor("label", .leading), .equal, Anchor("button", .leading)),
                LayoutConstraint(Anchor("label", .width), .lessThanOrEqual, Anchor("owner", .width), constant: -40),
            ])
    }

    @Test func multipliersPrioritiesIdentifiersAndParameters() {
        let constraints = label.layout {
            ($0.width <= view.width * 0.5 - 40).priority(.high)
            ($0.height == view.height / 3).identifier("third")
            $0.top == LayoutItem.selfItem.top + param("inset") + 4
            ($0.width >= 10).priority(251)
        }
        #expect(constraints[0].multiplier == 0.5)
        #expect(constraints[0].constant == ConstantExpression(-40))
        #expect(constraints[0].priority == .high)
        #expect(constraints[1].multiplier == 1.0 / 3.0)
        #expect(constraints[1].key == ConstraintKey.identifier("third"))
        #expect(constraints[2].constant.normalized == ConstantExpression(4, terms: [.init("inset")]))
        #expect(constraints[3].second == nil)
        #expect(constraints[3].priority == Priority(251))
    }

    @Test func compositesExpandInAFixedOrderWithInsetSigns() {
        let edges = label.layout { $0.edges == view.safeArea.edges + 8 }
        let singles = edges.flatMap { $0.expanded() }
        #expect(singles.map(\.first.attribute) == [LayoutAttribute.top, .leading, .bottom, .trailing])
        #expect(singles.map { $0.second?.attribute } == [LayoutAttribute.top, .leading, .bottom, .trailing])
        #expect(singles.map { $0.second?.item.description } == Array(repeating: "owner.safeArea", count: 4))
        #expect(singles.map(\.constant.value) == [8.0, 8, -8, -8])
    }

    @Test func bodyBuilderCollectsItemsApplicationsAndConstraints() {
        let container = Container("UserAvatarContainer", parameters: [Parameter("badgeSize", defaultValue: 30)]) {
            ViewItem(name: "avatar", className: "UIImageView")
            ViewItem(name: "vip", className: "UIImageView")
            LayoutItem("avatar").layout { $0.edges == LayoutItem.selfItem.edges }
            LayoutItem("vip").layout {
                $0.size == param("badgeSize")
                $0.top == LayoutItem.selfItem.top
                $0.trailing == LayoutItem.selfItem.trailing
            }
        }
        #expect(container.body.items.map { $0.name } == ["avatar", "vip"])
        #expect(container.body.constraints.count == 4)
        #expect(LayoutDocument.container(container).dependencies.isEmpty)
    }
}

@Suite struct DSLDoubleVariableTests {
    @Test func doubleVariablesWorkAsConstants() {
        let badge: Double = 30
        let constraints = LayoutItem("vip").layout {
            $0.width == badge; $0.top == LayoutItem.selfItem.top + badge / 2
        }
        #expect(constraints[0].constant == ConstantExpression(30))
        #expect(constraints[1].constant == ConstantExpression(15))
    }
}
