import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Every `<constraint>` element of an Interface Builder file is imported or listed with its
/// line and a reason (issue 32): constraints held by a cell element itself included.
@Suite struct IBConstraintAccountingTests {
    static func importXib(_ text: String, name: String = "Cell.xib", index: SwiftTypeIndex = SwiftTypeIndex()) -> ImportedFile {
        var namer = ComponentNamer()
        return InterfaceBuilderImporter.importDocument(Data(text.utf8), path: name, namer: &namer, index: index)
    }

    /// The lines of the `<constraint>` elements of `text` (one element per line).
    static func constraintLines(_ text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains("<constraint ") }.map { $0.offset + 1 }
    }

    /// A cell as Xcode writes it: the content view's subviews pinned to the cell by
    /// constraints held by the `<tableViewCell>` element (to the cell, its content view, its safe area).
    static let cellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="SponsoredCell" rowHeight="76" id="KGk-i7-Jjw" customClass="SponsoredCell" customModule="Demo" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="76"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="76"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="9UQ-2c-0Kh">
                                <rect key="frame" x="16" y="12" width="52" height="52"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="52" id="0jE-ir-exh"/>
                                    <constraint firstAttribute="width" constant="52" id="JN7-hq-bL2"/>
                                </constraints>
                            </imageView>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Sponsored" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="pAi-ai-CGZ">
                                <rect key="frame" x="80" y="28" width="224" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <viewLayoutGuide key="safeArea" id="njF-e1-oar"/>
                    <constraints>
                        <constraint firstItem="9UQ-2c-0Kh" firstAttribute="leading" secondItem="H2p-sc-9uM" secondAttribute="leading" constant="16" id="542-dH-keL"/>
                        <constraint firstItem="9UQ-2c-0Kh" firstAttribute="top" secondItem="KGk-i7-Jjw" secondAttribute="top" constant="12" id="7dU-6I-Y1w"/>
                        <constraint firstItem="pAi-ai-CGZ" firstAttribute="leading" secondItem="9UQ-2c-0Kh" secondAttribute="trailing" constant="12" id="ucH-EF-sV6"/>
                        <constraint firstItem="pAi-ai-CGZ" firstAttribute="centerY" secondItem="9UQ-2c-0Kh" secondAttribute="centerY" id="B18-I3-dNW"/>
                        <constraint firstItem="njF-e1-oar" firstAttribute="trailing" secondItem="pAi-ai-CGZ" secondAttribute="trailing" constant="16" id="chv-Gg-M2G"/>
                        <constraint firstAttribute="bottom" secondItem="9UQ-2c-0Kh" secondAttribute="bottom" constant="12" id="wX3-9U-q19"/>
                    </constraints>
                    <point key="canvasLocation" x="132" y="154"/>
                </tableViewCell>
            </objects>
        </document>

        """

    @Test func constraintsHeldByTheCellElementAreImportedAndTheCellIsUnambiguous() throws {
        let file = Self.importXib(Self.cellXib)
        #expect(file.report.components == ["SponsoredCell"])
        #expect(file.report.constraintsFound == 8)
        #expect(file.report.constraintsImported == 8)
        #expect(file.report.skipped.isEmpty, "\(file.report.skipped)")
        let component = try #require(file.components.first)
        let lines = Fixtures.lines(component)
        // The cell, its content view and its safe area all stand for the owner (the content view).
        #expect(lines.contains("imageView.leading == owner.leading + 16"))
        #expect(lines.contains("imageView.top == owner.top + 12"))
        #expect(lines.contains("owner.safeArea.trailing == label.trailing + 16"))
        #expect(lines.contains("owner.bottom == imageView.bottom + 12"))
        let engine = LayoutEngine(library: LayoutLibrary([component.document]))
        for device in DeviceCatalog.defaultDevices {
            let solution = try engine.solve(component.name, in: device.environment())
            #expect(solution.errors.isEmpty, "\(device.id): \(solution.errors)")
        }
    }

    /// The same cell as a collection cell, whose content view is a `<view key="contentView">`.
    @Test func constraintsHeldByACollectionCellElementAreImported() throws {
        let text = Self.cellXib
            .replacingOccurrences(of: "<tableViewCell ", with: "<collectionViewCell ")
            .replacingOccurrences(of: "</tableViewCell>", with: "</collectionViewCell>")
            .replacingOccurrences(of: "<tableViewCellContentView key=\"contentView\"", with: "<view key=\"contentView\"")
            .replacingOccurrences(of: "</tableViewCellContentView>", with: "</view>")
        let file = Self.importXib(text)
        #expect(file.report.constraintsFound == 8)
        #expect(file.report.constraintsImported == 8)
        #expect(Fixtures.lines(file.components.first).contains("imageView.top == owner.top + 12"))
    }

    /// A navigation item's title view is not laid out by import (the bar sizes it at run
    /// time): its constraints are listed, with why.
    @Test func constraintsOutsideEveryRootAreListedWithTheirLines() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <objects>
                    <navigationItem title="Inbox" id="nav-00-001">
                        <view key="titleView" contentMode="scaleToFill" id="hdr-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                            <subviews>
                                <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                    <rect key="frame" x="16" y="12" width="168" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="hdr-00-001" secondAttribute="leading" constant="16" id="c01-00-001"/>
                                <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="hdr-00-001" secondAttribute="top" constant="12" placeholder="YES" id="c02-00-001"/>
                            </constraints>
                        </view>
                    </navigationItem>
                </objects>
            </document>

            """
        let file = Self.importXib(text, name: "Title.xib")
        #expect(file.report.constraintsFound == 1)
        #expect(file.report.constraintsImported == 0)
        let skipped = try #require(file.report.skipped.first { $0.line == 13 })
        #expect(skipped.reason.contains(#"<view key="titleView"> at line 5"#), "\(skipped.reason)")
        #expect(file.report.dropped.contains { $0.line == 14 && $0.reason.contains("placeholder") })
    }

    /// A subview IB does not install by default takes its constraints with it, as UIKit does:
    /// dropped with a reason, not counted as found.
    @Test func constraintsOfAViewNotInstalledAreDroppedNotSkipped() throws {
        let variation = #"<variation key="default"><mask key="subviews"><exclude reference="pAi-ai-CGZ"/></mask></variation>"#
        let text = Self.cellXib.replacingOccurrences(of: "</subviews>", with: "</subviews>" + variation)
        let file = Self.importXib(text)
        #expect(file.report.constraintsFound == 5)
        #expect(file.report.constraintsImported == 5)
        #expect(file.report.skipped.isEmpty, "\(file.report.skipped)")
        let dropped = file.report.dropped.filter { $0.reason.contains("a view not installed in the default size class") }
        #expect(dropped.count == 3, "\(file.report.dropped)")
    }

    /// A component that cannot be written (a class name the format cannot hold) counts none of
    /// its constraints as imported and lists each of them with its line.
    @Test func aComponentNotWrittenListsEachOfItsConstraints() throws {
        let text = Self.cellXib.replacingOccurrences(of: #"id="pAi-ai-CGZ">"#, with: #"id="pAi-ai-CGZ" customClass="Demo.Label">"#)
        let file = Self.importXib(text)
        #expect(file.components.isEmpty)
        #expect(file.report.constraintsImported == 0)
        #expect(file.report.constraintsFound == 8)
        let listed = Set(file.report.skipped.compactMap(\.line)).intersection(Self.constraintLines(text))
        #expect(listed == Set(Self.constraintLines(text)), "\(file.report.skipped)")
    }

    /// The generated documents exercise every outcome: imported, skipped (unknown items, a
    /// header view), dropped (placeholders, uninstalled), and cells' own constraints imported.
    @Test func theGeneratedDocumentsCoverEveryOutcome() throws {
        var imported = 0, skipped = 0, dropped = 0, cellHeld = 0
        for seed in 0..<40 {
            var generator = IBDocumentGenerator(seed: UInt64(seed) &* 7919 &+ 1)
            let text = generator.document()
            let file = Self.importXib(text, name: "Generated\(seed).xib")
            imported += file.report.constraintsImported
            skipped += file.report.skipped.count
            dropped += file.report.dropped.count
            let document = try IBDocumentReader.read(Data(text.utf8), file: "G.xib")
            let cells = IBConstraintCensus.constraints(in: document, variations: IBVariations())
                .filter { InterfaceBuilderImporter.cellElements.contains($0.holder.name) }
            let written = Set(file.components.flatMap { $0.document.body?.constraints.compactMap(\.location?.line) ?? [] })
            cellHeld += cells.filter { written.contains($0.constraint.line) }.count
        }
        #expect(imported > 100 && skipped > 10 && dropped > 10 && cellHeld > 10, "\(imported) \(skipped) \(dropped) \(cellHeld)")
    }

    /// Over generated documents: each `<constraint>` line is imported (in a written component)
    /// or listed as skipped or dropped, never both, never neither; found = imported + skipped.
    @Test(arguments: 0..<40)
    func everyConstraintElementIsImportedOrListed(seed: Int) throws {
        var generator = IBDocumentGenerator(seed: UInt64(seed) &* 7919 &+ 1)
        let text = generator.document()
        let file = Self.importXib(text, name: "Generated\(seed).xib")
        #expect(file.report.error == nil, "\(file.report.error ?? "")")
        let all = Set(Self.constraintLines(text))
        var imported = Set<Int>()
        for component in file.components {
            for constraint in component.document.body?.constraints ?? [] {
                if let line = constraint.location?.line, all.contains(line) { imported.insert(line) }
            }
        }
        let skipped = Set(file.report.skipped.compactMap(\.line)).intersection(all)
        let dropped = Set(file.report.dropped.compactMap(\.line)).intersection(all)
        let unaccounted = all.subtracting(imported).subtracting(skipped).subtracting(dropped)
        #expect(unaccounted.isEmpty, "unaccounted lines \(unaccounted.sorted()) in\n\(text)")
        #expect(imported.isDisjoint(with: skipped) && imported.isDisjoint(with: dropped) && skipped.isDisjoint(with: dropped))
        #expect(file.report.constraintsImported == imported.count)
        #expect(file.report.constraintsFound == imported.count + skipped.count)
    }
}
