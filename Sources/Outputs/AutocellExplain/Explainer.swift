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
    /// Whether rows carry what an inspector shows (`CellLayout.inspection`).
    public var reportsInspection = false
    /// UIKit class names by view name, for the log (default: from each view's kind).
    public var classNames: [String: String] = [:]
    /// Whether rows are held at their row height on the pixel grid, as a table holds them
    /// (on), or at their exact fitting height (off: a system read from a log is explained
    /// as it is, without a table's rounding added).
    public var holdsRowsOnPixelGrid = true
    /// With `holdsRowsOnPixelGrid` off: the height rows are held at (nil: their fitting height).
    public var heldHeight: Double?
    /// What holds the rows, which decides the container's own fix (a table's row height, a
    /// section header's, a collection view's item size): a fixture's rows are a table's cells;
    /// a log's, what its classes show.
    public var container: Container = .tableCell

    /// What holds the row whose conflict is explained.
    public enum Container: String, Sendable {
        case tableCell, tableHeaderFooter, collectionCell
        /// No table or collection view in sight (a keyboard's input view, a hosting view, a
        /// view controller's view): no container fix is offered.
        case none
    }

    public init(_ content: TableContent, width: Double? = nil, measurer: TextMeasurer) {
        self.content = content
        self.width = width
        self.measurer = measurer
    }

    /// Explains the rows at the flat indexes `rows` (nil: every row), in order. Rows are laid
    /// out in table order by one layouter, as a table would lay them out.
    public func explain(rows: Set<Int>? = nil) throws(LayoutError) -> [RowExplanation] {
        let layouter = TableLayouter(content, width: width, measurer: measurer, reportsAmbiguity: reportsAmbiguity)
        layouter.reportsInspection = reportsInspection
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

    /// Whether any row has a conflict, laid out as `explain` lays it out, without explaining
    /// it (what a search over a log's assumptions asks of each value it tries).
    /// `involving` (nil: any) picks the conflicts that count.
    public func hasConflicts(involving: ((LayoutConflict) -> Bool)? = nil) throws(LayoutError) -> Bool {
        let layouter = TableLayouter(content, width: width, measurer: measurer, reportsAmbiguity: false)
        var y = 0.0
        for (index, row) in content.indexedRows {
            let laidOut = try layout(row, at: index, y: y, with: layouter)
            if laidOut.cell.conflicts.contains(where: { involving?($0) ?? true }) { return true }
            y += laidOut.height
        }
        return false
    }

    /// The rule UIKit follows (undocumented) and Autocell states.
    static func rule(broken: ConflictMember) -> String {
        "the most recently added member that the table did not add itself is broken (the table's own UIView-Encapsulated-Layout constraints never are): here \(broken.text)"
    }

    func explain(_ conflict: LayoutConflict, row: RowContent) throws(LayoutError) -> ConflictExplanation {
        let (fixes, untried) = try fixes(for: conflict, row: row)
        let template = content.template(named: row.template)?.cell ?? CellTemplate(name: row.template)
        return ConflictExplanation(
            conflict: conflict, constraints: conflict.members.map(ConstraintExplanation.init), brokenIndex: conflict.brokenIndex,
            rule: Self.rule(broken: conflict.brokenMember),
            fixes: fixes, untriedFixes: untried, note: note(for: conflict),
            arithmetic: ConflictArithmetic.of(conflict.members, rightToLeft: content.settings.layoutDirection.isRightToLeft),
            log: UIKitConflictLog.log(conflict, template: template, classNames: classNames))
    }

    // MARK: Fixes

    /// Ways out of `conflict`, each kept only if the row, laid out again with it, has no
    /// conflict left and no more ambiguity than before, in the order a senior engineer would
    /// try them (Documentation/Explain.md, "Ways out"):
    /// 1. a SwiftUI hosting view's size is its content's ideal size: make that flexible;
    /// 2. the app's own constraint that closes the chain (the one UIKit's rule breaks, else the
    ///    last the app added) lowered: to 999 when the container holds the cell at a size,
    ///    which is all it takes when that size is the container's first pass at 0 pt; then
    ///    that constraint, if an equality, made a bound;
    /// 3. the container's own sizing (a table's row height, a header's, a collection view's
    ///    item size), only when the log shows that container;
    /// 4. the app's other constraints in the chain lowered, constants on whole pixels,
    ///    autoresizing masks turned off, constraints removed.
    /// Never a change to what UIKit makes (the encapsulated size, margin guides, stack views'
    /// constraints), to constraints among Apple's private views only, or to a cell's
    /// contentView's autoresizing.
    func fixes(for conflict: LayoutConflict, row: RowContent) throws(LayoutError) -> (found: [String], untried: Int) {
        let baseline = try check(row) { $0 }
        var found: [String] = []
        // Each check lays the row out again, at a cost that grows with the square of the
        // template's size (a system built constraint by constraint); on thousands of
        // constraints a check per member of a long chain would be cubic. Past the budget,
        // changes are counted as not checked (and said).
        let template = content.template(named: row.template)?.cell
        let count = Double((template?.constraints.count ?? 0) + (template?.views.count ?? 0))
        let size = max(1, Int((count * count / 1_000).rounded(.up)))
        var budget = Self.fixSearchBudget - size
        var untried = 0
        func keep(_ text: String, holding: Bool = true, _ change: ([LayoutConstraint]) -> [LayoutConstraint]) throws(LayoutError) {
            guard !found.contains(text) else { return }
            guard budget >= size else {
                untried += 1
                return
            }
            budget -= size
            let after = try check(row, holding: holding, change)
            if after.conflicts == 0 && after.ambiguous <= baseline.ambiguous { found.append(text) }
        }
        // The broken member first: lowering it is what UIKit's recovery does by force.
        let others = conflict.members.indices.filter { $0 != conflict.brokenIndex }.map { conflict.members[$0] }
        let required = ([conflict.brokenMember] + others).compactMap(\.constraint).filter(\.priority.isRequired)
        // What the template declares, less what UIKit makes itself (the table's encapsulated
        // size, margin guides, stack views' UISV-* constraints, autoresizing masks, temporary
        // sizes) and what only relates Apple's private views: those are not the user's to change.
        let editable = ([conflict.brokenMember] + others).filter { member in
            guard case .declared = member.kind, let constraint = member.constraint, constraint.priority.isRequired else { return false }
            return !Self.isMadeByUIKit(constraint) && !isAmongApplesViews(constraint)
        }.compactMap(\.constraint)
        let held = conflict.members.contains { $0.origin == .encapsulatedHeight || $0.constraint.map(LoggedLayout.isAddedByUIKit) == true }
        // The container's first layout pass: a size of 0 it holds the cell at before the cell
        // has its real one (UIView-Encapsulated-Layout-Width or -Height == 0).
        let firstPass = (conflict.members.contains { $0.origin == .encapsulatedWidth } && content.settings.width == 0)
            || (conflict.members.contains { $0.origin == .encapsulatedHeight } && heldHeight == 0)
        // 1. A hosting view's size constraint is the SwiftUI content's ideal size.
        for constraint in required where isHostingView(constraint.first.view) && constraint.first.attribute.isDimension && constraint.second == nil {
            var lowered = constraint
            lowered.priority = Priority(999)
            try keep("\(constraint.first.view)'s \(constraint.first.attribute.rawValue) == \(numberText(constraint.constant)) is its SwiftUI content's ideal size (what UIHostingController's sizingOptions = .intrinsicContentSize passes on): let the content fit the space it is given (.frame(maxWidth: .infinity), or .fixedSize(horizontal: false, vertical: true) for text) instead of insisting on that size") { list in
                list.map { $0 == constraint ? lowered : $0 }
            }
        }
        // 2. The app's constraint that closes the chain, lowered; then the same constraint as
        // a bound.
        // A log's cell held at a fixed size: just below required, the usual one-line fix for
        // a row height conflict; otherwise 900, as seed 001's fix.
        let level = Priority(held && heldHeight != nil || firstPass ? 999 : 900)
        func lower(_ constraint: LayoutConstraint, why: String = "it gives way instead of breaking") throws(LayoutError) {
            var lowered = constraint
            lowered.priority = level
            try keep("lower \(constraint.first) to \(level) (\(lowered)): \(why)") { list in
                list.map { $0 == constraint ? lowered : $0 }
            }
        }
        if let closing = editable.first {
            if firstPass {
                try lower(closing, why: "the \(containerNoun) holds \(heldNoun) at 0 pt only in its first layout pass, before \(heldNoun) has its real size; at 999 the constraint gives way in that pass and holds afterwards")
            } else {
                try lower(closing)
            }
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
        // 3. The container's own sizing, when the log shows the container.
        if held, let heldHeight, let sizing = containerSizing(heldHeight) {
            try keep(sizing, holding: false) { $0 }
        }
        // 4. The rest of the app's constraints in the chain, lowered.
        for constraint in editable.dropFirst() { try lower(constraint) }
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
        // Constraints translated from an autoresizing mask go away with the mask: the app's
        // own views only (never Apple's private ones, never a cell's contentView, whose
        // autoresizing the cell relies on).
        for view in Set(required.filter { $0.identifier == Self.autoresizing }.map(\.first.view)).sorted()
        where view != CellTemplate.contentView && !isApplesView(view) {
            try keep("set \(view).translatesAutoresizingMaskIntoConstraints = false (its autoresizing-mask constraints go)") { list in
                list.filter { !($0.identifier == Self.autoresizing && $0.first.view == view) }
            }
        }
        for constraint in editable {
            try keep("remove \(constraint)") { list in list.filter { $0 != constraint } }
        }
        return (found, untried)
    }

    /// What the checks of one conflict's possible fixes may cost in all, a check costing
    /// (constraints + views)² / 1,000 of its template: every change a conflict of a few
    /// hundred constraints suggests is checked (a 157-constraint log of 52 views: about 320
    /// checks at 45 each, 0.3 s); a 3,500-constraint chain gets 4 checks; past the budget the
    /// rest are counted, not checked, and said.
    public static let fixSearchBudget = 100_000

    /// "table", "collection view", "container": what holds the cell, in words.
    private var containerNoun: String {
        switch container {
        case .tableCell, .tableHeaderFooter: "table"
        case .collectionCell: "collection view"
        case .none: "container"
        }
    }

    /// "the cell", "the section view", "the view": what the container holds, in words.
    private var heldNoun: String {
        switch container {
        case .tableCell, .collectionCell: "the cell"
        case .tableHeaderFooter: "the section view"
        case .none: "the view"
        }
    }

    /// What to say of a conflict none of whose constraints is the app's to change: every one
    /// relates only Apple's private views, or is one UIKit makes itself; nil otherwise.
    func note(for conflict: LayoutConflict) -> String? {
        let constraints = conflict.members.compactMap(\.constraint)
        guard !constraints.isEmpty, conflict.members.allSatisfy({ member in
            // What the engine or UIKit adds (no negative size, the encapsulated size, guides,
            // stack views' constraints) is never the app's.
            guard member.origin == .template else { return true }
            return member.constraint.map { Self.isMadeByUIKit($0) || isAmongApplesViews($0) } ?? false
        }) else { return nil }
        let views = Set(constraints.flatMap { [$0.first.view] + ($0.second.map { [$0.view] } ?? []) }).sorted()
            .map { "\($0) (\(classNames[$0] ?? "UIView"))" }
        return "every constraint here is UIKit's own, among its private views \(views.joined(separator: ", ")): nothing the app wrote takes part, so there is nothing of the app's to change. UIKit recovers by breaking one of its own constraints; unless something on screen is wrong, this log is UIKit's noise"
    }

    /// The container's own way to size what it holds to fit, when there is a container.
    private func containerSizing(_ held: Double) -> String? {
        switch container {
        case .tableCell:
            "let the table size the row: tableView.rowHeight = UITableView.automaticDimension (a fixed row height holds the cell at \(numberText(held)) pt)"
        case .tableHeaderFooter:
            "let the table size the section view: tableView.sectionHeaderHeight (or sectionFooterHeight) = UITableView.automaticDimension, with an estimated height (a fixed one holds it at \(numberText(held)) pt)"
        case .collectionCell:
            "let the layout size the item: flowLayout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize, or an .estimated height in a compositional layout (a fixed item size holds the cell at \(numberText(held)) pt)"
        case .none:
            nil
        }
    }

    /// Whether `view` is one of Apple's private views (its class, as the log names it, starts
    /// with `_` or is a UIKit class apps do not make: `UIInputSetHostView`,
    /// `UITableViewCellContentView`): views only a log names; a fixture's are the app's.
    func isApplesView(_ view: String) -> Bool {
        guard let className = classNames[view] else { return false }
        return Self.isApplePrivateClass(className)
    }

    /// Whether every view `constraint` relates is one of Apple's private views.
    private func isAmongApplesViews(_ constraint: LayoutConstraint) -> Bool {
        isApplesView(constraint.first.view) && (constraint.second.map { isApplesView($0.view) } ?? true)
    }

    /// Whether a view is a SwiftUI hosting view (`_UIHostingView<…>`, `UIHostingView`).
    private func isHostingView(_ view: String) -> Bool {
        classNames[view]?.contains("HostingView") ?? false
    }

    /// UIKit's view classes that apps create and own (public API): any other class of Apple's
    /// prefixes, or one starting with `_`, is UIKit's private machinery.
    static let publicViewClasses: Set<String> = [
        "UIView", "UILabel", "UIImageView", "UIButton", "UIStackView", "UITextField", "UITextView", "UIScrollView",
        "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView",
        "UICollectionReusableView", "UICollectionViewListCell", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl",
        "UIPageControl", "UIProgressView", "UIActivityIndicatorView", "UIPickerView", "UIDatePicker", "UIVisualEffectView",
        "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UIWindow", "UIControl", "UIInputView", "UIColorWell",
        "UIWebView", "UIRefreshControl", "UIContentUnavailableView", "UILayoutGuide", "WKWebView", "MKMapView",
    ]

    /// Whether a class name is Apple's private machinery (see `publicViewClasses`); an app's
    /// classes (module-qualified, or without Apple's prefixes) never are.
    public static func isApplePrivateClass(_ className: String) -> Bool {
        if className.hasPrefix("_") { return true }
        if className.contains(".") { return false }
        guard ["UI", "NS", "WK", "MK"].contains(where: { className.hasPrefix($0) }) else { return false }
        return !publicViewClasses.contains(className)
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
        // Whether anything conflicts is all a check asks: no search for a conflict's fewest members.
        let layouter = TableLayouter(changed, width: width, measurer: measurer, reportsAmbiguity: reportsAmbiguity, explainsConflicts: false)
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
