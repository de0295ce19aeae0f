import UIKit

/// A view controller's header built from the generated layout: the avatar is the design
/// system's container (`DS.UserAvatarContainer`, generated from the dependency Trellis.lock
/// pins), reached through the layout like the app's own views.
@MainActor
final class ProfileHeaderContent {
    let layout: ProfileHeaderLayout

    init(root: UIView) {
        layout = ProfileHeaderLayout(root: root)
    }

    var avatar: DS.UserAvatarContainer { layout.avatar }
}
