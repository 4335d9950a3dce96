import AutocellImage
import AutocellLayout
import AutocellText
import Foundation
import Yams
import AutocellSource
import AutocellTable

/// The document as a whole: its YAML, its top-level keys, templates and rows or sections.
extension FixtureReader {
    /// The document's root node, with marks; `empty` is the message for a blank file.
    func composedRoot(empty: String) throws(Diagnostic) -> Node {
        do {
            guard let composed = try Yams.compose(yaml: text) else { throw error(empty, line: 1, column: 1) }
            return composed
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch let yamlError as YamlError {
            throw yamlDiagnostic(yamlError)
        } catch {
            throw self.error("not valid YAML: \(error)", line: 1, column: 1)
        }
    }

    mutating func read() throws(Diagnostic) -> Fixture {
        let root = try composedRoot(empty: "the fixture is empty")
        let entries = try mapping(root, "the fixture", allowed: ["table", "collection", "fonts", "symbolFonts", "templates", "rows", "sections"])
        var table = TableSettings()
        if let node = entries.first(where: { $0.key == "table" })?.value { table = try readTable(node) }
        if let entry = entries.first(where: { $0.key == "collection" }) {
            if entries.contains(where: { $0.key == "table" }) {
                throw error("give either 'table:' or 'collection:', not both", at: entry.keyNode)
            }
            table = try readCollection(entry.value)
        }
        scale = table.scale
        if let node = entries.first(where: { $0.key == "fonts" })?.value { table.fonts = try readFonts(node) }
        if let node = entries.first(where: { $0.key == "symbolFonts" })?.value { table.fonts = try readSymbolFonts(node, into: table.fonts) }
        do throws(TextError) {
            fonts = try table.fonts.configuration()
        } catch {
            throw self.error("\(error)", at: entries.first(where: { $0.key == "fonts" })?.value ?? root)
        }
        guard let templatesNode = entries.first(where: { $0.key == "templates" })?.value else {
            throw error("the fixture needs 'templates:', the cell templates its rows use", at: root)
        }
        var templates: [String: FixtureTemplate] = [:]
        var order: [String] = []
        for (name, keyNode, value) in try mapping(templatesNode, "templates", allowed: (try templateNames(templatesNode))) {
            _ = keyNode
            if case .mapping(let fields) = value, fields["nib"] != nil || fields["storyboard"] != nil {
                let (template, warnings) = try readNibTemplate(name, value)
                templates[name] = template
                nibTemplates.insert(name)
                fixtureWarnings += warnings
            } else {
                templates[name] = try readTemplate(name, value)
            }
            order.append(name)
        }
        let rowsEntry = entries.first { $0.key == "rows" }
        let sectionsEntry = entries.first { $0.key == "sections" }
        var sections: [FixtureSection] = []
        switch (rowsEntry, sectionsEntry) {
        case (.some, .some(let both)):
            throw error("give either 'rows:' (one section) or 'sections:', not both", at: both.keyNode)
        case (.some(let rows), nil):
            sections = [FixtureSection(header: nil, footer: nil, rows: try readRows(rows.value, templates))]
        case (nil, .some(let list)):
            guard case .sequence(let items) = list.value else { throw error("expected 'sections:' as a list", at: list.value) }
            // Counted before any row is read: YAML aliases let a few lines stand for millions.
            guard items.count <= FixtureLimits.maximumRows else { throw tooManyRows(at: list.value) }
            var total = 0
            for item in items {
                if case .mapping(let fields) = item, let rows = fields["rows"], case .sequence(let list) = rows { total += list.count }
                guard total <= FixtureLimits.maximumRows else { throw tooManyRows(at: list.value) }
            }
            for item in items {
                let fields = try mapping(item, "a section", allowed: ["header", "footer", "rows"])
                var section = FixtureSection(header: nil, footer: nil, rows: [])
                for (key, _, value) in fields {
                    switch key {
                    case "header": section.header = try readSupplement(value, "the section header", templates)
                    case "footer": section.footer = try readSupplement(value, "the section footer", templates)
                    default: section.rows = try readRows(value, templates)
                    }
                }
                sections.append(section)
            }
        case (nil, nil):
            throw error("the fixture needs 'rows:' or 'sections:'", at: root)
        }
        var fixture = Fixture(file: file, folder: folder, table: table, templates: templates, templateOrder: order, sections: sections)
        fixture.namedFiles = namedFiles.paths.sorted()
        fixture.warnings = fixtureWarnings
        fixture.rowsDeclaration = (rowsEntry ?? sectionsEntry).map { error("", at: $0.keyNode) }
        fixture.collectionDeclaration = entries.first { $0.key == "collection" }.map { error("", at: $0.keyNode) }
        return fixture
    }

    func tooManyRows(at node: Node) -> Diagnostic {
        error("the fixture holds more than \(FixtureLimits.maximumRows) rows (YAML aliases counted as what they stand for)", at: node)
    }

    func templateNames(_ node: Node) throws(Diagnostic) -> [String] {
        guard case .mapping(let mapping) = node else { throw error("expected 'templates:' as a mapping of reuse identifiers to templates", at: node) }
        var names: [String] = []
        for (key, _) in mapping {
            names.append(try string(key, "a template name"))
        }
        return names
    }

    func yamlDiagnostic(_ yamlError: YamlError) -> Diagnostic {
        switch yamlError {
        case .scanner(let context, let problem, let mark, _):
            return error("not valid YAML: \(problem)\(context.map { " \($0.text)" } ?? "")", line: mark.line, column: mark.column)
        case .parser(let context, let problem, let mark, _):
            return error("not valid YAML: \(problem)\(context.map { " \($0.text)" } ?? "")", line: mark.line, column: mark.column)
        case .composer(let context, let problem, let mark, _):
            return error("not valid YAML: \(problem)\(context.map { " \($0.text)" } ?? "")", line: mark.line, column: mark.column)
        default:
            return error("not valid YAML: \(yamlError)", line: 1, column: 1)
        }
    }
}
