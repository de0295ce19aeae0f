/// The part of SARIF 2.1.0 (OASIS, "Static Analysis Results Interchange Format") that a
/// check writes: one run, its tool and rules, results with a physical location, and
/// fixes as artifact changes (a deleted region and inserted text).
struct SARIFLog: Encodable {
    enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        var originalUriBaseIds: [String: ArtifactLocation]?
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name: String
        var version: String
        var informationUri: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
    }

    struct Message: Encodable { var text: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]?
        var relatedLocations: [RelatedLocation]?
        var fixes: [Fix]?
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    /// Another place the result's message refers to (a constraint of a conflict).
    struct RelatedLocation: Encodable {
        var id: Int
        var physicalLocation: PhysicalLocation
        var message: Message
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
        var endLine: Int?
        var endColumn: Int?
    }

    struct Fix: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: Content?
    }

    struct Content: Encodable { var text: String }
}
