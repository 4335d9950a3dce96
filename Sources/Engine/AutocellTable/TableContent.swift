/// A whole table: settings, templates by reuse identifier, and sections of rows.
public struct TableContent: Sendable {
    public struct Section: Sendable {
        public var header: SectionSupplement?
        public var footer: SectionSupplement?
        public var rows: [RowContent]

        public init(header: SectionSupplement? = nil, footer: SectionSupplement? = nil, rows: [RowContent]) {
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

    /// A template by reuse identifier: the table's own, or one of the built-in section title
    /// and spacing templates.
    public func template(named name: String) -> TableTemplate? {
        templates[name] ?? SectionTitleTemplates.template(named: name, separatorInset: settings.resolvedSeparatorInset(tableWidth: settings.width), chrome: TableChrome(settings))
    }

    /// What stands above (`.header`) or below (`.footer`) section `index`: its view, its title
    /// in the style's title view, a grouped table's spacing, or nothing.
    public func supplement(_ kind: TableItemKind, of index: Int) -> RowContent? {
        let section = sections[index]
        switch kind == .header ? section.header : section.footer {
        case .view(let content):
            return content
        case .title(let title):
            return SectionTitleTemplates.content(title: title, kind: kind, style: settings.style)
        case nil:
            guard settings.style.isGrouped, kind != .cell else { return nil }
            return RowContent(template: SectionTitleTemplates.gapTemplateName(kind, firstSection: index == 0))
        }
    }
}
