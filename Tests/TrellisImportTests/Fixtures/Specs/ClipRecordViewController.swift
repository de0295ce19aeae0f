import SnapKit
import UIKit

private let PanelHeight: CGFloat = 160

final class ClipRecordViewController: UIViewController {
    private let preview = UIView()
    private let panel = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(preview)
        view.addSubview(panel)
        panel.makeLayout(layouter: ClipRecordPanelLayout(views: (view), constants: (PanelHeight, nil)))
        preview.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.left.right.equalToSuperview()
            make.bottom.equalTo(panel.snp.top)
        }
    }

    func keyboardWillShow(height: CGFloat) {
        panel.updateLayout(layouter: ClipRecordPanelLayout(views: (view), constants: (nil, -height)))
    }
}
