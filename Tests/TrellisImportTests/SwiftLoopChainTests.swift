import Testing
import TrellisModel
@testable import TrellisImport

/// Loops over a literal list that link each view to the one before (issue 32, item 5): unrolled
/// with the link (`previous`) and a counter decided per copy; over data they stay listed.
@Suite struct SwiftLoopChainTests {
    @Test func aLoopLinkingEachViewToThePreviousOneUnrollsIntoAChain() throws {
        let run = SwiftAppFormsTests.run([
            (
                "SummaryView.swift",
                """
                final class SummaryView: UIView {
                    let titleLabel = UILabel()
                    let subtitleLabel = UILabel()
                    let footnoteLabel = UILabel()

                    func setup() {
                        var previous: UIView?
                        for label in [titleLabel, subtitleLabel, footnoteLabel] {
                            addSubview(label)
                            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
                            if let previous = previous {
                                label.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 4).isActive = true
                            } else {
                                label.topAnchor.constraint(equalTo: topAnchor, constant: 12).isActive = true
                            }
                            previous = label
                        }
                    }
                }
                """
            )
        ])
        let lines = SwiftAppFormsTests.lines("SummaryView", in: run)
        #expect(lines.contains("titleLabel.top == owner.top + 12"))
        #expect(lines.contains("subtitleLabel.top == titleLabel.bottom + 4"))
        #expect(lines.contains("footnoteLabel.top == subtitleLabel.bottom + 4"))
        #expect(lines.filter { $0.contains(".top ==") }.count == 3, "\(lines.sorted())")
        let report = try #require(SwiftAppFormsTests.report("SummaryView.swift", in: run))
        #expect(report.constraintsImported == 6)
        #expect(report.skipped.isEmpty)
    }

    @Test func aCounterAndAForEachClosureAreSteppedPerCopy() throws {
        let run = SwiftAppFormsTests.run([
            (
                "StarsView.swift",
                """
                final class StarsView: UIView {
                    let first = UIImageView()
                    let second = UIImageView()
                    let third = UIImageView()

                    func setup() {
                        var index = 0
                        var last: UIImageView? = nil
                        [first, second, third].forEach { star in
                            addSubview(star)
                            star.topAnchor.constraint(equalTo: topAnchor).isActive = true
                            if index == 0 {
                                star.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                            } else if let last {
                                star.leadingAnchor.constraint(equalTo: last.trailingAnchor, constant: 2).isActive = true
                                star.widthAnchor.constraint(equalTo: last.widthAnchor).isActive = true
                            }
                            last = star
                            index += 1
                        }
                    }
                }
                """
            )
        ])
        let lines = SwiftAppFormsTests.lines("StarsView", in: run)
        #expect(lines.contains("first.leading == owner.leading"))
        #expect(lines.contains("second.leading == first.trailing + 2"))
        #expect(lines.contains("third.width == second.width"))
        #expect(!lines.contains("second.leading == owner.leading"))
        let report = try #require(SwiftAppFormsTests.report("StarsView.swift", in: run))
        #expect(report.constraintsImported == 8)
    }

    @Test func aChainOverDataStaysListedWithItsLine() throws {
        let run = SwiftAppFormsTests.run([
            (
                "TagsView.swift",
                """
                final class TagsView: UIView {
                    var tagViews: [UIView] = []

                    func show(_ tags: [String]) {
                        var previous: UIView?
                        for tag in tagViews {
                            addSubview(tag)
                            if let previous {
                                tag.leadingAnchor.constraint(equalTo: previous.trailingAnchor).isActive = true
                            }
                            previous = tag
                        }
                    }
                }
                """
            )
        ])
        let report = try #require(SwiftAppFormsTests.report("TagsView.swift", in: run))
        let skipped = try #require(report.skipped.first)
        #expect(skipped.line == 9)
        #expect(skipped.reason.hasPrefix("made in a loop over data (line 6)"))
    }

    @Test func theAppsOwnIterationMethodOverDataIsALoopNotAState() throws {
        let run = SwiftAppFormsTests.run([
            (
                "Array+Pairs.swift",
                """
                extension Array {
                    func eachPair(_ block: (Element?, Element, Bool) -> Void) {
                        var previous: Element?
                        for (index, element) in enumerated() {
                            block(previous, element, index == count - 1)
                            previous = element
                        }
                    }
                }
                """
            ),
            (
                "ChipsCell.swift",
                """
                final class ChipsCell: UITableViewCell {
                    private let title = UILabel()
                    private var chips: [UIButton] = []

                    func update(_ titles: [String]) {
                        contentView.addSubview(title)
                        title.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
                        chips = titles.map { _ in UIButton() }
                        chips.eachPair { previous, chip, isLast in
                            contentView.addSubview(chip)
                            if let previous = previous {
                                chip.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8).isActive = true
                            } else {
                                chip.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
                            }
                        }
                    }
                }
                """
            ),
        ])
        let report = try #require(SwiftAppFormsTests.report("ChipsCell.swift", in: run))
        #expect(report.constraintsImported == 1)
        let loops = report.skipped.filter { $0.reason.hasPrefix("made in a loop over data ('eachPair', line 9)") }
        #expect(Set(loops.compactMap(\.line)) == [12, 14], "\(report.skipped)")
        let cell = try #require(run.components.first { $0.name == "ChipsCell" })
        #expect(cell.document.body?.states.isEmpty == true)
    }
}
