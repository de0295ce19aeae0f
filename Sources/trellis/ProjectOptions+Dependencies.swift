import Foundation
import TrellisPackages
import TrellisStore

extension ProjectOptions {
    /// The project's dependencies; libraries are opened with the same environment.
    func openDependencies() throws -> ProjectDependencies {
        ProjectDependencies(
            project: try openProject(), environment: .live(resolvingAuthor: { Identity.author() }),
            token: ProcessInfo.processInfo.environment["TRELLIS_TOKEN"])
    }
}
