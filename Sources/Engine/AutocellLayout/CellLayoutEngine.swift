import AutocellText
import AutocellSolver
import AutocellDrawing

/// Lays out cells of one template the way Auto Layout lays out a self-sizing table cell.
///
/// The constraint system is built once per template (`CellSystem`, UIKit's
/// `didSetupConstraints`). Each row then only changes constants (`RowFitter`): texts measured
/// by Pango become new intrinsic sizes, a new width moves the fence, multi-line labels are
/// measured again at the width they were given until the widths settle. A table then holds the
/// row at its height (`hold(at:)`, through the held copy of `HeldRow`); what cannot be
/// satisfied is recovered from and reported as UIKit does (`RowSolver`, `ConflictReporter`).
///
/// Owns a `TextMeasurer`, so, like it, one engine belongs to one thread.
public final class CellLayoutEngine {
    public let template: CellTemplate
    public let measurer: TextMeasurer
    /// How many solve → re-measure rounds a multi-line label gets before it is reported unsettled.
    public var maximumPasses: Int {
        get { fitter.maximumPasses }
        set { fitter.maximumPasses = newValue }
    }
    /// Whether `layout` reports ambiguous views. The check probes the solver on copies, so
    /// callers that only need frames (painting, heights) can turn it off.
    public var reportsAmbiguity = true
    /// Whether `layout` reports how each constraint stands, intrinsic sizes, baselines and
    /// guides (`CellLayout.inspection`): what `autocell inspect` shows. Off for everything else.
    public var reportsInspection = false
    /// Pixels per point of the screen the cell is shown on (UIKit's `displayScale`). A row held
    /// less than a pixel away from its fitting height (the row height snapped to the pixel grid)
    /// leaves its views that much slack, which is not ambiguity: two layouts that differ by
    /// less than a pixel look the same, so ambiguity is judged at the fitting height then.
    public var displayScale = 1.0 {
        didSet {
            // Stacks round their spacings to the pixel grid: built again where that moves one.
            // So do labels' baselines (half a label's rounding to the pixel lies above its text).
            if hasStacks && StackArrangement.spacings(of: template, scale: displayScale) != StackArrangement.spacings(of: template, scale: oldValue)
                || displayScale != oldValue && template.views.contains(where: { $0.label != nil }) {
                parked.removeAll()
                ties.removeAll()
                tiePulls.removeAll()
                needsRebuild = true
            }
        }
    }
    /// How many constraint systems this engine has built: one per arrangement of its stacks'
    /// hidden subviews (and proportional lengths) that its rows asked for.
    package private(set) var systemsBuilt = 1

    // The system (swapped only between rows, for another arrangement of the stacks) and the
    // per-row state are touched hundreds of times a row, by this engine alone (one thread, no
    // re-entrant callbacks), so the runtime exclusivity checks on them are skipped.
    @exclusivity(unchecked) private var system: CellSystem
    @exclusivity(unchecked) private var rows: RowSolver
    @exclusivity(unchecked) private var fitter: RowFitter
    /// Whether the row laid out last was held in the held copy rather than in the live solver.
    private var heldInCopy = false
    /// Stack views arrange by constraints that depend on which arranged subviews a row hides
    /// (and, for `fillProportionally`, on their intrinsic lengths), as UIKit regenerates them
    /// when `isHidden` changes: one system per such arrangement, each built once and kept.
    private let hasStacks: Bool
    private let arrangedViews: ArrangedViews
    private var arrangement = StackSignature()
    private var parked: [StackSignature: Parked] = [:]
    private var needsRebuild = false
    /// Whether `result` breaks content priority ties as iOS does (off while exercising
    /// ambiguity, whose pulls move the tied views on purpose).
    private var breaksTies = true
    /// The ties said (`LayoutNotices`) by this engine, so a row that repeats one builds no text.
    private var saidTies: Set<AmbiguousView.Tie> = []
    /// The pulls that break content priority ties, kept in the solver of each arrangement
    /// (rows laid out without their ambiguity reported: painting, heights).
    private var tiePulls: [TiePulls.Key: [TiePulls.Pull]] = [:]
    /// Pulls made for one row whose ambiguity is reported, taken out after it.
    private var temporaryPulls: [ConstraintID] = []
    private enum TiePulls {
        struct Key: Hashable {
            var arrangement: StackSignature
            var views: [String]
            var axis: Axis
        }
        struct Pull {
            var id: ConstraintID
            var position: Int
        }
    }
    /// The content priority ties found for each suspicion (`ContentPriorityAmbiguity.suspect`)
    /// while ambiguity is not reported: the rows that raise the same one tie the same way.
    private var ties: [TieSuspicion: [AmbiguousView]] = [:]
    private struct TieSuspicion: Hashable {
        var arrangement: StackSignature
        var views: [Int]
    }

    /// What the cell is laid out in: the contentView's layout margins and safe area (a table
    /// works them out from its width and settings; alone, UIKit's 8 pt margins).
    public let environment: CellEnvironment

    /// Whether conflicts are found with their fewest members (on); off, a row only learns
    /// that a constraint could not hold (what a check of a possible fix needs).
    public let explainsConflicts: Bool

    /// `displayScale` given here builds the constraints for it at once (setting it later builds
    /// them again).
    public init(
        template: CellTemplate, measurer: TextMeasurer, environment: CellEnvironment = CellEnvironment(), explainsConflicts: Bool = true,
        displayScale: Double = 1
    ) throws(LayoutError) {
        try template.validate()
        self.displayScale = displayScale
        self.template = template
        self.measurer = measurer
        // A contentView's own margins (an Interface Builder file's) replace those it is given.
        var environment = environment
        if let own = template.contentViewLayoutMargins { environment.layoutMargins = own }
        self.environment = environment
        self.explainsConflicts = explainsConflicts
        hasStacks = template.views.contains { $0.stack != nil }
        arrangedViews = ArrangedViews(template)
        let signature = arrangedViews.signature(texts: [:], images: [:], state: RowState(), measurer: measurer, scale: displayScale)
        let built = try Self.build(template, arranged: arrangedViews, measurer: measurer, environment: environment, signature: signature, scale: displayScale, explainsConflicts: explainsConflicts)
        system = built.system
        rows = built.rows
        fitter = built.fitter
        arrangement = signature
    }

    /// A system, its solver and its fitter: one arrangement of the template's stacks.
    private struct Parked {
        var system: CellSystem
        var rows: RowSolver
        var fitter: RowFitter
    }

    private static func build(
        _ template: CellTemplate, arranged views: ArrangedViews, measurer: TextMeasurer, environment: CellEnvironment,
        signature: StackSignature, scale: Double?, explainsConflicts: Bool
    ) throws(LayoutError) -> Parked {
        var rows = RowSolver()
        rows.solver.explainsConflicts = explainsConflicts
        var arranged = template
        let (hidden, lengths) = views.named(signature)
        for index in arranged.views.indices {
            if let isHidden = hidden[arranged.views[index].name] { arranged.views[index].isHidden = isHidden }
        }
        let system = try CellSystem(
            template: arranged, measurer: measurer, environment: environment, stackLengths: lengths, scale: scale,
            into: &rows.solver)
        rows.reporter = system.reporter
        return Parked(system: system, rows: rows, fitter: RowFitter(viewCount: system.specs.count))
    }

    /// Makes the system of this row's arrangement of the stacks the live one.
    private func arrange(texts: [String: String], images: [String: Size?], state: RowState) {
        let signature = arrangedViews.signature(texts: texts, images: images, state: state, measurer: measurer, scale: displayScale)
        guard signature != arrangement || needsRebuild else { return }
        if !needsRebuild { parked[arrangement] = Parked(system: system, rows: rows, fitter: fitter) }
        needsRebuild = false
        var next = parked.removeValue(forKey: signature)
        if next == nil {
            do {
                next = try Self.build(template, arranged: arrangedViews, measurer: measurer, environment: environment, signature: signature, scale: displayScale, explainsConflicts: explainsConflicts)
                systemsBuilt += 1
            } catch {
                rows.record("building the constraints of a stack arrangement", error)
                return
            }
        }
        guard let next else { return }
        system = next.system
        rows = next.rows
        fitter = next.fitter
        arrangement = signature
    }

    /// The first solver error met while laying out (nil almost always). Inputs are checked
    /// before they reach the solver, so any error here is Autocell's own: layouts made after it
    /// may be wrong, and `CellLayout.internalError` carries it; the table layer turns it into a
    /// `LayoutError` with `isInternal`.
    public var internalError: String? { rows.internalError }

    /// Makes the solver's next activation fail with an internal error (tests only: no input
    /// reaches one).
    package func failNextSolverActivation() { rows.solver.failNextActivation() }

    // MARK: Layout

    /// Lays out one row at `width`, with label texts and image sizes replaced where given.
    ///
    /// Without `height` the contentView takes its fitting height
    /// (`systemLayoutSizeFitting(UILayoutFittingCompressedSize)`). With it, the contentView is
    /// held at that height by a required constraint, as a table holds a cell at its row height
    /// (`UIView-Encapsulated-Layout-Height`); content that cannot take exactly that height is
    /// a conflict, recovered from and reported the way UIKit does.
    public func layout(
        width: Double, height: Double? = nil, texts: [String: String] = [:], images: [String: Size?] = [:], state: RowState = RowState()
    ) -> CellLayout {
        let conflicts = fit(width: width, texts: texts, images: images, state: state)
        guard let height else { return result(rows.solver.solution(), of: rows.solver, conflicts: conflicts) }
        var held = hold(at: height)
        held.conflicts = conflicts + held.conflicts
        return held
    }

    /// The fitting height alone (and the conflicts met on the way), without building frames:
    /// what a table asks before it holds the cell at its row height with `hold(at:)`.
    public func fittingHeight(
        width: Double, texts: [String: String] = [:], images: [String: Size?] = [:], state: RowState = RowState()
    ) -> (height: Double, conflicts: [LayoutConflict]) {
        let conflicts = fit(width: width, texts: texts, images: images, state: state)
        return (rows.solver.values(of: [system.height])[0], conflicts)
    }

    /// `systemLayoutSizeFitting(UILayoutFittingCompressedSize)` under a required width fence.
    public func fittingSize(width: Double, texts: [String: String] = [:]) -> Size {
        let laidOut = layout(width: width, texts: texts)
        return Size(width: width, height: laidOut.height)
    }

    /// Measures now what laying out a row with these texts at `width` will measure first, so
    /// that a table can measure a batch of rows in one go and then solve them: Pango runs with
    /// its caches warm and the solver with its own, instead of each evicting the other on every
    /// row. The measurements wait for those rows in order (and in the measurer's cache); the
    /// frames do not change.
    public func prefetch(width: Double, texts: [String: String], state: RowState = RowState()) {
        fitter.prefetch(width: width, texts: texts, state: state, specs: system.specs, measurer: measurer)
    }

    private func fit(width: Double, texts: [String: String], images: [String: Size?], state: RowState) -> [LayoutConflict] {
        heldInCopy = false
        if hasStacks || needsRebuild { arrange(texts: texts, images: images, state: state) }
        return fitter.fit(width: width, texts: texts, images: images, state: state, system: system, rows: &rows, measurer: measurer, scale: displayScale)
    }

    /// The row just fitted by `fittingHeight` or `layout(width:texts:images:)`, held at
    /// `height` as a table holds a cell at its row height (`UIView-Encapsulated-Layout-Height`,
    /// required): only the height moves, texts stay measured. Content that cannot take exactly
    /// that height is a conflict, recovered from and reported as UIKit does. Before any row,
    /// the template's own texts at zero width stand in for one.
    public func hold(at height: Double) -> CellLayout {
        if fitter.lastRow == nil { _ = fit(width: 0, texts: [:], images: [:], state: RowState()) }
        heldInCopy = false
        // The live solver holds the row as fitted until it is held below. Held less than a
        // pixel from that height, the row's ambiguity is the fitted solver's: the optimal
        // layouts with the height at its fitted value are the same set whether the fitting
        // pull or the table holds it there, and judging it there costs no dual-simplex walk.
        var ambiguityAtFit: [AmbiguousView]?
        if reportsAmbiguity {
            let fitted = rows.solver.values(of: [system.height])[0]
            let slack = abs(height - fitted)
            if slack > 0 && slack < 1 / max(displayScale, 1) { ambiguityAtFit = system.ambiguousViews(of: rows.solver) }
        }
        // Expressions are `contentView.height - H`.
        let bounds = [(id: system.heightFloor, constant: -height), (id: system.heightCeiling, constant: -height)]
        // Most rows hold the way the last one did: the copy still holding the last row takes
        // this row's constant changes and the new height. A failure there costs nothing but
        // the shortcut: the row is held the long way below.
        if rows.held.matches(revision: rows.solver.revision) {
            var failure: (any Error)?
            let copy = rows.held.takeReplayed(with: bounds) { failure = $0 }
            if let failure { rows.record("holding the row in the held copy", failure) }
            if let copy {
                rows.held.keep(copy)
                heldInCopy = true
                return result(copy.solution(), of: copy, conflicts: [], ambiguity: ambiguityAtFit)
            }
        }
        for bound in bounds { rows.queue(bound.id, bound.constant) }
        let conflicts = rows.applyPending()
        let layout = result(
            rows.solver.solution(), of: rows.solver, conflicts: conflicts,
            ambiguity: conflicts.isEmpty ? ambiguityAtFit : nil)
        if conflicts.isEmpty {
            rows.held.keep(rows.solver)
        } else {
            rows.held.drop()
            // A constraint broken to hold the row may have pinned a label: look again next row.
            fitter.unpinWidths()
        }
        return layout
    }

    /// Two layouts of the row just laid out that satisfy its constraints equally well, with
    /// every ambiguous position and size pulled `offset` points one way, then the other (the
    /// weakest of pulls, so nothing pinned moves): UIKit's `exerciseAmbiguityInLayout`, shown
    /// side by side. Empty when nothing is ambiguous.
    public func exerciseAmbiguity(offset: Double = 30) -> [CellLayout] {
        // The row as shown is the held copy's; the constraints added here end the copy's use.
        if heldInCopy, let copy = rows.held.copy {
            rows.solver = copy
            heldInCopy = false
        }
        // Tie pulls sit at the exercise's own level and would hold the tied views still: out of
        // the solver for it (the next row that ties puts them back).
        for (key, pulls) in tiePulls where key.arrangement == arrangement {
            for pull in pulls { rows.attempt("releasing a content priority tie's pull") { try $0.remove(pull.id) } }
            tiePulls[key] = nil
        }
        fitter.tiePulls.removeAll()
        let free = rows.solver.ambiguousVariables()
        guard !free.isEmpty else { return [] }
        let start = rows.solver.solution()
        let reports = reportsAmbiguity, breaks = breaksTies
        reportsAmbiguity = false
        breaksTies = false
        defer {
            reportsAmbiguity = reports
            breaksTies = breaks
        }
        let current = result(start, of: rows.solver, conflicts: [])
        var layouts: [CellLayout] = []
        // Back, forward, and further forward: the first two that differ from the layout shown
        // and from each other, so a view free only one way still shows two new layouts.
        for direction in [-1.0, 1.0, 3.0] {
            var pulls: [ConstraintID] = []
            for variable in free {
                let pull = (variable == start[variable] + direction * offset).priority(1)
                if let id = rows.attempt("pulling an ambiguous variable", { try $0.add(pull, isProtected: true) }) {
                    pulls.append(id)
                }
            }
            let layout = result(rows.solver.solution(), of: rows.solver, conflicts: [])
            if layout.views != current.views && !layouts.contains(where: { $0.views == layout.views }) { layouts.append(layout) }
            for id in pulls { rows.attempt("releasing an ambiguity pull") { try $0.remove(id) } }
        }
        return Array(layouts.prefix(2))
    }

    /// The frames of `solution`, which `source` gave (its ambiguity is the one reported, unless
    /// `ambiguity` was judged already), with the last row's labels' lines.
    /// `ties`: the content priority ties already found for this row, whose pick `solution`
    /// made (`brokenTies`); only who moved is read again.
    private func result(
        _ solution: Solution, of source: Solver, conflicts: [LayoutConflict], ambiguity judged: [AmbiguousView]? = nil,
        ties known: [AmbiguousView]? = nil
    ) -> CellLayout {
        let lastRow = fitter.lastRow
        let labels = lastRow?.labels ?? [], measured = lastRow?.measured ?? []
        var views = system.views(in: solution)
        let state = lastRow?.state ?? RowState()
        let specs = system.specs
        for position in specs.indices where (state.views.isEmpty ? nil : state.views[specs[position].name])?.isHidden ?? specs[position].isHidden {
            views[position].hidden = true
        }
        for position in views.indices where position < labels.count {
            guard let label = labels[position] else { continue }
            var shown = shownText(label, width: max(0, views[position].frame.width), last: measured[position])
            // A label shorter than its text shows the lines that fit, the last truncated.
            if let lines = label.linesThatFit(shown, height: views[position].frame.height) {
                shown = measurer.measure(label.request(width: max(0, views[position].frame.width), numberOfLines: lines))
            }
            views[position].lines = shown.lineCount
            // A hidden label draws nothing, so nothing of it is cut: one a stack collapsed to
            // width 0 was reported "truncated".
            views[position].truncated = views[position].hidden == true ? false : shown.isTruncated
            views[position].missingGlyphs = shown.missingGlyphs
        }
        var ambiguous: [AmbiguousView] = []
        let intrinsic: (Int, Axis) -> Double? = { [fitter] in fitter.intrinsicSize($0, $1) }
        if let known {
            ambiguous = ContentPriorityAmbiguity.movedAgain(known, views: views, specs: specs, intrinsic: intrinsic)
        } else if reportsAmbiguity {
            ambiguous = ContentPriorityAmbiguity.classify(
                judged ?? system.ambiguousViews(of: source), views: views, specs: system.specs, intrinsic: intrinsic)
        } else if let suspect = ContentPriorityAmbiguity.suspect(views: views, specs: specs, pixel: 1 / max(displayScale, 1), intrinsic: intrinsic) {
            // Without the full check, a content priority tie is still found, to be broken as
            // iOS breaks it (`brokenTies`) and said by whoever draws the row. One check per
            // suspicion and arrangement of the stacks.
            let key = TieSuspicion(arrangement: arrangement, views: suspect)
            if let found = ties[key] {
                ambiguous = ContentPriorityAmbiguity.movedAgain(found, views: views, specs: specs, intrinsic: intrinsic)
            } else {
                let covering = tiesBrokenAmong(suspect)
                ambiguous = covering.isEmpty
                    ? ContentPriorityAmbiguity.classify(
                        judged ?? system.ambiguousViews(of: source), views: views, specs: specs, intrinsic: intrinsic
                    ).filter { $0.reason == .contentPriority }
                    : ContentPriorityAmbiguity.movedAgain(covering, views: views, specs: specs, intrinsic: intrinsic)
                ties[key] = ambiguous
            }
        }
        if known == nil, breaksTies, let pulled = brokenTies(ambiguous, views: views) {
            return result(pulled, of: rows.solver, conflicts: conflicts, ties: ambiguous)
        }
        if !reportsAmbiguity {
            for item in ambiguous where item.reason == .contentPriority {
                guard let tie = item.tie, saidTies.insert(tie).inserted else { continue }
                for message in ContentPriorityAmbiguity.notices([item], template: template.name) { LayoutNotices.note(message) }
            }
        }
        var layout = CellLayout(
            width: lastRow?.width ?? 0, height: solution[system.height], views: views,
            conflicts: conflicts, ambiguous: ambiguous,
            unsettledLabels: lastRow?.unsettled ?? [], internalError: rows.internalError)
        if reportsInspection { layout.inspection = inspection(solution, of: source, views: views, state: state) }
        for guide in system.ownGuides {
            let v = guide.variables
            layout.guides.append(CellInspection.GuideFrame(
                name: guide.name, frame: Rect(x: solution[v[0]], y: solution[v[1]], width: solution[v[2]], height: solution[v[3]])))
        }
        return layout
    }

    /// The ties this arrangement's solver already breaks with kept pulls that involve any of the
    /// views `suspect` names: such a suspicion is that tie, and is not judged again (the pulls
    /// make its layout unique, so the ambiguity check would no longer see it).
    private func tiesBrokenAmong(_ suspect: [Int]) -> [AmbiguousView] {
        let pulled = tiePulls.keys.filter { $0.arrangement == arrangement }
        guard !pulled.isEmpty else { return [] }
        let specs = system.specs
        let suspected = Set(suspect.filter { $0 >= 0 && $0 < specs.count }.map { specs[$0].name })
        var found: [AmbiguousView] = []
        for item in ties.values.joined() where !found.contains(item) {
            guard let tie = item.tie, pulled.contains(where: { $0.views == tie.views && $0.axis == item.axis }),
                  !Set(tie.views).isDisjoint(with: suspected) else { continue }
            found.append(item)
        }
        return found
    }

    /// iOS's pick where views tie on a content priority (`ContentPriorityAmbiguity`): the first
    /// of them in the hierarchy's order gives way (for compression resistance) or grows (for
    /// hugging), the others keep their intrinsic size as far as the constraints allow. Apple
    /// does not document the rule; it is what two iOS recordings of unrelated apps show (an iOS
    /// 16 country list squeezing the upper of two stacked labels, a chat list squeezing the
    /// nickname and keeping the date beside it; Documentation/Fidelity.md), what two more
    /// (stacked labels growing in a stack view) agree with, and what a measured write-up says
    /// for both priorities: among views left at the default, the one added earlier by
    /// `addSubview` counts as the lower (jianshu.io/p/9342baf08fd0). A template's order is its
    /// views' `addSubview` order. Autocell's solver, left alone, squeezed the later view in both
    /// recordings. The others are pulled at priority 1 (kept in the solver, moved with their
    /// intrinsic sizes by the fitter, when ambiguity is not reported), below every level
    /// that decides the layout, so only the choice among equally good layouts changes. Nil when
    /// the row already shows that pick (or has no tie): most rows.
    private func brokenTies(_ ambiguous: [AmbiguousView], views: [ViewLayout]) -> Solution? {
        var seen: Set<[String]> = []
        var changed = false
        for item in ambiguous where item.reason == .contentPriority {
            guard let tie = item.tie, seen.insert(tie.views).inserted else { continue }
            let positions = tie.views.compactMap { name in system.specs.firstIndex { $0.name == name } }.sorted()
            var later: [(position: Int, natural: Double)] = []
            var laterMoved = false
            for position in positions.dropFirst() where position < views.count {
                guard let natural = fitter.intrinsicSize(position, item.axis) else { continue }
                let frame = views[position].frame
                let size = item.axis == .horizontal ? frame.width : frame.height
                if tie.hugging ? size - natural > 1e-6 : natural - size > 1e-6 { laterMoved = true }
                later.append((position, natural))
            }
            guard laterMoved else { continue }
            // The row as shown may be the held copy's: the pulls go into it, as the live solver.
            if heldInCopy, let copy = rows.held.copy {
                rows.solver = copy
                heldInCopy = false
            }
            // The pulls stay in the solver for the rows that follow (which mostly tie the same
            // way), their constants moved to each row's intrinsic sizes when needed: adding and
            // removing them on every row cost a quarter of the layout time of a feed whose
            // every row ties.
            let key = TiePulls.Key(arrangement: arrangement, views: tie.views, axis: item.axis)
            // A later view held at its natural size, at priority 1 (below every level).
            func addPull(_ position: Int, _ natural: Double) -> ConstraintID? {
                let variable = system.size(position, item.axis), bound = LinearExpression(constant: natural)
                let pull = (tie.hugging ? variable <= bound : variable >= bound).priority(1)
                return rows.attempt("breaking a content priority tie", { try $0.add(pull, isProtected: true) })
            }
            if reportsAmbiguity {
                // A row whose ambiguity is reported is judged again on the next row, which
                // pulls left in the solver would hide: made, read and taken out here.
                temporaryPulls += later.compactMap { addPull($0.position, $0.natural) }
            } else if let pulls = tiePulls[key] {
                for pull in pulls {
                    guard let natural = later.first(where: { $0.position == pull.position })?.natural else { continue }
                    rows.queue(pull.id, -natural)
                }
            } else {
                var pulls: [TiePulls.Pull] = []
                for (position, natural) in later {
                    if let id = addPull(position, natural) {
                        pulls.append(TiePulls.Pull(id: id, position: position))
                        // The fitter moves it with the view's intrinsic size from now on.
                        fitter.tiePulls[CellSystem.slot(position, item.axis), default: []].append(id)
                    }
                }
                tiePulls[key] = pulls
            }
            changed = true
        }
        guard changed else { return nil }
        _ = rows.applyPending()
        let solution = rows.solver.solution()
        for id in temporaryPulls { rows.attempt("releasing a content priority tie's pull") { try $0.remove(id) } }
        temporaryPulls.removeAll()
        return solution
    }

    /// How the template's constraints stand in `solution` (read from the solver's own
    /// constraints, so guides, baselines and right-to-left are as solved), the intrinsic sizes
    /// the row gave, each label's baselines and the guides' frames.
    private func inspection(_ solution: Solution, of source: Solver, views: [ViewLayout], state: RowState) -> CellInspection {
        func value(_ expression: LinearExpression) -> Double {
            expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solution[$1.variable] }
        }
        let declaredCount = template.constraints.count
        var standings: [ConstraintStanding] = []
        standings.reserveCapacity(system.templateConstraints.count)
        for (number, id) in system.templateConstraints.enumerated() {
            let isDeclared = number < declaredCount
            var declared: LayoutConstraint
            var stack: String?
            if isDeclared {
                declared = template.constraints[number]
            } else if let generated = system.reporter.declared[id] {
                declared = generated
                if case .stackView(let name, _)? = system.reporter.kindOf[id] { stack = name }
            } else {
                continue
            }
            if let identifier = declared.identifier, let constant = state.constants[identifier] { declared.constant = constant }
            let standing: ConstraintStanding.State
            var difference = 0.0
            if let identifier = declared.identifier, state.inactive.contains(identifier) {
                standing = .inactive
            } else if !source.isActive(id) {
                standing = .broken
            } else if let solved = source.constraint(id) {
                difference = value(solved.expression)
                standing = ConstraintStanding.state(of: solved.relation, difference: difference)
            } else {
                standing = .broken
            }
            standings.append(ConstraintStanding(
                constraint: declared, declaredIndex: isDeclared ? number : nil, stack: stack, state: standing, difference: difference))
        }
        let unbounded = CellSystem.unbounded * 0.5
        func intrinsic(_ position: Int, _ axis: Axis) -> Double? {
            fitter.intrinsicSize(position, axis).flatMap { $0 < unbounded ? $0 : nil }
        }
        let sizes: [CellInspection.IntrinsicSize?] = views.indices.map { position in
            let width = intrinsic(position, .horizontal), height = intrinsic(position, .vertical)
            return width == nil && height == nil ? nil : CellInspection.IntrinsicSize(width: width, height: height)
        }
        let baselines: [CellInspection.Baselines?] = views.indices.map { position in
            system.baselineOffsets[position].map {
                CellInspection.Baselines(first: $0.first, last: views[position].frame.height - $0.lastFromBottom)
            }
        }
        let guides = system.guides.map { guide in
            let v = guide.variables
            return CellInspection.GuideFrame(
                name: guide.name, frame: Rect(x: solution[v[0]], y: solution[v[1]], width: solution[v[2]], height: solution[v[3]]))
        }
        return CellInspection(
            constraints: standings, intrinsicSizes: sizes, baselines: baselines, guides: guides,
            layoutMargins: environment.layoutMargins)
    }

    /// The text as drawn at the label's final width. A measurement already made at that width
    /// (or an unbounded one that fits in it) is reused rather than asking Pango again.
    private func shownText(_ label: LabelContent, width: Double, last: Measured?) -> TextMeasurement {
        if let last {
            if let measuredWidth = last.width, abs(measuredWidth - width) < 1e-9 { return last.result }
            if last.width == nil && label.numberOfLines == 1 && last.result.width + label.insetWidth <= width + 1e-9 { return last.result }
        }
        return measurer.measure(label.request(width: width))
    }
}
