import AutocellExplain
import AutocellLayout
import AutocellRender
import AutocellSource
import AutocellTable
import AutocellText

/// `autocell inspect`: one self-contained HTML page (no network, no external scripts or fonts)
/// that shows a feed's rows as rendered, with every view over them as an element a pointer can
/// find: frames, intrinsic sizes, priorities, text lines, constraints in words and how each
/// stands, conflicts with their arithmetic and ways out, ambiguity with its two layouts. Several
/// trait combinations (widths, appearances, text sizes) are variants of one page.
public struct InspectorPage: Sendable {
    /// One laid-out feed: a trait combination of a fixture, or one log rebuilt.
    public struct Variant: Sendable {
        /// What the switcher calls it (`375pt-dark`, `log 1`).
        public var label: String
        public var content: TableContent
        public var width: Double
        public var scale: Double
        /// Every row laid out by `autocell explain`'s explainer, with what it says of each.
        public var rows: [RowExplanation]
        /// Lines said above the rows (a log's assumptions and warnings).
        public var notes: [String] = []
        /// What the source calls each view, by name: a log's `UILabel:0x7f01`, an app's class
        /// and accessibility identifier (`UILabel 'title'`). Shown beside the name and searched.
        public var addresses: [String: String] = [:]
    }

    /// The fixture or log the page shows, as the user named it.
    public var file: String
    /// Whether the page shows a pasted log (its views are outlined: nothing of theirs is drawn).
    public var isLog = false
    /// How many of the pasted file's texts that are no conflict log (a layout trace, a flow
    /// layout or zero-height warning) the page leaves to `autocell explain --log`.
    public var notShown = 0
    public var variants: [Variant]
    /// Rows taller than this many pixels are split into several images (the browser decodes
    /// images it shows, so a 1,000-row feed stays quick to open).
    public var pagePixels = 4_096
    /// The most rows a page shows, counted across its variants.
    public static let maximumRows = 10_000

    public init(file: String, variants: [Variant]) {
        self.file = file
        self.variants = variants
    }

    /// The page of a fixture's rows (the flat indexes in `rows`, nil: every row) under each of
    /// `traits` (one variant each; empty: the fixture's own traits).
    public static func fixture(
        _ content: TableContent, file: String, traits: [TraitCollection] = [], rows: Set<Int>? = nil
    ) throws -> InspectorPage {
        // Bounded before any work: every row of every variant is explained and drawn into the
        // page (issue 49: 100,000 rows named through YAML aliases in a 7.6 KB fixture took
        // 1.15 GB and gave a 162 MB page).
        let shown = (rows?.count ?? content.indexedRows.count) * max(1, traits.count)
        guard shown <= maximumRows else {
            throw RenderError.invalidOptions(
                "the page would show \(shown) rows (\(rows?.count ?? content.indexedRows.count) × \(max(1, traits.count)) variant\(traits.count > 1 ? "s" : "")); an inspector page holds at most \(maximumRows): choose rows with --rows A..B, or fewer variants")
        }
        let combinations: [(label: String, content: TableContent)] = traits.isEmpty
            ? [(TraitCollection(width: content.settings.width).name, content)]
            : traits.map { ($0.name, content.resolved(for: $0)) }
        var variants: [Variant] = []
        for (label, resolved) in combinations {
            let report = try ExplainReport.fixture(resolved, file: file, rows: rows, inspecting: true)
            variants.append(Variant(
                label: label, content: resolved, width: resolved.settings.width, scale: resolved.settings.scale,
                rows: report.parts.first?.rows ?? []))
        }
        return InspectorPage(file: file, variants: variants)
    }

    /// The page of every log in `text` (pasted from Xcode's console into `file`), each rebuilt
    /// into views and constraints as `autocell explain --log` rebuilds it: a variant per log.
    public static func log(_ text: String, file: String) throws -> InspectorPage {
        let report = try ExplainReport.log(text, file: file, inspecting: true)
        var variants: [Variant] = []
        for (number, part) in report.parts.enumerated() {
            guard let rebuilt = part.log?.rebuilt else { continue }
            var notes = rebuilt.warnings.map { "warning: \($0)" } + rebuilt.assumptions.map { "assumed: \($0)" }
            if let uikit = rebuilt.uikitBroken { notes.insert("UIKit broke: \(uikit)", at: 0) }
            if let differing = part.differingAssumption { notes.append(differing) }
            variants.append(Variant(
                label: report.parts.count == 1 ? "log" : "log \(number + 1)", content: rebuilt.content,
                width: rebuilt.content.settings.width, scale: rebuilt.content.settings.scale,
                rows: part.rows, notes: notes,
                addresses: Dictionary(rebuilt.names.map { address, name in
                    (name, rebuilt.classes[name].map { "\($0):\(address)" } ?? address)
                }, uniquingKeysWith: { first, _ in first })))
        }
        var page = InspectorPage(file: file, variants: variants)
        page.isLog = true
        page.notShown = report.notices.count
        return page
    }

    /// The page as HTML.
    public func html() throws(RenderError) -> String {
        var variantValues: [JSONValue] = []
        var images: [[String]] = []
        // Templates by name, from the variant that used each first (their constraints are the
        // same under every trait; the texts a trait resolves are the rows').
        var templates: [(name: String, template: CellTemplate)] = []
        var seen = Set<String>()
        for variant in variants {
            let built = try InspectorModel.variant(variant, pagePixels: pagePixels)
            variantValues.append(built.value)
            images.append(built.images)
            for name in built.templates where seen.insert(name).inserted {
                if let template = variant.content.template(named: name) { templates.append((name, template.cell)) }
            }
        }
        let model = JSONValue.object([
            ("file", .string(file)),
            ("source", .string(isLog ? "log" : "fixture")),
            ("templates", .object(templates.map { ($0.name, InspectorModel.template($0.template)) })),
            ("variants", .array(variantValues)),
        ])
        return InspectorAssets.page(title: file, model: model.rendered(), images: images)
    }
}

extension InspectorPage {
    /// What `inspect` says of a written page: its size, rows, variants and rows with problems.
    public func summary(path: String, bytes: Int) -> String {
        // Variants of one fixture have the same rows; a log's variants are one row each.
        let rowCount = variants.first?.rows.count ?? 0
        let problems = variants.reduce(0) { $0 + $1.rows.filter(\.hasProblems).count }
        let variantText = variants.count == 1 ? "" : " × \(variants.count) variants"
        return "\(path) \(bytes) bytes: \(rowCount) row\(rowCount == 1 ? "" : "s")\(variantText), \(problems) with problems"
    }

    /// The warning for texts of a log file that are not conflict logs (none: nil).
    public func notShownWarning(file: String) -> String? {
        guard notShown > 0 else { return nil }
        let one = notShown == 1
        return "\(file) holds \(notShown) text\(one ? "" : "s") that \(one ? "is" : "are") no conflict log (a layout trace, a flow layout or zero-height warning): not on the page; `autocell explain --log \(file)` explains \(one ? "it" : "them")"
    }
}
