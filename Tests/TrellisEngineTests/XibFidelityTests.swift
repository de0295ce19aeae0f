import Testing
import TrellisModel
@testable import TrellisEngine

/// Fixtures shaped like the xibs and storyboards projects keep — a login scene, a table
/// scene, a cell xib, a custom view xib, an adaptive scene with trait variations — as
/// the importer writes them, solved on the devices their `<device id>` names and on
/// others. Expected frames are worked out here from UIKit's documented rules (root
/// margins, safe areas, alignment rects, size classes), never read off the engine.
@Suite struct XibFidelityTests {
    /// UIKit's `systemMinimumLayoutMargins` at the sides of a view controller's root.
    static func controllerSide(_ environment: Environment) -> Double {
        environment.horizontalSizeClass == .regular || environment.width >= 414 ? 20 : 16
    }

    static func ib(_ id: String, _ orientation: Environment.Orientation = .portrait) throws -> Environment {
        try #require(DeviceCatalog.device(interfaceBuilderID: id)).environment(orientation)
    }

    // MARK: A login scene (storyboard view controller)

    static let login = """
        // Main.storyboard, scene "Login" (designed on retina6_1).
        screen LoginViewController {
            view logo: UIImageView {
                intrinsic 120 x 120
            }
            view email: UITextField {
                intrinsic none x 34
            }
            view password: UITextField {
                intrinsic none x 34
            }
            view remember: UISwitch
            view rememberLabel: UILabel {
                intrinsic 120 x 20.5
                hugging 251
            }
            view login: UIButton {
                intrinsic 38 x 30
            }

            logo.top == owner.safeArea.top + 40
            logo.centerX == owner.centerX
            email.top == logo.bottom + 32
            email.leading == owner.leadingMargin
            email.trailing == owner.trailingMargin
            password.top == email.bottom + 12
            password.leading == email.leading
            password.trailing == email.trailing
            remember.top == password.bottom + 16
            remember.leading == owner.leadingMargin
            rememberLabel.leading == remember.trailing + 8
            rememberLabel.centerY == remember.centerY
            login.top == remember.bottom + 24
            login.leading == owner.leadingMargin
            login.trailing == owner.trailingMargin
            login.height == 50
        }
        """

    static let loginDevices: [(String, Environment.Orientation)] = [
        ("retina6_1", .portrait), ("retina4_7", .portrait), ("retina4_0", .portrait), ("retina6_5", .landscape),
        ("retina5_9", .landscape), ("ipad10_9rounded", .portrait), ("ipad12_9rounded", .landscape),
    ]

    @Test(arguments: 0..<loginDevices.count)
    func loginSceneOnItsDevices(index: Int) throws {
        let (id, orientation) = Self.loginDevices[index]
        let environment = try Self.ib(id, orientation)
        let solution = try solve("LoginViewController", in: environment, library: library(Self.login))
        let safe = environment.safeArea, width = environment.width
        // Margins: the system minimum plus the safe area at each side; 0 + safe on top.
        let left = Self.controllerSide(environment) + safe.left
        let fieldWidth = width - left - (Self.controllerSide(environment) + safe.right)
        let logoY = safe.top + 40
        expectFrame(solution, "logo", rect((width - 120) / 2, logoY, 120, 120))
        let emailY = logoY + 120 + 32
        expectFrame(solution, "email", rect(left, emailY, fieldWidth, 34))
        let passwordY = emailY + 34 + 12
        expectFrame(solution, "password", rect(left, passwordY, fieldWidth, 34))
        // The switch: alignment rect 49 × 31 at the margin, frame 2 wider on the right.
        let switchY = passwordY + 34 + 16
        expectFrame(solution, "remember", rect(left, switchY, 51, 31))
        // The label starts 8 after the switch's alignment rect and is centred on it, its
        // edges on the device's pixel grid.
        expectFrame(solution, "rememberLabel", onPixelGrid(rect(left + 49 + 8, switchY + 15.5 - 10.25, 120, 20.5), environment.scale))
        expectFrame(solution, "login", rect(left, switchY + 31 + 24, fieldWidth, 50))
        #expect(solution.errors.isEmpty, "\(id) \(orientation): \(solution.errors)")
    }

    // MARK: A table scene

    static let inbox = """
        // Inbox.storyboard: a search bar over a plain table view, content left to the table.
        screen InboxViewController {
            view search: UISearchBar {
                intrinsic none x 56
            }
            view table: UITableView

            search.top == owner.safeArea.top
            search.leading == owner.leading
            search.trailing == owner.trailing
            table.top == search.bottom
            table.leading == owner.leading
            table.trailing == owner.trailing
            table.bottom == owner.bottom
        }
        """

    @Test(arguments: ["retina4_7", "retina5_9", "retina6_12", "ipad10_9rounded"])
    func tableSceneIsCompleteOnEveryDevice(id: String) throws {
        for orientation in Environment.Orientation.allCases {
            let environment = try Self.ib(id, orientation)
            let solution = try solve("InboxViewController", in: environment, library: library(Self.inbox))
            let top = environment.safeArea.top
            expectFrame(solution, "search", rect(0, top, environment.width, 56))
            expectFrame(solution, "table", rect(0, top + 56, environment.width, environment.height - top - 56))
            #expect(solution.diagnostics.isEmpty, "\(id) \(orientation): \(solution.diagnostics)")
        }
    }

    // MARK: A cell xib

    static let contactCell = """
        // ContactCell.xib: a table view cell, 375 × 64.
        screen ContactCell {
            width 375
            height 64
            root cell

            view avatar: UIImageView
            view name: UILabel {
                intrinsic 80 x 20.5
                hugging 251
            }
            view online: UISwitch

            avatar.leading == owner.leadingMargin
            avatar.centerY == owner.centerY
            avatar.width == 40
            avatar.height == 40
            name.leading == avatar.trailing + 12
            name.centerY == owner.centerY
            name.trailing <= online.leading - 8
            online.trailing == owner.trailingMargin
            online.centerY == owner.centerY
        }
        """

    // The content view's margins are 8 and it has no safe area, so the same frames on a
    // home-button phone, a notch phone in landscape and an iPad: avatar (8, 12, 40 × 40);
    // name at 8 + 40 + 12 = 60, centred (32 − 10.25 = 21.75, 22 on these 2x screens' pixel
    // grid, its bottom 42.25 → 42.5); the switch's alignment rect ends at
    // 375 − 8 = 367, so it starts at 318, its frame (318, 16.5, 51 × 31).
    @Test(arguments: ["retina4_7", "retina6_1", "ipad11"])
    func cellXibIgnoresTheDevicesInsets(id: String) throws {
        for orientation in Environment.Orientation.allCases {
            let solution = try solve("ContactCell", in: try Self.ib(id, orientation), library: library(Self.contactCell))
            expectFrame(solution, "avatar", rect(8, 12, 40, 40))
            expectFrame(solution, "name", rect(60, 22, 80, 20.5))
            expectFrame(solution, "online", rect(318, 16.5, 51, 31))
            #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
        }
    }

    // MARK: A custom view xib

    static let ratingView = """
        // RatingView.xib: a freeform custom view, 320 × 120.
        screen RatingView {
            width 320
            height 120
            root view

            view title: UILabel {
                intrinsic 60 x 20.5
                hugging 251
            }
            view slider: UISlider

            title.top == owner.topMargin
            title.leading == owner.leadingMargin
            slider.top == title.bottom + 8
            slider.leading == owner.leadingMargin
            slider.trailing == owner.trailingMargin
        }
        """

    // A plain view's margins are 8; pinned on both sides it has no safe area. The title at
    // (8, 8); the slider's alignment rect at (8, 36.5, 304 × 30), its frame 2 wider each
    // side and 1 taller: (6, 36.5, 308 × 31). On a 3x screen the half points go to the
    // nearest third (the title's bottom 28.5 → 28.667, the slider's top 36.5 → 36.667).
    @Test func customViewXibHasEightPointMargins() throws {
        for environment in [iPhoneSE, try Self.ib("retina6_7"), Environment.size(320, 120)] {
            let solution = try solve("RatingView", in: environment, library: library(Self.ratingView))
            let thirds = environment.scale == 3
            expectFrame(solution, "title", rect(8, 8, 60, thirds ? 62 / 3 : 20.5))
            expectFrame(solution, "slider", rect(6, thirds ? 110 / 3 : 36.5, 308, 31))
            #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
        }
    }

    // MARK: An adaptive scene with trait variations

    static let settings = """
        // Settings.storyboard: the panel spans the margins in compact width
        // (<variation key="widthClass=compact">) and is 540 wide, centred, in regular width.
        screen SettingsViewController {
            view panel: UIView
            view slider: UISlider in panel

            panel.top == owner.safeArea.top + 20
            panel.height == 200
            slider.leading == panel.leadingMargin
            slider.trailing == panel.trailingMargin
            slider.centerY == panel.centerY
            when width compact {
                panel.leading == owner.leadingMargin
                panel.trailing == owner.trailingMargin
            }
            when width regular {
                panel.centerX == owner.centerX
                panel.width == 540
            }
        }
        """

    static let settingsDevices: [(String, Environment.Orientation)] = [
        ("retina4_7", .portrait), ("retina4_7", .landscape), ("retina5_5", .landscape), ("retina6_5", .portrait),
        ("ipad9_7", .portrait), ("ipad12_9rounded", .landscape),
    ]

    @Test(arguments: 0..<settingsDevices.count)
    func adaptiveSceneFollowsItsVariations(index: Int) throws {
        let (id, orientation) = Self.settingsDevices[index]
        let environment = try Self.ib(id, orientation)
        let solution = try solve("SettingsViewController", in: environment, library: library(Self.settings))
        let safe = environment.safeArea
        let panel: Rect
        if environment.horizontalSizeClass == .compact {
            let left = Self.controllerSide(environment) + safe.left
            panel = rect(left, safe.top + 20, environment.width - left - Self.controllerSide(environment) - safe.right, 200)
        } else {
            panel = rect((environment.width - 540) / 2, safe.top + 20, 540, 200)
        }
        expectFrame(solution, "panel", panel)
        // The panel's margins are 8 (it lies inside the safe area); the slider's alignment
        // rect spans them, 30 tall, centred; its frame 2 wider each side and 1 taller.
        expectFrame(solution, "slider", rect(panel.x + 8 - 2, panel.midY - 15, panel.width - 16 + 4, 31))
        #expect(solution.diagnostics.isEmpty, "\(id) \(orientation): \(solution.diagnostics)")
    }
}
