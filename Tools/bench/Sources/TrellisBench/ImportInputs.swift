// The import suite's generated inputs: the shapes of issue 39's adversarial run at the sizes
// it used (thousands of sibling views and constraints, nesting thousands deep, a Swift class
// with thousands of views and anchor calls, a 5 MB Swift file of many classes), each the
// same bytes for our import and for the baseline parser.

import Foundation

enum ImportInputs {
    /// A CocoaTouch xib whose root view holds `body`'s lines (and `constraints` after them).
    static func xib(body: [String], constraints: [String] = []) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">"#,
            #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            "<objects>",
            #"<view contentMode="scaleToFill" id="root" customClass="Generated">"#,
            #"<rect key="frame" x="0.0" y="0.0" width="375" height="800"/>"#,
        ]
        lines += body
        if !constraints.isEmpty { lines += ["<constraints>"] + constraints + ["</constraints>"] }
        lines += ["</view>", "</objects>", "</document>", ""]
        return lines.joined(separator: "\n")
    }

    /// `count` sibling labels with the same `userLabel`, each pinned by two constraints.
    static func siblings(_ count: Int) -> String {
        var body = ["<subviews>"]
        var constraints: [String] = []
        for index in 0..<count {
            body.append(
                #"<label id="l\#(index)" text="Title \#(index)" translatesAutoresizingMaskIntoConstraints="NO" userLabel="title"><rect key="frame" x="8" y="\#(index * 24)" width="100" height="20"/></label>"#
            )
            constraints.append(#"<constraint firstItem="l\#(index)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="a\#(index)"/>"#)
            let above = index == 0 ? #"secondItem="root" secondAttribute="top""# : #"secondItem="l\#(index - 1)" secondAttribute="bottom""#
            constraints.append(#"<constraint firstItem="l\#(index)" firstAttribute="top" \#(above) constant="4" id="b\#(index)"/>"#)
        }
        body.append("</subviews>")
        return xib(body: body, constraints: constraints)
    }

    /// Views nested `depth` deep (each in the one before), one level per line.
    static func nestedViews(_ depth: Int) -> String {
        let open = (0..<depth).map {
            #"<subviews><view id="v\#($0)" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="1" y="1" width="10" height="10"/>"#
        }
        return xib(body: open + Array(repeating: "</view></subviews>", count: depth))
    }

    /// Elements IB does not know nested `depth` deep.
    static func nestedElements(_ depth: Int) -> String {
        xib(body: Array(repeating: "<inert>", count: depth) + Array(repeating: "</inert>", count: depth))
    }

    /// A `UIView` subclass with `views` labels, each added and pinned with two anchor calls
    /// (the first line is `import UIKit` only when `imports`).
    static func swiftClass(_ name: String, views: Int, imports: Bool = true) -> String {
        var lines = imports ? ["import UIKit", ""] : [""]
        lines.append("final class \(name): UIView {")
        for index in 0..<views { lines.append("    private let label\(index) = UILabel()") }
        lines += ["", "    override init(frame: CGRect) {", "        super.init(frame: frame)"]
        for index in 0..<views {
            lines.append("        label\(index).translatesAutoresizingMaskIntoConstraints = false")
            lines.append("        label\(index).numberOfLines = 2")
            lines.append("        addSubview(label\(index))")
        }
        lines.append("        NSLayoutConstraint.activate([")
        for index in 0..<views {
            let above = index == 0 ? "topAnchor" : "label\(index - 1).bottomAnchor"
            lines.append("            label\(index).topAnchor.constraint(equalTo: \(above), constant: 4),")
            lines.append("            label\(index).leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),")
        }
        lines += ["        ])", "    }", "", "    required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// Classes of 20 views each until the file holds `bytes` bytes; returns the text and the class count.
    static func manyClasses(bytes: Int) -> (text: String, classes: Int) {
        var text = ""
        var classes = 0
        while text.utf8.count < bytes {
            text += swiftClass("Cell\(classes)", views: 20, imports: classes == 0)
            classes += 1
        }
        return (text, classes)
    }

    /// A chain of `length` calls, `a.f().f()…`, that nests without brackets.
    static func callChain(_ length: Int) -> String {
        "let chained = a" + String(repeating: ".f()", count: length) + "\n"
    }
}
