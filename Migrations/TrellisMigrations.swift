import Foundation

/// The store's migrations: `NNNN_name.sql` files bundled as resources, in order.
public enum TrellisMigrations {
    public struct Migration: Sendable, Hashable {
        /// The file name without `.sql`: `0001_initial`.
        public var identifier: String
        /// The number the file name starts with; the store records the last one applied
        /// as its schema version.
        public var number: Int
        public var sql: String
    }

    /// The last migration's number: the schema version this build writes. A constant, so
    /// that opening a store that is already current — every command — neither locates nor
    /// reads the resource bundle (`Bundle.main`, the bundle's lookup, its listing and files:
    /// about 1 ms of a clean `status`, issue 36). The files are read when a store is made,
    /// migrated or checked, and refused if this is not the last one's number.
    public static let latest = 10

    public enum LoadError: Error, CustomStringConvertible {
        case missingResources
        case badName(String)
        case gap(expected: Int, found: String)
        case latestOutOfStep(declared: Int, last: String)

        public var description: String {
            switch self {
            case .missingResources:
                return "the store migrations are missing from this build of trellis (resource bundle not found)"
            case .badName(let name):
                return "migration file \(name) is not named NNNN_name.sql"
            case .gap(let expected, let found):
                return "migration \(found) does not follow \(expected - 1): migrations must be numbered 0001, 0002, … without gaps"
            case .latestOutOfStep(let declared, let last):
                return "TrellisMigrations.latest is \(declared) but the last migration is \(last): set it to that file's number"
            }
        }
    }

    /// Every migration, ordered by number; throws if the bundle is missing or numbering has a gap.
    public static func all() throws -> [Migration] {
        try bundled.get()
    }

    /// Read once per process: every store opened reads them (twice: to check the file, then
    /// to migrate it), and a short command such as `status` should not list a folder twice.
    private static let bundled = Result { () throws -> [Migration] in
        guard let folder = Bundle.module.resourceURL else { throw LoadError.missingResources }
        let migrations = try load(folder: folder)
        if let last = migrations.last, last.number != latest { throw LoadError.latestOutOfStep(declared: latest, last: last.identifier) }
        return migrations
    }

    /// Every `NNNN_name.sql` in `folder`, ordered by number, checked the same way: also
    /// how a PostgreSQL hub's migrations (TrellisServer's resources) are read.
    public static func load(folder: URL) throws -> [Migration] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".sql") }
            .sorted()
        guard !names.isEmpty else { throw LoadError.missingResources }
        var migrations: [Migration] = []
        for (index, name) in names.enumerated() {
            let identifier = String(name.dropLast(4))
            guard let number = Int(identifier.prefix(4)), identifier.count > 5,
                  identifier.dropFirst(4).first == "_"
            else { throw LoadError.badName(name) }
            guard number == index + 1 else { throw LoadError.gap(expected: index + 1, found: name) }
            let sql = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            migrations.append(Migration(identifier: identifier, number: number, sql: sql))
        }
        return migrations
    }
}
