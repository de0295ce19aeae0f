import Foundation
import TrellisModel

/// Imports one `.xib` or `.storyboard`: every view controller's view, every table and
/// collection cell and every top-level view becomes a screen, with the frames IB recorded.
enum InterfaceBuilderImporter {
    static let controllerElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "pageViewController", "splitViewController", "avPlayerViewController",
        "glkViewController", "hostingController",
    ]
    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// `index` holds the run's Swift types and `[import.classes]`, for what each `customClass` is in UIKit.
    static func importDocument(
        _ data: Data, path: String, namer: inout ComponentNamer, index: SwiftTypeIndex = SwiftTypeIndex()
    ) -> ImportedFile {
        var report = FileImportReport(path: path, kind: .interfaceBuilder)
        if let tooLarge = ImportSizeLimit.check(file: path, size: data.count, isSwift: false) {
            report.error = tooLarge.description
            return ImportedFile(report: report)
        }
        let document: IBElement
        do {
            document = try IBDocumentReader.read(data, file: path)
        } catch .watchKit {
            report.passedOver = "a WatchKit storyboard (watchOS interfaces are laid out by WatchKit's groups, not Auto Layout)"
            return ImportedFile(report: report)
        } catch .notIOS {
            report.passedOver = "a macOS (AppKit) Interface Builder document; import reads iOS (CocoaTouch) ones"
            return ImportedFile(report: report)
        } catch {
            report.error = error.description
            return ImportedFile(report: report)
        }
        let deviceElement = document.child("device")
        let landscape = deviceElement?["orientation"] == "landscape"
        var device = IBDevice(id: deviceElement?["id"], landscape: landscape, toolsVersion: document["toolsVersion"])
        device?.pluginVersion = IBDevice.pluginVersion(in: document)
        device?.deploymentTarget = IBDeploymentTarget.of(documentAt: path)
        if device?.deploymentTarget == nil { device?.deploymentTargetBound = IBDeploymentTarget.availabilityBound(in: index, forDocumentAt: path) }
        if deviceElement != nil, device == nil {
            report.notes.append(
                ImportFinding(
                    line: deviceElement?.line, construct: "<device id=\"\(deviceElement?["id"] ?? "")\">",
                    reason: "a device import does not know; the recorded root size is used, with no safe area"
                ))
        }
        var outlets: [String: String] = [:]
        for outlet in document.descendants(where: { $0.name == "outlet" }) {
            guard let property = outlet["property"], let destination = outlet["destination"], property != "view" else { continue }
            if outlets[destination] == nil { outlets[destination] = property }
        }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let roots = findRoots(in: document, stem: stem, device: device, landscape: landscape, namer: &namer, report: &report)
        var file = ImportedFile(report: report)
        var mappedConstraintLines = Set<Int>()
        for root in roots {
            let mapped = IBScreenMapper.map(file: path, outlets: outlets, root: root, device: device, landscape: landscape, index: index)
            mappedConstraintLines.formUnion(mapped.constraintLines)
            file.report.constraintsFound += mapped.findings.constraintsFound
            file.report.constraintsImported += mapped.findings.constraintsImported
            file.report.skipped += mapped.findings.skipped
            file.report.dropped += mapped.findings.dropped
            file.report.notes += mapped.findings.notes
            let finished = DraftFinisher.finish(mapped.draft, file: path)
            file.absorb(finished, record: mapped.record)
            if finished.document == nil {
                // Not written: each of its constraints is listed, not only the component.
                let lines = Set(mapped.draft.constraints.compactMap(\.location)).subtracting(finished.lostLines)
                    .map(\.line).filter(mapped.constraintLines.contains).sorted()
                let why = finished.error?.reason ?? "not written"
                file.report.skipped += lines.map {
                    ImportFinding(line: $0, construct: "a <constraint> of \(root.name)", reason: "its component is not written: \(why)")
                }
            }
        }
        // Constraints outside every root (a table's header view, a bar item's view) are reported, not lost.
        let unmapped = IBConstraintCensus.unmapped(in: document, mapped: mappedConstraintLines)
        file.report.constraintsFound += unmapped.skipped.count
        file.report.skipped += unmapped.skipped
        file.report.dropped += unmapped.dropped
        return file
    }

    // MARK: - Roots

    private static func findRoots(
        in document: IBElement, stem: String, device: IBDevice?, landscape: Bool,
        namer: inout ComponentNamer, report: inout FileImportReport
    ) -> [IBScreenMapper.Root] {
        var roots: [IBScreenMapper.Root] = []
        // Scenes IB shows with an inferred navigation bar.
        let navigated = document.child("scenes").map(IBRootSafeArea.controllersInNavigation) ?? [:]
        // Scenes a segue presents as a sheet without saying so (``IBShownAsSheet``).
        let presented = document.child("scenes").map { IBShownAsSheet.controllers($0, navigated: navigated) } ?? []
        // View controllers (storyboards, and xibs whose File's Owner is a controller).
        func visit(_ element: IBElement, controller: IBElement?, tableWidth: Double? = nil) {
            if cellElements.contains(element.name) {
                roots.append(cellRoot(element, stem: stem, device: device, tableWidth: tableWidth, namer: &namer))
                // Cells inside cells are rare; their content is reported as part of this cell.
                return
            }
            if controllerElements.contains(element.name), element.name != "navigationController", element.name != "tabBarController" {
                if let view = element.child(key: "view") {
                    if view.name == "tableView" || view.name == "collectionView" {
                        // A table or collection view controller's root is the list itself: only its cells lay out.
                        for child in view.children { visit(child, controller: element, tableWidth: view.frame?.width) }
                        // The list makes no component, so its name is not taken: only its header's is.
                        let screen = element["customClass"] ?? element["storyboardIdentifier"] ?? element["title"] ?? "\(stem)Scene"
                        roots += tableHeaderAndFooterRoots(in: view, screenName: screen, screenSized: true, namer: &namer)
                        return
                    }
                    let name = namer.name(
                        preferred: element["customClass"] ?? element["storyboardIdentifier"] ?? element["title"],
                        fallback: "\(stem)Scene"
                    )
                    let navigation = element["id"].flatMap { navigated[$0] }
                    let sheet =
                        element["id"].map(presented.contains) == true
                        && IBShownAsSheet.drawnAsSheet(controller: element, view: view, device: device)
                    let safeArea = IBRootSafeArea.insets(
                        device: device, controller: element, view: view, navigation: navigation, shownAsSheet: sheet)
                    var root = IBScreenMapper.Root(
                        element: view, kind: .controller, name: name, controller: element, safeArea: safeArea, pinsSize: false)
                    root.canvasSize = IBRootSafeArea.misplacedRootSize(device: device, controller: element, view: view, navigation: navigation)
                    roots.append(root)
                    for (cell, tableWidth) in cells(in: view) {
                        roots.append(cellRoot(cell, stem: stem, device: device, tableWidth: tableWidth, namer: &namer))
                    }
                    return
                }
            }
            let width = element.name == "tableView" ? element.frame?.width : tableWidth
            for child in element.children { visit(child, controller: controller, tableWidth: width) }
        }
        if let scenes = document.child("scenes") {
            visit(scenes, controller: nil)
        }
        // A xib: top-level objects.
        if let objects = document.child("objects") {
            let owner = objects.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
            let ownerView = owner?.child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"]
            // Views the owner holds by outlets (the `contentView` of a view class that loads its nib).
            let ownerOutlets = Set(owner?.child("connections")?.children("outlet").compactMap { $0["destination"] } ?? [])
            var ownerNamed = ownerView != nil
            var index = 0
            for element in objects.children where element.name != "placeholder" {
                if cellElements.contains(element.name) {
                    roots.append(cellRoot(element, stem: stem, device: device, standalone: true, namer: &namer))
                    continue
                }
                if controllerElements.contains(element.name) {
                    visit(element, controller: nil)
                    continue
                }
                guard IBViewClasses.className(of: element) != nil || element["customClass"] != nil, element.frame != nil else { continue }
                index += 1
                let isControllerView = element["id"] != nil && element["id"] == ownerView
                // A controller's view, or without one the first view the owner holds, is named after
                // the File's Owner, not the view's class (`ThemeableView` roots of many files);
                // another view after its own class.
                var ownerClass = isControllerView ? owner?["customClass"] : nil
                if ownerClass == nil, !ownerNamed, let id = element["id"], ownerOutlets.contains(id) {
                    ownerClass = owner?["customClass"]
                    ownerNamed = true
                }
                let preferred = ownerClass ?? element["customClass"] ?? (index == 1 ? stem : nil)
                let name = namer.name(preferred: preferred, fallback: stem)
                let frame = element.frame
                // A device-sized view is laid out as the screen is (the device's size and safe
                // area on each device); a smaller one keeps its size, and against IB the part of
                // the screen's safe area it covers (``IBRootSafeArea/smallViewInsets(device:view:)``).
                let deviceSized = device.map { frame?.width == $0.width && frame?.height == $0.height } ?? false
                // A controller's view drawn at a freeform size (`<freeformSimulatedSizeMetrics>`) is
                // a child controller's, whose container sets its height: it keeps the height it was
                // designed at (the device's would only leave its content loose), and the device's
                // width when it was designed at the device's width.
                let freeform = isControllerView && !deviceSized && element.child("freeformSimulatedSizeMetrics") != nil
                var root = IBScreenMapper.Root(
                    element: element, kind: isControllerView ? .controller : .view, name: name,
                    safeArea: isControllerView || deviceSized
                        ? IBRootSafeArea.insets(device: device, controller: nil, view: element)
                        : IBRootSafeArea.smallViewInsets(device: device, view: element),
                    pinsSize: (!isControllerView && !deviceSized) || freeform
                )
                root.followsDeviceWidth = freeform && device.map { frame?.width == $0.width } == true
                roots.append(root)
            }
        }
        for root in roots where root.kind != .cell {
            roots += tableHeaderAndFooterRoots(
                in: root.element, screenName: root.name, screenSized: root.kind == .controller, namer: &namer)
        }
        return roots
    }

    /// A table's header and footer views (`<view key="tableHeaderView">`): the table sets their
    /// frame (its own width, the height they were given) and Auto Layout places what is inside
    /// them, as in a cell, so each is a root of its own, named after its class or the screen.
    /// `screenSized`: the screen takes the device's size, so a header as wide as its table
    /// follows the device's width too.
    private static func tableHeaderAndFooterRoots(
        in screen: IBElement, screenName: String, screenSized: Bool, namer: inout ComponentNamer
    ) -> [IBScreenMapper.Root] {
        let keys = ["tableHeaderView": "Header", "tableFooterView": "Footer"]
        var found: [IBScreenMapper.Root] = []
        var stack = [screen]
        while let element = stack.popLast() {
            for child in element.children where !cellElements.contains(child.name) {
                guard element.name == "tableView", let key = child["key"], let suffix = keys[key] else {
                    stack.append(child)
                    continue
                }
                // A search bar or a plain view as a header has nothing to lay out: no component.
                guard child.descendants(where: { $0.name == "constraint" }).isEmpty == false else { continue }
                let name = namer.name(preferred: child["customClass"], fallback: "\(screenName)\(suffix)")
                var root = IBScreenMapper.Root(element: child, kind: .view, name: name, safeArea: [0, 0, 0, 0], pinsSize: true)
                // A header as wide as its table is as wide as the table on every device.
                root.followsDeviceWidth = screenSized && child.frame?.width == element.frame?.width
                found.append(root)
                stack.append(child)
            }
        }
        return found
    }

    /// The cells below `element`, parents first, each with the width of the table it is in (nil: none).
    private static func cells(in element: IBElement, tableWidth: Double? = nil) -> [(IBElement, Double?)] {
        var found: [(IBElement, Double?)] = []
        for child in element.children {
            if cellElements.contains(child.name) { found.append((child, tableWidth)) }
            found += cells(in: child, tableWidth: child.name == "tableView" ? child.frame?.width : tableWidth)
        }
        return found
    }

    /// A table or collection cell: its content view is the root, with no safe area; a table
    /// cell's takes its table's width and UIKit's table-cell margins (``IBCellMargins``),
    /// which follow the table's width (`tableWidth`), not the cell's: an `insetGrouped`
    /// table's cells are narrower than the table by its margins, and keep its margins.
    /// `standalone`: a top-level object of a xib, in no table.
    private static func cellRoot(
        _ cell: IBElement, stem: String, device: IBDevice?, tableWidth: Double? = nil, standalone: Bool = false,
        namer: inout ComponentNamer
    ) -> IBScreenMapper.Root {
        let name = namer.name(preferred: cell["customClass"] ?? cell["reuseIdentifier"], fallback: "\(stem)Cell")
        let content = cell.child(key: "contentView")
        var root = IBScreenMapper.Root(
            element: content ?? cell, kind: content == nil ? .view : .cell, name: name,
            aliases: content == nil ? [] : [cell], safeArea: [0, 0, 0, 0], pinsSize: true
        )
        if cell.name == "tableViewCell", let content {
            root.followsDeviceWidth = true
            root.defaultMargins = IBCellMargins.tableCellContentView(
                width: tableWidth ?? content.frame?.width ?? cell.frame?.width, device: device, cell: cell, content: content,
                standalone: standalone)
        }
        return root
    }
}
