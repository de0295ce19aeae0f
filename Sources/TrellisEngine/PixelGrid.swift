import TrellisModel

/// Views' frames on the device's pixel grid, as UIKit sets them from Auto Layout's values.
///
/// UIKit cannot place a view between pixels: the frame it gives a view from the engine's
/// values has each edge rounded to the nearest 1/scale point, and its width and height are
/// the distance between those rounded edges (so views that touch in the engine still touch
/// on screen). Observed on devices and in Interface Builder's recorded frames: at 2x
/// 950.25 → 950.5 and 950.2 → 950, a 173.25-wide view 173.5 (173.333 at 3x), a label
/// centred at y 17.75 in a 50-point view recorded at 18
/// (https://stackoverflow.com/questions/19292574 "Auto Layout abhors misaligned views",
/// https://stackoverflow.com/questions/63747471). The edges are rounded in the superview's
/// coordinates, where UIKit sets `frame`: a view's position is its superview's rounded
/// position plus its own rounded offset.
///
/// Only views are rounded; layout guides keep the engine's values (a guide's `layoutFrame`
/// is not a view's frame). An environment without a scale (an explicit `--size`) is not
/// rounded.
enum _PixelGrid {
    /// `value` to the nearest 1/scale point, halves away from zero (C's `round`).
    static func rounded(_ value: Double, scale: Double) -> Double {
        let result = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        return result == 0 ? 0 : Rect.snap(result)
    }

    /// `rect`'s edges rounded relative to `origin` (its superview's exact position), placed
    /// at `alignedOrigin` (the superview's rounded position).
    static func aligned(_ rect: Rect, origin: (x: Double, y: Double), alignedOrigin: (x: Double, y: Double), scale: Double) -> Rect {
        let minX = rounded(rect.minX - origin.x, scale: scale), maxX = rounded(rect.maxX - origin.x, scale: scale)
        let minY = rounded(rect.minY - origin.y, scale: scale), maxY = rounded(rect.maxY - origin.y, scale: scale)
        return Rect(
            x: Rect.snap(alignedOrigin.x + minX), y: Rect.snap(alignedOrigin.y + minY),
            width: Rect.snap(maxX - minX), height: Rect.snap(maxY - minY)
        )
    }
}

extension LayoutSession {
    /// `exact` (every item's frame in the root's coordinates) with views on the pixel grid
    /// of the environment's scale; unchanged when the environment has none.
    func pixelAligned(_ exact: [Rect]) -> [Rect] {
        guard let scale = environment.scale, scale > 0 else { return exact }
        var aligned = [Rect?](repeating: nil, count: exact.count)
        func align(_ id: Int) -> Rect {
            if let done = aligned[id] { return done }
            let item = component.items[id]
            var result = exact[id]
            if item.isView {
                if let parent = item.parent, component.items[parent].isView {
                    let parentRect = align(parent)
                    result = _PixelGrid.aligned(
                        exact[id], origin: (exact[parent].x, exact[parent].y), alignedOrigin: (parentRect.x, parentRect.y), scale: scale)
                } else {
                    result = _PixelGrid.aligned(exact[id], origin: (0, 0), alignedOrigin: (0, 0), scale: scale)
                }
            }
            aligned[id] = result
            return result
        }
        return exact.indices.map(align)
    }
}
