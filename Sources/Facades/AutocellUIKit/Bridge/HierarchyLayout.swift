import AutocellLayout
import AutocellTable
import AutocellSolver
import AutocellText
import AutocellDrawing

/// Lays a UIKit view hierarchy out with Autocell's engine: the hierarchy becomes a cell
/// template (the root as the contentView, its subviews as views, every active constraint
/// inside it, autoresizing-mask constraints for views that translate theirs) plus a row (the
/// labels' texts, intrinsic sizes, hidden views, changed constants), and the engine's frames
/// go back into the views.
///
/// A template is built once per shape of hierarchy (views, kinds, parents, priorities, which
/// constraints relate what, the margins) and reused for every later layout of that shape with
/// only the row changing: what a reused cell costs in UIKit too. The shape is read again only
/// after a structural change (`UIView.constraintsChanged`); a constraint's constant becomes
/// a row value (an identified constraint) the first time it changes.
@preconcurrency @MainActor
enum HierarchyLayout {
    /// An engine built for a shape, with the template's views and variable constants.
    final class Built {
        let engine: CellLayoutEngine
        let specs: [ViewSpec]
        let constants: [Double]
        /// Per view: the label's `contentVersion` its template spec was read at, while the
        /// label is the same object (nil: not a plain-text label).
        var labelVersions: [(label: ObjectIdentifier, version: Int)?] = []

        init(engine: CellLayoutEngine, specs: [ViewSpec], constants: [Double]) {
            self.engine = engine
            self.specs = specs
            self.constants = constants
        }
    }

    /// The environment a template is built for (the root's margins and direction).
    struct EnvironmentKey: Hashable {
        var margins: EdgeInsets
        var rightToLeft: Bool
        /// The traits labels' colours and fonts were resolved for.
        var dark: Bool
        var category: String
        var scale: Double
        /// The width fence's priority (required but for a fitting size with a free width).
        var widthPriority: Double
    }

    /// Where a constraint's constant comes from on each layout.
    enum ConstantSource {
        case constraint(NSLayoutConstraint)
        case autoresizing(UIView, LayoutAttribute)
        /// The `index`th of a view's autoresizing-mask constraints (a non-empty mask).
        case mask(UIView, Int)
    }

    /// What a template constraint stands for in the hierarchy, for UIKit's console messages.
    enum ConstraintOrigin {
        case constraint(NSLayoutConstraint)
        /// One of the constraints a view's autoresizing mask makes.
        case autoresizing(UIView)
    }

    /// A hierarchy's shape, read once while its structure stays the same.
    final class Skeleton {
        let generation: Int
        /// The root's subviews, all levels, in template order (the root is the contentView).
        let views: [UIView]
        let names: [ObjectIdentifier: String]
        /// Each view's structural spec (kinds as first read).
        let specs: [ViewSpec]
        let constraints: [LayoutConstraint]
        /// What each of `constraints` stands for.
        let origins: [ConstraintOrigin]
        /// The constraints whose constants the row gives (identified), and where from.
        let variable: [(index: Int, source: ConstantSource)]
        let shape: String
        /// The traits the views were read under.
        var traits: TraitsKey?
        /// The engine used last, and the environment it was for.
        var last: (key: EnvironmentKey, built: Built)?

        init(generation: Int, views: [UIView], names: [ObjectIdentifier: String], specs: [ViewSpec], constraints: [LayoutConstraint],
             origins: [ConstraintOrigin], variable: [(index: Int, source: ConstantSource)], shape: String) {
            self.generation = generation
            self.views = views
            self.names = names
            self.specs = specs
            self.constraints = constraints
            self.origins = origins
            self.variable = variable
            self.shape = shape
        }
    }

    /// Bumped by every structural change anywhere (`UIView.constraintsChanged`).
    /// Like `fontLibrary`, which resets them, these are used from the main actor only; marked
    /// so the reset compiles without a warning in every package that builds the layer (issue 49:
    /// 132 warnings in a user's build).
    nonisolated(unsafe) static var structureGeneration = 0
    nonisolated(unsafe) private static var engines: [String: Built] = [:]
    nonisolated(unsafe) private static var order: [String] = []
    /// Shapes kept: a hierarchy that changes shape every layout does not grow this forever.
    static let capacity = 64
    nonisolated(unsafe) private static var sharedMeasurer: TextMeasurer?
    /// The fonts the layer measures and draws with (`UIFont.autocellSystemFontFiles`): a change
    /// drops the measurer and every engine built with it.
    nonisolated(unsafe) static var fontLibrary = FontLibrary.standard {
        didSet {
            sharedMeasurer = nil
            engines = [:]
            order = []
            structureGeneration &+= 1
        }
    }

    static var measurer: TextMeasurer? {
        if let sharedMeasurer { return sharedMeasurer }
        do throws(TextError) {
            sharedMeasurer = try TextMeasurer(library: fontLibrary)
        } catch {
            UIKitDiagnostics.fail("cannot measure text: \(error)")
        }
        return sharedMeasurer
    }

    /// The contentView's environment: a table cell's margins, else the root's own.
    static func environment(for root: UIView) -> CellEnvironment {
        let direction: LayoutDirection = root.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        if let header = root.superview as? UITableViewHeaderFooterView, header.contentView === root, !root.hasOwnMargins,
           let margins = header.contentMargins {
            return CellEnvironment(layoutMargins: margins, layoutDirection: direction)
        }
        if let cell = root.superview as? UITableViewCell, cell.contentView === root, !root.hasOwnMargins {
            var environment = cell.contentViewMargins()
            environment.layoutDirection = direction
            return environment
        }
        // A list cell's contentView has a table cell's margins, from the list's width
        // (`CollectionSettings.cellEnvironment`, the fixtures' `layout: list` too).
        if let cell = root.superview as? UICollectionViewListCell, cell.contentView === root, !root.hasOwnMargins {
            let width = Double((cell.superview as? UICollectionView)?.bounds.width ?? cell.collectionWidth ?? cell.bounds.width)
            return CellMargins.environment(width: width, settings: TraitCollection(layoutDirection: direction).applied(to: TableSettings()))
        }
        // Any other root: its margins, inside its safe area when it insets them from it (the
        // margins guide of a view under a status bar starts below the bar).
        guard UIView.safeAreasExist else { return CellEnvironment(layoutMargins: root.layoutMargins.insets, layoutDirection: direction) }
        let safe = root.safeAreaInsets.insets
        var margins = root.layoutMargins.insets
        if root.insetsLayoutMarginsFromSafeArea {
            margins = EdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        return CellEnvironment(layoutMargins: margins, safeAreaInsets: safe, layoutDirection: direction)
    }

    /// The traits a skeleton's views were read under (labels' colours and fonts resolve with
    /// them): a skeleton is read again under others, as a snapshot in dark after one in light.
    private static func traitsKey(_ root: UIView) -> TraitsKey {
        let traits = root.traitCollection
        return TraitsKey(
            dark: traits.userInterfaceStyle == .dark, category: traits.preferredContentSizeCategory.rawValue, scale: Double(traits.displayScale),
            rightToLeft: root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    struct TraitsKey: Equatable {
        var dark: Bool
        var category: String
        var scale: Double
        var rightToLeft: Bool
    }

    static func skeleton(_ root: UIView) -> Skeleton {
        let traits = traitsKey(root)
        if let known = root.layoutSkeleton, known.generation == structureGeneration, known.traits == traits { return known }
        let views = Array(root.layoutDescendantsAndSelf.dropFirst())
        var names: [ObjectIdentifier: String] = [ObjectIdentifier(root): CellTemplate.contentView]
        for (index, view) in views.enumerated() { names[ObjectIdentifier(view)] = "v\(index + 1)" }
        func name(_ view: UIView) -> String { names[ObjectIdentifier(view)] ?? "?" }
        var shape = ""
        var specs: [ViewSpec] = []
        for view in views {
            let viewName = name(view)
            let parent = view.superview.map(name).flatMap { $0 == CellTemplate.contentView ? nil : $0 }
            var spec = ViewSpec(name: viewName, kind: view.layoutKind(name), parent: parent)
            spec.hugging = view.huggingPriorities
            spec.compressionResistance = view.compressionPriorities
            spec.isHidden = view.isHidden
            if view.hasOwnMargins || view.systemMinimumMargins != nil {
                spec.layoutMargins = view.layoutMargins.insets
            } else if let host = view.superview, host.cellContentView === view {
                // A contentView laid out with its cell (placed by constraints): a cell's margins.
                spec.layoutMargins = environment(for: view).layoutMargins
            }
            spec.preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins
            spec.insetsLayoutMarginsFromSafeArea = view.insetsLayoutMarginsFromSafeArea
            if view.isControllerRoot, let extra = view.viewController?.additionalSafeAreaInsets, extra != .zero {
                spec.additionalSafeAreaInsets = extra.insets
            }
            for (number, guide) in view.allLayoutGuides.enumerated() where guide.builtIn == nil { spec.guides.append("g\(number)") }
            shape += viewName + "<" + (parent ?? "") + "|" + shapeTag(spec.kind)
            shape += "|\(spec.hugging.horizontal.rawValue),\(spec.hugging.vertical.rawValue),\(spec.compressionResistance.horizontal.rawValue),\(spec.compressionResistance.vertical.rawValue)"
            if let margins = spec.layoutMargins { shape += "|m\(margins.top),\(margins.left),\(margins.bottom),\(margins.right)" }
            shape += spec.preservesSuperviewLayoutMargins ? "|p" : ""
            shape += spec.insetsLayoutMarginsFromSafeArea ? "" : "|s"
            shape += "|g\(spec.guides.count);"
            specs.append(spec)
        }
        shape += "root|g\(root.allLayoutGuides.count);"
        var constraints: [LayoutConstraint] = []
        var origins: [ConstraintOrigin] = []
        var variable: [(index: Int, source: ConstantSource)] = []
        func anchor(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> Anchor? {
            guard let (layoutAttribute, margin) = attribute.layout else { return nil }
            if let view = item as? UIView, let viewName = names[ObjectIdentifier(view)] {
                return margin ? Anchor(LayoutGuide.anchorView(viewName, LayoutGuide.layoutMargins), layoutAttribute) : Anchor(viewName, layoutAttribute)
            }
            if let guide = item as? UILayoutGuide, let owner = guide.owningView, let ownerName = names[ObjectIdentifier(owner)] {
                if let builtIn = guide.builtIn { return Anchor(LayoutGuide.anchorView(ownerName, builtIn), layoutAttribute) }
                guard let index = owner.allLayoutGuides.firstIndex(where: { $0 === guide }) else { return nil }
                return Anchor(LayoutGuide.anchorView(ownerName, "g\(index)"), layoutAttribute)
            }
            return nil
        }
        // Every active constraint inside the hierarchy, then the autoresizing masks'.
        for view in [root] + views {
            for constraint in view.constraints {
                guard let first = anchor(constraint.firstItem, constraint.firstAttribute) else { continue }
                let second = constraint.secondItem == nil ? nil : anchor(constraint.secondItem, constraint.secondAttribute)
                if constraint.secondItem != nil && second == nil { continue }
                // A constant or multiplier no layout can hold (infinity, NaN, a stack's
                // `spacingUseSystem` sentinel used as a length) would stop the whole hierarchy
                // from being laid out: left out, and said.
                guard constraint.constant.isFinite, constraint.multiplier.isFinite,
                      abs(constraint.constant) < 1e12, abs(constraint.multiplier) < 1e12 else {
                    UIKitDiagnostics.report("\(constraint.consoleDescription) has a constant or multiplier that is not a finite length: left out of the layout")
                    continue
                }
                var made = LayoutConstraint(
                    first, constraint.relation.relation, second, multiplier: Double(constraint.multiplier), constant: Double(constraint.constant),
                    priority: constraint.priority.priority)
                if constraint.hasVariableConstant {
                    made.identifier = "c\(constraints.count)"
                    variable.append((constraints.count, .constraint(constraint)))
                }
                shape += "\(first)\(constraint.relation.rawValue)\(second.map { "\($0)" } ?? "")*\(constraint.multiplier)@\(constraint.priority.rawValue)"
                shape += constraint.hasVariableConstant ? "v;" : "=\(constraint.constant);"
                constraints.append(made)
                origins.append(.constraint(constraint))
            }
        }
        // A cell's contentView placed by constraints that leave its position open (a test that
        // gives it only a width) stays at the cell's origin, where the cell put it: UIKit's
        // engine leaves an unconstrained position where the frame was.
        for view in views where !view.translatesAutoresizingMaskIntoConstraints && view.superview?.cellContentView === view {
            let viewName = name(view), parent = view.superview.map(name) ?? CellTemplate.contentView
            for attribute in [LayoutAttribute.left, .top] {
                constraints.append(LayoutConstraint(Anchor(viewName, attribute), .equal, Anchor(parent, attribute), priority: Priority(1)))
                origins.append(.autoresizing(view))
                shape += "\(viewName):origin;"
            }
        }
        for view in views where view.translatesAutoresizingMaskIntoConstraints && !view.isArrangedByStack {
            let viewName = name(view)
            let parent = view.superview.map(name) ?? CellTemplate.contentView
            // A cell's contentView laid out with its cell (`hostedContentView` nil): it fills the
            // cell less the accessory, as the cell's `layoutSubviews` places it.
            if let host = view.superview, host.cellContentView === view, !view.laidOutSeparately {
                let inset = host.contentViewInsetInCell
                for (attribute, constant) in [(LayoutAttribute.left, 0.0), (.top, 0), (.width, -Double(inset.width)), (.height, -Double(inset.height))] {
                    constraints.append(LayoutConstraint(Anchor(viewName, attribute), .equal, Anchor(parent, attribute), constant: constant))
                    origins.append(.autoresizing(view))
                }
                shape += viewName + ":fills\(inset.width),\(inset.height);"
                continue
            }
            if let masked = maskConstraints(view, name: viewName, parent: parent) {
                // A mask's constraints: structure (attributes, multipliers) in the shape, constants per row.
                for (number, var made) in masked.enumerated() {
                    made.identifier = "c\(constraints.count)"
                    variable.append((constraints.count, .mask(view, number)))
                    constraints.append(made)
                    origins.append(.autoresizing(view))
                    shape += "\(made.first)=\(made.second.map { "\($0)" } ?? "")*\(made.multiplier);"
                }
                if view.superview !== root, view.autoresizingMask.contains(.flexibleLeftMargin) && view.autoresizingMask.contains(.flexibleRightMargin)
                    || view.autoresizingMask.contains(.flexibleTopMargin) && view.autoresizingMask.contains(.flexibleBottomMargin) {
                    UIKitGap.autoresizingShares.note()
                }
                continue
            }
            for attribute in [LayoutAttribute.left, .top, .width, .height] {
                let second = attribute.isDimension ? nil : Anchor(parent, attribute)
                variable.append((constraints.count, .autoresizing(view, attribute)))
                constraints.append(LayoutConstraint(Anchor(viewName, attribute), .equal, second, identifier: "c\(constraints.count)"))
                origins.append(.autoresizing(view))
            }
            shape += viewName + ":autoresizing;"
        }
        let skeleton = Skeleton(
            generation: structureGeneration, views: views, names: names, specs: specs, constraints: constraints, origins: origins,
            variable: variable, shape: shape)
        skeleton.traits = traits
        root.layoutSkeleton = skeleton
        return skeleton
    }

    private static func shapeTag(_ kind: ViewSpec.Kind) -> String {
        switch kind {
        case .view: "view"
        // A label's font is part of the shape: the engine bakes each label's baselines (its
        // font's ascent and descent) into the baseline constraints and stack alignments it
        // builds, so cells that differ only in a font must not share one.
        case .label(let label): "label:\(label.font)"
        case .image: "image"
        case .scroll: "scroll"
        case .stack(let stack):
            "stack\(stack.axis == .horizontal ? "h" : "v")\(stack.distribution.rawValue)\(stack.alignment.rawValue)\(stack.spacing)"
                + "\(stack.isLayoutMarginsRelativeArrangement)\(stack.isBaselineRelativeArrangement)\(stack.arrangedSubviews)\(stack.customSpacing.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })"
        case .control(let control): "control:\(control.kind)"
        }
    }

    private static func constant(_ source: ConstantSource) -> Double {
        switch source {
        case .constraint(let constraint): return Double(constraint.constant)
        case .autoresizing(let view, let attribute):
            let frame = view.frame
            return Double(attribute == .left ? frame.minX : attribute == .top ? frame.minY : attribute == .width ? frame.width : frame.height)
        case .mask(let view, let index):
            let made = maskConstraints(view, name: "", parent: "") ?? []
            return index < made.count ? made[index].constant : 0
        }
    }

    /// A translating view's `NSAutoresizingMaskLayoutConstraint`s for a non-empty mask: its
    /// frame now, against its superview's size now (nil for an empty mask, whose frame is
    /// simply held).
    private static func maskConstraints(_ view: UIView, name: String, parent: String) -> [LayoutConstraint]? {
        guard !view.autoresizingMask.isEmpty else { return nil }
        let mask = AutoresizingMask(rawValue: UInt(view.autoresizingMask.rawValue))
        let superSize = view.superview?.frame.size ?? .zero
        return mask.constraints(
            view: name, parent: parent, frame: Rect(view.frame), superSize: Size(superSize))
    }

    /// One layout's input: the engine for the hierarchy's shape and the row that gives it
    /// the hierarchy's contents now.
    struct Row {
        var engine: CellLayoutEngine
        var skeleton: Skeleton
        var texts: [String: String] = [:]
        var images: [String: Size?] = [:]
        var state = RowState()
    }

    static func row(_ root: UIView, widthPriority: Priority = .required) -> Row? {
        row(root, widthPriority: widthPriority, readingAgain: true)
    }

    /// `readingAgain`: whether a label whose font is no longer the one its skeleton read (a
    /// text style at another content size category, a font set since) has the hierarchy read
    /// again, once, so that the engine's baselines are this font's.
    private static func row(_ root: UIView, widthPriority: Priority, readingAgain: Bool) -> Row? {
        guard let measurer else { return nil }
        let skeleton = skeleton(root)
        var environment = environment(for: root)
        environment.widthPriority = widthPriority
        let traits = root.traitCollection
        let key = EnvironmentKey(
            margins: environment.layoutMargins, rightToLeft: environment.layoutDirection.isRightToLeft, dark: traits.userInterfaceStyle == .dark,
            category: traits.preferredContentSizeCategory.rawValue, scale: Double(traits.displayScale), widthPriority: Double(widthPriority.rawValue))
        let built: Built
        if let last = skeleton.last, last.key == key {
            built = last.built
        } else {
            let fullShape = "\(key.margins.top),\(key.margins.left),\(key.margins.bottom),\(key.margins.right),\(key.rightToLeft),\(key.dark),\(key.category),\(key.scale),\(key.widthPriority)|" + skeleton.shape
            if let known = engines[fullShape] {
                built = known
            } else {
                var constraints = skeleton.constraints
                for entry in skeleton.variable { constraints[entry.index].constant = constant(entry.source) }
                var template = CellTemplate(name: "UIKit", views: skeleton.specs, constraints: constraints)
                template.contentViewGuides = root.allLayoutGuides.indices.map { "g\($0)" }
                do throws(LayoutError) {
                    try template.validate()
                    let engine = try CellLayoutEngine(
                        template: template, measurer: measurer, environment: environment, displayScale: Double(root.traitCollection.displayScale))
                    engine.reportsAmbiguity = false
                    built = Built(engine: engine, specs: skeleton.specs, constants: skeleton.variable.map { constraints[$0.index].constant })
                    built.labelVersions = skeleton.views.map { view in
                        guard let label = view as? UILabel, label.attributed == nil, !label.adjustsFontForContentSizeCategory else { return nil }
                        return (ObjectIdentifier(label), label.contentVersion)
                    }
                } catch {
                    UIKitDiagnostics.fail("cannot lay out this hierarchy: \(error)")
                    return nil
                }
                engines[fullShape] = built
                order.append(fullShape)
                if order.count > capacity { engines[order.removeFirst()] = nil }
            }
            skeleton.last = (key, built)
        }
        var row = Row(engine: built.engine, skeleton: skeleton)
        let names = skeleton.names
        func name(_ view: UIView) -> String { names[ObjectIdentifier(view)] ?? "?" }
        for (index, view) in skeleton.views.enumerated() {
            let base = built.specs[index]
            // Plain views and stacks have no row content: their kind is structural.
            var kind: ViewSpec.Kind
            switch base.kind {
            case .view, .scroll, .stack: kind = base.kind
            default:
                // A label whose style has not changed since the template read it: its text only.
                if let known = built.labelVersions[index], let label = view as? UILabel, known.label == ObjectIdentifier(label),
                   known.version == label.contentVersion {
                    row.texts[base.name] = label.text ?? ""
                    if view.isHidden != base.isHidden {
                        var spec = base
                        spec.isHidden = view.isHidden
                        row.state.views[base.name] = spec
                    }
                    continue
                }
                kind = view.layoutKind(name)
            }
            let asRead = kind
            // Texts are the row's; what else differs from the template's view (a label's
            // font, a hidden view) is the row's copy of the view.
            switch kind {
            case .label(var label):
                row.texts[base.name] = label.text
                if label.attributedText.isEmpty, case .label(let baseLabel) = base.kind, baseLabel.attributedText.isEmpty {
                    label.setText(baseLabel.text)
                    kind = .label(label)
                }
            case .control(var control):
                row.texts[base.name] = control.title
                if let size = (view as? UIControl)?.overriddenIntrinsicSize() { row.images[base.name] = size }
                if case .control(let baseControl) = base.kind {
                    control.title = baseControl.title
                    kind = .control(control)
                }
            case .image:
                row.images[base.name] = view.engineIntrinsicSize()
            default: break
            }
            if readingAgain, case .label(let now) = asRead, case .label(let was) = base.kind, now.font != was.font {
                root.layoutSkeleton = nil
                return HierarchyLayout.row(root, widthPriority: widthPriority, readingAgain: false)
            }
            if view.isHidden != base.isHidden || kind != base.kind {
                var spec = base
                spec.kind = asRead
                spec.isHidden = view.isHidden
                row.state.views[base.name] = spec
            }
        }
        for (number, entry) in skeleton.variable.enumerated() {
            let value = constant(entry.source)
            if value != built.constants[number], let id = skeleton.constraints[entry.index].identifier { row.state.constants[id] = value }
        }
        return row
    }

    /// The root's fitting height at `width`.
    static func fittingHeight(root: UIView, width: CGFloat) -> CGFloat {
        guard let row = row(root) else { return 0 }
        let result = row.engine.fittingHeight(width: Double(width), texts: row.texts, images: row.images, state: row.state)
        report(result.conflicts, root: root, skeleton: row.skeleton)
        return CGFloat(result.height)
    }

    /// The root's fitting size when its width is only a preference at `widthPriority` (UIKit's
    /// `systemLayoutSizeFitting` with a non-required horizontal priority): the content's own
    /// width wins where its priorities are higher.
    static func fittingSize(root: UIView, width: CGFloat, widthPriority: Priority) -> CGSize {
        guard let row = row(root, widthPriority: widthPriority) else { return .zero }
        let layout = row.engine.layout(width: Double(width), texts: row.texts, images: row.images, state: row.state)
        report(layout.conflicts, root: root, skeleton: row.skeleton)
        return CGSize(width: CGFloat(layout.views.first?.frame.width ?? Double(width)), height: CGFloat(layout.height))
    }

    /// Lays the hierarchy out with the root at `width` × `height` and sets every view's frame.
    static func layout(root: UIView, width: CGFloat, height: CGFloat) {
        guard !root.subviews.isEmpty, let row = row(root) else { return }
        let layout = row.engine.layout(width: Double(width), height: Double(height), texts: row.texts, images: row.images, state: row.state)
        report(layout.conflicts, root: root, skeleton: row.skeleton)
        reportTies(layout.ambiguous, root: root, skeleton: row.skeleton)
        apply(layout, root: root, skeleton: row.skeleton)
    }

    /// Sets every view's frame from `layout` (and a scroll view's content size).
    static func apply(_ layout: CellLayout, root: UIView, skeleton: Skeleton) {
        // Engine frames are in the root's coordinates, in template order (contentView first).
        var absolute: [CGRect] = []
        absolute.reserveCapacity(layout.views.count)
        for view in layout.views {
            absolute.append(CGRect(view.frame))
        }
        var position: [ObjectIdentifier: Int] = [ObjectIdentifier(root): 0]
        for (index, view) in skeleton.views.enumerated() { position[ObjectIdentifier(view)] = index + 1 }
        for (index, view) in skeleton.views.enumerated() where index + 1 < absolute.count {
            let frame = absolute[index + 1]
            let parent = view.superview.flatMap { position[ObjectIdentifier($0)] }.map { absolute[$0].origin } ?? .zero
            view.setFrameFromLayout(CGRect(x: frame.minX - parent.x, y: frame.minY - parent.y, width: frame.width, height: frame.height))
            // Auto Layout sets the content size only where subviews are placed by constraints.
            if let scroll = view as? UIScrollView, scroll.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }),
               let content = layout.views[index + 1].contentSize {
                scroll.contentSize = CGSize(width: content.width, height: content.height)
            }
        }
        // The app's own guides that constraints placed: `layoutFrame` in their view's bounds.
        guard !layout.guides.isEmpty else { return }
        var byName: [String: (view: UIView, index: Int)] = [:]
        for view in [root] + skeleton.views {
            if let name = skeleton.names[ObjectIdentifier(view)], let index = position[ObjectIdentifier(view)] { byName[name] = (view, index) }
        }
        for guide in layout.guides {
            guard let split = LayoutGuide.split(guide.name), let owner = byName[split.view], let number = Int(split.guide.dropFirst()),
                  number < owner.view.allLayoutGuides.count, owner.index < absolute.count else { continue }
            let origin = owner.index == 0 ? .zero : absolute[owner.index].origin
            owner.view.allLayoutGuides[number].solvedFrame = CGRect(
                x: guide.frame.x - origin.x, y: guide.frame.y - origin.y, width: guide.frame.width, height: guide.frame.height)
        }
    }

    /// UIKit's console message for each conflict, as it logs them (`ConflictConsoleLog`).
    /// A content priority tie decided this layout (views at the same hugging or compression
    /// resistance that cannot all keep their size): which gives way is the engine's pick, and
    /// iOS's may differ, so it is said, once per class and tie, with the app's names for the
    /// views and the fix in UIKit's API (`AmbiguousView.Tie.notice`).
    private static func reportTies(_ ambiguous: [AmbiguousView], root: UIView, skeleton: Skeleton) {
        guard ambiguous.contains(where: { $0.reason == .contentPriority }) else { return }
        // The app's own class that holds the views (a cell holding its contentView's labels).
        let owner = sequence(first: root, next: \.superview).first {
            String(reflecting: type(of: $0)).split(separator: ".").first.map(String.init) != "AutocellUIKit"
        } ?? root
        let names = owner.displayNames(root: root, skeleton: skeleton)
        var seen: Set<AmbiguousView.Tie> = []
        for item in ambiguous where item.reason == .contentPriority {
            guard let tie = item.tie, seen.insert(tie).inserted, let first = tie.views.first else { continue }
            let axis = item.axis == .horizontal ? ".horizontal" : ".vertical"
            let setter = tie.hugging ? "setContentHuggingPriority" : "setContentCompressionResistancePriority"
            let fix = "\(names[first] ?? first).\(setter)(UILayoutPriority(\(Priority(tie.priority.rawValue + 1))), for: \(axis))"
                + (tie.hugging ? "" : " (the view that must not shrink; \(AmbiguousView.names(tie.views.dropFirst().map { names[$0] ?? $0 })) then give\(tie.views.count == 2 ? "s" : "") way)")
            UIKitDiagnostics.report("\(String(describing: type(of: owner))): " + tie.notice(axis: item.axis, names: tie.views.map { names[$0] ?? $0 }, fix: fix))
        }
    }

    private static func report(_ conflicts: [LayoutConflict], root: UIView, skeleton: Skeleton) {
        for conflict in conflicts {
            UIKitDiagnostics.log(ConflictConsoleLog(root: root, skeleton: skeleton).message(conflict))
        }
    }
}

extension UIView {
    /// Set by layout without marking the view as needing another.
    func setFrameFromLayout(_ frame: CGRect) {
        let wasNeeding = needsLayout
        self.frame = frame
        needsLayout = wasNeeding
    }

    /// Whether a stack view arranges this view (its autoresizing mask does not apply).
    var isArrangedByStack: Bool { (superview as? UIStackView)?.arrangedSubviews.contains { $0 === self } ?? false }
}
