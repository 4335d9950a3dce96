import AutocellSolver
import AutocellText

/// The edges and dimensions constraints talk about, as `NSLayoutConstraint.Attribute`.
/// Left-to-right only: leading is left and trailing is right.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
        }
    }

    public var isDimension: Bool { self == .width || self == .height }
}

public enum Axis: String, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical
}

/// A priority per axis, for content hugging and compression resistance.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Priority
    public var vertical: Priority

    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: Axis) -> Priority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }

    /// UIKit's defaults for views made in code.
    public static let defaultHugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    public static let defaultCompressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
}

