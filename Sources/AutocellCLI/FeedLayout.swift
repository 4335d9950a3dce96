import AutocellFixtures
import AutocellLayout
import AutocellText

/// A fixture laid out: every row's cell at the table's width, rows stacked top to bottom.
public struct FeedLayout: Sendable {
    public struct Row: Sendable {
        public var section: Int
        public var row: Int
        public var template: String
        public var key: String?
        public var y: Double
        public var height: Double
        public var cell: CellLayout
    }

    public var width: Double
    public var scale: Double
    public var rows: [Row]
    public var contentHeight: Double

    /// contentView width = table width minus the accessory, as UITableViewCell does.
    public static func accessoryWidth(_ accessory: Accessory) -> Double {
        switch accessory {
        case .none: 0
        case .disclosureIndicator: 34
        case .detailDisclosureButton: 68
        case .checkmark: 40
        case .detailButton: 48
        }
    }

    /// Lays out every row; one engine per template, built once (FDTemplateLayoutCell's
    /// template cell), reused for every row of that template.
    public static func make(
        _ fixture: Fixture, width: Double? = nil, measurer: TextMeasurer, reportAmbiguity: Bool = true
    ) throws(LayoutError) -> FeedLayout {
        let tableWidth = width ?? fixture.table.width
        var engines: [String: CellLayoutEngine] = [:]
        var rows: [Row] = []
        var y = 0.0
        for (sectionIndex, section) in fixture.sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                guard let template = fixture.templates[row.template] else { continue }
                let engine: CellLayoutEngine
                if let existing = engines[row.template] {
                    engine = existing
                } else {
                    engine = try CellLayoutEngine(template: template.cell, measurer: measurer)
                    engine.reportsAmbiguity = reportAmbiguity
                    engines[row.template] = engine
                }
                let contentWidth = max(0, tableWidth - accessoryWidth(template.accessory))
                let cell = engine.layout(width: contentWidth, texts: row.texts, images: row.images)
                rows.append(Row(section: sectionIndex, row: rowIndex, template: row.template, key: row.key, y: y, height: cell.height, cell: cell))
                y += cell.height
            }
        }
        return FeedLayout(width: tableWidth, scale: fixture.table.scale, rows: rows, contentHeight: y)
    }

    public var json: JSONValue {
        .object([
            ("width", .number(width)),
            ("scale", .number(scale)),
            ("contentHeight", .number(contentHeight)),
            ("rows", .array(rows.map { row in
                .object([
                    ("section", .number(Double(row.section))),
                    ("row", .number(Double(row.row))),
                    ("template", .string(row.template)),
                    ("key", row.key.map { .string($0) } ?? .null),
                    ("y", .number(row.y)),
                    ("height", .number(row.height)),
                    ("views", .object(row.cell.views.map { view in (view.name, FeedLayout.json(view)) })),
                    ("conflicts", .array(row.cell.conflicts.map { conflict in
                        .object([
                            ("constraints", .array(conflict.constraints.map { .string($0) })),
                            ("broken", .string(conflict.broken)),
                        ])
                    })),
                    ("ambiguous", .array(row.cell.ambiguous.map { item in
                        .object([("view", .string(item.view)), ("axis", .string(item.axis.rawValue))])
                    })),
                ])
            })),
        ])
    }

    static func json(_ view: ViewLayout) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("x", .number(view.frame.x)), ("y", .number(view.frame.y)),
            ("width", .number(view.frame.width)), ("height", .number(view.frame.height)),
        ]
        if let lines = view.lines { members.append(("lines", .number(Double(lines)))) }
        if let truncated = view.truncated { members.append(("truncated", .bool(truncated))) }
        if let size = view.contentSize {
            members.append(("contentSize", .object([("width", .number(size.width)), ("height", .number(size.height))])))
        }
        return .object(members)
    }
}
