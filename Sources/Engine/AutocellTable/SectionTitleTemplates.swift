import AutocellLayout

/// The header and footer views `UITableView` makes for section titles, and the spacing a
/// grouped table leaves where a section has no header or footer, as built-in templates. They
/// are laid out and painted like any other template, so a title wraps, truncates and fits
/// its height exactly as a custom header would.
///
/// Metrics follow iOS 11+: plain titles sit in a grey band (bold 17 pt headers, regular
/// 17 pt footers) inset by the separator inset; grouped titles are 13 pt in iOS's group
/// grey, headers upper-cased above the section, footers wrapping below it. A grouped section
/// without a header leaves 35 pt above it (17.5 pt between sections), and one without a
/// footer 17.5 pt below it.
public enum SectionTitleTemplates {
    /// The title label's name in every title template.
    public static let labelName = "title"
    /// Built-in names start with a character fixture names cannot, so none can clash.
    static let prefix = "@"

    /// The template that shows a title of `kind` in a table of `style`.
    public static func titleTemplateName(_ kind: TableItemKind, style: TableStyle) -> String {
        "\(prefix)\(style.rawValue)-\(kind.rawValue)-title"
    }

    /// The empty template a grouped table uses for the gap above (`kind` header) or below
    /// (`kind` footer) a section that has no header or footer of its own.
    public static func gapTemplateName(_ kind: TableItemKind, firstSection: Bool) -> String {
        "\(prefix)grouped-\(kind.rawValue)-gap\(firstSection && kind == .header ? "-first" : "")"
    }

    /// What a section title shows: the title template with its text (upper-cased where the
    /// style does that).
    public static func content(title: String, kind: TableItemKind, style: TableStyle) -> RowContent {
        let text = style.isGrouped && kind == .header ? title.uppercased() : title
        return RowContent(template: titleTemplateName(kind, style: style), texts: [labelName: text])
    }

    /// A built-in template by name, nil for any other name.
    public static func template(named name: String, separatorInset: Double, chrome: TableChrome? = nil) -> TableTemplate? {
        guard name.hasPrefix(prefix) else { return nil }
        for style in TableStyle.allCases {
            for kind in [TableItemKind.header, .footer] where name == titleTemplateName(kind, style: style) {
                return titleTemplate(kind, style: style, inset: separatorInset, chrome: chrome ?? TableChrome(style: style, appearance: .light))
            }
        }
        for kind in [TableItemKind.header, .footer] {
            for first in [false, true] where name == gapTemplateName(kind, firstSection: first) {
                let cell = CellTemplate(name: name)
                return TableTemplate(cell: cell, sizeThatFits: .fixed(first ? 35 : 17.5))
            }
        }
        return nil
    }

    private static func titleTemplate(_ kind: TableItemKind, style: TableStyle, inset: Double, chrome: TableChrome) -> TableTemplate {
        let name = titleTemplateName(kind, style: style)
        var label: LabelContent
        var top: Double, bottom: Double
        switch (style, kind) {
        case (.plain, _):
            label = LabelContent(font: kind == .header ? .boldSystem(17) : .system(17), color: chrome.plainTitle)
            (top, bottom) = (4, 4)
        case (.grouped, .footer), (.insetGrouped, .footer):
            label = LabelContent(font: .system(13), color: chrome.groupedTitle, numberOfLines: 0)
            (top, bottom) = (8, 17)
        case (.grouped, _), (.insetGrouped, _):
            label = LabelContent(font: .system(13), color: chrome.groupedTitle, numberOfLines: 0)
            (top, bottom) = (17, 7)
        }
        label.lineBreakMode = label.numberOfLines == 0 ? .wordWrap : .truncatingTail
        let contentView = CellTemplate.contentView
        let constraints = [
            LayoutConstraint(Anchor(labelName, .left), .equal, Anchor(contentView, .left), constant: inset),
            LayoutConstraint(Anchor(labelName, .right), .lessThanOrEqual, Anchor(contentView, .right), constant: -inset),
            LayoutConstraint(Anchor(labelName, .top), .equal, Anchor(contentView, .top), constant: top),
            LayoutConstraint(Anchor(labelName, .bottom), .equal, Anchor(contentView, .bottom), constant: -bottom),
        ]
        let cell = CellTemplate(
            name: name, background: style == .plain ? chrome.sectionBand : nil,
            views: [ViewSpec(name: labelName, kind: .label(label))], constraints: constraints)
        return TableTemplate(cell: cell)
    }
}
