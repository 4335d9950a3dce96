import UIKit

/// A cell as an iOS app writes it.
public final class MessageCell: UITableViewCell {
    public let title = UILabel()
    public let message = UILabel()
    public let unread = UIView()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .preferredFont(forTextStyle: .headline)
        message.font = .preferredFont(forTextStyle: .subheadline)
        message.textColor = .secondaryLabel
        message.numberOfLines = 2
        unread.backgroundColor = .systemBlue
        unread.layer.cornerRadius = 5
        for view in [title, message, unread] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            unread.widthAnchor.constraint(equalToConstant: 10),
            unread.heightAnchor.constraint(equalToConstant: 10),
            unread.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            unread.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            title.leadingAnchor.constraint(equalTo: unread.trailingAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            message.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            message.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            message.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
            message.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func configure(title: String, message: String, isUnread: Bool) {
        self.title.text = title
        self.message.text = message
        unread.isHidden = !isUnread
    }
}
