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
    /// The same members with where they come from, in the same order.
    public var members: [ConflictMember]

    public init(constraints: [String], broken: String) {
        self.constraints = constraints
        self.broken = broken
        members = constraints.map { ConflictMember(text: $0, origin: .other) }
    }

    public init(members: [ConflictMember], broken: ConflictMember) {
        self.members = members
        constraints = members.map(\.text)
        self.broken = broken.text
    }

    /// The member broken to recover.
    public var brokenMember: ConflictMember? { members.first { $0.text == broken } }

    /// Conflicts are the same when their texts are: `members` only says more about them.
    public static func == (a: LayoutConflict, b: LayoutConflict) -> Bool {
        a.constraints == b.constraints && a.broken == b.broken
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(constraints)
        hasher.combine(broken)
    }
}

/// One constraint of a conflict: its text, and whether it is the template's own (with the
/// constraint as declared, source and priority included) or one the table adds.
public struct ConflictMember: Hashable, Sendable {
    public enum Origin: String, Hashable, Sendable {
        /// Declared by the template.
        case template
        /// The height the table holds the cell at (`UIView-Encapsulated-Layout-Height`).
        case encapsulatedHeight
        /// The width the table gives the contentView (`UIView-Encapsulated-Layout-Width`).
        case encapsulatedWidth
        case other
    }

    public var text: String
    public var origin: Origin
    /// The constraint: as the template declares it, or as UIKit writes what the table adds
    /// (`contentView.height == 79 #UIView-Encapsulated-Layout-Height`, with no source).
    public var constraint: LayoutConstraint?

    public init(text: String, origin: Origin, constraint: LayoutConstraint? = nil) {
        self.text = text
        self.origin = origin
        self.constraint = constraint
    }
}

/// A view whose position or size the constraints do not pin down on one axis.
public struct AmbiguousView: Hashable, Sendable {
    /// What is left free.
    public enum Reason: String, Hashable, Sendable {
        /// The view's size on the axis is pinned, its place is not.
        case position
        /// Its width (or height) is free.
        case size
        /// A scroll view's content width (or height) is free.
        case contentSize
    }

    public var view: String
    public var axis: Axis
    public var reason: Reason

    public init(view: String, axis: Axis, reason: Reason = .position) {
        self.view = view
        self.axis = axis
        self.reason = reason
    }

    /// The missing relation in words: "name has no horizontal position", "icon has no height",
    /// "scrollView's content has no width".
    public var explanation: String {
        let dimension = axis == .horizontal ? "width" : "height"
        switch reason {
        case .position: return "\(view) has no \(axis.rawValue) position"
        case .size: return "\(view) has no \(dimension)"
        case .contentSize: return "\(view)'s content has no \(dimension)"
        }
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
    /// An internal solver error met by the engine (a bug in Autocell, never the template's
    /// fault); nil almost always. See `CellLayoutEngine.internalError`.
    public var internalError: String? = nil

    public subscript(name: String) -> ViewLayout? { views.first { $0.name == name } }
}
