import Crypto
import Foundation
import TrellisEngine
import TrellisModel

/// The solution cache's key: SHA-256 (lowercase hex) over
///
/// ```
/// trellis-solution <format>      the solution encoding (SolutionCodec.formatVersion)
/// engine <n>                     LayoutEngine.resultsVersion: an engine change invalidates
/// component <name>=<hash>        the component's content hash
/// uses <name>=<hash>             one line per transitive dependency, sorted by name
///                                ("-" for one that is missing: then it cannot be laid out)
/// updates <0|1>                  whether applied specs' `update` blocks were applied
/// state <name>                   the layout state laid out (only for a state: the base
///                                layout's keys are as they were before states existed)
/// environment <json>             the environment, JSON with sorted keys (device size, safe
///                                area, orientation, size classes, direction, keyboard, name)
/// ```
///
/// Equal keys mean equal inputs to a deterministic engine, so a hit is never re-solved.
/// The part before `environment` depends only on the component, so it is hashed once per
/// component (``componentDigest``) and combined with each environment's digest.
public enum SolutionKey {
    /// Everything but the environment, hashed: `SHA-256(lines 1…5)`.
    public static func componentDigest(_ name: String, in snapshot: LibrarySnapshot, applyingUpdates: Bool, state: String? = nil) -> String {
        var text = "trellis-solution \(SolutionCodec.formatVersion)\nengine \(LayoutEngine.resultsVersion)\n"
        text += "component \(name)=\(snapshot.hashes[name] ?? "-")\n"
        for dependency in snapshot.transitiveDependencies(of: name) {
            text += "uses \(dependency)=\(snapshot.hashes[dependency] ?? "-")\n"
        }
        text += "updates \(applyingUpdates ? 1 : 0)\n"
        if let state { text += "state \(state)\n" }
        return hex(SHA256.hash(data: Data(text.utf8)))
    }

    /// The environment's canonical encoding, hashed.
    public static func environmentDigest(_ environment: Environment) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(environment)).map { String(decoding: $0, as: UTF8.self) } ?? environment.description
        return hex(SHA256.hash(data: Data(("environment " + json).utf8)))
    }

    /// The key: SHA-256 of the two digests.
    public static func key(component: String, environment: String) -> String {
        hex(SHA256.hash(data: Data((component + "\n" + environment).utf8)))
    }

    static func hex(_ digest: SHA256.Digest) -> String {
        hex(Array(digest))
    }
}
