/// The safe-area insets (top, left, bottom, right) Interface Builder lays a root out with:
/// the designed device's, with IB's simulated status bar (``IBSimulatedStatusBar``), plus
/// the bars it simulates above and below a view controller's view.
///
/// Bars are read from the controller (a storyboard scene) or the top-level view (a xib),
/// where IB writes them: `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">` adds
/// 44 on top, `<simulatedTabBarMetrics key="simulatedBottomBarMetrics">` 49 and
/// `<simulatedToolbarMetrics …>` 44 at the bottom, `<nil key="simulated…BarMetrics"/>`
/// means none; without either, a scene with a `navigationItem` / `tabBarItem` is taken to
/// show the bar (IB infers it from the navigation or tab bar controller). An opaque bar
/// (`translucent="NO"`) is not over the view at all: the root starts below it (IB records
/// the shorter root), so that side has no inset, the status bar included.
enum IBRootSafeArea {
    static func insets(device: IBDevice?, controller: IBElement?, view: IBElement, inNavigationController: Bool = false) -> [Double] {
        let holders = [controller, view].compactMap { $0 }
        var insets = device?.safeArea(statusBar: statusBar(holders)) ?? [0, 0, 0, 0]
        switch bar("simulatedTopBarMetrics", in: holders, inferredBy: "navigationItem", inferred: inNavigationController) {
        case .none: break
        case .translucent(let height): insets[0] += height
        case .opaque: insets[0] = 0
        }
        switch bar("simulatedBottomBarMetrics", in: holders, inferredBy: "tabBarItem") {
        case .none: break
        case .translucent(let height): insets[2] += height
        case .opaque: insets[2] = 0
        }
        return insets
    }

    /// `<simulatedStatusBarMetrics key="simulatedStatusBarMetrics">`: shown;
    /// `<nil key="simulatedStatusBarMetrics"/>`: hidden; nil when neither says.
    static func statusBar(_ holders: [IBElement]) -> Bool? {
        for holder in holders {
            guard let metrics = holder.child(key: "simulatedStatusBarMetrics") else { continue }
            return metrics.name != "nil"
        }
        return nil
    }

    enum Bar: Equatable { case none, translucent(Double), opaque }

    static func bar(_ key: String, in holders: [IBElement], inferredBy item: String, inferred: Bool = false) -> Bar {
        for holder in holders {
            guard let metrics = holder.child(key: key) else { continue }
            let height: Double
            switch metrics.name {
            case "simulatedNavigationBarMetrics": height = 44
            case "simulatedTabBarMetrics": height = 49
            case "simulatedToolbarMetrics": height = 44
            default: return .none
            }
            return metrics.flag("translucent") == false ? .opaque : .translucent(height)
        }
        let shown = inferred || holders.contains { $0.child(key: item) != nil }
        return shown ? .translucent(item == "tabBarItem" ? 49 : 44) : .none
    }

    /// The ids of the storyboard's controllers IB shows inside a navigation controller, so
    /// with its navigation bar: each navigation controller's root (`relationship=
    /// "rootViewController"`) and, from those, every controller reached by `show` / `push`
    /// segues.
    static func controllersInNavigation(_ scenes: IBElement) -> Set<String> {
        let controllers = scenes.descendants { $0.name != "navigationController" && InterfaceBuilderImporter.controllerElements.contains($0.name) }
        var shows: [String: [String]] = [:]
        for controller in controllers {
            guard let id = controller["id"] else { continue }
            shows[id] = controller.descendants { $0.name == "segue" && ($0["kind"] == "show" || $0["kind"] == "push") }.compactMap { $0["destination"] }
        }
        var queue = scenes.descendants { $0.name == "navigationController" }.flatMap { navigation in
            navigation.descendants { $0.name == "segue" && $0["relationship"] == "rootViewController" }.compactMap { $0["destination"] }
        }
        var found = Set<String>()
        while let id = queue.popLast() {
            guard found.insert(id).inserted else { continue }
            queue += shows[id] ?? []
        }
        return found
    }
}
