import AutocellImage
import AutocellLayout
import AutocellText
import Foundation
import Yams

/// Reads feed fixtures (YAML; JSON is YAML too), keeping every node's line and column so that
/// each error names the place it was written.
public enum FixtureLoader {
    /// Reads the fixture at `path` once, as a document whose trait-dependent values stay open
    /// (dynamic colours keep both appearances, text-style fonts their style, Interface Builder
    /// cells their size class variants), resolved for `traits` over the table's own keys
    /// (`Fixture.resolved(for:)`; resolve it again for other traits without reading it again).
    public static func load(path: String, traits: TraitCollection = TraitCollection()) throws(Diagnostic) -> Fixture {
        let text: String
        do throws(TextFile.Failure) {
            text = try TextFile.read(path)
        } catch {
            throw Diagnostic(file: path, error, reading: "the fixture")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        return try parse(text, file: path, folder: folder, traits: traits)
    }

    /// A fixture's text read as `load(path:traits:)` reads a file; `folder` is where its paths start.
    public static func parse(_ text: String, file: String, folder: String, traits: TraitCollection = TraitCollection()) throws(Diagnostic) -> Fixture {
        var reader = FixtureReader(text: text, file: file, folder: folder)
        return try reader.read().resolved(for: traits)
    }

    /// `load(path:traits:)` with the traits the command line's options name:
    /// `--content-size-category`, `--layout-direction`, `--appearance`, `--device`.
    public static func load(
        path: String, contentSizeCategory: ContentSizeCategory? = nil, layoutDirection: LayoutDirection? = nil,
        appearance: Appearance? = nil, device: Device? = nil
    ) throws(Diagnostic) -> Fixture {
        try load(
            path: path,
            traits: TraitCollection(device: device, appearance: appearance, contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection))
    }

    /// `parse(_:file:folder:traits:)` with the traits the command line's options name.
    public static func parse(
        _ text: String, file: String, folder: String, contentSizeCategory: ContentSizeCategory? = nil,
        layoutDirection: LayoutDirection? = nil, appearance: Appearance? = nil, device: Device? = nil
    ) throws(Diagnostic) -> Fixture {
        try parse(
            text, file: file, folder: folder,
            traits: TraitCollection(device: device, appearance: appearance, contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection))
    }
}

/// The parser proper: typed reads of YAML nodes with located errors.
struct FixtureReader {
    /// Image files already read and checked, by real path, with their size in pixels.
    final class CheckedImages {
        var pixels: [String: (width: Int, height: Int)] = [:]
    }
    let checkedImages = CheckedImages()
    let text: String
    let lines: [String]
    let file: String
    let folder: String
    /// The table's own scale: image files' sizes in points are their pixels divided by it.
    var scale = 2.0
    /// The table's own appearance, which dynamic colours are first resolved for (both values
    /// are kept).
    var appearance = Appearance.light
    /// Templates read from Interface Builder files: a row's data field named like one of their
    /// views (an outlet) sets that view's text or image.
    var nibTemplates: Set<String> = []
    /// The table's own width, which decides the size class an Interface Builder file's cell is
    /// first resolved for (both are kept when it varies by one).
    var tableWidth = 375.0
    var fixtureWarnings: [Diagnostic] = []
    /// The table's own category, which text styles are first sized for (fonts keep their style).
    var category = ContentSizeCategory.large
    var fonts: FontConfiguration?

    init(text: String, file: String, folder: String) {
        self.text = text
        self.lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        self.file = file
        self.folder = folder
    }

    // MARK: Errors

    func error(_ message: String, line: Int, column: Int) -> Diagnostic {
        let source = line >= 1 && line <= lines.count ? lines[line - 1] : ""
        return Diagnostic(file: file, line: line, column: column, message: message, sourceLine: source)
    }

    func error(_ message: String, at node: Node?) -> Diagnostic {
        error(message, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1)
    }

    func location(_ node: Node) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
    }

    // MARK: Typed reads

    typealias Entries = [(key: String, keyNode: Node, value: Node)]

    func mapping(_ node: Node, _ what: String, allowed: [String]) throws(Diagnostic) -> Entries {
        guard case .mapping(let mapping) = node else { throw error("expected \(what) as a mapping (key: value)", at: node) }
        var entries: Entries = []
        var seen = Set<String>()
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else { throw error("expected a plain key in \(what)", at: key) }
            guard allowed.contains(scalar.string) else {
                let hint = didYouMean(scalar.string, in: allowed)
                throw error("unknown key '\(scalar.string)' in \(what)\(hint); expected one of: \(allowed.joined(separator: ", "))", at: key)
            }
            guard seen.insert(scalar.string).inserted else { throw error("'\(scalar.string)' is given twice in \(what)", at: key) }
            entries.append((scalar.string, key, value))
        }
        return entries
    }

    func string(_ node: Node, _ what: String) throws(Diagnostic) -> String {
        guard case .scalar(let scalar) = node else { throw error("expected \(what) as text", at: node) }
        return scalar.string
    }

    func number(_ node: Node, _ what: String, in range: ClosedRange<Double>? = nil) throws(Diagnostic) -> Double {
        guard case .scalar(let scalar) = node, let value = Double(scalar.string.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw error("expected a number for \(what)", at: node)
        }
        if let range, !range.contains(value) {
            throw error("\(what) must be between \(format(range.lowerBound)) and \(format(range.upperBound)), not \(format(value))", at: node)
        }
        return value
    }

    func bool(_ node: Node, _ what: String) throws(Diagnostic) -> Bool {
        switch try string(node, what).lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("expected true or false for \(what)", at: node)
        }
    }

    func choice<T: RawRepresentable & CaseIterable>(_ node: Node, _ what: String, _ type: T.Type) throws(Diagnostic) -> T where T.RawValue == String {
        let value = try string(node, what)
        guard let result = T(rawValue: value) else {
            let options = T.allCases.map(\.rawValue)
            throw error("unknown \(what) '\(value)'; expected one of: \(options.joined(separator: ", "))", at: node)
        }
        return result
    }

    /// A colour: a UIKit name (`red`, `lightGray`, or a semantic or system colour such as
    /// `label`, `secondaryLabel`, `systemBackground`, `systemBlue`, resolved for the table's
    /// appearance), `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or one per appearance,
    /// `{light: COLOR, dark: COLOR}`.
    func color(_ node: Node, _ what: String) throws(Diagnostic) -> Color {
        if case .mapping = node {
            let sides = try mapping(node, "\(what) per appearance", allowed: ["light", "dark"])
            guard let light = sides.first(where: { $0.key == "light" }), let dark = sides.first(where: { $0.key == "dark" }) else {
                throw error("\(what) per appearance needs both 'light' and 'dark'", at: node)
            }
            return Color(light: try color(light.value, what).resolved(for: .light), dark: try color(dark.value, what).resolved(for: .dark))
                .resolved(for: appearance)
        }
        let value = try string(node, what)
        guard let color = SystemColor.named(value, appearance) ?? ColorName.parse(value) else {
            let hint = didYouMean(value, in: (Array(SystemColor.table.keys) + Array(ColorName.named.keys)).sorted())
            throw error("'\(value)' is not a color\(hint): use a UIKit name (black, white, red, lightGray, clear, …), a semantic or system color (label, secondaryLabel, systemBackground, separator, systemBlue, systemGray6, …), #RGB, #RRGGBB, #RRGGBBAA, or {light: …, dark: …}", at: node)
        }
        return color
    }

    /// A priority read as every constraint grammar reads one (`TextScanner.priority`).
    func priority(_ node: Node, _ what: String) throws(Diagnostic) -> Priority {
        let value = try string(node, what).trimmingCharacters(in: .whitespaces)
        var scanner = TextScanner(value)
        do throws(SyntaxError) {
            let priority = try scanner.priority()
            guard scanner.atEnd else { throw scanner.error("expected only a priority, found \(scanner.next)") }
            return priority
        } catch {
            throw self.error("\(what): \(error.message)", at: node)
        }
    }

    func format(_ value: Double) -> String { numberText(value) }

    // MARK: The document

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
        let entries = try mapping(root, "the fixture", allowed: ["table", "fonts", "templates", "rows", "sections"])
        var table = TableSettings()
        if let node = entries.first(where: { $0.key == "table" })?.value { table = try readTable(node) }
        appearance = table.appearance
        scale = table.scale
        tableWidth = table.width
        category = table.contentSizeCategory
        if let node = entries.first(where: { $0.key == "fonts" })?.value { table.fonts = try readFonts(node) }
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
        fixture.warnings = fixtureWarnings
        fixture.rowsDeclaration = (rowsEntry ?? sectionsEntry).map { error("", at: $0.keyNode) }
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

    mutating func readTable(_ node: Node) throws(Diagnostic) -> TableSettings {
        var table = TableSettings()
        let keys = [
            "width", "scale", "background", "separator", "separatorInset", "rowHeight", "estimatedRowHeight", "style",
            "sectionHeaderHeight", "sectionFooterHeight", "cellLayoutMarginsFollowReadableWidth", "safeAreaInsets",
            "contentSizeCategory", "layoutDirection", "appearance", "device",
        ]
        let entries = try mapping(node, "table", allowed: keys)
        // The appearance first: the table's own colours resolve for it.
        if let value = entries.first(where: { $0.key == "appearance" })?.value { table.appearance = try choice(value, "appearance", Appearance.self) }
        appearance = table.appearance
        // A device first too: the table's own width, scale and safe area then override it.
        if let value = entries.first(where: { $0.key == "device" })?.value {
            let name = try string(value, "the device")
            guard let device = Device.named(name) else {
                throw error("unknown device '\(name)'; the devices are: \(Device.names)", at: value)
            }
            device.apply(to: &table)
        }
        for (key, _, value) in entries {
            switch key {
            case "appearance", "device": continue
            case "width": table.width = try number(value, "the table width", in: 1...100_000)
            case "scale": table.scale = try number(value, "the scale", in: 1...3)
            case "background": table.background = try color(value, "the table background")
            case "separator": table.separator = try choice(value, "separator style", SeparatorStyle.self)
            case "separatorInset": table.separatorInset = try number(value, "the separator inset", in: 0...10_000)
            case "rowHeight": table.rowHeight = try height(value, "the row height")
            case "sectionHeaderHeight": table.sectionHeaderHeight = try height(value, "the section header height")
            case "sectionFooterHeight": table.sectionFooterHeight = try height(value, "the section footer height")
            case "estimatedRowHeight": table.estimatedRowHeight = try number(value, "the estimated row height", in: 0...100_000)
            case "cellLayoutMarginsFollowReadableWidth": table.cellLayoutMarginsFollowReadableWidth = try bool(value, key)
            case "contentSizeCategory":
                let name = try string(value, "the content size category")
                guard let category = ContentSizeCategory(named: name) else {
                    throw error("unknown content size category '\(name)'; expected one of: \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))", at: value)
                }
                table.contentSizeCategory = category
            case "layoutDirection": table.layoutDirection = try choice(value, "layout direction", LayoutDirection.self)
            case "safeAreaInsets":
                for (side, _, inset) in try mapping(value, "the table's safe area insets", allowed: ["left", "right"]) {
                    let points = try number(inset, "the \(side) safe area inset", in: 0...10_000)
                    if side == "left" { table.safeAreaInsets.left = points } else { table.safeAreaInsets.right = points }
                }
            default: table.style = try choice(value, "table style", TableStyle.self)
            }
        }
        return table
    }

    /// `fonts: [path, ...]`: the fixture's own font files, inside its folder like images,
    /// searched before the bundled set.
    func readFonts(_ node: Node) throws(Diagnostic) -> FontLibrary {
        guard case .sequence(let items) = node else { throw error("expected 'fonts:' as a list of font file paths", at: node) }
        guard items.count <= FixtureLimits.maximumFontFiles else {
            throw error("a fixture may name at most \(FixtureLimits.maximumFontFiles) font files; this one names \(items.count)", at: node)
        }
        var paths: [String] = []
        for item in items {
            let path = try confinedFile(try string(item, "a font file path"), "font file", at: item)
            do throws(TextError) {
                // Each file on its own first, so that a bad one is named at its line.
                _ = try FontLibrary.standard.adding(userFonts: [path]).configuration()
            } catch {
                throw self.error("\(error)", at: item)
            }
            if !paths.contains(path) { paths.append(path) }
        }
        return FontLibrary.standard.adding(userFonts: paths)
    }

    /// A label's `font:` (`Font(parsing:)`), its text style sized for the table's category and
    /// its family one the fixture's fonts hold.
    func font(_ node: Node) throws(Diagnostic) -> Font {
        let spec = try string(node, "the font")
        guard let font = Font(parsing: spec, category: category) else {
            throw error("'\(spec)' is not a font: write [FAMILY] [WEIGHT] [italic] [monospacedDigit] SIZE ('system 16', 'system semibold 17', 'Georgia italic 15'; weights: \(Font.Weight.allCases.map(\.rawValue).joined(separator: ", "))) or a text style (\(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))", at: node)
        }
        if let family = font.family, let fonts, !fonts.hasFamily(family) {
            throw error("no font family '\(family)' here: add its files under the fixture's 'fonts:' or write 'system'; the families are \(fonts.families.joined(separator: ", "))", at: node)
        }
        return font
    }

    /// `attributedText: [{text, font, color, backgroundColor, underline, strikethrough, kern,
    /// baselineOffset}, ...]`; a run may also be a string alone (no attributes of its own).
    func runs(_ node: Node) throws(Diagnostic) -> [TextRun] {
        guard case .sequence(let items) = node else {
            throw error("expected 'attributedText:' as a list of runs ({text, font, color, backgroundColor, underline, strikethrough, kern, baselineOffset})", at: node)
        }
        var runs: [TextRun] = []
        for item in items {
            if case .scalar = item {
                runs.append(TextRun(try string(item, "a run's text")))
                continue
            }
            let keys = ["text", "font", "color", "backgroundColor", "underline", "strikethrough", "kern", "baselineOffset"]
            var run = TextRun("")
            var hasText = false
            for (key, _, value) in try mapping(item, "a run", allowed: keys) {
                switch key {
                case "text": run.text = try string(value, "the run's text"); hasText = true
                case "font": run.font = try font(value)
                case "color": run.color = try color(value, "the run's color")
                case "backgroundColor": run.backgroundColor = try color(value, "the run's background color")
                case "underline": run.underline = try bool(value, "underline")
                case "strikethrough": run.strikethrough = try bool(value, "strikethrough")
                case "kern": run.kern = try number(value, "the kern", in: -1000...1000)
                default: run.baselineOffset = try number(value, "the baseline offset", in: -10_000...10_000)
                }
            }
            guard hasText else { throw error("a run needs its 'text'", at: item) }
            runs.append(run)
        }
        return runs
    }

    /// `automatic` (fitted) or a fixed number of points.
    func height(_ node: Node, _ what: String) throws(Diagnostic) -> RowHeight {
        try string(node, what) == "automatic" ? .automatic : .fixed(try number(node, "\(what) ('automatic' or points)", in: 0...100_000))
    }

    /// `sizeThatFits: 60` (a fixed height) or `sizeThatFits: {below: [views], padding: 8}`
    /// (the lowest of those views' bottom edges plus the padding).
    func readSizeThatFits(_ node: Node, in cell: CellTemplate) throws(Diagnostic) -> SizeThatFits {
        if case .scalar = node { return .fixed(try number(node, "sizeThatFits (points, or {below: [views], padding: P})", in: 0...100_000)) }
        var names: [String] = []
        var padding = 0.0
        var sawBelow = false
        for (key, _, value) in try mapping(node, "sizeThatFits", allowed: ["below", "padding"]) {
            if key == "padding" {
                padding = try number(value, "the sizeThatFits padding", in: -100_000...100_000)
                continue
            }
            sawBelow = true
            guard case .sequence(let items) = value else { throw error("expected 'below:' as a list of view names", at: value) }
            for item in items {
                let name = try string(item, "a view name")
                guard cell.viewNames.contains(name) else {
                    throw error("unknown view '\(name)' in sizeThatFits\(didYouMean(name, in: cell.viewNames))", at: item)
                }
                names.append(name)
            }
        }
        guard sawBelow else { throw error("sizeThatFits needs 'below:', the views whose bottom edges give the height", at: node) }
        return .below(names, padding: padding)
    }

    /// A standard accessory type by name, or a custom view `{width, height, background, cornerRadius}`.
    func readAccessory(_ node: Node) throws(Diagnostic) -> Accessory {
        if case .scalar = node {
            let name = try string(node, "the accessory")
            guard let accessory = Accessory(name: name) else {
                let names = Accessory.standard.map(\.name)
                let hint = didYouMean(name, in: names)
                throw error("unknown accessory '\(name)'\(hint); expected one of: \(names.joined(separator: ", ")), or a view {width, height, background, cornerRadius}", at: node)
            }
            return accessory
        }
        let entries = try mapping(node, "the accessory view", allowed: ["width", "height", "background", "cornerRadius", "type"] + Self.controlKeys.keys.sorted() + ["font", "text"])
        if let typeNode = entries.first(where: { $0.key == "type" })?.value {
            return try readAccessoryControl(typeNode, entries)
        }
        var view = AccessoryView(size: Size(width: 0, height: 0))
        var sawWidth = false, sawHeight = false
        for (key, keyNode, value) in entries {
            guard ["width", "height", "background", "cornerRadius"].contains(key) else {
                throw error("'\(key)' is for an accessory control: give its 'type' (\(ControlContent.Kind.allCases.map(\.rawValue).joined(separator: ", ")))", at: keyNode)
            }
            switch key {
            case "width": view.size.width = try number(value, "the accessory view width", in: 0...10_000); sawWidth = true
            case "height": view.size.height = try number(value, "the accessory view height", in: 0...10_000); sawHeight = true
            case "background": view.background = try color(value, "the accessory view background")
            default: view.cornerRadius = try number(value, "the accessory view corner radius", in: 0...10_000)
            }
        }
        guard sawWidth, sawHeight else { throw error("an accessory view needs a 'width' and a 'height'", at: node) }
        return .view(view)
    }

    /// `accessory: {type: switch, isOn: true}`: a control as the cell's accessory view, read as
    /// a view of that type; its size is the control's own, or `width` and `height`.
    func readAccessoryControl(_ typeNode: Node, _ entries: [(key: String, keyNode: Node, value: Node)]) throws(Diagnostic) -> Accessory {
        let type = try string(typeNode, "the accessory control's type")
        guard let kind = ControlContent.Kind(rawValue: type) else {
            throw error("unknown accessory control '\(type)'; expected one of: \(ControlContent.Kind.allCases.map(\.rawValue).joined(separator: ", "))", at: typeNode)
        }
        var view = ViewSpec(name: "accessoryView", kind: .control(ControlContent(kind: kind, category: category)))
        var label = LabelContent(), image = ImageContent()
        var control = ControlContent(kind: kind, category: category)
        var width: Double?, height: Double?
        for (key, keyNode, value) in entries where key != "type" {
            switch key {
            case "width": width = try number(value, "the accessory view width", in: 0...10_000)
            case "height": height = try number(value, "the accessory view height", in: 0...10_000)
            default: try applyProperty(key, value, at: keyNode, type: type, to: &view, label: &label, image: &image, control: &control)
            }
        }
        let given = width.flatMap { w in height.map { Size(width: w, height: $0) } }
        if (width == nil) != (height == nil) { throw error("give an accessory control both 'width' and 'height', or neither", at: typeNode) }
        guard var accessory = AccessoryView(control: control, size: given) else {
            throw error("a \(type) accessory needs 'width' and 'height': its size depends on its text, which an accessory does not measure", at: typeNode)
        }
        accessory.background = view.background
        accessory.cornerRadius = view.cornerRadius
        return .view(accessory)
    }

    /// A section header or footer: a title string, or a view `{template, key, data}` like a row.
    func readSupplement(_ node: Node, _ what: String, _ templates: [String: FixtureTemplate]) throws(Diagnostic) -> FixtureSupplement {
        if case .scalar = node { return .title(try string(node, what)) }
        return .view(try readRow(node, templates))
    }

    func readTemplate(_ name: String, _ node: Node) throws(Diagnostic) -> FixtureTemplate {
        var cell = CellTemplate(name: name)
        var accessory = Accessory.none
        var constraintNodes: [Node] = []
        var sizeNode: Node?
        for (key, _, value) in try mapping(node, "template '\(name)'", allowed: ["background", "accessory", "sizeThatFits", "views", "constraints"]) {
            switch key {
            case "sizeThatFits": sizeNode = value
            case "background": cell.background = try color(value, "the template background")
            case "accessory": accessory = try readAccessory(value)
            case "views":
                if isNull(value) { continue }
                guard case .sequence(let items) = value else { throw error("expected 'views:' as a list", at: value) }
                for item in items {
                    let view = try readView(item)
                    cell.views.append(view)
                    cell.viewSources[view.name] = location(item)
                }
            default:
                if isNull(value) { continue }
                guard case .sequence(let items) = value else { throw error("expected 'constraints:' as a list", at: value) }
                constraintNodes = Array(items)
            }
        }
        for item in constraintNodes { cell.constraints += try readConstraints(item, in: cell) }
        do {
            try cell.validate()
        } catch {
            let source = error.source
            throw self.error(error.message, line: source?.line ?? node.mark?.line ?? 1, column: source?.column ?? 1)
        }
        let sizeThatFits = try sizeNode.map { (node) throws(Diagnostic) in try readSizeThatFits(node, in: cell) }
        return FixtureTemplate(cell: cell, accessory: accessory, sizeThatFits: sizeThatFits)
    }

    static let viewKeys = [
        "name", "type", "parent", "background", "cornerRadius", "borderWidth", "borderColor", "hidden",
        "alpha", "clipsToBounds", "shadow", "maskedCorners",
        "hugging", "compressionResistance", "text", "font", "color", "lines", "align", "lineBreak", "image", "contentMode",
        "attributedText", "lineSpacing", "lineHeightMultiple", "paragraphSpacing", "layoutMargins", "directionalLayoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "guides",
    ] + stackKeys + controlKeys.keys.sorted()

    /// The controls' keys (UIKit's property names) and the control types each is for.
    static let controlKeys: [String: Set<ControlContent.Kind>] = [
        "title": [.button], "titleColor": [.button], "configuration": [.button], "contentInsets": [.button],
        "systemImage": [.button], "imagePadding": [.button],
        "tintColor": [.button, .switch, .activityIndicator, .progress, .slider, .stepper, .segmentedControl, .textField, .symbol],
        "isOn": [.switch], "style": [.activityIndicator], "progress": [.progress], "value": [.slider],
        "segments": [.segmentedControl], "selectedSegmentIndex": [.segmentedControl],
        "placeholder": [.textField], "borderStyle": [.textField], "textColor": [.textField],
        "systemName": [.symbol], "scale": [.symbol],
    ]

    /// The view types a template can declare, for the messages.
    static let viewTypes = ["view", "label", "textView", "image", "scroll", "stack"] + ControlContent.Kind.allCases.map(\.rawValue)

    /// A stack view's keys (`type: stack`): UIStackView's properties.
    static let stackKeys = [
        "axis", "distribution", "alignment", "spacing", "customSpacing", "layoutMarginsRelativeArrangement",
        "baselineRelativeArrangement", "arrangedSubviews",
    ]

    /// View keys that shape the template's constraint system: not settable per row.
    static let structuralViewKeys = Set([
        "name", "type", "parent", "hugging", "compressionResistance",
        "layoutMargins", "directionalLayoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "guides",
    ] + stackKeys)

    func readView(_ node: Node) throws(Diagnostic) -> ViewSpec {
        let entries = try mapping(node, "a view", allowed: FixtureReader.viewKeys)
        guard let nameNode = entries.first(where: { $0.key == "name" })?.value else {
            throw error("every view needs a 'name'", at: node)
        }
        let name = try string(nameNode, "the view name")
        guard name.first.map({ $0.isLetter || $0 == "_" }) == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              name != CellTemplate.contentView else {
            throw error("'\(name)' cannot name a view: use letters, digits and _ (and not contentView)", at: nameNode)
        }
        let typeNode = entries.first { $0.key == "type" }?.value
        let type = try typeNode.map { node throws(Diagnostic) in try string(node, "the view type") } ?? "view"
        var view = ViewSpec(name: name)
        // UILabel's default text colour is `label`: black in light, white in dark.
        var label = LabelContent(color: SystemColor.named("label", appearance) ?? .black)
        var image = ImageContent()
        var control = ControlContent(kind: .button)
        switch type {
        case "view": view.kind = .view
        case "label": view.kind = .label(label)
        case "textView":
            // UITextView: body font, as many lines as the text needs, its insets (scrolling off).
            label.font = .preferred(.body, category: category)
            label.numberOfLines = 0
            label.lineBreakMode = .wordWrap
            label.alignment = .natural
            label.textContainerInset = LabelContent.textViewInset
            view.kind = .label(label)
        case "image": view.kind = .image(image)
        case "scroll": view.kind = .scroll
        case "stack": view.kind = .stack(StackConfiguration())
        default:
            guard let kind = ControlContent.Kind(rawValue: type) else {
                let hint = didYouMean(type, in: Self.viewTypes)
                throw error("unknown view type '\(type)'\(hint); expected one of: \(Self.viewTypes.joined(separator: ", "))", at: typeNode)
            }
            control = ControlContent(kind: kind, category: category)
            view = ViewSpec(name: name, kind: .control(control))
        }
        for (key, keyNode, value) in entries {
            switch key {
            case "name", "type": continue
            case "parent": view.parent = try string(value, "the parent view")
            case "hugging", "compressionResistance":
                var priorities = key == "hugging" ? view.hugging : view.compressionResistance
                for (axis, _, axisValue) in try mapping(value, key, allowed: ["horizontal", "vertical"]) {
                    priorities[axis == "horizontal" ? .horizontal : .vertical] = try priority(axisValue, "\(key) \(axis)")
                }
                if key == "hugging" { view.hugging = priorities } else { view.compressionResistance = priorities }
            case "layoutMargins": view.layoutMargins = try insets(value, key, sides: ["top", "left", "bottom", "right"])
            // Leading is left and trailing right while layout runs left to right.
            case "directionalLayoutMargins": view.layoutMargins = try insets(value, key, sides: ["top", "leading", "bottom", "trailing"])
            case "preservesSuperviewLayoutMargins": view.preservesSuperviewLayoutMargins = try bool(value, key)
            case "insetsLayoutMarginsFromSafeArea": view.insetsLayoutMarginsFromSafeArea = try bool(value, key)
            case "guides":
                guard case .sequence(let items) = value else { throw error("expected 'guides:' as a list of names", at: value) }
                for item in items {
                    let guide = try string(item, "a layout guide's name")
                    guard TextScanner.isNameStart(guide.first ?? " "), guide.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                          !LayoutGuide.builtIn.contains(guide), !view.guides.contains(guide) else {
                        throw error("'\(guide)' cannot name a layout guide: use letters, digits and _, once, and not \(LayoutGuide.builtIn.sorted().joined(separator: ", "))", at: item)
                    }
                    view.guides.append(guide)
                }
            case _ where Self.stackKeys.contains(key):
                guard var stack = view.stack else { throw error("'\(key)' is for stack views; '\(name)' is a \(type)", at: keyNode) }
                try readStackProperty(key, value, into: &stack)
                view.kind = .stack(stack)
            default:
                try applyProperty(key, value, at: keyNode, type: type, to: &view, label: &label, image: &image, control: &control)
            }
        }
        if type == "label" || type == "textView" {
            try checkLineBreak(label, at: entries.first { $0.key == "lineBreak" || $0.key == "lines" }?.value ?? node)
            view.kind = .label(label)
        }
        if type == "image" { view.kind = .image(image) }
        if case .control = view.kind { view.kind = .control(control) }
        return view
    }

    /// `LabelContent.lineBreakProblem`, said at the key that set the label's lines or mode
    /// (a row's too, which the template's check does not see).
    func checkLineBreak(_ label: LabelContent, at node: Node) throws(Diagnostic) {
        if let problem = label.lineBreakProblem { throw error(problem, at: node) }
    }

    /// One of a stack view's properties, as UIStackView names them.
    func readStackProperty(_ key: String, _ value: Node, into stack: inout StackConfiguration) throws(Diagnostic) {
        switch key {
        case "axis": stack.axis = try choice(value, "axis", Axis.self)
        case "distribution": stack.distribution = try choice(value, "distribution", StackConfiguration.Distribution.self)
        case "alignment":
            let name = try string(value, "the alignment")
            guard let alignment = StackConfiguration.Alignment(named: name) else {
                throw error("unknown alignment '\(name)'; expected \(StackConfiguration.Alignment.writtenNames.joined(separator: ", "))", at: value)
            }
            stack.alignment = alignment
        case "spacing": stack.spacing = try number(value, "the spacing", in: -100_000...100_000)
        case "customSpacing":
            guard case .mapping(let entries) = value else { throw error("expected 'customSpacing:' as a mapping of view: spacing", at: value) }
            for (viewNode, spacing) in entries {
                let view = try string(viewNode, "an arranged subview's name")
                guard stack.customSpacing[view] == nil else { throw error("'\(view)' is given twice in customSpacing", at: viewNode) }
                stack.customSpacing[view] = try number(spacing, "the spacing after \(view)", in: -100_000...100_000)
            }
        case "layoutMarginsRelativeArrangement": stack.isLayoutMarginsRelativeArrangement = try bool(value, key)
        case "baselineRelativeArrangement": stack.isBaselineRelativeArrangement = try bool(value, key)
        case "arrangedSubviews":
            guard case .sequence(let items) = value else { throw error("expected 'arrangedSubviews:' as a list of view names", at: value) }
            for item in items { stack.arrangedSubviews.append(try string(item, "an arranged subview's name")) }
        default: throw error("unknown stack property '\(key)'", at: value)
        }
    }

    /// `{top, left, bottom, right}` (or the sides named in `sides`, in that order), each
    /// optional and 0 when left out.
    func insets(_ node: Node, _ what: String, sides: [String]) throws(Diagnostic) -> EdgeInsets {
        var values = [0.0, 0, 0, 0]
        for (side, _, value) in try mapping(node, what, allowed: sides) {
            values[sides.firstIndex(of: side) ?? 0] = try number(value, "the \(side) margin", in: -100_000...100_000)
        }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// What a label's or an image's keys are, for the messages.
    static let labelKeys: Set = [
        "text", "font", "color", "lines", "align", "lineBreak", "attributedText", "lineSpacing", "lineHeightMultiple", "paragraphSpacing",
    ]
    static let imageKeys: Set = ["image", "contentMode"]

    /// One view property (`background`, `hidden`, a label's `font`, …) applied to a view: the
    /// one reader for a template's views and a row's `VIEW.PROPERTY` data keys.
    func applyProperty(
        _ key: String, _ value: Node, at keyNode: Node, type: String,
        to view: inout ViewSpec, label: inout LabelContent, image: inout ImageContent, control: inout ControlContent
    ) throws(Diagnostic) {
        let name = view.name
        if let kinds = Self.controlKeys[key] {
            guard let kind = ControlContent.Kind(rawValue: type), kinds.contains(kind) else {
                throw error("'\(key)' is for \(kinds.map(\.rawValue).sorted().joined(separator: ", ")); '\(name)' is a \(type)", at: keyNode)
            }
            return try applyControlProperty(key, value, to: &control)
        }
        let isControl = ControlContent.Kind(rawValue: type) != nil
        // A text field's text and font, a button's and a segmented control's font, a symbol's
        // font are the control's.
        if isControl && (key == "font" || (key == "text" && type == "textField")) {
            if key == "font" { control.font = try font(value) } else { control.title = try string(value, "the text field's text") }
            return
        }
        if Self.labelKeys.contains(key) && type != "label" && type != "textView" {
            throw error("'\(key)' is for labels and text views; '\(name)' is a \(type)", at: keyNode)
        }
        if Self.imageKeys.contains(key) && type != "image" { throw error("'\(key)' is for images; '\(name)' is a \(type)", at: keyNode) }
        switch key {
        case "background": view.background = try color(value, "the background")
        case "cornerRadius": view.cornerRadius = try number(value, "the corner radius", in: 0...100_000)
        case "borderWidth": view.borderWidth = try number(value, "the border width", in: 0...100_000)
        case "borderColor": view.borderColor = try color(value, "the border color")
        case "hidden": view.isHidden = try bool(value, "hidden")
        case "alpha": view.alpha = try number(value, "alpha", in: 0...1)
        case "clipsToBounds": view.clipsToBounds = try bool(value, "clipsToBounds")
        case "maskedCorners":
            guard case .sequence(let items) = value else {
                throw error("expected 'maskedCorners:' as a list of corners (layerMinXMinYCorner, layerMaxXMinYCorner, layerMinXMaxYCorner, layerMaxXMaxYCorner)", at: value)
            }
            var corners: CornerMask = []
            for item in items {
                let name = try string(item, "a corner")
                guard let corner = CornerMask(named: name) else {
                    throw error("unknown corner '\(name)'; expected layerMinXMinYCorner, layerMaxXMinYCorner, layerMinXMaxYCorner or layerMaxXMaxYCorner", at: item)
                }
                corners.insert(corner)
            }
            view.maskedCorners = corners
        case "shadow":
            var shadow = Shadow()
            for (field, _, part) in try mapping(value, "the shadow", allowed: ["color", "opacity", "radius", "offset"]) {
                switch field {
                case "color": shadow.color = try color(part, "the shadow color")
                case "opacity": shadow.opacity = try number(part, "the shadow opacity", in: 0...1)
                case "radius": shadow.radius = try number(part, "the shadow radius", in: 0...1000)
                default:
                    for (side, _, amount) in try mapping(part, "the shadow offset", allowed: ["width", "height"]) {
                        let points = try number(amount, "the shadow offset's \(side)", in: -10_000...10_000)
                        if side == "width" { shadow.offset.width = points } else { shadow.offset.height = points }
                    }
                }
            }
            view.shadow = shadow
        case "text": label.text = try string(value, "the label text")
        case "font": label.font = try font(value)
        case "color": label.color = try color(value, "the text color")
        case "attributedText": label.attributedText = try runs(value)
        case "lineSpacing": label.paragraph.lineSpacing = try number(value, "the line spacing", in: 0...10_000)
        case "lineHeightMultiple": label.paragraph.lineHeightMultiple = try number(value, "the line height multiple (0: unset)", in: 0...100)
        case "paragraphSpacing": label.paragraph.paragraphSpacing = try number(value, "the paragraph spacing", in: 0...10_000)
        case "lines": label.numberOfLines = Int(try number(value, "lines (0 for as many as needed)", in: 0...10_000))
        case "align": label.alignment = try choice(value, "alignment", TextAlignment.self)
        case "lineBreak":
            let name = try string(value, "the line break mode")
            guard let mode = LineBreakMode(named: name) else {
                throw error("unknown line break mode '\(name)'; expected one of: \(LineBreakMode.writtenNames.joined(separator: ", "))", at: value)
            }
            label.lineBreakMode = mode
        case "image": image.path = try string(value, "the image path")
        case "contentMode": image.contentMode = try choice(value, "content mode", ContentMode.self)
        default: throw error("unknown view property '\(key)'", at: keyNode)
        }
    }

    /// One of a control's properties, as UIKit names it.
    func applyControlProperty(_ key: String, _ value: Node, to control: inout ControlContent) throws(Diagnostic) {
        switch key {
        case "title": control.title = try string(value, "the button's title")
        case "titleColor", "textColor": control.titleColor = try color(value, "the \(key)")
        case "tintColor": control.tint = try color(value, "the tint color")
        case "configuration":
            let style = try choice(value, "button configuration", ControlContent.ButtonStyle.self)
            // The configuration's title font is the body style unless a font was given.
            if control.font == ControlMetrics.defaultFont(.button, buttonStyle: control.buttonStyle, category: category) {
                control.font = ControlMetrics.defaultFont(.button, buttonStyle: style, category: category)
            }
            control.buttonStyle = style
        case "contentInsets":
            let insets = try insets(value, key, sides: ["top", "leading", "bottom", "trailing"])
            control.contentInsets = insets
        case "systemImage": control.image = try string(value, "the button's SF Symbol name")
        case "imagePadding": control.imagePadding = try number(value, "the image padding", in: 0...10_000)
        case "isOn": control.isOn = try bool(value, key)
        case "style": control.indicatorStyle = try choice(value, "activity indicator style", ControlContent.IndicatorStyle.self)
        case "progress", "value": control.value = try number(value, "the \(key) (0 to 1)", in: 0...1)
        case "segments":
            guard case .sequence(let items) = value, !items.isEmpty else { throw error("expected 'segments:' as a list of titles", at: value) }
            control.segments = []
            for item in items { control.segments.append(try string(item, "a segment's title")) }
        case "selectedSegmentIndex": control.selectedSegmentIndex = Int(try number(value, "the selected segment (-1: none)", in: -1...10_000))
        case "placeholder": control.placeholder = try string(value, "the placeholder")
        case "borderStyle": control.borderStyle = try choice(value, "border style", ControlContent.BorderStyle.self)
        case "systemName": control.title = try string(value, "the SF Symbol name")
        case "scale": control.symbolScale = try choice(value, "symbol scale", ControlContent.SymbolScale.self)
        default: throw error("unknown control property '\(key)'", at: value)
        }
    }

    /// A constraint line: the text syntax, or a visual format (it starts with H:, V:, | or [).
    func readConstraints(_ node: Node, in cell: CellTemplate) throws(Diagnostic) -> [LayoutConstraint] {
        // `{id: avatarWidth, constraint: "avatar.width == 40"}`: the id is the constraint's
        // identifier (UIKit's `identifier`), by which a row's `constants` and `inactive` find it.
        if case .mapping = node {
            let entries = try mapping(node, "a constraint with an id", allowed: ["id", "constraint"])
            guard let idNode = entries.first(where: { $0.key == "id" })?.value,
                  let textNode = entries.first(where: { $0.key == "constraint" })?.value else {
                throw error("a constraint written as a mapping needs 'id' and 'constraint'", at: node)
            }
            let id = try string(idNode, "the constraint's id")
            guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else {
                throw error("'\(id)' cannot be a constraint id: use letters, digits, '-', '_' and '.'", at: idNode)
            }
            var constraints = try readConstraints(textNode, in: cell)
            for index in constraints.indices {
                if let written = constraints[index].identifier, written != id {
                    throw error("the constraint is named '#\(written)' and has the id '\(id)': give one name", at: idNode)
                }
                constraints[index].identifier = id
            }
            return constraints
        }
        guard case .scalar(let scalar) = node else { throw error("expected a constraint as text", at: node) }
        let line = node.mark?.line ?? 1
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        let firstColumn = (node.mark?.column ?? 1) + (quoted ? 1 : 0)
        let text = scalar.string
        let source = SourceLocation(file: file, line: line, column: firstColumn)
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        do {
            if trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[") {
                var superview = CellTemplate.contentView
                if let open = text.firstIndex(of: "[") {
                    let name = text[text.index(after: open)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    superview = cell.views.first { $0.name == String(name) }?.parent ?? CellTemplate.contentView
                }
                return try VisualFormat.parse(text, superview: superview, source: source)
            }
            return [try ConstraintSyntax.parse(text, source: source)]
        } catch {
            throw self.error(error.message, line: line, column: firstColumn + error.column - 1)
        }
    }

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
                    if !Self.fieldsAsked(by: template.cell).contains(field) {
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

    /// Fills `{field}` with the row's data; a field the row lacks is an error at the row.
    func substitute(_ text: String, _ row: FixtureRow, at node: Node, field: String) throws(Diagnostic) -> String {
        do {
            return try FieldSubstitution.fill(text, from: row.data)
        } catch {
            throw self.error("row\(row.key.map { " '\($0)'" } ?? "") has no data field '\(error.name)' for \(field)", at: node)
        }
    }

    /// A file a fixture names (`what`: "image", "font"), inside the fixture's folder: its real
    /// path. Confined by real paths: symbolic links are followed, then the file must still be
    /// inside the fixture's folder (itself resolved), and be a regular file (a FIFO would block,
    /// a device never end).
    func confinedFile(_ path: String, _ what: String, at node: Node) throws(Diagnostic) -> String {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root + "/")).standardizedFileURL.path
        guard absolute.hasPrefix(root + "/") else {
            throw error("\(what) '\(path)' is outside the fixture's folder", at: node)
        }
        guard let realRoot = RealPath.of(root) else { throw error("the fixture's folder \(root) cannot be resolved", at: node) }
        guard let real = RealPath.of(absolute) else {
            throw error("\(what) '\(path)' not found (looked for \(absolute): \(String(cString: strerror(errno))))", at: node)
        }
        guard real.hasPrefix(realRoot + "/") else {
            throw error("\(what) '\(path)' is a symbolic link to \(real), outside the fixture's folder", at: node)
        }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw error("\(what) '\(path)' is not a regular file", at: node)
        }
        return real
    }

    /// An image path inside the fixture's folder (`confinedFile`), and its size in points at
    /// the table's scale.
    func imageFile(_ path: String, at node: Node) throws(Diagnostic) -> (String, Size) {
        let real = try confinedFile(path, "image", at: node)
        // Each file is read and checked once, however many rows show it.
        if let known = checkedImages.pixels[real] { return (real, Size(width: Double(known.width) / scale, height: Double(known.height) / scale)) }
        let data: [UInt8]
        do throws(BoundedFile.Failure) {
            data = try BoundedFile.png(real)
        } catch {
            throw self.error("image '\(path)' cannot be read: \(error)", at: node)
        }
        let pixels: (width: Int, height: Int)
        do throws(PNGError) {
            pixels = try PNGDecoder.validated(data)
        } catch {
            throw self.error("image '\(path)' is not a usable PNG file: \(error)", at: node)
        }
        checkedImages.pixels[real] = pixels
        return (real, Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale))
    }

}

