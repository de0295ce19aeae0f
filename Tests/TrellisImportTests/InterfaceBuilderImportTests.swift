import Foundation
import Testing
import TrellisEngine
import TrellisModel
import TrellisTestSupport
@testable import TrellisImport

@Suite struct InterfaceBuilderImportTests {
    @Test func cellXibImportsEveryConstraintAndDropsThePlaceholder() throws {
        let file = Fixtures.importFile("IB/ProfileCell.xib")
        #expect(file.report.error == nil)
        #expect(file.report.components == ["ProfileCell"])
        #expect(file.report.constraintsFound == 10)
        #expect(file.report.constraintsImported == 10)
        #expect(file.report.skipped.isEmpty)
        let placeholder = try #require(file.report.dropped.first)
        #expect(placeholder.line == 48)
        #expect(placeholder.reason.contains("placeholder"))
        let lines = Fixtures.lines(Fixtures.component("ProfileCell", in: file))
        // Outlets name views; a constraint without firstItem belongs to the view holding it.
        #expect(lines.contains("avatarView.width == 56"))
        #expect(lines.contains("avatarView.width == avatarView.height"))
        #expect(lines.contains("owner.trailing == nameLabel.trailing + 16"))
        #expect(lines.contains("detail.top == nameLabel.bottom + 4"))
        let screen = try #require(Fixtures.component("ProfileCell", in: file))
        guard case .screen(let cell) = screen.document else { Issue.record("not a screen"); return }
        #expect(cell.width == nil && cell.height == 80)  // a table cell: its table's width on each device
        // Intrinsic sizes stand in from the recorded frames, and the report says so.
        guard case .view(let label)? = cell.body.item(named: "nameLabel") else { Issue.record("no nameLabel"); return }
        #expect(label.intrinsicSize == IntrinsicSize(width: 275, height: 20.5))
        #expect(label.hugging == AxisPriorities(horizontal: Priority(251), vertical: Priority(251)))
        #expect(file.report.notes.contains { $0.reason.contains("frames IB recorded") })
    }

    @Test func storyboardScenesAndPrototypeCellsBecomeScreens() throws {
        let file = Fixtures.importFile("IB/Main.storyboard")
        #expect(file.report.components == ["FeedViewController", "MessageCell"])
        let feed = Fixtures.lines(Fixtures.component("FeedViewController", in: file))
        #expect(feed.contains("header.width == header.height * 1.7777777777777777"))  // 16:9
        #expect(feed.contains("continueButton.width == 120 @999"))
        #expect(feed.contains("continueButton.top >= stackView.bottom + 24"))
        #expect(feed.contains("owner.safeArea.bottom == continueButton.bottom + 20"))
        #expect(feed.contains("badge.top == header.top + 8"))
        let document = try #require(Fixtures.component("FeedViewController", in: file)?.document)
        guard case .stack(let stack)? = document.body?.item(named: "stackView") else { Issue.record("no stack"); return }
        #expect(stack.axis == .vertical && stack.spacing == 8)
        #expect(stack.arranged == ["titleLabel", "subtitleLabel", "readAllButton"])
        let message = Fixtures.lines(Fixtures.component("MessageCell", in: file))
        #expect(message.contains("messageLabel.leading == owner.leadingMargin"))
    }

    @Test func sizeClassVariationsBecomeWhenBlocks() throws {
        let file = Fixtures.importFile("IB/Main.storyboard")
        let document = try #require(Fixtures.component("FeedViewController", in: file)?.document)
        let leading = document.body?.constraints.filter { $0.first == Anchor("stackView", .leading) } ?? []
        // Excluded by default and included in regular width: only there. Excluded in regular
        // width only: the other width class.
        #expect(leading.first { $0.constant == 20 }?.sizeClasses == SizeClassCondition(width: .compact))
        #expect(leading.first { $0.constant == 40 }?.sizeClasses == SizeClassCondition(width: .regular))
        #expect(leading.first { $0.constant == 40 }?.identifier == "wideLeading")
        #expect(Fixtures.component("FeedViewController", in: file)?.text.contains("when width regular {") == true)
        #expect(file.report.constraintsFound == file.report.constraintsImported)
    }

    @Test func oldLayoutGuidesAndAutoresizingMasksBecomeConstraints() throws {
        let file = Fixtures.importFile("IB/Legacy.storyboard")
        #expect(file.report.components == ["SettingsViewController"])
        #expect(file.report.constraintsFound == 7 && file.report.constraintsImported == 7)
        let lines = Fixtures.lines(Fixtures.component("SettingsViewController", in: file))
        #expect(lines.contains("titleLabel.top == owner.safeArea.top + 20"))
        #expect(lines.contains("owner.safeArea.bottom == toolbarArea.bottom"))
        // flexibleMaxX / flexibleMaxY: fixed position and size.
        #expect(lines.contains("fixedBox.left == owner.left + 20"))
        #expect(lines.contains("fixedBox.width == 100"))
        // widthSizable: both margins fixed.
        #expect(lines.contains("wideBar.right == owner.right - 10"))
        // Both margins flexible: the centre keeps its proportion.
        #expect(lines.contains("centeredBox.centerX == owner.centerX"))
        // A "fixed frame" view (no constraints in IB) is laid out by its mask, whatever
        // translatesAutoresizingMaskIntoConstraints says.
        #expect(lines.contains("versionLabel.left == owner.left + 20"))
        #expect(lines.contains("versionLabel.top == owner.top + 400"))
    }

    @Test func everyConstraintIsImportedOrReportedWithItsLine() {
        let run = Importer.run(paths: [Fixtures.path("IB"), Fixtures.path("Swift")])
        for file in run.report.files {
            #expect(file.constraintsFound - file.constraintsImported <= file.skipped.count, "\(file.path)")
            for finding in file.skipped + file.dropped { #expect(finding.line != nil, "\(file.path): \(finding.construct)") }
        }
        #expect(run.report.constraintsFound > 40)
    }

    @Test func problemsAreReportedAndTheRestIsImported() throws {
        let file = Fixtures.importFile("Broken/Problems.xib")
        #expect(file.report.error == nil)
        #expect(file.report.components == ["ProblemView"])
        #expect(file.report.constraintsFound == 6 && file.report.constraintsImported == 4)
        let unknown = try #require(file.report.skipped.first { $0.reason.contains("unknown attribute") })
        #expect(unknown.line == 16)
        #expect(unknown.reason == "unknown attribute 'topEdge'")
        let missing = try #require(file.report.skipped.first { $0.reason.contains("zzz-99-zzz") })
        #expect(missing.line == 17)
        #expect(Fixtures.lines(Fixtures.component("ProblemView", in: file)).contains("box.width == 100"))
    }

    @Test func malformedXMLIsAnErrorWithItsLineAndTheRunGoesOn() throws {
        let run = Importer.run(paths: [Fixtures.path("Broken"), Fixtures.path("IB/ProfileCell.xib")])
        let broken = try #require(run.report.files.first { $0.path.hasSuffix("Truncated.xib") })
        let error = try #require(broken.error)
        #expect(error.contains("Truncated.xib:"))
        #expect(error.contains("not well-formed"))
        #expect(run.hasFailures)
        #expect(run.components.map(\.name).contains("ProfileCell"))
        #expect(run.components.map(\.name).contains("ProblemView"))
    }

    @Test func importedScreensPassCheck() throws {
        let run = Importer.run(paths: [Fixtures.path("IB"), Fixtures.path("Swift")])
        let library = LayoutLibrary(run.components.map(\.document))
        #expect(LayoutValidator.validate(library: library).filter { $0.severity == .error }.isEmpty)
        let engine = LayoutEngine(library: library)
        for component in run.components {
            let reparsed = try LayoutDocument(parsing: component.text, file: "\(component.name).layout")
            #expect(reparsed == component.document)
            guard component.document.kind != .spec else { continue }
            for device in DeviceCatalog.defaultDevices {
                let solution = try engine.solve(component.name, in: device.environment())
                #expect(solution.errors.isEmpty, "\(component.name) on \(device.id): \(solution.errors)")
            }
        }
    }

    @Test func multipliersComeAsDecimalsRatiosAndFractions() throws {
        #expect(try IBScreenMapper.multiplier("0.5").get() == 0.5)
        #expect(try IBScreenMapper.multiplier("16:9").get() == 16.0 / 9.0)
        #expect(try IBScreenMapper.multiplier("1/3").get() == 1.0 / 3.0)
        #expect(throws: Failure.self) { try IBScreenMapper.multiplier("4:0").get() }
        #expect(throws: Failure.self) { try IBScreenMapper.multiplier("wide").get() }
    }
}

@Suite struct AgainstInterfaceBuilderTests {
    @Test func solvedFramesMatchTheFramesInterfaceBuilderRecorded() throws {
        let run = Importer.run(paths: [Fixtures.path("IB")])
        let library = LayoutLibrary(run.components.map(\.document))
        var compared = 0
        for component in run.components {
            let record = try #require(component.interfaceBuilder, "\(component.name) has no IB record")
            let result = try IBComparison.compare(record, library: library)
            #expect(result.errors.isEmpty, "\(component.name): \(result.errors)")
            #expect(result.mismatches.isEmpty, "\(component.name): \(result.mismatches.map(\.description))")
            compared += result.compared
        }
        #expect(compared == 23)
    }

    @Test func viewsInterfaceBuilderMarksMisplacedAreListedApart() throws {
        let run = Importer.run(paths: [Fixtures.path("IB/Main.storyboard")])
        let record = try #require(run.components.first { $0.name == "FeedViewController" }?.interfaceBuilder)
        #expect(record.device == "retina6_1")
        #expect(record.safeArea == [48, 0, 34, 0])  // iPhone 11 (IB's retina6_1)
        let result = try IBComparison.compare(record, library: LayoutLibrary(run.components.map(\.document)))
        let badge = try #require(result.misplaced.first)
        #expect(badge.name == "badge")
        #expect(badge.recorded == Rect(x: 300, y: 68, width: 24, height: 24))
        #expect(badge.solved == Rect(x: 382, y: 56, width: 24, height: 24))
        #expect(!result.mismatches.contains { $0.name == "badge" })
    }

    @Test func recordsRoundTripThroughTheirJSON() throws {
        let run = Importer.run(paths: [Fixtures.path("IB/ProfileCell.xib")])
        let record = try #require(run.components.first?.interfaceBuilder)
        #expect(try InterfaceBuilderRecord.decode(record.encoded()) == record)
    }

    @Test func theComparisonSolvesOnTheRecordsPixelGrid() throws {
        // The engine rounds frames to the record's scale (PixelGridTests), as IB recorded them.
        let run = Importer.run(paths: [Fixtures.path("IB/ProfileCell.xib")])
        let record = try #require(run.components.first?.interfaceBuilder)
        #expect(IBComparison.environment(for: record).scale == record.scale)
    }
}

@Suite struct RootKindImportTests {
    @Test func cellsCustomViewsAndControllersGetTheirRootKinds() throws {
        let run = Importer.run(paths: [Fixtures.path("IB")])
        func screen(_ name: String) -> Screen? {
            if case .screen(let screen)? = run.components.first(where: { $0.name == name })?.document { return screen }
            return nil
        }
        #expect(screen("ProfileCell")?.root == .cell)
        #expect(screen("MessageCell")?.root == .cell)
        #expect(screen("BannerView")?.root == .view)
        #expect(screen("FeedViewController")?.root == .controller)
        #expect(screen("FeedViewController")?.width == nil)  // device-sized: solved on every device
        #expect(screen("BannerView")?.width == 375 && screen("BannerView")?.height == 120)
        #expect(run.components.first { $0.name == "BannerView" }?.text.contains("root view") == true)
    }

    @Test func layoutMarginsAndTextViewsThatDoNotScrollAreKept() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="nT0-01-aaa" customClass="NoteView">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                        <subviews>
                            <textView clipsSubviews="YES" scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="nT1-02-bbb" preservesSuperviewLayoutMargins="YES">
                                <rect key="frame" x="20" y="20" width="335" height="33"/>
                            </textView>
                        </subviews>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="20" bottom="20" trailing="20"/>
                        <constraints>
                            <constraint firstItem="nT1-02-bbb" firstAttribute="leading" secondItem="nT0-01-aaa" secondAttribute="leadingMargin" id="nK0-01-001"/>
                            <constraint firstItem="nT1-02-bbb" firstAttribute="top" secondItem="nT0-01-aaa" secondAttribute="topMargin" id="nK0-01-002"/>
                            <constraint firstAttribute="trailingMargin" secondItem="nT1-02-bbb" secondAttribute="trailing" id="nK0-01-003"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let folder = TemporaryFolder.name("import")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("NoteView.xib").path
        try Data(xib.utf8).write(to: URL(fileURLWithPath: path))
        let run = Importer.run(paths: [path])
        let component = try #require(run.components.first)
        guard case .screen(let screen) = component.document, case .view(let text)? = screen.body.item(named: "textView") else {
            Issue.record("no text view"); return
        }
        #expect(screen.margins == DirectionalInsets(all: 20))
        #expect(!text.isScrollEnabled)
        #expect(text.preservesSuperviewMargins)
        let record = try #require(component.interfaceBuilder)
        let result = try IBComparison.compare(record, library: LayoutLibrary([component.document]))
        #expect(result.mismatches.isEmpty, "\(result.mismatches.map(\.description))")
    }
}
