/// The device's pixel grid at a display scale: where UIKit puts what it places (Yoga keeps the
/// same rule in one place, its `YGRoundValueToPixelGrid`). Layout is in points; a view's frame,
/// a stack's spacing, a row's height and a label's size land on boundaries `1 / scale` apart,
/// rounded as UIKit rounds each of them:
/// - `roundToViewScale`: the nearest boundary (UIKit's `UIRoundToViewScale`: spacings, row
///   heights, frames drawn);
/// - `ceilToViewScale`: the next boundary up (UIKit's `UICeilToViewScale`: a label's intrinsic
///   size, a collection view cell's preferred size), so text a rounding would cut stays whole.
///
/// One tolerance for all of them: a value within `epsilon` pixels of a boundary is on it (float
/// noise such as 20.333333333333336 × 3 must not ceil a whole pixel up). A scale of 0 or less
/// has no grid: values pass unchanged.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point.
    public var scale: Double

    /// How far from a boundary, in pixels, a value still counts as on it.
    public static let epsilon = 1e-6

    public init(scale: Double) { self.scale = scale }

    /// The nearest boundary (`UIRoundToViewScale`).
    public func roundToViewScale(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        return (value * scale).rounded() / scale
    }

    /// The next boundary up, a value on one staying there (`UICeilToViewScale`); sizes of zero
    /// or less are left as they are.
    public func ceilToViewScale(_ value: Double) -> Double {
        guard scale > 0, value > 0 else { return value }
        return (value * scale - Self.epsilon).rounded(.up) / scale
    }

    /// Whether `value` lies on a boundary.
    public func isOnGrid(_ value: Double) -> Bool {
        guard scale > 0 else { return true }
        return abs(value * scale - (value * scale).rounded()) < Self.epsilon
    }
}
