import TrellisEngine
import TrellisModel

/// A layout diagnostic seen in one component on one device (what `solve` and `relayout` find).
public struct Occurrence: Sendable {
    public var diagnostic: LayoutDiagnostic
    public var component: String
    public var device: String

    public init(_ diagnostic: LayoutDiagnostic, component: String, device: String) {
        self.diagnostic = diagnostic
        self.component = component
        self.device = device
    }
}

extension CheckReport {
    /// A report of diagnostics found by laying components out elsewhere (`solve`, `relayout`),
    /// one problem per cause, for the same output formats as `check`.
    public init(occurrences: [Occurrence], components: Int, devices: [String], definingComponent: @escaping (String) -> String? = { _ in nil }) {
        var grouper = OccurrenceGrouper(definingComponent: definingComponent)
        for occurrence in occurrences { grouper.add(occurrence.diagnostic, component: occurrence.component, device: occurrence.device) }
        self.init(
            problems: grouper.problems().sorted(by: LayoutCheck.order), fileCount: 0, componentCount: components,
            solvedCount: components, devices: devices, unparsedFiles: []
        )
    }
}
