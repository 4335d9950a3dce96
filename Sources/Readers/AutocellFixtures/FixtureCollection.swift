import AutocellLayout
import AutocellTable
import AutocellText
import Yams
import AutocellSource
import AutocellDrawing

/// `collection:` instead of `table:`: a collection view's size and traits (the keys a table
/// has that a collection view has too) and its layout (`CollectionSettings`).
extension FixtureReader {
    /// Each layout's own keys, with UIKit's names.
    static let collectionKeys: [CollectionSettings.Layout: [String]] = [
        .flow: [
            "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "headerReferenceSize",
            "footerReferenceSize", "scrollDirection",
        ],
        .list: ["style", "showsSeparators", "interSectionSpacing"],
        .grid: ["columns", "itemHeight", "interItemSpacing", "interGroupSpacing", "contentInsets", "interSectionSpacing"],
    ]

    mutating func readCollection(_ node: Node) throws(Diagnostic) -> TableSettings {
        let own = Set(Self.collectionKeys.values.joined())
        let entries = try mapping(node, "collection", allowed: Self.sharedTableKeys + ["layout"] + own.sorted())
        guard let layoutEntry = entries.first(where: { $0.key == "layout" }) else {
            throw error("a collection needs 'layout:', one of: \(CollectionSettings.Layout.allCases.map(\.rawValue).joined(separator: ", "))", at: node)
        }
        var collection = CollectionSettings(layout: try choice(layoutEntry.value, "collection layout", CollectionSettings.Layout.self))
        var table = try readTableSettings(entries.filter { Self.sharedTableKeys.contains($0.key) })
        let mine = Self.collectionKeys[collection.layout] ?? []
        for (key, keyNode, value) in entries where own.contains(key) {
            guard mine.contains(key) else {
                let owners = CollectionSettings.Layout.allCases.filter { Self.collectionKeys[$0]?.contains(key) == true }.map(\.rawValue)
                throw error("'\(key)' is a key of a \(owners.joined(separator: " or ")) layout; this collection's layout is \(collection.layout.rawValue) (its keys: \(mine.joined(separator: ", ")))", at: keyNode)
            }
            switch key {
            case "itemSize": collection.itemSize = try size(value, "the item size")
            case "estimatedItemSize":
                if case .scalar(let scalar) = value, scalar.string == "automatic" {
                    collection.estimatedItemSize = .automatic
                } else {
                    collection.estimatedItemSize = .size(try size(value, "the estimated item size ('automatic' or {width, height})"))
                }
            case "minimumLineSpacing": collection.minimumLineSpacing = try number(value, "the minimum line spacing", in: 0...10_000)
            case "minimumInteritemSpacing": collection.minimumInteritemSpacing = try number(value, "the minimum interitem spacing", in: 0...10_000)
            case "sectionInset": collection.sectionInset = try insets(value, "the section inset", sides: ["top", "left", "bottom", "right"])
            case "headerReferenceSize": collection.headerReferenceSize = try size(value, "the header reference size")
            case "footerReferenceSize": collection.footerReferenceSize = try size(value, "the footer reference size")
            case "scrollDirection":
                guard try string(value, "the scroll direction") == "vertical" else {
                    throw error("a collection fixture scrolls vertically: 'scrollDirection: horizontal' is laid out by the UIKit layer's UICollectionViewFlowLayout, not yet by fixtures", at: value)
                }
            case "style": collection.listAppearance = try choice(value, "list appearance", CollectionListStyle.Appearance.self)
            case "showsSeparators": collection.showsSeparators = try bool(value, key)
            case "columns": collection.columns = Int(try number(value, "the number of columns", in: 1...100).rounded(.down))
            case "itemHeight": collection.itemHeight = try itemHeight(value)
            case "interItemSpacing": collection.interItemSpacing = try number(value, "the inter-item spacing", in: 0...10_000)
            case "interGroupSpacing": collection.interGroupSpacing = try number(value, "the inter-group spacing", in: 0...10_000)
            case "interSectionSpacing": collection.interSectionSpacing = try number(value, "the inter-section spacing", in: 0...10_000)
            default:
                collection.contentInsets = try insets(value, "the content insets", sides: ["top", "leading", "bottom", "trailing"])
            }
        }
        table.collection = collection
        return table
    }

    /// `{width, height}`, both required.
    func size(_ node: Node, _ what: String) throws(Diagnostic) -> Size {
        var width: Double?, height: Double?
        for (key, _, value) in try mapping(node, what, allowed: ["width", "height"]) {
            let points = try number(value, "the \(key) of \(what)", in: 0...100_000)
            if key == "width" { width = points } else { height = points }
        }
        guard let width, let height else { throw error("expected \(what) as {width: POINTS, height: POINTS}", at: node) }
        return Size(width: width, height: height)
    }

    /// A grid's `itemHeight`: points (`absolute`), `estimated` or `{estimated: POINTS}`
    /// (self-sizing), or `{fractionalWidth: F}` (a fraction of the section's content width).
    func itemHeight(_ node: Node) throws(Diagnostic) -> CollectionDimension {
        let expected = "a grid's item height: points, 'estimated', {estimated: POINTS} or {fractionalWidth: FRACTION}"
        switch node {
        case .scalar(let scalar) where scalar.string == "estimated": return .estimated(44)
        case .scalar: return .absolute(try number(node, expected, in: 1...100_000))
        case .mapping:
            let entries = try mapping(node, expected, allowed: ["estimated", "fractionalWidth", "absolute"])
            guard entries.count == 1, let entry = entries.first else { throw error("expected \(expected)", at: node) }
            switch entry.key {
            case "estimated": return .estimated(try number(entry.value, "the estimated item height", in: 1...100_000))
            case "absolute": return .absolute(try number(entry.value, "the item height", in: 1...100_000))
            default: return .fractionalWidth(try number(entry.value, "the item height's fraction of the width", in: 0.001...100))
            }
        default: throw error("expected \(expected)", at: node)
        }
    }
}
