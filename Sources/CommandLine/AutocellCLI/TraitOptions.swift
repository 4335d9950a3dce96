import ArgumentParser
import AutocellLayout
import AutocellTable
import AutocellText

/// The trait collection a fixture is laid out under, over its table's keys:
/// `--content-size-category NAME` (the Dynamic Type size text styles are set in) and
/// `--layout-direction ltr|rtl` and `--appearance light|dark`.
struct TraitOptions: ParsableArguments {
    @Option(
        name: .customLong("content-size-category"),
        help: ArgumentHelp(
            "Dynamic Type size for text-style fonts (UIKit's names: extraSmall … extraExtraExtraLarge, accessibilityMedium … accessibilityExtraExtraExtraLarge; default: the fixture's table.contentSizeCategory, else large).",
            valueName: "name"))
    var contentSizeCategory: String?

    @Option(
        name: .customLong("layout-direction"),
        help: ArgumentHelp("ltr or rtl: which way leading and trailing point (default: the fixture's table.layoutDirection, else ltr).", valueName: "ltr|rtl"))
    var layoutDirection: String?

    @Option(help: ArgumentHelp("light or dark: which value semantic colours take (default: the fixture's table.appearance, else light).", valueName: "light|dark"))
    var appearance: String?

    @Option(help: ArgumentHelp("A device preset (`autocell devices` lists them; Apple's names, any case): the table's width, scale and safe area.", valueName: "name"))
    var device: String?

    /// The one traits value these options, with the command's `--width` (and `--scale`),
    /// stand for: what the fixture is resolved for.
    func collection(width: Double?, scale: Double? = nil) -> TraitCollection {
        TraitCollection(device: preset, width: width, scale: scale, appearance: style, contentSizeCategory: category, layoutDirection: direction)
    }

    var style: Appearance? { appearance.flatMap(Appearance.init(rawValue:)) }
    var preset: Device? { device.flatMap(Device.named) }
    var category: ContentSizeCategory? { contentSizeCategory.flatMap(ContentSizeCategory.init(named:)) }
    var direction: LayoutDirection? { layoutDirection.flatMap(LayoutDirection.init(named:)) }

    func validate() throws {
        if let contentSizeCategory, ContentSizeCategory(named: contentSizeCategory) == nil {
            throw ValidationError("unknown --content-size-category '\(contentSizeCategory)'; expected one of: \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let device, Device.named(device) == nil {
            throw ValidationError("unknown --device '\(device)'; the devices are: \(Device.names)")
        }
        if let appearance, Appearance(rawValue: appearance) == nil {
            throw ValidationError("--appearance must be light or dark, not '\(appearance)'")
        }
        if let layoutDirection, LayoutDirection(named: layoutDirection) == nil {
            throw ValidationError("--layout-direction must be ltr or rtl, not '\(layoutDirection)'")
        }
    }
}
