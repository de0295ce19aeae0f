import Foundation
import TrellisModel

/// Where each statement of an imported `.layout` came from in the app, and which items
/// import knows it imported only in part — kept beside the `.layout` as `NAME.import.json`.
/// `trellis check` reads it to point each problem at the app's own `file:line` (the xib
/// element or Swift call), which is what a CI linter annotates when the `.layout` files are
/// not kept, and to report what follows from skipped code as "not imported", not as an error.
/// The record holds the fingerprint of the text it was written with: once the `.layout` is
/// edited the record no longer describes it and is not used.
public struct ImportRecord: Hashable, Sendable, SidecarRecord {
    public struct Line: Hashable, Sendable, Codable {
        /// 1-based line in the `.layout`.
        public var line: Int
        /// `path:line` in the app's source (the path as import was given it).
        public var from: String?
        /// Why what this line states is only part of the app's layout.
        public var notImported: String?
        /// The axis (`horizontal`, `vertical`) the item's frame is not known on; nil for both.
        public var axis: String?
        /// True when import left out or guessed constraints on what this line states (a skipped
        /// constraint, a guessed superview), so a conflict among them may be import's, not the app's.
        public var constraintsChanged: Bool?
        /// Why the intrinsic size of the view this line declares is a stand-in (its text or image
        /// is not known): a conflict that needs that size required is import's, not the app's.
        public var standInSize: String?

        public init(line: Int, from: String?, notImported: String? = nil, axis: String? = nil, constraintsChanged: Bool? = nil) {
            self.line = line
            self.from = from
            self.notImported = notImported
            self.axis = axis
            self.constraintsChanged = constraintsChanged
        }
    }

    public var component: String
    /// `fingerprint(of:)` of the `.layout` text written.
    public var fingerprint: String
    public var lines: [Line]
    /// State → why import knows its layout is only part of the app's (code it could not carry into the state).
    public var states: [String: String]?
    /// State → the conditions on the root's size its code runs under (`if view.bounds.width > 530`).
    public var stateConditions: [String: [ImportStateCondition]]?

    public init(component: String, fingerprint: String, lines: [Line], states: [String: String]? = nil) {
        self.component = component
        self.fingerprint = fingerprint
        self.lines = lines
        self.states = states
    }

    /// The file name beside `NAME.layout`.
    public static func fileName(for component: String) -> String { "\(component).import.json" }

    /// FNV-1a (64 bits) of the text's UTF-8: tells an edited file from the one written, nothing more.
    public static func fingerprint(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// The record for `text`, when it is the text written.
    public func describes(_ text: String) -> Bool { fingerprint == Self.fingerprint(of: text) }

    public func line(_ number: Int) -> Line? { lines.first { $0.line == number } }

    /// The record of a document import wrote as `text` (`written`, its text parsed again: the
    /// same items and constraints, in order, at their `.layout` lines; `document` holds where
    /// each came from in the app). Items in `incomplete`, and constraints on items marked for a
    /// cause of their own, carry why.
    static func make(document: LayoutDocument, written: LayoutDocument, text: String, incomplete: IncompleteItems) -> ImportRecord {
        var lines: [Int: Line] = [:]
        func add(_ origin: SourceLocation?, at location: SourceLocation?, notImported: String?, axis: String? = nil, changed: Bool = false) {
            guard let location, origin != nil || notImported != nil else { return }
            let from = origin.map { "\($0.file):\($0.line)" }
            if var known = lines[location.line] {
                known.from = known.from ?? from
                if known.notImported == nil {
                    known.notImported = notImported
                    known.axis = axis
                }
                if changed { known.constraintsChanged = true }
                lines[location.line] = known
            } else {
                lines[location.line] = Line(
                    line: location.line, from: from, notImported: notImported, axis: axis, constraintsChanged: changed ? true : nil)
            }
        }
        var partialStates: [String: String] = [:]
        if let body = document.body, let writtenBody = written.body {
            for (item, writtenItem) in zip(body.items, writtenBody.items) {
                add(
                    item.location, at: writtenItem.location, notImported: incomplete.reason(for: item.name),
                    axis: incomplete.axesText(for: item.name), changed: incomplete.direct.contains(item.name))
            }
            for (constraint, writtenConstraint) in zip(body.constraints, writtenBody.constraints) {
                let marked = IncompleteItems.items(of: constraint).first { incomplete.direct.contains($0) }
                let reason = marked.flatMap(incomplete.reason(for:)) ?? IncompleteItems.rootSizeReason(constraint)
                add(constraint.location, at: writtenConstraint.location, notImported: reason, changed: reason != nil)
            }
            for (item, writtenItem) in zip(body.items, writtenBody.items) where incomplete.standInSizes.contains(item.name) {
                guard let line = writtenItem.location?.line, lines[line] != nil else { continue }
                lines[line]?.standInSize =
                    "the intrinsic size of \(item.name) is a stand-in (UIKit's default for its class: the text or image its code sets is not known to import)"
            }
            for (application, writtenApplication) in zip(body.applications, writtenBody.applications) {
                add(application.location, at: writtenApplication.location, notImported: nil)
            }
            // A state's constraints come from the app's code too (`if`/`switch` branches, later methods);
            // one sizing the root (`viewDidLayoutSubviews` fitting a hosted view's height) is as
            // unknown to import as the base's.
            for (state, writtenState) in zip(body.states, writtenBody.states) {
                for (constraint, writtenConstraint) in zip(state.constraints, writtenState.constraints) {
                    let guessed = incomplete.guessedValueReason(constraint)
                    let reason = IncompleteItems.rootSizeReason(constraint) ?? guessed
                    add(constraint.location, at: writtenConstraint.location, notImported: reason, changed: reason != nil)
                    // What the state's 0 moves is import's too, not only conflicts on its own line
                    // (a container made 0 high leaves its labels' places open).
                    if let guessed, partialStates[state.name] == nil { partialStates[state.name] = guessed }
                }
                // `change "heightConstraint" = size.height` of a base constraint sizing the root, likewise;
                // and a change to a value import could not read (`= textHeight`, measured at run time).
                for (change, writtenChange) in zip(state.changes, writtenState.changes) {
                    let changed =
                        body.constraints.first { $0.identifier == change.name }.flatMap(IncompleteItems.rootSizeReason)
                        ?? incomplete.guessedValueReason(change)
                    add(change.location, at: writtenChange.location, notImported: changed, changed: changed != nil)
                }
            }
        }
        return ImportRecord(
            component: document.name, fingerprint: fingerprint(of: text), lines: lines.values.sorted { $0.line < $1.line },
            states: partialStates.isEmpty ? nil : partialStates)
    }
}
