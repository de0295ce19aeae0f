import Testing
@testable import TrellisEngine

@Suite struct SVGRendererTests {
    @Test func labelsThatWouldOverlapMoveOrAreLeftOut() {
        var placer = LabelPlacer()
        let box = Rect(x: 0, y: 0, width: 100, height: 100)
        let first = placer.place("avatar", in: box)
        let second = placer.place("avatar.avatar", in: box)
        let third = placer.place("avatar.photo", in: box)
        let fourth = placer.place("avatar.other", in: box)
        let fifth = placer.place("avatar.more", in: box)
        #expect(first?.y == 10)
        #expect(second?.y == 97)
        #expect(third?.y == -3)
        #expect(fourth?.y == 110)
        #expect(fifth == nil)
    }

    /// The boxes (`<rect …><title>PATH …`) and labels (`<text x y fill>…</text>`) of the
    /// drawing's group, in its coordinates.
    static func boxesAndLabels(_ svg: String) -> (boxes: [String: Rect], labels: [(text: String, extent: Rect)]) {
        var boxes: [String: Rect] = [:]
        var labels: [(String, Rect)] = []
        func number(_ line: Substring, _ name: String) -> Double? {
            guard let range = line.range(of: " \(name)=\"") else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "\"" })
        }
        let group = svg.components(separatedBy: "<g transform=").dropFirst().joined()
        for line in group.split(separator: "\n") {
            if line.hasPrefix("<rect"), let title = line.range(of: "<title>"), let x = number(line, "x"), let y = number(line, "y"),
                let w = number(line, "width"), let h = number(line, "height")
            {
                boxes[String(line[title.upperBound...].prefix { $0 != " " })] = Rect(x: x, y: y, width: w, height: h)
            } else if line.hasPrefix("<text x="), !line.contains("textLength"), let x = number(line, "x"), let y = number(line, "y") {
                let text = line.split(separator: ">").dropFirst().first?.split(separator: "<").first.map(String.init) ?? ""
                labels.append((text, Rect(x: x, y: y - 8, width: Double(text.count) * LabelPlacer.characterWidth, height: LabelPlacer.lineHeight)))
            }
        }
        return (boxes, labels)
    }

    @Test(arguments: ["ActionBar", "ListCell", "ChatBubble", "TwoLineCell", "ClipRecordScreen", "LabelButtonScreen"])
    func aLabelCrossesNoOtherBoxAndNoOtherLabel(_ name: String) throws {
        let svg = SVGRenderer.render(try solve(name, in: iPhoneSE))
        let (boxes, labels) = Self.boxesAndLabels(svg)
        #expect(!labels.isEmpty)
        for (index, label) in labels.enumerated() {
            let owner = boxes.first { label.text.hasPrefix($0.key) || $0.key.hasSuffix(label.text) }?.value
            for (path, box) in boxes where box != owner && box.intersects(label.extent) {
                #expect(box.contains(label.extent) && owner.map(box.contains) == true, "\(name): '\(label.text)' crosses \(path)'s box")
            }
            for other in labels[(index + 1)...] { #expect(!other.extent.intersects(label.extent), "\(name): '\(label.text)' covers '\(other.text)'") }
        }
    }

    @Test func aContainerIsDrawnAtItsFittingSizeWithoutTheDevicesPage() throws {
        let svg = SVGRenderer.render(try solve("ChatBubble", in: iPhoneSE))
        #expect(svg.contains("ChatBubble — container 262 × 79 on iPhone-SE"), "\(svg)")
        #expect(!svg.contains("safe area"))
        #expect(!svg.contains(#"width="375" height="667""#), "no device-sized page")
        #expect(svg.contains(##"width="262" height="79" fill="#fff""##), "the frame is the container's")
    }

    @Test func aCellShowsNoSafeAreaAndAScreenDoes() throws {
        let cell = SVGRenderer.render(try solve("ListCell", in: iPhoneSE))
        #expect(cell.contains("ListCell — root 375 × 120 on iPhone-SE 375×667 portrait<"))
        #expect(!cell.contains("safe area") && !cell.contains(##"fill="#eee""##))
        let screen = SVGRenderer.render(try solve("LabelButtonScreen", in: iPhoneSE))
        #expect(screen.contains("20/0/0/0"), "a screen names the device's safe area")
    }

    /// A hidden view keeps its frame (UIKit lays it out) but is drawn faint and dashed,
    /// labelled hidden, so a state that hides it shows that it is gone.
    @Test func aHiddenViewIsDrawnFaintAndSaysSo() throws {
        let panel = library(
            """
            screen Panel {
                view panel: UIView
                view hint: UILabel in panel {
                    hidden
                }

                panel.edges == owner.edges
                hint.leading == panel.leading + 16
                hint.top == panel.top + 16
                hint.width == 200
                hint.height == 30
            }
            """)
        let svg = SVGRenderer.render(try solve("Panel", in: iPhoneSE, library: panel))
        let hint = try #require(svg.split(separator: "\n").first { $0.contains("<title>hint view") })
        #expect(hint.contains(##"stroke="#b8bcc6""##) && hint.contains(#"stroke-dasharray="2 2""#), "\(hint)")
        #expect(svg.contains(">hint: UILabel (hidden)</text>"), "\(svg)")
        let shown = try #require(svg.split(separator: "\n").first { $0.contains("<title>panel view") })
        #expect(!shown.contains("stroke-dasharray"))
    }

    @Test func aLongHeaderWrapsInsideThePicture() throws {
        let solution = try solve("ChatBubble", in: iPhoneSE)
        let svg = SVGRenderer.render(solution, title: String(repeating: "word ", count: 60))
        let width = try #require(svg.split(separator: "\"").dropFirst(3).first.flatMap { Double($0) })
        let captions = svg.split(separator: "\n").filter { $0.contains(#"font-size="12""#) }
        #expect(captions.count > 1)
        for caption in captions {
            let text = caption.split(separator: ">")[1].split(separator: "<")[0]
            #expect(12 + Double(text.count) * SVGRenderer.captionCharacter <= width)
        }
    }

    @Test func theCaptionWidensANarrowPicture() throws {
        let solution = try solve("ChatBubble", in: iPhoneSE)
        let svg = SVGRenderer.render(solution, title: String(repeating: "x", count: 50))
        let width = try #require(svg.split(separator: "\"").dropFirst(3).first.flatMap { Double($0) })
        #expect(width >= 50 * 7.3)
    }
}
