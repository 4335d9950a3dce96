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
    /// Whether to look for ambiguity (off for systems rebuilt from logs, which pin little).
    public var reportsAmbiguity = true
    /// UIKit class names by view name, for the log (default: from each view's kind).
    public var classNames: [String: String] = [:]
    /// Whether rows are held at their row height on the pixel grid, as a table holds them
    /// (on), or at their exact fitting height (off: a system read from a log is explained
    /// as it is, without a table's rounding added).
    public var holdsRowsOnPixelGrid = true
    /// With `holdsRowsOnPixelGrid` off: the height rows are held at (nil: their fitting height).
    public var heldHeight: Double?

    public init(_ content: TableContent, width: Double? = nil, measurer: TextMeasurer) {
        self.content = content
        self.width = width
        self.measurer = measurer
    }

    /// Explains the rows at the flat indexes `rows` (nil: every row), in order. Rows are laid
    /// out in table order by one layouter, as a table would lay them out.
    public func explain(rows: Set<Int>? = nil) throws(LayoutError) -> [RowExplanation] {
        let layouter = TableLayouter(content, width: width, measurer: measurer, reportsAmbiguity: reportsAmbiguity)
        var result: [RowExplanation] = []
        var y = 0.0
        for (flat, (index, row)) in content.indexedRows.enumerated() {
            guard rows?.contains(flat) ?? true else { continue }
            let laidOut = try layout(row, at: index, y: y, with: layouter)
            y += laidOut.height
            let variants = laidOut.cell.ambiguous.isEmpty ? [] : try layouter.engine(for: row.template).exerciseAmbiguity()
            result.append(RowExplanation(
                row: flat, indexPath: index, key: row.key, template: row.template,
                conflicts: try laidOut.cell.conflicts.map { (conflict) throws(LayoutError) in try explain(conflict, row: row) },
                ambiguous: laidOut.cell.ambiguous.map {
                    AmbiguityExplanation(view: $0.view, axis: $0.axis, reason: $0.reason, explanation: $0.explanation)
                },
                warnings: laidOut.warnings, layout: laidOut, content: row, variants: variants))
        }
        return result
    }

    /// The rule UIKit follows (undocumented) and Autocell states.
    static func rule(broken: ConflictMember) -> String {
        "the most recently added member that the table did not add itself is broken (the table's own UIView-Encapsulated-Layout constraints never are): here \(broken.text)"
    }

    func explain(_ conflict: LayoutConflict, row: RowContent) throws(LayoutError) -> ConflictExplanation {
        let template = content.template(named: row.template)?.cell ?? CellTemplate(name: row.template)
        return ConflictExplanation(
            conflict: conflict, constraints: conflict.members.map(ConstraintExplanation.init), brokenIndex: conflict.brokenIndex,
            rule: Self.rule(broken: conflict.brokenMember),
            fixes: try fixes(for: conflict, row: row),
            log: UIKitConflictLog.log(conflict, template: template, classNames: classNames))
    }

    // MARK: Fixes

    /// Ways out of `conflict`, each kept only if the row, laid out again with it, has no
    /// conflict left and no more ambiguity than before. Constraints UIKit makes for the table
    /// itself are not the user's to change and are left out.
    func fixes(for conflict: LayoutConflict, row: RowContent) throws(LayoutError) -> [String] {
        let baseline = try check(row) { $0 }
        var found: [String] = []
        func keep(_ text: String, holding: Bool = true, _ change: ([LayoutConstraint]) -> [LayoutConstraint]) throws(LayoutError) {
            let after = try check(row, holding: holding, change)
            if after.conflicts == 0 && after.ambiguous <= baseline.ambiguous && !found.contains(text) { found.append(text) }
        }
        // The broken member first: lowering it is what UIKit's recovery does by force.
        let others = conflict.members.indices.filter { $0 != conflict.brokenIndex }.map { conflict.members[$0] }
        let required = ([conflict.brokenMember] + others).compactMap(\.constraint).filter(\.priority.isRequired)
        // What the template declares, less what UIKit makes itself (the table's encapsulated
        // size, margin guides, stack views' UISV-* constraints, autoresizing masks, temporary
        // sizes): those are not the user's to change.
        let editable = ([conflict.brokenMember] + others).filter { member in
            guard case .declared = member.kind, let constraint = member.constraint, constraint.priority.isRequired else { return false }
            return !Self.isMadeByUIKit(constraint)
        }.compactMap(\.constraint)
        let held = conflict.members.contains { $0.origin == .encapsulatedHeight || $0.constraint.map(LoggedLayout.isAddedByUIKit) == true }
        // A log's cell held at a fixed height: just below required, the usual one-line fix for
        // a row height conflict; otherwise 900, as seed 001's fix.
        let level = Priority(held && heldHeight != nil ? 999 : 900)
        for constraint in editable {
            var lowered = constraint
            lowered.priority = level
            try keep("lower \(constraint.first) to \(level) (\(lowered)): it gives way instead of breaking") { list in
                list.map { $0 == constraint ? lowered : $0 }
            }
        }
        // A cell held at a fixed row height: the table's own fix.
        if held, heldHeight != nil {
            try keep("let the table size the row: tableView.rowHeight = UITableView.automaticDimension (a fixed row height holds the cell at \(numberText(heldHeight ?? 0)) pt)", holding: false) { $0 }
        }
        // The broken equality as a bound: what UIKit's recovery leaves of it, made the rule.
        // (Only the broken one: a bound the wrong way round fails its check, and a failed
        // check costs a search for the conflicting set.)
        for constraint in editable.prefix(1) where constraint.relation == .equal && conflict.brokenMember.constraint == constraint {
            for relation in [Relation.lessThanOrEqual, .greaterThanOrEqual] {
                var bound = constraint
                bound.relation = relation
                try keep("make \(constraint.first) \(relation.rawValue) rather than == (\(bound))") { list in
                    list.map { $0 == constraint ? bound : $0 }
                }
            }
        }
        if conflict.members.contains(where: { $0.origin == .encapsulatedHeight }) {
            let scale = content.settings.scale
            for constraint in editable where abs(constraint.constant * scale - (constraint.constant * scale).rounded()) > 1e-6 {
                var rounded = constraint
                rounded.constant = (constraint.constant * scale).rounded() / scale
                try keep("round the constant of \(constraint) to whole pixels (\(rounded)): the row height then needs no rounding") { list in
                    list.map { $0 == constraint ? rounded : $0 }
                }
            }
        }
        // Constraints translated from an autoresizing mask go away with the mask.
        for view in Set(required.filter { $0.identifier == Self.autoresizing }.map(\.first.view)).sorted() {
            try keep("set \(view).translatesAutoresizingMaskIntoConstraints = false (its autoresizing-mask constraints go)") { list in
                list.filter { !($0.identifier == Self.autoresizing && $0.first.view == view) }
            }
        }
        for constraint in editable {
            try keep("remove \(constraint)") { list in list.filter { $0 != constraint } }
        }
        return found
    }

    /// The identifier constraints translated from an autoresizing mask carry.
    public static let autoresizing = "NSAutoresizingMaskLayoutConstraint"

    /// Whether UIKit made the constraint (by its identifier): a table's or a view's own
    /// (`UIView-Encapsulated-Layout-*`, `UIView-*Margin-guide-constraint`,
    /// `UIViewSafeAreaLayoutGuide-*`), a stack view's
    /// (`UISV-*`), a temporary or layout-support size (`_UI…`), an autoresizing mask's, or one
    /// Interface Builder generated at build time.
    public static func isMadeByUIKit(_ constraint: LayoutConstraint) -> Bool {
        guard let identifier = constraint.identifier else { return false }
        return identifier == autoresizing || identifier.hasPrefix("UIView") || identifier.hasPrefix("UISV-")
            || identifier.hasPrefix("_UI") || identifier.hasPrefix("IB auto generated")
    }

    /// Conflicts and ambiguous views of `row` laid out alone, with its template's constraints
    /// changed by `change`.
    /// `holding: false` lets the row take its fitting height rather than the log's.
    private func check(_ row: RowContent, holding: Bool = true, _ change: ([LayoutConstraint]) -> [LayoutConstraint]) throws(LayoutError) -> (conflicts: Int, ambiguous: Int) {
        var changed = content
        if var template = content.template(named: row.template) {
            template.cell.constraints = change(template.cell.constraints)
            changed.templates[row.template] = template
        }
        let layouter = TableLayouter(changed, width: width, measurer: measurer, reportsAmbiguity: reportsAmbiguity)
        let laidOut = try layout(row, at: RowIndexPath(row: 0, section: 0), y: 0, with: layouter, holding: holding)
        return (laidOut.cell.conflicts.count, laidOut.cell.ambiguous.count)
    }

    private func layout(_ row: RowContent, at index: RowIndexPath, y: Double, with layouter: TableLayouter, holding: Bool = true) throws(LayoutError) -> TableLayout.Row {
        guard !holdsRowsOnPixelGrid else { return try layouter.layout(row, at: index, y: y) }
        let fitted = try layouter.fit(template: row.template, texts: row.texts, images: row.images)
        let height = (holding ? heldHeight : nil) ?? fitted.fittingHeight
        var cell = fitted.engine.hold(at: height)
        try TableLayouter.check(fitted.engine, template: row.template)
        cell.conflicts = fitted.conflicts + cell.conflicts
        return TableLayout.Row(
            indexPath: index, template: row.template, key: row.key, accessory: .none,
            y: y, height: height, fittingHeight: fitted.fittingHeight, cell: cell)
    }
}
