import Testing
import TrellisImport
import TrellisModel

/// A line of SnapKit or anchor code pasted into a `.layout` file: the parse error's hint
/// gives the `.layout` line to write instead. The parser takes the hints from TrellisImport,
/// which reads the line with swift-syntax; each test installs them, as the command line does.
@Suite struct SwiftIdiomHintTests {
    init() { SwiftIdiomHints.install() }

    static func hint(_ line: String) -> String? {
        let text = """
            container Card {
                view title: UILabel
                view avatar: UIImageView
                \(line)
            }

            """
        let result = LayoutParser.parse(text, file: "Card.layout")
        return result.diagnostics.first { $0.severity == .error && $0.location?.line == 4 }?.hint
    }

    @Test(arguments: [
        ("make.top.equalToSuperview().offset(8)", "view.top == self.top + 8"),
        ("make.leading.equalTo(avatar.snp.trailing).offset(12)", "view.leading == avatar.trailing + 12"),
        ("make.width.height.equalTo(64)", "view.width == 64; view.height == 64"),
        ("make.edges.equalToSuperview().inset(16)", "view.edges == self.edges + 16"),
        ("make.bottom.equalToSuperview().inset(16)", "view.bottom == self.bottom - 16"),
        ("make.width.equalTo(contentView).multipliedBy(0.5)", "view.width == self.width * 0.5"),
        ("make.height.lessThanOrEqualTo(200).priority(750)", "view.height <= 200 @750"),
        ("$0.top.equalTo(view.safeAreaLayoutGuide.snp.top)", "view.top == self.safeArea.top"),
        ("title.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8).isActive = true", "title.top == avatar.bottom + 8"),
        ("avatar.widthAnchor.constraint(equalToConstant: 44),", "avatar.width == 44"),
        ("avatar.widthAnchor.constraint(equalTo: title.heightAnchor, multiplier: 0.5)", "avatar.width == title.height * 0.5"),
        ("title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)", "title.leading == self.margins.leading"),
    ])
    func aSwiftLineGetsItsLayoutTranslation(line: String, expected: String) {
        #expect(Self.hint(line) == "this is Swift, not .layout; write: \(expected)", "\(line)")
    }

    @Test func aPastedMakeConstraintsBlockIsTranslatedWholeAndAScreensRootIsOwner() {
        let text = """
            screen Profile {
                view title: UILabel
                view avatar: UIImageView
                title.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(8)
                    make.leading.equalTo(avatar.snp.trailing).offset(12)
                }
            }

            """
        let result = LayoutParser.parse(text, file: "Profile.layout")
        let hints = result.diagnostics.compactMap(\.hint).filter { $0.hasPrefix("this is Swift") }
        #expect(hints == ["this is Swift, not .layout; write: title.top == owner.top + 8; title.leading == avatar.trailing + 12"], "\(result.diagnostics)")
    }

    /// A line of Swift pasted into a CRLF file gets the hint it gets in an LF file.
    @Test func aSwiftLineInACRLFFileGetsItsHint() throws {
        let lf = "container Card {\n    view title: UILabel\n    make.top.equalToSuperview().offset(8)\n}\n"
        let hints = { (text: String) in LayoutParser.parse(text, file: "Card.layout").diagnostics.compactMap(\.hint) }
        #expect(hints(lf.replacingOccurrences(of: "\n", with: "\r\n")) == hints(lf))
        #expect(hints(lf).first?.hasPrefix("this is Swift, not .layout") == true)
    }

    @Test func aLayoutMistakeKeepsItsOwnHint() {
        let result = LayoutParser.parse("container Card {\n    view title: UILabel\n    title.top = self.top\n}\n", file: "Card.layout")
        #expect(result.diagnostics.first?.hint == "did you mean ==?")
    }
}
