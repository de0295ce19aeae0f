// The solver suite's "screen-sized" group: whole small layouts of 20, 50, 100 and 300
// constraints, shaped like the cells and forms real screens are made of, each built from an empty
// solver, solved, and every frame read. Generated once per run from the seed (solver-neutral
// `ConstraintSpec`s, like the other workloads) so kiwi_bench.py lays out the same screens.

extension SolverBenchConfig {
    /// One screen: a root view of a phone's size and a stack of rows, `constraints.count` in all.
    ///
    /// Rows, as Auto Layout writes them (a view is left/top/width/height):
    /// - a table cell (22 constraints): row view pinned to the root, image 40×40 centred
    ///   vertically, title and subtitle labels with intrinsic widths (compression resistance
    ///   p750, hugging p250) that must fit before the trailing margin, row height ≥ 44 and
    ///   preferred 44 (weak), pushed by its content;
    /// - a form row (11): label (intrinsic width, hugging/compression) and a field filling the
    ///   rest, centred on the label, field width ≥ 80 and preferred 250 (weak);
    /// - a separator (4): hairline under the previous row.
    /// The last row's bottom stays 20 above the root's bottom at p500 (a long form overflows).
    /// Every variable has one optimal value, so both solvers' frames can be compared.
    struct Screen: Codable, Sendable {
        var target: Int
        var variableNames: [String]
        var constraints: [ConstraintSpec]
        /// How many times one repeat lays the screen out (build + solve + frames each time).
        var layouts: Int
    }

    static let screenSizes = [20, 50, 100, 300]

    static func makeScreen(target: Int, layouts: Int, rng: inout SplitMix64) -> Screen {
        var names: [String] = []
        func v(_ name: String) -> Int { names.append(name); return names.count - 1 }
        var cns: [ConstraintSpec] = []
        let rootL = v("root.left"), rootT = v("root.top"), rootW = v("root.width"), rootH = v("root.height")
        cns.append(ConstraintSpec([(rootL, 1)], 0, "=="))
        cns.append(ConstraintSpec([(rootT, 1)], 0, "=="))
        cns.append(ConstraintSpec([(rootW, 1)], -390, "=="))
        cns.append(ConstraintSpec([(rootH, 1)], -844, "=="))
        // `bottom`: the terms of the previous row's bottom edge (safe area top to start with).
        var bottom: [(Int, Double)] = [(rootT, 1)]
        var bottomConstant = 47.0
        var row = 0
        /// left == root.left + inset, and right == root.right - inset (or ≤ when `fits`).
        func pinned(_ l: Int, _ w: Int, leading: Double, trailing: Double) {
            cns.append(ConstraintSpec([(l, 1), (rootL, -1)], -leading, "=="))
            cns.append(ConstraintSpec([(l, 1), (w, 1), (rootL, -1), (rootW, -1)], trailing, "=="))
        }
        /// top == previous bottom + gap
        func below(_ t: Int, gap: Double) {
            cns.append(ConstraintSpec([(t, 1)] + bottom.map { ($0.0, -$0.1) }, -(bottomConstant + gap), "=="))
        }
        /// A label's intrinsic width: compression resistance (p750) and hugging (p250).
        func intrinsic(_ w: Int, _ size: Double) {
            cns.append(ConstraintSpec([(w, 1)], -size, ">=", "p750"))
            cns.append(ConstraintSpec([(w, 1)], -size, "<=", "p250"))
        }
        while target - cns.count >= 5 {  // room for a separator and the bottom
            let room = target - cns.count - 1  // keep one for the bottom constraint
            let r = "row\(row)."
            row += 1
            if room >= 22 && (room < 33 || rng.int(0...1) == 0) {
                let rl = v(r + "left"), rt = v(r + "top"), rw = v(r + "width"), rh = v(r + "height")
                let il = v(r + "image.left"), it = v(r + "image.top"), iw = v(r + "image.width"), ih = v(r + "image.height")
                let tl = v(r + "title.left"), tt = v(r + "title.top"), tw = v(r + "title.width"), th = v(r + "title.height")
                let sl = v(r + "subtitle.left"), st = v(r + "subtitle.top"), sw = v(r + "subtitle.width"), sh = v(r + "subtitle.height")
                pinned(rl, rw, leading: 0, trailing: 0)
                below(rt, gap: 0)
                cns.append(ConstraintSpec([(rh, 1)], -44, ">="))
                cns.append(ConstraintSpec([(rh, 1)], -44, "==", "weak"))
                cns.append(ConstraintSpec([(il, 1), (rl, -1)], -16, "=="))
                cns.append(ConstraintSpec([(iw, 1)], -40, "=="))
                cns.append(ConstraintSpec([(ih, 1)], -40, "=="))
                cns.append(ConstraintSpec([(it, 1), (ih, 0.5), (rt, -1), (rh, -0.5)], 0, "=="))
                cns.append(ConstraintSpec([(it, 1), (rt, -1)], -8, ">="))
                cns.append(ConstraintSpec([(tl, 1), (il, -1), (iw, -1)], -12, "=="))
                cns.append(ConstraintSpec([(tt, 1), (rt, -1)], -8, "=="))
                cns.append(ConstraintSpec([(th, 1)], -20, "=="))
                intrinsic(tw, rng.discrete(60, 240, step: 1))
                cns.append(ConstraintSpec([(tl, 1), (tw, 1), (rl, -1), (rw, -1)], 16, "<="))
                cns.append(ConstraintSpec([(sl, 1), (tl, -1)], 0, "=="))
                cns.append(ConstraintSpec([(st, 1), (tt, -1), (th, -1)], -4, "=="))
                cns.append(ConstraintSpec([(sh, 1)], -16, "=="))
                intrinsic(sw, rng.discrete(40, 200, step: 1))
                cns.append(ConstraintSpec([(sl, 1), (sw, 1), (rl, -1), (rw, -1)], 16, "<="))
                cns.append(ConstraintSpec([(rt, 1), (rh, 1), (st, -1), (sh, -1)], -8, ">="))
                bottom = [(rt, 1), (rh, 1)]
                bottomConstant = 0
            } else if room >= 11 {
                let ll = v(r + "label.left"), lt = v(r + "label.top"), lw = v(r + "label.width"), lh = v(r + "label.height")
                let fl = v(r + "field.left"), ft = v(r + "field.top"), fw = v(r + "field.width"), fh = v(r + "field.height")
                cns.append(ConstraintSpec([(ll, 1), (rootL, -1)], -20, "=="))
                below(lt, gap: 12)
                intrinsic(lw, rng.discrete(50, 120, step: 1))
                cns.append(ConstraintSpec([(lh, 1)], -21, "=="))
                cns.append(ConstraintSpec([(fl, 1), (ll, -1), (lw, -1)], -8, "=="))
                cns.append(ConstraintSpec([(fl, 1), (fw, 1), (rootL, -1), (rootW, -1)], 20, "=="))
                cns.append(ConstraintSpec([(fw, 1)], -80, ">="))
                cns.append(ConstraintSpec([(fw, 1)], -250, "==", "weak"))
                cns.append(ConstraintSpec([(ft, 1), (fh, 0.5), (lt, -1), (lh, -0.5)], 0, "=="))
                cns.append(ConstraintSpec([(fh, 1)], -34, "=="))
                bottom = [(ft, 1), (fh, 1)]
                bottomConstant = 0
            } else {
                let xl = v(r + "separator.left"), xt = v(r + "separator.top")
                let xw = v(r + "separator.width"), xh = v(r + "separator.height")
                pinned(xl, xw, leading: 16, trailing: 0)
                below(xt, gap: 0)
                cns.append(ConstraintSpec([(xh, 1)], -0.5, "=="))
                bottom = [(xt, 1), (xh, 1)]
                bottomConstant = 0
            }
        }
        // The last row's bottom 20 above the root's bottom, giving way when the content is taller.
        cns.append(ConstraintSpec([(rootT, 1), (rootH, 1)] + bottom.map { ($0.0, -$0.1) }, -(bottomConstant + 20), ">=", "p500"))
        // Fill up to the exact count with harmless required bounds (a width is never negative).
        var k = 0
        while cns.count < target {
            cns.append(ConstraintSpec([(names.firstIndex { $0.hasSuffix(".width") } ?? rootW, 1)], Double(k), ">="))
            k += 1
        }
        return Screen(target: target, variableNames: names, constraints: cns, layouts: layouts)
    }

    /// The screens of a run: one per size, each laid out often enough to be timed reliably.
    static func makeScreens(quick: Bool, rng: inout SplitMix64) -> [Screen] {
        screenSizes.map { target in
            let layouts = max(20, (quick ? 8_000 : 40_000) / target)
            return makeScreen(target: target, layouts: layouts, rng: &rng)
        }
    }
}
