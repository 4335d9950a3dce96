import AutocellSolver
import AutocellText
import AutocellDrawing

/// The constraints a `UIStackView` generates for its arranged subviews, with UIKit's
/// identifiers, so that layouts, conflicts and explanations are the ones UIKit gives.
///
/// Sources, in order of authority:
/// - The constraint sets a real `UIStackView` printed for every distribution and alignment,
///   recorded in Alexander Grebenyuk's "Let's Build UIStackView" (kean.blog, 2017), which
///   tested his Arranged library against them: which items each constraint ties, the
///   relations, `UISV-spanning-boundary` at 999.5, `UISV-spanning-fit` at 51,
///   `UISV-ambiguity-suppression` at 25, `UISV-canvas-fit` at 49, `UISV-fill-proportionally` at
///   999, 998, … and `UISV-fill-equally` between `equalCentering`'s gap guides at 149.
/// - UIKit's `_UIOrderedLayoutArrangement` (iOS 26.1, as decompiled in public restore images):
///   spacing is the custom spacing after the preceding item, else `spacing`, rounded to the
///   screen's scale, and halved next to a hidden item; a hidden item gets `UISV-hiding`
///   (size 0 at 999.999) and is placed by `UISV-spacing-hidden` at 50; proportions are each
///   item's length over the sum of the visible lengths plus the spacings, at
///   `max(999 − index, 751)`; `equalCentering`'s guides tie at `max(150 − index, 50)`; two or
///   more multi-line labels side by side get `UISV-text-width-disambiguation`
///   (`width <= canvas.width / n − spacing × (n − 1) / n`, from 950 up in steps of
///   `min(25 / n, 1)`).
/// - The real conflict logs: `UISV-canvas-connection` to `UIViewLayoutMarginsGuide` when the
///   arrangement is relative to the margins, `_UISystemBaselineConstraint 'UISV-spacing'`
///   between baselines, `_UILayoutSpacer 'UISV-alignment-spanner'`.
///
/// The guides UIKit adds are custom guides of the stack: `STACK.UISV-alignment-spanner` (the
/// `_UILayoutSpacer` spanning the items across the axis) and `STACK.UISV-distributing-N` (the
/// `_UIOLAGapGuide` after the N-th visible item, for `equalSpacing` and `equalCentering`).
public enum StackArrangement {
    /// `UISV-hiding`'s priority: 999.999 (the float just below 1000 by 16 units in the last
    /// place, `0x4479FFF0`, in iOS 26.1's `_setUpHidingDimensionConstraintForItem:`). Conflict
    /// logs from iOS 9 to 12 list it among required constraints; today a hidden view's own
    /// required size wins and the view simply stays out of the arrangement.
    public static let hidingPriority = Priority(rawValue: Float(bitPattern: 0x4479_FFF0))
    /// `UISV-spacing-hidden`: where a hidden item sits, barely held.
    public static let hiddenSpacingPriority: Priority = 50
    public static let spanningBoundaryPriority: Priority = 999.5
    public static let spanningFitPriority: Priority = 51
    public static let canvasFitPriority: Priority = 49
    public static let ambiguitySuppressionPriority: Priority = 25
    /// The `_UILayoutSpacer`'s own size on the axis it does not span: zero at 999.
    public static let spacerCounterDimensionPriority: Priority = 999

    public static let spannerGuide = "UISV-alignment-spanner"
    public static func gapGuide(_ number: Int) -> String { "UISV-distributing-\(number)" }

    /// A generated constraint and the stack that made it.
    public struct Generated: Hashable, Sendable {
        public var constraint: LayoutConstraint
        public var stack: String
    }

    /// The arranged subviews of `stack`: as listed, else its subviews in template order.
    public static func arranged(_ stack: ViewSpec, in specs: [ViewSpec]) -> [String] {
        guard let configuration = stack.stack else { return [] }
        if !configuration.arrangedSubviews.isEmpty { return configuration.arrangedSubviews }
        return specs.filter { $0.parent == stack.name }.map(\.name)
    }

    /// Every stack's constraints. `lengths` are the intrinsic lengths along the axis of the
    /// arranged subviews of `fillProportionally` stacks; `scale` rounds spacings to the pixel
    /// grid as UIKit does (`UIRoundToViewScale`), nil leaves them as written.
    public static func constraints(specs: [ViewSpec], lengths: [String: Double] = [:], scale: Double? = nil) -> [Generated] {
        var result: [Generated] = []
        let byName = Dictionary(specs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for spec in specs {
            guard let configuration = spec.stack else { continue }
            let items = arranged(spec, in: specs).compactMap { byName[$0] }
            var builder = Builder(stack: spec.name, configuration: configuration, items: items, lengths: lengths, scale: scale)
            builder.build()
            result += builder.generated.map { Generated(constraint: $0, stack: spec.name) }
        }
        return result
    }

    /// Every spacing the template's stacks use, as rounded at `scale`: what a new screen scale
    /// must move for the stacks to be built again.
    public static func spacings(of template: CellTemplate, scale: Double) -> [Double] {
        var values: [Double] = []
        for stack in template.views.compactMap(\.stack) {
            values.append(stack.spacing)
            for key in stack.customSpacing.keys.sorted() { values.append(stack.customSpacing[key] ?? 0) }
        }
        return values.map { rounded($0, scale: scale) }
    }

    /// `UIRoundToViewScale`: a spacing on the pixel grid of `scale` (unchanged without one).
    static func rounded(_ value: Double, scale: Double?) -> Double {
        guard let scale else { return value }
        return PixelGrid(scale: scale).roundToViewScale(value)
    }

    /// Builds one stack's constraints.
    private struct Builder {
        let stack: String
        let configuration: StackConfiguration
        let items: [ViewSpec]
        let lengths: [String: Double]
        let scale: Double?
        var generated: [LayoutConstraint] = []

        var horizontal: Bool { configuration.axis == .horizontal }
        var canvas: String {
            configuration.isLayoutMarginsRelativeArrangement ? LayoutGuide.anchorView(stack, LayoutGuide.layoutMargins) : stack
        }
        var spanner: String { "\(stack).\(StackArrangement.spannerGuide)" }
        // Along the axis.
        var minimum: LayoutAttribute { horizontal ? .leading : .top }
        var maximum: LayoutAttribute { horizontal ? .trailing : .bottom }
        var size: LayoutAttribute { horizontal ? .width : .height }
        var center: LayoutAttribute { horizontal ? .centerX : .centerY }
        // Across it.
        var crossMinimum: LayoutAttribute { horizontal ? .top : .leading }
        var crossMaximum: LayoutAttribute { horizontal ? .bottom : .trailing }
        var crossSize: LayoutAttribute { horizontal ? .height : .width }
        var crossCenter: LayoutAttribute { horizontal ? .centerY : .centerX }

        mutating func add(
            _ first: Anchor, _ relation: Relation, _ second: Anchor? = nil, multiplier: Double = 1, constant: Double = 0,
            priority: Priority = .required, _ identifier: String
        ) {
            generated.append(LayoutConstraint(
                first, relation, second, multiplier: multiplier, constant: constant, priority: priority, identifier: identifier))
        }

        mutating func build() {
            guard !items.isEmpty else { return }
            buildOrdered()
            buildAligned()
        }

        /// The spacing after `item` as UIKit computes it: its custom spacing, else the stack's,
        /// rounded to the screen's scale.
        func spacing(after item: ViewSpec) -> Double {
            StackArrangement.rounded(configuration.customSpacing[item.name] ?? configuration.spacing, scale: scale)
        }

        // MARK: Along the axis (_UIOrderedLayoutArrangement)

        mutating func buildOrdered() {
            let visible = items.indices.filter { !items[$0].isHidden }
            let spreading = configuration.distribution == .equalSpacing || configuration.distribution == .equalCentering
            let relation: Relation = spreading ? .greaterThanOrEqual : .equal
            let baselines = configuration.isBaselineRelativeArrangement && !horizontal
            if let first = visible.first, let last = visible.last {
                add(Anchor(canvas, minimum), .equal, Anchor(items[first].name, minimum), "UISV-canvas-connection")
                add(Anchor(items[last].name, maximum), .equal, Anchor(canvas, maximum), "UISV-canvas-connection")
                if spreading { add(Anchor(stack, size), .equal, priority: StackArrangement.canvasFitPriority, "UISV-canvas-fit") }
            }
            // Between visible neighbours.
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let a = items[previous], b = items[next]
                add(Anchor(b.name, baselines ? .firstBaseline : minimum), relation, Anchor(a.name, baselines ? .lastBaseline : maximum),
                    constant: spacing(after: a), "UISV-spacing")
            }
            // Hidden items: no size along the axis, placed in the gap they left at 50.
            for (index, item) in items.enumerated() where item.isHidden {
                add(Anchor(item.name, size), .equal, constant: 0, priority: StackArrangement.hidingPriority, "UISV-hiding")
                let followedByVisible = visible.last.map { $0 > index } ?? false
                if let previous = visible.last(where: { $0 < index }) {
                    let gap = followedByVisible ? spacing(after: items[previous]) * 0.5 : 0
                    add(Anchor(item.name, minimum), relation, Anchor(items[previous].name, baselines ? .lastBaseline : maximum),
                        constant: gap, priority: StackArrangement.hiddenSpacingPriority, "UISV-spacing-hidden")
                } else if let first = visible.first {
                    add(Anchor(items[first].name, baselines ? .firstBaseline : minimum), relation, Anchor(item.name, maximum),
                        constant: 0, priority: StackArrangement.hiddenSpacingPriority, "UISV-spacing-hidden")
                } else {
                    // Every item hidden: UIKit ties them to a spanning guide at 50; the stack's
                    // own edge stands in for it.
                    add(Anchor(item.name, minimum), .equal, Anchor(canvas, minimum),
                        priority: StackArrangement.hiddenSpacingPriority, "UISV-spacing-hidden")
                }
            }
            switch configuration.distribution {
            case .fill:
                break
            case .fillEqually:
                guard let first = visible.first else { break }
                for index in visible.dropFirst() {
                    add(Anchor(items[index].name, size), .equal, Anchor(items[first].name, size), "UISV-fill-equally")
                }
            case .fillProportionally:
                var denominator = 0.0
                for index in visible {
                    denominator += max(lengths[items[index].name] ?? 0, 0) + configuration.spacing
                }
                denominator -= configuration.spacing
                for index in visible {
                    let share = denominator > 0 ? max(lengths[items[index].name] ?? 0, 0) / denominator : 0
                    if share > 0 {
                        add(Anchor(items[index].name, size), .equal, Anchor(canvas, size), multiplier: share,
                            priority: Priority(Float(max(999 - index, 751))), "UISV-fill-proportionally")
                    } else {
                        add(Anchor(items[index].name, size), .equal, constant: 0, "UISV-fill-proportionally")
                    }
                }
            case .equalSpacing, .equalCentering:
                let centering = configuration.distribution == .equalCentering
                var firstGuide: String?
                for (number, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
                    let guide = "\(stack).\(StackArrangement.gapGuide(number + 1))"
                    add(Anchor(guide, minimum), .equal, Anchor(items[previous].name, centering ? center : maximum), "UISV-distributing-edge")
                    add(Anchor(guide, maximum), .equal, Anchor(items[next].name, centering ? center : minimum), "UISV-distributing-edge")
                    if let reference = firstGuide {
                        let priority: Priority = centering ? Priority(Float(max(150 - previous, 50))) : .required
                        add(Anchor(guide, size), .equal, Anchor(reference, size), priority: priority, "UISV-fill-equally")
                    } else {
                        firstGuide = guide
                    }
                }
            }
            // Side by side multi-line labels share the width, barely (the improved rule).
            if horizontal, configuration.distribution != .fillEqually, configuration.distribution != .fillProportionally {
                let multiline = visible.filter { items[$0].label.map { $0.numberOfLines != 1 } ?? false }
                if multiline.count >= 2 {
                    let n = Double(multiline.count)
                    let step = Float(min(25 / n, 1))
                    for (k, index) in multiline.enumerated() {
                        add(Anchor(items[index].name, .width), .lessThanOrEqual, Anchor(canvas, .width), multiplier: 1 / n,
                            constant: -configuration.spacing * (n - 1) / n, priority: Priority(950 + Float(k) * step),
                            "UISV-text-width-disambiguation")
                    }
                }
            }
        }

        // MARK: Across the axis (_UIAlignedLayoutArrangement)

        mutating func buildAligned() {
            let visible = items.filter { !$0.isHidden }
            guard let reference = visible.first else { return }
            let r = reference.name
            let alignment = configuration.alignment
            // Every other item aligned to the first visible one.
            for item in items where item.name != r {
                switch alignment {
                case .fill:
                    add(Anchor(r, crossMinimum), .equal, Anchor(item.name, crossMinimum), "UISV-alignment")
                    add(Anchor(r, crossMaximum), .equal, Anchor(item.name, crossMaximum), "UISV-alignment")
                case .leading: add(Anchor(r, crossMinimum), .equal, Anchor(item.name, crossMinimum), "UISV-alignment")
                case .center: add(Anchor(r, crossCenter), .equal, Anchor(item.name, crossCenter), "UISV-alignment")
                case .trailing: add(Anchor(r, crossMaximum), .equal, Anchor(item.name, crossMaximum), "UISV-alignment")
                case .firstBaseline: add(Anchor(r, .firstBaseline), .equal, Anchor(item.name, .firstBaseline), "UISV-alignment")
                case .lastBaseline: add(Anchor(r, .lastBaseline), .equal, Anchor(item.name, .lastBaseline), "UISV-alignment")
                }
            }
            if alignment == .fill {
                add(Anchor(canvas, crossMinimum), .equal, Anchor(r, crossMinimum), "UISV-canvas-connection")
                add(Anchor(r, crossMaximum), .equal, Anchor(canvas, crossMaximum), "UISV-canvas-connection")
                return
            }
            let baseline = alignment == .firstBaseline || alignment == .lastBaseline
            if visible.count == 1 {
                // One item: the canvas itself bounds it (no spanner), and fits it at 49.
                let top: Relation = alignment == .leading ? .equal : .lessThanOrEqual
                let bottom: Relation = alignment == .trailing ? .equal : .greaterThanOrEqual
                add(Anchor(canvas, crossMinimum), top, Anchor(r, crossMinimum), "UISV-canvas-connection")
                add(Anchor(canvas, crossMaximum), bottom, Anchor(r, crossMaximum), "UISV-canvas-connection")
                if alignment == .center { add(Anchor(canvas, crossCenter), .equal, Anchor(r, crossCenter), "UISV-canvas-connection") }
                add(Anchor(stack, crossSize), .equal, priority: StackArrangement.canvasFitPriority, "UISV-canvas-fit")
            } else {
                for item in visible {
                    switch alignment {
                    case .leading:
                        add(Anchor(spanner, crossMinimum), .equal, Anchor(item.name, crossMinimum),
                            priority: StackArrangement.spanningBoundaryPriority, "UISV-spanning-boundary")
                        add(Anchor(spanner, crossMaximum), .greaterThanOrEqual, Anchor(item.name, crossMaximum), "UISV-spanning-boundary")
                    case .trailing:
                        add(Anchor(spanner, crossMinimum), .lessThanOrEqual, Anchor(item.name, crossMinimum), "UISV-spanning-boundary")
                        add(Anchor(spanner, crossMaximum), .equal, Anchor(item.name, crossMaximum),
                            priority: StackArrangement.spanningBoundaryPriority, "UISV-spanning-boundary")
                    default:
                        add(Anchor(spanner, crossMinimum), .lessThanOrEqual, Anchor(item.name, crossMinimum), "UISV-spanning-boundary")
                        add(Anchor(spanner, crossMaximum), .greaterThanOrEqual, Anchor(item.name, crossMaximum), "UISV-spanning-boundary")
                    }
                }
                add(Anchor(spanner, crossSize), .equal, priority: StackArrangement.spanningFitPriority, "UISV-spanning-fit")
                // The `_UILayoutSpacer`'s size along the stack's axis (it spans the other).
                add(Anchor(spanner, size), .equal, priority: StackArrangement.spacerCounterDimensionPriority, "UISV-alignment-spanner")
                // The canvas's top edge to the first view (top alignment) or the spanner; its
                // bottom edge to the spanner, or to the first view (bottom alignment, and `>=`
                // for the last baseline); the centre to the first view's.
                let top = alignment == .leading ? r : spanner
                add(Anchor(canvas, crossMinimum), .equal, Anchor(top, crossMinimum), "UISV-canvas-connection")
                switch alignment {
                case .trailing: add(Anchor(r, crossMaximum), .equal, Anchor(canvas, crossMaximum), "UISV-canvas-connection")
                case .lastBaseline: add(Anchor(canvas, crossMaximum), .greaterThanOrEqual, Anchor(r, crossMaximum), "UISV-canvas-connection")
                default: add(Anchor(spanner, crossMaximum), .equal, Anchor(canvas, crossMaximum), "UISV-canvas-connection")
                }
                if alignment == .center { add(Anchor(canvas, crossCenter), .equal, Anchor(r, crossCenter), "UISV-canvas-connection") }
                if baseline { add(Anchor(stack, crossSize), .equal, priority: StackArrangement.canvasFitPriority, "UISV-canvas-fit") }
            }
            for item in items {
                add(Anchor(item.name, crossSize), .equal, priority: StackArrangement.ambiguitySuppressionPriority, "UISV-ambiguity-suppression")
            }
        }
    }
}
