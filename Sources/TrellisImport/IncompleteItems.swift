import Foundation
import TrellisModel

/// The items of an imported component whose layout import knows to be partial, each with
/// why and on which axes: a constraint on it was skipped (made in a loop, on an outlet IB
/// does not connect, refused by validation), its superview is not known (`UnplacedViews`),
/// it is laid out by its frame or filled in code import does not read, or it is related by a
/// constraint or a stack to such an item on that axis, or its class is one the sources do not
/// define (its intrinsic size is unknown). `check` reports an ambiguity of such an
/// item on those axes, or a conflict among constraints on one, as "not imported", a warning
/// naming the cause, not as an error the app has (`ImportRecord`).
struct IncompleteItems: Sendable {
    enum Axis: String, Sendable, Comparable {
        case horizontal, vertical
        static func < (a: Axis, b: Axis) -> Bool { a.rawValue < b.rawValue }
    }

    static let both: Set<Axis> = [.horizontal, .vertical]

    /// Item name → why its layout is partial (the first cause found).
    private(set) var reasons: [String: String] = [:]
    /// Item name → the axes on which its frame does not follow from what was imported.
    private(set) var axes: [String: Set<Axis>] = [:]
    /// The items whose constraints import changed (one skipped, their superview guessed): a
    /// conflict among constraints on one of them may come from that, not from the app.
    private(set) var direct: Set<String> = []
    /// Views no constraint places (laid out by a frame import does not read): where their
    /// subviews are follows from that frame, on both axes.
    private(set) var framePlaced: Set<String> = []

    var isEmpty: Bool { reasons.isEmpty }

    /// The parameters standing for values import could not read (`param imageSizeHeight = 0`).
    private(set) var guessedParameters: Set<String> = []
    /// The views given a stand-in intrinsic size (`ComponentDraft.standInSizes`).
    private(set) var standInSizes: Set<String> = []

    /// Why a state's constraint is the app's only in part: it uses such a value, so a state
    /// made under `if imageSize.height != 0` holds `imageView.height == imageSizeHeight` at 0.
    func guessedValueReason(_ constraint: LayoutConstraint) -> String? {
        guard let guessed = constraint.constant.parameters.first(where: guessedParameters.contains) else { return nil }
        let place = constraint.location.map { " (\(Self.place($0.file, $0.line)))" } ?? ""
        return "\(LayoutPrinter.constraintText(constraint))\(place) uses '\(guessed)', a value import could not read (imported as 0)"
    }

    func reason(for item: String) -> String? { reasons[item] }

    /// `changesConstraints`: the cause is constraints import left out or guessed, not only a
    /// size or frame it does not know.
    mutating func mark(_ item: String, _ reason: String, axes: Set<Axis> = both, changesConstraints: Bool = true) {
        if changesConstraints { direct.insert(item) }
        add(item, reason, axes: axes)
    }

    private mutating func add(_ item: String, _ reason: String, axes: Set<Axis>) {
        if reasons[item] == nil { reasons[item] = reason }
        self.axes[item, default: []].formUnion(axes)
    }

    /// What the draft itself shows (unplaced views it kept, views no constraint places, stacks
    /// with nothing arranged, image views with no image size), and the items the skipped
    /// findings of its source files name (`skipped`: every file's skipped findings, by path;
    /// a finding names an item when its construct holds the item's name as a word).
    mutating func mark(_ draft: ComponentDraft, skipped: [String: [ImportFinding]]) {
        let names = Set(draft.items.map(\.name))
        for name in draft.unplaced where names.contains(name) {
            let place = draft.itemNamed(name)?.location.map { " (declared at \(Self.place($0.file, $0.line)))" } ?? ""
            mark(name, "\(name) is added to its superview by code import does not read\(place): its position is not known")
        }
        markCodeOnlyLayouts(draft)
        markFramePlacedViews(draft)
        markCodeSetImages(draft)
        markCodeArrangedInIBStacks(draft)
        markGuessedValues(draft)
        standInSizes = draft.standInSizes
        var files = Set(draft.items.compactMap(\.location?.file))
        files.formUnion((draft.constraints + draft.update).compactMap(\.location?.file))
        for file in files.sorted() {
            // A constraint never activated is not in the app either: what it would place is the app's as imported.
            // One kept in a property (`never activated in this file (kept in 'x'…)`) may be activated elsewhere.
            for finding in skipped[file] ?? [] where !finding.reason.hasPrefix("never activated (") {
                let words = Set(finding.construct.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
                let place = finding.line.map { Self.place(file, $0) } ?? (file as NSString).lastPathComponent
                // A library's call only leaves constraints out: what it names may be ambiguous, never in a conflict it made.
                let changes = !SwiftLibraryLayoutCall.isFinding(finding)
                for name in words.intersection(names).sorted() {
                    mark(name, "\(Self.short(finding.construct)) (\(place)) was not imported: \(finding.reason)", changesConstraints: changes)
                }
            }
        }
    }

    /// The items a constraint sizes or places with a value import could not read (a constant
    /// of another file, imported as a parameter of 0), on the constraint's axes.
    private mutating func markGuessedValues(_ draft: ComponentDraft) {
        guessedParameters = draft.guessedParameters
        guard !draft.guessedParameters.isEmpty else { return }
        for constraint in draft.constraints + draft.update {
            guard let guessed = constraint.constant.parameters.first(where: draft.guessedParameters.contains) else { continue }
            let place = constraint.location.map { " (\(Self.place($0.file, $0.line)))" } ?? ""
            for single in constraint.expanded() {
                for (name, axis) in Self.sides(of: single) {
                    mark(
                        name,
                        "\(LayoutPrinter.constraintText(constraint))\(place) uses '\(guessed)', a value import could not read (imported as 0)",
                        axes: [axis])
                }
            }
        }
    }

    /// Views made in code (a Swift location) whose frame comes from code import does not read.
    private mutating func markCodeOnlyLayouts(_ draft: ComponentDraft) {
        let constrained = Self.constrainedNames(in: draft)
        let parents = Set(draft.items.compactMap(\.parent))
        let filled = Self.stackFilledAxes(in: draft)
        for item in draft.items where item.isView {
            guard let location = item.location, location.file.hasSuffix(".swift") else { continue }
            let made = "made at \(Self.place(location.file, location.line))"
            if !constrained.contains(item.name) {
                // Its `translatesAutoresizingMaskIntoConstraints` stays true (anchors code sets it
                // false, SnapKit does): UIKit keeps the frame code gives it and never finds it ambiguous.
                mark(
                    item.name, "no constraint places \(item.name) (\(made)): it is laid out by its frame, which import does not read",
                    changesConstraints: false)
                framePlaced.insert(item.name)
            } else if case .stack(let stack) = item, stack.arranged.isEmpty, !parents.contains(item.name) {
                mark(
                    item.name, "\(item.name) arranges no view import read (\(made)): its views are added at run time, by code import does not follow",
                    changesConstraints: false)
            } else if case .view(let view) = item, view.uikitClass == "UIImageView" || Self.isOutsideTheSources(view), view.intrinsicSize == nil {
                let open = Self.both.subtracting(Self.sizedAxes(of: item.name, in: draft)).subtracting(filled[item.name] ?? [])
                guard !open.isEmpty else { continue }
                let reason =
                    view.uikitClass == "UIImageView"
                    ? "the size of \(item.name) (\(made)) comes from the image its code sets, which import does not read"
                    : "\(item.name) (\(made)) is a \(view.className), a class the imported sources do not define: its intrinsic size is not known (map it to its UIKit class in Trellis.toml's [import.classes], or give it 'intrinsic')"
                mark(item.name, reason, axes: open, changesConstraints: false)
            }
        }
    }

    /// The axes an equality sizes the item on (`height >= 30` leaves the image's height open).
    static func sizedAxes(of name: String, in draft: ComponentDraft) -> Set<Axis> {
        Set(
            (draft.constraints + draft.update).flatMap { $0.expanded() }.filter { $0.first.item.root == name && $0.relation == .equal }
                .compactMap { single -> Axis? in
                    switch single.first.attribute {
                    case .width: return .horizontal
                    case .height: return .vertical
                    default: return nil
                    }
                })
    }

    /// An arranged view of a `fill` stack is sized across the stack's axis by the stack.
    static func stackFilledAxes(in draft: ComponentDraft) -> [String: Set<Axis>] {
        var filled: [String: Set<Axis>] = [:]
        for case .stack(let stack) in draft.items where stack.alignment == .fill {
            for view in stack.arranged { filled[view, default: []].insert(stack.axis == .vertical ? .horizontal : .vertical) }
        }
        return filled
    }

    /// A view whose class neither UIKit's frameworks nor the imported sources define (a
    /// library's `GADBannerView`, `LottieAnimationView`): it may size itself, import cannot say.
    static func isOutsideTheSources(_ view: ViewItem) -> Bool {
        let frameworks = ["UI", "WK", "MK", "AV", "SK", "SCN", "PK", "PH", "AR", "CL", "MTK", "GLK"]
        return view.baseClass == nil && !frameworks.contains { view.className.hasPrefix($0) && view.className.count > $0.count + 1 }
    }

    /// Marks the items of constraints validation took out, on the constraint's axes.
    mutating func mark(lost constraints: [(LayoutConstraint, String)]) {
        for (constraint, reason) in constraints {
            let place = constraint.location.map { " (\(Self.place($0.file, $0.line)))" } ?? ""
            for single in constraint.expanded() {
                for (name, axis) in Self.sides(of: single) {
                    mark(
                        name, "\(LayoutPrinter.constraintText(constraint))\(place) was not imported: \(reason)", axes: [axis],
                        changesConstraints: false)
                }
            }
        }
    }

    /// Every item related to a marked one on a marked axis, through a constraint (either side,
    /// on the other side's axis) or a stack (arranged views and their stack, both axes), marked
    /// in turn: its frame follows from what was not imported. The root and its guides relate
    /// everything and pass nothing on.
    mutating func spread(over document: LayoutDocument) {
        guard !reasons.isEmpty, let body = document.body else { return }
        // (item, axis) → the (item, axis) pairs a constraint or stack ties it to.
        var related: [String: [Axis: Set<Pair>]] = [:]
        func link(_ a: Pair, _ b: Pair) {
            guard a != b else { return }
            related[a.item, default: [:]][a.axis, default: []].insert(b)
            related[b.item, default: [:]][b.axis, default: []].insert(a)
        }
        let names = Set(body.items.map(\.name))
        for constraint in body.constraints {
            for single in constraint.expanded() {
                let sides = Self.sides(of: single).filter { names.contains($0.item) }.map { Pair(item: $0.item, axis: $0.axis) }
                for a in sides { for b in sides { link(a, b) } }
            }
        }
        for case .stack(let stack) in body.items {
            for view in stack.arranged {
                for axis in Self.both { link(Pair(item: stack.view.name, axis: axis), Pair(item: view, axis: axis)) }
            }
        }
        // A subview of a view laid out by its frame sits where that frame puts it (one way: the
        // subview tells nothing of its superview's frame).
        for item in body.items {
            guard let parent = item.parent, framePlaced.contains(parent) else { continue }
            for axis in Self.both { related[parent, default: [:]][axis, default: []].insert(Pair(item: item.name, axis: axis)) }
        }
        var queue = axes.keys.sorted().flatMap { name in (axes[name] ?? []).sorted().map { Pair(item: name, axis: $0) } }
        var seen = Set(queue)
        while !queue.isEmpty {
            let pair = queue.removeFirst()
            for other in (related[pair.item]?[pair.axis] ?? []).sorted() where !seen.contains(other) {
                seen.insert(other)
                let why = "depends on \(pair.item), whose layout was not fully imported: \(reasons[pair.item] ?? "")"
                add(other.item, reasons[other.item] ?? why, axes: [other.axis])
                queue.append(other)
            }
        }
    }

    /// The axes, as the record writes them: nil for both.
    func axesText(for item: String) -> String? {
        guard let marked = axes[item], marked.count == 1 else { return nil }
        return marked.first?.rawValue
    }

    struct Pair: Hashable, Comparable {
        var item: String
        var axis: Axis
        static func < (a: Pair, b: Pair) -> Bool { (a.item, a.axis) < (b.item, b.axis) }
    }

    /// The items of a single constraint with the axis each side acts on (the root and `self` left out).
    static func sides(of constraint: LayoutConstraint) -> [(item: String, axis: Axis)] {
        var sides = [(constraint.first.item.root, axis(of: constraint.first.attribute))]
        if let second = constraint.second { sides.append((second.item.root, axis(of: second.attribute))) }
        return sides.filter { $0.0 != "owner" && $0.0 != "self" && !$0.0.isEmpty }
    }

    static func axis(of attribute: LayoutAttribute) -> Axis {
        switch attribute {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .horizontalEdges:
            return .horizontal
        default:
            return .vertical
        }
    }

    /// Why a constraint of the code on the root's own size (`view.heightAnchor.constraint(
    /// equalToConstant: 80)` in a view or a child controller) is not checked as it stands: in the
    /// app the root is sized by whatever embeds it, which import does not know, while `check`
    /// gives the root the device's size. nil for any other constraint.
    static func rootSizeReason(_ constraint: LayoutConstraint) -> String? {
        guard let location = constraint.location, location.file.hasSuffix(".swift"), constraint.first.item.path == ["owner"],
            [.width, .height, .size].contains(constraint.first.attribute), constraint.second == nil
        else { return nil }
        return
            "\(LayoutPrinter.constraintText(constraint)) (\(place(location.file, location.line))) sizes the root for where the app embeds it, which import does not know; check gives the root the device's size"
    }

    /// The items a constraint, a stack's arrangement or a spec application places.
    static func constrainedNames(in draft: ComponentDraft) -> Set<String> {
        var names = Set<String>()
        for constraint in draft.constraints + draft.update { names.formUnion(items(of: constraint)) }
        for case .stack(let stack) in draft.items { names.formUnion(stack.arranged) }
        for application in draft.applications { names.insert(application.target.root) }
        return names
    }

    static func items(of constraint: LayoutConstraint) -> [String] {
        let roots = [constraint.first.item.root] + (constraint.second.map { [$0.item.root] } ?? [])
        return roots.filter { $0 != "owner" && $0 != "self" && !$0.isEmpty }
    }

    static func place(_ file: String, _ line: Int) -> String { "\((file as NSString).lastPathComponent):\(line)" }

    /// A construct cut to one line of at most 80 characters.
    static func short(_ construct: String) -> String {
        let line = construct.split(whereSeparator: \.isNewline).first.map(String.init) ?? construct
        return line.count > 80 ? String(line.prefix(79)) + "…" : line
    }
}
