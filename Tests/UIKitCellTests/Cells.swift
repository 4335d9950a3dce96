import UIKit
import AutocellUIKit

// Cells written the way iOS apps write them, against UIKit's API only: this file compiles
// unchanged in an iOS project.

struct Post {
    var name: String
    var handle: String
    var body: String
    var badge: String?
}

/// Anchors, nested stack views, the contentView's layout margins guide, a Dynamic Type
/// font, system colours, and a badge hidden on rows that have none.
final class PostCell: UITableViewCell {
    static let reuseIdentifier = "PostCell"
    nonisolated(unsafe) static var inits = 0

    let avatar = UIImageView()
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let bodyLabel = UILabel()
    let badgeLabel = UILabel()
    let header = UIStackView()
    let column = UIStackView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        PostCell.inits += 1
        avatar.translatesAutoresizingMaskIntoConstraints = false
        avatar.backgroundColor = .systemGray5
        avatar.layer.cornerRadius = 20
        avatar.clipsToBounds = true

        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textColor = .label
        nameLabel.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        handleLabel.font = .preferredFont(forTextStyle: .subheadline)
        handleLabel.textColor = .secondaryLabel
        handleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        badgeLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        badgeLabel.textColor = .systemBlue

        header.axis = .horizontal
        header.spacing = 4
        header.alignment = .firstBaseline
        header.addArrangedSubview(nameLabel)
        header.addArrangedSubview(handleLabel)

        column.axis = .vertical
        column.spacing = 6
        column.translatesAutoresizingMaskIntoConstraints = false
        column.addArrangedSubview(header)
        column.addArrangedSubview(bodyLabel)
        column.addArrangedSubview(badgeLabel)

        contentView.addSubview(avatar)
        contentView.addSubview(column)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            column.topAnchor.constraint(equalTo: margins.topAnchor),
            column.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with post: Post) {
        nameLabel.text = post.name
        handleLabel.text = post.handle
        bodyLabel.text = post.body
        badgeLabel.text = post.badge
        badgeLabel.isHidden = post.badge == nil
    }
}

/// Frames set by hand in `layoutSubviews`, the height from `sizeThatFits`, as cells without
/// Auto Layout do.
final class ManualCell: UITableViewCell {
    let title = UILabel()
    let detail = UILabel()
    static let padding: CGFloat = 12

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .boldSystemFont(ofSize: 17)
        detail.font = .systemFont(ofSize: 15)
        detail.numberOfLines = 0
        contentView.addSubview(title)
        contentView.addSubview(detail)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width - 2 * ManualCell.padding
        let titleSize = title.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
        title.frame = CGRect(x: ManualCell.padding, y: ManualCell.padding, width: width, height: titleSize.height)
        let detailSize = detail.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
        detail.frame = CGRect(x: ManualCell.padding, y: title.frame.maxY + 4, width: width, height: detailSize.height)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width - 2 * ManualCell.padding
        let titleHeight = title.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)).height
        let detailHeight = detail.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)).height
        return CGSize(width: size.width, height: ManualCell.padding + titleHeight + 4 + detailHeight + ManualCell.padding)
    }
}

/// A custom view with its own intrinsic size and drawing: a row of rating dots.
final class RatingView: UIView {
    var rating = 3 { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    static let dot: CGFloat = 10
    static let gap: CGFloat = 4

    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(rating) * RatingView.dot + CGFloat(max(rating - 1, 0)) * RatingView.gap, height: RatingView.dot)
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemOrange.setFill()
        for index in 0..<rating {
            let x = CGFloat(index) * (RatingView.dot + RatingView.gap)
            UIBezierPath(ovalIn: CGRect(x: x, y: 0, width: RatingView.dot, height: RatingView.dot)).fill()
        }
    }
}

/// A cell centring a rating view and a label under it.
final class RatingCell: UITableViewCell {
    let rating = RatingView()
    let caption = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        rating.translatesAutoresizingMaskIntoConstraints = false
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.font = .preferredFont(forTextStyle: .footnote)
        caption.textColor = .secondaryLabel
        contentView.addSubview(rating)
        contentView.addSubview(caption)
        NSLayoutConstraint.activate([
            rating.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            rating.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            caption.topAnchor.constraint(equalToSystemSpacingBelow: rating.bottomAnchor, multiplier: 1),
            caption.centerXAnchor.constraint(equalTo: rating.centerXAnchor),
            contentView.bottomAnchor.constraint(equalTo: caption.bottomAnchor, constant: 10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A data source as apps write one.
final class FeedDataSource: NSObject, UITableViewDataSource {
    let posts: [Post]

    init(count: Int) {
        let words = ["layout", "engine", "cell", "constraint", "priority", "label", "stack", "margin", "table", "height", "reuse", "row"]
        posts = (0..<count).map { index in
            let body = (0..<(3 + (index * 7) % 30)).map { words[($0 * 5 + index) % words.count] }.joined(separator: " ")
            return Post(name: "Person \(index)", handle: "@p\(index)", body: body, badge: index % 3 == 0 ? nil : "Badge \(index % 5)")
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: PostCell.reuseIdentifier, for: indexPath)
        (cell as? PostCell)?.configure(with: posts[indexPath.row])
        return cell
    }
}

/// A grouped settings table: section titles, a switch as an accessory view, disclosure
/// indicators, a cell with a segmented control.
final class SettingsDataSource: NSObject, UITableViewDataSource {
    let sections: [(title: String, rows: [String])] = [
        ("Notifications", ["Allow Notifications", "Sounds"]),
        ("Display", ["Text Size", "Appearance"]),
    ]

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Switches, indicators and segments are drawn recognisably, not with Apple's artwork." : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SettingCell.reuseIdentifier, for: indexPath)
        guard let setting = cell as? SettingCell else { return cell }
        setting.title.text = sections[indexPath.section].rows[indexPath.row]
        if indexPath.section == 0 {
            let toggle = UISwitch()
            toggle.isOn = indexPath.row == 0
            setting.accessoryView = toggle
            setting.accessoryType = .none
        } else {
            setting.accessoryView = nil
            setting.accessoryType = .disclosureIndicator
        }
        return cell
    }
}

final class SettingCell: UITableViewCell {
    static let reuseIdentifier = "SettingCell"
    let title = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            title.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A self-sizing collection view item: a title label pinned to the contentView's margins.
final class TagCell: UICollectionViewCell {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        title.font = .systemFont(ofSize: 15, weight: .medium)
        contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            title.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A view that draws text in `draw(_:)`.
final class CaptionView: UIView {
    var caption = ""

    override func draw(_ rect: CGRect) {
        UIColor.systemRed.setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 4, height: rect.height))
        (caption as NSString).draw(at: CGPoint(x: 8, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.label])
    }
}

/// A list of built-in style cells, made the pre-iOS 14 way (dequeue, else make one).
final class BuiltInStylesDataSource: NSObject, UITableViewDataSource {
    let rows: [(UITableViewCell.CellStyle, String, String?)] = [
        (.default, "Default style", nil), (.value1, "Wi-Fi", "Home Network"), (.value2, "mobile", "+44 20 7946 0000"),
        (.subtitle, "Ada Lovelace", "Notes on the Analytical Engine"), (.default, "Photos", nil),
        (.subtitle, "A subtitle cell whose title wraps onto a second line because it is long", "Caption 1 detail"),
        (.value1, "General", "On"),
    ]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let (style, text, detail) = rows[indexPath.row]
        let identifier = "style-\(style.rawValue)"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: style, reuseIdentifier: identifier)
        cell.textLabel?.text = text
        cell.textLabel?.numberOfLines = indexPath.row == 5 ? 0 : 1
        cell.detailTextLabel?.text = detail
        cell.imageView?.image = indexPath.row == 4 ? UIImage(systemName: "photo") : nil
        cell.accessoryType = indexPath.row == 6 ? .disclosureIndicator : .none
        return cell
    }
}

/// A self-sizing tag cloud: `TagCell`s in a flow layout inset 12 / 16 pt.
final class TagCloudDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let words = ["Swift", "Linux", "Auto Layout", "Pango", "Cairo", "UIKit", "snapshot", "tests", "a much longer tag", "CI"]
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        (cell as? TagCell)?.title.text = words[indexPath.item]
        cell.contentView.backgroundColor = .secondarySystemBackground
        cell.contentView.layer.cornerRadius = 6
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    }
}

/// A table as a view controller's view, as apps show one: its cells get the system minimum
/// margins (16 pt below 414 pt), where a table outside any controller gives UIView's 8 pt. The
/// controller is returned to be kept alive with the table.
@MainActor func controllerTable(frame: CGRect, style: UITableView.Style) -> (controller: UITableViewController, table: UITableView) {
    let controller = UITableViewController(style: style)
    let table: UITableView = controller.tableView
    table.frame = frame
    return (controller, table)
}

/// The TodoItemTableViewCell shape of the iOS ground truth (Documentation/Fidelity.md): a 20 pt
/// mark and a title pinned 16 pt from every edge of the contentView, the title 8 pt right of the
/// mark, its vertical compression resistance required.
final class TodoMarkCell: UITableViewCell {
    let mark = UIView()
    let title = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.backgroundColor = .lightGray
        mark.backgroundColor = .systemBlue
        title.textColor = .black
        for view in [mark, title] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            mark.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 16),
            mark.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            mark.widthAnchor.constraint(equalToConstant: 20),
            mark.heightAnchor.constraint(equalToConstant: 20),
            title.leftAnchor.constraint(equalTo: mark.rightAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
            title.rightAnchor.constraint(equalTo: contentView.rightAnchor, constant: -16),
        ])
        title.setContentCompressionResistancePriority(.required, for: .vertical)
    }

    required init?(coder: NSCoder) { nil }
}
