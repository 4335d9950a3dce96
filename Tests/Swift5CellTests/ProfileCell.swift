import SnapStyleDSL
import UIKit

// Cells written the way open-source apps write them, in Swift 5 language mode: subclasses
// that override UIKit's members, SnapKit-style constraints, target-action with the method as
// the selector (the Linux form of `#selector`: see Documentation/UIKit.md, "Target-action"),
// convenience initializers inherited by subclasses. Frames are checked by hand in the tests.

/// A capsule button: a UIButton subclass that keeps UIKit's convenience `init(type:)`.
final class PillButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 14
        backgroundColor = .systemBlue
        setTitleColor(.white, for: .normal)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // Overrides UIKit's open members, as apps do.
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 24, height: 28)
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.6 : 1 }
    }
}

/// A stack view subclass made with the inherited convenience `init(arrangedSubviews:)`.
final class CountersStack: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        spacing = 12
        distribution = .fillEqually
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
    }
}

protocol ProfileCellDelegate: AnyObject {
    func profileCellDidTapFollow(_ cell: ProfileCell)
}

final class ProfileCell: UITableViewCell {
    static let identifier = "ProfileCell"

    let avatar = UIImageView()
    let nameLabel = UILabel()
    let bioLabel = UILabel()
    let followButton = PillButton(type: .system)
    let followers = UILabel()
    let following = UILabel()
    lazy var counters = CountersStack(arrangedSubviews: [followers, following])
    weak var delegate: ProfileCellDelegate?
    private(set) var layoutPasses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        avatar.backgroundColor = .systemGray4
        avatar.layer.cornerRadius = 24
        avatar.clipsToBounds = true
        nameLabel.font = .boldSystemFont(ofSize: 17)
        bioLabel.font = .systemFont(ofSize: 15)
        bioLabel.textColor = .secondaryLabel
        bioLabel.numberOfLines = 0
        followers.font = .systemFont(ofSize: 13)
        following.font = .systemFont(ofSize: 13)
        followButton.setTitle("Follow", for: .normal)
        followButton.addTarget(self, action: Selector("didTapFollow:", ProfileCell.didTapFollow(_:)), for: .touchUpInside)
        [avatar, nameLabel, bioLabel, followButton, counters].forEach { contentView.addSubview($0) }

        avatar.snp.makeConstraints { make in
            make.leading.top.equalToSuperview().offset(16)
            make.size.equalTo(CGSize(width: 48, height: 48))
        }
        followButton.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(16)
            make.centerY.equalTo(avatar)
        }
        nameLabel.snp.makeConstraints { make in
            make.leading.equalTo(avatar.snp.trailing).offset(12)
            make.trailing.lessThanOrEqualTo(followButton.snp.leading).offset(-8)
            make.centerY.equalTo(avatar)
        }
        bioLabel.snp.makeConstraints { make in
            make.top.equalTo(avatar.snp.bottom).offset(12)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        counters.snp.makeConstraints { make in
            make.top.equalTo(bioLabel.snp.bottom).offset(8)
            make.leading.equalToSuperview().offset(16)
            make.bottom.equalToSuperview().inset(16).priority(.defaultHigh)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // UIKit members apps override.
    override var accessibilityLabel: String? {
        get { [nameLabel.text, bioLabel.text].compactMap { $0 }.joined(separator: ", ") }
        set { super.accessibilityLabel = newValue }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
        bioLabel.text = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
    }

    func configure(name: String, bio: String, followers count: Int, following: Int) {
        nameLabel.text = name
        bioLabel.text = bio
        followers.text = "\(count) followers"
        self.following.text = "\(following) following"
    }

    func didTapFollow(_ sender: UIButton) {
        followButton.setTitle("Following", for: .normal)
        delegate?.profileCellDidTapFollow(self)
    }
}
