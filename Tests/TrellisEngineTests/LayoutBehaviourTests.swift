import Foundation
import Testing
import TrellisModel
@testable import TrellisEngine

@Suite struct LayoutBehaviourTests {
    static let environment = Environment.size(375, 667)

    static func twoLabels(firstHugging: Int, secondHugging: Int) -> LayoutLibrary {
        library(
            """
            screen Labels {
                view first: UILabel {
                    intrinsic 50 x 20
                    hugging h \(firstHugging)
                }
                view second: UILabel {
                    intrinsic 80 x 20
                    hugging h \(secondHugging)
                }

                first.leading == owner.leading
                first.top == owner.top
                second.leading == first.trailing + 8
                second.trailing == owner.trailing
                second.top == owner.top
            }
            """)
    }

    // 375 − 8 = 367 points for two labels that want 50 and 80: the one with the lower
    // hugging priority (250 < 251) stretches.
    @Test func huggingDecidesWhichLabelStretches() throws {
        let secondStretches = try solve("Labels", in: Self.environment, library: Self.twoLabels(firstHugging: 251, secondHugging: 250))
        expectFrame(secondStretches, "first", rect(0, 0, 50, 20))
        expectFrame(secondStretches, "second", rect(58, 0, 317, 20))
        #expect(secondStretches.diagnostics.isEmpty, "\(secondStretches.diagnostics)")

        let firstStretches = try solve("Labels", in: Self.environment, library: Self.twoLabels(firstHugging: 250, secondHugging: 251))
        expectFrame(firstStretches, "first", rect(0, 0, 287, 20))
        expectFrame(firstStretches, "second", rect(295, 0, 80, 20))
    }

    // Compression resistance: squeezed into 100 points, the label with the lower
    // compression resistance gives way.
    @Test func compressionResistanceDecidesWhichLabelShrinks() throws {
        let lib = library(
            """
            screen Squeeze {
                view first: UILabel {
                    intrinsic 50 x 20
                    compression h 751
                }
                view second: UILabel {
                    intrinsic 80 x 20
                }

                first.leading == owner.leading
                first.top == owner.top
                second.leading == first.trailing
                second.width <= 200
                second.top == owner.top
                second.trailing == owner.leading + 100
            }
            """)
        let solution = try solve("Squeeze", in: Self.environment, library: lib)
        expectFrame(solution, "first", rect(0, 0, 50, 20))
        expectFrame(solution, "second", rect(50, 0, 50, 20))
    }

    // Right-to-left mirrors every leading/trailing constraint about the root's centre.
    @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
        let lib = Self.twoLabels(firstHugging: 251, secondHugging: 250)
        let ltr = try solve("Labels", in: Self.environment, library: lib)
        let rtl = try solve("Labels", in: Self.environment.rightToLeft(), library: lib)
        for frame in ltr.frames where frame.kind == "view" {
            let mirrored = try #require(rtl[frame.path])
            #expect(mirrored.x == 375 - frame.frame.maxX, "\(frame.path)")
            #expect(mirrored.width == frame.frame.width)
        }
        expectFrame(rtl, "first", rect(325, 0, 50, 20))
    }

    // left/right never flip.
    @Test func leftAndRightDoNotFlip() throws {
        let lib = library(
            """
            screen Absolute {
                view box: UIView

                box.left == owner.left + 10
                box.top == owner.top
                box.size == 40
            }
            """)
        let rtl = try solve("Absolute", in: Self.environment.rightToLeft(), library: lib)
        expectFrame(rtl, "box", rect(10, 0, 40, 40))
    }

    // leading + 10, trailing − 10 on 375 forces a width of 355, so width == 200 cannot
    // hold: the three form the minimal conflicting set, each with its file:line; the last
    // added (width == 200) is broken and the layout goes on without it.
    @Test func conflictingLayoutNamesTheMinimalSetAndTheBrokenConstraint() throws {
        let lib = library(
            """
            screen Conflict {
                view box: UIView

                box.leading == owner.leading + 10
                box.trailing == owner.trailing - 10
                box.top == owner.top
                box.width == 200
                box.height == 50
            }
            """)
        let solution = try solve("Conflict", in: Self.environment, library: lib)
        #expect(solution.isUnsatisfiable)
        let diagnostic = try #require(solution.errors.first { $0.kind == .unsatisfiable })
        #expect(diagnostic.broken?.text == "box.width == 200")
        #expect(diagnostic.location?.line == 7)
        #expect(Set(diagnostic.conflicting.compactMap { $0.location?.line }) == [4, 5, 7])
        #expect(
            Set(diagnostic.conflicting.map(\.text)) == [
                "box.leading == owner.leading + 10", "box.trailing == owner.trailing - 10", "box.width == 200",
            ])
        #expect(diagnostic.items == ["box"] || diagnostic.items.contains("box"))
        expectFrame(solution, "box", rect(10, 0, 355, 50))
        #expect(diagnostic.description.contains("T0.layout:7"), "\(diagnostic)")
    }

    // A constraint on the root's own size has no variables: it is checked directly.
    @Test func constraintAgainstTheRootSizeConflicts() throws {
        let lib = library(
            """
            screen Root {
                view box: UIView

                box.edges == owner.edges
                owner.width == 400
            }
            """)
        let solution = try solve("Root", in: Self.environment, library: lib)
        let diagnostic = try #require(solution.errors.first)
        #expect(diagnostic.kind == .unsatisfiable)
        #expect(diagnostic.broken?.text == "owner.width == 400")
        #expect(diagnostic.message.contains("375×667"))
    }

    // A label pinned only vertically: its horizontal position is not determined (its
    // width is: intrinsic size).
    @Test func ambiguousLayoutNamesTheItemAndAxis() throws {
        let lib = library(
            """
            screen Loose {
                view title: UILabel {
                    intrinsic 100 x 20
                }
                view icon: UIImageView

                title.top == owner.top + 10
                icon.leading == owner.leading
                icon.top == owner.top
                icon.height == 10
            }
            """)
        let solution = try solve("Loose", in: Self.environment, library: lib)
        #expect(solution.isAmbiguous)
        let byItem = Dictionary(uniqueKeysWithValues: solution.errors.map { ($0.items[0], $0.message) })
        #expect(byItem.keys.sorted() == ["icon", "title"])
        #expect(byItem["title"]?.contains("title: horizontal position not determined") == true, "\(byItem)")
        #expect(byItem["icon"]?.contains("icon: width not determined") == true, "\(byItem)")
        #expect(solution.errors.first { $0.items == ["title"] }?.location?.line == 2)
    }

    // A scroll view holding a view, whose content size nothing decides, is ambiguous.
    @Test func scrollContentSizeMustComeOutOfTheSolve() throws {
        let lib = library(
            """
            screen Scroll {
                view scroll: UIScrollView
                view badge: UIView in scroll

                scroll.edges == owner.edges
                badge.top == scroll.contentGuide.top
                badge.leading == scroll.contentGuide.leading
                badge.size == 30
            }
            """)
        let solution = try solve("Scroll", in: Self.environment, library: lib)
        let diagnostic = try #require(solution.errors.first)
        #expect(diagnostic.items == ["scroll.contentGuide"])
        #expect(diagnostic.message.contains("content width and content height"), "\(diagnostic)")
    }

    // Content size from the content: a button 1000 from every content edge.
    @Test func scrollContentSizeFromSubviews() throws {
        let lib = library(
            """
            screen Scroll {
                view scroll: UIScrollView
                view button: UIButton in scroll {
                    intrinsic 120 x 44
                }

                scroll.edges == owner.edges
                button.top == scroll.contentGuide.top + 1000
                button.bottom == scroll.contentGuide.bottom - 1000
                button.leading == scroll.contentGuide.leading + 1000
                button.trailing == scroll.contentGuide.trailing - 1000
            }
            """)
        let solution = try solve("Scroll", in: Self.environment, library: lib)
        expectFrame(solution, "scroll.contentGuide", rect(0, 0, 2120, 2044))
        expectFrame(solution, "button", rect(1000, 1000, 120, 44))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // Nested containers are flattened transitively; parameters and arguments bind.
    @Test func nestedContainersFlattenWithArguments() throws {
        let lib = library(
            """
            container Badge {
                param side = 10

                view dot: UIView

                dot.size == side
                dot.top == self.top
                dot.trailing == self.trailing
            }
            """,
            """
            container Card {
                param inset = 4

                view image: UIImageView
                use badge: Badge(side: 2 * inset)

                image.edges == self.edges + inset
                badge.edges == image.edges
            }
            """,
            """
            screen Feed {
                height 200

                use card: Card(inset: 6)

                card.leading == owner.leading + 10
                card.top == owner.top + 10
                card.size == 100
            }
            """
        )
        let solution = try solve("Feed", in: Self.environment, library: lib)
        #expect(solution.frames.map(\.path) == ["owner", "card", "card.image", "card.badge", "card.badge.dot"])
        expectFrame(solution, "card.image", rect(16, 16, 88, 88))
        expectFrame(solution, "card.badge.dot", rect(92, 16, 12, 12))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // A subview's margins and safe area follow its overlap with the root's safe area.
    @Test func subviewSafeAreaIsItsOverlapWithTheRootSafeArea() throws {
        let lib = library(
            """
            screen Header {
                view header: UIView
                view title: UILabel in header {
                    intrinsic none x 20
                }

                header.top == owner.top
                header.horizontalEdges == owner.horizontalEdges
                header.height == 100
                title.top == header.safeArea.top
                title.leading == header.margins.leading
                title.trailing == header.margins.trailing
            }
            """)
        let solution = try solve("Header", in: iPhone16, library: lib)
        // iPhone 16: top inset 59; the header covers it, so its safe area starts at 59.
        expectFrame(solution, "header.safeArea", rect(0, 59, 393, 41))
        expectFrame(solution, "title", rect(8, 59, 377, 20))
        let landscape = try solve("Header", in: device("iPhone-16", .landscape), library: lib)
        // Landscape: left/right insets 59; margins 8 + 59.
        expectFrame(landscape, "title", rect(67, 0, 718, 20))
    }

    // Root margins: a view controller's root has `systemMinimumLayoutMargins`, 0 top and
    // bottom, 16 at the sides on a narrow portrait phone, 20 on a wide one (430 ≥ 414) and
    // in landscape — plus the safe area (issue 23; before, the top and bottom were 8).
    @Test func rootMarginsFollowTheSystemMinimum() throws {
        let lib = library(
            """
            screen Margins {
                view box: UIView

                box.edges == owner.margins.edges
            }
            """)
        // SE: (16, 20 + 0, 375 − 32, 667 − 20).
        expectFrame(try solve("Margins", in: iPhoneSE, library: lib), "box", rect(16, 20, 343, 647))
        // 16 Plus, 430 × 932, safe 59 / 34: (20, 59, 390, 932 − 59 − 34).
        expectFrame(try solve("Margins", in: device("iPhone-16-Plus"), library: lib), "box", rect(20, 59, 390, 839))
        // 16 landscape, 852 × 393, safe 59 left and right, 21 bottom: (20 + 59, 0, 852 − 158, 393 − 21).
        expectFrame(try solve("Margins", in: device("iPhone-16", .landscape), library: lib), "box", rect(79, 0, 694, 372))
    }

    // Same input, same output, to the byte.
    @Test func solvingIsDeterministic() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for name in LayoutEngine(library: exampleLibrary).solvableNames {
            let first = try encoder.encode(solve(name, in: iPhone16))
            let second = try encoder.encode(solve(name, in: iPhone16))
            #expect(first == second, "\(name)")
        }
    }

    // Lint: negative sizes, views outside the root, views with no size along an axis.
    @Test func lintWarnings() throws {
        let lib = library(
            """
            screen Lint {
                view negative: UIView
                view outside: UIView
                view flat: UIView

                negative.leading == owner.leading
                negative.top == owner.top
                negative.width == -20
                negative.height == 10
                outside.leading == owner.leading - 10
                outside.top == owner.top
                outside.size == 50
                flat.leading == owner.leading
                flat.top == owner.top + 100
                flat.width == 100
                flat.height == 0
            }
            """)
        let solution = try solve("Lint", in: Self.environment, library: lib)
        #expect(solution.errors.isEmpty, "\(solution.errors)")
        let kinds = Dictionary(uniqueKeysWithValues: solution.warnings.map { ($0.items[0], $0.kind) })
        #expect(kinds == ["negative": .negativeSize, "outside": .outsideRoot, "flat": .zeroSize])
        #expect(solution.warnings.first { $0.items == ["flat"] }?.message.contains("no height") == true)
    }

    // update without its optional parameter does nothing (the seed's `if let`).
    @Test func optionalParameterLeftOutSkipsItsConstraints() throws {
        let lib = library(
            """
            spec Panel {
                ref superView
                param panelHeight
                param lift?

                make {
                    self.bottom == superView.bottom
                    self.horizontalEdges == superView.horizontalEdges
                    self.height == panelHeight
                }

                update {
                    self.bottom == superView.bottom - lift
                }
            }
            """,
            """
            screen S {
                view panel: UIView

                apply Panel(superView: owner, panelHeight: 100) to panel
            }
            """
        )
        let solution = try solve("S", in: Self.environment, library: lib, updates: true)
        expectFrame(solution, "panel", rect(0, 567, 375, 100))
    }

    @Test func unknownDeviceSuggestsCloseNames() {
        do {
            _ = try DeviceCatalog.lookup("iphone 16 pr")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("iPhone-16-Pro"), "\(error)")
        }
        #expect(DeviceCatalog.device(named: "iphone se")?.width == 375)
        #expect(DeviceCatalog.device(named: "iPhone SE (3rd generation)") != nil)
    }

    @Test func landscapePhonesWithAnIslandHaveSideInsets() {
        let env = device("iPhone-16-Pro", .landscape)
        #expect(env.width == 874 && env.height == 402)
        #expect(env.safeArea == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
    }
}

@Suite struct AmbiguityAndRenderingTests {
    // A container's guide that is not placed vertically makes every view in it ambiguous
    // (positions inside a container are relative to its guide): one error at the use, since
    // the line to fix is the screen's, with the container's views as notes at their lines.
    @Test func ambiguousContainerGuideMakesItsViewsAmbiguous() throws {
        let lib = library(
            """
            container Pair {
                view a: UIView
                view b: UIView

                a.edges == self.edges
                b.size == 10
                b.top == self.top
                b.leading == self.leading
            }
            """,
            """
            screen S {
                use pair: Pair

                pair.leading == owner.leading
                pair.size == 50
            }
            """
        )
        let solution = try solve("S", in: .size(375, 667), library: lib)
        let errors = Dictionary(uniqueKeysWithValues: solution.errors.map { ($0.items[0], $0.message) })
        #expect(errors.keys.sorted() == ["pair"], "\(solution.diagnostics)")
        #expect(errors["pair"]?.hasSuffix("pair: vertical position not determined (so pair.a and pair.b of Pair too)") == true)
        let notes = try #require(solution.errors.first?.notes)
        #expect(
            notes.map(\.message) == [
                "pair.a: vertical position not determined, as pair has none", "pair.b: vertical position not determined, as pair has none",
            ])
        #expect(notes.map { $0.location?.line } == [2, 3])
        #expect(solution.warnings.isEmpty)
    }

    @Test func svgDrawsViewsGuidesAndProblems() throws {
        let conflict = library(
            """
            screen Conflict {
                view box: UIView
                guide spacer

                box.horizontalEdges == owner.horizontalEdges
                box.top == owner.top
                box.height == 10
                box.width == 100
                spacer.edges == owner.edges
            }
            """)
        let solution = try solve("Conflict", in: .size(375, 667), library: conflict)
        let svg = SVGRenderer.render(solution)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(">box: UIView</text>"))
        #expect(svg.contains("stroke=\"#d22\""), "the conflicting view is red")
        #expect(svg.contains("stroke-dasharray"), "guides are dashed")
        #expect(svg.contains("1 error(s): unsatisfiable"))
        #expect(SVGRenderer.render(solution) == svg, "deterministic")
    }
}

@Suite struct LayoutSessionTests {
    // A live session re-solves after one constant changes; diagnostics see the new constant.
    @Test func setConstantReSolvesIncrementally() throws {
        let session = try LayoutEngine(library: exampleLibrary).prepare("LabelButtonScreen").session(in: iPhoneSE)
        let index = try #require(session.constraintIndex("button.top == owner.safeArea.top + 20"))
        #expect(session.constraints[index].location?.line == 12)
        try session.setConstant(50, forConstraintAt: index)
        #expect(session.frame(of: "button") == rect(20, 70, 88, 44))
        #expect(session.frame(of: "label") == rect(20, 134, 335, 21))
        let solution = session.solution()
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
        #expect(solution["label"] == rect(20, 134, 335, 21))
    }

    @Test func preparedComponentSolvesOnEveryDevice() throws {
        let prepared = try LayoutEngine(library: exampleLibrary).prepare("ListCell")
        for device in DeviceCatalog.all {
            for orientation in Environment.Orientation.allCases {
                let solution = try prepared.session(in: device.environment(orientation)).solution()
                #expect(solution.errors.isEmpty, "\(device.id) \(orientation)")
                #expect(solution["avatar.vip"]?.x == 82)
            }
        }
    }
}
