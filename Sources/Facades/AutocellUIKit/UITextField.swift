import AutocellLayout

/// `UITextField`: its text (or placeholder) in the body font; 34 pt tall with a rounded border.
@MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect

        var engine: ControlContent.BorderStyle {
            switch self {
            case .none: .none
            case .line: .line
            case .bezel: .bezel
            case .roundedRect: .roundedRect
            }
        }

        init(_ style: ControlContent.BorderStyle) {
            self = switch style {
            case .none: .none
            case .line: .line
            case .bezel: .bezel
            case .roundedRect: .roundedRect
            }
        }
    }

    open var text: String? = "" { didSet { invalidateIntrinsicContentSize() } }
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    open var font: UIFont? = .preferredFont(forTextStyle: .body) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
    open var adjustsFontForContentSizeCategory = false

    override func controlContent() -> ControlContent {
        var content = ControlContent(kind: .textField, category: traitCollection.preferredContentSizeCategory.category)
        if let font { content.font = font.font }
        content.title = text ?? ""
        content.placeholder = placeholder ?? ""
        content.titleColor = textColor?.resolved(traitCollection)
        content.borderStyle = borderStyle.engine
        return content
    }
}

/// `UITextView` with scrolling off, as in a self-sizing cell: sized by its text inside
/// `textContainerInset` (8, 0, 8, 0) and the text container's 5 pt `lineFragmentPadding`.
/// (A scrolling text view has no intrinsic height in UIKit; give it a height constraint.)
@MainActor
open class UITextView: UIView {
    open var text: String! = "" { didSet { invalidateIntrinsicContentSize() } }
    open var font: UIFont? = .preferredFont(forTextStyle: .body) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var isScrollEnabled = true { didSet { invalidateIntrinsicContentSize() } }
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { invalidateIntrinsicContentSize() } }
    open var adjustsFontForContentSizeCategory = false

    var content: LabelContent {
        var label = LabelContent(
            text: text ?? "", font: (font ?? .preferredFont(forTextStyle: .body)).font,
            color: (textColor ?? .label).resolved(traitCollection), alignment: textAlignment.alignment, numberOfLines: 0, lineBreakMode: .wordWrap)
        let padding = LabelContent.textViewInset.left
        label.textContainerInset = EdgeInsets(
            top: Double(textContainerInset.top), left: Double(textContainerInset.left) + padding,
            bottom: Double(textContainerInset.bottom), right: Double(textContainerInset.right) + padding)
        return label
    }

    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind { isScrollEnabled ? .view : .label(content) }
}
