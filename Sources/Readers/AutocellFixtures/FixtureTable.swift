import AutocellImage
import AutocellLayout
import AutocellText
import Foundation
import Yams
import AutocellSource
import AutocellTable
import AutocellDrawing

/// The table: `table:` settings, `fonts:`, row heights, fonts of labels.
extension FixtureReader {
    /// The keys a table and a collection view share (a collection's own are `collectionKeys`).
    static let sharedTableKeys = [
        "width", "scale", "background", "safeAreaInsets", "contentSizeCategory", "layoutDirection", "appearance", "device",
    ]
    static let tableKeys = sharedTableKeys + [
        "separator", "separatorInset", "rowHeight", "estimatedRowHeight", "style", "sectionHeaderHeight", "sectionFooterHeight",
        "cellLayoutMarginsFollowReadableWidth", "layoutMargins", "iosVersion",
    ]

    mutating func readTable(_ node: Node) throws(Diagnostic) -> TableSettings {
        try readTableSettings(try mapping(node, "table", allowed: Self.tableKeys))
    }

    /// `table:` (or the keys `collection:` shares with it): every entry is one of `tableKeys`.
    mutating func readTableSettings(_ entries: Entries) throws(Diagnostic) -> TableSettings {
        // The table's traits enter as every front end's do: one `TraitCollection` applied by
        // the resolve step (a device first, then the width and scale that override it), before
        // the other keys (the table's own colours resolve for its appearance; its safe area
        // keys override the device's).
        var traits = TraitCollection()
        for (key, _, value) in entries {
            switch key {
            case "appearance": traits.appearance = try choice(value, "appearance", Appearance.self)
            case "device":
                let name = try string(value, "the device")
                guard let device = Device.named(name) else {
                    throw error("unknown device '\(name)'; the devices are: \(Device.names)", at: value)
                }
                traits.device = device
            case "width": traits.width = try number(value, "the table width", in: 1...100_000)
            case "scale": traits.scale = try number(value, "the scale", in: 1...3)
            case "contentSizeCategory":
                let name = try string(value, "the content size category")
                guard let category = ContentSizeCategory(named: name) else {
                    throw error("unknown content size category '\(name)'; expected one of: \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))", at: value)
                }
                traits.contentSizeCategory = category
            case "layoutDirection": traits.layoutDirection = try choice(value, "layout direction", LayoutDirection.self)
            default: continue
            }
        }
        var table = traits.applied(to: TableSettings())
        for (key, _, value) in entries {
            switch key {
            case "appearance", "device", "width", "scale", "contentSizeCategory", "layoutDirection": continue
            case "background": table.background = try color(value, "the table background")
            case "separator": table.separator = try choice(value, "separator style", SeparatorStyle.self)
            case "separatorInset": table.separatorInset = try number(value, "the separator inset", in: 0...10_000)
            case "rowHeight": table.rowHeight = try height(value, "the row height")
            case "sectionHeaderHeight": table.sectionHeaderHeight = try height(value, "the section header height")
            case "sectionFooterHeight": table.sectionFooterHeight = try height(value, "the section footer height")
            case "estimatedRowHeight": table.estimatedRowHeight = try number(value, "the estimated row height", in: 0...100_000)
            case "cellLayoutMarginsFollowReadableWidth": table.cellLayoutMarginsFollowReadableWidth = try bool(value, key)
            case "iosVersion":
                let version = try number(value, "the iOS version", in: 7...99)
                guard version == version.rounded() else { throw error("expected the iOS version as a whole number (10, 17)", at: value) }
                table.iosVersion = Int(version)
            case "layoutMargins":
                var margins = EdgeInsets()
                for (side, _, inset) in try mapping(value, "the table's layout margins", allowed: ["left", "right"]) {
                    let points = try number(inset, "the \(side) layout margin", in: 0...10_000)
                    if side == "left" { margins.left = points } else { margins.right = points }
                }
                table.layoutMargins = margins
            case "safeAreaInsets":
                for (side, _, inset) in try mapping(value, "the table's safe area insets", allowed: ["top", "left", "bottom", "right"]) {
                    let points = try number(inset, "the \(side) safe area inset", in: 0...10_000)
                    switch side {
                    case "top": table.safeAreaInsets.top = points
                    case "bottom": table.safeAreaInsets.bottom = points
                    case "left": table.safeAreaInsets.left = points
                    default: table.safeAreaInsets.right = points
                    }
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
        var faces = 0
        for item in items {
            let path = try confinedFile(try string(item, "a font file path"), "font file", at: item)
            do throws(TextError) {
                // The faces counted first, then each file on its own, so that a bad one or the
                // one past the limit is named at its line.
                if !paths.contains(path) { faces += try FontLibrary.faceCount(of: path) }
                guard faces <= FontLibrary.maximumUserFaces else { throw TextError.tooManyFontFaces(faces: faces) }
                _ = try FontLibrary.standard.adding(userFonts: [path]).configuration()
            } catch {
                throw self.error("\(error)", at: item)
            }
            if !paths.contains(path) { paths.append(path) }
        }
        return FontLibrary.standard.adding(userFonts: paths)
    }

    /// `symbolFonts:`: the files SF Symbols are drawn from before the stand-in (fonts that
    /// carry the symbols, and name tables, `SymbolNameTable`), each checked at its line.
    func readSymbolFonts(_ node: Node, into library: FontLibrary) throws(Diagnostic) -> FontLibrary {
        guard case .sequence(let items) = node else {
            throw error("expected 'symbolFonts:' as a list of font files and symbol name tables (.txt, .csv, .tsv)", at: node)
        }
        guard items.count <= FixtureLimits.maximumFontFiles else {
            throw error("a fixture may name at most \(FixtureLimits.maximumFontFiles) symbol font files; this one names \(items.count)", at: node)
        }
        var paths: [String] = []
        for item in items {
            let path = try confinedFile(try string(item, "a symbol font or name table path"), "symbol font file", at: item)
            do throws(TextError) {
                if !SymbolNameTable.isTable(path) { _ = try FontLibrary.faceCount(of: path) }
                try FontLibrary.standard.addingSymbolFonts([path]).checkSymbolFonts()
            } catch {
                throw self.error("\(error)", at: item)
            }
            if !paths.contains(path) { paths.append(path) }
        }
        return library.addingSymbolFonts(paths)
    }

    /// A label's `font:` (`Font(parsing:)`), its text style sized for the table's category and
    /// its family one the fixture's fonts hold.
    func font(_ node: Node) throws(Diagnostic) -> Font {
        let spec = try string(node, "the font")
        guard let font = Font(parsing: spec, category: category) else {
            // A misspelt text style or weight: the word closest to one.
            let words = spec.split(separator: " ").map(String.init)
            let known = TextStyle.allCases.map(\.rawValue) + Font.Weight.allCases.map(\.rawValue)
            let hint = words.lazy.filter { !known.contains($0) && Double($0) == nil }.compactMap { word in
                closestName(to: word, in: known).map { " (did you mean '\(spec.replacingOccurrences(of: word, with: $0))'?)" }
            }.first ?? ""
            throw error("'\(spec)' is not a font\(hint): write [FAMILY] [WEIGHT] [italic] [monospacedDigit] SIZE ('system 16', 'system semibold 17', 'Georgia italic 15'; weights: \(Font.Weight.allCases.map(\.rawValue).joined(separator: ", "))) or a text style (\(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))", at: node)
        }
        if let family = font.family, let fonts, !fonts.hasFamily(family) {
            // `system semibld 17`: a misspelt weight read as part of the family's name.
            let words = family.split(separator: " ").map(String.init)
            let weight = words.count > 1 ? closestName(to: words[words.count - 1], in: Font.Weight.allCases.map(\.rawValue)) : nil
            let hint = weight.map { " (did you mean '\(spec.replacingOccurrences(of: words[words.count - 1], with: $0))'?)" } ?? ""
            throw error("no font family '\(family)' here\(hint): add its files under the fixture's 'fonts:' or write 'system'; the families are \(fonts.families.joined(separator: ", "))", at: node)
        }
        return font
    }

    /// `automatic` (fitted) or a fixed number of points.
    func height(_ node: Node, _ what: String) throws(Diagnostic) -> RowHeight {
        try string(node, what) == "automatic" ? .automatic : .fixed(try number(node, "\(what) ('automatic' or points)", in: 0...100_000))
    }
}
