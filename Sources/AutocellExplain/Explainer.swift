import AutocellLayout
import AutocellTable
import AutocellText

/// Finds and explains the constraint problems of a table's rows: conflicts (with their
/// irreducible set, the broken member, sentences, sources, a UIKit-style log and checked
/// fixes) and ambiguity (what is missing, and two layouts that show the freedom).
public struct Explainer {
    public let content: TableContent
    public let width: Double?
    public let measurer: TextMeasurer

    public init(_ content: TableContent, width: Double? = nil, measurer: TextMeasurer) {
        self.content = content
        self.width = width
        self.measurer = measurer
    }

    /// Explains the rows at the flat indexes `rows` (nil: every row), in order. Rows are laid
    /// out in table order by one layouter, as a table would lay them out.
    public func explain(rows: Set<Int>? = nil) throws(LayoutError) -> [RowExplanation] {
        let layouter = TableLayouter(content, width: width, measurer: measurer, reportsAmbiguity: true)
        var result: [RowExplanation] = []
        var y = 0.0
        for (flat, (index, row)) in content.indexedRows.enumerated() {
            guard rows?.contains(flat) ?? true else { continue }
            let laidOut = try layouter.layout(row, at: index, y: y)
            y += laidOut.height
            let variants = laidOut.cell.ambiguous.isEmpty ? [] : try layouter.engine(for: row.template).exerciseAmbiguity()
            result.append(RowExplanation(
                row: flat, indexPath: index, key: row.key, template: row.template,
                conflicts: try laidOut.cell.conflicts.map { (conflict) throws(LayoutError) in try explain(conflict, row: row) },
                ambiguous: laidOut.cell.ambiguous.map {
                    AmbiguityExplanation(view: $0.view, axis: $0.axis, reason: $0.reason, explanation: $0.explanation)
                },
                layout: laidOut, content: row, variants: variants))
        }
        return result
    }

    /// The rule UIKit follows (undocumented) and Autocell states.
    static func rule(broken: ConflictMember) -> String {
        "the most recently added member that the table did not add itself is broken (the table's own UIView-Encapsulated-Layout constraints never are): here \(broken.text)"
    }

    func explain(_ conflict: LayoutConflict, row: RowContent) throws(LayoutError) -> ConflictExplanation {
        let template = content.template(named: row.template)?.cell ?? CellTemplate(name: row.template)
        let members = conflict.members.map { member in
            ConstraintExplanation(
                text: member.text, sentence: ConstraintSentence.sentence(member),
                source: member.constraint?.source.map { "\($0.file):\($0.line)" },
                priority: member.constraint?.priority.rawValue ?? 1000, origin: member.origin)
        }
        return ConflictExplanation(
            constraints: members, broken: conflict.broken,
            rule: conflict.brokenMember.map { Self.rule(broken: $0) } ?? "",
            fixes: try fixes(for: conflict, row: row),
            log: UIKitConflictLog.log(conflict, template: template))
    }

    // MARK: Fixes

    /// Ways out of `conflict`, each kept only if the row, laid out again with it, has no
    /// conflict left and no more ambiguity than before.
    func fixes(for conflict: LayoutConflict, row: RowContent) throws(LayoutError) -> [String] {
        let baseline = try check(row, change: nil)
        var found: [String] = []
        // The broken member first: lowering it is what UIKit's recovery does by force.
        let declared = conflict.members.compactMap(\.constraint).filter(\.priority.isRequired)
            .sorted { first, _ in first.description == conflict.broken }
        for constraint in declared {
            var lowered = constraint
            lowered.priority = Priority(900)
            let text = "lower \(constraint.first) to 900 (\(lowered)): it gives way instead of breaking"
            if try works(row, baseline, replacing: constraint, with: lowered) { found.append(text) }
        }
        if conflict.members.contains(where: { $0.origin == .encapsulatedHeight }) {
            let scale = content.settings.scale
            for constraint in declared where abs(constraint.constant * scale - (constraint.constant * scale).rounded()) > 1e-6 {
                var rounded = constraint
                rounded.constant = (constraint.constant * scale).rounded() / scale
                let text = "round the constant of \(constraint) to whole pixels (\(rounded)): the row height then needs no rounding"
                if try works(row, baseline, replacing: constraint, with: rounded) { found.append(text) }
            }
        }
        for constraint in declared {
            if try works(row, baseline, replacing: constraint, with: nil) { found.append("remove \(constraint)") }
        }
        return found
    }

    private func works(_ row: RowContent, _ baseline: (conflicts: Int, ambiguous: Int), replacing old: LayoutConstraint, with new: LayoutConstraint?) throws(LayoutError) -> Bool {
        let after = try check(row, change: (old, new))
        return after.conflicts == 0 && after.ambiguous <= baseline.ambiguous
    }

    /// Conflicts and ambiguous views of `row` laid out alone, with one constraint of its
    /// template replaced (or removed).
    private func check(_ row: RowContent, change: (old: LayoutConstraint, new: LayoutConstraint?)?) throws(LayoutError) -> (conflicts: Int, ambiguous: Int) {
        var changed = content
        if let change, var template = content.template(named: row.template),
           let position = template.cell.constraints.firstIndex(of: change.old) {
            if let new = change.new {
                template.cell.constraints[position] = new
            } else {
                template.cell.constraints.remove(at: position)
            }
            changed.templates[row.template] = template
        }
        let layouter = TableLayouter(changed, width: width, measurer: measurer, reportsAmbiguity: true)
        let laidOut = try layouter.layout(row, at: RowIndexPath(row: 0, section: 0), y: 0)
        return (laidOut.cell.conflicts.count, laidOut.cell.ambiguous.count)
    }
}
