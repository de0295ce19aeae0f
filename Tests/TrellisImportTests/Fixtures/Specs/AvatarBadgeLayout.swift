import UIKit

/// A badge on the top-trailing corner of an avatar, written with anchors.
struct AvatarBadgeLayout: Layoutable {
    var views: (avatar: UIView, container: UIView)
    var constants: (size: CGFloat, inset: CGFloat)

    init(avatar: UIView, container: UIView, size: CGFloat = 20, inset: CGFloat = 2) {
        views = (avatar, container)
        constants = (size, inset)
    }

    func layoutMaker(for badge: UIView) -> [NSLayoutConstraint] {
        let (avatar, container) = views
        let (size, inset) = constants
        return [
            badge.widthAnchor.constraint(equalToConstant: size),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
            badge.topAnchor.constraint(equalTo: avatar.topAnchor, constant: -inset),
            badge.trailingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: inset),
            badge.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
        ]
    }

    func layoutUpdater(for badge: UIView) -> [NSLayoutConstraint] {
        let (_, _) = views
        return [badge.widthAnchor.constraint(equalToConstant: constants.size * 1.5)]
    }
}
