import AutocellLayout
import AutocellSource

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
            let parts = written.split(separator: ":").map { Double($0) }
            if parts.count == 2, let numerator = parts[0], let denominator = parts[1], denominator != 0 {
                multiplier = numerator / denominator
            } else if parts.count == 1, let value = parts[0] {
                multiplier = value
            } else {
                throw error("a multiplier is a number or a ratio like 16:9, found '\(written)'", at: element)
            }
        }
        let constant = Double(element["constant"] ?? "0") ?? 0
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
    /// as UIKit's `NSAutoresizingMaskLayoutConstraint`s hold it. A flexible margin or size
    /// follows the superview; the rest keep the frame's values.
    func autoresizingConstraints(_ element: IBElement) -> [LayoutConstraint] {
        guard let id = element["id"], let name = names[id], let frame = frames[name] else { return [] }
        let parentID = element.parent?.parent?["id"] ?? ""
        let parent = names[parentID] ?? CellTemplate.contentView
        let superFrame = frames[parent] ?? frame
        let mask = element.child("autoresizingMask", key: "autoresizingMask")
        func flexible(_ key: String) -> Bool { mask?[key] == "YES" }
        var constraints: [LayoutConstraint] = []
        func add(_ attribute: LayoutAttribute, _ second: Anchor?, multiplier: Double = 1, _ constant: Double) {
            var constraint = LayoutConstraint(Anchor(name, attribute), .equal, second, multiplier: multiplier, constant: constant)
            constraint.source = SourceLocation(file: file, line: element.line, column: element.column)
            constraint.identifier = "\(name)-autoresizing-\(attribute.rawValue)"
            constraints.append(constraint)
        }
        // Horizontal: which of left margin, width, right margin stretch.
        let left = flexible("flexibleMinX"), width = flexible("widthSizable"), right = flexible("flexibleMaxX")
        let rightMargin = superFrame.width - frame.x - frame.width
        switch (left, width, right) {
        case (false, true, false): add(.left, Anchor(parent, .left), frame.x); add(.right, Anchor(parent, .right), -rightMargin)
        case (true, false, false): add(.width, nil, frame.width); add(.right, Anchor(parent, .right), -rightMargin)
        case (true, false, true):
            add(.width, nil, frame.width)
            add(.centerX, Anchor(parent, .width), multiplier: superFrame.width > 0 ? (frame.x + frame.width / 2) / superFrame.width : 0, 0)
        case (false, true, true), (true, true, false), (true, true, true):
            add(.left, Anchor(parent, .width), multiplier: superFrame.width > 0 ? frame.x / superFrame.width : 0, 0)
            add(.width, Anchor(parent, .width), multiplier: superFrame.width > 0 ? frame.width / superFrame.width : 0, 0)
        default: add(.left, Anchor(parent, .left), frame.x); add(.width, nil, frame.width)
        }
        let top = flexible("flexibleMinY"), height = flexible("heightSizable"), bottom = flexible("flexibleMaxY")
        let bottomMargin = superFrame.height - frame.y - frame.height
        switch (top, height, bottom) {
        case (false, true, false): add(.top, Anchor(parent, .top), frame.y); add(.bottom, Anchor(parent, .bottom), -bottomMargin)
        case (true, false, false): add(.height, nil, frame.height); add(.bottom, Anchor(parent, .bottom), -bottomMargin)
        case (true, false, true):
            add(.height, nil, frame.height)
            add(.centerY, Anchor(parent, .height), multiplier: superFrame.height > 0 ? (frame.y + frame.height / 2) / superFrame.height : 0, 0)
        case (false, true, true), (true, true, false), (true, true, true):
            add(.top, Anchor(parent, .height), multiplier: superFrame.height > 0 ? frame.y / superFrame.height : 0, 0)
            add(.height, Anchor(parent, .height), multiplier: superFrame.height > 0 ? frame.height / superFrame.height : 0, 0)
        default: add(.top, Anchor(parent, .top), frame.y); add(.height, nil, frame.height)
        }
        return constraints
    }
}
