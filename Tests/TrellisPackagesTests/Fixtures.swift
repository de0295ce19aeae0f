import Foundation
import TrellisExamples
import TrellisLayoutFixtures
import TrellisModel
import TrellisProject
import TrellisStore
import TrellisTestSupport
@testable import TrellisPackages

/// A folder name in the test's temporary root (`TemporaryFolder`), unique per call, not created.
func temporaryFolder(_ label: String) -> String {
    TemporaryFolder.name("trellis-packages-\(label)").path
}

/// A project folder holding `files`, committed once (nothing committed when empty).
func makeProject(_ label: String, files: [(name: String, text: String)]) throws -> TrellisProject {
    let root = temporaryFolder(label)
    _ = try ProjectScaffold.createProject(at: root, files: files)
    let project = try TrellisProject.create(at: root, environment: .fixed())
    if !files.isEmpty { try project.commit(message: "\(label): first version") }
    return project
}

/// The example library, committed: containers and specs public, screens private.
func makeLibrary() throws -> TrellisProject {
    try makeProject("library", files: try ExampleLibrary.files().map { (name: $0.name, text: $0.text) })
}

func write(_ text: String, _ name: String, in project: TrellisProject) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: (project.root as NSString).appendingPathComponent("\(name).layout")))
}

/// The library's avatar container with a badge of `size` points, as its file reads.
func avatarContainer(badge size: Int, named name: String = "UserAvatarContainer") -> String {
    "// A user's avatar with a VIP badge at its top-trailing corner.\n" + ExampleTexts.avatar(badge: size, named: name) + "\n"
}

/// An app screen: a cell holding the avatar container under `reference`.
func appCell(using reference: String, named name: String = "ProfileCell") -> String {
    """
    // The app's own cell: the library's avatar, 16 from the leading edge.
    screen \(name) {
        height 96

        use avatar: \(reference)
        view title: UILabel

        avatar.leading == owner.leading + 16
        avatar.size == 64
        avatar.centerY == owner.centerY
        title.leading == avatar.trailing + 12
        title.centerY == owner.centerY
    }

    """
}

/// A library whose releases 1.0.0 (badge 30), 1.1.0 (badge 36) and 2.0.0 exist.
func makeReleasedLibrary() throws -> TrellisProject {
    let library = try makeLibrary()
    let releases = LibraryReleases(project: library)
    try releases.release("1.0.0", message: "first")
    try write(avatarContainer(badge: 36), "UserAvatarContainer", in: library)
    try library.commit(message: "bigger badge")
    try releases.release("1.1.0", message: "bigger badge")
    try write(avatarContainer(badge: 40), "UserAvatarContainer", in: library)
    try library.commit(message: "even bigger badge")
    try releases.release("2.0.0")
    return library
}

func dependencies(of project: TrellisProject) -> ProjectDependencies {
    ProjectDependencies(project: project, environment: .fixed())
}

func v(_ text: String) -> SemanticVersion { SemanticVersion(text)! }
