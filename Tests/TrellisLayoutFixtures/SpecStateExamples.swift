/// The seed's `ClipRecordPanelLayout` with states (issue 33): its `layoutUpdater` lifting the
/// panel by an offset becomes `state raised`, and a taller panel `state tall`; a screen
/// applies it as the seed's view controller does.
public enum SpecStateExamples {
    public static let panel = """
        // The seed's record panel: pinned to the bottom of a reference view.
        spec ClipRecordPanelLayout {
            ref superView
            param panelHeight
            param bottomOffset?

            make {
                self.bottom == superView.bottom as "bottom"
                self.left == superView.left
                self.right == superView.right
                self.height == panelHeight as "height"
            }

            update {
                self.bottom == superView.bottom - bottomOffset
            }

            // The keyboard is up: the panel sits on it.
            state raised(offset = 336) {
                change "bottom" = -offset
            }
            state tall {
                change "height" = 320
            }
        }

        """

    public static let screen = """
        screen ClipRecordScreen {
            view preview: UIView
            view panel: UIView

            apply ClipRecordPanelLayout(superView: owner, panelHeight: 160) to panel

            preview.top == owner.safeArea.top
            preview.horizontalEdges == owner.horizontalEdges
            preview.bottom == panel.top
        }

        """
}
