import TrellisModel

/// The layout margins UIKit gives a table view cell's content view, which Interface Builder
/// simulates for a cell xib or prototype: 11 points top and bottom and, at the sides, the
/// table's margins, which follow the view controller's `systemMinimumLayoutMargins` — 16
/// in a table narrower than 414 points, 20 from 414 up and in regular width (iPad).
/// A collection view cell's content view keeps UIView's 8 on every side.
///
/// IB's recorded frames in real apps show the same: a label on the content view's
/// `leadingMargin` of a 320-wide cell sits at x 16, one on its `topMargin` at y 11
/// (older documents of some projects show 15 at the sides, iOS 10's separator inset,
/// which follows the project's deployment target, something a xib does not say).
enum IBCellMargins {
    static func tableCellContentView(width: Double?, device: IBDevice?) -> DirectionalInsets {
        let wide = (width ?? 320) >= 414 || device?.device.family == .tablet
        let side: Double = wide ? 20 : 16
        return DirectionalInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }
}
