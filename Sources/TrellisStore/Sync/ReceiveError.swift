/// Why something a peer sent was refused. Nothing of the refused batch was kept.
public enum ReceiveError: Error, Hashable, Sendable, CustomStringConvertible {
    case hashMismatch(object: String, actual: String)
    case badVersionID(version: String, computed: String)
    case missingParent(version: String, parent: String)
    case parentOfOtherComponent(version: String, parent: String)
    case missingObject(version: String, object: String)
    case notAComponent(version: String, object: String, detail: String)
    case wrongComponent(version: String, object: String, found: String)
    case unknownVersion(String)
    /// Not what it claims to be (`ReceiveValidation`): a name outside the grammar, text the
    /// store may not hold, an object that is no canonical component.
    case refused(what: String, reason: String)

    public var description: String {
        switch self {
        case .refused(let what, let reason):
            return "\(what) was refused: \(reason); nothing of the batch was stored"
        case .hashMismatch(let object, let actual):
            return "object \(object) was corrupted in transit: its data hashes to \(actual); nothing of the batch was stored"
        case .badVersionID(let version, let computed):
            return "version \(version) does not match its record (it hashes to \(computed)); nothing of the batch was stored"
        case .missingParent(let version, let parent):
            return "version \(version) names a parent \(parent) that was not sent and is not in the store"
        case .parentOfOtherComponent(let version, let parent):
            return "version \(version) names a parent \(parent) of another component"
        case .missingObject(let version, let object):
            return "version \(version) needs object \(object), which was not sent and is not in the store"
        case .notAComponent(let version, let object, let detail):
            return "version \(version): object \(object) is not a component (\(detail))"
        case .wrongComponent(let version, let object, let found):
            return "version \(version): object \(object) is the component \(found)"
        case .unknownVersion(let id):
            return "no version \(id) in the store"
        }
    }
}
