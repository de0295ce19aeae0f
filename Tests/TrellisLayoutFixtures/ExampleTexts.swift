import TrellisModel

/// `.layout` texts in the style of the example library, valid together as one library:
/// the one home of the texts the test targets share (an avatar container, a cell that
/// uses it, a spec, a screen using both).
public enum ExampleTexts {
    /// The avatar container with a VIP badge at its top-trailing corner, `badge` points
    /// square, with no comment and no final line break (`avatar()` is the library's).
    public static func avatar(badge: Int = 30, named name: String = "UserAvatarContainer") -> String {
        """
        container \(name) {
            param badgeSize = \(badge)

            view avatar: UIImageView
            view vip: UIImageView

            avatar.edges == self.edges
            vip.size == badgeSize
            vip.top == self.top
            vip.trailing == self.trailing
        }
        """
    }

    /// The avatar container as its file reads: a comment above it, a line break after it.
    public static let userAvatar = "// UserAvatarContainer.layout — an avatar with a VIP badge at its top-trailing corner.\n" + avatar() + "\n"

    /// A cell holding the avatar container, 12 from the leading edge, 100×100 (no final line break).
    public static let listCell = """
        screen ListCell {
            height 120

            use avatar: UserAvatarContainer

            avatar.leading == owner.leading + 12
            avatar.size == 100
            avatar.centerY == owner.centerY
        }
        """

    public static let clipRecordPanel = """
        // The seed's ClipRecordPanelLayout: a panel pinned to the bottom of its super view.
        spec ClipRecordPanelLayout {
            ref superView
            param panelHeight
            param bottomOffset?
            param inset = 0

            make {
                self.leading == superView.leading + inset
                self.trailing == superView.trailing - inset
                // Sits on the bottom edge unless an offset is given.
                self.bottom == superView.bottom - bottomOffset
                self.height == panelHeight
            }

            update {
                self.bottom == superView.bottom - bottomOffset - 8
            }
        }

        """

    public static let profileScreen = """
        // A profile screen: avatar, name and a record panel.
        screen ProfileScreen {
            param gap = 12
            height 640

            use avatar: UserAvatarContainer(badgeSize: 36)
            // The name sits under the avatar.
            view name: UILabel {
                intrinsic 120 x 20
                hugging h high v 251
                compression 800
                baselines 16 4
            }
            view panel: UIView {
                margins 8 16 8 16
            }
            view list: UITableView
            guide spacer in panel
            stack buttons: horizontal in panel {
                arranged like, share
                distribution fillEqually
                alignment center
                spacing 8
            }
            view like: UIButton
            view share: UIButton {
                hidden
            }

            apply ClipRecordPanelLayout(superView: owner, panelHeight: 120, bottomOffset: gap) to panel

            avatar.top == owner.safeArea.top + gap
            avatar.centerX == owner.centerX
            avatar.width == 80
            avatar.height == avatar.width
            avatar.vip.width <= 40 @high
            name.top == avatar.bottom + 2 * gap - 4
            name.centerX == avatar.centerX
            name.width <= owner.width * 0.8 @high + 1 as "nameWidth"
            name.width >= owner.width / 3 @low
            buttons.edges == panel.margins.edges
            spacer.height == 10
            list.top == name.bottom + gap
            list.horizontalEdges == owner.horizontalEdges
            list.bottom == panel.top
            list.contentGuide.width == list.frameGuide.width
            panel.bottom <= owner.keyboard.top
        }

        """

    public static let all = [userAvatar, clipRecordPanel, profileScreen]

    public static var library: LayoutLibrary { LayoutLibrary(documents(all, prefix: "Example")) }

    /// The documents of `texts`, each of which must parse (a test's own fixture that does
    /// not is a mistake in the test: it stops with the diagnostics). Files are named
    /// `PREFIX0.layout`, `PREFIX1.layout`, … in the order given.
    public static func documents(_ texts: [String], prefix: String = "T") -> [LayoutDocument] {
        texts.enumerated().map { index, text in
            let result = LayoutParser.parse(text, file: "\(prefix)\(index).layout")
            guard let document = result.document else { preconditionFailure("fixture \(prefix)\(index) does not parse: \(result.diagnostics)") }
            return document
        }
    }
}
