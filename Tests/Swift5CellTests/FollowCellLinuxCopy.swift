import UIKit

/// A cell as an iOS app writes it: @objc action methods, #selector targets, an outlet.
final class FollowCell: UITableViewCell {
    weak var nameLabel: UILabel!
    private(set) var follows = 0
    let followButton = UIButton(type: .system)
    private(set) var refreshed = false
    private(set) var lastGesture: UIGestureRecognizer?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        followButton.setTitle("Follow", for: .normal)
        followButton.addTarget(self, action: Selector("didTapFollow:", FollowCell.didTapFollow(_:)), for: .touchUpInside)
        followButton.addTarget(self, action: Selector("refresh", FollowCell.refresh), for: .valueChanged)
        let press = UILongPressGestureRecognizer(target: self, action: Selector("handleWithPress:", FollowCell.handle(press:)))
        contentView.addGestureRecognizer(press)
        contentView.addSubview(followButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func didTapFollow(_ sender: UIButton) {
        follows += 1
        sender.setTitle("Following", for: .normal)
    }

    private func refresh() { refreshed = true }

    func handle(press: UILongPressGestureRecognizer) { lastGesture = press }
}

extension FollowCell {
    func wire(_ other: UIButton) {
        other.addTarget(self, action: Selector("didTapFollow:", FollowCell.didTapFollow(_:)), for: .touchUpInside)
    }
}
