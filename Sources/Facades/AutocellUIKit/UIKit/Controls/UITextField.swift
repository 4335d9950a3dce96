import AutocellLayout

/// `UITextField`: its text (or placeholder) in the body font; 34 pt tall with a rounded border.
@preconcurrency @MainActor
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
    /// `selectedTextRange` (`UITextInput`, TextInput.swift): kept; no caret or selection is drawn.
    open var selectedTextRange: UITextRange?
    open var font: UIFont? = .preferredFont(forTextStyle: .body) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural { didSet { if textAlignment != .natural && textAlignment != .left { UIKitGap.textFieldAlignment.note() } } }
    open var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
    open var adjustsFontForContentSizeCategory = false { didSet { if adjustsFontForContentSizeCategory { UIKitGap.textInputDynamicType.note() } } }
    /// `delegate`: asked and told about editing (`becomeFirstResponder`, `resignFirstResponder`).
    open weak var delegate: UITextFieldDelegate?

    // UITextInputTraits: kept, with no effect headless (there is no keyboard), except
    // `isSecureTextEntry`, which draws the text as bullets (U+2022, as the masked characters of
    // iOS's secure fields look; the exact glyph iOS draws is not documented).
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartDashesType = UITextSmartDashesType.default
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false { didSet { invalidateIntrinsicContentSize() } }
    open var textContentType: UITextContentType?
    /// Kept, with no effect: no keyboard is shown headless.
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open var clearsOnBeginEditing = false
    open private(set) var isEditing = false

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks the delegate (`textFieldShouldBeginEditing`), then tells it and sends `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Asks the delegate (`textFieldShouldEndEditing`), then tells it and sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        return true
    }

    override func controlContent() -> ControlContent {
        var content = ControlContent(kind: .textField, category: traitCollection.preferredContentSizeCategory.category)
        if let font { content.font = font.font }
        content.title = isSecureTextEntry ? String(repeating: "\u{2022}", count: (text ?? "").count) : (text ?? "")
        content.placeholder = placeholder ?? ""
        content.titleColor = textColor?.resolved(traitCollection)
        content.borderStyle = borderStyle.engine
        return content
    }
}

/// `UITextView` (a scroll view, as UIKit's) with scrolling off, as in a self-sizing cell: sized by its text inside
/// `textContainerInset` (8, 0, 8, 0) and the text container's 5 pt `lineFragmentPadding`.
/// (A scrolling text view has no intrinsic height in UIKit; give it a height constraint.)
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    open var text: String! = "" {
        didSet {
            if attributed?.string != text { attributed = nil }
            invalidateIntrinsicContentSize()
        }
    }
    /// `attributedText`: laid out and drawn with its runs' fonts, colours and paragraph style,
    /// as a label's attributed text is.
    open var attributedText: NSAttributedString! {
        get { attributed ?? NSAttributedString(string: text ?? "") }
        set {
            attributed = newValue
            text = newValue?.string ?? ""
        }
    }
    private var attributed: NSAttributedString?
    /// `selectedRange`: kept (nothing is selected in a still image).
    open var selectedRange = NSRange(location: 0, length: 0)
    /// `linkTextAttributes`: kept; links in attributed text are drawn with their own attributes.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    open var dataDetectorTypes = UIDataDetectorTypes()
    /// `textContainer`: its `lineFragmentPadding` (5 pt, UIKit's) is the text's inset on each side.
    public private(set) lazy var textContainer: NSTextContainer = {
        let container = NSTextContainer()
        container.textView = self
        return container
    }()
    /// `selectedTextRange` (`UITextInput`, TextInput.swift): kept; no caret or selection is drawn.
    open var selectedTextRange: UITextRange?
    /// `delegate`: told about editing, as a text field's is.
    open weak var delegate: UITextViewDelegate?
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var textContentType: UITextContentType?
    open var inputView: UIView?
    open var inputAccessoryView: UIView?

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, delegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textViewDidEndEditing(self)
        return true
    }
    open var font: UIFont? = .preferredFont(forTextStyle: .body) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open override var isScrollEnabled: Bool { didSet { invalidateIntrinsicContentSize() } }
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { invalidateIntrinsicContentSize() } }
    open var adjustsFontForContentSizeCategory = false { didSet { if adjustsFontForContentSizeCategory { UIKitGap.textInputDynamicType.note() } } }

    var content: LabelContent {
        var label = LabelContent(
            text: text ?? "", font: (font ?? .preferredFont(forTextStyle: .body)).font,
            color: (textColor ?? .label).resolved(traitCollection), alignment: textAlignment.alignment,
            numberOfLines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.maximumNumberOfLines == 0 ? .wordWrap : textContainer.lineBreakMode.mode)
        if let attributed { (label.attributedText, label.paragraph) = attributed.runs(trait: traitCollection) }
        let padding = Double(textContainer.lineFragmentPadding)
        label.textContainerInset = EdgeInsets(
            top: Double(textContainerInset.top), left: Double(textContainerInset.left) + padding,
            bottom: Double(textContainerInset.bottom), right: Double(textContainerInset.right) + padding)
        return label
    }

    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind {
        if isScrollEnabled, !(text ?? "").isEmpty { UIKitGap.scrollingTextView.note() }
        return isScrollEnabled ? .view : .label(content)
    }
}
