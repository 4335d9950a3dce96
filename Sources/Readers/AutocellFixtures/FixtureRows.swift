import AutocellImage
import AutocellLayout
import AutocellText
import Foundation
import Yams
import AutocellSource

/// Rows: templates chosen, data filled into `{field}` placeholders, per-row properties.
extension FixtureReader {
    /// `key:` with nothing after it.
    func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.style == .plain && ["", "~", "null"].contains(scalar.string)
    }

    func readRows(_ node: Node, _ templates: [String: FixtureTemplate]) throws(Diagnostic) -> [FixtureRow] {
        if case .sequence(let items) = node, items.count > FixtureLimits.maximumRows { throw tooManyRows(at: node) }
        if isNull(node) { return [] }
        guard case .sequence(let items) = node else { throw error("expected 'rows:' as a list", at: node) }
        var rows: [FixtureRow] = []
        for item in items { rows.append(try readRow(item, templates)) }
        return rows
    }

    /// One row (or section view): `{template, key, data}`, with the data put into the template's texts and images.
    func readRow(_ item: Node, _ templates: [String: FixtureTemplate]) throws(Diagnostic) -> FixtureRow {
        let entries = try mapping(item, "a row", allowed: ["template", "key", "data", "constants", "inactive"])
        guard let templateNode = entries.first(where: { $0.key == "template" })?.value else {
            throw error("every row needs a 'template'", at: item)
        }
        let name = try string(templateNode, "the template name")
        guard let template = templates[name] else {
            let hint = didYouMean(name, in: templates.keys.sorted())
            throw error("unknown template '\(name)'\(hint)", at: templateNode)
        }
        var row = FixtureRow(template: name, key: nil, data: [:], source: location(item), texts: [:], images: [:], imagePaths: [:])
        if let keyNode = entries.first(where: { $0.key == "key" })?.value { row.key = try string(keyNode, "the row key") }
        // `VIEW.PROPERTY` keys set a view's property for this row; the rest are data fields.
        var properties: [(view: ViewSpec, property: String, key: Node, value: Node)] = []
        if let dataNode = entries.first(where: { $0.key == "data" })?.value {
            guard case .mapping(let mapping) = dataNode else { throw error("expected 'data:' as a mapping", at: dataNode) }
            for (key, value) in mapping {
                let field = try string(key, "a data field")
                if let dot = field.firstIndex(of: ".") {
                    if let view = template.cell.views.first(where: { $0.name == field[..<dot] }) {
                        properties.append((view, String(field[field.index(after: dot)...]), key, value))
                        continue
                    }
                    // A dotted name is a data field only when the template asks for it as
                    // `{a.b}`; otherwise it names a view, and one the template lacks is a typo
                    // (`edted.hidden` meant to hide `edited`, and was once kept as data).
                    if nibTemplates.contains(name) || !Self.fieldsAsked(by: template.cell).contains(field) {
                        let viewName = String(field[..<dot])
                        throw error("row key '\(field)' sets '\(field[field.index(after: dot)...])' of a view '\(viewName)' that template '\(name)' does not have\(didYouMean(viewName, in: template.cell.views.map(\.name))); a data field with a dot in its name must be one the template uses as {\(field)}", at: key)
                    }
                }
                // An Interface Builder cell's outlet by name: its text, image or title.
                if nibTemplates.contains(name), let view = template.cell.views.first(where: { $0.name == field }) {
                    let property: String? = switch view.kind {
                    case .label: "text"
                    case .image: "image"
                    case .control(let control): control.kind == .button ? "title" : control.kind == .textField ? "text" : nil
                    default: nil
                    }
                    if let property {
                        properties.append((view, property, key, value))
                        continue
                    }
                }
                row.data[field] = try string(value, "a data value")
            }
        }
        let identifiers = Set(template.cell.constraints.compactMap(\.identifier))
        func identifier(_ node: Node, _ what: String) throws(Diagnostic) -> String {
            let id = try string(node, what)
            guard identifiers.contains(id) else {
                let hint = didYouMean(id, in: identifiers.sorted())
                throw error("template '\(name)' has no constraint with the id '\(id)'\(hint)", at: node)
            }
            return id
        }
        if let constantsNode = entries.first(where: { $0.key == "constants" })?.value {
            for (id, _, value) in try mapping(constantsNode, "the constants of template '\(name)' (by constraint id)", allowed: identifiers.sorted()) {
                row.state.constants[id] = try number(value, "the constant of '\(id)'", in: -ConstraintSyntax.maximumNumber...ConstraintSyntax.maximumNumber)
            }
        }
        if let inactiveNode = entries.first(where: { $0.key == "inactive" })?.value {
            guard case .sequence(let items) = inactiveNode else { throw error("expected 'inactive:' as a list of constraint ids", at: inactiveNode) }
            for idNode in items { row.state.inactive.insert(try identifier(idNode, "a constraint id")) }
        }
        for view in template.cell.views {
            if var label = view.label {
                var text = try substitute(label.text, row, at: item, field: "\(view.name).text")
                if !label.attributedText.isEmpty {
                    // Each run filled on its own; the row's copy of the label carries them.
                    var runs = label.attributedText
                    for index in runs.indices {
                        runs[index].text = try substitute(runs[index].text, row, at: item, field: "\(view.name).attributedText")
                    }
                    if runs != label.attributedText {
                        label.attributedText = runs
                        var copy = row.state.views[view.name] ?? view
                        copy.kind = .label(label)
                        row.state.views[view.name] = copy
                    }
                    text = label.text
                }
                let largest = label.attributedText.compactMap(\.font).reduce(label.font) { $0.size >= $1.size ? $0 : $1 }
                if let problem = TextLimits.problem(text, font: largest, numberOfLines: label.numberOfLines) {
                    throw error("row\(row.key.map { " '\($0)'" } ?? ""): \(view.name).text: \(problem)", at: item)
                }
                row.texts[view.name] = text
            }
            // A button's title, a text field's text, a symbol's name: filled like a label's.
            if let control = view.control {
                if control.title.contains("{") {
                    let field = control.kind == .symbol ? "systemName" : control.kind == .button ? "title" : "text"
                    row.texts[view.name] = try substitute(control.title, row, at: item, field: "\(view.name).\(field)")
                }
                if control.placeholder.contains("{") {
                    var copy = row.state.views[view.name] ?? view
                    copy.control?.placeholder = try substitute(control.placeholder, row, at: item, field: "\(view.name).placeholder")
                    row.state.views[view.name] = copy
                }
            }
            if let image = view.image, let path = image.path {
                let resolved = try substitute(path, row, at: item, field: "\(view.name).image")
                // An empty path (after substitution) is an image view with no image.
                guard !resolved.isEmpty else {
                    row.images[view.name] = .some(nil)
                    continue
                }
                let (absolute, size) = try imageFile(resolved, at: item)
                row.imagePaths[view.name] = absolute
                row.images[view.name] = size
            }
        }
        for (view, property, keyNode, value) in properties {
            try applyRowProperty(property, value, at: keyNode, of: view, to: &row)
        }
        return row
    }

    /// The data fields a template's views ask for (`{name}` in texts, titles, placeholders and
    /// image paths).
    static func fieldsAsked(by cell: CellTemplate) -> Set<String> {
        var fields: Set<String> = []
        for view in cell.views {
            if let label = view.label {
                fields.formUnion(FieldSubstitution.fields(in: label.text))
                for run in label.attributedText { fields.formUnion(FieldSubstitution.fields(in: run.text)) }
            }
            if let control = view.control {
                fields.formUnion(FieldSubstitution.fields(in: control.title))
                fields.formUnion(FieldSubstitution.fields(in: control.placeholder))
            }
            if let path = view.image?.path { fields.formUnion(FieldSubstitution.fields(in: path)) }
        }
        return fields
    }

    /// A row's `VIEW.PROPERTY`: its text or image as data would give it, anything else that a
    /// reused cell can change (`hidden`, `background`, a label's `lines`, …) on the row's copy
    /// of the view. What would rebuild the template (its kind, parent, priorities) is refused.
    func applyRowProperty(_ property: String, _ value: Node, at keyNode: Node, of template: ViewSpec, to row: inout FixtureRow) throws(Diagnostic) {
        let type = template.typeName
        switch property {
        case _ where FixtureReader.structuralViewKeys.contains(property):
            throw error("'\(template.name).\(property)' cannot change per row: a row sets view properties, constants and active constraints, not the template's views, priorities, margins or guides", at: keyNode)
        case "text" where type == "label" || type == "textView" || type == "textField":
            row.texts[template.name] = try string(value, "the \(type)'s text")
            return
        case "title" where type == "button", "systemName" where type == "symbol":
            row.texts[template.name] = try string(value, "the \(property)")
            return
        case "image" where type == "image":
            let path = try string(value, "the image path")
            if path.isEmpty {
                row.images[template.name] = .some(nil)
                row.imagePaths[template.name] = nil
            } else {
                let (absolute, size) = try imageFile(path, at: value)
                row.imagePaths[template.name] = absolute
                row.images[template.name] = size
            }
            return
        default:
            break
        }
        guard FixtureReader.viewKeys.contains(property) else {
            let hint = didYouMean(property, in: FixtureReader.viewKeys)
            throw error("unknown view property '\(property)'\(hint)", at: keyNode)
        }
        var view = row.state.views[template.name] ?? template
        var label = view.label ?? LabelContent()
        var image = view.image ?? ImageContent()
        var control = view.control ?? ControlContent(kind: .button)
        try applyProperty(property, value, at: keyNode, type: type, to: &view, label: &label, image: &image, control: &control)
        if case .control = view.kind { view.kind = .control(control) }
        if case .label = view.kind {
            try checkLineBreak(label, at: value)
            view.kind = .label(label)
        }
        if case .image = view.kind { view.kind = .image(image) }
        row.state.views[template.name] = view
    }

    /// `text` with the row's data in its `{field}` placeholders; a field the row lacks is an
    /// error at the row. An Interface Builder file's texts are data, not templates (a label
    /// whose text in the file is `{Name}` shows that): only a fixture's own strings have
    /// placeholders; a nib row sets its outlets by name.
    func substitute(_ text: String, _ row: FixtureRow, at node: Node, field: String) throws(Diagnostic) -> String {
        if nibTemplates.contains(row.template) { return text }
        do {
            return try FieldSubstitution.fill(text, from: row.data)
        } catch {
            // A field of the row's named close to the missing one is the likelier typo.
            throw self.error("row\(row.key.map { " '\($0)'" } ?? "") has no data field '\(error.name)' for \(field)\(didYouMean(error.name, in: row.data.keys.sorted()))", at: node)
        }
    }
}
