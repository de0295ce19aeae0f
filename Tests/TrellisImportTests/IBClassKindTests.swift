import Foundation
import Testing
import TrellisEngine
import TrellisModel
@testable import TrellisImport

/// Kinds from the app, Interface Builder side (issue 32): a `customClass` behaves as its UIKit
/// base, taken from its element, the run's Swift types or `[import.classes]`; a controller's
/// xib is named after its File's Owner.
@Suite struct IBClassKindTests {
    /// A controller's xib as Xcode writes it: File's Owner a controller whose `view` outlet is a
    /// themed root, holding a themed table and a plain view of a scroll-view subclass.
    static let controllerXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="EpisodeListViewController" customModule="Demo" customModuleProvider="target">
                    <connections>
                        <outlet property="episodesTable" destination="tbl-Ep-001" id="o01-Ep-001"/>
                        <outlet property="tabs" destination="tab-Ep-001" id="o02-Ep-001"/>
                        <outlet property="view" destination="i5M-Pr-FkT" id="o03-Ep-001"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="i5M-Pr-FkT" customClass="ThemeableView" customModule="Demo" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tab-Ep-001" customClass="PlayerTabsView" customModule="Demo" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="c01-Ep-001"/>
                            </constraints>
                        </view>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-Ep-001" customClass="ThemeableTable" customModule="Demo" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="92" width="414" height="770"/>
                        </tableView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="fnl-2z-Ty3"/>
                    <constraints>
                        <constraint firstItem="tab-Ep-001" firstAttribute="top" secondItem="fnl-2z-Ty3" secondAttribute="top" id="c02-Ep-001"/>
                        <constraint firstItem="tab-Ep-001" firstAttribute="leading" secondItem="fnl-2z-Ty3" secondAttribute="leading" id="c03-Ep-001"/>
                        <constraint firstItem="fnl-2z-Ty3" firstAttribute="trailing" secondItem="tab-Ep-001" secondAttribute="trailing" id="c04-Ep-001"/>
                        <constraint firstItem="tbl-Ep-001" firstAttribute="top" secondItem="tab-Ep-001" secondAttribute="bottom" id="c05-Ep-001"/>
                        <constraint firstItem="tbl-Ep-001" firstAttribute="leading" secondItem="fnl-2z-Ty3" secondAttribute="leading" id="c06-Ep-001"/>
                        <constraint firstItem="fnl-2z-Ty3" firstAttribute="trailing" secondItem="tbl-Ep-001" secondAttribute="trailing" id="c07-Ep-001"/>
                        <constraint firstItem="fnl-2z-Ty3" firstAttribute="bottom" secondItem="tbl-Ep-001" secondAttribute="bottom" id="c08-Ep-001"/>
                    </constraints>
                    <point key="canvasLocation" x="132" y="154"/>
                </view>
            </objects>
        </document>

        """

    static func importXib(_ text: String, name: String, index: SwiftTypeIndex) -> ImportedFile {
        var namer = ComponentNamer()
        return InterfaceBuilderImporter.importDocument(Data(text.utf8), path: name, namer: &namer, index: index)
    }

    static func views(_ file: ImportedFile) -> [String: ViewItem] {
        var result: [String: ViewItem] = [:]
        for item in file.components.first?.document.body?.items ?? [] {
            if case .view(let view) = item { result[view.name] = view }
        }
        return result
    }

    static func appIndex(classes: [String: String] = [:]) -> SwiftTypeIndex {
        var index = SwiftTypeIndex(classes: classes)
        index.add(source: "import UIKit\nclass PlayerTabsView: UIScrollView {}\n", path: "PlayerTabsView.swift")
        return index
    }

    @Test func aControllersXibIsNamedAfterItsFilesOwner() {
        let file = Self.importXib(Self.controllerXib, name: "EpisodeListViewController.xib", index: Self.appIndex())
        #expect(file.report.components == ["EpisodeListViewController"])
    }

    /// A view class that loads its nib holds the top-level view by an outlet: the component is
    /// the owner's, named after it.
    @Test func aViewClassLoadingItsNibNamesTheComponent() {
        let text = Self.controllerXib
            .replacingOccurrences(of: #"customClass="EpisodeListViewController""#, with: #"customClass="EpisodeListHeaderView""#)
            .replacingOccurrences(of: #"<outlet property="view" destination="i5M-Pr-FkT""#, with: #"<outlet property="contentView" destination="i5M-Pr-FkT""#)
        let file = Self.importXib(text, name: "EpisodeListHeaderView.xib", index: Self.appIndex())
        #expect(file.report.components == ["EpisodeListHeaderView"])
    }

    @Test func aCustomClassOnATypedElementKeepsTheElementsUIKitClass() throws {
        let file = Self.importXib(Self.controllerXib, name: "Episodes.xib", index: SwiftTypeIndex())
        let table = try #require(Self.views(file)["episodesTable"])
        #expect(table.className == "ThemeableTable")
        #expect(table.baseClass == "UITableView")
        #expect(!table.scrolls)
        #expect(file.components.first?.text.contains("view episodesTable: ThemeableTable(UITableView)") == true)
        // Nothing says what PlayerTabsView is: a plain view.
        #expect(Self.views(file)["tabs"]?.baseClass == nil)
    }

    @Test func aCustomClassOnAPlainViewTakesItsBaseFromTheSwiftSourcesOrTheClassesTable() throws {
        let fromSwift = Self.importXib(Self.controllerXib, name: "Episodes.xib", index: Self.appIndex())
        #expect(Self.views(fromSwift)["tabs"]?.baseClass == "UIScrollView")
        let fromTable = Self.importXib(
            Self.controllerXib, name: "Episodes.xib", index: SwiftTypeIndex(classes: ["PlayerTabsView": "UICollectionView"]))
        #expect(Self.views(fromTable)["tabs"]?.baseClass == "UICollectionView")
    }

    /// A stack view subclass stays a `stack` (with `class`): the component is written and reads back.
    @Test func aStackViewSubclassIsWrittenAsAStack() throws {
        let text = Self.controllerXib.replacingOccurrences(
            of: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tab-Ep-001" customClass="PlayerTabsView""#,
            with: #"<stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="tab-Ep-001" customClass="VolumeStack""#
        ).replacingOccurrences(of: "</view>\n                <tableView", with: "</stackView>\n                <tableView")
        #expect(text.contains("</stackView>"))
        let file = Self.importXib(text, name: "Episodes.xib", index: Self.appIndex())
        #expect(file.report.components == ["EpisodeListViewController"], "\(file.report.skipped)")
        guard case .stack(let stack)? = file.components.first?.document.body?.item(named: "tabs") else {
            Issue.record("no stack tabs")
            return
        }
        #expect(stack.view.className == "VolumeStack")
        #expect(stack.view.baseClass == nil)
    }

    /// A table subclass sizes its own content: no "content size not determined" for it. The
    /// empty scroll-view subclass has its content set in code (IB does not flag it either); it
    /// is a scroll view all the same, with content guides.
    @Test func aTableSubclassIsNotAmbiguousAndAScrollViewSubclassIs() throws {
        let file = Self.importXib(Self.controllerXib, name: "Episodes.xib", index: Self.appIndex())
        let component = try #require(file.components.first)
        let engine = LayoutEngine(library: LayoutLibrary([component.document]))
        let solution = try engine.solve(component.name, in: try #require(DeviceCatalog.device(named: "iPhone-SE")).environment())
        let ambiguous = solution.errors.filter { $0.kind == .ambiguous }.flatMap(\.items)
        #expect(!ambiguous.contains { $0.hasPrefix("episodesTable") }, "\(solution.errors)")
        #expect(!ambiguous.contains("tabs.contentGuide"), "\(solution.errors)")
        #expect(solution.frames.contains { $0.path == "tabs.contentGuide" }, "a scroll view's guides are laid out")
    }
}
