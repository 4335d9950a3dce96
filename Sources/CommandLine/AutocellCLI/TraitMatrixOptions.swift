import ArgumentParser
import Foundation
import AutocellLayout
import AutocellTable
import AutocellText

/// The trait matrix `render` draws side by side and `inspect` puts in one page: `--widths`,
/// `--appearances`, `--content-size-categories`, `--layout-directions` (each a list separated
/// by commas), every combination, widths outermost.
struct TraitMatrixOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Several widths side by side (render: one labelled column each; inspect: one variant each).", valueName: "W1,W2,..."))
    var widths: String?

    @Option(help: ArgumentHelp("With --widths or alone: a trait matrix side by side, one column per combination, named like snapshot references (375pt-dark-accessibilityLarge-rtl). Appearances: light,dark.", valueName: "A1,A2"))
    var appearances: String?

    @Option(name: .customLong("content-size-categories"), help: ArgumentHelp("Content size categories for the trait matrix (UIKit's names).", valueName: "C1,C2,..."))
    var contentSizeCategories: String?

    @Option(name: .customLong("layout-directions"), help: ArgumentHelp("Layout directions for the trait matrix: ltr,rtl.", valueName: "D1,D2"))
    var layoutDirections: String?

    func parsedWidths() throws -> [Double] {
        guard let widths else { return [] }
        let values = widths.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0.map { $0.isFinite && $0 > 0 && $0 <= 100_000 } ?? false }) else {
            throw ValidationError("--widths takes widths in points separated by commas, like 320,375,414")
        }
        // Side by side, every column is a full render: a handful is what a comparison needs.
        guard values.count <= 32 else { throw ValidationError("--widths takes at most 32 widths; got \(values.count)") }
        return values.compactMap { $0 }
    }

    /// The trait matrix the column options ask for (empty: none), `--widths` outermost.
    func traitColumns() throws -> [TraitCollection] {
        func list<T>(_ text: String?, _ option: String, _ parse: (String) -> T?, expected: String) throws -> [T?] {
            guard let text else { return [nil] }
            let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            var values: [T?] = []
            for item in items {
                guard let value = parse(item) else { throw ValidationError("--\(option): unknown '\(item)'; expected \(expected)") }
                values.append(value)
            }
            guard !values.isEmpty else { throw ValidationError("--\(option) takes a list separated by commas") }
            return values
        }
        let appearances = try list(appearances, "appearances", Appearance.init(rawValue:), expected: "light or dark")
        let categories = try list(
            contentSizeCategories, "content-size-categories", ContentSizeCategory.init(named:),
            expected: ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))
        let directions = try list(layoutDirections, "layout-directions", LayoutDirection.init(named:), expected: "ltr or rtl")
        guard appearances != [nil] || categories != [nil] || directions != [nil] else { return [] }
        let widths = try parsedWidths()
        let columns = TraitCollection.matrix(
            widths: widths.isEmpty ? [nil] : widths, appearances: appearances, contentSizeCategories: categories, layoutDirections: directions)
        guard columns.count <= 32 else { throw ValidationError("the trait matrix has \(columns.count) combinations; at most 32 are drawn side by side") }
        guard Set(columns).count == columns.count else { throw ValidationError("the trait matrix names a combination twice") }
        return columns
    }

    /// Widths alone, or the matrix: what the options ask for as trait collections (empty: none).
    func combinations() throws -> [TraitCollection] {
        let columns = try traitColumns()
        if !columns.isEmpty { return columns }
        return try parsedWidths().map { TraitCollection(width: $0) }
    }
}
