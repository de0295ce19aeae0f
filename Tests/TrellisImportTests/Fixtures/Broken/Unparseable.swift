import UIKit

final class HalfWrittenView: UIView {
    private let title = UILabel(
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
