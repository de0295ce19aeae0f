import TrellisModel
import TrellisTestSupport

/// Components written with states (issue 33), in the forms apps use them: the seed's
/// record panel pinned to the bottom that moves up (`ClipRecordPanelLayout`'s
/// `layoutUpdater`), and a table cell that expands to show its details.
public enum StateExamples {
    public static let panel = """
        // A record panel pinned to the bottom of the screen, as the seed's ClipRecordPanelLayout.
        screen ClipRecordScreen {
            param panelHeight = 120

            view content: UIView
            view panel: UIView
            view hint: UILabel in panel {
                text "Hold to record"
            }

            content.top == owner.safeArea.top
            content.horizontalEdges == owner.horizontalEdges
            content.bottom == panel.top
            panel.horizontalEdges == owner.horizontalEdges
            panel.height == panelHeight as "panelHeight"
            panel.bottom == owner.bottom as "panelBottom"
            hint.center == panel.center

            // The panel grows to show more controls; the hint goes.
            state expanded {
                change "panelHeight" = 320
                hide hint
            }
            // The keyboard is up: the panel sits on it (the seed's layoutUpdater with bottomOffset).
            state keyboard(bottomOffset = 336) {
                change "panelBottom" = -bottomOffset
            }
        }

        """

    public static let cell = """
        // An order cell that expands to show its details.
        screen OrderCell {
            height auto
            root cell

            view title: UILabel {
                text "Order #1042"
            }
            view chevron: UIImageView {
                intrinsic 16 x 16
            }
            view details: UILabel {
                hidden
                text 140
                lines 0
            }

            title.top == owner.margins.top
            title.leading == owner.margins.leading
            title.trailing <= chevron.leading - 8
            chevron.trailing == owner.margins.trailing
            chevron.centerY == title.centerY
            details.top == title.bottom as "detailsTop"
            details.horizontalEdges == owner.margins.horizontalEdges
            details.height == 0 as "collapsed"
            details.bottom == owner.margins.bottom

            state expanded {
                remove "collapsed"
                change "detailsTop" = 8
                show details
            }
        }

        """
}

/// Random states for a random component: every statement kind, parameters with and
/// without values, comments anywhere.
extension DocumentGenerator {
    public static let stateNames = ["expanded", "keyboard", "editing", "collapsed", "in", "view", "state2"]
    public static let constraintNames = ["panelBottom", "pin", "pin.top", "a b", "ünï-code.1", "", "x'y"]

    public mutating func states() -> [LayoutState] {
        (0..<random.int(0...3)).map { _ in state() }
    }

    public mutating func state() -> LayoutState {
        var state = LayoutState(name: random.pick(Self.stateNames))
        state.parameters = (0..<random.int(0...2)).map { _ in
            var parameter = Parameter(random.pick(["height", "offset", "k2"]), defaultValue: random.chance(0.6) ? number() : nil)
            parameter.comments = []
            return parameter
        }
        state.constraints = (0..<random.int(0...3)).map { _ in constraint() }
        state.removals = (0..<random.int(0...2)).map { _ in
            var removal = StateTarget(random.pick(Self.constraintNames))
            removal.comments = comments()
            return removal
        }
        state.changes = (0..<random.int(0...2)).map { _ in
            var change = ConstraintChange(random.pick(Self.constraintNames))
            switch random.int(0...2) {
            case 0: change.constant = constant()
            case 1: change.priority = priority()
            default:
                change.constant = constant()
                change.priority = priority()
            }
            change.comments = comments()
            return change
        }
        state.visibility = (0..<random.int(0...2)).map { _ in
            var visibility = VisibilityChange(random.pick(Self.itemNames), isHidden: random.chance(0.5))
            visibility.comments = comments()
            return visibility
        }
        state.comments = comments()
        state.trailingComments = comments()
        return state
    }

    /// A container or screen (a spec has no states) with random states.
    public mutating func documentWithStates() -> LayoutDocument {
        while true {
            switch document() {
            case .container(var container):
                container.body.states = states()
                return .container(container)
            case .screen(var screen):
                screen.body.states = states()
                return .screen(screen)
            case .spec:
                continue
            }
        }
    }
}
