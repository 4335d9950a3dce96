import AutocellImage
import AutocellLayout
import AutocellText
import Foundation
import Yams
import AutocellSource
import AutocellTable
import AutocellDrawing

/// Accessories, section headers and footers, and a template's own `sizeThatFits:`.
extension FixtureReader {
    /// `sizeThatFits: 60` (a fixed height) or `sizeThatFits: {below: [views], padding: 8}`
    /// (the lowest of those views' bottom edges plus the padding).
    func readSizeThatFits(_ node: Node, in cell: CellTemplate) throws(Diagnostic) -> SizeThatFits {
        if case .scalar = node { return .fixed(try number(node, "sizeThatFits (points, or {below: [views], padding: P})", in: 0...100_000)) }
        var names: [String] = []
        var padding = 0.0
        var sawBelow = false
        for (key, _, value) in try mapping(node, "sizeThatFits", allowed: ["below", "padding"]) {
            if key == "padding" {
                padding = try number(value, "the sizeThatFits padding", in: -100_000...100_000)
                continue
            }
            sawBelow = true
            guard case .sequence(let items) = value else { throw error("expected 'below:' as a list of view names", at: value) }
            for item in items {
                let name = try string(item, "a view name")
                guard cell.viewNames.contains(name) else {
                    throw error("unknown view '\(name)' in sizeThatFits\(didYouMean(name, in: cell.viewNames))", at: item)
                }
                names.append(name)
            }
        }
        guard sawBelow else { throw error("sizeThatFits needs 'below:', the views whose bottom edges give the height", at: node) }
        return .below(names, padding: padding)
    }

    /// A standard accessory type by name, or a custom view `{width, height, background, cornerRadius}`.
    func readAccessory(_ node: Node) throws(Diagnostic) -> Accessory {
        if case .scalar = node {
            let name = try string(node, "the accessory")
            guard let accessory = Accessory(name: name) else {
                let names = Accessory.standard.map(\.name)
                let hint = didYouMean(name, in: names)
                throw error("unknown accessory '\(name)'\(hint); expected one of: \(names.joined(separator: ", ")), or a view {width, height, background, cornerRadius}", at: node)
            }
            return accessory
        }
        let entries = try mapping(node, "the accessory view", allowed: ["width", "height", "background", "cornerRadius", "type"] + Self.controlKeys.keys.sorted() + ["font", "text"])
        if let typeNode = entries.first(where: { $0.key == "type" })?.value {
            return try readAccessoryControl(typeNode, entries)
        }
        var view = AccessoryView(size: Size(width: 0, height: 0))
        var sawWidth = false, sawHeight = false
        for (key, keyNode, value) in entries {
            guard ["width", "height", "background", "cornerRadius"].contains(key) else {
                throw error("'\(key)' is for an accessory control: give its 'type' (\(ControlContent.Kind.allCases.map(\.rawValue).joined(separator: ", ")))", at: keyNode)
            }
            switch key {
            case "width": view.size.width = try number(value, "the accessory view width", in: 0...10_000); sawWidth = true
            case "height": view.size.height = try number(value, "the accessory view height", in: 0...10_000); sawHeight = true
            case "background": view.background = try color(value, "the accessory view background")
            default: view.cornerRadius = try number(value, "the accessory view corner radius", in: 0...10_000)
            }
        }
        guard sawWidth, sawHeight else { throw error("an accessory view needs a 'width' and a 'height'", at: node) }
        return .view(view)
    }

    /// `accessory: {type: switch, isOn: true}`: a control as the cell's accessory view, read as
    /// a view of that type; its size is the control's own, or `width` and `height`.
    func readAccessoryControl(_ typeNode: Node, _ entries: [(key: String, keyNode: Node, value: Node)]) throws(Diagnostic) -> Accessory {
        let type = try string(typeNode, "the accessory control's type")
        guard let kind = ControlContent.Kind(rawValue: type) else {
            throw error("unknown accessory control '\(type)'; expected one of: \(ControlContent.Kind.allCases.map(\.rawValue).joined(separator: ", "))", at: typeNode)
        }
        var view = ViewSpec(name: "accessoryView", kind: .control(ControlContent(kind: kind, category: category)))
        var label = LabelContent(), image = ImageContent()
        var control = ControlContent(kind: kind, category: category)
        var width: Double?, height: Double?
        for (key, keyNode, value) in entries where key != "type" {
            switch key {
            case "width": width = try number(value, "the accessory view width", in: 0...10_000)
            case "height": height = try number(value, "the accessory view height", in: 0...10_000)
            default: try applyProperty(key, value, at: keyNode, type: type, to: &view, label: &label, image: &image, control: &control)
            }
        }
        let given = width.flatMap { w in height.map { Size(width: w, height: $0) } }
        if (width == nil) != (height == nil) { throw error("give an accessory control both 'width' and 'height', or neither", at: typeNode) }
        guard var accessory = AccessoryView(control: control, size: given) else {
            throw error("a \(type) accessory needs 'width' and 'height': its size depends on its text, which an accessory does not measure", at: typeNode)
        }
        accessory.background = view.background
        accessory.cornerRadius = view.cornerRadius
        return .view(accessory)
    }

    /// A section header or footer: a title string, or a view `{template, key, data}` like a row.
    func readSupplement(_ node: Node, _ what: String, _ templates: [String: FixtureTemplate]) throws(Diagnostic) -> FixtureSupplement {
        if case .scalar = node { return .title(try string(node, what)) }
        return .view(try readRow(node, templates))
    }
}
