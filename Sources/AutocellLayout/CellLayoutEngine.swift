import AutocellText

/// Lays out cells of one template the way Auto Layout lays out a self-sizing table cell.
///
/// The solver is built once per template (UIKit's `didSetupConstraints`): the template's
/// constraints, each label's and image's intrinsic-size constraints (hugging `size <= s` and
/// compression resistance `size >= s` per axis), the contentView's origin, a required width
/// fence and the fitting pull (`contentView.height == 0 @50`). Each row then only changes
/// constants: texts re-measured by Pango become new intrinsic sizes, a new width moves the fence.
/// Multi-line labels are re-measured at the width they were given until the widths settle.
///
/// Owns a `TextMeasurer`, so, like it, one engine belongs to one thread.
public final class CellLayoutEngine {
    public let template: CellTemplate
    public let measurer: TextMeasurer
    /// How many solve → re-measure rounds a multi-line label gets before it is reported unsettled.
    public var maximumPasses = 8
    /// Whether `layout` reports ambiguous views. The check probes the solver on copies, so
    /// callers that only need frames (painting, heights) can turn it off.
    public var reportsAmbiguity = true

    // The per-row state is touched hundreds of times a row, by this engine alone (one thread,
    // no re-entrant callbacks), so the runtime exclusivity checks on it are skipped.
    @exclusivity(unchecked) private var solver = Solver()
    private var specs: [ViewSpec]
    private var index: [String: Int] = [:]
    private var frameVariables: [[Variable]] = []
    private var contentVariables: [[Variable]?] = []
    private var scrollAncestors: [Set<Int>] = []
    private var templateConstraints: [(id: ConstraintID, text: String)] = []
    /// What each constraint that can be a conflict member is: declared, or an intrinsic size.
    private var kindOf: [ConstraintID: ConflictMember.Kind] = [:]
    /// The template's constraints as declared, by solver id.
    private var declared: [ConstraintID: LayoutConstraint] = [:]
    /// Per view and axis (`slot(position, axis)`): its hugging and resistance constraints and
    /// the intrinsic size they hold now; nil for views without an intrinsic size.
    @exclusivity(unchecked) private var intrinsic: [IntrinsicPair?] = []
    /// `contentView.width == W`, required and protected (nil only while building).
    private var fence: ConstraintID?
    /// `contentView.height >= H` and `<= H`, required and protected: the height the table
    /// gives the cell (`UIView-Encapsulated-Layout-Height`). Two inequalities rather than one
    /// equality so that they stay active and only their constants move (0 and a huge ceiling
    /// while fitting): a dual-simplex step per row instead of adding and removing a row.
    private var heightFloor: ConstraintID?
    private var heightCeiling: ConstraintID?
    /// A bound no cell reaches: the ceiling while fitting, and intrinsic sizes that are none.
    private static let unbounded = 10_000_000.0
    private var baselineOffsets: [Int: (first: Double, lastFromBottom: Double)] = [:]
    /// Per multi-line label (by position): the width required equalities pinned it to in the
    /// last row, and the row width that was at. Nil when its width may depend on its text.
    @exclusivity(unchecked) private var pinnedWidths: [PinnedWidth?] = []
    /// Constant changes of active constraints, applied together by `applyPending`.
    @exclusivity(unchecked) private var pending: [(id: ConstraintID, constant: Double)] = []
    /// A copy of the solver holding the last row at its row height, and the constant changes
    /// made to `solver` since (see `hold(at:)`).
    @exclusivity(unchecked) private var held: Solver?
    @exclusivity(unchecked) private var changesSinceHeld: [(id: ConstraintID, constant: Double)] = []
    /// The most constant changes `held` waits to replay.
    private static let replayLimit = 512
    /// Whether the row laid out last was held in `held` rather than in `solver`.
    private var heldInCopy = false
    /// What `prefetch` measured for the rows still to come, in order.
    @exclusivity(unchecked) private var prefetched = PrefetchedMeasurements()

    public init(template: CellTemplate, measurer: TextMeasurer) throws(LayoutError) {
        try template.validate()
        self.template = template
        self.measurer = measurer
        var contentView = ViewSpec(name: CellTemplate.contentView)
        contentView.background = template.background
        specs = [contentView] + template.views
        for (position, spec) in specs.enumerated() { index[spec.name] = position }
        for spec in specs {
            let prefix = spec.name
            frameVariables.append(["left", "top", "width", "height"].map { solver.makeVariable("\(prefix).\($0)") })
            contentVariables.append(spec.isScroll
                ? [solver.makeVariable("\(prefix).contentWidth"), solver.makeVariable("\(prefix).contentHeight")] : nil)
        }
        for position in specs.indices { scrollAncestors.append(Self.scrollAncestors(of: position, specs: specs, index: index)) }
        pinnedWidths = Array(repeating: nil, count: specs.count)
        for (position, spec) in specs.enumerated() {
            guard let label = spec.label else { continue }
            let probe = measurer.measure(TextRequest(text: "Ag", font: label.font))
            baselineOffsets[position] = (probe.firstBaseline, probe.height - probe.lastBaseline)
        }

        // The contentView sits at the origin, gets the row's width, and is pulled to zero height.
        let cv = frameVariables[0]
        do {
            try solver.add(cv[0] == 0, isProtected: true)
            try solver.add(cv[1] == 0, isProtected: true)
            fence = try solver.add(cv[2] == 320, isProtected: true)
            heightFloor = try solver.add(cv[3] >= 0, isProtected: true)
            heightCeiling = try solver.add(cv[3] <= Self.unbounded, isProtected: true)
            try solver.add((cv[3] == 0).priority(.fittingSizeLevel), isProtected: true)
            // Frames never take negative sizes: just below required, so that a label compressed
            // to nothing stops there (and the next one gives way) without a conflict report.
            for position in specs.indices where position > 0 {
                try solver.add((frameVariables[position][2] >= 0).priority(999), isProtected: true)
                try solver.add((frameVariables[position][3] >= 0).priority(999), isProtected: true)
            }
            for (index, constraint) in template.constraints.enumerated() {
                let text = constraint.description
                // Conflicts met here are met again, and reported, by every row's layout.
                let result = try solver.add(solverConstraint(constraint), onConflict: .breakConstraint)
                templateConstraints.append((result.id, text))
                kindOf[result.id] = .declared(index: index)
                declared[result.id] = constraint
            }
            intrinsic = Array(repeating: nil, count: specs.count * 2)
            for (position, spec) in specs.enumerated() where spec.label != nil || spec.image != nil {
                for axis in Axis.allCases {
                    let size = frameVariables[position][axis == .horizontal ? 2 : 3]
                    // Inactive until a row gives the view an intrinsic size.
                    let hug = try solver.addInactive((size <= 0).priority(spec.hugging[axis]))
                    let resist = try solver.addInactive((size >= 0).priority(spec.compressionResistance[axis]))
                    kindOf[hug] = .intrinsic(view: spec.name, axis: axis, hugging: true, priority: spec.hugging[axis])
                    kindOf[resist] = .intrinsic(view: spec.name, axis: axis, hugging: false, priority: spec.compressionResistance[axis])
                    intrinsic[Self.slot(position, axis)] = IntrinsicPair(hug: hug, resist: resist, value: nil)
                }
            }
        } catch {
            var failure = LayoutError("cannot build the constraints of template '\(template.name)': \(error)")
            failure.isInternal = error.isInternal
            throw failure
        }
    }

    /// The first solver error met while laying out (nil almost always). Inputs are checked
    /// before they reach the solver, so any error here is Autocell's own: layouts made after it
    /// may be wrong, and `CellLayout.internalError` carries it; the table layer turns it into a
    /// `LayoutError` with `isInternal`.
    public private(set) var internalError: String?

    /// Makes the solver's next activation fail with an internal error (tests only: no input
    /// reaches one).
    package func failNextSolverActivation() { solver.failNextActivation() }

    /// Runs a solver call whose failure can only be an internal error: recorded, not dropped.
    @discardableResult
    private func attempt<Result>(_ what: String, _ body: () throws -> Result) -> Result? {
        do {
            return try body()
        } catch {
            record(what, error)
            return nil
        }
    }

    /// Keeps the first internal error met (the later ones usually follow from it).
    private func record(_ what: String, _ error: any Error) {
        if internalError == nil { internalError = "\(what): \(error)" }
    }

    // MARK: Layout

    /// Lays out one row at `width`, with label texts and image sizes replaced where given.
    ///
    /// Without `height` the contentView takes its fitting height
    /// (`systemLayoutSizeFitting(UILayoutFittingCompressedSize)`). With it, the contentView is
    /// held at that height by a required constraint, as a table holds a cell at its row height
    /// (`UIView-Encapsulated-Layout-Height`); content that cannot take exactly that height is
    /// a conflict, recovered from and reported the way UIKit does.
    public func layout(width: Double, height: Double? = nil, texts: [String: String] = [:], images: [String: Size?] = [:]) -> CellLayout {
        let conflicts = fit(width: width, texts: texts, images: images)
        guard let height else { return result(solver.solution(), of: solver, width: width, conflicts: conflicts) }
        var held = hold(at: height)
        held.conflicts = conflicts + held.conflicts
        return held
    }

    /// The fitting height alone (and the conflicts met on the way), without building frames:
    /// what a table asks before it holds the cell at its row height with `hold(at:)`.
    public func fittingHeight(width: Double, texts: [String: String] = [:], images: [String: Size?] = [:]) -> (height: Double, conflicts: [LayoutConflict]) {
        let conflicts = fit(width: width, texts: texts, images: images)
        return (solver.values(of: [frameVariables[0][3]])[0], conflicts)
    }

    /// Lays the row out at `width` with its content-compressed height, leaving the result in the
    /// solver for the caller to read what it needs.
    private func fit(width: Double, texts: [String: String], images: [String: Size?]) -> [LayoutConflict] {
        heldInCopy = false
        // The fence's expression is `contentView.width - width`.
        var conflicts = fence.map { setConstant($0, -width) } ?? []
        // The height loose (it still holds the last row's when that was held in this solver):
        // with the new intrinsic sizes in one dual-simplex pass, unless broken constraints are
        // to be tried again first, which must not be judged against the last row's height.
        if let heightFloor, let heightCeiling {
            // Expressions are `contentView.height - H`.
            pending.append((heightFloor, 0))
            pending.append((heightCeiling, -Self.unbounded))
        }
        if templateConstraints.contains(where: { !solver.isActive($0.id) }) {
            conflicts += applyPending()
            // Constraints broken for an earlier row get another chance with this row's data.
            for (id, _) in templateConstraints where !solver.isActive(id) {
                conflicts += self.conflicts(attempt("activating a constraint broken for an earlier row") {
                    try solver.activate(id, onConflict: .breakConstraint)
                } ?? [])
            }
        }

        var labels = [LabelContent?](repeating: nil, count: specs.count)
        // The latest measurement of each label, and the width it was made at (nil: unbounded).
        var measured = [(width: Double?, result: TextMeasurement)?](repeating: nil, count: specs.count)
        for (position, spec) in specs.enumerated() {
            if var label = spec.label {
                if let text = texts[spec.name] { label.text = text }
                labels[position] = label
                let first = firstRequest(label, at: position, rowWidth: width)
                let result = prefetched.take(first) ?? measurer.measure(first)
                measured[position] = (first.width, result)
                conflicts += setIntrinsic(position, .horizontal, result.width)
                conflicts += setIntrinsic(position, .vertical, result.height)
            } else if let image = spec.image {
                let size = images[spec.name] ?? image.size
                conflicts += setIntrinsic(position, .horizontal, size?.width)
                conflicts += setIntrinsic(position, .vertical, size?.height)
            }
        }

        conflicts += applyPending()

        // Multi-line labels: re-measure at the width each was given until the widths settle.
        let multiLine = labels.indices.filter { labels[$0].map { $0.numberOfLines != 1 } ?? false }
        var unsettled: [String] = []
        if !multiLine.isEmpty {
            let widthVariables = multiLine.map { frameVariables[$0][2] }
            var assigned = solver.values(of: widthVariables)
            var settled = false
            for _ in 0..<maximumPasses {
                var changed = false
                for (k, position) in multiLine.enumerated() {
                    guard let label = labels[position] else { continue }
                    let width = max(0, assigned[k])
                    // Measured at this very width already (its pinned width): nothing moves.
                    if measured[position]?.width == width { continue }
                    changed = true
                    let result = measurer.measure(TextRequest(
                        text: label.text, font: label.font, width: width,
                        numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode))
                    measured[position] = (width, result)
                    conflicts += setIntrinsic(position, .horizontal, result.width)
                    conflicts += setIntrinsic(position, .vertical, result.height)
                }
                if !changed {
                    settled = true
                    break
                }
                conflicts += applyPending()
                let next = solver.values(of: widthVariables)
                settled = zip(next, assigned).allSatisfy { abs($0 - $1) < 1e-6 }
                assigned = next
                if settled { break }
            }
            if !settled { unsettled = multiLine.map { specs[$0].name } }
            updatePinnedWidths(multiLine, rowWidth: width, widths: assigned, clean: settled && conflicts.isEmpty)
        }

        lastRow = (width, labels, measured, unsettled)
        return conflicts
    }

    /// The row just fitted by `fittingHeight` or `layout(width:texts:images:)`, held at
    /// `height` as a table holds a cell at its row height (`UIView-Encapsulated-Layout-Height`,
    /// required): only the height moves, texts stay measured. Content that cannot take exactly
    /// that height is a conflict, recovered from and reported as UIKit does. Before any row,
    /// the template's own texts at zero width stand in for one.
    public func hold(at height: Double) -> CellLayout {
        if lastRow == nil { _ = fit(width: 0, texts: [:], images: [:]) }
        heldInCopy = false
        guard let heightFloor, let heightCeiling else {
            return result(solver.solution(), of: solver, width: lastRow?.width ?? 0, conflicts: [])
        }
        // Most rows hold the way the last one did: the copy still holding the last row takes
        // this row's constant changes and the new height, usually without a pivot, instead of
        // pivoting the fitted solver to the held state and back again. Any other change to the
        // solver since (a constraint broken, a new variable) means starting over from it.
        if var copy = held, copy.revision == solver.revision {
            held = nil
            changesSinceHeld.append((heightFloor, -height))
            changesSinceHeld.append((heightCeiling, -height))
            // A failure here costs nothing but the shortcut: the row is held the long way below.
            let holds = attempt("holding the row in the held copy") { try copy.trySetConstants(changesSinceHeld) } == true
            changesSinceHeld.removeAll(keepingCapacity: true)
            if holds {
                held = copy
                heldInCopy = true
                return result(copy.solution(), of: copy, width: lastRow?.width ?? 0, conflicts: [])
            }
        }
        pending.append((heightFloor, -height))
        pending.append((heightCeiling, -height))
        let conflicts = applyPending()
        let layout = result(solver.solution(), of: solver, width: lastRow?.width ?? 0, conflicts: conflicts)
        if conflicts.isEmpty {
            held = solver
            changesSinceHeld.removeAll(keepingCapacity: true)
        } else {
            held = nil
            // A constraint broken to hold the row may have pinned a label: look again next row.
            pinnedWidths = Array(repeating: nil, count: specs.count)
        }
        return layout
    }

    /// Two layouts of the row just laid out that satisfy its constraints equally well, with
    /// every ambiguous position and size pulled `offset` points one way, then the other (the
    /// weakest of pulls, so nothing pinned moves): UIKit's `exerciseAmbiguityInLayout`, shown
    /// side by side. Empty when nothing is ambiguous.
    public func exerciseAmbiguity(offset: Double = 30) -> [CellLayout] {
        // The row as shown is the held copy's; the constraints added here end the copy's use.
        if heldInCopy, let held {
            solver = held
            heldInCopy = false
        }
        let free = solver.ambiguousVariables()
        guard !free.isEmpty else { return [] }
        let start = solver.solution()
        let reports = reportsAmbiguity
        reportsAmbiguity = false
        defer { reportsAmbiguity = reports }
        let current = result(start, of: solver, width: lastRow?.width ?? 0, conflicts: [])
        var layouts: [CellLayout] = []
        // Back, forward, and further forward: the first two that differ from the layout shown
        // and from each other, so a view free only one way still shows two new layouts.
        for direction in [-1.0, 1.0, 3.0] {
            var pulls: [ConstraintID] = []
            for variable in free {
                if let id = attempt("pulling an ambiguous variable", { try solver.add((variable == start[variable] + direction * offset).priority(1), isProtected: true) }) {
                    pulls.append(id)
                }
            }
            let layout = result(solver.solution(), of: solver, width: lastRow?.width ?? 0, conflicts: [])
            if layout.views != current.views && !layouts.contains(where: { $0.views == layout.views }) { layouts.append(layout) }
            for id in pulls { attempt("releasing an ambiguity pull") { try solver.remove(id) } }
        }
        return Array(layouts.prefix(2))
    }

    /// The last row's labels and measurements, for `hold(at:)`.
    private var lastRow: (width: Double, labels: [LabelContent?], measured: [(width: Double?, result: TextMeasurement)?], unsettled: [String])?

    /// The frames of `solution`, which `source` gave (its ambiguity is the one reported).
    private func result(_ solution: Solution, of source: Solver, width: Double, conflicts: [LayoutConflict]) -> CellLayout {
        let labels = lastRow?.labels ?? [], measured = lastRow?.measured ?? []
        var views: [ViewLayout] = []
        views.reserveCapacity(specs.count)
        for (position, spec) in specs.enumerated() {
            let v = frameVariables[position]
            var layout = ViewLayout(
                name: spec.name,
                frame: Rect(x: solution[v[0]], y: solution[v[1]], width: solution[v[2]], height: solution[v[3]]))
            if position < labels.count, let label = labels[position] {
                let shown = shownText(label, width: max(0, layout.frame.width), last: measured[position])
                layout.lines = shown.lineCount
                layout.truncated = shown.isTruncated
            }
            if let content = contentVariables[position] {
                layout.contentSize = Size(width: solution[content[0]], height: solution[content[1]])
            }
            views.append(layout)
        }
        return CellLayout(
            width: width, height: solution[frameVariables[0][3]], views: views,
            conflicts: conflicts, ambiguous: reportsAmbiguity ? ambiguousViews(of: source) : [], unsettledLabels: lastRow?.unsettled ?? [],
            internalError: internalError)
    }

    /// The text as drawn at the label's final width. A measurement already made at that width
    /// (or an unbounded one that fits in it) is reused rather than asking Pango again.
    private func shownText(_ label: LabelContent, width: Double, last: (width: Double?, result: TextMeasurement)?) -> TextMeasurement {
        if let last {
            if let measuredWidth = last.width, abs(measuredWidth - width) < 1e-9 { return last.result }
            if last.width == nil && label.numberOfLines == 1 && last.result.width <= width + 1e-9 { return last.result }
        }
        return measurer.measure(TextRequest(
            text: label.text, font: label.font, width: width,
            numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode))
    }

    /// `systemLayoutSizeFitting(UILayoutFittingCompressedSize)` under a required width fence.
    public func fittingSize(width: Double, texts: [String: String] = [:]) -> Size {
        let laidOut = layout(width: width, texts: texts)
        return Size(width: width, height: laidOut.height)
    }

    /// What a label is measured at before the first solve: on one unbounded line (single-line
    /// labels, and multi-line ones whose width is still to be found), or, for a multi-line
    /// label whose width required equalities pinned in the last row at this row width, at that
    /// width straight away, as UIKit does with `preferredMaxLayoutWidth` set.
    private func firstRequest(_ label: LabelContent, at position: Int, rowWidth: Double) -> TextRequest {
        if label.numberOfLines != 1, let pinned = pinnedWidths[position], pinned.rowWidth == rowWidth {
            return TextRequest(
                text: label.text, font: label.font, width: pinned.width,
                numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode)
        }
        return TextRequest(
            text: label.text, font: label.font, width: nil,
            numberOfLines: label.numberOfLines == 1 ? 1 : 0, lineBreakMode: label.lineBreakMode)
    }

    /// Measures now what laying out a row with these texts at `width` will measure first, so
    /// that a table can measure a batch of rows in one go and then solve them: Pango runs with
    /// its caches warm and the solver with its own, instead of each evicting the other on every
    /// row. The measurements wait for those rows in order (and in the measurer's cache); the
    /// frames do not change.
    public func prefetch(width: Double, texts: [String: String]) {
        for (position, spec) in specs.enumerated() {
            guard var label = spec.label else { continue }
            if let text = texts[spec.name] { label.text = text }
            let request = firstRequest(label, at: position, rowWidth: width)
            prefetched.append(request, measurer.measure(request))
        }
    }

    /// Remembers which multi-line labels' widths required equalities pin, for the next row.
    /// Only labels whose horizontal hugging and compression resistance are optional qualify:
    /// a required one could conflict with the unbounded measurement the shortcut skips.
    private func updatePinnedWidths(_ multiLine: [Int], rowWidth: Double, widths: [Double], clean: Bool) {
        for (position, assigned) in zip(multiLine, widths) {
            let spec = specs[position]
            let width = max(0, assigned)
            // Confirmed this row without any conflict: the equalities are the same ones.
            if clean, let pinned = pinnedWidths[position], pinned.rowWidth == rowWidth, pinned.width == width { continue }
            let optional = !spec.hugging[.horizontal].isRequired && !spec.compressionResistance[.horizontal].isRequired
            pinnedWidths[position] = clean && optional && solver.isPinnedByRequiredEqualities(frameVariables[position][2])
                ? PinnedWidth(rowWidth: rowWidth, width: width) : nil
        }
    }

    // MARK: Constants

    /// Gives a view's intrinsic size on one axis; nil is UIKit's `UIViewNoIntrinsicMetric`,
    /// nothing to hug or resist. Changes to active constraints wait in `pending` for one solver
    /// pass.
    private func setIntrinsic(_ position: Int, _ axis: Axis, _ value: Double?) -> [LayoutConflict] {
        let slot = Self.slot(position, axis)
        guard let entry = intrinsic[slot] else { return [] }
        let hugActive = solver.isActive(entry.hug), resistActive = solver.isActive(entry.resist)
        // Most rows repeat most sizes (a single-line label's height, an image's size).
        if entry.value == value && (value == nil || (hugActive && resistActive)) { return [] }
        var broken: [LayoutConflict] = []
        if let value {
            if hugActive { pending.append((entry.hug, -value)) } else { broken += setConstant(entry.hug, -value) }
            if resistActive { pending.append((entry.resist, -value)) } else { broken += setConstant(entry.resist, -value) }
        } else {
            // No intrinsic size. Constraints already in the tableau stay there at bounds that
            // never bind (`size <= 10^7`, `size >= -10^7`), which is the same as having none
            // and costs a constant shift instead of removing them now and adding them back on
            // the next row that has an image.
            if hugActive { pending.append((entry.hug, -Self.unbounded)) }
            if resistActive { pending.append((entry.resist, Self.unbounded)) }
        }
        intrinsic[slot]?.value = value
        return broken
    }

    private static func slot(_ position: Int, _ axis: Axis) -> Int { position * 2 + (axis == .horizontal ? 0 : 1) }

    /// Applies the pending constant changes in one dual-simplex pass; if a required one
    /// conflicts, falls back to one at a time so each conflict is recovered from and reported.
    private func applyPending() -> [LayoutConflict] {
        defer { pending.removeAll(keepingCapacity: true) }
        guard !pending.isEmpty else { return [] }
        if attempt("applying this row's constants", { try solver.trySetConstants(pending) }) == true {
            if held != nil {
                changesSinceHeld.append(contentsOf: pending)
                // Rows fitted and never held (a height cache filling up): replaying that many
                // would cost more than copying the solver again.
                if changesSinceHeld.count > Self.replayLimit {
                    held = nil
                    changesSinceHeld.removeAll()
                }
            }
            return []
        }
        return pending.flatMap { setConstant($0.id, $0.constant) }
    }

    /// Moves the constant of a constraint's expression; a required one that no longer fits is
    /// recovered from the way UIKit does, and the conflict is returned.
    private func setConstant(_ id: ConstraintID, _ stored: Double) -> [LayoutConflict] {
        guard solver.isActive(id) else {
            attempt("setting an inactive constraint's constant") { try solver.setConstant(id, stored) }
            return conflicts(attempt("activating a constraint") { try solver.activate(id, onConflict: .breakConstraint) } ?? [])
        }
        do {
            try solver.setConstant(id, stored)
            return []
        } catch .unsatisfiable {
            // A required constraint that no longer fits: out, new constant, back in through the
            // path that breaks conflicts as UIKit does.
        } catch {
            record("setting a constraint's constant", error)
            return []
        }
        let old = solver.constraint(id)?.expression.constant
        guard attempt("taking out a constraint that no longer fits", { try solver.remove(id) }) != nil else { return [] }
        attempt("setting a constraint's constant") { try solver.setConstant(id, stored) }
        if let broken = attempt("putting back a constraint that no longer fitted", { try solver.activate(id, onConflict: .breakConstraint) }) {
            return conflicts(broken)
        }
        // Never leave a required constraint out without saying so: back at its old constant.
        if let old {
            attempt("restoring a constraint") { try solver.setConstant(id, old) }
            attempt("restoring a constraint") { _ = try solver.activate(id, onConflict: .breakConstraint) }
        }
        return []
    }

    private func conflicts(_ broken: [BrokenConstraint]) -> [LayoutConflict] {
        broken.map { report in
            LayoutConflict(members: report.conflict.map { member($0) }, broken: member(report.broken))
        }
    }

    private func member(_ id: ConstraintID) -> ConflictMember {
        if let kind = kindOf[id] { return ConflictMember(kind, constraint: declared[id]) }
        // What the table adds, written as the constraint UIKit logs for it.
        let held: (LayoutAttribute, String, ConflictMember.Kind)? = id == heightFloor || id == heightCeiling
            ? (.height, "UIView-Encapsulated-Layout-Height", .encapsulatedHeight)
            : id == fence ? (.width, "UIView-Encapsulated-Layout-Width", .encapsulatedWidth) : nil
        guard let (attribute, identifier, kind) = held else {
            return ConflictMember(.other("contentView constraint \(id)"))
        }
        // The stored expressions are `contentView.attribute - value`.
        let constraint = LayoutConstraint(
            Anchor(CellTemplate.contentView, attribute), .equal, constant: -(solver.constraint(id)?.expression.constant ?? 0), identifier: identifier)
        return ConflictMember(kind, constraint: constraint)
    }

    private func ambiguousViews(of source: Solver) -> [AmbiguousView] {
        let ambiguous = Set(source.ambiguousVariables())
        var result: [AmbiguousView] = []
        for (position, spec) in specs.enumerated() {
            let v = frameVariables[position]
            let content = contentVariables[position] ?? []
            for axis in Axis.allCases {
                let (place, size) = axis == .horizontal ? (v[0], v[2]) : (v[1], v[3])
                let contentSize = content.count == 2 ? content[axis == .horizontal ? 0 : 1] : nil
                // The most telling reason first: content, then size, then place.
                if let contentSize, ambiguous.contains(contentSize) {
                    result.append(AmbiguousView(view: spec.name, axis: axis, reason: .contentSize))
                } else if ambiguous.contains(size) {
                    result.append(AmbiguousView(view: spec.name, axis: axis, reason: .size))
                } else if ambiguous.contains(place) {
                    result.append(AmbiguousView(view: spec.name, axis: axis, reason: .position))
                }
            }
        }
        return result
    }

    // MARK: From layout constraints to solver constraints

    private func solverConstraint(_ constraint: LayoutConstraint) -> Constraint {
        let other = constraint.second.flatMap { index[$0.view] }
        let first = expression(constraint.first, relativeTo: other)
        var rhs = LinearExpression(terms: [], constant: constraint.constant)
        if let second = constraint.second {
            rhs = constraint.multiplier * expression(second, relativeTo: index[constraint.first.view]) + constraint.constant
        }
        return Constraint(first - rhs, constraint.relation, priority: constraint.priority)
    }

    /// The attribute as an expression of frame variables. A scroll view's edges, when related to
    /// one of its own subviews, are those of its content area (origin at the frame's, offset 0).
    private func expression(_ anchor: Anchor, relativeTo other: Int?) -> LinearExpression {
        guard let position = index[anchor.view] else { return LinearExpression() }
        let v = frameVariables[position]
        var (x, y, w, h) = (LinearExpression(v[0]), LinearExpression(v[1]), LinearExpression(v[2]), LinearExpression(v[3]))
        if let content = contentVariables[position], let other, scrollAncestors[other].contains(position) {
            w = LinearExpression(content[0])
            h = LinearExpression(content[1])
        }
        switch anchor.attribute {
        case .left, .leading: return x
        case .right, .trailing: x = x + w; return x
        case .top: return y
        case .bottom: y = y + h; return y
        case .width: return w
        case .height: return h
        case .centerX: return x + 0.5 * w
        case .centerY: return y + 0.5 * h
        case .firstBaseline:
            guard let offsets = baselineOffsets[position] else { return y + h }
            return y + offsets.first
        case .lastBaseline:
            guard let offsets = baselineOffsets[position] else { return y + h }
            return y + h - offsets.lastFromBottom
        }
    }

    private static func scrollAncestors(of position: Int, specs: [ViewSpec], index: [String: Int]) -> Set<Int> {
        var result = Set<Int>()
        var current = specs[position].parent
        var guardCount = 0
        while let name = current, let parent = index[name], guardCount < specs.count {
            if specs[parent].isScroll { result.insert(parent) }
            current = specs[parent].parent
            guardCount += 1
        }
        return result
    }
}

/// A view's content hugging and compression resistance constraints on one axis.
private struct IntrinsicPair {
    var hug: ConstraintID
    var resist: ConstraintID
    var value: Double?
}

/// A multi-line label's width as required equalities fix it at one row width.
private struct PinnedWidth {
    var rowWidth: Double
    var width: Double
}
