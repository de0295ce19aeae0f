import Foundation

/// Generated sources of the shapes an adversarial run used against import (issue 39):
/// views and elements nested thousands deep, thousands of siblings and constraints, a Swift
/// class with thousands of views and anchor calls. Each is built line by line, so a test
/// knows the line an error must name.
enum HostileSources {
    /// A xib whose root view holds `count` lines: the lines `body` makes, one per index.
    static func xib(lines count: Int, constraints: Int = 0, _ body: (Int) -> String, constraint: (Int) -> String = { _ in "" }) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">"#,
            #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            "<objects>",
            #"<view contentMode="scaleToFill" id="root" customClass="Crafted">"#,
            #"<rect key="frame" x="0.0" y="0.0" width="375" height="800"/>"#,
        ]
        lines.reserveCapacity(count + constraints + 12)
        for index in 0..<count { lines.append(body(index)) }
        if constraints > 0 {
            lines.append("<constraints>")
            for index in 0..<constraints { lines.append(constraint(index)) }
            lines.append("</constraints>")
        }
        lines += ["</view>", "</objects>", "</document>", ""]
        return lines.joined(separator: "\n")
    }

    /// The line `xib` puts the body's line `index` on (1-based).
    static func xibLine(ofBodyLine index: Int) -> Int { index + 7 }

    /// Views nested `depth` deep, one `<subviews><view>` per line, then the closing tags.
    static func nestedViews(depth: Int) -> String {
        xib(lines: 2 * depth) { index in
            index < depth
                ? #"<subviews><view id="v\#(index)" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="1" y="1" width="10" height="10"/>"#
                : "</view></subviews>"
        }
    }

    /// Elements IB does not know, nested `depth` deep inside the root view, one per line.
    static func nestedElements(depth: Int) -> String {
        xib(lines: 2 * depth) { index in index < depth ? "<inert>" : "</inert>" }
    }

    /// `count` sibling labels, each pinned to the root's leading edge and below the previous one.
    static func siblings(_ count: Int) -> String {
        let views = xib(lines: count + 2, constraints: 2 * count) { index in
            switch index {
            case 0: return "<subviews>"
            case count + 1: return "</subviews>"
            default:
                let label = index - 1
                return
                    #"<label id="l\#(label)" text="x" translatesAutoresizingMaskIntoConstraints="NO" userLabel="title"><rect key="frame" x="8" y="\#(label)" width="100" height="20"/></label>"#
            }
        } constraint: { index in
            let label = index / 2
            if index % 2 == 0 {
                return
                    #"<constraint firstItem="l\#(label)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c\#(index)"/>"#
            }
            let above = label == 0 ? #"secondItem="root" secondAttribute="top""# : #"secondItem="l\#(label - 1)" secondAttribute="bottom""#
            return #"<constraint firstItem="l\#(label)" firstAttribute="top" \#(above) constant="4" id="c\#(index)"/>"#
        }
        return views
    }

    /// A `UIView` subclass with `count` labels, each added and pinned with two anchor calls.
    static func swiftClass(named name: String = "ManyViews", views count: Int) -> String {
        var lines = ["import UIKit", "", "final class \(name): UIView {"]
        for index in 0..<count { lines.append("    let label\(index) = UILabel()") }
        lines += ["", "    override init(frame: CGRect) {", "        super.init(frame: frame)"]
        for index in 0..<count { lines.append("        addSubview(label\(index))") }
        lines.append("        NSLayoutConstraint.activate([")
        for index in 0..<count {
            let above = index == 0 ? "topAnchor" : "label\(index - 1).bottomAnchor"
            lines.append("            label\(index).topAnchor.constraint(equalTo: \(above), constant: 4),")
            lines.append("            label\(index).leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),")
        }
        lines += ["        ])", "    }", "", "    required init?(coder: NSCoder) { fatalError() }", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// Classes of `views` views each, named `Name0`, `Name1`… (or all `name` when `sameName`),
    /// until the source holds `bytes` bytes.
    static func swiftClasses(named name: String = "Tiny", views: Int = 1, bytes: Int, sameName: Bool = false) -> (text: String, classes: Int) {
        var text = ""
        var classes = 0
        while text.utf8.count < bytes {
            text += swiftClass(named: sameName ? name : "\(name)\(classes)", views: views)
            classes += 1
        }
        return (text, classes)
    }

    /// `a.f().f()…`: `length` calls that nest without brackets, on line 3.
    static func callChain(_ length: Int) -> String {
        "import UIKit\n\nlet chained = a" + String(repeating: ".f()", count: length) + "\n"
    }

    /// A view whose top constant is `c0`, defined by a chain of `count` lets written last-first
    /// (`let c0 = c1 + 1`, …, `let cN = 8`): `c0` is `count + 8`.
    static func letChain(_ count: Int) -> String {
        var lines = ["import UIKit", ""]
        for index in 0..<count { lines.append("let c\(index) = c\(index + 1) + 1") }
        lines += [
            "let c\(count) = 8", "", "final class ChainView: UIView {", "    let title = UILabel()", "",
            "    override init(frame: CGRect) {", "        super.init(frame: frame)", "        addSubview(title)",
            "        title.topAnchor.constraint(equalTo: topAnchor, constant: c0).isActive = true", "    }", "",
            "    required init?(coder: NSCoder) { fatalError() }", "}", "",
        ]
        return lines.joined(separator: "\n")
    }
}
