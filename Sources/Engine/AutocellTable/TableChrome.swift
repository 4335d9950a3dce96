import AutocellLayout
import AutocellText
import AutocellDrawing

/// The colours a table paints around its cells' content, per appearance. Light values are
/// what Autocell painted before dark mode (iOS's classic greys, measured on screenshots); dark
/// values are UIKit's semantic colours for the same roles (`SystemColor`): the table and its
/// plain cells `systemBackground`, grouped tables `systemGroupedBackground` behind
/// `secondarySystemGroupedBackground` cells, separators `separator`, plain section titles
/// `label` on `secondarySystemBackground` (that band's dark colour is Autocell's choice: Apple
/// documents none), grouped titles `secondaryLabel`, the checkmark and detail button the tint,
/// `systemBlue`. The chevron is `tertiaryLabel` in both (measured on iOS 14–17 references: 196,
/// 196, 198 over white, `tertiaryLabel`'s 30 % of (60, 60, 67); Documentation/Fidelity.md).
public struct TableChrome: Sendable {
    public var tableBackground: Color
    public var cellBackground: Color
    public var separator: Color
    public var sectionBand: Color
    public var plainTitle: Color
    public var groupedTitle: Color
    public var chevron: Color
    public var tint: Color
    public var appearance: Appearance

    public init(style: TableStyle, appearance: Appearance) {
        func system(_ name: String) -> Color { SystemColor.named(name, appearance) ?? .black }
        let grouped = style.isGrouped
        if appearance == .light {
            tableBackground = grouped ? Color(red: 239 / 255.0, green: 239 / 255.0, blue: 244 / 255.0) : .white
            cellBackground = .white
            separator = Color(red: 200 / 255.0, green: 199 / 255.0, blue: 204 / 255.0)
            sectionBand = Color(red: 247 / 255.0, green: 247 / 255.0, blue: 247 / 255.0)
            plainTitle = .black
            groupedTitle = Color(red: 109 / 255.0, green: 109 / 255.0, blue: 114 / 255.0)
        } else {
            tableBackground = system(grouped ? "systemGroupedBackground" : "systemBackground")
            cellBackground = system(grouped ? "secondarySystemGroupedBackground" : "systemBackground")
            separator = system("separator")
            sectionBand = system("secondarySystemBackground")
            plainTitle = system("label")
            groupedTitle = system("secondaryLabel")
        }
        chevron = system("tertiaryLabel")
        tint = system("systemBlue")
        self.appearance = appearance
    }

    public init(_ settings: TableSettings) { self.init(style: settings.style, appearance: settings.appearance) }
}
