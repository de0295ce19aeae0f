import TrellisModel
import TrellisProjectFiles

/// A view class that starts with `UI` but is not one of UIKit's views is almost always a
/// typo (`UILable`): the layout would be solved as a plain view and the export would not
/// compile. A class of the app's own (`view card: CardView`) does not start with `UI` and
/// is taken as it is.
enum UIKitClassCheck {
    /// UIKit's public view classes (UIView and its subclasses people lay out).
    static let viewClasses: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UIStackView", "UIScrollView", "UITableView",
        "UICollectionView", "UITextView", "UITextField", "UISwitch", "UISlider", "UISegmentedControl",
        "UIProgressView", "UIActivityIndicatorView", "UIPageControl", "UIStepper", "UIDatePicker",
        "UIPickerView", "UISearchBar", "UINavigationBar", "UIToolbar", "UITabBar", "UIVisualEffectView",
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
        "UIControl", "UIWindow", "UIInputView", "UIColorWell", "UIContentUnavailableView", "UIRefreshControl",
        "UIEventAttributionView", "UIPasteControl",
    ]

    static func problems(in files: [LayoutSourceFile]) -> [Problem] {
        var result: [Problem] = []
        for file in files {
            guard let body = file.document?.body else { continue }
            for item in body.items {
                let view: ViewItem
                switch item {
                case .view(let plain): view = plain
                case .stack(let stack): view = stack.view
                default: continue
                }
                // With a base (`ThemeableTable(UITableView)`) the class is the app's own and the base must be UIKit's.
                let name = view.baseClass ?? view.className
                guard name.hasPrefix("UI") || view.baseClass != nil, !viewClasses.contains(name) else { continue }
                let suggestion = Suggestions.closest(to: name, in: viewClasses)
                var problem = Problem(
                    severity: .warning, kind: "unknownClass", message: "\(name) is not a UIKit view class",
                    location: view.location,
                    hint: (suggestion.map { "did you mean \($0)? " } ?? "")
                        + (view.baseClass == nil
                            ? "(a class of your own whose name does not start with UI is taken as it is)"
                            : "(the class in parentheses is the UIKit class \(view.className) derives from)")
                )
                if let suggestion, let location = view.location {
                    let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
                    if location.line >= 1, location.line <= lines.count {
                        let line = String(lines[location.line - 1])
                        let written = view.baseClass == nil ? ": \(name)" : "(\(name))"
                        let fixed = line.replacingOccurrences(of: written, with: written.replacingOccurrences(of: name, with: suggestion))
                        if fixed != line {
                            // Verified by FixItSearch before it is marked safe.
                            problem.fixIts = [
                                FixIt(
                                    message: "replace \(name) with \(suggestion)",
                                    edits: [TextEdit(file: file.path, line: location.line, deletedLines: 1, text: fixed + "\n")],
                                    isSafe: false
                                )
                            ]
                        }
                    }
                }
                result.append(problem)
            }
        }
        return result
    }
}
