import TrellisModel

/// `UIContentSizeCategory`: the user's text size (Settings › Display & Brightness › Text
/// Size, and the larger accessibility sizes). `large` is the default.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable, Codable {
    case extraSmall = "XS", small = "S", medium = "M", large = "L"
    case extraLarge = "XL", extraExtraLarge = "XXL", extraExtraExtraLarge = "XXXL"
    case accessibility1 = "AX1", accessibility2 = "AX2", accessibility3 = "AX3"
    case accessibility4 = "AX4", accessibility5 = "AX5"

    /// `XS`, `l`, `ax5` … (any case).
    public init?(name: String) {
        guard let category = Self(rawValue: name.uppercased()) else { return nil }
        self = category
    }

    /// The point size of `style` at this category: Apple's Dynamic Type table (Human
    /// Interface Guidelines, "Typography › Dynamic Type sizes", iOS).
    public func pointSize(of style: TextStyle) -> Double {
        guard let index = Self.allCases.firstIndex(of: self), let row = Self.table[style] else { return 17 }
        return row[index]
    }

    /// Sizes per style, columns XS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5.
    static let table: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
