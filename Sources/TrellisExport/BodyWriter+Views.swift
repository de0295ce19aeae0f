import TrellisModel

/// View properties the format gained with text and alignment: fonts and line counts,
/// `scrolls off`, `preservesSuperviewMargins`, and alignment-rect insets, which UIKit lets
/// a class override but no one set — so a view with `alignmentInsets` is an instance of a
/// small subclass nested in the generated type.
extension BodyWriter {
    // MARK: Alignment insets

    /// The views (stacks included) whose alignment rect is inset.
    private var alignedViews: [ViewItem] {
        body.items.compactMap { item in
            switch item {
            case .view(let view) where view.alignmentInsets != nil: return view
            case .stack(let stack) where stack.view.alignmentInsets != nil: return stack.view
            default: return nil
            }
        }
    }

    /// `vip` → `VipView`, never the name of another nested class of the component.
    func alignedClassNames() -> [String: String] {
        var names: [String: String] = [:]
        // Nested types share the type's namespace with its properties.
        var taken = Set(body.items.map(\.name)).union(parameters.map(\.name))
        for view in alignedViews {
            var name = view.name.prefix(1).uppercased() + view.name.dropFirst() + "View"
            while taken.contains(name) { name += "_" }
            taken.insert(name)
            names[view.name] = name
        }
        return names
    }

    /// How the view is created: `UIImageView()`, or its nested subclass's initializer.
    func initializer(of view: ViewItem) -> String {
        let call = UIKitNames.initializer(view.className)
        guard let subclass = alignedClassNames()[view.name] else { return call }
        return subclass + call.dropFirst(view.className.count)
    }

    /// The nested subclasses, one per view with `alignmentInsets`.
    func alignedClasses() -> [SwiftCode] {
        let names = alignedClassNames()
        return alignedViews.flatMap { view -> [SwiftCode] in
            guard let name = names[view.name], let insets = view.alignmentInsets else { return [] }
            let values = zip(["top", "left", "bottom", "right"], insets.values).map { "\($0): \(SwiftName.number($1))" }
            return [
                .comment("`\(view.name)`: a \(view.className) whose constraints act on its frame inset by `alignmentInsets` (\(file))."),
                .block(
                    "final class \(name): \(view.className)",
                    [
                        .line("override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(\(values.joined(separator: ", "))) }")
                    ]),
                .blank,
            ]
        }
    }

    // MARK: Margins and scrolling

    func marginAndScrollStatements(_ view: ViewItem) -> [SwiftCode] {
        let name = SwiftName.escaped(view.name)
        var lines: [SwiftCode] = []
        if view.preservesSuperviewMargins { lines.append(.line("\(name).preservesSuperviewLayoutMargins = true")) }
        if !view.isScrollEnabled {
            if view.isScrollView {
                lines.append(.line("\(name).isScrollEnabled = false"))
            } else {
                lines.append(.comment(ExportComment.scrollsOff(className: view.className)))
            }
        }
        return lines
    }

    // MARK: Text

    /// Where a class keeps its font and line count: a label's own, a button's `titleLabel`,
    /// a text view's font and text container; nil for classes that show no such text.
    private static func textTarget(_ className: String) -> (font: String, lines: String)? {
        switch className {
        case "UILabel": return ("", "numberOfLines")
        case "UIButton": return ("titleLabel?.", "titleLabel?.numberOfLines")
        case "UITextView": return ("", "textContainer.maximumNumberOfLines")
        default: return nil
        }
    }

    /// The font (a Dynamic Type style that follows the content size, or a fixed size) and
    /// the line count; the sample text stays a comment, since the app sets the real text
    /// (a placeholder would show on a device whenever the app sets none).
    /// The sample text, a design-time fact: a comment with the view's other design-time
    /// comments, above its first statement, so a reader attributes it to this view.
    func textSampleComment(_ view: ViewItem) -> [SwiftCode] {
        view.text?.sample.map { [SwiftCode.comment(ExportComment.textSample($0))] } ?? []
    }

    func textStatements(_ view: ViewItem) -> [SwiftCode] {
        guard let text = view.text else { return [] }
        let name = SwiftName.escaped(view.name)
        var lines: [SwiftCode] = []
        guard let target = Self.textTarget(view.className) else {
            if let settings = ExportComment.textSettings(font: text.font, lines: text.lines, className: view.className) { lines.append(.comment(settings)) }
            return lines
        }
        switch text.font {
        case .style(let style)?:
            lines.append(.line("\(name).\(target.font)font = .preferredFont(forTextStyle: .\(style.rawValue))"))
            lines.append(.line("\(name).\(target.font)adjustsFontForContentSizeCategory = true"))
        case .size(let size)?:
            lines.append(.line("\(name).\(target.font)font = .systemFont(ofSize: \(SwiftName.number(size)))"))
        case nil: break
        }
        if let count = text.lines { lines.append(.line("\(name).\(target.lines) = \(count)")) }
        return lines
    }
}
