import AutocellLayout

/// The standard accessory views of `UITableViewCell`.
public enum Accessory: String, Hashable, Sendable, CaseIterable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
}

public enum SeparatorStyle: String, Hashable, Sendable, CaseIterable {
    case none, singleLine
}

public enum TableStyle: String, Hashable, Sendable, CaseIterable {
    case plain, grouped
}

public enum RowHeight: Hashable, Sendable {
    case automatic
    case fixed(Double)
}

/// The `table:` section of a fixture.
public struct TableSettings: Hashable, Sendable {
    public var width = 375.0
    public var scale = 2.0
    public var background: Color?
    public var separator = SeparatorStyle.singleLine
    /// UIKit's default left inset is 15 pt.
    public var separatorInset = 15.0
    public var rowHeight = RowHeight.automatic
    public var estimatedRowHeight: Double?
    public var style = TableStyle.plain

    public init() {}
}

/// A template as a fixture declares it: the layout template plus table-level settings.
public struct FixtureTemplate: Hashable, Sendable {
    public var cell: CellTemplate
    public var accessory: Accessory
}

/// One row: which template, its key, and the data its `{field}` placeholders read.
public struct FixtureRow: Hashable, Sendable {
    public var template: String
    public var key: String?
    public var data: [String: String]
    public var source: SourceLocation
    /// Label texts and image sizes after substituting the data into the template.
    public var texts: [String: String]
    public var images: [String: Size?]
    /// Image files (absolute paths) by view name, for painting.
    public var imagePaths: [String: String]
}

public struct FixtureSection: Hashable, Sendable {
    public var header: String?
    public var footer: String?
    public var rows: [FixtureRow]

    public init(header: String? = nil, footer: String? = nil, rows: [FixtureRow]) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}

/// A parsed feed fixture.
public struct Fixture: Sendable {
    /// The file as given on the command line, used in messages.
    public var file: String
    /// The folder image paths are relative to.
    public var folder: String
    public var table: TableSettings
    /// Templates in the order the file declares them.
    public var templates: [String: FixtureTemplate]
    public var templateOrder: [String]
    public var sections: [FixtureSection]
}
