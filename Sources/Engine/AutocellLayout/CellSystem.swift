import AutocellText
import AutocellSolver
import AutocellDrawing

/// The constraint system of one cell template, built once (UIKit's `didSetupConstraints`):
/// a frame's four variables per view (and a scroll view's content size), the template's
/// constraints, each label's and image's intrinsic-size pair per axis (hugging `size <= s`,
/// compression resistance `size >= s`, inactive until a row gives a size), the contentView's
/// origin, the table's width fence and height bounds, and the fitting pull
/// (`contentView.height == 0 @50`). Rows only move constants of what is built here.
struct CellSystem {
    /// The contentView first, then the template's views in order.
    let specs: [ViewSpec]
    let index: [String: Int]
    /// Per view: left, top, width, height.
    let frameVariables: [[Variable]]
    /// Per scroll view: content width and height.
    let contentVariables: [[Variable]?]
    /// The template's constraints, by solver id, in declaration order, then those its stack
    /// views generate: what a row may break, and the next row tries again.
    let templateConstraints: [ConstraintID]
    /// Per view and axis (`slot(position, axis)`): its hugging and resistance constraints; nil
    /// for views without an intrinsic size.
    let intrinsic: [IntrinsicPair?]
    /// `contentView.width == W`, required and protected.
    let fence: ConstraintID
    /// `contentView.height >= H` and `<= H`, required and protected: the height the table
    /// gives the cell (`UIView-Encapsulated-Layout-Height`). Two inequalities rather than one
    /// equality so that they stay active and only their constants move (0 and `unbounded`
    /// while fitting): a dual-simplex step per row instead of adding and removing a row.
    let heightFloor: ConstraintID
    let heightCeiling: ConstraintID
    /// What each constraint that can take part in a conflict is, for the reports.
    let reporter: ConflictReporter
    /// The layout guides the constraints use, by anchor name (`contentView.layoutMarginsGuide`),
    /// in the order they were built, with their frame variables (left, top, width, height).
    let guides: [(name: String, variables: [Variable])]
    /// Those of `guides` that are the template's own (a view's `guides`, named `g` and their
    /// number: `view.g0`), whose frames every layout reports (`CellLayout.guides`).
    let ownGuides: [(name: String, variables: [Variable])]
    /// Per label (by position): its first baseline below its top and its last above its bottom.
    let baselineOffsets: [Int: (first: Double, lastFromBottom: Double)]
    /// The template's constraints that have an identifier, in declaration order: what a row's
    /// state can change (`RowState.constants`, `.inactive`).
    let identified: [IdentifiedConstraint]

    /// A bound no cell reaches: the ceiling while fitting, and intrinsic sizes that are none.
    static let unbounded = 10_000_000.0

    /// `stackLengths` and `scale`: what the stacks' constraints depend on (`StackArrangement`).
    init(
        template: CellTemplate, measurer: TextMeasurer, environment: CellEnvironment = CellEnvironment(),
        stackLengths: [String: Double] = [:], scale: Double? = nil, into solver: inout Solver
    ) throws(LayoutError) {
        var contentView = ViewSpec(name: CellTemplate.contentView)
        contentView.background = template.background
        let specs = [contentView] + template.views
        var index: [String: Int] = [:]
        for (position, spec) in specs.enumerated() { index[spec.name] = position }
        var frameVariables: [[Variable]] = [], contentVariables: [[Variable]?] = []
        for spec in specs {
            let prefix = spec.name
            frameVariables.append(["left", "top", "width", "height"].map { solver.makeVariable("\(prefix).\($0)") })
            contentVariables.append(spec.isScroll
                ? [solver.makeVariable("\(prefix).contentWidth"), solver.makeVariable("\(prefix).contentHeight")] : nil)
        }
        var baselineOffsets: [Int: (first: Double, lastFromBottom: Double)] = [:]
        for (position, spec) in specs.enumerated() {
            guard let label = spec.label else { continue }
            let probe = measurer.measure(TextRequest(text: "Ag", font: label.font))
            // A text view's baselines are inside its insets, its text drawn from the top. A
            // label is its text's height rounded up to the pixel and draws the text centred in
            // it (UILabel), so half the rounding lies above the first line and half below the last.
            let inset = label.textContainerInset ?? EdgeInsets()
            let slack = label.textContainerInset == nil ? (LabelContent.ceiled(probe.height, scale: scale ?? 0) - probe.height) / 2 : 0
            baselineOffsets[position] = (probe.firstBaseline + slack + inset.top, probe.height - probe.lastBaseline + slack + inset.bottom)
        }
        var scrollAncestors = specs.indices.map { Self.scrollAncestors(of: $0, specs: specs, index: index) }
        // The layout guides the constraints use (and those they lean on), after the views.
        var guides = GuideBuilder(specs: specs, frames: frameVariables, contents: contentVariables, index: index, environment: environment)
        // The constraints UIKit's stack views generate, and the guides they add.
        let stacked = StackArrangement.constraints(specs: specs, lengths: stackLengths, scale: scale)
        for constraint in template.constraints + stacked.map(\.constraint) {
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) where index[anchor.view] == nil {
                guides.ensure(anchor.view, in: &solver)
            }
        }
        var mappedIndex = index, mappedFrames = frameVariables, mappedContent = contentVariables
        for name in guides.order {
            guard let variables = guides.variables[name], let owner = LayoutGuide.split(name).flatMap({ index[$0.view] }) else { continue }
            mappedIndex[name] = mappedFrames.count
            mappedFrames.append(variables)
            mappedContent.append(nil)
            scrollAncestors.append(scrollAncestors[owner])
        }
        let mapping = AnchorMapping(
            index: mappedIndex, frameVariables: mappedFrames, contentVariables: mappedContent,
            scrollAncestors: scrollAncestors, baselineOffsets: baselineOffsets,
            rightToLeft: environment.layoutDirection.isRightToLeft)

        var kindOf: [ConstraintID: ConflictMember.Kind] = [:]
        var declared: [ConstraintID: LayoutConstraint] = [:]
        var templateConstraints: [ConstraintID] = []
        var identified: [IdentifiedConstraint] = []
        var intrinsic = [IntrinsicPair?](repeating: nil, count: specs.count * 2)
        let fence: ConstraintID, heightFloor: ConstraintID, heightCeiling: ConstraintID
        // The contentView sits at the origin, gets the row's width, and is pulled to zero height.
        let cv = frameVariables[0]
        do {
            try solver.add(cv[0] == 0, isProtected: true)
            try solver.add(cv[1] == 0, isProtected: true)
            fence = try solver.add((cv[2] == 320).priority(environment.widthPriority), isProtected: true)
            heightFloor = try solver.add(cv[3] >= 0, isProtected: true)
            heightCeiling = try solver.add(cv[3] <= Self.unbounded, isProtected: true)
            try solver.add((cv[3] == 0).priority(.fittingSizeLevel), isProtected: true)
            // Frames never take negative sizes, as in UIKit, whose engine reports a conflict
            // rather than give a view a width or height below zero (the real conflict logs: the
            // required sets they list hold only with a view at a negative size). Required, never
            // the one broken (protected); a label compressed to nothing stops at zero and the
            // next one gives way by its compression resistance, without a conflict.
            for position in specs.indices where position > 0 {
                for axis in Axis.allCases {
                    let id = try solver.add(frameVariables[position][axis == .horizontal ? 2 : 3] >= 0, isProtected: true)
                    kindOf[id] = .implicit(view: specs[position].name, axis: axis)
                }
            }
            for (constraint, identifier, guide) in guides.constraints {
                let id = try solver.add(constraint, isProtected: true)
                kindOf[id] = .layoutGuide(guide: guide, identifier: identifier)
            }
            for (number, constraint) in template.constraints.enumerated() {
                // Conflicts met here are met again, and reported, by every row's layout.
                let result = try solver.add(mapping.solverConstraint(constraint), onConflict: .breakConstraint)
                templateConstraints.append(result.id)
                kindOf[result.id] = .declared(index: number)
                declared[result.id] = constraint
                if let identifier = constraint.identifier {
                    identified.append(IdentifiedConstraint(
                        identifier: identifier, id: result.id, declaredConstant: constraint.constant,
                        storedConstant: solver.constraint(result.id)?.expression.constant ?? -constraint.constant))
                }
            }
            for generated in stacked {
                // Written where the stack view is declared.
                var constraint = generated.constraint
                constraint.source = template.viewSources[generated.stack]
                let result = try solver.add(mapping.solverConstraint(constraint), onConflict: .breakConstraint)
                templateConstraints.append(result.id)
                kindOf[result.id] = .stackView(stack: generated.stack, identifier: generated.constraint.identifier ?? "")
                declared[result.id] = constraint
            }
            for (position, spec) in specs.enumerated() where spec.hasIntrinsicSize {
                for axis in Axis.allCases {
                    let size = frameVariables[position][axis == .horizontal ? 2 : 3]
                    // Inactive until a row gives the view an intrinsic size. Both optional (as
                    // nearly always): one equality, over at the hugging priority and short at
                    // the compression resistance, as UIKit's NSContentSizeLayoutConstraint;
                    // either required: the two inequalities, so the required one can conflict.
                    let hugging = spec.hugging[axis], resistance = spec.compressionResistance[axis]
                    if !hugging.isRequired && !resistance.isRequired {
                        let both = try solver.addInactive(Constraint(LinearExpression(size), .equal, priority: hugging, shortfallPriority: resistance))
                        kindOf[both] = .intrinsic(view: spec.name, axis: axis, hugging: true, priority: hugging)
                        intrinsic[Self.slot(position, axis)] = IntrinsicPair(hug: both, resist: both)
                        continue
                    }
                    let hug = try solver.addInactive((size <= 0).priority(hugging))
                    let resist = try solver.addInactive((size >= 0).priority(resistance))
                    kindOf[hug] = .intrinsic(view: spec.name, axis: axis, hugging: true, priority: hugging)
                    kindOf[resist] = .intrinsic(view: spec.name, axis: axis, hugging: false, priority: resistance)
                    intrinsic[Self.slot(position, axis)] = IntrinsicPair(hug: hug, resist: resist)
                }
            }
        } catch {
            throw LayoutError("cannot build the constraints of template '\(template.name)': \(error)", wrapping: error)
        }
        self.specs = specs
        self.index = index
        self.frameVariables = frameVariables
        self.contentVariables = contentVariables
        self.templateConstraints = templateConstraints
        self.identified = identified
        self.intrinsic = intrinsic
        self.fence = fence
        self.heightFloor = heightFloor
        self.heightCeiling = heightCeiling
        self.guides = guides.order.compactMap { name in guides.variables[name].map { (name, $0) } }
        // Built-in and stack guides have names; an app's own is `g` and its number.
        ownGuides = self.guides.filter { guide in
            LayoutGuide.split(guide.name).map { $0.guide.first == "g" && Int($0.guide.dropFirst()) != nil } ?? false
        }
        self.baselineOffsets = baselineOffsets
        reporter = ConflictReporter(
            kindOf: kindOf, declared: declared, fence: fence, heightBounds: [heightFloor, heightCeiling])
    }

    /// Where a view's pair for one axis is kept in `intrinsic`.
    static func slot(_ position: Int, _ axis: Axis) -> Int { position * 2 + (axis == .horizontal ? 0 : 1) }

    /// The contentView's height.
    var height: Variable { frameVariables[0][3] }

    /// The width or height of the view at `position`.
    func size(_ position: Int, _ axis: Axis) -> Variable { frameVariables[position][axis == .horizontal ? 2 : 3] }

    /// Each view's frame (and content size) in `solution`.
    func views(in solution: Solution) -> [ViewLayout] {
        var views: [ViewLayout] = []
        views.reserveCapacity(specs.count)
        for (position, spec) in specs.enumerated() {
            let v = frameVariables[position]
            var layout = ViewLayout(
                name: spec.name,
                frame: Rect(x: solution[v[0]], y: solution[v[1]], width: solution[v[2]], height: solution[v[3]]))
            if let content = contentVariables[position] {
                layout.contentSize = Size(width: solution[content[0]], height: solution[content[1]])
            }
            views.append(layout)
        }
        return views
    }

    /// The views whose place, size or content size `source` leaves free, per axis.
    func ambiguousViews(of source: Solver) -> [AmbiguousView] {
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

/// A template constraint a row's state can reach by its identifier, with its constant as
/// declared and as the solver stores it (the expression's constant: `first - m*second - c`
/// plus what the anchors add), so that a new constant `c'` is stored as `stored - (c' - c)`.
struct IdentifiedConstraint {
    var identifier: String
    var id: ConstraintID
    var declaredConstant: Double
    var storedConstant: Double

    func stored(for constant: Double) -> Double { storedConstant - (constant - declaredConstant) }
}

/// A view's content hugging and compression resistance constraints on one axis: one
/// constraint for both (`isMerged`) unless either priority is required.
struct IntrinsicPair {
    var hug: ConstraintID
    var resist: ConstraintID

    var isMerged: Bool { hug == resist }
}
