import AutocellText
import AutocellSolver
import AutocellDrawing

/// Fits one row: its texts measured by Pango become intrinsic sizes, the width moves the
/// fence, the solver solves, and multi-line labels are measured again at the width they got
/// until the widths settle. Remembers what the next row can reuse: the measurements made
/// ahead (`prefetch`), and the widths required equalities pin.
struct RowFitter {
    /// How many solve → re-measure rounds a multi-line label gets before it is reported unsettled.
    var maximumPasses = 8
    /// The intrinsic size each view's pair holds now, per `CellSystem.slot`.
    private var sizes: [Double?]
    /// Per multi-line label (by position): the width required equalities pinned it to in the
    /// last row, and the row width that was at. Nil when its width may depend on its text.
    private var pinnedWidths: [PinnedWidth?]
    /// What `prefetch` measured for the rows still to come, in order.
    private var prefetched = PrefetchedMeasurements()
    /// The row fitted last.
    private(set) var lastRow: FittedRow?
    /// Pulls that break a content priority tie (`CellLayoutEngine`), per `CellSystem.slot` of
    /// the view they hold at its intrinsic size: moved with that size, in the same pass.
    var tiePulls: [Int: [ConstraintID]] = [:]
    /// Identified constraints a row's state deactivated (not broken: never retried as such).
    private var deactivated: Set<ConstraintID> = []
    /// The constant each identified constraint holds now, where a row changed it.
    private var constants: [ConstraintID: Double] = [:]

    init(viewCount: Int) {
        sizes = Array(repeating: nil, count: viewCount * 2)
        pinnedWidths = Array(repeating: nil, count: viewCount)
    }

    /// Lays the row out at `width` with its content-compressed height, leaving the result in
    /// the solver; returns the conflicts met.
    mutating func fit(
        width: Double, texts: [String: String], images: [String: Size?], state: RowState,
        system: CellSystem, rows: inout RowSolver, measurer: TextMeasurer, scale: Double
    ) -> [LayoutConflict] {
        // Constraints broken for an earlier row, to try again with this row's data (not one
        // that moving the fence breaks now: it would be broken and reported twice).
        let brokenEarlier = system.templateConstraints.filter { !rows.solver.isActive($0) && !deactivated.contains($0) }
        // The fence's expression is `contentView.width - width`.
        var conflicts = rows.setConstant(system.fence, -width)
        // The height loose (it still holds the last row's when that was held in this solver):
        // with the new intrinsic sizes in one dual-simplex pass, unless broken constraints are
        // to be tried again first, which must not be judged against the last row's height.
        // Expressions are `contentView.height - H`.
        rows.queue(system.heightFloor, 0)
        rows.queue(system.heightCeiling, -CellSystem.unbounded)
        // The row's constants wait with the intrinsic sizes for one pass; what it deactivates
        // leaves now, what it activates again comes back once the height is loose.
        let (moved, reactivated) = prepare(state, system, &rows)
        if !brokenEarlier.isEmpty || !reactivated.isEmpty || !moved.isEmpty {
            conflicts += rows.applyPending()
            for (id, stored) in moved { conflicts += rows.setConstant(id, stored) }
            for id in reactivated {
                conflicts += rows.activate(id, "activating a constraint a row had deactivated")
            }
            // Constraints broken for an earlier row get another chance with this row's data.
            for id in brokenEarlier where !rows.solver.isActive(id) && !deactivated.contains(id) {
                conflicts += rows.activate(id, "activating a constraint broken for an earlier row")
            }
        }

        let specs = system.specs
        var labels = [LabelContent?](repeating: nil, count: specs.count)
        // The latest measurement of each label, and the width it was made at (nil: unbounded).
        var measured = [Measured?](repeating: nil, count: specs.count)
        let overrides = !state.views.isEmpty
        // By index, reading only the label or image: a whole view copied per view per row
        // costs its strings' and arrays' reference counts.
        for position in specs.indices {
            let name = specs[position].name
            let override = overrides ? state.views[name] : nil
            if var label = override?.label ?? (override == nil ? specs[position].label : nil) {
                if let text = texts[name] { label.setText(text) }
                labels[position] = label
                let first = firstRequest(label, at: position, rowWidth: width)
                let result = prefetched.take(first) ?? measurer.measure(first)
                // Kept by the view's width (a text view's text is narrower by its insets).
                measured[position] = Measured(width: first.width.map { $0 + label.insetWidth }, result: result)
                let size = label.intrinsicSize(result, scale: scale)
                conflicts += setIntrinsic(position, .horizontal, size.width, system, &rows)
                conflicts += setIntrinsic(position, .vertical, size.height, system, &rows)
            } else if let image = override?.image ?? (override == nil ? specs[position].image : nil) {
                // A negative side is UIKit's `noIntrinsicMetric` (-1): none on that axis.
                let size = images[name] ?? image.size
                conflicts += setIntrinsic(position, .horizontal, size.flatMap { $0.width < 0 ? nil : $0.width }, system, &rows)
                conflicts += setIntrinsic(position, .vertical, size.flatMap { $0.height < 0 ? nil : $0.height }, system, &rows)
            } else if var control = override?.control ?? (override == nil ? specs[position].control : nil) {
                if let text = texts[name] { control.title = text }
                // A size given for the row (a UIKit subclass's own `intrinsicContentSize`)
                // wins over the control's; a negative side is none.
                let size: (width: Double?, height: Double?) =
                    if let given = images[name] ?? nil { (given.width < 0 ? nil : given.width, given.height < 0 ? nil : given.height) }
                    else { ControlMetrics.intrinsicSize(control, measurer: measurer, scale: scale) }
                conflicts += setIntrinsic(position, .horizontal, size.width, system, &rows)
                conflicts += setIntrinsic(position, .vertical, size.height, system, &rows)
            }
        }

        conflicts += rows.applyPending()

        // Multi-line labels: re-measure at the width each was given until the widths settle.
        let multiLine = labels.indices.filter { labels[$0].map { $0.numberOfLines != 1 } ?? false }
        var unsettled: [String] = []
        if !multiLine.isEmpty {
            let widthVariables = multiLine.map { system.frameVariables[$0][2] }
            var assigned = rows.solver.values(of: widthVariables)
            var settled = false
            for _ in 0..<maximumPasses {
                var changed = false
                for (k, position) in multiLine.enumerated() {
                    guard let label = labels[position] else { continue }
                    let width = max(0, assigned[k])
                    // Measured at this very width already (its pinned width): nothing moves.
                    if measured[position]?.width == width { continue }
                    changed = true
                    let result = measurer.measure(label.request(width: width))
                    measured[position] = Measured(width: width, result: result)
                    let size = label.intrinsicSize(result, scale: scale)
                    conflicts += setIntrinsic(position, .horizontal, size.width, system, &rows)
                    conflicts += setIntrinsic(position, .vertical, size.height, system, &rows)
                }
                if !changed {
                    settled = true
                    break
                }
                conflicts += rows.applyPending()
                let next = rows.solver.values(of: widthVariables)
                settled = zip(next, assigned).allSatisfy { abs($0 - $1) < 1e-6 }
                assigned = next
                if settled { break }
            }
            if !settled { unsettled = multiLine.map { specs[$0].name } }
            updatePinnedWidths(
                multiLine, rowWidth: width, widths: assigned, clean: settled && conflicts.isEmpty, system: system, solver: &rows.solver)
        }

        lastRow = FittedRow(width: width, labels: labels, measured: measured, unsettled: unsettled, state: state)
        return conflicts
    }

    /// Gives the identified constraints this row's constants and activation, from where the
    /// last row left them: a constant of an inactive constraint is set in place, and what the
    /// row deactivates leaves the system now. Returns the new constants of active constraints
    /// (stored form) and what the row activates again, both to apply once the height is loose:
    /// a required constraint that no longer fits is then recovered from and reported.
    private mutating func prepare(
        _ state: RowState, _ system: CellSystem, _ rows: inout RowSolver
    ) -> (moved: [(ConstraintID, Double)], reactivated: [ConstraintID]) {
        guard !system.identified.isEmpty else { return ([], []) }
        var moved: [(ConstraintID, Double)] = []
        var reactivated: [ConstraintID] = []
        for entry in system.identified {
            let id = entry.id
            let wantsActive = !state.inactive.contains(entry.identifier)
            let constant = state.constants[entry.identifier] ?? entry.declaredConstant
            let changes = (constants[id] ?? entry.declaredConstant) != constant
            if changes {
                constants[id] = constant
                rows.rowConstants[id] = constant == entry.declaredConstant ? nil : constant
            }
            if !wantsActive, rows.solver.isActive(id) {
                rows.attempt("deactivating a constraint for a row") { try $0.remove(id) }
            }
            if changes {
                if rows.solver.isActive(id) {
                    moved.append((id, entry.stored(for: constant)))
                } else {
                    rows.attempt("setting an inactive constraint's constant") { try $0.setConstant(id, entry.stored(for: constant)) }
                }
            }
            if !wantsActive {
                deactivated.insert(id)
            } else if deactivated.remove(id) != nil {
                reactivated.append(id)
            }
        }
        return (moved, reactivated)
    }

    /// The intrinsic size a view holds now on one axis (nil: none, or no intrinsic size).
    func intrinsicSize(_ position: Int, _ axis: Axis) -> Double? { sizes[CellSystem.slot(position, axis)] }

    /// Forgets the pinned widths (a constraint broken to hold a row may have pinned a label).
    mutating func unpinWidths() {
        pinnedWidths = Array(repeating: nil, count: pinnedWidths.count)
    }

    /// Measures now what fitting a row with these texts at `width` will measure first, so
    /// that a table can measure a batch of rows in one go and then solve them: Pango runs with
    /// its caches warm and the solver with its own, instead of each evicting the other on every
    /// row. The measurements wait for those rows in order (and in the measurer's cache).
    mutating func prefetch(width: Double, texts: [String: String], state: RowState, specs: [ViewSpec], measurer: TextMeasurer) {
        let overrides = !state.views.isEmpty
        for position in specs.indices {
            let name = specs[position].name
            let override = overrides ? state.views[name] : nil
            guard var label = override?.label ?? (override == nil ? specs[position].label : nil) else { continue }
            if let text = texts[name] { label.setText(text) }
            let request = firstRequest(label, at: position, rowWidth: width)
            prefetched.append(request, measurer.measure(request))
        }
    }

    /// What a label is measured at before the first solve: on one unbounded line (single-line
    /// labels, and multi-line ones whose width is still to be found), or, for a multi-line
    /// label whose width required equalities pinned in the last row at this row width, at that
    /// width straight away, as UIKit does with `preferredMaxLayoutWidth` set.
    private func firstRequest(_ label: LabelContent, at position: Int, rowWidth: Double) -> TextRequest {
        if label.numberOfLines != 1, let pinned = pinnedWidths[position], pinned.rowWidth == rowWidth {
            return label.request(width: pinned.width)
        }
        return label.request(width: nil, numberOfLines: label.numberOfLines == 1 ? 1 : 0)
    }

    /// Remembers which multi-line labels' widths required equalities pin, for the next row.
    /// Only labels whose horizontal hugging and compression resistance are optional qualify:
    /// a required one could conflict with the unbounded measurement the shortcut skips.
    private mutating func updatePinnedWidths(
        _ multiLine: [Int], rowWidth: Double, widths: [Double], clean: Bool, system: CellSystem, solver: inout Solver
    ) {
        for (position, assigned) in zip(multiLine, widths) {
            let spec = system.specs[position]
            let width = max(0, assigned)
            // Confirmed this row without any conflict: the equalities are the same ones.
            if clean, let pinned = pinnedWidths[position], pinned.rowWidth == rowWidth, pinned.width == width { continue }
            let optional = !spec.hugging[.horizontal].isRequired && !spec.compressionResistance[.horizontal].isRequired
            pinnedWidths[position] = clean && optional && solver.isPinnedByRequiredEqualities(system.frameVariables[position][2])
                ? PinnedWidth(rowWidth: rowWidth, width: width) : nil
        }
    }

    /// Gives a view's intrinsic size on one axis; nil is UIKit's `UIViewNoIntrinsicMetric`,
    /// nothing to hug or resist. Changes to active constraints wait in the row solver for one
    /// pass.
    private mutating func setIntrinsic(
        _ position: Int, _ axis: Axis, _ value: Double?, _ system: CellSystem, _ rows: inout RowSolver
    ) -> [LayoutConflict] {
        let slot = CellSystem.slot(position, axis)
        guard let entry = system.intrinsic[slot] else { return [] }
        let hugActive = rows.solver.isActive(entry.hug), resistActive = rows.solver.isActive(entry.resist)
        // Most rows repeat most sizes (a single-line label's height, an image's size).
        if sizes[slot] == value && (value == nil || (hugActive && resistActive)) { return [] }
        var broken: [LayoutConflict] = []
        if entry.isMerged {
            // One optional equality: no intrinsic size is no constraint at all.
            if let value, let pulls = tiePulls[slot] {
                for id in pulls { rows.queue(id, -value) }
            }
            if let value {
                if hugActive { rows.queue(entry.hug, -value) } else { rows.queueActivation(entry.hug, -value) }
            } else if hugActive {
                rows.attempt("removing an intrinsic size") { try $0.remove(entry.hug) }
            }
            sizes[slot] = value
            return broken
        }
        if let value, let pulls = tiePulls[slot] {
            for id in pulls { rows.queue(id, -value) }
        }
        if let value {
            if hugActive { rows.queue(entry.hug, -value) } else { broken += rows.setConstant(entry.hug, -value) }
            if resistActive { rows.queue(entry.resist, -value) } else { broken += rows.setConstant(entry.resist, -value) }
        } else {
            // No intrinsic size. Constraints already in the tableau stay there at bounds that
            // never bind (`size <= 10^7`, `size >= -10^7`), which is the same as having none
            // and costs a constant shift instead of removing them now and adding them back on
            // the next row that has an image.
            if hugActive { rows.queue(entry.hug, -CellSystem.unbounded) }
            if resistActive { rows.queue(entry.resist, CellSystem.unbounded) }
        }
        sizes[slot] = value
        return broken
    }
}

/// A label's latest measurement and the width it was made at (nil: unbounded).
struct Measured {
    var width: Double?
    var result: TextMeasurement
}

/// The row fitted last: its width, labels, their measurements, and the labels that did not settle.
struct FittedRow {
    var width: Double
    var labels: [LabelContent?]
    var measured: [Measured?]
    var unsettled: [String]
    var state: RowState
}

/// A multi-line label's width as required equalities fix it at one row width.
private struct PinnedWidth {
    var rowWidth: Double
    var width: Double
}
