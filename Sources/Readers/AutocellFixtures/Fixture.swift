import AutocellLayout
import AutocellTable
import AutocellSource
import AutocellText
import AutocellDrawing

/// A template as a fixture declares it.
public typealias FixtureTemplate = TableTemplate

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
    /// What the row sets beyond texts and images: `VIEW.PROPERTY` data keys, `constants`,
    /// `inactive`.
    public var state = RowState()
}

/// A section header or footer as a fixture gives it: a title, or a view made from a template
/// with data, like a row.
public enum FixtureSupplement: Hashable, Sendable {
    case title(String)
    case view(FixtureRow)

    public var content: SectionSupplement {
        switch self {
        case .title(let title): .title(title)
        case .view(let row): .view(row.content)
        }
    }
}

public struct FixtureSection: Hashable, Sendable {
    public var header: FixtureSupplement?
    public var footer: FixtureSupplement?
    public var rows: [FixtureRow]

    public init(header: FixtureSupplement? = nil, footer: FixtureSupplement? = nil, rows: [FixtureRow]) {
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
    /// What the fixture's Interface Builder files ask for that is not applied, at their lines.
    public var warnings: [Diagnostic] = []
    /// Where `rows:` (or `sections:`) is written, with its line, for what is said of the rows
    /// as a whole (`message` empty: set the one to say).
    public var rowsDeclaration: Diagnostic?
    /// Where `collection:` is written, for commands that lay out tables only.
    public var collectionDeclaration: Diagnostic?
    /// The files the fixture names (images, fonts, Interface Builder files), by real path,
    /// sorted: what `autocell inspect --watch` watches besides the fixture itself.
    public var namedFiles: [String] = []

    /// Nothing for a table; for a collection fixture, an error at its `collection:` key saying
    /// that `what` (a command or option) lays out tables only.
    public func requireTable(for what: String) throws(Diagnostic) {
        guard var place = collectionDeclaration else { return }
        place.message = "\(what) works on tables: a collection fixture ('collection:') is laid out by 'autocell layout' (with --json) and drawn by 'autocell render'"
        throw place
    }
}

extension FixtureRow {
    /// The row as the table sees it.
    public var content: RowContent {
        RowContent(template: template, key: key, texts: texts, images: images, imagePaths: imagePaths, state: state)
    }
}

extension Fixture {
    /// Where the row, or the section's header or footer view, at `indexPath` is declared (nil
    /// for a title-only header or footer, or a place the fixture does not have).
    public func source(of kind: TableItemKind, at indexPath: RowIndexPath) -> SourceLocation? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        switch kind {
        case .cell: return section.rows.indices.contains(indexPath.row) ? section.rows[indexPath.row].source : nil
        case .header: if case .view(let row) = section.header { return row.source } else { return nil }
        case .footer: if case .view(let row) = section.footer { return row.source } else { return nil }
        }
    }

    /// The fixture as a table: what layout and painting take. A fixture from `FixtureLoader` is
    /// resolved for its table's traits already (and `resolved(for:)` gives one for others), so
    /// this only rearranges it: it is read in layout loops and costs no resolution there.
    public var content: TableContent {
        TableContent(
            settings: table, templates: templates,
            sections: sections.map { TableContent.Section(header: $0.header?.content, footer: $0.footer?.content, rows: $0.rows.map(\.content)) })
    }

    /// The fixture under `traits` (nil traits keep its table's own): the one resolve step
    /// (`TableContent.resolved(for:)`) applied to the document, which keeps its sources, so
    /// that every trait combination of a run comes from one reading of the file.
    public func resolved(for traits: TraitCollection) -> Fixture {
        // The table's resolve step itself, its values put back beside the document's sources.
        let resolved = content.resolved(for: traits)
        var fixture = self
        fixture.table = resolved.settings
        fixture.templates = resolved.templates
        func take(_ row: FixtureRow, _ done: RowContent) -> FixtureRow {
            guard !row.state.isEmpty else { return row }
            var row = row
            row.state = done.state
            return row
        }
        func take(_ supplement: FixtureSupplement?, _ done: SectionSupplement?) -> FixtureSupplement? {
            guard case .view(let row) = supplement, case .view(let content) = done else { return supplement }
            return .view(take(row, content))
        }
        fixture.sections = zip(sections, resolved.sections).map { section, done in
            FixtureSection(
                header: take(section.header, done.header), footer: take(section.footer, done.footer),
                rows: zip(section.rows, done.rows).map(take))
        }
        return fixture
    }
}
