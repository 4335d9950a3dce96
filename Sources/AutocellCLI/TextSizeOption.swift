import ArgumentParser
import AutocellText

/// `--content-size-category NAME`: the Dynamic Type size text styles are set in, over the
/// fixture's `table.contentSizeCategory`.
struct TextSizeOption: ParsableArguments {
    @Option(
        name: .customLong("content-size-category"),
        help: ArgumentHelp(
            "Dynamic Type size for text-style fonts (UIKit's names: extraSmall … extraExtraExtraLarge, accessibilityMedium … accessibilityExtraExtraExtraLarge; default: the fixture's table.contentSizeCategory, else large).",
            valueName: "name"))
    var contentSizeCategory: String?

    var category: ContentSizeCategory? { contentSizeCategory.flatMap(ContentSizeCategory.init(named:)) }

    func validate() throws {
        if let contentSizeCategory, ContentSizeCategory(named: contentSizeCategory) == nil {
            throw ValidationError("unknown --content-size-category '\(contentSizeCategory)'; expected one of: \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }
}
