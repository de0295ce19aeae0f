/// The view classes generated code creates; they add nothing but their names.
open class UIImageView: UIView {}
open class UILabel: UIView {}
open class UIButton: UIView {}
open class UITextField: UIView {}
open class UISwitch: UIView {}
open class UISlider: UIView {}
open class UIProgressView: UIView {}
open class UIActivityIndicatorView: UIView {}
open class UISegmentedControl: UIView {}
open class UIPageControl: UIView {}

open class UIScrollView: UIView {
    public private(set) lazy var frameLayoutGuide = UILayoutGuide(system: "frameGuide", of: self)
    public private(set) lazy var contentLayoutGuide = UILayoutGuide(system: "contentGuide", of: self)
}
open class UITextView: UIScrollView {}
open class UITableView: UIScrollView {}
@MainActor
open class UICollectionViewLayout {}
open class UICollectionViewFlowLayout: UICollectionViewLayout { public override init() {} }
open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout: UICollectionViewLayout) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
}

open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
    public var axis: NSLayoutConstraint.Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    public var spacing: CGFloat = 0
    public private(set) var arrangedSubviews: [UIView] = []

    public func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
    }
}
