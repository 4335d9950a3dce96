import AutocellLayout
import AutocellSource
import AutocellSolver
import AutocellText
import AutocellDrawing

extension IBCellReader {
    /// Interface Builder's attribute names, as the engine's attribute and whether it is the
    /// margins guide's edge.
    static let attributes: [String: (LayoutAttribute, Bool)] = [
        "left": (.left, false), "right": (.right, false), "top": (.top, false), "bottom": (.bottom, false),
        "leading": (.leading, false), "trailing": (.trailing, false), "width": (.width, false), "height": (.height, false),
        "centerX": (.centerX, false), "centerY": (.centerY, false), "baseline": (.lastBaseline, false),
        "lastBaseline": (.lastBaseline, false), "firstBaseline": (.firstBaseline, false),
        "leftMargin": (.left, true), "rightMargin": (.right, true), "topMargin": (.top, true), "bottomMargin": (.bottom, true),
        "leadingMargin": (.leading, true), "trailingMargin": (.trailing, true),
        "centerXWithinMargins": (.centerX, true), "centerYWithinMargins": (.centerY, true),
    ]

    /// One `<constraint>` inside `owner`'s `<constraints>`: a missing item is the owner. A
    /// placeholder (removed at build time) is dropped; one to something outside the cell is
    /// dropped with a warning.
    mutating func readConstraint(_ element: IBElement, owner: IBElement) throws(Diagnostic) -> LayoutConstraint? {
        if element["placeholder"] == "YES" { return nil }
        func anchor(_ itemKey: String, _ attributeKey: String) throws(Diagnostic) -> Anchor? {
            guard let attributeName = element[attributeKey] else { return nil }
            guard let (attribute, margin) = Self.attributes[attributeName] else {
                throw error("unknown constraint attribute '\(attributeName)'", at: element)
            }
            let id = element[itemKey] ?? owner["id"] ?? ""
            if let guide = guides[id] {
                return Anchor(LayoutGuide.anchorView(guide.view, guide.guide), attribute)
            }
            guard let view = names[id] else { return Anchor("\u{0}" + id, attribute) }
            return margin ? Anchor(LayoutGuide.anchorView(view, LayoutGuide.layoutMargins), attribute) : Anchor(view, attribute)
        }
        guard let first = try anchor("firstItem", "firstAttribute") else { throw error("a constraint needs a firstAttribute", at: element) }
        let second = try anchor("secondItem", "secondAttribute")
        for end in [first] + (second.map { [$0] } ?? []) where end.view.hasPrefix("\u{0}") {
            warn("constraint \(element["id"] ?? "") relates '\(end.view.dropFirst())', which is not in the cell: dropped", at: element)
            return nil
        }
        var relation = Relation.equal
        if let written = element["relation"] {
            switch written {
            case "greaterThanOrEqual": relation = .greaterThanOrEqual
            case "lessThanOrEqual": relation = .lessThanOrEqual
            default: throw error("unknown constraint relation '\(written)'", at: element)
            }
        }
        var multiplier = 1.0
        if let written = element["multiplier"] {
            let parts = written.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
            if parts.count == 2, let numerator = parts[0], let denominator = parts[1], denominator != 0, numerator.isFinite, denominator.isFinite {
                multiplier = numerator / denominator
            } else if parts.count == 1, let value = parts[0], value.isFinite {
                multiplier = value
            } else {
                throw error("a multiplier is a number or a ratio like 16:9, found '\(written.prefix(40))'", at: element)
            }
            guard abs(multiplier) <= Self.maximumNumber else {
                throw error("multiplier \(written.prefix(40)) is outside ±\(numberText(Self.maximumNumber))", at: element)
            }
        }
        let constant = try number("constant", of: element, default: 0)
        var priority = Priority.required
        if let written = element["priority"] {
            guard let value = Float(written), Priority.validRange.contains(value) else { throw error("a priority is 1…1000, found '\(written)'", at: element) }
            priority = Priority(value)
        }
        if element["symbolic"] == "YES" && constant == 0 {
            warn("a system-spacing constraint (symbolic) is read with its constant, 0", at: element)
        }
        var constraint = LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant, priority: priority, identifier: element["identifier"] ?? element["id"])
        constraint.source = SourceLocation(file: file, line: element.line, column: element.column)
        return constraint
    }

    /// A view that translates its autoresizing mask: its frame held by required constraints
    /// as UIKit's `NSAutoresizingMaskLayoutConstraint`s hold it (`AutoresizingMask`), from the
    /// file's frames of the view and its superview.
    mutating func autoresizingConstraints(_ element: IBElement) -> [LayoutConstraint] {
        guard let id = element["id"], let name = names[id], let frame = frames[name] else { return [] }
        let parentID = element.parent?.parent?["id"] ?? ""
        let parent = names[parentID] ?? CellTemplate.contentView
        let superFrame = frames[parent] ?? frame
        let written = element.child("autoresizingMask", key: "autoresizingMask")
        var mask = AutoresizingMask()
        for (key, flag) in [
            ("flexibleMinX", AutoresizingMask.flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ] where written?[key] == "YES" {
            mask.insert(flag)
        }
        for axis in Axis.allCases where parent != CellTemplate.contentView && mask.positionFollowsSuperviewSize(on: axis) {
            warn("'\(name)' has both \(axis == .horizontal ? "horizontal" : "vertical") margins flexible inside '\(parent)': its position is applied as a share of '\(parent)''s \(axis == .horizontal ? "width" : "height"), as if '\(parent)' began at the contentView's edge", at: element)
        }
        return mask.constraints(view: name, parent: parent, frame: frame, superSize: Size(width: superFrame.width, height: superFrame.height)).map {
            var constraint = $0
            constraint.source = SourceLocation(file: file, line: element.line, column: element.column)
            constraint.identifier = "\(name)-autoresizing-\(constraint.first.attribute.rawValue)"
            return constraint
        }
    }
}
