import AutocellText
import AutocellDrawing

/// What a UIKit control shows: a button, a switch, an activity indicator, a progress view, a
/// slider, a stepper, a segmented control, a text field or an SF Symbol image view. Each has
/// the intrinsic size UIKit gives it (`ControlMetrics`); colours left nil are UIKit's
/// defaults for the table's appearance, chosen when painting.
public struct ControlContent: Hashable, Sendable {
    /// The control's class, as the fixture's `type:` names it.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case button, `switch`, activityIndicator, progress, slider, stepper, segmentedControl, textField, symbol

        /// The UIKit class (an SF Symbol is shown by a `UIImageView`).
        public var className: String {
            switch self {
            case .button: "UIButton"
            case .switch: "UISwitch"
            case .activityIndicator: "UIActivityIndicatorView"
            case .progress: "UIProgressView"
            case .slider: "UISlider"
            case .stepper: "UIStepper"
            case .segmentedControl: "UISegmentedControl"
            case .textField: "UITextField"
            case .symbol: "UIImageView"
            }
        }
    }

    /// `UIButton`'s look: the classic `UIButton(type: .system)`, or a `UIButton.Configuration`.
    public enum ButtonStyle: String, Hashable, Sendable, CaseIterable {
        case system, plain, tinted, filled, gray
        /// Whether the style is a `UIButton.Configuration` (insets, body font, background shape).
        public var isConfiguration: Bool { self != .system }
    }

    /// `UITextField.BorderStyle`.
    public enum BorderStyle: String, Hashable, Sendable, CaseIterable {
        case none, line, bezel, roundedRect
    }

    /// `UIActivityIndicatorView.Style` (`medium` is the default; `large` 37 pt).
    public enum IndicatorStyle: String, Hashable, Sendable, CaseIterable {
        case medium, large
    }

    /// `UIImage.SymbolScale`.
    public typealias SymbolScale = AutocellText.SymbolScale

    public var kind: Kind
    /// A button's title, a text field's text, a symbol's name. A symbol's `font` is its
    /// configuration's point size and weight (`UIImage.SymbolConfiguration(font:scale:)`).
    public var title: String = ""
    /// A text field's placeholder (`placeholder`), measured when the text is empty.
    public var placeholder: String = ""
    /// The title's font: UIKit's default per kind unless set (`ControlMetrics.defaultFont`).
    public var font: Font
    /// The title or text colour; nil: the kind's default (the tint for buttons).
    public var titleColor: Color?
    /// `tintColor` (buttons, switches' on track, sliders, progress, segmented selection); nil: systemBlue.
    public var tint: Color?
    public var buttonStyle: ButtonStyle = .system
    /// `UIButton.Configuration.contentInsets` / `contentEdgeInsets`; nil: the style's.
    public var contentInsets: EdgeInsets?
    /// A button's image (an SF Symbol name, drawn as a symbol: `SymbolGlyphs`) before its title.
    public var image: String?
    /// A button's symbol image's configuration (`UIImage.SymbolConfiguration` of the image, or
    /// `preferredSymbolConfigurationForImage`): its point size and weight; nil: the title's font.
    public var imageFont: Font?
    public var imageScale = SymbolScale.medium
    /// `UIButton.Configuration.imagePadding`: the space between the image and the title.
    public var imagePadding = 0.0
    /// `UIButton.Configuration.cornerStyle = .capsule`: the background's corners are half its
    /// height (Apple: "a corner style that makes the button's corners round to form a capsule").
    public var isCapsule = false
    /// `UISwitch.isOn`.
    public var isOn = false
    /// `UIProgressView.progress` and `UISlider.value`, from 0 to 1.
    public var value = 0.5
    /// `UISegmentedControl`'s segment titles and `selectedSegmentIndex` (-1: none).
    public var segments: [String] = []
    public var selectedSegmentIndex = 0
    public var borderStyle = BorderStyle.none
    public var indicatorStyle = IndicatorStyle.medium
    public var symbolScale = SymbolScale.medium
    /// A symbol's rendering mode (`UIImage.SymbolConfiguration`): drawn in `paletteColors`'
    /// first colour for palette, in the tint otherwise (the fonts have no layers: said).
    public var symbolRendering = SymbolRendering.monochrome
    /// `UIImage.SymbolConfiguration(paletteColors:)`; also the hierarchical colour.
    public var paletteColors: [Color] = []

    /// A control with UIKit's defaults; its font sized for `category` where UIKit's is a text style.
    public init(kind: Kind, category: ContentSizeCategory = .large) {
        self.kind = kind
        font = ControlMetrics.defaultFont(kind, buttonStyle: .system, category: category)
    }
}
