import AutocellLayout
import AutocellText
import AutocellDrawing

/// What `UITableViewCell` shows right of its contentView: one of its standard accessory types,
/// or an `accessoryView` of the app's own (such as a switch).
public enum Accessory: Hashable, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    case view(AccessoryView)

    /// The standard accessory types, by their UIKit names.
    public static let standard: [Accessory] = [.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton]

    /// The UIKit name: `disclosureIndicator`, …, or `view` for a custom accessory view.
    public var name: String {
        switch self {
        case .none: "none"
        case .disclosureIndicator: "disclosureIndicator"
        case .detailDisclosureButton: "detailDisclosureButton"
        case .checkmark: "checkmark"
        case .detailButton: "detailButton"
        case .view: "view"
        }
    }

    public init?(name: String) {
        guard let found = Self.standard.first(where: { $0.name == name }) else { return nil }
        self = found
    }

    /// How much narrower than the table the cell's contentView is, as `UITableViewCell` lays it out.
    public var width: Double {
        switch self {
        case .none: 0
        case .disclosureIndicator: 34
        case .detailDisclosureButton: 68
        case .checkmark: 40
        case .detailButton: 48
        // The view, and 16 pt between it and the contentView's edge.
        case .view(let view): 16 + view.size.width
        }
    }
}

/// A custom `accessoryView`: a box of a fixed size, or a control (`cell.accessoryView =
/// UISwitch()`), centred vertically 15 pt from the cell's right edge.
public struct AccessoryView: Hashable, Sendable {
    public var size: Size
    public var background: Color?
    public var cornerRadius: Double
    /// The control the accessory view is, drawn in `size`.
    public var control: ControlContent?

    public init(size: Size, background: Color? = nil, cornerRadius: Double = 0) {
        self.size = size
        self.background = background
        self.cornerRadius = cornerRadius
    }

    /// A control as the accessory view, at `size`, or at its intrinsic size when that does not
    /// depend on text (a switch, an activity indicator, a stepper, a symbol); nil otherwise.
    public init?(control: ControlContent, size: Size? = nil) {
        var fixed: Size?
        switch control.kind {
        case .switch: fixed = ControlMetrics.switchSize
        case .stepper: fixed = ControlMetrics.stepperSize
        case .activityIndicator:
            let side = control.indicatorStyle == .large ? ControlMetrics.largeIndicator : ControlMetrics.mediumIndicator
            fixed = Size(width: side, height: side)
        case .symbol:
            // On the @2x grid the sizes were measured on (an accessory is placed before the
            // table's scale is known; at @3x the difference is below a sixth of a point).
            fixed = ControlMetrics.symbolSize(control.title, font: control.font, scale: control.symbolScale, displayScale: 2)
        default: fixed = nil
        }
        guard let chosen = size ?? fixed else { return nil }
        self.init(size: chosen)
        self.control = control
    }
}
