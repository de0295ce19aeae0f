/// A path naming a layout item: `avatar`, `self`, `owner.safeArea`, `scroll.contentGuide`,
/// or a view inside a used container (`avatar.vip`).
public struct ItemReference: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var path: [String]

    public init(_ path: [String]) { self.path = path }

    /// `"owner.safeArea"` → `["owner", "safeArea"]`.
    public init(stringLiteral value: String) {
        self.path = value.split(separator: ".").map(String.init)
    }

    public static let owner = ItemReference(["owner"])
    public static let selfItem = ItemReference(["self"])

    /// The first component: the item declared in the component (or `self`/`owner`/a reference parameter).
    public var root: String { path.first ?? "" }

    public var description: String { path.joined(separator: ".") }

    public func appending(_ component: String) -> ItemReference { ItemReference(path + [component]) }
}

/// The guides UIKit gives every view (and a few kinds of view), reachable as `view.NAME`.
public enum SystemGuide: String, CaseIterable, Sendable {
    case margins, safeArea, readable, keyboard, frameGuide, contentGuide

    /// The UIKit property it stands for, for messages.
    public var uikitName: String {
        switch self {
        case .margins: return "layoutMarginsGuide"
        case .safeArea: return "safeAreaLayoutGuide"
        case .readable: return "readableContentGuide"
        case .keyboard: return "keyboardLayoutGuide"
        case .frameGuide: return "frameLayoutGuide"
        case .contentGuide: return "contentLayoutGuide"
        }
    }
}

/// One side of a constraint: an item and one of its attributes.
public struct Anchor: Hashable, Sendable, Codable, CustomStringConvertible {
    public var item: ItemReference
    public var attribute: LayoutAttribute

    public init(_ item: ItemReference, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var description: String { "\(item).\(attribute.rawValue)" }
}
