import SnapKit
import UIKit

final class FeedCell: UITableViewCell {
    private let thumbnail = UIImageView()
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private let separator = UIView()
    private let inset: CGFloat = 12

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(thumbnail)
        contentView.addSubview(titleLabel)
        contentView.addSubview(bodyLabel)
        contentView.addSubview(separator)

        thumbnail.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(inset)
            make.size.equalTo(CGSize(width: 80, height: 60))
            make.bottom.lessThanOrEqualToSuperview().inset(inset).priority(.high)
        }
        titleLabel.snp.makeConstraints {
            $0.left.equalTo(thumbnail.snp.right).offset(inset)
            $0.top.equalTo(thumbnail)
            $0.right.equalToSuperview().inset(inset)
        }
        bodyLabel.snp.makeConstraints { make in
            make.left.right.equalTo(titleLabel)
            make.top.equalTo(titleLabel.snp.bottom).offset(4)
            make.width.equalTo(titleLabel).multipliedBy(1)
        }
        separator.snp.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            make.height.equalTo(1 / UIScreen.main.scale)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func highlight() {
        separator.snp.updateConstraints { make in
            make.height.equalTo(2)
        }
        thumbnail.snp.remakeConstraints { make in
            make.edges.equalToSuperview()
        }
    }
}
