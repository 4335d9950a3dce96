import AutocellLayout
import AutocellTable

/// One constraint of a conflict, explained; encoded as a member of `ConflictReport`
/// (`{"text", "source", "priority", "origin", "sentence"}`, source null for what the table adds).
public struct ConstraintExplanation: Hashable, Sendable, Encodable {
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

    /// A conflict's member in words: the one mapping from a member to what is said of it.
    public init(_ member: ConflictMember, holder: Explainer.Container = .tableCell) {
        text = member.text
        sentence = ConstraintSentence.sentence(member, holder: holder)
        source = member.constraint?.source.map { "\($0.file):\($0.line)" }
        priority = member.priority.rawValue
        origin = member.origin
        constraint = member.constraint
    }

    enum CodingKeys: String, CodingKey { case text, source, priority, origin, sentence }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        if let source { try container.encode(source, forKey: .source) } else { try container.encodeNil(forKey: .source) }
        try container.encode(priority, forKey: .priority)
        try container.encode(origin.rawValue, forKey: .origin)
        try container.encode(sentence, forKey: .sentence)
    }
}

/// A conflict: the irreducible set (every member needed), the member broken and why, a log in
/// UIKit's words, and ways out, each checked by laying the row out again with it applied.
public struct ConflictExplanation: Hashable, Sendable {
    /// The conflict explained, with its typed members.
    public var conflict: LayoutConflict
    public var constraints: [ConstraintExplanation]
    /// The member broken to recover: an index into `constraints`.
    public var brokenIndex: Int
    /// The rule that chose the broken member.
    public var rule: String
    public var fixes: [String]
    /// Changes that were not checked because the search for ways out reached its bound
    /// (`Explainer.fixSearchBudget`); 0 when every change was checked.
    public var untriedFixes = 0
    /// What to say when there is nothing of the app's to fix (a conflict among UIKit's own
    /// views), else nil.
    public var note: String? = nil
    /// The conflict as arithmetic on its chain (`8 + 50 + 8 + 8 = 74 > 66`), when its members
    /// can be written as sums of frame variables.
    public var arithmetic: ConflictArithmetic? = nil
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
    /// What UIKit would print about the row besides conflicts (`TableRowWarning`).
    public var warnings: [String] = []
    /// The row as laid out, and what it shows.
    public var layout: TableLayout.Row
    public var content: RowContent
    /// For an ambiguous row: two layouts that satisfy the constraints equally well.
    public var variants: [CellLayout]

    public var hasProblems: Bool { !conflicts.isEmpty || !ambiguous.isEmpty || !warnings.isEmpty }
}
