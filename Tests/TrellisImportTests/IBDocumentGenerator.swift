/// Random Interface Builder documents in the forms Xcode writes, for checking that import
/// accounts for every `<constraint>` element: views, cells (constraints on the cell element and
/// on its content view), a table's header view, placeholders, uninstalled constraints and views,
/// references to nothing. One element per line, so a constraint's line names it.
struct IBDocumentGenerator {
    private var state: UInt64
    private var nextID = 0
    private var lines: [String] = []

    init(seed: UInt64) { state = seed }

    /// SplitMix64: the same documents for a seed on every platform.
    private mutating func random(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    private mutating func id() -> String {
        nextID += 1
        return "g\(nextID)-x"
    }

    private mutating func emit(_ depth: Int, _ text: String) { lines.append(String(repeating: "    ", count: depth) + text) }

    /// A whole document with one to three top-level objects.
    mutating func document() -> String {
        lines = []
        emit(0, #"<?xml version="1.0" encoding="UTF-8"?>"#)
        emit(
            0,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">"#
        )
        emit(1, #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#)
        emit(1, "<objects>")
        emit(2, #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#)
        emit(2, #"<placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>"#)
        for _ in 0...random(3) {
            switch random(5) {
            case 0: cell(tableView: true)
            case 1: cell(tableView: false)
            case 2: table()
            default: view("view", key: nil, depth: 2, width: 320, height: 200, level: 0)
            }
        }
        emit(1, "</objects>")
        emit(0, "</document>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A view and its subviews; returns its id. Constraints relate it, its subviews, its guide and strangers.
    @discardableResult
    private mutating func view(_ element: String, key: String?, depth: Int, width: Int, height: Int, level: Int) -> String {
        let own = id()
        let keyText = key.map { #" key="\#($0)""# } ?? ""
        emit(depth, #"<\#(element)\#(keyText) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(own)">"#)
        emit(depth + 1, #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#)
        let children = subviews(depth: depth + 1, level: level)
        let guide = id()
        emit(depth + 1, #"<viewLayoutGuide key="safeArea" id="\#(guide)"/>"#)
        constraints(depth: depth + 1, items: [own, guide] + children)
        emit(depth, "</\(element)>")
        return own
    }

    private mutating func subviews(depth: Int, level: Int) -> [String] {
        guard level < 3, random(3) != 0 else { return [] }
        var ids: [String] = []
        emit(depth, "<subviews>")
        for _ in 0...random(3) {
            let element = ["view", "label", "button", "imageView", "stackView"][random(5)]
            ids.append(view(element, key: nil, depth: depth + 1, width: 40 + random(200), height: 10 + random(60), level: level + 1))
        }
        emit(depth, "</subviews>")
        // Now and then a subview not installed by default (its constraints go with it).
        let excluded = random(4) == 0 ? [ids[random(ids.count)]] : []
        if !excluded.isEmpty {
            emit(depth, #"<variation key="default">"#)
            emit(depth + 1, #"<mask key="subviews">"#)
            emit(depth + 2, #"<exclude reference="\#(excluded[0])"/>"#)
            emit(depth + 1, "</mask>")
            emit(depth, "</variation>")
        }
        return ids
    }

    private mutating func constraints(depth: Int, items: [String]) {
        let count = random(6)
        guard count > 0 else { return }
        var uninstalled: [String] = []
        emit(depth, "<constraints>")
        for _ in 0..<count {
            let constraintID = id()
            let attributes = ["top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY"]
            let first = items[random(items.count)]
            let second = random(8) == 0 ? "nowhere-\(random(9))" : items[random(items.count)]
            var text = #"<constraint firstItem="\#(first)" firstAttribute="\#(attributes[random(8)])""#
            text += #" secondItem="\#(second)" secondAttribute="\#(attributes[random(8)])" constant="\#(random(30))""#
            switch random(6) {
            case 0: text = #"<constraint firstAttribute="width" constant="\#(10 + random(90))""#  // on the holder itself
            case 1: text += #" placeholder="YES""#
            case 2: uninstalled.append(constraintID)
            default: break
            }
            emit(depth + 1, text + #" id="\#(constraintID)"/>"#)
        }
        emit(depth, "</constraints>")
        if !uninstalled.isEmpty {
            emit(depth, #"<variation key="default">"#)
            emit(depth + 1, #"<mask key="constraints">"#)
            for reference in uninstalled { emit(depth + 2, #"<exclude reference="\#(reference)"/>"#) }
            emit(depth + 1, "</mask>")
            emit(depth, "</variation>")
        }
    }

    /// A table or collection cell as Xcode writes it: a content view, and constraints on the
    /// cell element itself relating the content view's subviews to the cell.
    private mutating func cell(tableView: Bool) {
        let cellID = id()
        let element = tableView ? "tableViewCell" : "collectionViewCell"
        emit(2, #"<\#(element) contentMode="scaleToFill" reuseIdentifier="Cell\#(nextID)" id="\#(cellID)">"#)
        emit(3, #"<rect key="frame" x="0.0" y="0.0" width="320" height="60"/>"#)
        let contentID = id()
        let contentElement = tableView ? "tableViewCellContentView" : "view"
        emit(3, #"<\#(contentElement) key="contentView" contentMode="center" id="\#(contentID)">"#)
        emit(4, #"<rect key="frame" x="0.0" y="0.0" width="320" height="60"/>"#)
        let children = subviews(depth: 4, level: 1)
        constraints(depth: 4, items: [contentID] + children)
        emit(3, "</\(contentElement)>")
        let guide = id()
        emit(3, #"<viewLayoutGuide key="safeArea" id="\#(guide)"/>"#)
        constraints(depth: 3, items: [cellID, contentID, guide] + children)
        emit(2, "</\(element)>")
    }

    /// A table view with a header view: constraints import does not lay out, to be reported.
    private mutating func table() {
        let tableID = id()
        emit(2, #"<tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="\#(tableID)">"#)
        emit(3, #"<rect key="frame" x="0.0" y="0.0" width="320" height="400"/>"#)
        view("view", key: "tableHeaderView", depth: 3, width: 320, height: 80, level: 1)
        emit(2, "</tableView>")
    }
}
