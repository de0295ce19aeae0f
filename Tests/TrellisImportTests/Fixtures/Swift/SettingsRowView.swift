import UIKit

final class SettingsRowView: UIView {
    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let toggle = UISwitch()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [iconView, titleLabel, toggle] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        addSubview(iconView)
        addSubview(titleLabel)
        addSubview(toggle)
        let views: [String: Any] = ["icon": iconView, "title": titleLabel, "toggle": toggle]
        let metrics = ["side": 16, "gap": 12]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[icon(28)]-gap-[title]-(>=gap)-[toggle]-side-|",
                                           options: [.alignAllCenterY], metrics: metrics, views: views)
        )
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-8-[icon(==28)]", metrics: metrics, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[icon]-[unknownView]", views: views))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
