import AutocellLayout
import AutocellTable
import AutocellText
import AutocellSolver
import AutocellSource
import AutocellDrawing

/// Finds and explains the constraint problems of a table's rows: conflicts (with their
/// irreducible set, the broken member, sentences, sources, a UIKit-style log and checked
/// fixes) and ambiguity (what is missing, and two layouts that show the freedom).
public struct Explainer {
    public let content: TableContent
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

    public init(_ content: TableContent, measurer: TextMeasurer) {
        self.content = content
        self.measurer = measurer
    }

    /// Explains the rows at the flat indexes `rows` (nil: every row), in order. Rows are laid
    /// out in table order by one layouter, as a table would lay them out.
    public func explain(rows: Set<Int>? = nil) throws(LayoutError) -> [RowExplanation] {
        let layouter = TableLayouter(content, measurer: measurer, reportsAmbiguity: reportsAmbiguity)
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
        let layouter = TableLayouter(content, measurer: measurer, reportsAmbiguity: false)
        var y = 0.0
        for (index, row) in content.indexedRows {
            let laidOut = try layout(row, at: index, y: y, with: layouter)
            if laidOut.cell.conflicts.contains(where: { involving?($0) ?? true }) { return true }
            y += laidOut.height
        }
        return false
    }

    /// For a log that does not say what UIKit broke: the constraint Autocell breaks in its
    /// place (`LoggedLayout.likelyBroken`).
    public var guessedBroken: LayoutConstraint?

    /// Views of Apple's that print as public classes (`LoggedLayout.applesViews`).
    public var applesViews: Set<String> = []

    /// The constraint a pasted log says UIKit broke (nil for a fixture, or a log that does not say).
    public var brokenByUIKit: LayoutConstraint?

    /// The rule UIKit follows (undocumented) and Autocell states, in the container's words
    /// (no table where the log shows none).
    func rule(broken: ConflictMember) -> String {
        if let brokenByUIKit, broken.constraint == brokenByUIKit {
            return "the log says UIKit broke it (Autocell adds UIKit's choice last, and breaks the most recently added member): here \(broken.text)"
        }
        if let guessedBroken, broken.constraint == guessedBroken {
            return "the log does not say which constraint UIKit broke, and UIKit documents no rule; in real logs that say, UIKit broke one of the app's fixed sizes when the list has one, else most often the first of the app's constraints listed, so Autocell breaks that one: here \(broken.text)"
        }
        switch container {
        case .tableCell, .tableHeaderFooter, .collectionCell:
            return "the most recently added member that the \(containerNoun) did not add itself is broken (the \(containerNoun)'s own UIView-Encapsulated-Layout constraints never are): here \(broken.text)"
        case .none:
            return "the most recently added member is broken (sizes UIKit holds a view at, UIView-Encapsulated-Layout, never are): here \(broken.text)"
        }
    }

    func explain(_ conflict: LayoutConflict, row: RowContent) throws(LayoutError) -> ConflictExplanation {
        let (fixes, untried) = try fixes(for: conflict, row: row)
        let template = content.template(named: row.template)?.cell ?? CellTemplate(name: row.template)
        return ConflictExplanation(
            conflict: conflict, constraints: conflict.members.map { ConstraintExplanation($0, holder: container) }, brokenIndex: conflict.brokenIndex,
            rule: rule(broken: conflict.brokenMember),
            fixes: fixes, untriedFixes: untried, note: note(for: conflict),
            arithmetic: ConflictArithmetic.of(conflict.members, rightToLeft: content.settings.layoutDirection.isRightToLeft),
            log: UIKitConflictLog.log(conflict, template: template, classNames: classNames))
    }

    // MARK: Fixes

    /// Ways out of `conflict`, each kept only if the row, laid out again with it, has no
    /// conflict left and no more ambiguity than before, in the order a senior engineer would
    /// try them (Documentation/Explain.md, "Ways out", each rule with its reason):
    /// 1. a SwiftUI hosting view's size is its content's ideal size: make that flexible;
    /// 2. a view the app pins that still has its autoresizing-mask constraints: turn the mask
    ///    off (the log's own note says so);
    /// 3. an edge or size of a view placed twice (two of the app's equalities on one anchor,
    ///    or more than a view's two degrees of freedom on one axis): remove the duplicate;
    /// 4. a row held at UIKit's default height less the separator (43.5, 43.667, 43.333),
    ///    which the chain exceeds: the table is not self-sizing, so let it size the row;
    /// 5. the app's own constraint that closes the chain (the one UIKit's rule breaks, else the
    ///    last the app added) lowered: to 999 when the container holds the cell at a size,
    ///    which is all it takes when that size is the container's first pass at 0 pt; then
    ///    that constraint, if an equality, made a bound;
    /// 6. the container's own sizing (a table's row height, a header's, a collection view's
    ///    item size), only when the log shows that container;
    /// 7. the app's other constraints in the chain lowered, constants on whole pixels,
    ///    autoresizing masks turned off, constraints removed.
    /// A change that leaves a view more than a fifth below a size the app fixes for it (a 70 pt
    /// icon at 29.5) or, in a fixture, a view at 0 or two views overlapping is kept after every
    /// change that does not, and says so.
    /// Never a change to what UIKit makes (the encapsulated size, margin guides, stack views'
    /// constraints), to constraints among Apple's private views only, or to a cell's
    /// contentView's autoresizing.
    func fixes(for conflict: LayoutConflict, row: RowContent) throws(LayoutError) -> (found: [String], untried: Int) {
        let baseline = try check(row) { $0 }
        var found: [String] = []
        var squeezing: [String] = []
        // Each check lays the row out again, at a cost that grows with the square of the
        // template's size (a system built constraint by constraint); on thousands of
        // constraints a check per member of a long chain would be cubic. Past the budget,
        // changes are counted as not checked (and said).
        let template = content.template(named: row.template)?.cell
        let count = Double((template?.constraints.count ?? 0) + (template?.views.count ?? 0))
        let size = max(1, Int((count * count / 1_000).rounded(.up)))
        var budget = Self.fixSearchBudget - size
        var untried = 0
        func keep(_ text: String, holding: Bool = true, tableWidth: Double? = nil, _ change: ([LayoutConstraint]) -> [LayoutConstraint]) throws(LayoutError) {
            guard !found.contains(text), !squeezing.contains(where: { $0.hasPrefix(text) }) else { return }
            guard budget >= size else {
                untried += 1
                return
            }
            budget -= size
            let after = try check(row, holding: holding, tableWidth: tableWidth, change)
            guard after.conflicts == 0 && after.ambiguous <= baseline.ambiguous else { return }
            // A fixture's view UIKit's own recovery shows (the row as laid out with the
            // conflict) that the change leaves at 0 on a side. (A log's views are sized only by
            // what the log says and the weakest of pulls: not judged.)
            let flattened = after.sizes.sorted { $0.key < $1.key }.first { name, size in
                guard let before = baseline.sizes[name] else { return false }
                return (before.width >= 1 && size.width < 0.5) || (before.height >= 1 && size.height < 0.5)
            }
            // In a first pass at 0 pt everything is squeezed for that pass only: not counted.
            let overlap = after.overlaps.first { !baseline.overlaps.contains($0) }
            if !firstPass, let harm = after.squeezed.map({ "squeezes \($0)" }) ?? flattened.map({ "squeezes \($0.key) to 0 pt" }) ?? overlap {
                squeezing.append("\(text) — but it \(harm)")
            } else {
                found.append(text)
            }
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
        // A temporary size of 0 UIKit gives a view it measures (`_UITemporaryLayoutWidth == 0`),
        // or a frame of 0 an autoresizing mask passes on (a view not laid out yet), is the same
        // first pass.
        let firstPass = (conflict.members.contains { $0.origin == .encapsulatedWidth } && content.settings.width == 0)
            || (conflict.members.contains { $0.origin == .encapsulatedHeight } && heldHeight == 0)
            || conflict.members.contains { $0.constraint.map { Self.isZeroHold($0) } ?? false }
        // 1. A hosting view's size constraint is the SwiftUI content's ideal size.
        for constraint in required where isHostingView(constraint.first.view) && constraint.first.attribute.isDimension && constraint.second == nil {
            var lowered = constraint
            lowered.priority = Priority(999)
            try keep("\(constraint.first.view)'s \(constraint.first.attribute.rawValue) == \(numberText(constraint.constant)) is its SwiftUI content's ideal size (what UIHostingController's sizingOptions = .intrinsicContentSize passes on): let the content fit the space it is given (.frame(maxWidth: .infinity), or .fixedSize(horizontal: false, vertical: true) for text) instead of insisting on that size") { list in
                list.map { $0 == constraint ? lowered : $0 }
            }
        }
        // 2. A view the app pins while its autoresizing mask still makes constraints: the
        // mask was never turned off (never Apple's private views, a window, or a cell's
        // contentView, whose autoresizing the cell relies on).
        let masked = Set(required.filter { $0.identifier == Self.autoresizing }.map(\.first.view))
        // The app places the view: it is the first item of one of the app's constraints (UIKit
        // prints a constraint's subject first, `label.centerY == view.centerY`, and a VFL line's
        // view before its superview `|`); a view only others pin to (`[label]-(8)-|` inside
        // it) is a container the mask sizes by its frame, as it should.
        let pinnedByApp = Set(editable.map { subject(of: $0).view })
        // A child view controller's root view is of a private class (`_UIPageViewControllerContentView`,
        // a navigation controller's `UILayoutContainerView`), but the app embeds it
        // (`addChild`, `addSubview(child.view)`) and so owns its mask.
        func maskable(_ view: String) -> Bool {
            guard view != CellTemplate.contentView, classNames[view] != "UIWindow" else { return false }
            return !isApplesView(view) || classNames[view].map(Self.controllerRootViewClasses.contains) == true
        }
        for view in masked.intersection(pinnedByApp).sorted() where maskable(view) {
            try keep("set \(view).translatesAutoresizingMaskIntoConstraints = false: the app pins it, but its autoresizing mask still turns its frame into constraints (the NSAutoresizingMaskLayoutConstraint members)") { list in
                list.filter { !($0.identifier == Self.autoresizing && $0.first.view == view) }
            }
        }
        // 3. An anchor placed twice: the duplicate goes.
        // A removal is offered once, with its reason when a rule gives one.
        var removals: Set<LayoutConstraint> = []
        func remove(_ constraint: LayoutConstraint, _ reason: String? = nil) throws(LayoutError) {
            guard removals.insert(constraint).inserted else { return }
            try keep("remove \(constraint)\(reason.map { ": \($0)" } ?? "")") { list in list.filter { $0 != constraint } }
        }
        for (duplicate, reason) in duplicatePlacements(editable, broken: conflict.brokenMember.constraint, held: held || firstPass) {
            try remove(duplicate, reason)
        }
        // 3b. A stack view's arranged subview the app also pins on an edge the stack places
        // (`UISV-canvas-connection`, `UISV-spacing`): the stack owns its arranged subviews'
        // positions, so the app's pin is one too many (Apple's UIStackView documentation: the
        // stack view manages the layout of its arranged subviews).
        let stacked = conflict.members.compactMap(\.constraint).filter { ($0.identifier ?? "").hasPrefix("UISV-") && $0.identifier != "UISV-hiding" }
        func isStackView(_ view: String) -> Bool { classNames[view]?.contains("StackView") ?? false }
        for constraint in editable where constraint.relation == .equal {
            let anchor = subject(of: constraint)
            guard !isStackView(anchor.view), let stack = stacked.first(where: { uisv in
                (uisv.first == anchor && uisv.second.map { isStackView($0.view) } == true) || (uisv.second == anchor && isStackView(uisv.first.view))
            }) else { continue }
            let stackView = stack.first == anchor ? (stack.second?.view ?? "") : stack.first.view
            try remove(constraint, "\(anchor.view) is an arranged subview of \(stackView), which already places its \(anchor.attribute.rawValue) (\(stack.identifier ?? "UISV")); pin the stack view instead, or give it layoutMargins for the inset")
        }
        // 4. A row held at UIKit's default row height, which the chain exceeds: the table uses
        // its default rowHeight (44) and does not size the row.
        if held, container == .tableCell, let heldHeight, Self.isDefaultRowHeight(heldHeight), let sizing = containerSizing(heldHeight) {
            try keep(sizing, holding: false) { $0 }
        }
        // 4a. A conflict that appears only on a narrower screen (the log's container held at
        // the width where it starts, `LoggedLayout.assumedWidth`): a fixed size of the app's
        // (`tipView.width >= 300`) is what does not fit; just below required, it gives way on
        // narrow screens and holds on the rest.
        if let screen = conflict.members.compactMap(\.constraint).first(where: { $0.identifier == LoggedLayout.assumedWidth }) {
            for size in editable where size.second == nil && size.first.attribute == screen.first.attribute && size.constant > 0 {
                var lowered = size
                lowered.priority = Priority(999)
                try keep("lower \(size.first) to 999 (\(lowered)): \(size.first.view)'s \(size.first.attribute.rawValue) of \(size.relation == .equal ? "" : "at least ")\(numberText(size.constant)) pt does not fit when \(screen.first.view) is \(numberText(screen.constant)) pt or narrower; at 999 it gives way on narrow screens and holds on wider ones (or make it fit: a smaller constant, or a multiplier of the screen's width)") { list in
                    list.map { $0 == size ? lowered : $0 }
                }
            }
        }
        // 4b. A view the app (or a library) collapses to 0 with a required size of its own
        // (`header.height == 0`, no identifier: UIKit's own zero sizes carry one) while views
        // are pinned inside it: the content cannot shrink to nothing, so the collapse is what
        // gives way (999: the view is as small as its content allows), or the view is hidden
        // instead of squeezed (isHidden; in a stack view, its arranged subview hidden).
        for collapse in editable where collapse.second == nil && collapse.relation == .equal && collapse.constant == 0
            && collapse.first.attribute.isDimension && !isFrame(collapse.first.view) {
            let view = collapse.first.view
            let holdsContent = editable.contains { other in
                other != collapse && other.second != nil && (other.first.view == view || other.second?.view == view)
                    && other.first.view != other.second?.view
            }
            guard holdsContent else { continue }
            var lowered = collapse
            lowered.priority = Priority(999)
            try keep("lower \(collapse.first) to 999 (\(lowered)): \(view) is collapsed to 0 with views pinned inside it, which cannot shrink to nothing; at 999 it is as small as its content allows (or hide \(view) instead of collapsing it: isHidden)") { list in
                list.map { $0 == collapse ? lowered : $0 }
            }
        }
        // 5. The app's constraint that closes the chain, lowered; then the same constraint as
        // a bound.
        // A log's cell held at a fixed size (its height or width): just below required, the
        // usual one-line fix for a row height conflict; otherwise 900, as seed 001's fix.
        let level = Priority(held && !holdsRowsOnPixelGrid || firstPass ? 999 : 900)
        var triedLowering: Set<LayoutConstraint> = []
        func lower(_ constraint: LayoutConstraint, why: String = "it gives way instead of breaking") throws(LayoutError) {
            guard triedLowering.insert(constraint).inserted else { return }
            var lowered = constraint
            lowered.priority = level
            try keep("lower \(constraint.first) to \(level) (\(lowered)): \(why)") { list in
                list.map { $0 == constraint ? lowered : $0 }
            }
        }
        // The closing constraint: the first of the app's whose lowering squeezes no view below
        // the size the app fixes for it, UIKit's broken one first, then a pin to a far edge
        // (bottom, trailing: where a chain ends), then the rest as listed.
        // When the log does not say what UIKit broke, the one Autocell breaks in its place is a
        // guess: the far-edge pin comes first.
        let farEdges: Set<LayoutAttribute> = [.bottom, .trailing, .right, .lastBaseline]
        let isFarPin = { (constraint: LayoutConstraint) in farEdges.contains(constraint.first.attribute) && constraint.second != nil }
        let guessed = guessedBroken != nil && conflict.brokenMember.constraint == guessedBroken
        let closingOrder = guessed
            ? editable.filter(isFarPin) + editable.filter { !isFarPin($0) }
            : editable.prefix(1) + editable.dropFirst().filter(isFarPin) + editable.dropFirst().filter { !isFarPin($0) }
        for closing in closingOrder {
            let before = found.count
            if firstPass {
                try lower(closing, why: "the \(containerNoun) holds \(heldNoun) at 0 pt only in its first layout pass, before \(heldNoun) has its real size; at 999 the constraint gives way in that pass and holds afterwards")
            } else {
                try lower(closing)
            }
            if found.count > before || budget < size { break }
        }
        // A first pass at 0 pt: the container could give the view its real size before its
        // first layout instead (checked at an iPhone's 375 pt, or at the height the chain needs);
        // only for a view of the app's (a bar's or keyboard's private view is UIKit's to size).
        if firstPass {
            let zeroWidth = conflict.members.contains { $0.constraint.map { Self.isZeroHold($0, .width) } ?? false }
                || (conflict.members.contains { $0.origin == .encapsulatedWidth } && content.settings.width == 0)
            let attribute: LayoutAttribute = zeroWidth ? .width : .height
            let heldView = conflict.members.compactMap(\.constraint).first { Self.isZeroHold($0) }?.first.view ?? CellTemplate.contentView
            if !isApplesView(heldView) && !(classNames[heldView].map(Self.isApplePrivateClass) ?? false) {
                try keep("give \(heldView) its real \(attribute.rawValue) before its first layout (create it with the frame it will have, e.g. init(frame:) with its container's width, or add these constraints once it is in its container): the pass at 0 pt then never happens",
                         holding: zeroWidth, tableWidth: zeroWidth ? 375 : nil) { list in
                    list.filter { !Self.isZeroHold($0, attribute) }
                }
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
        // 6. The container's own sizing, when the log shows the container.
        if held, let heldHeight, let sizing = containerSizing(heldHeight) {
            try keep(sizing, holding: false) { $0 }
        }
        // 6b. A table cell's contentView given a width of its own (a bare required
        // `contentView.width == N`, which UIKit's own sizes never are: theirs carry
        // `UIView-Encapsulated-Layout-Width`): a template-cell height calculator's width fence
        // (FDTemplateLayoutCell's `widthFenceConstraint`, the `systemLayoutSizeFitting`
        // template pattern). Besides lowering it, the table can size its rows itself, and the
        // fence, with the template cell, goes.
        let fences = editable.filter { constraint in
            constraint.first.view == CellTemplate.contentView && constraint.first.attribute == .width && constraint.second == nil
                && constraint.relation == .equal && constraint.identifier == nil
        }
        if container == .tableCell, !fences.isEmpty {
            let widths = fences.map { numberText($0.constant) }.joined(separator: " and ")
            try keep("let the table size its rows itself: tableView.rowHeight = UITableView.automaticDimension with an estimatedRowHeight, instead of measuring a template cell at a fixed width (contentView.width == \(widths) is a template-cell height calculator's width fence, such as FDTemplateLayoutCell's)", holding: false) { list in
                list.filter { !fences.contains($0) }
            }
        }
        // 7. The rest of the app's constraints in the chain, lowered.
        for constraint in editable { try lower(constraint) }
        if conflict.members.contains(where: { $0.origin == .encapsulatedHeight }) {
            let grid = PixelGrid(scale: content.settings.scale)
            for constraint in editable where !grid.isOnGrid(constraint.constant) {
                var rounded = constraint
                rounded.constant = grid.roundToViewScale(constraint.constant)
                try keep("round the constant of \(constraint) to whole pixels (\(rounded)): the row height then needs no rounding") { list in
                    list.map { $0 == constraint ? rounded : $0 }
                }
            }
        }
        // Constraints translated from an autoresizing mask go away with the mask: the app's
        // own views only (never Apple's private ones, never a cell's contentView, whose
        // autoresizing the cell relies on).
        for view in masked.subtracting(pinnedByApp).sorted() where maskable(view) {
            try keep("set \(view).translatesAutoresizingMaskIntoConstraints = false (its autoresizing-mask constraints go)") { list in
                list.filter { !($0.identifier == Self.autoresizing && $0.first.view == view) }
            }
        }
        for constraint in editable { try remove(constraint) }
        return (found + squeezing, untried)
    }

    /// Whether `constraint` is a size of 0 UIKit holds a view at before it has its real one
    /// (`UIView-Encapsulated-Layout-Width == 0`, `_UITemporaryLayoutHeight == 0`, an autoresizing
    /// mask's frame of 0), on `attribute` when given.
    static func isZeroHold(_ constraint: LayoutConstraint, _ attribute: LayoutAttribute? = nil) -> Bool {
        guard constraint.second == nil, constraint.constant == 0, constraint.first.attribute.isDimension,
              attribute.map({ $0 == constraint.first.attribute }) ?? true, let identifier = constraint.identifier else { return false }
        return identifier.hasPrefix("UIView-Encapsulated-Layout") || identifier.hasPrefix("_UITemporaryLayout") || identifier == autoresizing
    }

    /// UIKit's default row height, 44 pt, less the separator at 2x, 3x or 1.5x (what
    /// `UIView-Encapsulated-Layout-Height` holds a row of the default height at: 43.5, 43.667,
    /// 43.333): a table that holds a row there uses its default `rowHeight` and does not size
    /// rows by their constraints. (44 itself is also the height of a cell not in a table, a
    /// template cell being measured: not taken as the default row.)
    static func isDefaultRowHeight(_ height: Double) -> Bool {
        let defaults: [Double] = [43.5, 44.0 - 1.0 / 3.0, 44.0 - 2.0 / 3.0]
        return defaults.contains { abs($0 - height) < 0.002 }
    }

    /// The app's equalities that place one anchor twice, each with why it is the one to go:
    /// two of them on the same edge or size of one view (`lockIcon.width == 40` and `== 24`,
    /// `navigationBar.top == superview.top` and `== topLayoutGuide.bottom - 20`), or a view
    /// given more than its two degrees of freedom on one axis by the app's equalities alone
    /// (`top`, `bottom` and `centerY`; `width`, `centerX` and `right`). Of a pair, the one UIKit
    /// broke goes first (its recovery already does without it), else the later one written;
    /// of an over-placed axis, a centre (both edges already place the view), else a fixed size
    /// (both edges already size it).
    func duplicatePlacements(_ editable: [LayoutConstraint], broken: LayoutConstraint?, held: Bool) -> [(LayoutConstraint, String)] {
        let equalities = editable.filter { $0.relation == .equal }
        var result: [(LayoutConstraint, String)] = []
        func add(_ constraint: LayoutConstraint, _ reason: String) {
            if !result.contains(where: { $0.0 == constraint }) { result.append((constraint, reason)) }
        }
        // The same anchor the subject (first item) of two equalities: UIKit prints the view a
        // constraint places first (`navigationBar.top == view.top`, and a VFL line's view before
        // its superview), so a superview's edge that many views pin to is never counted.
        var byAnchor: [Anchor: [LayoutConstraint]] = [:]
        for constraint in equalities {
            byAnchor[subject(of: constraint), default: []].append(constraint)
        }
        for (anchor, list) in byAnchor.sorted(by: { "\($0.key)" < "\($1.key)" }) where list.count >= 2 && !Self.isContainerAnchor(anchor) {
            // Along the axis a held row grows (a self-sizing chain), an edge tied to two other
            // views is a link of the chain; only two fixed sizes, or two rules against the same
            // anchor, are a duplicate there.
            if held, sizesByContent(anchor.attribute.axis) {
                let others = Set(list.map { $0.second.map { "\($0)" } ?? "constant" })
                guard others.count < list.count || others == ["constant"] else { continue }
            }
            let ordered = list.sorted { a, b in
                if a == broken { return true }
                if b == broken { return false }
                return (a.source?.line ?? 0) > (b.source?.line ?? 0)
            }
            for (index, constraint) in ordered.enumerated() {
                let other = ordered[index == 0 ? 1 : 0]
                add(constraint, "\(other) already places \(anchor): one required rule too many (keep the one meant, and change its constant instead of adding another)")
            }
        }
        // A view whose edges on one axis are both placed, and its centre too (the app's
        // equalities, the view their subject): the centre rule is one too many. Both edges and a
        // fixed size on an axis the container does not size by its content (a table cell's
        // width; any axis of a view no table or collection view holds): the fixed size is one
        // too many. (On the axis a self-sizing row grows along, both edges and a fixed size is
        // the usual chain, not a duplicate; a centre is still counted where nothing holds.)
        var byAxis: [String: [LayoutConstraint]] = [:]
        for constraint in equalities where !Self.isContainerAnchor(subject(of: constraint)) {
            let anchor = subject(of: constraint)
            byAxis["\(anchor.view)|\(anchor.attribute.axis)", default: []].append(constraint)
        }
        // Centres first: a centre beside an edge is the likelier mistake than a size.
        var sizes: [(LayoutConstraint, String)] = []
        for (key, list) in byAxis.sorted(by: { $0.key < $1.key }) where list.count >= 3 && list.contains(where: { $0.second != nil }) {
            let view = String(key.prefix { $0 != "|" })
            let axis = list[0].first.attribute.axis
            let attributes = Set(list.map { subject(of: $0).attribute })
            let edges = attributes.intersection([.left, .right, .leading, .trailing, .top, .bottom]).count
            let size = list.first { $0.first.attribute.isDimension && $0.second == nil }
            if !held, edges >= 2 || (edges >= 1 && size != nil), let centre = list.first(where: { [.centerX, .centerY].contains(subject(of: $0).attribute) }) {
                add(centre, "\(edges >= 2 ? "\(view)'s two edges" : "an edge and the size of \(view)") already place it: its centre rule is one too many")
            } else if edges >= 2, let size, !sizesByContent(axis) {
                sizes.append((size, "\(view)'s edges are both pinned, which sizes it: the fixed \(size.first.attribute.rawValue) is one too many"))
            }
        }
        for (size, reason) in sizes { add(size, reason) }
        return result
    }

    /// Whether the container sizes what it holds along `axis` by its content: a table's rows
    /// and section views grow in height (self-sizing); a collection view's items may grow either
    /// way; a view nothing holds, neither.
    func sizesByContent(_ axis: Axis) -> Bool {
        switch container {
        case .tableCell, .tableHeaderFooter: axis == .vertical
        case .collectionCell: true
        case .none: false
        }
    }

    /// The anchor a constraint places: its first item, as UIKit prints the view a constraint
    /// places first, unless that is the contentView or a layout guide and the second a view
    /// (`margins.trailing == imageView.trailing - 8`, as Interface Builder may write it).
    func subject(of constraint: LayoutConstraint) -> Anchor {
        guard let second = constraint.second, isFrame(constraint.first.view), !isFrame(second.view) else { return constraint.first }
        return second
    }

    /// The contentView or a layout guide: what views are placed against.
    private func isFrame(_ view: String) -> Bool {
        view == CellTemplate.contentView || (classNames[view]?.hasSuffix("LayoutGuide") ?? false) || LayoutGuide.split(view) != nil
    }

    /// Whether an anchor belongs to the cell's contentView, which many views pin to.
    static func isContainerAnchor(_ anchor: Anchor) -> Bool { anchor.view == CellTemplate.contentView }

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
        var known = ""
        if let negative = constraints.first(where: { $0.second == nil && $0.first.attribute.isDimension && $0.constant < 0 && $0.identifier == nil }) {
            known = ". A size of \(numberText(negative.constant)) can never hold; UIAlertController's action sheet adds this one (`UIView.width == - 16`) on iOS 12.2 and later, a bug of Apple's reported widely (Stack Overflow 55372093): the alert shows as it should"
        } else if constraints.contains(where: { $0.identifier == "_UIScrollViewAutomaticContentSizeConstraint" }) {
            known = ". It is the content size UIKit keeps for a scroll view (for a table, from its rows' heights and estimated heights); a negative one comes from estimated row heights larger than the real ones while rows are inserted or deleted (iOS 7 and 8): give tableView(_:estimatedHeightForRowAt:) values close to the real heights"
        }
        // A stack view hidden as another stack's arranged subview (`UISV-hiding`, its height or
        // width 0) while its own arranged subviews keep their spacing (`UISV-spacing`): the
        // nested-stack pattern. The hidden stack draws nothing whichever constraint UIKit
        // breaks; the log goes once the inner stack's spacing can collapse too.
        if known.isEmpty, let hidden = constraints.first(where: { $0.identifier == "UISV-hiding" }),
           constraints.contains(where: { $0.identifier == "UISV-spacing" && $0.constant > 0 }) {
            known = ". \(hidden.first.view) is hidden by the stack view it is arranged in (UISV-hiding holds it at 0) while its own arranged subviews keep their spacing (UISV-spacing): a nested stack view hidden whole. It draws nothing either way; to end the log, set \(hidden.first.view).spacing = 0 while it is hidden (and back when shown), hide its arranged subviews instead of it, or put it in a plain wrapper view whose bottom constraint is at 999"
        }
        // Held at 0 by its container: a pass before the view has its real size.
        if known.isEmpty, let zero = constraints.first(where: { constraint in
            constraint.second == nil && constraint.constant == 0 && constraint.first.attribute.isDimension
                && ((constraint.identifier ?? "").hasPrefix("UIView-Encapsulated-Layout") || (constraint.identifier ?? "").hasPrefix("_UITemporaryLayout"))
        }) {
            known = ". Its container holds \(zero.first.view) at 0 pt (\(zero.identifier ?? "")): a layout pass before it has its real size. If the final layout is right, that pass is all there is; if not, give \(zero.first.view) its size before its first layout (the width of the cell, header or view it sizes in, or systemLayoutSizeFitting with a real width)"
        }
        return "every constraint here is UIKit's own (one UIKit made, or among its private views), on \(views.joined(separator: ", ")): nothing the app wrote takes part, so there is nothing of the app's to change. UIKit recovers by breaking one of its own constraints; unless something on screen is wrong, this log is UIKit's noise\(known)"
    }

    /// Whether every constraint the first template declares (a rebuilt log's) is UIKit's own or
    /// among Apple's views: nothing of the app's takes part.
    public var isApplesOwn: Bool {
        guard let template = content.templates.values.first?.cell else { return false }
        let declared = template.constraints.filter { $0.identifier != "autocell-placement" }
        return !declared.isEmpty && declared.allSatisfy { Self.isMadeByUIKit($0) || isAmongApplesViews($0) }
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
        if applesViews.contains(view) { return true }
        guard let className = classNames[view] else { return false }
        return Self.isApplePrivateClass(className)
    }

    /// Whether every view `constraint` relates is one of Apple's private views. A size the log
    /// gives a cell's contentView alone without UIKit's identifier is not: UIKit's own carry
    /// one (`UIView-Encapsulated-Layout-Width`), so an app or a library (FDTemplateLayoutCell's
    /// width fence) added it.
    private func isAmongApplesViews(_ constraint: LayoutConstraint) -> Bool {
        if constraint.second == nil, constraint.identifier == nil, constraint.first.view == CellTemplate.contentView, container != .none {
            return false
        }
        // A layout guide belongs to its view: a constraint between an Apple's view and a guide
        // (its margins, a bar's content guide) is as Apple's as the view.
        let views = [constraint.first.view] + (constraint.second.map { [$0.view] } ?? [])
        let solid = views.filter { !(classNames[$0]?.hasSuffix("LayoutGuide") ?? false) }
        guard !solid.isEmpty else { return views.allSatisfy(isApplesView) }
        return solid.allSatisfy(isApplesView)
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

    /// The private classes of view controllers' root views, which an app embedding the
    /// controller as a child places itself (Apple's "Implementing a container view controller":
    /// the container adds the child's view and sizes it, with constraints or a frame).
    static let controllerRootViewClasses: Set<String> = [
        "_UIPageViewControllerContentView", "UILayoutContainerView", "_UISplitViewControllerPanelImplView",
    ]

    /// Apple's private views whose class names carry no prefix (the keyboard's QuickType bar,
    /// `SystemInputAssistantView`, in every "assistantHeight" log since iOS 13).
    static let unprefixedPrivateClasses: Set<String> = ["SystemInputAssistantView", "TUISystemInputAssistantView", "TUIPredictionView"]

    /// Whether a class name is Apple's private machinery (see `publicViewClasses`); an app's
    /// classes (module-qualified, or without Apple's prefixes) never are.
    public static func isApplePrivateClass(_ className: String) -> Bool {
        // An app's Swift class prints mangled (`_TtC5MyApp11ProfileView`): the app's own.
        if let swift = SwiftClassName(className) { return swift.isApples }
        if className.hasPrefix("_") { return true }
        if className.contains(".") { return false }
        if unprefixedPrivateClasses.contains(className) { return true }
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
            // The width a log's container is held at to find where it conflicts: the screen's.
            || identifier == LoggedLayout.assumedWidth
    }

    /// Conflicts and ambiguous views of `row` laid out alone, with its template's constraints
    /// changed by `change`.
    /// `holding: false` lets the row take its fitting height rather than the log's.
    /// `squeezed`: a view the changed layout leaves more than a fifth below a size the app
    /// fixes for it (a required `icon.height == 70` the change lowered, or one it left that
    /// another now overrides), in words; a size the change removes is the change's own, not
    /// counted.
    private func check(_ row: RowContent, holding: Bool = true, tableWidth: Double? = nil, _ change: ([LayoutConstraint]) -> [LayoutConstraint]) throws(LayoutError) -> (conflicts: Int, ambiguous: Int, squeezed: String?, sizes: [String: Size], overlaps: [String]) {
        var changed = content
        // Another width is a trait like any other: the one resolve step applies it.
        if let tableWidth { changed = changed.resolved(for: TraitCollection(width: tableWidth)) }
        var sizes: [LayoutConstraint] = []
        if var template = content.template(named: row.template) {
            let constraints = change(template.cell.constraints)
            // The app's required fixed sizes the change keeps in some form (lowered, or made a bound).
            // Not the contentView's (the size the container holds it at decides it), nor a view a
            // stack view hides (`UISV-hiding` makes it 0 on purpose).
            // Nor a SwiftUI hosting view's, which is its content's ideal size, meant to give way.
            let hidden = Set(template.cell.constraints.filter { $0.identifier == "UISV-hiding" }.map(\.first.view))
            struct Kept: Hashable { var anchor: Anchor; var constant: Double }
            let kept = Set(constraints.filter { $0.second == nil }.map { Kept(anchor: $0.first, constant: $0.constant) })
            sizes = template.cell.constraints.filter { constraint in
                constraint.first.view != CellTemplate.contentView && !hidden.contains(constraint.first.view) && !isHostingView(constraint.first.view)
                    && constraint.second == nil && constraint.first.attribute.isDimension && constraint.relation == .equal && constraint.constant > 0
                    && constraint.priority.isRequired && !Self.isMadeByUIKit(constraint) && constraint.identifier != "autocell-placement"
                    && kept.contains(Kept(anchor: constraint.first, constant: constraint.constant))
            }
            template.cell.constraints = constraints
            changed.templates[row.template] = template
        }
        // Whether anything conflicts is all a check asks: no search for a conflict's fewest members.
        let layouter = TableLayouter(changed, measurer: measurer, reportsAmbiguity: reportsAmbiguity, explainsConflicts: false)
        let laidOut = try layout(row, at: RowIndexPath(row: 0, section: 0), y: 0, with: layouter, holding: holding)
        var squeezed: String?
        for size in sizes {
            guard let frame = laidOut.cell.views.first(where: { $0.name == size.first.view })?.frame else { continue }
            // Squeezed: by more than a fifth of its size (a 70 pt icon at 29.5). A few points off
            // a large block (366 pt at 359) is the give a senior engineer accepts.
            let actual = size.first.attribute == .width ? frame.width : frame.height
            if actual < size.constant * 0.8 - 0.5 {
                squeezed = "\(size.first.view) to \(numberText((actual * 100).rounded() / 100)) pt (\(size))"
                break
            }
        }
        // A fixture's views' sizes, and its sibling views that overlap by more than a point each
        // way (a log's views are placed only as far as the log says: not judged).
        var sizesByView: [String: Size] = [:]
        var overlaps: [String] = []
        if reportsAmbiguity, let template = changed.template(named: row.template)?.cell {
            for view in laidOut.cell.views where view.name != CellTemplate.contentView {
                sizesByView[view.name] = Size(width: view.frame.width, height: view.frame.height)
            }
            let parents = Dictionary(template.views.map { ($0.name, $0.parent ?? CellTemplate.contentView) }, uniquingKeysWith: { first, _ in first })
            let shown = laidOut.cell.views.filter { $0.name != CellTemplate.contentView && $0.hidden != true && $0.frame.width > 0.5 && $0.frame.height > 0.5 }
            for (index, a) in shown.enumerated() {
                for b in shown[(index + 1)...] where parents[a.name] == parents[b.name] {
                    let width = min(a.frame.x + a.frame.width, b.frame.x + b.frame.width) - max(a.frame.x, b.frame.x)
                    let height = min(a.frame.y + a.frame.height, b.frame.y + b.frame.height) - max(a.frame.y, b.frame.y)
                    if width > 1 && height > 1 { overlaps.append("leaves \(a.name) and \(b.name) overlapping") }
                }
            }
        }
        return (laidOut.cell.conflicts.count, laidOut.cell.ambiguous.count, squeezed, sizesByView, overlaps)
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
