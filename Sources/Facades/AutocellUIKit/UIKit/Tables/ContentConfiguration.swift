import Foundation
import AutocellLayout
import AutocellText

/// `UIConfigurationState`: what a configuration is updated for.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// `UIConfigurationStateCustomKey`: an app's own state in a configuration state, read and
/// set by subscript (`state[.item]`), as apps extend `UICellConfigurationState` with.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `UIViewConfigurationState`.
public struct UIViewConfigurationState: UIConfigurationState, @MainActor Equatable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// `UICellConfigurationState`: a cell's state (what `updateConfiguration(using:)` is given).
public struct UICellConfigurationState: UIConfigurationState, @MainActor Equatable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    /// `cellDragState` and `cellDropState`: nothing is dragged headless.
    public var cellDragState = DragState.none
    public var cellDropState = DropState.none
    public enum DragState: Int, Sendable { case none, lifting, dragging }
    public enum DropState: Int, Sendable { case none, notTargeted, targeted }
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// `UIContentConfiguration`: what a cell's content view shows; the cell makes the view with
/// `makeContentView()` and fills its contentView with it (pinned to its edges).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

/// `UIContentView`.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// `UIListContentConfiguration`: a list row's image, text and secondary text, laid out as the
/// built-in table cell styles are (`UITableViewCellStyleLayout`: on iOS 14 and later the
/// styles' content is this configuration, and `defaultContentConfiguration()` is the one
/// matching the style): `cell()` as `.default`, `subtitleCell()` as `.subtitle`, `valueCell()`
/// as `.value1`; the text starts at the cell's leading layout margin (or after the image), as
/// the content view preserves its superview's margins. Fonts and colours are the styles'.
public struct UIListContentConfiguration: UIContentConfiguration, @MainActor Equatable {
    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Equatable {
        public enum TextAlignment: Int, Sendable { case natural, center, justified }
        public var font: UIFont
        public var color: UIColor
        public var numberOfLines = 0
        public var alignment = TextAlignment.natural
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        public var adjustsFontForContentSizeCategory = true
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Equatable {
        public var tintColor: UIColor?
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
        public var cornerRadius: CGFloat = 0
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    }

    let style: UITableViewCell.CellStyle
    public var image: UIImage?
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: CGFloat = UITableViewCellStyleLayout.imageToTextPadding
    public var textToSecondaryTextHorizontalPadding: CGFloat = UITableViewCellStyleLayout.valueLabelsGap
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    init(style: UITableViewCell.CellStyle) {
        self.style = style
        textProperties = TextProperties(font: .preferredFont(forTextStyle: style == .value2 ? .footnote : .body), color: style == .value2 ? UIColor(system: "tintColor") : .label)
        let secondary: UIFont.TextStyle = switch style {
        case .value1: .body
        case .value2: .footnote
        default: .caption1
        }
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: secondary), color: style == .value1 ? .secondaryLabel : .label)
        prefersSideBySideTextAndSecondaryText = style == .value1 || style == .value2
    }

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .default) }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitle) }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .value1) }
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .default) }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitle) }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        ConfigurationStates.check(state)
        return self
    }
}

/// `UIListContentView`: the view a list content configuration makes; its labels and image view
/// placed by the built-in styles' layout at its width, and as tall as that layout's row.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration
    /// The cell's leading margin and trailing padding (before an accessory), set by the cell.
    var cellMargins: (leading: CGFloat, trailing: CGFloat) = (CGFloat(16), CGFloat(16))

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                UIKitDiagnostics.report("UIListContentView takes a UIListContentConfiguration, not a \(type(of: newValue)); the configuration is ignored")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let c = listConfiguration
        func set(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties) {
            if let attributed { label.attributedText = attributed } else { label.text = text }
            label.font = properties.font
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
            label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
            label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
            label.minimumScaleFactor = properties.minimumScaleFactor
            label.textAlignment = properties.alignment == .center ? .center : properties.alignment == .justified ? .justified : .natural
        }
        let defaults = UIListContentConfiguration(style: c.style)
        if c.imageToTextPadding != defaults.imageToTextPadding || c.textToSecondaryTextHorizontalPadding != defaults.textToSecondaryTextHorizontalPadding
            || c.textToSecondaryTextVerticalPadding != defaults.textToSecondaryTextVerticalPadding
            || c.prefersSideBySideTextAndSecondaryText != defaults.prefersSideBySideTextAndSecondaryText
            || c.directionalLayoutMargins.top != 0 || c.directionalLayoutMargins.bottom != 0 {
            UIKitGap.listConfigurationSpacing.note()
        }
        let image = c.imageProperties
        if image.maximumSize != .zero || image.reservedLayoutSize != .zero {
            UIKitGap.listImageProperties.note()
        }
        set(textLabel, c.text, c.attributedText, c.textProperties)
        set(secondaryTextLabel, c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties)
        if c.style == .value1 { secondaryTextLabel.textAlignment = .right }
        // A symbol at the image properties' preferred configuration (over its own), as UIKit.
        if let preferred = image.preferredSymbolConfiguration, let symbol = c.image, symbol.symbolName != nil {
            imageView.image = symbol.applyingSymbolConfiguration(preferred)
        } else {
            imageView.image = c.image
        }
        imageView.tintColor = c.imageProperties.tintColor
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        for (view, shown) in [(imageView as UIView, c.image != nil), (textLabel, hasText(textLabel)), (secondaryTextLabel, hasText(secondaryTextLabel))] {
            if shown, view.superview !== self { addSubview(view) }
            if !shown, view.superview === self { view.removeFromSuperview() }
        }
        setNeedsLayout()
    }

    private func hasText(_ label: UILabel) -> Bool { !(label.text ?? "").isEmpty || (label.attributedText?.length ?? 0) > 0 }

    private func styleLayout(size: CGSize) -> UITableViewCellStyleLayout {
        let margins = listConfiguration.directionalLayoutMargins
        // A `cell()` configuration with secondary text shows it under the text, as the subtitle
        // layout does (the configuration is not a style: iOS draws every text it is given).
        let style = listConfiguration.style == .default && hasText(secondaryTextLabel) ? .subtitle : listConfiguration.style
        return UITableViewCellStyleLayout(
            style: style, content: size, leadingMargin: max(cellMargins.leading, margins.leading),
            trailingPadding: max(cellMargins.trailing, margins.trailing), image: imageView.image, traits: traitCollection,
            textLabel: textLabel, detailTextLabel: hasText(secondaryTextLabel) ? secondaryTextLabel : nil)
    }

    /// The height of the row at `width`, less the `separator` a table adds under it (the
    /// styles' row heights count it).
    func fittingHeight(width: CGFloat, separator: CGFloat = 0) -> CGFloat {
        styleLayout(size: CGSize(width: width, height: 0)).rowHeight(separator: separator) - separator
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = styleLayout(size: bounds.size).frames()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func placed(_ rect: CGRect) -> CGRect {
            rightToLeft ? CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        if let frame = frames.image { imageView.frame = placed(frame) }
        textLabel.frame = placed(frames.text)
        secondaryTextLabel.frame = placed(frames.detail)
    }
}

/// The configurations keep what they are in every state (said when a cell is selected or
/// highlighted, where iOS's list configurations change colour).
enum ConfigurationStates {
    @MainActor static func check(_ state: UIConfigurationState) {
        if let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted { UIKitGap.configurationStates.note() }
    }
}

/// `UIBackgroundConfiguration`: a cell's background colour, corners, stroke and insets,
/// applied to the cell's background when set.
public struct UIBackgroundConfiguration: Equatable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero

    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground) }
    /// iOS 18's `listCell()`, which follows the list it is in: no colour of its own, so the
    /// cell shows its section's (grouped lists) or the list's background (plain ones), which
    /// are the colours `listGroupedCell()` and `listPlainCell()` give.
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: nil) }
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .systemBackground) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }

    @MainActor public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        ConfigurationStates.check(state)
        return self
    }

    /// Applies the configuration to a cell's own background (its corners and stroke drawn
    /// with the cell's layer); `backgroundInsets` are not applied (said).
    @MainActor func apply(to view: UIView) {
        if backgroundInsets != .zero { UIKitGap.backgroundConfigurationShape.note() }
        view.backgroundColor = backgroundColor
        view.layer.cornerRadius = cornerRadius
        view.layer.borderWidth = strokeColor == nil ? 0 : strokeWidth
        view.layer.borderColor = strokeColor?.cgColor
    }
}

/// What a cell does with its configurations (`UITableViewCell` and `UICollectionViewCell`
/// alike, one helper for both): the content configuration's view, made or reconfigured, fills
/// the contentView (pinned to its edges) in place of the view an earlier configuration made,
/// and a requested `updateConfiguration(using:)` runs once before layout.
@MainActor
struct ContentConfigurationHost {
    /// The view the current content configuration made (nil: none installed).
    private(set) var view: (UIView & UIContentView)?
    /// Whether `updateConfiguration(using:)` is to run before the next layout.
    var needsUpdate = true

    /// The list content view the configuration installed (told the list cell's margins).
    var listContentView: UIListContentView? { view as? UIListContentView }

    mutating func install(_ configuration: UIContentConfiguration?, in contentView: UIView) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(made)
        NSLayoutConstraint.activate([
            made.topAnchor.constraint(equalTo: contentView.topAnchor), made.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            made.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), made.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
        view = made
    }
}

/// A cell with configurations: what runs a pending update is written once for both kinds.
@MainActor
protocol ConfigurableCell: AnyObject {
    var configurationHost: ContentConfigurationHost { get set }
    var configurationState: UICellConfigurationState { get }
    var contentConfiguration: UIContentConfiguration? { get set }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    func updateConfiguration(using state: UICellConfigurationState)
}

extension ConfigurableCell {
    /// Runs a pending `updateConfiguration(using:)`, then updates the content configuration for
    /// the same state when the cell does so automatically.
    func updateConfigurationIfNeeded() {
        guard configurationHost.needsUpdate else { return }
        configurationHost.needsUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration { contentConfiguration = content.updated(for: state) }
    }
}

extension UICellConfigurationState {
    /// A cell's state: its traits, selection and highlight.
    init(traitCollection: UITraitCollection, isSelected: Bool, isHighlighted: Bool) {
        self.init(traitCollection: traitCollection)
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
    }
}
