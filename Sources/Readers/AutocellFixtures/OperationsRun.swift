import AutocellText
import AutocellSource
import AutocellTable

/// A table's operations run on a fixture (`autocell layout FIXTURE --ops OPS.yaml`): its rows as a table's data source,
/// mutated step by step, with heights asked the FDTemplateLayoutCell way after each step
/// (index-path cache, per width), reporting which came from the cache.
public struct OperationsRun {
    /// The table after one step: every row's height at the width of the moment, and
    /// whether the cache had it.
    public struct Step: Sendable {
        public struct Row: Sendable {
            public var index: RowIndexPath
            public var key: String?
            public var height: Double
            public var cached: Bool
        }

        public var number: Int
        public var operation: String
        public var width: Double
        public var rows: [Row]

        public var json: JSONValue {
            .object([
                ("step", .number(Double(number))), ("op", .string(operation)), ("width", .number(width)),
                ("rows", .array(rows.map { row in
                    .object([
                        ("section", .number(Double(row.index.section))), ("row", .number(Double(row.index.row))),
                        ("key", row.key.map { .string($0) } ?? .null),
                        ("height", .number(row.height)), ("cached", .bool(row.cached)),
                    ])
                })),
            ])
        }

        public var summary: String {
            let computed = rows.filter { !$0.cached }.count
            return "step \(number) \(operation): \(rows.count) rows, \(rows.count - computed) from cache, \(computed) computed"
        }
    }

    public let fixture: Fixture
    public let measurer: TextMeasurer
    /// Told each height cache hit and miss as FDTemplateLayoutCell's debug log says it.
    public var log: ((String) -> Void)?
    /// Above 0: the initial heights are computed on this many threads first.
    public var precomputeWorkers = 0
    /// Told how far precomputing has come.
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    public init(fixture: Fixture, measurer: TextMeasurer) {
        self.fixture = fixture
        self.measurer = measurer
    }

    /// The heights after each step, the initial ones first. A step that names a row or
    /// section the table does not have throws a `Diagnostic` at the operation's line.
    public func run(_ operations: [TableOperation]) throws -> [Step] {
        var sections = fixture.sections.map(\.rows)
        var cells = TemplateLayoutCells(fixture.content, measurer: measurer)
        // Heights are asked of every row after every step, so the cache knows every row a
        // batch update names.
        cells.log = log
        if precomputeWorkers > 0 {
            let rows = sections.enumerated().flatMap { s, rows in rows.enumerated().map { (RowIndexPath(row: $0.offset, section: s), $0.element.content) } }
            try cells.precomputeHeights(of: rows.map { (index: $0.0, row: $0.1) }, workers: precomputeWorkers, progress: progress)
        }
        var steps = [try heights(step: 0, name: "initial", sections, cells)]
        for (number, operation) in operations.enumerated() {
            let step = number + 1
            switch operation.kind {
            case .reloadData:
                cells.indexPathCache.invalidateAll()
            case .setWidth(let newWidth):
                let next = TemplateLayoutCells(fixture.resolved(for: TraitCollection(width: newWidth)).content, measurer: measurer)
                next.indexPathCache = cells.indexPathCache
                next.keyedCache = cells.keyedCache
                next.log = log
                cells = next
            case .updateData(let index, let changes):
                guard index.section < sections.count, index.row < sections[index.section].count else {
                    throw Self.failure(operation, step, "row \(index) does not exist")
                }
                let row = sections[index.section][index.row]
                guard let template = fixture.templates[row.template] else { continue }
                do {
                    sections[index.section][index.row] = try row.updating(changes, template: template)
                } catch {
                    throw Self.failure(operation, step, "row \(index) has no data field '\(error.name)'")
                }
            case .batch(let update, let insertedRows, let insertedSections):
                do {
                    let optional: [[FixtureRow?]] = sections.map { $0.map { Optional($0) } }
                    sections = try update.applied(
                        to: optional,
                        insertedRow: { insertedRows[$0] },
                        insertedSection: { insertedSections[$0] ?? [] },
                        reload: { $0 }
                    ).map { $0.compactMap { $0 } }
                } catch {
                    throw Self.failure(operation, step, error.message)
                }
                cells.indexPathCache.apply(update)
            }
            steps.append(try heights(step: step, name: operation.name, sections, cells))
        }
        return steps
    }

    private static func failure(_ operation: TableOperation, _ step: Int, _ message: String) -> Diagnostic {
        Diagnostic(at: operation.source, "step \(step) (\(operation.name)): \(message)")
    }

    /// Every row's height at the current width, and whether the cache had it.
    private func heights(step: Int, name: String, _ sections: [[FixtureRow]], _ cells: TemplateLayoutCells) throws -> Step {
        var rows: [Step.Row] = []
        for (s, section) in sections.enumerated() {
            for (r, row) in section.enumerated() {
                let index = RowIndexPath(row: r, section: s)
                let cached = cells.indexPathCache.height(at: index, width: cells.width) != nil
                let height = try cells.height(forTemplate: row.template, cachedBy: index) { cell in
                    cell.texts = row.texts
                    cell.images = row.images
                    cell.state = row.state
                }
                rows.append(Step.Row(index: index, key: row.key, height: height, cached: cached))
            }
        }
        return Step(number: step, operation: name, width: cells.width, rows: rows)
    }
}
