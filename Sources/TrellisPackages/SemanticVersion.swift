import TrellisModel

/// `MAJOR.MINOR.PATCH[-prerelease]`, ordered as semver.org says: numbers numerically, a
/// pre-release before its release, pre-release parts numerically or by ASCII.
public struct SemanticVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int
    public var prerelease: [String]

    public init(_ major: Int, _ minor: Int, _ patch: Int, prerelease: [String] = []) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = prerelease
    }

    /// nil unless `text` is in the tag grammar (`ComponentName.Kind.tag`).
    public init?(_ text: String) {
        guard ComponentName.isValid(text, as: .tag) else { return nil }
        let parts = text.split(separator: "-", maxSplits: 1)
        let numbers = parts[0].split(separator: ".").compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }
        self.init(numbers[0], numbers[1], numbers[2], prerelease: parts.count > 1 ? parts[1].split(separator: ".").map(String.init) : [])
    }

    /// Parses `text`, or throws naming it and the grammar.
    public static func parse(_ text: String) throws -> SemanticVersion {
        guard let version = SemanticVersion(text) else {
            throw PackageError.notAVersion(text)
        }
        return version
    }

    public var isPrerelease: Bool { !prerelease.isEmpty }

    public var description: String {
        "\(major).\(minor).\(patch)" + (prerelease.isEmpty ? "" : "-" + prerelease.joined(separator: "."))
    }

    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        switch (lhs.prerelease.isEmpty, rhs.prerelease.isEmpty) {
        case (true, true), (true, false): return false
        case (false, true): return true
        case (false, false): break
        }
        for (left, right) in zip(lhs.prerelease, rhs.prerelease) where left != right {
            switch (Int(left), Int(right)) {
            case (let l?, let r?): return l < r
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return left < right
            }
        }
        return lhs.prerelease.count < rhs.prerelease.count
    }
}

/// Which releases a dependency accepts: `from` (SwiftPM's `from:`: this version up to the
/// next major, or for 0.x the next minor, as Cargo's caret) or `exact`.
public enum VersionRequirement: Hashable, Sendable, CustomStringConvertible {
    case from(SemanticVersion)
    case exact(SemanticVersion)

    /// The first version the range excludes (caret semantics).
    public var upperBound: SemanticVersion? {
        switch self {
        case .exact: return nil
        case .from(let lower):
            return lower.major > 0 ? SemanticVersion(lower.major + 1, 0, 0) : SemanticVersion(0, lower.minor + 1, 0)
        }
    }

    public func allows(_ version: SemanticVersion) -> Bool {
        switch self {
        case .exact(let exact): return version == exact
        case .from(let lower):
            // A pre-release is taken only when asked for by name, as SwiftPM does.
            if version.isPrerelease, !lower.isPrerelease { return false }
            guard let upper = upperBound else { return false }
            return version >= lower && version < upper
        }
    }

    /// The newest of `versions` this accepts.
    public func newest(of versions: [SemanticVersion]) -> SemanticVersion? {
        versions.filter(allows).max()
    }

    public var description: String {
        switch self {
        case .from(let lower): return "from \(lower) (< \(upperBound.map(\.description) ?? "?"))"
        case .exact(let version): return "exactly \(version)"
        }
    }
}
