import SnapKit
import UIKit

/// A message composer: a text view over an input bar that rises with the keyboard.
final class ComposerView: UIView {
    private enum Metrics {
        static let barHeight: CGFloat = 52
        static let padding: CGFloat = 8
    }

    private let messages = UITableView()
    private let inputBar = UIView()
    private let sendButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(messages)
        addSubview(inputBar)
        inputBar.addSubview(sendButton)
        messages.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.bottom.equalTo(inputBar.snp.top)
        }
        inputBar.snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            make.bottom.equalTo(safeAreaLayoutGuide).offset(0)
            make.height.equalTo(Metrics.barHeight)
        }
        sendButton.snp.makeConstraints { make in
            make.right.equalToSuperview().inset(Metrics.padding)
            make.centerY.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func keyboardWillChange(height: CGFloat) {
        inputBar.snp.updateConstraints { make in
            make.bottom.equalTo(safeAreaLayoutGuide).offset(-height)
        }
    }

    func expand() {
        sendButton.snp.updateConstraints { make in
            make.width.equalTo(88)
        }
    }
}
