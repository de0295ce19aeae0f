import UIKit

private enum Metrics {
    static let margin: CGFloat = 16
    static let avatarSize: CGFloat = 64
    static let spacing = margin / 2
}

final class ProfileHeaderView: UIView {
    private let avatarView = UIImageView()
    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()
    private let followButton = UIButton(type: .system)
    private var compactHeight: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        [avatarView, nameLabel, followButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Metrics.margin),
            avatarView.topAnchor.constraint(equalTo: topAnchor, constant: Metrics.margin),
            avatarView.widthAnchor.constraint(equalToConstant: Metrics.avatarSize),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: Metrics.spacing),
            nameLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            followButton.leadingAnchor.constraint(greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: Metrics.spacing),
            followButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Metrics.margin),
            followButton.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor),
        ])
        let bottom = bottomAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: Metrics.margin)
        bottom.priority = .defaultHigh
        bottom.identifier = "headerBottom"
        bottom.isActive = true
        compactHeight = heightAnchor.constraint(equalToConstant: 44)
        nameLabel.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, multiplier: 0.5, constant: layoutMargins.left).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func setExpanded(_ expanded: Bool) {
        if expanded {
            followButton.widthAnchor.constraint(equalToConstant: 120).isActive = true
        }
    }
}
