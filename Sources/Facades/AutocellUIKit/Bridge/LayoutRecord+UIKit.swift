import AutocellDiff
import AutocellLayout
import Foundation
import AutocellSolver

extension UIView {
    /// This view's layout as a snapshot reference keeps it (`LayoutRecord`): each view of the
    /// hierarchy (a cell's from its contentView) with its frame, lines, truncation, visibility
    /// and text, and the constraints between them, named as the app names them (its
    /// accessibility identifier, else the property that holds it, else its class and number:
    /// `label2`). Laid out at the view's current size. Nil when the hierarchy cannot be laid out.
    package func autocellLayoutRecord() -> LayoutRecord? {
        let root: UIView = (self as? UITableViewCell)?.contentView ?? (self as? UICollectionViewCell)?.contentView ?? self
        guard let row = HierarchyLayout.row(root), let measurer = HierarchyLayout.measurer else { return nil }
        // An engine of its own: the shared template cells keep the state of the layouts they
        // make, and a record must not change what the next layout does.
        let engine: CellLayoutEngine
        do {
            engine = try CellLayoutEngine(
                template: row.engine.template, measurer: measurer, environment: row.engine.environment, displayScale: row.engine.displayScale)
        } catch {
            return nil
        }
        engine.reportsAmbiguity = false
        let layout = engine.layout(
            width: Double(root.bounds.width), height: Double(root.bounds.height), texts: row.texts, images: row.images, state: row.state)
        let names = displayNames(root: root, skeleton: row.skeleton)
        func renamed(_ name: String) -> String {
            if let dot = name.firstIndex(of: ".") { return renamed(String(name[..<dot])) + name[dot...] }
            return names[name] ?? name
        }
        let specs = row.engine.template.views
        let views = layout.views.enumerated().map { position, view in
            let isLabel = position > 0 && position - 1 < specs.count && specs[position - 1].label != nil
            return LayoutRecord.View(
                name: renamed(view.name), frame: [view.frame.x, view.frame.y, view.frame.width, view.frame.height].map { ($0 * 1000).rounded() / 1000 },
                lines: view.lines, truncated: view.truncated, hidden: view.hidden,
                text: isLabel ? (row.texts[view.name] ?? specs[position - 1].label?.text) : nil,
                parent: position == 0 ? nil : renamed(specs[position - 1].parent ?? CellTemplate.contentView))
        }
        func named(_ constraint: LayoutConstraint) -> LayoutConstraint {
            var named = constraint
            // The row's constant (a constraint whose constant the app changed since the engine
            // was built), and no identifier: Autocell's own (`c7`) name nothing of the app's.
            if let identifier = constraint.identifier, let constant = row.state.constants[identifier] { named.constant = constant }
            named.identifier = nil
            named.first.view = renamed(constraint.first.view)
            if let second = constraint.second { named.second = Anchor(renamed(second.view), second.attribute) }
            return named
        }
        let constraints = row.engine.template.constraints.map { constraint in
            let named = named(constraint)
            return LayoutRecord.Constraint(
                text: named.description, firstView: named.first.view, firstAttribute: named.first.attribute.rawValue, relation: named.relation.rawValue,
                secondView: named.second?.view, secondAttribute: named.second?.attribute.rawValue, multiplier: named.multiplier,
                constant: named.constant, priority: Double(named.priority.rawValue))
        }
        let origin = root === self ? CGPoint.zero : root.convert(CGPoint.zero, to: self)
        let template = String(describing: type(of: self))
        let recorded = LayoutRecord.Row(
            kind: "view", index: nil, section: 0, row: 0, key: nil, template: template, y: 0, height: Double(root.bounds.height),
            views: views, broken: layout.conflicts.map { conflict in conflict.brokenMember.constraint.map { named($0).description } ?? conflict.broken })
        return LayoutRecord(
            columns: [LayoutRecord.Column(
                label: "", width: Double(root.bounds.width), scale: Double(traitCollection.displayScale),
                originX: Double(origin.x), originY: Double(origin.y), rows: [recorded])],
            templates: [template: constraints])
    }

    /// The app's names for the hierarchy's views, by their layout names (`v1`, …).
    func displayNames(root: UIView, skeleton: HierarchyLayout.Skeleton) -> [String: String] {
        var properties: [ObjectIdentifier: String] = [:]
        // The stored properties of the app's own classes (the cell's `title`, `avatar`), not
        // those of Autocell's UIKit classes.
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            let module = String(reflecting: current.subjectType).split(separator: ".").first.map(String.init) ?? ""
            if module != "AutocellUIKit" && module != "UIKit" {
                for child in current.children {
                    guard let label = child.label, let view = child.value as? UIView, properties[ObjectIdentifier(view)] == nil else { continue }
                    properties[ObjectIdentifier(view)] = label.hasPrefix("$__lazy_storage_$_") ? String(label.dropFirst(18)) : label
                }
            }
            mirror = current.superclassMirror
        }
        var result: [String: String] = [CellTemplate.contentView: CellTemplate.contentView]
        var used: Set<String> = [CellTemplate.contentView]
        var counts: [String: Int] = [:]
        for view in skeleton.views {
            guard let layoutName = skeleton.names[ObjectIdentifier(view)] else { continue }
            var name = view.accessibilityIdentifier.flatMap { $0.isEmpty ? nil : $0 } ?? properties[ObjectIdentifier(view)]
            if name == nil || used.contains(name ?? "") {
                var base = String(describing: type(of: view))
                if base.hasPrefix("UI") { base.removeFirst(2) }
                base = (base.first.map { String($0).lowercased() } ?? "") + base.dropFirst()
                counts[base, default: 0] += 1
                name = "\(base)\(counts[base] ?? 1)"
            }
            let chosen = name ?? layoutName
            used.insert(chosen)
            result[layoutName] = chosen
        }
        return result
    }
}
