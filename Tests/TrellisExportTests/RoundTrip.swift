import ExportProbeKit
import TrellisEngine
import TrellisExport
import TrellisModel
import UIKit
@testable import ExportedCorpus
@testable import ExportedExamples
@testable import ExportedExamplesSnapKit

// Swift Testing declares a cross-import overlay with UIKit, which only Apple's systems
// have, so no file imports both: the code that touches the stand-ins lives here.

/// The generated code means what the `.layout` means: each component's Swift, generated
/// through the TrellisCodegen plugin and compiled against the stand-in UIKit and SnapKit
/// (warnings are errors), is run; what it activates is read back into the model and must
/// give the source's canonical JSON and the source's frames on every default device.
@MainActor
enum RoundTrip {
    enum Probes { case examples, examplesSnapKit, corpus }

    static func probes(_ which: Probes) -> [String: () -> ProbeRun] {
        switch which {
        case .examples: return ExportedExamples.ExportProbes.all
        case .examplesSnapKit: return ExportedExamplesSnapKit.ExportProbes.all
        case .corpus: return ExportedCorpus.ExportProbes.all
        }
    }

    /// Every difference found, one line each; empty when all round-trip.
    static func failures(_ which: Probes, library: LayoutLibrary) throws -> [String] {
        let probes = probes(which)
        var failures: [String] = []
        let missing = Set(library.names).subtracting(probes.keys)
        if !missing.isEmpty { failures.append("no probe generated for \(missing.sorted())") }
        for name in library.names {
            guard let source = library[name], let probe = probes[name] else { continue }
            var reader = ProbeReader(source: source, library: library)
            let rebuilt: LayoutDocument
            do {
                rebuilt = try reader.document(from: probe())
            } catch {
                failures.append("\(name): \(error)")
                continue
            }
            if rebuilt.canonicalJSON.serialized != source.canonicalJSON.serialized {
                failures.append(
                    "\(name): canonical JSON differs\n  source:  \(source.canonicalJSON.serialized)\n  rebuilt: \(rebuilt.canonicalJSON.serialized)")
                continue
            }
            guard source.kind != .spec else { continue }
            var rebuiltLibrary = library
            rebuiltLibrary.insert(rebuilt)
            for device in DeviceCatalog.defaultDevices {
                for updates in [false, true] {
                    let expected = try LayoutEngine(library: library).solve(name, in: device.environment(), applyingUpdates: updates)
                    let actual = try LayoutEngine(library: rebuiltLibrary).solve(name, in: device.environment(), applyingUpdates: updates)
                    if expected.frames != actual.frames { failures.append("\(name) on \(device.id)\(updates ? " with updates" : ""): frames differ") }
                }
            }
        }
        if !UIView.unrelatedActivations.isEmpty { failures.append("\(UIView.unrelatedActivations.count) constraints activated between unrelated items") }
        return failures
    }

    /// Adds the generated UserAvatarContainer to a view twice: its subviews and active constraints.
    static func avatarContainerAddedTwice() -> (subviews: [String], constraints: Int, firstIsAvatar: Bool, autoresizing: Bool) {
        let owner = UIView()
        let container = ExportedExamples.UserAvatarContainer()
        owner.addLayoutGuide(container)
        owner.addLayoutGuide(container)
        return (
            owner.subviews.map { String(describing: type(of: $0)) }, owner.constraints.count,
            owner.subviews.first === container.avatar, container.avatar.translatesAutoresizingMaskIntoConstraints
        )
    }

    /// The source lines of SplitPanel's active constraints as the root's width class goes
    /// unspecified → compact → regular → compact (iOS 17's `traitOverrides`).
    static func splitPanelLinesBySizeClass() -> (unspecified: [Int], compact: [Int], regular: [Int], backToCompact: [Int]) {
        let root = UIView()
        _ = ExportedExamples.SplitPanelViewLayout(view: root)
        func lines() -> [Int] {
            var all = root.constraints
            for view in root.subviews { all += view.constraints }
            return all.compactMap { $0.identifier.flatMap(ConstraintIdentifier.init(parsing:)) }
                .filter { $0.component == "SplitPanel" }.compactMap(\.line).sorted()
                .reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } }
        }
        let unspecified = lines()
        root.traitOverrides.horizontalSizeClass = .compact
        let compact = lines()
        root.traitOverrides.horizontalSizeClass = .regular
        let regular = lines()
        root.traitOverrides.horizontalSizeClass = .compact
        return (unspecified, compact, regular, lines())
    }

    /// The constant of the panel's bottom constraint before and after the screen's `updateLayout()`.
    static func clipRecordPanelBottomConstant(style: Probes) -> (before: Double?, after: Double?) {
        let root = UIView()
        let identifier = "ClipRecordPanelLayout.layout:9 self.bottom == superView.bottom"
        func bottom() -> NSLayoutConstraint? { root.constraints.first { $0.identifier == identifier } }
        switch style {
        case .examplesSnapKit:
            let screen = ExportedExamplesSnapKit.ClipRecordScreenLayout(root: root)
            let before = bottom()?.constant.value
            screen.updateLayout()
            return (before, bottom()?.constant.value)
        default:
            let screen = ExportedExamples.ClipRecordScreenLayout(root: root)
            let before = bottom()?.constant.value
            screen.updateLayout()
            return (before, bottom()?.constant.value)
        }
    }
}

extension RoundTrip {
    /// The dependency's container the plugin generated from Tests/ExportedExamples/Trellis.lock,
    /// added to a view: its subviews and its constraints' identifiers.
    static func dependencyAvatarAdded() -> (subviews: Int, identifiers: [String], badge: Double) {
        let owner = UIView()
        let container = ExportedExamples.makeDependencyAvatar()
        owner.addLayoutGuide(container)
        return (owner.subviews.count, owner.constraints.compactMap(\.identifier).sorted(), container.badgeSize.value)
    }
}
