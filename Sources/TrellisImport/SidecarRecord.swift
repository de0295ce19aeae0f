import Foundation
import TrellisSupport

/// A JSON file import keeps beside a `NAME.layout` (`NAME.import.json`, `NAME.ib.json`): one
/// place for how it is named, written (pretty, keys sorted, slashes as they are, a final
/// newline: stable to diff) and read back.
public protocol SidecarRecord: Codable {
    /// The file name beside `NAME.layout`.
    static func fileName(for component: String) -> String
}

extension SidecarRecord {
    /// The record's path beside the `.layout` at `layoutPath`.
    public static func path(besideLayout layoutPath: String) -> String {
        let name = ((layoutPath as NSString).lastPathComponent as NSString).deletingPathExtension
        return (parentFolder(of: layoutPath) as NSString).appendingPathComponent(fileName(for: name))
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    public static func decode(_ data: Data) throws -> Self {
        try JSONDecoder().decode(Self.self, from: data)
    }
}
