import UIKit

final class LoginViewController: UIViewController {
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let loginButton = UIButton(type: .system)
    private lazy var form: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, loginButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()
    private let footer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(form)
        view.addSubview(footer)
        footer.translatesAutoresizingMaskIntoConstraints = false
        var constraints: [NSLayoutConstraint] = []
        constraints += [
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ]
        if #available(iOS 11.0, *) {
            constraints.append(form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40))
        } else {
            constraints.append(form.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 40))
        }
        NSLayoutConstraint.activate(constraints)
        view.addConstraints([
            NSLayoutConstraint(item: footer, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: footer, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: footer, attribute: .bottom, relatedBy: .equal, toItem: view.safeAreaLayoutGuide, attribute: .bottom, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: footer, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 56),
        ])
    }
}
