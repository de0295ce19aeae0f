import Foundation
import GRDB
import TrellisModel

extension TrellisStore {
    /// `fsck`'s check of everything a peer could have slipped in before receive validated
    /// it: component names (components, versions, refs, tags, dependency targets, remote
    /// refs), remote and tag names, and the authors and messages recorded, each against
    /// the model's grammar (`ComponentName`, `RecordText`). `trellis gc` removes what it finds.
    static func fsckNames(_ db: Database) throws -> [FsckProblem] {
        var problems: [FsckProblem] = []
        func check(_ name: String, _ kind: ComponentName.Kind, _ location: String) {
            if let problem = ComponentName.problem(name, as: kind) {
                problems.append(FsckProblem(kind: .name, location: location, message: NameError(name: name, kind: kind, problem: problem).description))
            }
        }
        for name in try String.fetchAll(db, sql: "SELECT name FROM component ORDER BY name") {
            check(name, .component, "component \(ComponentName.quoted(name))")
        }
        // A version, ref or edge whose component row is missing is the foreign-key check's.
        // A target is a reference: a library's component is `DS.UserAvatarContainer`.
        for name in try String.fetchAll(db, sql: "SELECT DISTINCT target FROM dependency WHERE target NOT IN (SELECT name FROM component) ORDER BY target") {
            check(name, .reference, "dependency target \(ComponentName.quoted(name))")
        }
        // A snapshot from an older Trellis has no remote table until it is migrated.
        let remotes = try db.tableExists("remote") ? try String.fetchAll(db, sql: "SELECT name FROM remote ORDER BY name") : []
        for name in remotes {
            check(name, .remote, "remote \(ComponentName.quoted(name))")
        }
        let versions = try Row.fetchCursor(db, sql: "SELECT id, component, author, message FROM version")
        while let row = try versions.next() {
            let id: String = row[0], component: String = row[1]
            for (field, text) in [(RecordText.Field.author, row[2] as String), (.message, row[3] as String)] {
                if let problem = RecordText.problem(text, as: field) {
                    problems.append(
                        FsckProblem(
                            kind: .name, location: "version \(id.prefix(12)) of \(ComponentName.quoted(component))",
                            message: "its \(field.rawValue) cannot be stored: \(problem)"))
                }
            }
        }
        for row in try Row.fetchAll(db, sql: "SELECT component, name, author FROM tag") {
            let component: String = row[0], name: String = row[1], author: String = row[2]
            if let problem = RecordText.problem(author, as: .author) {
                problems.append(
                    FsckProblem(
                        kind: .name, location: "tag \(ComponentName.quoted(component))@\(ComponentName.quoted(name))",
                        message: "its author cannot be stored: \(problem)"))
            }
        }
        return problems
    }
}
