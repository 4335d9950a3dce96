import AutocellLayout
import AutocellText
import AutocellDrawing

/// `UIButton`: the classic system button (its title in 15 pt, `contentEdgeInsets`), or one
/// made from a `UIButton.Configuration` (plain, tinted, filled, gray).
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// `UIButton.Configuration`.
    public struct Configuration: Hashable, Sendable {
        /// `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Hashable, Sendable { case dynamic, fixed, small, medium, large, capsule }
        /// `UIButton.Configuration.Size`.
        public enum Size: Hashable, Sendable { case mini, small, medium, large }

        let style: ControlContent.ButtonStyle
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePadding: CGFloat = 0
        /// `preferredSymbolConfigurationForImage`: applied over a symbol image's own configuration.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func gray() -> Configuration { Configuration(style: .gray) }

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.style == rhs.style && lhs.title == rhs.title && lhs.image == rhs.image && lhs.imagePadding == rhs.imagePadding
                && lhs.contentInsets == rhs.contentInsets && lhs.cornerStyle == rhs.cornerStyle && lhs.buttonSize == rhs.buttonSize
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(title)
            hasher.combine(imagePadding)
        }
    }

    public private(set) var buttonType = ButtonType.custom
    open var configuration: Configuration? { didSet { invalidateIntrinsicContentSize() } }
    /// `configurationUpdateHandler`: runs when the button's configuration is updated (when it
    /// is set, and on `setNeedsUpdateConfiguration()`), before layout, as UIKit runs it.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    open func setNeedsUpdateConfiguration() { updateConfiguration() }
    // UIKit updates a button's configuration when its state changes, so a handler that reads
    // `isSelected` or `isHighlighted` restyles it.
    open override var isSelected: Bool { didSet { if isSelected != oldValue { updateConfiguration() } } }
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { updateConfiguration() } } }
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { updateConfiguration() } } }
    open func updateConfiguration() { configurationUpdateHandler?(self) }
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The title's label (its font is the button's title font).
    open private(set) var titleLabel: UILabel? = UILabel()

    /// `UIButton(type:)`: a convenience initializer, as UIKit's (`+buttonWithType:`) is
    /// imported, so a subclass that overrides `init(frame:)` and `init(coder:)` keeps it.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if ![.custom, .system].contains(buttonType) { UIKitGap.buttonIconTypes.note() }
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// `UIButton(type:primaryAction:)`: the action's title and image are the button's.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel?.font = .systemFont(ofSize: 15)
    }

    public required init?(coder: NSCoder) {
        buttonType = .system
        super.init(coder: coder)
        titleLabel?.font = .systemFont(ofSize: 15)
    }

    open func setTitle(_ title: String?, for state: State) {
        if state != .normal { UIKitGap.controlStates.note() }
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    open func setTitleColor(_ color: UIColor?, for state: State) {
        if state != .normal { UIKitGap.controlStates.note() }
        titleColors[state.rawValue] = color
    }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    open func setImage(_ image: UIImage?, for state: State) {
        if state != .normal { UIKitGap.controlStates.note() }
        if let image, image.symbolName == nil { UIKitGap.buttonImages.note() }
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }

    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// `setPreferredSymbolConfiguration(_:forImageIn:)`: the configuration a symbol image is
    /// drawn at, over its own (the normal state's is used).
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        if state != .normal { UIKitGap.controlStates.note() }
        preferredSymbolConfigurations[state.rawValue] = configuration
        invalidateIntrinsicContentSize()
    }

    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        preferredSymbolConfigurations[state.rawValue] ?? preferredSymbolConfigurations[0]
    }
    private var preferredSymbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    /// A symbol image's font and scale: its configuration with `preferred` over it; nil (the
    /// title's font) when neither is set.
    private func symbolImage(_ image: UIImage?, preferred: UIImage.SymbolConfiguration?, into content: inout ControlContent) {
        guard let image, image.symbolName != nil else { return }
        let configuration = image.symbolConfiguration.map { $0.applying(preferred) } ?? preferred
        guard let configuration else { return }
        content.imageFont = configuration.font(category: traitCollection.preferredContentSizeCategory.category)
        content.imageScale = configuration.scale.control
    }

    open var currentTitle: String? { configuration?.title ?? title(for: .normal) }

    override func controlContent() -> ControlContent {
        var content = ControlContent(kind: .button, category: traitCollection.preferredContentSizeCategory.category)
        if let configuration {
            content.buttonStyle = configuration.style
            content.font = ControlMetrics.defaultFont(.button, buttonStyle: configuration.style, category: traitCollection.preferredContentSizeCategory.category)
            content.title = configuration.title ?? ""
            content.image = configuration.image?.symbolName ?? (configuration.image == nil ? nil : "image")
            symbolImage(configuration.image, preferred: configuration.preferredSymbolConfigurationForImage, into: &content)
            if let image = configuration.image, image.symbolName == nil { UIKitGap.buttonImages.note() }
            if !(configuration.subtitle ?? "").isEmpty { UIKitGap.buttonSubtitle.note() }
            if configuration.buttonSize != .medium { UIKitGap.buttonSize.note() }
            content.imagePadding = Double(configuration.imagePadding)
            content.isCapsule = configuration.cornerStyle == .capsule
            if configuration.cornerStyle != .capsule && configuration.cornerStyle != .dynamic && configuration.cornerStyle != .medium {
                UIKitGap.buttonCornerStyle.note()
            }
            let insets = configuration.contentInsets
            content.contentInsets = EdgeInsets(top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom), right: Double(insets.trailing))
            content.titleColor = configuration.baseForegroundColor?.resolved(traitCollection)
            content.tint = configuration.baseBackgroundColor?.resolved(traitCollection)
        } else {
            content.buttonStyle = .system
            content.font = titleLabel?.font.font ?? .system(15)
            if let label = titleLabel, label.numberOfLines != 1 || label.textAlignment == .left || label.textAlignment == .right {
                UIKitGap.buttonTitleLabel.note()
            }
            content.title = title(for: .normal) ?? ""
            content.image = image(for: .normal).map { $0.symbolName ?? "image" }
            symbolImage(image(for: .normal), preferred: preferredSymbolConfigurationForImage(in: .normal), into: &content)
            content.contentInsets = contentEdgeInsets.insets == EdgeInsets() ? nil : contentEdgeInsets.insets
            // A custom button (`UIButton()`, `UIButton(type: .custom)`) draws its title white
            // unless given a colour; a system button in its tint.
            content.titleColor = (titleColor(for: .normal) ?? (buttonType == .custom ? UIColor.white : nil))?.resolved(traitCollection)
        }
        return content
    }
}
