/// The seed's panel with states (the same texts as TrellisLayoutFixtures' `SpecStateExamples`,
/// which this target does not link): `ClipRecordPanelLayout` with `state raised` and `state tall`,
/// and a screen that applies it.
enum SpecStateTexts {
    static let panel = """
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

    static let screen = """
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
