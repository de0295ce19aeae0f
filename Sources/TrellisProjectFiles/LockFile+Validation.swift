import TrellisModel

/// A lock file is read from the project, which a teammate's commit, a merge or a hostile
/// pull request may have written: every name in it becomes a path under `.trellis/deps`
/// (`NAME/RELEASE/COMPONENT.layout`), so each is checked against its grammar before
/// anything is read or written by it — a component called `../../x/depx` is refused,
/// not followed.
extension LockFile {
    /// The format versions this build reads.
    public static let knownVersions: ClosedRange<Int> = 1...1

    /// The first thing wrong with the file, said so a reader can find it; nil when sound.
    public var problem: String? {
        if !Self.knownVersions.contains(version) {
            return "its format version is \(version), this trellis reads version \(Self.knownVersions.upperBound) (a newer trellis wrote it? update trellis)"
        }
        var seen: Set<String> = []
        for (index, dependency) in dependencies.enumerated() {
            let place = "dependencies[\(index)]"
            if let problem = ComponentName.problem(dependency.name) {
                return
                    "\(place) is named \(ComponentName.quoted(dependency.name)), not a dependency name: \(problem) (an identifier, such as DS, names a namespace)"
            }
            if !seen.insert(dependency.name).inserted { return "\(dependency.name) is locked twice" }
            let label = "\(dependency.name) (\(place))"
            if ComponentName.problem(dependency.release, as: .tag) != nil {
                return "\(label) locks the release \(ComponentName.quoted(dependency.release)), not a version: \(ComponentName.rule(.tag))"
            }
            if let scalar = dependency.source.unicodeScalars.first(where: ComponentName.isControl) {
                return "\(label) has a source holding the control character \(ComponentName.codePoint(scalar.value))"
            }
            var components: Set<String> = []
            for component in dependency.components {
                if let problem = ComponentName.problem(component.name) {
                    return
                        "\(label) names the component \(ComponentName.quoted(component.name)), not a component name: \(problem) (\(ComponentName.rule(.component)))"
                }
                if !components.insert(component.name).inserted { return "\(label) lists the component \(component.name) twice" }
                if !Self.isContentHash(component.hash) {
                    return "\(label) records for \(component.name) the hash \(ComponentName.quoted(component.hash)), not a SHA-256 (64 lowercase hex digits)"
                }
            }
        }
        return nil
    }

    /// 64 lowercase hex digits, as `LayoutDocument.contentHash` writes one.
    static func isContentHash(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
