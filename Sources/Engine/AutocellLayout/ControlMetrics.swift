import AutocellText
import AutocellDrawing

/// UIKit's sizes for its controls (the iOS 17–18 design), each with where it comes from.
/// "IB" means the frame Interface Builder writes into storyboards and nibs for the control at
/// its intrinsic size, as read in public projects' files; an estimate is said to be one.
public enum ControlMetrics {
    /// `UISwitch`: 51 × 31 (IB; the switch ignores any other frame size).
    public static let switchSize = Size(width: 51, height: 31)
    /// `UIActivityIndicatorView`: medium 20 × 20 (IB, style medium/gray), large 37 × 37.
    public static let mediumIndicator = 20.0, largeIndicator = 37.0
    /// `UIProgressView` (default style): 4 pt tall since iOS 14 (IB), no intrinsic width.
    public static let progressHeight = 4.0
    /// `UISlider`: 31 pt tall (IB), no intrinsic width.
    public static let sliderHeight = 31.0
    /// `UIStepper`: 94 × 32 since iOS 13 (the accessibility frame of a system stepper, as
    /// recorded by a UI test suite; IB 94 × 32).
    public static let stepperSize = Size(width: 94, height: 32)
    /// `UISegmentedControl`: 32 pt tall since iOS 13 (IB); titles in the 13 pt system font;
    /// each segment as wide as the widest title plus 10 pt on each side, with a 1 pt divider
    /// between segments (IB: three segments, widest title 65 pt, 257 pt in all).
    public static let segmentedHeight = 32.0, segmentPadding = 10.0, segmentDivider = 1.0
    public static let segmentFont = Font.system(13)
    /// `UITextField` with `borderStyle = .roundedRect`: 34 pt tall (IB, with the 14 pt and the
    /// 17 pt body fonts alike), the text inset 7 pt on each side (IB: a 97 pt field around its
    /// 83 pt placeholder). A font whose line is taller than 21 pt makes the field its line
    /// height plus 13 pt (an estimate). The `line` and `bezel` styles are given the same
    /// insets (an estimate: Apple documents none).
    public static let roundedFieldHeight = 34.0, fieldInset = 7.0, fieldVerticalPadding = 13.0
    /// `UIButton.Configuration.contentInsets` for the default (medium) size: top 7, leading
    /// 12, bottom 7, trailing 12 (Apple Developer Forums thread 733541, answered by a UIKit
    /// engineer), around the title in the body text style (`UIFont.TextStyle.body`).
    public static let configurationInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
    /// The classic `UIButton(type: .system)`: `contentEdgeInsets` zero (UIButton.h: "default
    /// is UIEdgeInsetsZero"), its title in the 15 pt system font, 6 pt above and below it (IB:
    /// "Button" in System 15 is 30 pt tall); an empty one is 30 pt wide (IB's minimum).
    public static let classicVerticalPadding = 6.0, classicMinimumWidth = 30.0
    /// The corner radius of a configuration's background (`cornerStyle = .dynamic` at the
    /// medium size): 6 pt, an estimate (Apple documents the styles, not their radii).
    public static let configurationCornerRadius = 6.0

    /// The title font UIKit gives a control it makes: a classic button 15 pt; a button
    /// configuration, a text field (UITextField.font: "the body style of the system font")
    /// and a symbol the body style; a segmented control 13 pt.
    /// The body style follows the content size category (configurations scale with Dynamic
    /// Type; a text field takes the body size current when it is made); 15 and 13 pt do not.
    public static func defaultFont(
        _ kind: ControlContent.Kind, buttonStyle: ControlContent.ButtonStyle, category: ContentSizeCategory = .large
    ) -> Font {
        switch kind {
        case .button: buttonStyle.isConfiguration ? .preferred(.body, category: category) : .system(15)
        case .segmentedControl: segmentFont
        default: .preferred(.body, category: category)
        }
    }

    /// UIKit's content hugging for a control made in code or dragged in from IB's library:
    /// 750 on both axes for the fixed-size switch, activity indicator and stepper (IB writes
    /// 750 for switches and indicators), 750 vertically for progress views (IB); 250 (UIView's)
    /// otherwise.
    public static func hugging(_ kind: ControlContent.Kind) -> AxisPriorities {
        switch kind {
        case .switch, .activityIndicator, .stepper: AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
        case .progress: AxisPriorities(horizontal: .defaultLow, vertical: .defaultHigh)
        default: AxisPriorities.defaultHugging
        }
    }

    /// The content insets a button has: its own, or its style's.
    public static func insets(_ control: ControlContent) -> EdgeInsets {
        if let insets = control.contentInsets { return insets }
        if control.buttonStyle.isConfiguration { return configurationInsets }
        return EdgeInsets(top: classicVerticalPadding, left: 0, bottom: classicVerticalPadding, right: 0)
    }

    /// The size of the symbol `name`'s image for `font` (its point size) at `scale`, on the
    /// pixel grid of `displayScale` (`SymbolMetrics.imageSize`).
    public static func symbolSize(_ name: String, font: Font, scale: ControlContent.SymbolScale, displayScale: Double) -> Size {
        let size = SymbolMetrics.imageSize(name, pointSize: font.size, scale: scale, displayScale: displayScale)
        return Size(width: size.width, height: size.height)
    }

    /// The control's intrinsic content size; a nil side is `UIView.noIntrinsicMetric`.
    /// Text inside is sized as a label's is, rounded up to the pixel grid of `scale`.
    public static func intrinsicSize(_ control: ControlContent, measurer: TextMeasurer, scale: Double) -> (width: Double?, height: Double?) {
        func line(_ text: String, _ font: Font) -> TextMeasurement {
            var measured = measurer.measure(TextRequest(text: text.isEmpty ? " " : text, font: font, width: nil, numberOfLines: 1))
            measured.width = LabelContent.ceiled(measured.width, scale: scale)
            measured.height = LabelContent.ceiled(measured.height, scale: scale)
            return measured
        }
        switch control.kind {
        case .switch: return (switchSize.width, switchSize.height)
        case .activityIndicator:
            let side = control.indicatorStyle == .large ? largeIndicator : mediumIndicator
            return (side, side)
        case .progress: return (nil, progressHeight)
        case .slider: return (nil, sliderHeight)
        case .stepper: return (stepperSize.width, stepperSize.height)
        case .segmentedControl:
            let count = max(control.segments.count, 1)
            let widest = control.segments.map { line($0, control.font).width }.max() ?? 0
            let width = Double(count) * (widest + 2 * segmentPadding) + Double(count - 1) * segmentDivider
            return (width, segmentedHeight)
        case .textField:
            let shown = control.title.isEmpty ? control.placeholder : control.title
            let text = line(shown, control.font)
            let width = shown.isEmpty ? 0 : text.width
            switch control.borderStyle {
            case .none: return (width, text.height)
            case .roundedRect, .line, .bezel:
                return (width + 2 * fieldInset, max(roundedFieldHeight, text.height + fieldVerticalPadding))
            }
        case .symbol:
            let size = symbolSize(control.title, font: control.font, scale: control.symbolScale, displayScale: scale)
            return (size.width, size.height)
        case .button:
            let title = control.title.isEmpty ? nil : line(control.title, control.font)
            let lineHeight = title?.height ?? line("", control.font).height
            let insets = insets(control)
            var contentWidth = title?.width ?? 0
            var contentHeight = lineHeight
            if let image = control.image {
                let size = symbolSize(image, font: control.imageFont ?? control.font, scale: control.imageScale, displayScale: scale)
                contentWidth += size.width + (title == nil ? 0 : control.imagePadding)
                contentHeight = max(contentHeight, size.height)
            }
            var width = contentWidth + insets.left + insets.right
            if !control.buttonStyle.isConfiguration && control.title.isEmpty && control.image == nil {
                width = max(width, classicMinimumWidth)
            }
            return (width, contentHeight + insets.top + insets.bottom)
        }
    }
}
