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
        #expect(first?.y == 10)
        #expect(second?.y == 97)
        #expect(third?.y == -3)
        #expect(fourth == nil)
    }

    @Test func theCaptionWidensANarrowPicture() throws {
        let solution = try solve("ListCell", in: iPhoneSE)
        let svg = SVGRenderer.render(solution, title: String(repeating: "x", count: 100))
        let width = try #require(svg.split(separator: "\"").dropFirst(3).first.flatMap { Double($0) })
        #expect(width >= 100 * 7.3)
    }
}
