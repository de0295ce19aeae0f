import TrellisModel

/// A device of the built-in catalog: its screen in points (portrait), the safe-area
/// insets UIKit reports for a full-screen view controller in each orientation, and the
/// size classes of each orientation.
public struct Device: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Family: String, Hashable, Sendable, Codable { case phone, tablet }

    /// What `--device` takes, case and separators ignored: `iPhone-SE`, `iPhone-16-Pro`.
    public var id: String
    /// Apple's marketing name: `iPhone SE (3rd generation)`.
    public var displayName: String
    public var family: Family
    /// Portrait width and height, in points.
    public var width: Double
    public var height: Double
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// Where a value is an estimate rather than a measured one.
    public var note: String?
    /// The ids Interface Builder writes for this screen size in `<device id="…">`.
    public var interfaceBuilderIDs: [String]
    /// Other models with the same screen and safe areas (`iPhone-13` for `iPhone-12`):
    /// `--device` takes them too.
    public var aliases: [String]
    /// Pixels per point: 3 on the Plus, X and later iPhones but the XR/11, 2 on the others
    /// and on iPads (Apple's published screen scales). Frames are rounded to its grid.
    public var scale: Double

    public init(
        id: String, displayName: String, family: Family, width: Double, height: Double,
        portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, note: String? = nil,
        interfaceBuilderIDs: [String] = [], aliases: [String] = [], scale: Double = 2
    ) {
        self.id = id
        self.displayName = displayName
        self.family = family
        self.width = width
        self.height = height
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.note = note
        self.interfaceBuilderIDs = interfaceBuilderIDs
        self.aliases = aliases
        self.scale = scale
    }

    /// The size classes of a full-screen app (Apple's Human Interface Guidelines, "Layout"
    /// → device size classes): iPads are regular in both orientations; iPhones are compact
    /// width, regular height in portrait and compact height in landscape, where the
    /// Plus and Max phones (414 points wide or more) turn regular width.
    public func sizeClasses(_ orientation: Environment.Orientation) -> (horizontal: SizeClass, vertical: SizeClass) {
        switch (family, orientation) {
        case (.tablet, _): return (.regular, .regular)
        case (.phone, .portrait): return (.compact, .regular)
        case (.phone, .landscape): return (width >= 414 ? .regular : .compact, .compact)
        }
    }

    /// The environment of a full-screen root view on this device.
    public func environment(
        _ orientation: Environment.Orientation = .portrait,
        direction: Environment.LayoutDirection = .leftToRight,
        keyboardHeight: Double? = nil
    ) -> Environment {
        let landscape = orientation == .landscape
        return Environment(
            name: landscape ? "\(id)-landscape" : id,
            width: landscape ? height : width,
            height: landscape ? width : height,
            safeArea: landscape ? landscapeSafeArea : portraitSafeArea,
            direction: direction,
            keyboardHeight: keyboardHeight,
            orientation: orientation,
            sizeClasses: sizeClasses(orientation)
        ).scale(scale)
    }

    public var description: String { "\(id) (\(displayName))" }
}
