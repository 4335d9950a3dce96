import AutocellLayout

/// Lays a UIKit view hierarchy out with Autocell's engine: the hierarchy becomes a cell
/// template (the root as the contentView, its subviews as views, every active constraint
/// inside it, autoresizing-mask constraints for views that translate theirs) plus a row (the
/// labels' texts, intrinsic sizes, hidden views, constants), and the engine's frames go back
/// into the views. A template is built once per shape of hierarchy (kinds, parents,
/// priorities, which constraints relate what) and reused for every later layout of that
/// shape, with only the row changing: what a reused cell costs in UIKit too.
@MainActor
enum HierarchyLayout {
    /// An engine per shape, with the template it was built from.
    private struct Cached {
        let engine: CellLayoutEngine
        let specs: [String: ViewSpec]
        let constants: [String: Double]
    }

    private static var engines: [String: Cached] = [:]
    private static var order: [String] = []
    /// Shapes kept: a hierarchy that changes shape every layout does not grow this forever.
    static let capacity = 64
    nonisolated(unsafe) private static var sharedMeasurer: TextMeasurer?

    static var measurer: TextMeasurer? {
        if let sharedMeasurer { return sharedMeasurer }
        do throws(TextError) {
            sharedMeasurer = try TextMeasurer()
        } catch {
            UIKitDiagnostics.report("cannot measure text: \(error)")
        }
        return sharedMeasurer
    }

    /// The hierarchy as the engine sees it.
    struct Snapshot {
        var views: [UIView] = []
        var names: [ObjectIdentifier: String] = [:]
        var specs: [ViewSpec] = []
        var constraints: [LayoutConstraint] = []
        var texts: [String: String] = [:]
        var images: [String: Size?] = [:]
        var shape = ""
        var environment = CellEnvironment()
    }

    /// The contentView's environment: a table cell's margins, else the root's own.
    static func environment(for root: UIView) -> CellEnvironment {
        let traits = root.traitCollection
        let direction: LayoutDirection = root.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        if let cellMargins = (root.superview as? UITableViewCell)?.contentViewMargins(), root.hasOwnMargins == false {
            var environment = cellMargins
            environment.layoutDirection = direction
            return environment
        }
        _ = traits
        return CellEnvironment(layoutMargins: root.layoutMargins.insets, layoutDirection: direction)
    }

    static func snapshot(_ root: UIView) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.environment = environment(for: root)
        let views = root.descendantsAndSelf
        snapshot.views = views
        for (index, view) in views.enumerated() {
            snapshot.names[ObjectIdentifier(view)] = index == 0 ? CellTemplate.contentView : "v\(index)"
        }
        let names = snapshot.names
        func name(_ view: UIView) -> String { names[ObjectIdentifier(view)] ?? "?" }
        var shape = "\(snapshot.environment)|"
        for (index, view) in views.enumerated() where index > 0 {
            let viewName = name(view)
            var spec = ViewSpec(name: viewName, kind: view.layoutKind(name), parent: view.superview.map(name).flatMap { $0 == CellTemplate.contentView ? nil : $0 })
            spec.hugging = view.huggingPriorities
            spec.compressionResistance = view.compressionPriorities
            spec.isHidden = view.isHidden
            if view.hasOwnMargins { spec.layoutMargins = view.layoutMargins.insets }
            spec.preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins
            spec.insetsLayoutMarginsFromSafeArea = view.insetsLayoutMarginsFromSafeArea
            for (number, guide) in view.layoutGuides.enumerated() where guide.builtIn == nil { spec.guides.append("g\(number)") }
            switch spec.kind {
            case .label(let label):
                snapshot.texts[viewName] = label.text
            case .control(let control):
                snapshot.texts[viewName] = control.title
            case .image:
                snapshot.images[viewName] = view.engineIntrinsicSize()
            default: break
            }
            shape += "\(viewName)<\(spec.parent ?? "")|\(shapeTag(spec.kind))|\(spec.hugging)|\(spec.compressionResistance)|\(spec.layoutMargins.map { "\($0)" } ?? "")|\(spec.preservesSuperviewLayoutMargins)|\(spec.guides);"
            snapshot.specs.append(spec)
        }
        // Constraints: every active one inside the hierarchy, then the autoresizing masks'.
        var number = 0
        func anchor(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> Anchor? {
            guard let (layoutAttribute, margin) = attribute.layout else { return nil }
            if let view = item as? UIView, let viewName = names[ObjectIdentifier(view)] {
                return margin ? Anchor(LayoutGuide.anchorView(viewName, LayoutGuide.layoutMargins), layoutAttribute) : Anchor(viewName, layoutAttribute)
            }
            if let guide = item as? UILayoutGuide, let owner = guide.owningView, let ownerName = names[ObjectIdentifier(owner)] {
                if let builtIn = guide.builtIn { return Anchor(LayoutGuide.anchorView(ownerName, builtIn), layoutAttribute) }
                guard let index = owner.layoutGuides.firstIndex(where: { $0 === guide }) else { return nil }
                return Anchor(LayoutGuide.anchorView(ownerName, "g\(index)"), layoutAttribute)
            }
            return nil
        }
        for view in views {
            for constraint in view.constraints {
                guard let first = anchor(constraint.firstItem, constraint.firstAttribute) else { continue }
                let second = constraint.secondItem == nil ? nil : anchor(constraint.secondItem, constraint.secondAttribute)
                if constraint.secondItem != nil && second == nil { continue }
                let id = "c\(number)"
                number += 1
                snapshot.constraints.append(LayoutConstraint(
                    first, constraint.relation.relation, second, multiplier: Double(constraint.multiplier), constant: Double(constraint.constant),
                    priority: constraint.priority.priority, identifier: id))
                shape += "\(first)\(constraint.relation.rawValue)\(second.map { "\($0)" } ?? "")*\(constraint.multiplier)@\(constraint.priority.rawValue);"
            }
        }
        for (index, view) in views.enumerated() where index > 0 && view.translatesAutoresizingMaskIntoConstraints && !view.isArrangedByStack {
            let viewName = name(view)
            let parent = view.superview.map(name) ?? CellTemplate.contentView
            let frame = view.frame
            let pairs: [(LayoutAttribute, Anchor?, Double)] = [
                (.left, Anchor(parent, .left), Double(frame.minX)), (.top, Anchor(parent, .top), Double(frame.minY)),
                (.width, nil, Double(frame.width)), (.height, nil, Double(frame.height)),
            ]
            for (attribute, second, constant) in pairs {
                snapshot.constraints.append(LayoutConstraint(Anchor(viewName, attribute), .equal, second, constant: constant, identifier: "c\(number)"))
                number += 1
            }
            shape += "\(viewName):autoresizing;"
        }
        snapshot.shape = shape
        return snapshot
    }

    private static func shapeTag(_ kind: ViewSpec.Kind) -> String {
        switch kind {
        case .view: "view"
        case .label: "label"
        case .image: "image"
        case .scroll: "scroll"
        case .stack(let stack): "stack\(stack)"
        case .control(let control): "control:\(control.kind)"
        }
    }

    /// The engine for the snapshot's shape (built on first use), and the row that gives it
    /// this snapshot's contents.
    private static func engine(for snapshot: Snapshot, scale: Double) -> (CellLayoutEngine, RowState)? {
        guard let measurer else { return nil }
        let cached: Cached
        if let known = engines[snapshot.shape] {
            cached = known
        } else {
            let template = CellTemplate(name: "UIKit", views: snapshot.specs, constraints: snapshot.constraints)
            do throws(LayoutError) {
                try template.validate()
                let engine = try CellLayoutEngine(template: template, measurer: measurer, environment: snapshot.environment)
                engine.displayScale = scale
                engine.reportsAmbiguity = false
                var specs: [String: ViewSpec] = [:]
                for spec in snapshot.specs { specs[spec.name] = spec }
                var constants: [String: Double] = [:]
                for constraint in snapshot.constraints { if let id = constraint.identifier { constants[id] = constraint.constant } }
                cached = Cached(engine: engine, specs: specs, constants: constants)
            } catch {
                UIKitDiagnostics.report("cannot lay out this hierarchy: \(error)")
                return nil
            }
            engines[snapshot.shape] = cached
            order.append(snapshot.shape)
            if order.count > capacity { engines[order.removeFirst()] = nil }
        }
        var state = RowState()
        for spec in snapshot.specs {
            guard let base = cached.specs[spec.name] else { continue }
            // What differs from the template's view: the row's copy (hidden, a label's font…).
            // Texts go in the row's texts, so they are compared as the template's.
            var compared = spec
            switch (compared.kind, base.kind) {
            case (.label(var label), .label(let baseLabel)) where label.attributedText.isEmpty && baseLabel.attributedText.isEmpty:
                label.setText(baseLabel.text)
                compared.kind = .label(label)
            case (.control(var control), .control(let baseControl)):
                control.title = baseControl.title
                compared.kind = .control(control)
            default: break
            }
            if compared != base { state.views[spec.name] = spec }
        }
        for constraint in snapshot.constraints {
            guard let id = constraint.identifier, cached.constants[id] != constraint.constant else { continue }
            state.constants[id] = constraint.constant
        }
        return (cached.engine, state)
    }

    /// The root's fitting height at `width`.
    static func fittingHeight(root: UIView, width: CGFloat) -> CGFloat {
        let snapshot = snapshot(root)
        guard let (engine, state) = engine(for: snapshot, scale: Double(root.traitCollection.displayScale)) else { return 0 }
        let result = engine.fittingHeight(width: Double(width), texts: snapshot.texts, images: snapshot.images, state: state)
        report(result.conflicts)
        return CGFloat(result.height)
    }

    /// Lays the hierarchy out with the root at `width` × `height` and sets every view's frame.
    static func layout(root: UIView, width: CGFloat, height: CGFloat) {
        let snapshot = snapshot(root)
        guard snapshot.views.count > 1,
              let (engine, state) = engine(for: snapshot, scale: Double(root.traitCollection.displayScale)) else { return }
        let layout = engine.layout(width: Double(width), height: Double(height), texts: snapshot.texts, images: snapshot.images, state: state)
        report(layout.conflicts)
        var absolute: [String: CGRect] = [:]
        for view in layout.views {
            absolute[view.name] = CGRect(x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height)
        }
        for (index, view) in snapshot.views.enumerated() where index > 0 {
            guard let name = snapshot.names[ObjectIdentifier(view)], let frame = absolute[name] else { continue }
            let parentOrigin = view.superview.flatMap { snapshot.names[ObjectIdentifier($0)] }.flatMap { absolute[$0]?.origin } ?? .zero
            let parentIsRoot = view.superview === root
            let origin = parentIsRoot ? frame.origin : CGPoint(x: frame.minX - parentOrigin.x, y: frame.minY - parentOrigin.y)
            view.setFrameFromLayout(CGRect(origin: origin, size: frame.size))
        }
        for guide in root.descendantsAndSelf.flatMap(\.layoutGuides) { _ = guide }
    }

    /// UIKit's console message for each conflict, as it logs them.
    private static func report(_ conflicts: [LayoutConflict]) {
        for conflict in conflicts {
            UIKitDiagnostics.report("Unable to simultaneously satisfy constraints: \(conflict)")
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
