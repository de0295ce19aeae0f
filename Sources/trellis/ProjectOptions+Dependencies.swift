import ArgumentParser
import Foundation
import TrellisPackages
import TrellisStore
import TrellisSync

extension ProjectOptions {
    /// The project's dependencies; libraries are opened with the same environment. A served
    /// library's token is, most specific first: `--token`, `TRELLIS_TOKEN_DEPENDENCY_DS`,
    /// `TRELLIS_TOKEN`, or the one `add --token` kept in `.trellis/credentials`.
    func openDependencies(_ library: ServedLibraryOptions? = nil) throws -> ProjectDependencies {
        let token = library?.token
        let project = try openProject()
        let credentials = Credentials(projectRoot: project.root)
        var dependencies = ProjectDependencies(
            project: project, environment: .live(resolvingAuthor: { Identity.author() }),
            token: ProcessInfo.processInfo.environment["TRELLIS_TOKEN"], wait: library?.makeWait() ?? LibraryWait())
        dependencies.dependencyToken = { name in
            try? credentials.token(for: Credentials.dependencyEntry(name), explicit: token)
        }
        return dependencies
    }
}

extension Credentials {
    /// A dependency's line in the credentials file, apart from the remotes' names.
    static func dependencyEntry(_ name: String) -> String { "dependency." + name }
}

/// What the commands that ask a served library (`add`, `update`, `outdated`) take: its
/// `--token`, and `--timeout SECONDS`, how long one request may take. A wait longer than a
/// few seconds is said on standard error, whatever the timeout.
struct ServedLibraryOptions: ParsableArguments {
    @Option(
        help:
            "The token of a served library that wants one ('add' keeps it in .trellis/credentials, mode 0600; TRELLIS_TOKEN_DEPENDENCY_<NAME> and TRELLIS_TOKEN are read too)."
    )
    var token: String?

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
