/// A whole table: settings, templates by reuse identifier, and sections of rows.
public struct TableContent: Sendable {
    public struct Section: Sendable {
        public var header: String?
        public var footer: String?
        public var rows: [RowContent]

        public init(header: String? = nil, footer: String? = nil, rows: [RowContent]) {
            self.header = header
            self.footer = footer
            self.rows = rows
        }
    }

    public var settings: TableSettings
    public var templates: [String: TableTemplate]
    public var sections: [Section]

    public init(settings: TableSettings, templates: [String: TableTemplate], sections: [Section]) {
        self.settings = settings
        self.templates = templates
        self.sections = sections
    }

    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
}
