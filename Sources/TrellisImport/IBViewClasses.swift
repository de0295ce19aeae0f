import TrellisEngine
/// What Interface Builder's element names stand for in UIKit, and which of them have an
/// intrinsic content size (IB does not store it; their recorded frame stands in for it).
enum IBViewClasses {
    static let classes: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "stackView": "UIStackView", "scrollView": "UIScrollView", "tableView": "UITableView",
        "collectionView": "UICollectionView", "activityIndicatorView": "UIActivityIndicatorView",
        "progressView": "UIProgressView", "segmentedControl": "UISegmentedControl", "stepper": "UIStepper",
        "pageControl": "UIPageControl", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
        "searchBar": "UISearchBar", "navigationBar": "UINavigationBar", "toolbar": "UIToolbar",
        "tabBar": "UITabBar", "mapView": "MKMapView", "wkWebView": "WKWebView", "webView": "UIWebView",
        "visualEffectView": "UIVisualEffectView", "containerView": "UIView", "tableViewCell": "UITableViewCell",
        "collectionViewCell": "UICollectionViewCell", "collectionReusableView": "UICollectionReusableView",
        "tableViewCellContentView": "UIView", "collectionViewCellContentView": "UIView",
        "glkView": "GLKView", "sceneKitView": "SCNView", "arscnView": "ARSCNView", "mtkView": "MTKView",
        "colorWell": "UIColorWell",
    ]

    /// Elements that are scroll views (frame and content guides; their content is their own business).
    static let scrollViews: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    /// Elements whose size comes from their content in UIKit; both sides of the recorded frame
    /// stand in for the intrinsic size.
    /// (Sliders and switches are left to the engine's built-in sizes: their recorded frames
    /// include alignment insets, and a slider has no intrinsic width; a switch recorded at
    /// another size than the built-in one takes it, ``IBSwitchSize``.)
    static let intrinsicBoth: Set<String> = [
        "label", "button", "textField", "segmentedControl", "stepper",
        "pageControl", "activityIndicatorView", "datePicker",
    ]

    /// Elements with an intrinsic height only.
    static let intrinsicHeight: Set<String> = ["progressView", "searchBar", "navigationBar", "toolbar", "tabBar"]

    static func className(of element: IBElement) -> String? {
        classes[element.name]
    }

    /// The UIKit class a `customClass` derives from: the element's own when it names one
    /// (`<tableView customClass="ThemeableTable">` is a table), else for a plain `<view>` what the
    /// run's Swift sources or Trellis.toml's `[import.classes]` say (`PlayerTabsView: UIScrollView`).
    /// nil without a custom class, when nothing says, or when the base is plain `UIView`.
    static func baseClass(of element: IBElement, index: SwiftTypeIndex) -> String? {
        // A `stack` is a UIStackView already (its `class` names the subclass alone).
        guard let custom = element["customClass"], element.name != "stackView" else { return nil }
        if let known = className(of: element), known != "UIView" { return known == custom ? nil : known }
        guard let base = index.uikitClass(of: custom), base != custom, base != "UIView" else { return nil }
        return base
    }

    /// The intrinsic size a view of this element has, from its recorded frame: nil when it has none.
    static func intrinsicSize(of element: IBElement, frame: Rect) -> (width: Double?, height: Double?)? {
        let placeholderWidth = element["placeholderIntrinsicWidth"].flatMap(Double.init)
        let placeholderHeight = element["placeholderIntrinsicHeight"].flatMap(Double.init)
        if placeholderWidth != nil || placeholderHeight != nil { return (placeholderWidth, placeholderHeight) }
        // A segmented control's frame is 1 point taller than its alignment rect, which its
        // intrinsic size measures (``_ControlMetrics``).
        if element.name == "segmentedControl" { return (frame.width, frame.height - 1) }
        if element.name == "switch" { return IBSwitchSize.intrinsicSize(frame: frame) }
        // A frame its constraints stretched is larger than the text (StretchedTextSize).
        if intrinsicBoth.contains(element.name) { return StretchedTextSize.size(of: element, frame: frame) }
        if intrinsicHeight.contains(element.name) { return (nil, frame.height) }
        if element.name == "imageView", element["image"] != nil { return (frame.width, frame.height) }
        if element.name == "textView", element.flag("scrollEnabled") == false { return (frame.width, frame.height) }
        return nil
    }
}
