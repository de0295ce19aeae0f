import Foundation
import Testing
import TrellisTestSupport

/// `merge`, `pull` and `sync` exit 1 while they leave a conflict open, as git's merge and
/// pull do, naming the components and how to resolve them; 0 once it is resolved.
@Suite(.temporaryFolders) struct ConflictExitCLITests {
    @Test func pullMergeAndSyncExitOneWithAConflictOpen() throws {
        let cli = try TrellisRunner.inTemporaryDirectory()
        #expect(try cli.run("init", "lib").status == 0)
        #expect(try cli.run("commit", "-m", "library", "--project", "lib").status == 0)
        let cloned = try cli.run("clone", "lib", "ana")
        #expect(cloned.status == 0, "\(cloned.output)")
        #expect(!cloned.stderr.contains("\r"), "no progress line when standard error is not a terminal: \(cloned.stderr)")
        #expect(try cli.run("clone", "lib", "ben").status == 0)
        for (project, inset) in [("ana", "+ 16"), ("ben", "+ 20")] {
            let file = "\(project)/ListCell.layout"
            try cli.write(try cli.read(file).replacingOccurrences(of: "+ 12", with: inset), to: file)
            #expect(try cli.run("commit", "-m", inset, "--project", project).status == 0)
        }
        let pushed = try cli.run("push", "--project", "ana")
        #expect(pushed.status == 0 && !pushed.stderr.contains("\r"), "\(pushed.output)")

        let pulled = try cli.run("pull", "--project", "ben")
        #expect(pulled.status == 1, "\(pulled.output)")
        #expect(pulled.stdout.contains("conflict          ListCell"), "\(pulled.output)")
        #expect(
            pulled.stderr.contains(
                "the pull from origin left 1 conflict open (ListCell); resolve it ('trellis conflicts', then "
                    + "'trellis resolve NAME --ours|--theirs|--from-file FILE', or edit the conflict markers in the file and "
                    + "'trellis resolve NAME'); then 'trellis push' shares the merge"), "\(pulled.stderr)")
        // Until resolved, status says so as git does, not "unparsed" for the markers.
        let status = try cli.run("status", "--project", "ben")
        #expect(status.stdout.contains("both modified  ListCell  (merging origin: edit the conflict markers in ListCell.layout"), "\(status.output)")
        #expect(!status.stdout.contains("unparsed"), "\(status.output)")
        let json = try cli.run("status", "--json", "--project", "ben")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["conflicts"] as? [String] == ["ListCell"], "\(json.stdout)")
        let merged = try cli.run("merge", "--project", "ben")
        #expect(merged.status == 1 && merged.stderr.contains("the merge of origin left 1 conflict open (ListCell)"), "\(merged.output)")
        let synced = try cli.run("sync", "--project", "ben")
        #expect(synced.status == 1 && synced.stderr.contains("not in sync with origin: 1 conflict open (ListCell), so nothing was pushed"), "\(synced.output)")

        #expect(try cli.run("resolve", "ListCell", "--theirs", "--project", "ben").status == 0)
        let clean = try cli.run("pull", "--project", "ben")
        #expect(clean.status == 0, "\(clean.output)")
        #expect(try cli.run("sync", "--project", "ben").status == 0)
    }
}
