import Foundation
import TrellisEngine
import TrellisModel

/// Maps one root of an Interface Builder document (a view controller's view, a cell's
/// content view, a top-level view of a xib) and the views below it into a screen draft,
/// with the frames IB recorded and everything it could not carry over.
struct IBScreenMapper {
    /// How the root was found.
    struct Root {
        var element: IBElement
        var kind: RootKind
        var name: String
        /// Extra elements whose ids also mean the root (a cell and its safe-area guide).
        var aliases: [IBElement] = []
        /// The controller element holding `topLayoutGuide` / `bottomLayoutGuide` (old files).
        var controller: IBElement?
        /// Safe-area insets IB gave the root (top, left, bottom, right).
        var safeArea: [Double]
        /// Pin the root's size (cells, custom views) instead of taking the device's.
        var pinsSize: Bool
        /// Only the height is pinned; the width is the device's on each device: a table cell's
        /// (its table's width), or a freeform child controller's view designed at the device's
        /// width. The against-IB comparison lays it out at the canvas width IB recorded.
        var followsDeviceWidth = false
        /// The margins UIKit gives this root when its element sets none (a table cell's content view).
        var defaultMargins: DirectionalInsets?
        /// The size IB lays the root out at when it is not the recorded one (a misplaced
        /// controller root: ``IBRootSafeArea/misplacedRootSize(device:controller:view:navigation:)``).
        var canvasSize: Rect?
    }

    enum LegacyGuide { case top, bottom }

    let file: String
    let outlets: [String: String]
    var namer = ItemNamer()
    var draft: ComponentDraft
    var findings = FileImportReport(path: "", kind: .interfaceBuilder)
    var references: [String: ItemReference] = [:]
    var legacyGuides: [String: LegacyGuide] = [:]
    /// View id → the id of its superview, and the ids of scroll views.
    var parents: [String: String] = [:]
    var scrollViewIDs: Set<String> = []
    var recorded: [InterfaceBuilderRecord.RecordedView] = []
    var constraintSources: [(holderID: String, element: IBElement)] = []
    /// IB's placeholder constraints (removed at build time), as `.layout` lines, for the record.
    var placeholderConstraints: [String] = []
    /// Ids of hidden arranged views of stacks and of the views inside them (not compared with IB).
    var collapsedIDs: Set<String> = []
    /// Lines of the `<constraint>`s this root looked at; `IBConstraintCensus` reports the file's others.
    var mappedConstraintLines = Set<Int>()
    /// The run's Swift types and `[import.classes]`: what a `customClass` is in UIKit.
    var index = SwiftTypeIndex()
    var variations = IBVariations()
    var intrinsicFromFrames: [String] = []
    let rootID: String

    init(file: String, outlets: [String: String], root: Root) {
        self.file = file
        self.outlets = outlets
        self.rootID = root.element["id"] ?? "root"
        draft = ComponentDraft(name: root.name, kind: .screen)
        draft.rootKind = root.kind
        draft.comments = ["Imported from \((file as NSString).lastPathComponent):\(root.element.line) by trellis import."]
    }

    /// The draft, the record of frames and the findings of this root.
    static func map(
        file: String, outlets: [String: String], root: Root, device: IBDevice?, landscape: Bool, index: SwiftTypeIndex = SwiftTypeIndex()
    ) -> (draft: ComponentDraft, record: InterfaceBuilderRecord, findings: FileImportReport, constraintLines: Set<Int>) {
        var mapper = IBScreenMapper(file: file, outlets: outlets, root: root)
        mapper.index = index
        let size = root.canvasSize ?? root.element.frame ?? Rect(x: 0, y: 0, width: device?.width ?? 375, height: device?.height ?? 667)
        if root.pinsSize {
            if !root.followsDeviceWidth { mapper.draft.width = size.width }
            mapper.draft.height = size.height
        }
        mapper.draft.margins = root.defaultMargins
        // The safe area IB simulated goes in the record only: on each device the root takes
        // that device's (a pinned root none), as UIKit gives it.
        mapper.mapRoot(root, size: size)
        mapper.mapConstraints()
        if !mapper.intrinsicFromFrames.isEmpty {
            mapper.findings.notes.append(
                ImportFinding(
                    line: root.element.line, construct: "intrinsic content size",
                    reason:
                        "taken from the frames IB recorded for \(mapper.intrinsicFromFrames.map { "'\($0)'" }.joined(separator: ", ")) (IB does not store it; text or images of another size will lay out differently)"
                ))
        }
        var record = InterfaceBuilderRecord(
            component: root.name, source: "\(file):\(root.element.line)", device: device?.id, landscape: landscape,
            width: size.width, height: size.height, safeArea: root.safeArea, scale: device?.scale ?? 2,
            views: mapper.recorded, placeholders: mapper.placeholderConstraints.isEmpty ? nil : mapper.placeholderConstraints
        )
        record.canvasMargins =
            IBCollectionCellCanvas.margins(of: root, file: file, device: device) ?? IBTableHeaderCanvas.margins(of: root)
            ?? IBXcode11CellCanvas.margins(of: root, file: file, device: device)
        record.rootMarginsIgnoreSafeArea = IBRootMarginsIgnoringSafeArea.flag(of: root)
        return (mapper.draft, record, mapper.findings, mapper.mappedConstraintLines)
    }

    // MARK: - Views

    private mutating func mapRoot(_ root: Root, size: Rect) {
        references[rootID] = .owner
        for alias in root.aliases {
            if let id = alias["id"] { references[id] = .owner }
            registerGuides(of: alias, as: .owner)
        }
        registerGuides(of: root.element, as: .owner)
        if let controller = root.controller {
            for guide in controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
                guard let id = guide["id"] else { continue }
                legacyGuides[id] = guide["type"] == "bottom" ? .bottom : .top
            }
        }
        recorded.append(
            .init(
                name: "owner", className: root.element["customClass"] ?? IBViewClasses.className(of: root.element) ?? "UIView",
                frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                // IB flags a root too (a cell's content view whose height its constraints
                // do not give): its recorded size is then not what the constraints make.
                misplaced: root.element.flag("misplaced") ?? false, ambiguous: root.element.flag("ambiguous") ?? false,
                line: root.element.line
            ))
        collectConstraints(of: root.element)
        // A cell's own `<constraints>` relate its content view's subviews to the cell (the owner).
        for alias in root.aliases { collectConstraints(of: alias) }
        variations.collect(from: root.element)
        for alias in root.aliases { variations.collect(from: alias) }
        rootProperties(root)
        for subview in root.element.child("subviews")?.children ?? [] {
            mapView(
                subview, parentID: rootID, parentName: nil, parentOrigin: Rect(x: 0, y: 0, width: 0, height: 0),
                parentSize: (size.width, size.height), inStack: false)
        }
    }

    /// The root's own layout margins, where IB sets them (a cell's content view that preserves
    /// its superview's takes UIKit's default where it is larger: ``IBCellPreservedMargins``).
    private mutating func rootProperties(_ root: Root) {
        guard let own = Self.margins(of: root.element) else { return }
        draft.margins = IBCellPreservedMargins.contentView(
            own: own, defaults: root.defaultMargins, content: root.element, cell: root.kind == .cell ? root.aliases.first : nil)
    }

    private mutating func registerGuides(of element: IBElement, as owner: ItemReference) {
        for guide in element.children("viewLayoutGuide") {
            guard let id = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": references[id] = owner.appending("safeArea")
            case "contentLayoutGuide": references[id] = owner.appending("contentGuide")
            case "frameLayoutGuide": references[id] = owner.appending("frameGuide")
            case "keyboard": references[id] = owner.appending("keyboard")
            default:
                findings.skipped.append(
                    ImportFinding(
                        line: guide.line, construct: "<viewLayoutGuide key=\"\(guide["key"] ?? "")\">",
                        reason: "an unknown layout guide; constraints to it are skipped"
                    ))
            }
        }
    }

    private mutating func collectConstraints(of element: IBElement) {
        guard let id = element["id"] else { return }
        for constraint in element.child("constraints")?.children("constraint") ?? [] {
            constraintSources.append((id, constraint))
        }
    }

    private mutating func mapView(
        _ element: IBElement, parentID: String, parentName: String?, parentOrigin: Rect,
        parentSize: (Double, Double), inStack: Bool
    ) {
        guard let id = element["id"] else { return }
        if variations.isExcludedByDefault(id) {
            findings.dropped.append(
                ImportFinding(
                    line: element.line, construct: "<\(element.name) id=\"\(id)\">",
                    reason: "not installed in the default size class (and its constraints with it)"
                ))
            return
        }
        let preferred = outlets[id] ?? element["userLabel"] ?? element.child("userLabel").flatMap { $0["value"] }
        let name = namer.name(preferred: preferred, fallback: element.name)
        let reference = ItemReference([name])
        references[id] = reference
        parents[id] = parentID
        let knownClass = IBViewClasses.className(of: element)
        if knownClass == nil {
            findings.notes.append(
                ImportFinding(
                    line: element.line, construct: "<\(element.name)>",
                    reason: "an element import does not know; imported as a plain view"
                ))
        }
        let className = element["customClass"] ?? knownClass ?? "UIView"
        let relative = element.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let absolute = relative.offset(by: parentOrigin)
        let collapsed = (inStack && element.flag("hidden") == true) || collapsedIDs.contains(parentID)
        if collapsed { collapsedIDs.insert(id) }
        recorded.append(
            .init(
                name: name, className: className, frame: absolute,
                misplaced: element.flag("misplaced") ?? false, ambiguous: element.flag("ambiguous") ?? false, line: element.line,
                hiddenInStack: collapsed ? true : nil
            ))
        var view = ViewItem(name: name, className: className, parent: inStack ? nil : parentName)
        view.baseClass = IBViewClasses.baseClass(of: element, index: index)
        view.location = SourceLocation(file: file, line: element.line, column: 1)
        properties(of: element, frame: relative, into: &view)
        // The class's own `override var intrinsicContentSize` (SwiftIntrinsicContentSize).
        if let note = SwiftIntrinsicContentSize.apply(to: &view, className: element["customClass"], index: index, recorded: relative) {
            findings.notes.append(note)
        }
        if IBViewClasses.scrollViews.contains(element.name) {
            scrollViewIDs.insert(id)
            if element.flag("scrollEnabled") == false {
                view.isScrollEnabled = false
            } else if element["customClass"] != nil, view.baseClass == nil {
                view.scrolls = true
            }
        }
        registerGuides(of: element, as: reference)
        collectConstraints(of: element)
        variations.collect(from: element)
        // IB's "fixed frame" views (no constraints of their own) are laid out by their
        // autoresizing mask at run time, whatever translatesAutoresizingMaskIntoConstraints says.
        if !inStack, element.flag("translatesAutoresizingMaskIntoConstraints") != false || element.flag("fixedFrame") == true {
            let generated = IBAutoresizing.constraints(
                for: reference, mask: element.child("autoresizingMask", key: "autoresizingMask"), frame: relative,
                parentSize: parentSize, parent: parentName.map { ItemReference([$0]) } ?? .owner,
                parentIsOwner: parentName == nil, location: SourceLocation(file: file, line: element.line, column: 1)
            )
            draft.constraints += generated.constraints
            findings.notes.append(
                ImportFinding(
                    line: element.line, construct: "autoresizing mask of \(name)",
                    reason: generated.approximated
                        ? "turned into \(generated.constraints.count) constraints; its flexible margins inside a nested superview are kept at the designed size"
                        : "turned into the \(generated.constraints.count) constraints UIKit makes from it"
                ))
        }
        // Children: a stack's subviews are its arranged views; an effect view's go in its content view.
        var childElements = element.child("subviews")?.children ?? []
        if let content = element.child(key: "contentView"), element.name == "visualEffectView" {
            childElements += content.child("subviews")?.children ?? []
            if let contentID = content["id"] { references[contentID] = reference }
            collectConstraints(of: content)
            // The effect view stands for its content view, which fills it: the margins its
            // subviews are pinned to are the content view's (a real app's footers record
            // buttons on the content view's 16-pt margins at x 16, the home indicator's 34
            // added below them).
            marginProperties(of: content, into: &view)
        }
        // A view goes before its subviews: declaration order is addSubview order.
        let index = draft.items.count
        draft.items.append(.view(view))
        let isStack = element.name == "stackView"
        var arranged: [(name: String, element: IBElement)] = []
        for child in childElements {
            mapView(child, parentID: id, parentName: name, parentOrigin: absolute, parentSize: (relative.width, relative.height), inStack: isStack)
            if isStack, let childID = child["id"], let childReference = references[childID] {
                arranged.append((childReference.root, child))
            }
        }
        if isStack {
            StretchedTextSize.fitStretchedLabel(element, arranged: arranged, items: &draft.items)
            StretchedTextSize.keepRoomInStack(element, arranged: arranged, items: &draft.items)
            draft.items[index] = .stack(IBStackView.stack(element, view: view, arranged: arranged))
        }
    }

    private mutating func properties(of element: IBElement, frame: Rect, into view: inout ViewItem) {
        if let size = IBViewClasses.intrinsicSize(of: element, frame: frame) {
            view.intrinsicSize = IntrinsicSize(width: size.width, height: size.height)
            intrinsicFromFrames.append(view.name)
        }
        view.baselines = IBTextBaselines.baselines(of: element, frame: frame)
        func priority(_ attribute: String, _ fallback: Priority) -> Priority {
            element.number(attribute).map { Priority(Int($0.rounded())) } ?? fallback
        }
        view.hugging = AxisPriorities(
            horizontal: priority("horizontalHuggingPriority", .low), vertical: priority("verticalHuggingPriority", .low)
        )
        view.compressionResistance = AxisPriorities(
            horizontal: priority("horizontalCompressionResistancePriority", .high),
            vertical: priority("verticalCompressionResistancePriority", .high)
        )
        marginProperties(of: element, into: &view)
        if element.flag("hidden") == true { view.isHidden = true }
    }

    /// The layout margins `element` sets, whether they grow with the safe area, and whether
    /// they keep its superview's.
    private func marginProperties(of element: IBElement, into view: inout ViewItem) {
        if let margins = Self.margins(of: element) { view.margins = margins }
        if element.flag("insetsLayoutMarginsFromSafeArea") == false { view.insetsMarginsFromSafeArea = false }
        if element.flag("preservesSuperviewLayoutMargins") == true { view.preservesSuperviewMargins = true }
    }

    /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`.
    static func margins(of element: IBElement) -> DirectionalInsets? {
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return DirectionalInsets(
                top: insets.number("top") ?? 0, leading: insets.number("leading") ?? 0,
                bottom: insets.number("bottom") ?? 0, trailing: insets.number("trailing") ?? 0
            )
        }
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            return DirectionalInsets(
                top: insets.number("top") ?? 0, leading: insets.number("left") ?? 0,
                bottom: insets.number("bottom") ?? 0, trailing: insets.number("right") ?? 0
            )
        }
        return nil
    }
}
