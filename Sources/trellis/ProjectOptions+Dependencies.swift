import ArgumentParser
import Foundation
import TrellisPackages
import TrellisStore

extension ProjectOptions {
    /// The project's dependencies; libraries are opened with the same environment.
    func openDependencies(wait: LibraryWait = LibraryWait()) throws -> ProjectDependencies {
        ProjectDependencies(
            project: try openProject(), environment: .live(resolvingAuthor: { Identity.author() }),
            token: ProcessInfo.processInfo.environment["TRELLIS_TOKEN"], wait: wait)
    }
}

/// `--timeout SECONDS` of the commands that ask a served library (`add`, `update`,
/// `outdated`): how long one request may take. A wait longer than a few seconds is said on
/// standard error, whatever the timeout.
struct LibraryTimeoutOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Give up on a served library that has not answered a request within SECONDS (default: after 60 s of silence, TRELLIS_READ_TIMEOUT).",
            valueName: "SECONDS"))
    var timeout: Double?

    func validate() throws {
        if let timeout, let problem = LibraryWait.problem(timeout) { throw ValidationError(problem) }
    }

    /// The wait, reported on standard error. A timeout longer than the HTTP client's own
    /// limits raises them for this process (before its first request), so the one given wins.
    func makeWait() -> LibraryWait {
        if let timeout {
            let environment = ProcessInfo.processInfo.environment
            for (variable, standard) in [("TRELLIS_READ_TIMEOUT", 60.0), ("TRELLIS_REQUEST_TIMEOUT", 300.0)] {
                let current = environment[variable].flatMap(Double.init) ?? standard
                if current <= timeout { setenv(variable, String(timeout + 5), 1) }
            }
        }
        return LibraryWait(timeout: timeout) { line in FileHandle.standardError.write(Data(("trellis: " + line + "\n").utf8)) }
    }
}
