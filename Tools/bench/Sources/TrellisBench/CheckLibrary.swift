// The `check` suite's library: `screens` generated screens built from the relayout suite's
// 20 shared containers (RelayoutWorkloads.files), in the forms imported apps have — list
// cells, forms of label/field rows, profile headers with an avatar container, and button
// bars — of which `problems` carry one problem each, as real apps do: a view left without
// a vertical position, two labels side by side both hugging at 250, a container used
// without a position, or required widths that conflict through another anchor. Seeded (SplitMix64): the same
// files for the same seed. Foundation only, so it can be compiled on its own.

import Foundation

enum CheckLibrary {
    enum Flaw: CaseIterable {
        case noVerticalPosition, tiedLabels, unplacedContainer, conflictingWidths
    }

    struct File {
        var name: String
        var text: String
        var flaw: Flaw?
    }

    /// The containers and `screens` screens; the flawed ones spread evenly through the list.
    static func files(screens: Int, problems: Int, seed: UInt64) -> [File] {
        var rng = SplitMix64(seed: seed)
        var files = RelayoutWorkloads.files(cells: 0).map { File(name: $0.name, text: $0.text, flaw: nil) }
        let stride = max(1, screens / max(1, problems))
        for i in 0..<screens {
            let flawed = i % stride == stride / 2 && i / stride < problems
            // The kind of screen follows i % 4: the flaw turns with i / stride so that each
            // flaw falls on each kind of screen.
            let k = i / stride
            let flaw = flawed ? Flaw.allCases[(k + k / 4) % Flaw.allCases.count] : nil
            let name = "Screen" + String(format: "%04d", i)
            let text: String
            switch (i + i / stride) % 4 {
            case 0: text = cell(name, rng: &rng, flaw: flaw)
            case 1: text = form(name, rows: rng.int(3...6), rng: &rng, flaw: flaw)
            case 2: text = profile(name, rng: &rng, flaw: flaw)
            default: text = bar(name, rng: &rng, flaw: flaw)
            }
            files.append(File(name: name, text: text, flaw: flaw))
        }
        return files
    }

    static func container(_ rng: inout SplitMix64) -> String { RelayoutWorkloads.name(rng.int(0...(RelayoutWorkloads.containerCount - 1))) }

    /// A table cell: a container at the leading edge, a title and a subtitle beside it, a
    /// chevron at the trailing edge (with `tiedLabels`, a detail label beside the title).
    static func cell(_ name: String, rng: inout SplitMix64, flaw: Flaw?) -> String {
        let icon = container(&rng)
        var lines = [
            "lead.leading == owner.leading + 16",
            flaw == .unplacedContainer ? nil : "lead.centerY == owner.centerY",
            "lead.width == 40",
            "lead.height == 40",
            "title.leading == lead.trailing + 12",
            "title.top == owner.top + 10",
            "subtitle.leading == title.leading",
            flaw == .noVerticalPosition ? nil : "subtitle.top == title.bottom + 4",
            "chevron.trailing == owner.trailing - 16",
            "chevron.centerY == owner.centerY",
            "title.trailing <= chevron.leading - 8",
            "subtitle.trailing <= chevron.leading - 8",
        ].compactMap { $0 }
        // As wide as the icon (40) and 8 wide: a conflict only the solver sees (two widths of
        // one anchor are a validation error, which a commit refuses).
        if flaw == .conflictingWidths { lines.append("chevron.width == lead.width") }
        if flaw == .unplacedContainer { lines.removeAll { $0.hasPrefix("lead.leading") } }
        // A detail label between the title and the chevron, hugging at 250 as the title does:
        // nothing says which of the two takes the free width.
        var extra = ""
        if flaw == .tiedLabels {
            lines.removeAll { $0.hasPrefix("title.trailing") }
            lines += ["detail.leading == title.trailing + 8", "detail.trailing == chevron.leading - 8", "detail.centerY == title.centerY"]
            extra = "\n    view detail: UILabel {\n        intrinsic 60 x 20\n    }"
        }
        return """
            screen \(name) {
                height \(56 + rng.int(0...3) * 8)

                use lead: \(icon)
                view title: UILabel {
                    intrinsic \(rng.int(8...20) * 10) x 20
                }
                view subtitle: UILabel {
                    intrinsic \(rng.int(6...16) * 10) x 16
                }
                view chevron: UIImageView {
                    intrinsic 8 x 14
                }\(extra)

            \(body(lines))
                chevron.width == 8
            }

            """
    }

    /// A form: rows of a label and a text field, each row below the previous one.
    static func form(_ name: String, rows: Int, rng: inout SplitMix64, flaw: Flaw?) -> String {
        var views: [String] = []
        var lines: [String] = []
        let flawedRow = rows / 2
        for row in 0..<rows {
            let label = "label\(row)", field = "field\(row)"
            views.append("view \(label): UILabel {\n        intrinsic \(rng.int(5...12) * 10) x 20\n    }")
            views.append("view \(field): UITextField {\n        intrinsic none x 34\n    }")
            let above = row == 0 ? "owner.safeArea.top" : "field\(row - 1).bottom"
            lines.append("\(label).leading == owner.margins.leading")
            if !(flaw == .noVerticalPosition && row == flawedRow) { lines.append("\(label).centerY == \(field).centerY") }
            lines.append("\(field).top == \(above) + \(rng.int(2...4) * 4)")
            if flaw == .tiedLabels && row == flawedRow {
                // The field hugs at 250 too: nothing says which of the two takes the free width.
                views[views.count - 1] = "view \(field): UILabel {\n        intrinsic 100 x 34\n    }"
                lines.append("\(field).leading == \(label).trailing + 8")
                lines.append("\(field).trailing == owner.margins.trailing")
            } else {
                lines.append("\(field).leading == \(label).trailing + 12")
                lines.append("\(field).trailing == owner.margins.trailing")
            }
            if flaw == .conflictingWidths && row == flawedRow {
                lines.append("\(label).width == 80")
                lines.append("\(field).height == 40")
                lines.append("\(label).width == \(field).height * 3")
            }
        }
        let save = flaw == .unplacedContainer ? ["use badge: \(container(&rng))"] : []
        if flaw == .unplacedContainer { lines += ["badge.width == 24", "badge.height == 24", "badge.trailing == owner.margins.trailing"] }
        return """
            screen \(name) {
                \((views + save).joined(separator: "\n    "))

            \(body(lines))
            }

            """
    }

    /// A profile header: an avatar container, a name and a bio under it, centred.
    static func profile(_ name: String, rng: inout SplitMix64, flaw: Flaw?) -> String {
        let avatar = container(&rng)
        var lines = [
            "avatar.centerX == owner.centerX",
            flaw == .unplacedContainer ? nil : "avatar.top == owner.safeArea.top + 24",
            "avatar.width == 96",
            "avatar.height == 96",
            "name.centerX == owner.centerX",
            flaw == .noVerticalPosition ? nil : "name.top == avatar.bottom + 12",
            "bio.top == name.bottom + 8",
            "bio.leading == owner.margins.leading",
            "bio.trailing == owner.margins.trailing",
        ].compactMap { $0 }
        if flaw == .tiedLabels {
            lines += ["followers.top == bio.bottom + 16", "following.top == followers.top", "followers.leading == owner.margins.leading",
                "following.leading == followers.trailing + 8", "following.trailing == owner.margins.trailing"]
        }
        if flaw == .conflictingWidths { lines += ["avatar.width == avatar.height - 16"] }
        let extra = flaw == .tiedLabels ? "\n    view followers: UILabel {\n        intrinsic 90 x 20\n    }\n    view following: UILabel {\n        intrinsic 90 x 20\n    }" : ""
        return """
            screen \(name) {
                use avatar: \(avatar)
                view name: UILabel {
                    intrinsic \(rng.int(10...24) * 10) x 24
                }
                view bio: UILabel {
                    intrinsic none x \(rng.int(2...4) * 20)
                }\(extra)

            \(body(lines))
            }

            """
    }

    /// A bar of buttons at the bottom, in a horizontal stack, and a title at the top.
    static func bar(_ name: String, rng: inout SplitMix64, flaw: Flaw?) -> String {
        let count = rng.int(2...4)
        let buttons = (0..<count).map { "button\($0)" }
        var lines = [
            "actions.leading == owner.margins.leading",
            "actions.trailing == owner.margins.trailing",
            "actions.bottom == owner.safeArea.bottom - 16",
            "heading.leading == owner.margins.leading",
            flaw == .noVerticalPosition ? nil : "heading.top == owner.safeArea.top + 8",
        ].compactMap { $0 }
        if flaw == .conflictingWidths { lines += ["heading.width == 200", "heading.height == 28", "heading.width == heading.height * 8"] }
        var extra = ""
        if flaw == .tiedLabels {
            extra = "\n    view likes: UILabel {\n        intrinsic 60 x 20\n    }\n    view shares: UILabel {\n        intrinsic 60 x 20\n    }"
            lines += ["likes.leading == owner.margins.leading", "likes.top == heading.bottom + 8", "shares.top == likes.top",
                "shares.leading == likes.trailing + 8", "shares.trailing == owner.margins.trailing"]
        }
        if flaw == .unplacedContainer {
            extra += "\n    use mark: \(container(&rng))"
            lines += ["mark.width == 32", "mark.height == 32", "mark.top == heading.bottom + 8"]
        }
        let views = buttons.map { "view \($0): UIButton {\n        intrinsic \(rng.int(5...9) * 10) x 44\n    }" }
        return """
            screen \(name) {
                view heading: UILabel {
                    intrinsic \(rng.int(10...20) * 10) x 28
                }
                \(views.joined(separator: "\n    "))
                stack actions: horizontal {
                    arranged \(buttons.joined(separator: ", "))
                    distribution fillEqually
                    spacing 8
                }\(extra)

            \(body(lines))
            }

            """
    }

    static func body(_ lines: [String]) -> String { lines.map { "    " + $0 }.joined(separator: "\n") }
}
