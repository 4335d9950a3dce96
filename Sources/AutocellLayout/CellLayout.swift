/// A rectangle in points, in the row's contentView coordinates.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Where one view ended up.
public struct ViewLayout: Hashable, Sendable {
    public var name: String
    public var frame: Rect
    /// Labels only: lines shown and whether text was cut or ellipsized.
    public var lines: Int?
    public var truncated: Bool?
    /// Scroll views only.
    public var contentSize: Size?
}

/// Required constraints that could not hold together, and the one broken (UIKit's recovery).
public struct LayoutConflict: Hashable, Sendable {
    /// Each member in the text syntax, in the order they were added.
    public var constraints: [String]
    public var broken: String

    public init(constraints: [String], broken: String) {
        self.constraints = constraints
        self.broken = broken
    }
}

/// A view whose position or size the constraints do not pin down on one axis.
public struct AmbiguousView: Hashable, Sendable {
    public var view: String
    public var axis: Axis

    public init(view: String, axis: Axis) {
        self.view = view
        self.axis = axis
    }
}

/// A laid-out cell.
public struct CellLayout: Hashable, Sendable {
    public var width: Double
    /// The fitting height: `systemLayoutSizeFitting(UILayoutFittingCompressedSize)`.
    public var height: Double
    /// contentView first, then the template's views in order.
    public var views: [ViewLayout]
    public var conflicts: [LayoutConflict]
    public var ambiguous: [AmbiguousView]
    /// Multi-line labels whose width still changed after the last re-measure.
    public var unsettledLabels: [String]

    public subscript(name: String) -> ViewLayout? { views.first { $0.name == name } }
}
