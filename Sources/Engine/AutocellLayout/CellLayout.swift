import AutocellSolver
import AutocellText
import AutocellDrawing
/// Where one view ended up.
public struct ViewLayout: Hashable, Sendable {
    public var name: String
    public var frame: Rect
    /// Labels only: lines shown and whether text was cut or ellipsized.
    public var lines: Int?
    public var truncated: Bool?
    /// Labels only: characters no font could draw (0 when all is well).
    public var missingGlyphs: Int?
    /// Scroll views only.
    public var contentSize: Size?
    /// True for a view hidden in this row (by its template or the row's state): laid out as
    /// UIKit lays out a hidden view, with all its constraints, and not drawn. Nil when shown.
    public var hidden: Bool?
}

/// Required constraints that could not hold together, and the one broken (UIKit's recovery).
/// Members are typed (`ConflictMember.Kind`) and the broken one is an index into them; the
/// texts are derived from the members.
public struct LayoutConflict: Hashable, Sendable {
    /// The members, in the order they were added.
    public var members: [ConflictMember]
    /// The member broken to recover: an index into `members`.
    public var brokenIndex: Int
    /// Whether every member is needed (remove any one and the rest hold); false when the
    /// search for the fewest members stopped at its bound (`Solver.conflictSearchBudget`):
    /// the members conflict, but some may not be needed.
    public var isIrreducible = true

    public init(members: [ConflictMember], brokenIndex: Int) {
        self.members = members
        self.brokenIndex = brokenIndex
    }

    /// `broken` is one of `members` (the solver's conflict sets always hold the broken one);
    /// one that is not is added at the end.
    public init(members: [ConflictMember], broken: ConflictMember) {
        if let index = members.firstIndex(of: broken) {
            self.init(members: members, brokenIndex: index)
        } else {
            self.init(members: members + [broken], brokenIndex: members.count)
        }
    }

    /// Members known only by their text (`.other`), the broken one named by its text.
    public init(constraints: [String], broken: String) {
        let members = constraints.map { ConflictMember(.other($0)) }
        self.init(members: members, broken: ConflictMember(.other(broken)))
    }

    /// Each member in the text syntax, in the order they were added.
    public var constraints: [String] { members.map(\.text) }
    /// The broken member in the text syntax.
    public var broken: String { brokenMember.text }
    /// The member broken to recover.
    public var brokenMember: ConflictMember { members[brokenIndex] }
}

/// One constraint of a conflict: what it is (`kind`), and the constraint itself where there is
/// one (as the template declares it, or as UIKit writes what the table adds).
public struct ConflictMember: Hashable, Sendable {
    /// What a member is. Its text, origin and identity follow from it.
    public enum Kind: Hashable, Sendable {
        /// The template's constraint at this index of `CellTemplate.constraints`.
        case declared(index: Int)
        /// A view's content hugging (`hugging: true`, size <= intrinsic) or compression
        /// resistance (size >= intrinsic) on one axis, at its priority.
        case intrinsic(view: String, axis: Axis, hugging: Bool, priority: Priority)
        /// The height the table holds the cell at (`UIView-Encapsulated-Layout-Height`).
        case encapsulatedHeight
        /// The width the table gives the contentView (`UIView-Encapsulated-Layout-Width`).
        case encapsulatedWidth
        /// A view's width or height cannot be negative: UIKit's engine never gives a frame a
        /// negative size, so a set of required constraints that needs one is a conflict.
        case implicit(view: String, axis: Axis)
        /// What ties a layout guide to its view (`UIView-leftMargin-guide-constraint`, …): the
        /// guide (`contentView.layoutMarginsGuide`) and UIKit's identifier.
        case layoutGuide(guide: String, identifier: String)
        /// What a stack view generates to arrange its subviews, with UIKit's identifier
        /// (`UISV-spacing`, `UISV-canvas-connection`, …).
        case stackView(stack: String, identifier: String)
        /// Anything else, known by its text.
        case other(String)
    }

    /// Where a member comes from, as `layout --json` and `explain --json` write it.
    public enum Origin: String, Hashable, Sendable {
        /// Declared by the template.
        case template
        /// The height the table holds the cell at (`UIView-Encapsulated-Layout-Height`).
        case encapsulatedHeight
        /// The width the table gives the contentView (`UIView-Encapsulated-Layout-Width`).
        case encapsulatedWidth
        /// What the layout engine holds of every view: its size is not negative.
        case implicit
        /// What ties a layout guide to its view.
        case layoutGuide
        /// What a stack view generates.
        case stackView
        case other
    }

    public var kind: Kind
    /// The constraint: as the template declares it (`.declared`), or as UIKit writes what the
    /// table adds (`contentView.height == 79 #UIView-Encapsulated-Layout-Height`, no source).
    public var constraint: LayoutConstraint?

    public init(_ kind: Kind, constraint: LayoutConstraint? = nil) {
        self.kind = kind
        self.constraint = constraint
    }

    public var origin: Origin {
        switch kind {
        case .declared: .template
        case .encapsulatedHeight: .encapsulatedHeight
        case .encapsulatedWidth: .encapsulatedWidth
        case .implicit: .implicit
        case .layoutGuide: .layoutGuide
        case .stackView: .stackView
        case .intrinsic, .other: .other
        }
    }

    /// The member in the text syntax: the constraint's own text, or for an intrinsic size
    /// `like.width >= intrinsic @1000 (compression resistance)`.
    public var text: String {
        switch kind {
        case .intrinsic(let view, let axis, let hugging, let priority):
            let attribute = axis == .horizontal ? "width" : "height"
            return hugging
                ? "\(view).\(attribute) <= intrinsic @\(priority) (content hugging)"
                : "\(view).\(attribute) >= intrinsic @\(priority) (compression resistance)"
        case .other(let text): return text
        case .layoutGuide(let guide, let identifier): return "\(guide) #\(identifier)"
        case .implicit(let view, let axis): return "\(view).\(axis == .horizontal ? "width" : "height") >= 0 (implicit)"
        case .declared, .encapsulatedHeight, .encapsulatedWidth, .stackView: return constraint?.description ?? ""
        }
    }

    /// The priority the member holds at: its constraint's, an intrinsic size's, else required.
    public var priority: Priority {
        if case .intrinsic(_, _, _, let priority) = kind { return priority }
        return constraint?.priority ?? .required
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
        /// Interface Builder's "content priority ambiguity": neighbours with an intrinsic size
        /// share the slack (or the shortfall) on this axis at the same hugging (or compression
        /// resistance) priority, so which of them grows (or gives way) is not decided.
        case contentPriority
    }

    /// For `.contentPriority`: the views that tie, in template order, the priority they tie
    /// at, and whether it is their hugging (they are stretched) or compression resistance
    /// (they are squeezed).
    public struct Tie: Hashable, Sendable {
        public var views: [String]
        public var priority: Priority
        public var hugging: Bool
        /// Those of `views` that grew past (or gave way below) their intrinsic size in this
        /// layout: the solver's pick, which iOS's engine may make otherwise.
        public var moved: [String]

        public init(views: [String], priority: Priority, hugging: Bool, moved: [String] = []) {
            self.views = views
            self.priority = priority
            self.hugging = hugging
            self.moved = moved
        }

        /// The warning for a drawing this tie decided: `names` stand for `views` (a UIKit
        /// hierarchy names them by class and property), `fix` is the fix in the reader's terms.
        public func notice(axis: Axis, names: [String], fix: String) -> String {
            let dimension = axis == .horizontal ? "width" : "height"
            let name = Dictionary(zip(views, names), uniquingKeysWith: { first, _ in first })
            let picked = moved.isEmpty ? "" : " Autocell \(hugging ? "grows" : "squeezes") \(AmbiguousView.names(moved.map { name[$0] ?? $0 })), the first in the view hierarchy first, as iOS did in the recordings measured;"
            return "content priority ambiguity (as Interface Builder calls it): \(AmbiguousView.names(names)) "
                + "have the same \(axis.rawValue) \(hugging ? "hugging" : "compression resistance") priority (\(priority)) and cannot \(views.count == 2 ? "both" : "all") keep their \(dimension), "
                + "so which one \(hugging ? "grows" : "gives way") is not decided by the constraints.\(picked) Apple does not document its engine's choice, "
                + "so iOS may pick another: \(fix)"
        }

        /// Interface Builder's fix: the first view one step above the others. Squeezed views
        /// come with the one that must not shrink first (an image, else the smallest), so the
        /// larger text gives way instead of leaving it at 0.
        public var fix: String {
            let first = views.first ?? ""
            return hugging
                ? "give \(first) a hugging priority of \(Priority(priority.rawValue + 1))"
                : "give \(first) a compression resistance priority of \(Priority(priority.rawValue + 1)) (the view that must not shrink: \(views.dropFirst().joined(separator: " and ")) then give\(views.count == 2 ? "s" : "") way, a label truncating)"
        }
    }

    public var view: String
    public var axis: Axis
    public var reason: Reason
    public var tie: Tie?

    public init(view: String, axis: Axis, reason: Reason = .position, tie: Tie? = nil) {
        self.view = view
        self.axis = axis
        self.reason = reason
        self.tie = tie
    }

    /// "a and b", "a, b and c".
    public static func names(_ views: [String]) -> String {
        views.count <= 2 ? views.joined(separator: " and ") : views.dropLast().joined(separator: ", ") + " and " + (views.last ?? "")
    }

    /// The missing relation in words: "name has no horizontal position", "icon has no height",
    /// "scrollView's content has no width".
    public var explanation: String {
        let dimension = axis == .horizontal ? "width" : "height"
        switch reason {
        case .position: return "\(view) has no \(axis.rawValue) position"
        case .size: return "\(view) has no \(dimension)"
        case .contentSize: return "\(view)'s content has no \(dimension)"
        case .contentPriority:
            guard let tie else { return "\(view) has no \(dimension)" }
            let names = Self.names(tie.views)
            let kind = tie.hugging ? "hugging" : "compression resistance"
            return "\(view)'s \(dimension) is ambiguous: \(names) have the same \(axis.rawValue) \(kind) priority (\(tie.priority)); \(tie.fix)"
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
    /// What an inspector shows beyond the frames; nil unless the engine was asked
    /// (`CellLayoutEngine.reportsInspection`).
    public var inspection: CellInspection? = nil
    /// The template's own layout guides (a view's `guides`, `view.g0`…) that constraints place,
    /// as solved, in the root's coordinates, as its views' frames are. Empty for most cells.
    public var guides: [CellInspection.GuideFrame] = []

    public subscript(name: String) -> ViewLayout? { views.first { $0.name == name } }
}
