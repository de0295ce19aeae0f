import Testing
import TrellisModel
@testable import TrellisEngine

/// The engine against UIKit's documented rules for roots, margins, safe areas, scroll
/// views, alignment rects and size classes (issue 23). Every expected frame is worked out
/// in the comment above it from those rules, not read off the engine.
@Suite struct UIKitRootTests {
    static let pinnedToMargins = """
        screen RootMargins {
            view box: UIView

            box.top == owner.margins.top
            box.leading == owner.margins.leading
            box.bottom == owner.margins.bottom
            box.trailing == owner.margins.trailing
        }
        """

    // MARK: The four repros of the issue

    // A view controller's root: top and bottom margins 0 plus the safe area (20 on the
    // SE), sides 16 (`systemMinimumLayoutMargins` on a 375-wide portrait phone):
    // (16, 20 + 0, 375 − 32, 667 − 20 − 0 − 0 − 0) = (16, 20, 343 × 647).
    @Test func viewControllerRootHasZeroTopAndBottomMarginsAndSixteenAtTheSides() throws {
        let solution = try solve("RootMargins", in: iPhoneSE, library: library(Self.pinnedToMargins))
        expectFrame(solution, "box", rect(16, 20, 343, 647))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // A table, collection or scrolling text view pinned to the safe area is complete: its
    // content size is its own business. On the SE: (0, 20, 375 × 647), no ambiguity.
    @Test(arguments: ["UITableView", "UICollectionView", "UITextView"])
    func scrollViewsThatSizeTheirOwnContentAreNotAmbiguous(className: String) throws {
        let lib = library(
            """
            screen List {
                view list: \(className)

                list.edges == owner.safeArea.edges
            }
            """)
        let solution = try solve("List", in: iPhoneSE, library: lib)
        expectFrame(solution, "list", rect(0, 20, 375, 647))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // A plain UIScrollView takes its content size from constraints: left unconstrained,
    // its content is ambiguous — in UIKit too (Interface Builder flags it).
    @Test func aPlainScrollViewWithUnconstrainedContentIsStillAmbiguous() throws {
        let lib = library(
            """
            screen Scroll {
                view scroll: UIScrollView
                view label: UILabel in scroll

                scroll.edges == owner.safeArea.edges
                label.top == scroll.contentGuide.top
                label.leading == scroll.contentGuide.leading
            }
            """)
        let solution = try solve("Scroll", in: iPhoneSE, library: lib)
        #expect(solution.errors.contains { $0.kind == .ambiguous && $0.items == ["scroll.contentGuide"] })
    }

    /// An empty scroll view (its content set in code, as `PlayerTabsView` does) is not
    /// ambiguous: IB does not flag it and UIKit asks nothing of its content guide.
    @Test func anEmptyScrollViewLeavesItsContentSizeToCode() throws {
        let lib = library(
            """
            screen Scroll {
                view scroll: UIScrollView

                scroll.edges == owner.safeArea.edges
            }
            """)
        let solution = try solve("Scroll", in: iPhoneSE, library: lib)
        #expect(solution.errors.isEmpty, "\(solution.errors)")
    }

    // A cell's content view has 8-point margins all round and no safe area: a field at
    // leadingMargin + 8 sits at x = 8 + 8 = 16, with `--size` and on a device alike.
    @Test func cellContentViewHasEightPointMarginsWithASizeAndOnADevice() throws {
        let lib = library(
            """
            screen FieldCell {
                height 44
                root cell

                view field: UITextField {
                    intrinsic none x 34
                }

                field.leading == owner.leadingMargin + 8
                field.trailing == owner.trailingMargin
                field.centerY == owner.centerY
            }
            """)
        // Width 375 − 16 − 8 = 351; y = (44 − 34) / 2 = 5.
        for environment in [Environment.size(375, 44), iPhoneSE, device("iPhone-16")] {
            let solution = try solve("FieldCell", in: environment, library: lib)
            let width = environment.width - 16 - 8
            expectFrame(solution, "field", rect(16, 5, width, 34))
        }
    }

    // `--size 375x198.5` is portrait: 375 is narrower than 414, so a view controller root
    // gets 16-point sides, not landscape's 20.
    @Test func anExplicitSizeIsNeverTurnedToLandscapeByItsAspectRatio() throws {
        let environment = Environment.size(375, 198.5)
        #expect(environment.orientation == .portrait)
        #expect(environment.horizontalSizeClass == .compact && environment.verticalSizeClass == .regular)
        let solution = try solve("RootMargins", in: environment, library: library(Self.pinnedToMargins))
        expectFrame(solution, "box", rect(16, 0, 343, 198.5))
        // Told it is landscape, the size gets compact height, still 16 (375 < 414).
        let landscape = Environment.size(375, 198.5, orientation: .landscape)
        #expect(landscape.verticalSizeClass == .compact)
    }

    // MARK: Root kinds and explicit root settings

    /// UIKit's default root margins, as the documentation states them: a view
    /// controller's root has `systemMinimumLayoutMargins` (top and bottom 0; sides 20 in
    /// regular width or from 414 points wide, else 16) plus the safe area; a cell's content
    /// view 8 on every side and no safe area; a plain view 8 plus the safe area.
    static func documentedMargins(_ kind: RootKind, _ environment: Environment) -> (left: Double, top: Double, right: Double, bottom: Double) {
        let safe = environment.safeArea
        switch kind {
        case .controller:
            let side: Double = environment.horizontalSizeClass == .regular || environment.width >= 414 ? 20 : 16
            return (side + safe.left, safe.top, side + safe.right, safe.bottom)
        case .cell:
            return (8, 8, 8, 8)
        case .view:
            return (8 + safe.left, 8 + safe.top, 8 + safe.right, 8 + safe.bottom)
        }
    }

    @Test(arguments: RootKind.allCases)
    func eachRootKindGetsItsOwnDefaultMarginsOnEveryDeviceAndOrientation(kind: RootKind) throws {
        let lib = library(Self.pinnedToMargins.replacingOccurrences(of: "screen RootMargins {", with: "screen RootMargins {\n    root \(kind.rawValue)"))
        let prepared = try LayoutEngine(library: lib).prepare("RootMargins")
        for device in DeviceCatalog.all {
            for orientation in Environment.Orientation.allCases {
                let environment = device.environment(orientation)
                let m = Self.documentedMargins(kind, environment)
                let solution = try prepared.session(in: environment).solution()
                expectFrame(
                    solution, "box",
                    rect(
                        m.left, m.top, environment.width - m.left - m.right, environment.height - m.top - m.bottom
                    ))
            }
        }
    }

    // `margins` on a view controller's root can only raise the system minimum on each
    // side (`viewRespectsSystemMinimumLayoutMargins`): margins 8 gives sides max(8, 16) =
    // 16 and top 8 + 20; margins 30 gives 30 everywhere (plus the 20 on top).
    @Test func rootMarginsOnAViewControllerRootRespectTheSystemMinimum() throws {
        for (margins, side, top) in [(8.0, 16.0, 8.0), (30, 30, 30)] {
            let text = Self.pinnedToMargins.replacingOccurrences(
                of: "screen RootMargins {", with: "screen RootMargins {\n    margins \(Int(margins))")
            let solution = try solve("RootMargins", in: iPhoneSE, library: library(text))
            expectFrame(solution, "box", rect(side, 20 + top, 375 - 2 * side, 667 - 20 - 2 * top))
        }
        // A cell's content view takes its margins as written: 4 12 4 12 on a 375 × 60 cell.
        let cell = Self.pinnedToMargins.replacingOccurrences(
            of: "screen RootMargins {", with: "screen RootMargins {\n    height 60\n    root cell\n    margins 4 12 4 12")
        expectFrame(try solve("RootMargins", in: iPhoneSE, library: library(cell)), "box", rect(12, 4, 351, 52))
    }

    // Root margins are directional: `margins 0 40 0 30` (leading 40, trailing 30) right-to-
    // left puts 40 on the right and 30 on the left; both above the minimum of 16.
    @Test func rootMarginsAreDirectional() throws {
        let text = Self.pinnedToMargins.replacingOccurrences(
            of: "screen RootMargins {", with: "screen RootMargins {\n    margins 0 40 0 30")
        expectFrame(try solve("RootMargins", in: iPhoneSE, library: library(text)), "box", rect(40, 20, 305, 647))
        expectFrame(try solve("RootMargins", in: iPhoneSE.rightToLeft(), library: library(text)), "box", rect(30, 20, 305, 647))
    }

    // The "done when" root: 510 × 600 with safe-area insets 44 (top) and 34 (bottom). Its
    // safe area is (0, 44, 510 × 522); as a view controller's root 510 ≥ 414 gives 20-point
    // sides, so its margins are (20, 44, 470 × 522) — on any device, since the root is
    // not device-sized.
    @Test func aRootThatIsNotDeviceSizedTakesItsOwnSafeArea() throws {
        let lib = library(
            """
            screen MessageView {
                width 510
                height 600
                safeArea 44 0 34 0

                view bubble: UIView
                view text: UIView

                bubble.edges == owner.safeArea.edges
                text.edges == owner.margins.edges
            }
            """)
        for environment in [iPhoneSE, device("iPhone-11"), Environment.size(320, 480)] {
            let solution = try solve("MessageView", in: environment, library: lib)
            expectFrame(solution, "bubble", rect(0, 44, 510, 522))
            expectFrame(solution, "text", rect(20, 44, 470, 522))
            #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
        }
    }

    // Without `safeArea`, pinning both sides drops the device's insets (the root is not
    // the device's screen): the same root on the iPhone 11 has no safe area.
    @Test func pinnedSidesDropTheDevicesSafeArea() throws {
        let lib = library(
            """
            screen Banner {
                width 320
                height 50
                root view

                view fill: UIView

                fill.edges == owner.safeArea.edges
            }
            """)
        expectFrame(try solve("Banner", in: device("iPhone-11"), library: lib), "fill", rect(0, 0, 320, 50))
    }

    // MARK: Subview margins

    // A full-width panel's own margins are 8; with `preservesSuperviewMargins` they grow to
    // the root's margin where it reaches into the panel: max(8, 16 − 0) = 16 at the sides.
    // Top: the panel starts at y = 20 (safe area), the root's top margin is 20 + 0, which
    // reaches 0 into it, so its top margin is max(8 + 0, 0) = 8: the label at y = 28.
    @Test func preservesSuperviewMarginsTakesTheRootsMarginsWhereTheyReachIn() throws {
        func text(_ preserves: Bool) -> String {
            """
            screen Panel {
                view panel: UIView \(preserves ? "{\n        preservesSuperviewMargins\n    }" : "")
                view label: UILabel {
                    intrinsic none x 21
                }

                panel.top == owner.safeArea.top
                panel.leading == owner.leading
                panel.trailing == owner.trailing
                panel.height == 100
                label.leading == panel.leadingMargin
                label.trailing == panel.trailingMargin
                label.top == panel.topMargin
            }
            """
        }
        expectFrame(try solve("Panel", in: iPhoneSE, library: library(text(true))), "label", rect(16, 28, 343, 21))
        expectFrame(try solve("Panel", in: iPhoneSE, library: library(text(false))), "label", rect(8, 28, 359, 21))
    }

    // `insetsLayoutMarginsFromSafeArea` on a full-screen subview on the iPhone 16 (safe
    // area 59 top, 34 bottom): on, its top margin is 8 + 59; off (`marginsIgnoreSafeArea`),
    // just 8.
    @Test func insetsLayoutMarginsFromSafeAreaPerView() throws {
        func text(_ ignore: Bool) -> String {
            """
            screen Full {
                view full: UIView \(ignore ? "{\n        marginsIgnoreSafeArea\n    }" : "")
                view label: UILabel {
                    intrinsic 40 x 21
                }

                full.edges == owner.edges
                label.top == full.topMargin
                label.leading == full.leadingMargin
            }
            """
        }
        expectFrame(try solve("Full", in: iPhone16, library: library(text(false))), "label", rect(8, 67, 40, 21))
        expectFrame(try solve("Full", in: iPhone16, library: library(text(true))), "label", rect(8, 8, 40, 21))
    }

    // MARK: Text views

    // A text view with scrolling off sizes to its text (its intrinsic height, 80 here); a
    // scrolling one has no intrinsic size, so the same constraints leave its height open.
    @Test func scrollsOffGivesATextViewItsIntrinsicHeight() throws {
        func text(_ scrollsOff: Bool) -> String {
            """
            screen Notes {
                view notes: UITextView {
                    intrinsic none x 80\(scrollsOff ? "\n        scrolls off" : "")
                }

                notes.top == owner.safeArea.top
                notes.leading == owner.leadingMargin
                notes.trailing == owner.trailingMargin
            }
            """
        }
        let fixed = try solve("Notes", in: iPhoneSE, library: library(text(true)))
        expectFrame(fixed, "notes", rect(16, 20, 343, 80))
        #expect(fixed.errors.isEmpty, "\(fixed.errors)")
        let scrolling = try solve("Notes", in: iPhoneSE, library: library(text(false)))
        #expect(scrolling.errors.contains { $0.kind == .ambiguous && $0.items == ["notes"] })
    }

    // MARK: Alignment rects

    // Constraints act on alignment rects, frames include the insets. A switch's alignment
    // rect is 49 × 31 (frame 51 × 31, 2 more on the right): pinned to the trailing margin
    // (359 on the SE) its alignment rect starts at 359 − 49 = 310, its frame is
    // (310, 40, 51 × 31).
    @Test func aSwitchPinnedToTheTrailingMarginReportsItsFullFrame() throws {
        let lib = library(
            """
            screen Toggle {
                view toggle: UISwitch

                toggle.trailing == owner.trailingMargin
                toggle.top == owner.safeArea.top + 20
            }
            """)
        let solution = try solve("Toggle", in: iPhoneSE, library: lib)
        expectFrame(solution, "toggle", rect(310, 40, 51, 31))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // The "done when" slider in a stack: a horizontal stack on the margins (16…359, 343
    // wide) at y = 20 + 20, spacing 8, centred; a label 42 × 21 (hugging 251) and a slider
    // (alignment height 30, hugging 250, so it stretches). Stack height 30; the label at
    // y = 40 + (30 − 21) / 2 = 44.5. The slider's alignment rect: x = 16 + 42 + 8 = 66,
    // width 343 − 42 − 8 = 293, y 40, height 30; its frame 2 wider each side, 1 taller:
    // (64, 40, 297 × 31).
    @Test func aSliderInAStackIsLaidOutByItsAlignmentRect() throws {
        let lib = library(
            """
            screen Volume {
                stack row: horizontal {
                    arranged label, slider
                    alignment center
                    spacing 8
                }
                view label: UILabel {
                    intrinsic 42 x 21
                    hugging h 251 v 251
                }
                view slider: UISlider

                row.top == owner.safeArea.top + 20
                row.leading == owner.leadingMargin
                row.trailing == owner.trailingMargin
            }
            """)
        let solution = try solve("Volume", in: iPhoneSE, library: lib)
        expectFrame(solution, "row", rect(16, 40, 343, 30))
        expectFrame(solution, "label", rect(16, 44.5, 42, 21))
        expectFrame(solution, "slider", rect(64, 40, 297, 31))
        #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    }

    // `alignmentInsets` replaces the built-in insets: a custom control with 4 on every
    // side, its alignment rect 100 × 40 at (16, 20): frame (12, 16, 108 × 48).
    @Test func declaredAlignmentInsetsGrowTheReportedFrame() throws {
        let lib = library(
            """
            screen Custom {
                view knob: KnobControl {
                    alignmentInsets 4
                }

                knob.leading == owner.leadingMargin
                knob.top == owner.safeArea.top
                knob.width == 100
                knob.height == 40
            }
            """)
        expectFrame(try solve("Custom", in: iPhoneSE, library: lib), "knob", rect(12, 16, 108, 48))
    }

    // MARK: Size classes

    // Width classes: iPhones in portrait are compact; the iPad regular; the iPhone 8 Plus
    // (414 wide) turns regular in landscape, the SE stays compact. The box is 100 wide in
    // compact width and 300 in regular; its height 50 in compact height, else 80.
    @Test func whenBlocksFollowTheDevicesSizeClasses() throws {
        let lib = library(
            """
            screen Adaptive {
                view box: UIView

                box.top == owner.safeArea.top
                box.leading == owner.leadingMargin
                when width compact {
                    box.width == 100
                }
                when width regular {
                    box.width == 300
                }
                when height compact {
                    box.height == 50
                }
                when height regular {
                    box.height == 80
                }
            }
            """)
        let cases: [(Environment, Double, Double)] = [
            (iPhoneSE, 100, 80),
            (device("iPhone-SE", .landscape), 100, 50),
            (device("iPhone-8-Plus", .landscape), 300, 50),
            (device("iPhone-11"), 100, 80),
            (device("iPad-Air-11"), 300, 80),
            (device("iPad-Air-11", .landscape), 300, 80),
        ]
        for (environment, width, height) in cases {
            let solution = try solve("Adaptive", in: environment, library: lib)
            #expect(solution["box"]?.width == width && solution["box"]?.height == height, "\(environment)")
            #expect(solution.diagnostics.isEmpty, "\(environment): \(solution.diagnostics)")
        }
        // An explicit size class overrides the device's; regular width also makes the
        // system minimum margin 20.
        let forced = iPhoneSE.sizeClasses(horizontal: .regular, vertical: .compact)
        #expect(try solve("Adaptive", in: forced, library: lib)["box"] == rect(20, 20, 300, 50))
    }

    // A constraint that exists only in compact width: outside it, the box has no width
    // constraint left but its intrinsic width, 120.
    @Test func aConstraintThatExistsOnlyInCompactWidth() throws {
        let lib = library(
            """
            screen Compact {
                view box: UILabel {
                    intrinsic 120 x 20
                }

                box.top == owner.safeArea.top
                box.leading == owner.leadingMargin
                when width compact {
                    box.trailing == owner.trailingMargin
                }
            }
            """)
        expectFrame(try solve("Compact", in: iPhoneSE, library: lib), "box", rect(16, 20, 343, 20))
        // The iPad (regular): margins 20, safe top 24.
        expectFrame(try solve("Compact", in: device("iPad-Air-11"), library: lib), "box", rect(20, 24, 120, 20))
    }

    // MARK: Device catalog

    @Test func interfaceBuilderDeviceIDsMapToCatalogDevices() throws {
        let expected: [(String, Double, Double)] = [
            ("retina4_0", 320, 568), ("retina4_7", 375, 667), ("retina5_5", 414, 736), ("retina5_9", 375, 812),
            ("retina6_1", 414, 896), ("retina6_5", 414, 896), ("retina6_7", 428, 926), ("retina6_12", 393, 852),
            ("ipad9_7", 768, 1024), ("ipad10_9rounded", 820, 1180), ("ipad11", 834, 1194), ("ipad12_9rounded", 1024, 1366),
        ]
        for (id, width, height) in expected {
            let found = try #require(DeviceCatalog.device(interfaceBuilderID: id), "\(id)")
            #expect((found.width, found.height) == (width, height), "\(id)")
        }
        #expect(DeviceCatalog.device(interfaceBuilderID: "retina9_9") == nil)
        // XR/11 and XS Max share 414 × 896 but not the status bar: 48 against 44.
        #expect(DeviceCatalog.device(interfaceBuilderID: "retina6_1")?.portraitSafeArea.top == 48)
        #expect(DeviceCatalog.device(interfaceBuilderID: "retina6_5")?.portraitSafeArea.top == 44)
    }

    @Test func olderModelsAreFoundByTheirOwnNames() throws {
        // An alias is the same screen under its own name.
        let eight = try #require(DeviceCatalog.device(named: "iPhone-8"))
        #expect(eight.id == "iPhone-8" && eight.displayName == "iPhone 8")
        #expect((eight.width, eight.height, eight.portraitSafeArea) == (375, 667, EdgeInsets(top: 20)))
        #expect(eight.environment().name == "iPhone-8")
        #expect(DeviceCatalog.device(named: "iPhone 13")?.width == 390)
        #expect(DeviceCatalog.device(named: "iPhone-SE-1st")?.width == 320)
        #expect(DeviceCatalog.device(named: "iPhone-XR")?.portraitSafeArea.top == 48)
        // Each catalog id, alias and Interface Builder id names one device.
        var seen: [String: String] = [:]
        for device in DeviceCatalog.all {
            for name in [device.id] + device.aliases {
                let key = DeviceCatalog.normalized(name)
                #expect(seen[key] == nil, "\(name) names \(seen[key] ?? "") and \(device.id)")
                seen[key] = device.id
            }
        }
    }

    @Test func phonesAndTabletsHaveTheirSizeClassesPerOrientation() throws {
        for device in DeviceCatalog.all {
            let portrait = device.sizeClasses(.portrait), landscape = device.sizeClasses(.landscape)
            if device.family == .tablet {
                #expect(portrait == (.regular, .regular) && landscape == (.regular, .regular), "\(device.id)")
            } else {
                #expect(portrait == (.compact, .regular), "\(device.id)")
                #expect(landscape == (device.width >= 414 ? .regular : .compact, .compact), "\(device.id)")
            }
        }
    }
}
