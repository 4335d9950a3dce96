import ArgumentParser
import AutocellLayout
import AutocellTable
import AutocellText
import AutocellDrawing

/// The traits a fixture is laid out under, over its table's keys: one `TraitCollection`, what the
/// one resolve step applies (with `--scale`, which only the commands that paint take).
struct TraitOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Table width in points, above 0 and at most 100000 (default: the fixture's table.width).", valueName: "width"))
    var width: Points?
    @Option(help: ArgumentHelp("A device preset (`autocell devices` lists them; Apple's names, any case): the table's width, scale and safe area.", valueName: "name"))
    var device: Device?
    @Option(help: ArgumentHelp("light or dark: which value semantic colours take (default: the fixture's table.appearance, else light).", valueName: "light|dark"))
    var appearance: Appearance?
    @Option(
        name: .customLong("content-size-category"),
        help: ArgumentHelp(
            "Dynamic Type size for text-style fonts (UIKit's names: extraSmall … extraExtraExtraLarge, accessibilityMedium … accessibilityExtraExtraExtraLarge; default: the fixture's table.contentSizeCategory, else large).",
            valueName: "name"))
    var contentSizeCategory: ContentSizeCategory?
    @Option(
        name: .customLong("layout-direction"),
        help: ArgumentHelp("ltr or rtl: which way leading and trailing point (default: the fixture's table.layoutDirection, else ltr).", valueName: "ltr|rtl"))
    var layoutDirection: LayoutDirection?

    /// The one traits value the options stand for (`scale`: the command's `--scale`).
    func collection(scale: Scale? = nil) -> TraitCollection {
        TraitCollection(
            device: device, width: width?.value, scale: scale?.value, appearance: appearance, contentSizeCategory: contentSizeCategory,
            layoutDirection: layoutDirection)
    }
}

/// The trait matrix `render` draws side by side and `inspect` puts in one page: every
/// combination of the lists, widths outermost.
struct TraitMatrixOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Several widths side by side (render: one labelled column each; inspect: one variant each).", valueName: "W1,W2,..."))
    var widths: CommaList<Points>?
    @Option(help: ArgumentHelp("With --widths or alone: a trait matrix side by side, one column per combination, named like snapshot references (375pt-dark-accessibilityLarge-rtl). Appearances: light,dark.", valueName: "A1,A2"))
    var appearances: CommaList<Appearance>?
    @Option(name: .customLong("content-size-categories"), help: ArgumentHelp("Content size categories for the trait matrix (UIKit's names).", valueName: "C1,C2,..."))
    var contentSizeCategories: CommaList<ContentSizeCategory>?
    @Option(name: .customLong("layout-directions"), help: ArgumentHelp("Layout directions for the trait matrix: ltr,rtl.", valueName: "D1,D2"))
    var layoutDirections: CommaList<LayoutDirection>?

    /// Every combination the lists ask for (empty: none), `--widths` outermost.
    var combinations: [TraitCollection] {
        func list<T>(_ values: CommaList<T>?) -> [T?] { values?.values.map { $0 } ?? [nil] }
        guard widths != nil || appearances != nil || contentSizeCategories != nil || layoutDirections != nil else { return [] }
        return TraitCollection.matrix(
            widths: list(widths).map { $0?.value }, appearances: list(appearances), contentSizeCategories: list(contentSizeCategories),
            layoutDirections: list(layoutDirections))
    }

    func validate() throws {
        let columns = combinations
        guard columns.count <= 32 else { throw ValidationError("the trait matrix has \(columns.count) combinations; at most 32 are drawn side by side") }
        guard Set(columns).count == columns.count else { throw ValidationError("the trait matrix names a combination twice") }
    }
}

/// What the commands that paint rows share: `--scale` and `--rows`.
struct PaintOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3 (default: the fixture's table.scale).", valueName: "scale"))
    var scale: Scale?
    @Option(help: ArgumentHelp("Only these rows, counted from 0 across sections: A..B (inclusive), A...B, A..<B, or N.", valueName: "A..B"))
    var rows: RowRange?
}

/// What `explain` and `inspect` read: a fixture, or a pasted UIKit conflict log.
struct DocumentOptions: ParsableArguments {
    @Argument(help: "The fixture file (or --log).")
    var fixture: String?
    @Option(help: ArgumentHelp("A UIKit conflict log pasted into this file, read instead of a fixture.", valueName: "FILE"))
    var log: String?

    func validate() throws {
        if (fixture == nil) == (log == nil) { throw ValidationError("give a fixture or --log FILE (one of them)") }
    }
}
