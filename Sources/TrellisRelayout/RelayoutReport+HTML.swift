import Foundation
import TrellisEngine
import TrellisModel
import TrellisSupport

extension Relayout.Output {
    /// Writes `index.html` and the before/after SVG wireframes it shows (`svg/…`) into
    /// `directory`: one self-contained page (inline CSS, relative links, no script, no
    /// server) that opens straight in a browser. Items that moved or resized are outlined
    /// in magenta on both pictures. Returns the page's path. `title` heads the page (an
    /// update's preview says what it updates); `notes` come first: each release's message
    /// and what it changed in the dependency.
    @discardableResult
    public func writeHTML(to directory: String, title: String = "trellis relayout", notes: [ReleaseNotes] = []) throws -> String {
        let fileManager = FileManager.default
        let svgFolder = (directory as NSString).appendingPathComponent("svg")
        try fileManager.createDirectory(atPath: svgFolder, withIntermediateDirectories: true)
        // Pictures of an earlier report would linger: remove the SVGs this page owns.
        for name in (try? fileManager.contentsOfDirectory(atPath: svgFolder)) ?? [] where name.hasSuffix(".svg") {
            try? fileManager.removeItem(atPath: (svgFolder as NSString).appendingPathComponent(name))
        }
        var sections: [String] = []
        var quiet: [RelayoutReport.Entry] = []
        var usedNames = Set<String>()
        for (index, entry) in report.entries.enumerated() {
            guard entry.state != .unchanged, entry.state != .same, let sides = outcomes[index] else {
                quiet.append(entry)
                continue
            }
            var base = Self.fileName(
                "\(entry.component)\(entry.variant == .update ? "-update" : "")\(entry.layoutState.map { "@\($0)" } ?? "")-\(entry.device)")
            while !usedNames.insert(base).inserted { base += "_" }
            let highlighted = Set(entry.moves.map(\.path))
            var pictures: [String] = []
            for (label, outcome) in [("before", sides.before), ("after", sides.after)] {
                let caption = "\(entry.title) on \(entry.device) — \(label)"
                guard let outcome else {
                    pictures.append(
                        #"<figure><figcaption>\#(label)</figcaption><p class="none">\#(label == "before" ? "not in the store" : "removed")</p></figure>"#)
                    continue
                }
                guard let solution = outcome.solution else {
                    let message = if case .failed(let text) = outcome { text } else { "" }
                    pictures.append(#"<figure><figcaption>\#(label)</figcaption><pre class="failure">\#(MarkupText.escape(message))</pre></figure>"#)
                    continue
                }
                let file = "svg/\(base)-\(label).svg"
                try Data(RelayoutSVG.render(solution, title: caption, highlighting: highlighted).utf8)
                    .write(to: URL(fileURLWithPath: (directory as NSString).appendingPathComponent(file)), options: .atomic)
                pictures.append(
                    #"<figure><figcaption>\#(label)</figcaption><a href="\#(file)"><img src="\#(file)" alt="\#(MarkupText.escape(caption))"></a></figure>"#)
            }
            var body = #"<section class="\#(entry.isBroken ? "entry broken" : "entry")" id="\#(MarkupText.escape(base))">"#
            body += #"<h2>\#(MarkupText.escape(entry.title)) <span class="device">on \#(MarkupText.escape(entry.device))</span></h2>"#
            body += #"<p class="headline">\#(MarkupText.escape(entry.headline))</p>"#
            if !entry.moves.isEmpty {
                body += "<table><tr><th>item</th><th>before</th><th>after</th><th>change</th></tr>"
                for move in entry.moves {
                    body +=
                        "<tr><td><code>\(MarkupText.escape(move.path))</code></td><td>\(move.before.map { "\($0)" } ?? "—")</td>"
                        + "<td>\(move.after.map { "\($0)" } ?? "—")</td><td>\(MarkupText.escape(move.before != nil && move.after != nil ? move.deltas : (move.after == nil ? "gone" : "new")))</td></tr>"
                }
                body += "</table>"
            }
            if !entry.appeared.isEmpty || !entry.disappeared.isEmpty {
                body += "<ul class=\"diagnostics\">"
                for diagnostic in entry.appeared { body += #"<li class="appeared">+ \#(MarkupText.escape(diagnostic.line))</li>"# }
                for diagnostic in entry.disappeared { body += #"<li class="disappeared">− \#(MarkupText.escape(diagnostic.line))</li>"# }
                body += "</ul>"
            }
            body += #"<div class="pair">\#(pictures.joined())</div></section>"#
            sections.append(body)
        }
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>\(MarkupText.escape(title))</title>
            <style>
            body { font: 14px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 24px; color: #222; }
            h1 { font-size: 20px; } h2 { font-size: 16px; margin: 0 0 4px; } .device { font-weight: normal; color: #666; }
            .summary { font-family: Menlo, monospace; background: #f4f4f4; padding: 8px 12px; border-radius: 6px; }
            .summary.failed { background: #fde8e8; color: #a00; }
            .entry { border: 1px solid #ddd; border-radius: 8px; padding: 12px 16px; margin: 16px 0; }
            .entry.broken { border-color: #d22; background: #fff7f7; }
            .headline { margin: 0 0 8px; color: #555; } .broken .headline { color: #c00; font-weight: bold; }
            table { border-collapse: collapse; margin: 8px 0; font-size: 13px; }
            td, th { border: 1px solid #ddd; padding: 3px 8px; text-align: left; font-family: Menlo, monospace; }
            .diagnostics { font-family: Menlo, monospace; font-size: 12px; } .appeared { color: #c00; } .disappeared { color: #2a7; }
            .pair { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; } figcaption { font-weight: bold; margin-bottom: 4px; }
            figure img { max-width: 46vw; max-height: 80vh; border: 1px solid #ccc; }
            .legend { color: \(RelayoutSVG.highlightColor); } pre.failure { color: #c00; white-space: pre-wrap; max-width: 46vw; }
            details { margin-top: 24px; }
            .release .message { font-size: 15px; background: #f6f8fb; border-left: 3px solid #2b5fad; padding: 4px 12px; }
            ul.changes { font-family: Menlo, monospace; font-size: 12px; list-style: none; padding-left: 0; }
            ul.changes .added { color: #1a7f4b; } ul.changes .removed { color: #c22; } ul.changes .changed { color: #b60; }
            </style></head><body>
            <h1>\(MarkupText.escape(title))</h1>
            """
        page += notes.map(\.html).joined(separator: "\n")
        page += #"<p class="\#(report.passesGate ? "summary" : "summary failed")">\#(MarkupText.escape(report.summary))</p>"#
        page +=
            "<p>Changed: \(report.changed.map { "<code>\(MarkupText.escape($0))</code>" }.joined(separator: ", ")). Devices: \(MarkupText.escape(report.devices.joined(separator: ", "))). "
        page +=
            #"Items that moved or resized are outlined in <span class="legend">magenta</span>; red items are in an unsatisfiable set, orange ones ambiguous.</p>"#
        if sections.isEmpty { page += "<p>No layout changed.</p>" }
        page += sections.joined(separator: "\n")
        if !quiet.isEmpty {
            page += "<details><summary>\(quiet.count) layout\(quiet.count == 1 ? "" : "s") without changes</summary><ul>"
            for entry in quiet {
                page +=
                    "<li>\(MarkupText.escape(entry.title)) on \(MarkupText.escape(entry.device)) (\(entry.state == .unchanged ? "same inputs" : "same frames"))</li>"
            }
            page += "</ul></details>"
        }
        page += "\n</body></html>\n"
        let path = (directory as NSString).appendingPathComponent("index.html")
        try Data(page.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
    }

    /// Letters, digits, `-`, `_` and `.` only.
    static func fileName(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
    }
}
