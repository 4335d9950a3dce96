import UIKit

/// A comment box: a text field whose cell is its delegate, with input traits, and an editing
/// event sent to the cell by target-action.
final class CommentInputCell: UITableViewCell, UITextFieldDelegate {
    let field = UITextField()
    let passwordField = UITextField()
    private(set) var events: [String] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        field.placeholder = "Add a comment…"
        field.borderStyle = .roundedRect
        field.autocapitalizationType = .sentences
        field.autocorrectionType = .no
        field.keyboardType = .twitter
        field.returnKeyType = .send
        field.delegate = self
        field.addTarget(self, action: Selector("editingChanged:", CommentInputCell.editingChanged(_:)), for: .editingChanged)
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.borderStyle = .roundedRect
        passwordField.text = "hunter2"
        let stack = UIStackView(arrangedSubviews: [field, passwordField])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func editingChanged(_ sender: UITextField) { events.append("changed:\(sender.text ?? "")") }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        events.append("shouldBegin")
        return true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { events.append("didBegin") }

    func textFieldDidEndEditing(_ textField: UITextField) { events.append("didEnd") }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
    }
}

/// Old code: Swift 4 names, a pre-iOS 13 activity indicator style, font metrics.
final class LegacyStatusCell: UITableViewCell {
    let spinner = UIActivityIndicatorView(activityIndicatorStyle: .gray)
    let statusLabel = UILabel()

    override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let attributes: [NSAttributedStringKey: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.darkGray]
        statusLabel.attributedText = NSAttributedString(string: "Syncing", attributes: attributes)
        statusLabel.accessibilityTraits = UIAccessibilityTraitStaticText
        contentView.layoutMargins = UIEdgeInsetsMake(12, 20, 12, 20)
        spinner.startAnimating()
        for view in [spinner, statusLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let guide = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            spinner.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            spinner.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            statusLabel.leadingAnchor.constraint(equalTo: spinner.trailingAnchor, constant: 8),
            statusLabel.topAnchor.constraint(equalTo: guide.topAnchor),
            statusLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            statusLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: statusLabel.font.lineHeight),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
