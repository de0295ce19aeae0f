import TrellisDiagnostics
import TrellisEngine
import TrellisRelayout

extension CheckReport {
    /// What a relayout introduced, as problems: diagnostics that appeared, and failures.
    init(relayout report: RelayoutReport) {
        var occurrences: [Occurrence] = []
        for entry in report.entries {
            for summary in entry.appeared {
                let diagnostic = LayoutDiagnostic(kind: summary.kind, severity: summary.severity, message: summary.message, location: nil, items: summary.items)
                occurrences.append(Occurrence(diagnostic, component: entry.title, device: entry.device))
            }
            if let failure = entry.afterFailure {
                let diagnostic = LayoutDiagnostic(
                    kind: .unsatisfiable, severity: .error, message: "\(entry.title) cannot be laid out: \(failure)", location: nil, items: [])
                occurrences.append(Occurrence(diagnostic, component: entry.title, device: entry.device))
            }
        }
        self.init(occurrences: occurrences, components: report.components.count, devices: report.devices)
    }
}
