import AutocellText
import AutocellLayout
import AutocellTable
import Foundation
import Yams
import AutocellSource

/// One step of an operations file (`autocell layout FIXTURE --ops OPS.yaml`): a table
/// mutation, where it was written, and what it does.
public struct TableOperation: Sendable {
    public enum Kind: Sendable {
        /// Row and section changes applied together with UITableView's batch rules.
        case batch(TableBatchUpdate, insertedRows: [RowIndexPath: FixtureRow], insertedSections: [Int: [FixtureRow]])
        case reloadData
        case setWidth(Double)
        /// New values for some of a row's data fields; its label texts follow. The table is
        /// not told (as when a model changes without a reload), so cached heights stay.
        case updateData(RowIndexPath, [String: String])
    }

    /// The key it was written with: insertRows, batch, setWidth, …
    public var name: String
    public var source: SourceLocation
    public var kind: Kind
}

extension FixtureRow {
    /// The row with `changes` merged into its data and its labels' texts filled again; throws
    /// the first `{field}` a label's text names that the data lacks.
    func updating(_ changes: [String: String], template: FixtureTemplate) throws(FieldSubstitution.MissingField) -> FixtureRow {
        var row = self
        row.data.merge(changes) { _, new in new }
        for view in template.cell.views {
            guard let label = view.label else { continue }
            row.texts[view.name] = try FieldSubstitution.fill(label.text, from: row.data)
        }
        return row
    }
}

/// Reads operations files: a YAML list, one mutation a step.
///
/// ```yaml
/// - insertRows: {at: [0, 1], rows: [{template: person, key: n1, data: {name: "new"}}]}
/// - deleteRows: [[0, 2], [0, 3]]
/// - reloadRows: [[0, 1]]
/// - moveRow: {from: [0, 1], to: [0, 3]}
/// - insertSections: [{at: 1, rows: [{template: person, data: {…}}]}]
/// - deleteSections: [1]
/// - moveSection: {from: 0, to: 2}
/// - reloadData: true
/// - setWidth: 320
/// - updateData: {at: [0, 1], data: {name: "renamed"}}
/// - batch: {deleteRows: [[0, 0]], insertRows: [{at: [0, 2], rows: [...]}], moveRows: [{from: [0, 3], to: [0, 0]}]}
/// ```
public enum OperationsLoader {
    public static let operationNames = ["insertRows", "deleteRows", "reloadRows", "moveRow", "insertSections", "deleteSections", "moveSection", "reloadData", "setWidth", "updateData", "batch"]
    static let batchKeys = ["deleteRows", "insertRows", "reloadRows", "moveRows", "deleteSections", "insertSections", "reloadSections", "moveSections"]

    public static func load(path: String, for fixture: Fixture) throws(Diagnostic) -> [TableOperation] {
        let text: String
        do throws(TextFile.Failure) {
            text = try TextFile.read(path)
        } catch {
            throw Diagnostic(file: path, error, reading: "the operations")
        }
        var reader = FixtureReader(text: text, file: path, folder: fixture.folder)
        reader.scale = fixture.table.scale
        return try reader.readOperations(templates: fixture.templates)
    }
}

extension FixtureReader {
    func readOperations(templates: [String: FixtureTemplate]) throws(Diagnostic) -> [TableOperation] {
        let root = try composedRoot(empty: "the operations file is empty; expected a list of steps")
        guard case .sequence(let steps) = root else { throw error("expected a list of steps (- insertRows: …)", at: root) }
        var operations: [TableOperation] = []
        for step in steps {
            let entries = try mapping(step, "a step", allowed: OperationsLoader.operationNames)
            guard entries.count == 1, let entry = entries.first else {
                throw error("a step is one operation; write each on its own '- ' line, or group them under 'batch:'", at: step)
            }
            operations.append(TableOperation(name: entry.key, source: location(entry.keyNode), kind: try readOperation(entry.key, entry.value, templates)))
        }
        return operations
    }

    func readOperation(_ name: String, _ value: Node, _ templates: [String: FixtureTemplate]) throws(Diagnostic) -> TableOperation.Kind {
        var update = TableBatchUpdate()
        var insertedRows: [RowIndexPath: FixtureRow] = [:]
        var insertedSections: [Int: [FixtureRow]] = [:]
        switch name {
        case "reloadData":
            return .reloadData
        case "setWidth":
            return .setWidth(try number(value, "the width", in: 1...100_000))
        case "updateData":
            let fields = try mapping(value, "updateData", allowed: ["at", "data"])
            guard let at = fields.first(where: { $0.key == "at" })?.value, let data = fields.first(where: { $0.key == "data" })?.value else {
                throw error("updateData needs 'at: [section, row]' and 'data:'", at: value)
            }
            guard case .mapping(let pairs) = data else { throw error("expected 'data:' as a mapping", at: data) }
            var changes: [String: String] = [:]
            for (key, field) in pairs { changes[try string(key, "a data field")] = try string(field, "a data value") }
            return .updateData(try indexPath(at), changes)
        case "batch":
            for (key, _, node) in try mapping(value, "a batch", allowed: OperationsLoader.batchKeys) {
                try readChange(key, node, templates, &update, &insertedRows, &insertedSections)
            }
        case "moveRow":
            try readChange("moveRows", .sequence(Node.Sequence([value])), templates, &update, &insertedRows, &insertedSections)
        case "moveSection":
            try readChange("moveSections", .sequence(Node.Sequence([value])), templates, &update, &insertedRows, &insertedSections)
        default:
            try readChange(name, value, templates, &update, &insertedRows, &insertedSections)
        }
        return .batch(update, insertedRows: insertedRows, insertedSections: insertedSections)
    }

    func readChange(
        _ key: String, _ node: Node, _ templates: [String: FixtureTemplate],
        _ update: inout TableBatchUpdate, _ insertedRows: inout [RowIndexPath: FixtureRow], _ insertedSections: inout [Int: [FixtureRow]]
    ) throws(Diagnostic) {
        switch key {
        case "deleteRows": update.deleteRows.formUnion(try indexPaths(node))
        case "reloadRows": update.reloadRows.formUnion(try indexPaths(node))
        case "deleteSections": update.deleteSections.formUnion(try sectionNumbers(node))
        case "reloadSections": update.reloadSections.formUnion(try sectionNumbers(node))
        case "insertRows":
            for item in try list(node, "insertRows", single: true) {
                let fields = try mapping(item, "an insertion", allowed: ["at", "rows"])
                guard let at = fields.first(where: { $0.key == "at" })?.value, let rows = fields.first(where: { $0.key == "rows" })?.value else {
                    throw error("an insertion needs 'at: [section, row]' and 'rows:'", at: item)
                }
                let start = try indexPath(at)
                for (offset, row) in try readRows(rows, templates).enumerated() {
                    let index = RowIndexPath(row: start.row + offset, section: start.section)
                    update.insertRows.insert(index)
                    insertedRows[index] = row
                }
            }
        case "insertSections":
            for item in try list(node, "insertSections", single: true) {
                let fields = try mapping(item, "a section insertion", allowed: ["at", "rows"])
                guard let at = fields.first(where: { $0.key == "at" })?.value else { throw error("a section insertion needs 'at: SECTION'", at: item) }
                let section = Int(try number(at, "the section", in: 0...1_000_000))
                update.insertSections.insert(section)
                insertedSections[section] = try fields.first(where: { $0.key == "rows" }).map { entry throws(Diagnostic) in try readRows(entry.value, templates) } ?? []
            }
        case "moveRows":
            for item in try list(node, "moveRows", single: true) {
                let (from, to) = try fromTo(item)
                update.moveRows.append((try indexPath(from), try indexPath(to)))
            }
        default:   // moveSections
            for item in try list(node, "moveSections", single: true) {
                let (from, to) = try fromTo(item)
                update.moveSections.append((Int(try number(from, "the section", in: 0...1_000_000)), Int(try number(to, "the section", in: 0...1_000_000))))
            }
        }
    }

    /// A list, or (with `single`) one mapping standing for a list of one.
    func list(_ node: Node, _ what: String, single: Bool = false) throws(Diagnostic) -> [Node] {
        if case .sequence(let items) = node { return Array(items) }
        if single, case .mapping = node { return [node] }
        throw error("expected \(what) as a list", at: node)
    }

    func fromTo(_ node: Node) throws(Diagnostic) -> (Node, Node) {
        let fields = try mapping(node, "a move", allowed: ["from", "to"])
        guard let from = fields.first(where: { $0.key == "from" })?.value, let to = fields.first(where: { $0.key == "to" })?.value else {
            throw error("a move needs 'from:' and 'to:'", at: node)
        }
        return (from, to)
    }

    func indexPath(_ node: Node) throws(Diagnostic) -> RowIndexPath {
        guard case .sequence(let pair) = node, pair.count == 2 else { throw error("expected an index path as [section, row]", at: node) }
        let section = try number(pair[0], "the section", in: 0...1_000_000), row = try number(pair[1], "the row", in: 0...100_000_000)
        guard section == section.rounded(), row == row.rounded() else { throw error("expected whole numbers in [section, row]", at: node) }
        return RowIndexPath(row: Int(row), section: Int(section))
    }

    func indexPaths(_ node: Node) throws(Diagnostic) -> [RowIndexPath] {
        // One index path [s, r] or a list of them [[s, r], …].
        if case .sequence(let items) = node, let first = items.first, case .scalar = first { return [try indexPath(node)] }
        var result: [RowIndexPath] = []
        for item in try list(node, "index paths") { result.append(try indexPath(item)) }
        return result
    }

    func sectionNumbers(_ node: Node) throws(Diagnostic) -> [Int] {
        if case .scalar = node { return [Int(try number(node, "the section", in: 0...1_000_000))] }
        var result: [Int] = []
        for item in try list(node, "sections") { result.append(Int(try number(item, "the section", in: 0...1_000_000))) }
        return result
    }
}
