import AutocellLayout
import AutocellTable

/// One constraint of a conflict, explained.
public struct ConstraintExplanation: Hashable, Sendable {
    /// The constraint in the text syntax.
    public var text: String
    /// The same as a plain sentence.
    public var sentence: String
    /// Where it was written, `FILE:LINE` (nil for what the table adds).
    public var source: String?
    public var priority: Float
    public var origin: ConflictMember.Origin
    /// The constraint itself (what the table adds too), to draw it.
    public var constraint: LayoutConstraint?
}

/// A conflict: the irreducible set (every member needed), the member broken and why, a log in
/// UIKit's words, and ways out, each checked by laying the row out again with it applied.
public struct ConflictExplanation: Hashable, Sendable {
    public var constraints: [ConstraintExplanation]
    /// The member broken to recover: an index into `constraints`.
    public var brokenIndex: Int
    /// The rule that chose the broken member.
    public var rule: String
    public var fixes: [String]
    /// The conflict as UIKit logs it, with view names for addresses.
    public var log: String

    /// The broken member in the text syntax.
    public var broken: String { constraints[brokenIndex].text }
}

/// A view the constraints leave free on one axis, and what is missing.
public struct AmbiguityExplanation: Hashable, Sendable {
    public var view: String
    public var axis: Axis
    public var reason: AmbiguousView.Reason
    /// "name has no horizontal position".
    public var explanation: String
}

/// Everything wrong with one row.
public struct RowExplanation: Sendable {
    /// The row counted from 0 across sections.
    public var row: Int
    public var indexPath: RowIndexPath
    public var key: String?
    public var template: String
    public var conflicts: [ConflictExplanation]
    public var ambiguous: [AmbiguityExplanation]
    /// The row as laid out, and what it shows.
    public var layout: TableLayout.Row
    public var content: RowContent
    /// For an ambiguous row: two layouts that satisfy the constraints equally well.
    public var variants: [CellLayout]

    public var hasProblems: Bool { !conflicts.isEmpty || !ambiguous.isEmpty }
}
