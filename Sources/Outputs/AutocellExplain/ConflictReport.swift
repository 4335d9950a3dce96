import AutocellLayout

/// One conflict as Autocell reports it outside Swift: the single shape of `layout --json`'s and
/// `explain --json`'s conflicts, and `Encodable` for the library's own users.
///
/// `{"constraints": [TEXT...], "broken": TEXT, "members": [{"text", "source", "priority",
/// "origin", "sentence"}], "rule", "fixes": [TEXT...], "log"}`: `constraints` and `broken` are
/// the members' texts; `source` is `FILE:LINE` or null for what the table adds; `rule` and
/// `fixes` once the conflict is explained (always in `explain`, for rows with a conflict in
/// `layout --json`), `log` (UIKit's console log with view names) in `explain` only;
/// `"irreducible": false` only when the search for the fewest members stopped at its bound
/// (the members conflict, but some may not be needed); `"untriedFixes": N` only when the
/// search for ways out stopped at its bound with N changes not checked.
public struct ConflictReport: Encodable, Hashable, Sendable {
    public var members: [ConstraintExplanation]
    public var brokenIndex: Int
    public var rule: String?
    public var fixes: [String]?
    public var log: String?
    public var isIrreducible = true
    /// Changes the search for ways out did not check (it reached its bound).
    public var untriedFixes = 0

    public var constraints: [String] { members.map(\.text) }
    public var broken: String { members[brokenIndex].text }

    /// A conflict as laid out, with what `explanation` adds when there is one.
    public init(_ conflict: LayoutConflict, explanation: ConflictExplanation? = nil) {
        members = conflict.members.map { ConstraintExplanation($0) }
        brokenIndex = conflict.brokenIndex
        rule = explanation?.rule
        fixes = explanation?.fixes
        isIrreducible = conflict.isIrreducible
        untriedFixes = explanation?.untriedFixes ?? 0
    }

    /// A conflict as explained, with UIKit's log when `includingLog`.
    public init(_ explanation: ConflictExplanation, includingLog: Bool = true) {
        members = explanation.constraints
        brokenIndex = explanation.brokenIndex
        rule = explanation.rule
        fixes = explanation.fixes
        log = includingLog ? explanation.log : nil
        isIrreducible = explanation.conflict.isIrreducible
        untriedFixes = explanation.untriedFixes
    }

    enum CodingKeys: String, CodingKey { case constraints, broken, members, irreducible, rule, fixes, untriedFixes, log }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(constraints, forKey: .constraints)
        try container.encode(broken, forKey: .broken)
        try container.encode(members, forKey: .members)
        if !isIrreducible { try container.encode(false, forKey: .irreducible) }
        try container.encodeIfPresent(rule, forKey: .rule)
        try container.encodeIfPresent(fixes, forKey: .fixes)
        if untriedFixes > 0 { try container.encode(untriedFixes, forKey: .untriedFixes) }
        try container.encodeIfPresent(log, forKey: .log)
    }
}
