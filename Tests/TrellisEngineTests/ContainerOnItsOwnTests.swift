import Testing
import TrellisModel
@testable import TrellisEngine

/// A container laid out on its own (`check`, `relayout`, `solve`, `render`): at its
/// fitting size, the device's width where its content is wider, the device's size on an
/// axis its content does not hold open. Metric (Docs/Engine.md, "Text"): body 8.5 a character, 21 a line.
@Suite struct ContainerOnItsOwnTests {
    /// The example ChatBubble with a message of `characters`, laid out on its own.
    static func bubble(characters: Int = 60, in environment: Environment, checkingAmbiguity: Bool = true) throws -> LayoutSolution {
        try SelfSizingTests.bubble({ try $0.sessionOnItsOwn(in: environment) }, characters: characters)
            .solution(checkingAmbiguity: checkingAmbiguity)
    }

    // 60 characters wrap at 240 into 3 lines of 28 (238 wide, 63 tall); padding 12 and 8:
    // 262 × 79, the owner reported at the same size, on every default device.
    @Test(arguments: DeviceCatalog.defaultDeviceIDs)
    func theBubbleChecksAtItsFittingSizeOnEveryDefaultDevice(_ id: String) throws {
        let solution = try solve("ChatBubble", in: device(id))
        expectFrame(solution, "owner", rect(0, 0, 262, 79))
        expectFrame(solution, "self", rect(0, 0, 262, 79))
        expectFrame(solution, "bubble", rect(0, 0, 262, 79))
        expectFrame(solution, "message", rect(12, 8, 238, 63))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    @Test func theBubbleGrowsInHeightAsItsMessageGrows() throws {
        let heights = try [20, 60, 100, 200].map { try Self.bubble(characters: $0, in: iPhoneSE)["self"]?.height ?? 0 }
        // 1 line (37), 3 (79), 4 (100), 8 lines (184).
        #expect(heights == [37, 79, 100, 184])
    }

    // On a 150-wide device the 262-wide bubble does not fit: the device's width is
    // required (a cell in a 150-wide table), the message has 126: 14 characters a line,
    // 5 lines (105), 119 wide: 150 × 121.
    @Test func aNarrowerWidthMakesTheBubbleTaller() throws {
        let narrow = try Self.bubble(in: .size(150, 600))
        expectFrame(narrow, "self", rect(0, 0, 150, 121))
        expectFrame(narrow, "message", rect(12, 8, 119, 105))
        #expect(narrow.diagnostics.isEmpty, "\(narrow.diagnostics)")
        let wide = try Self.bubble(in: .size(300, 600))
        #expect((wide["self"]?.height ?? 0) < (narrow["self"]?.height ?? 0))
    }

    /// Lines of `characters` at 8.5 a character in `available` points.
    static func wrap(_ characters: Int, in available: Double) -> (lines: Int, width: Double) {
        let oneLine = (Double(characters) * 8.5).rounded(.up)
        if oneLine <= available { return (1, oneLine) }
        let perLine = Int((available + 1e-6) / 8.5)
        return ((characters + perLine - 1) / perLine, min(oneLine, (Double(perLine) * 8.5).rounded(.up)))
    }

    // Every message length × width of a grid (widths on both sides of the bubble's 262 and
    // 264) gives the hand-computed size: compressed (the message at most 240) unless that is
    // wider than the device, then the device's width with the message wrapped at its width
    // less 24. (Without the ambiguity probes, which the tests above run: 54 layouts.)
    @Test func theBubbleOnItsOwnMatchesTheMetricOnAGridOfMessagesAndWidths() throws {
        for characters in stride(from: 1, through: 300, by: 37) {
            for width in [120.0, 199, 261, 262, 264, 500] {
                let solution = try Self.bubble(characters: characters, in: .size(width, 800), checkingAmbiguity: false)
                var (lines, messageWidth) = Self.wrap(characters, in: 240)
                var containerWidth = messageWidth + 24
                if containerWidth > width {
                    (lines, messageWidth) = Self.wrap(characters, in: width - 24)
                    containerWidth = width
                }
                let context = "\(characters) characters, width \(width)"
                #expect(solution["self"] == rect(0, 0, containerWidth, Double(lines) * 21 + 16), "\(context): \(String(describing: solution["self"]))")
                #expect(solution["message"] == rect(12, 8, messageWidth, Double(lines) * 21), "\(context)")
                #expect(solution.diagnostics.isEmpty, "\(context): \(solution.diagnostics)")
            }
        }
    }

    // A container whose content does not hold it open (the avatar fills `self`, nothing
    // has a size) is the device's size, as its user would make it: unchanged from before.
    @Test func aContainerItsContentDoesNotSizeTakesTheDevicesSize() throws {
        let session = try LayoutEngine(library: exampleLibrary).prepare("UserAvatarContainer").sessionOnItsOwn(in: iPhoneSE)
        #expect(session.fitting == nil)
        let solution = session.solution()
        expectFrame(solution, "self", rect(0, 0, 375, 667))
        expectFrame(solution, "vip", rect(345, 0, 30, 30))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // One axis each way: the title's text gives the width (10 × 8.5 = 85) but nothing ties
    // its bottom, so the height is the device's.
    @Test func eachAxisIsDecidedOnItsOwn() throws {
        let lib = library(
            """
            container Tag {
                view title: UILabel {
                    text 10
                }
                title.top == self.top
                title.horizontalEdges == self.horizontalEdges
            }
            """)
        let session = try LayoutEngine(library: lib).prepare("Tag").sessionOnItsOwn(in: iPhoneSE)
        #expect(session.fitting == Fitting(width: nil, height: 667))
        expectFrame(session.solution(), "self", rect(0, 0, 85, 667))
        expectFrame(session.solution(), "title", rect(0, 0, 85, 21))
    }

    // A 0-line label pinned to the edges with 100 characters (850 on one line): compressed,
    // nothing limits it (warnings); on its own it gets the SE's 375 and wraps there, 44 a
    // line (374 wide), 3 lines: 375 × 63, clean — a self-sizing cell in a 375-wide table.
    @Test func contentWiderThanTheDeviceWrapsAtTheDevicesWidth() throws {
        let lib = library(
            """
            container Note {
                view note: UILabel {
                    text 100
                    lines 0
                }
                note.edges == self.edges
            }
            """)
        let prepared = try LayoutEngine(library: lib).prepare("Note")
        let compressed = try prepared.session(in: iPhoneSE, fitting: Fitting()).solution()
        #expect(compressed["self"]?.width == 850)
        #expect(compressed.diagnostics.contains { $0.kind == .unboundedText }, "\(compressed.diagnostics)")
        let session = try prepared.sessionOnItsOwn(in: iPhoneSE)
        #expect(session.fitting == Fitting(width: 375))
        let solution = session.solution()
        expectFrame(solution, "self", rect(0, 0, 375, 63))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    @Test func aScreenOnItsOwnIsLaidOutAtItsRootsSize() throws {
        let session = try LayoutEngine(library: exampleLibrary).prepare("TwoLineCell").sessionOnItsOwn(in: iPhoneSE)
        #expect(session.fitting == nil && session.containerSize == nil)
        expectFrame(session.solution(), "owner", rect(0, 0, 375, 77))
    }
}
