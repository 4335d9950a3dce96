import AutocellLayout
import AutocellText
import AutocellSource
import AutocellDrawing

/// `UIUserInterfaceSizeClass`, for the horizontal axis: what Interface Builder's
/// `widthClass=compact` and `widthClass=regular` variations are chosen by.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
    case compact, regular

    /// The width from which a table is taken to be in a regular-width environment. UIKit takes
    /// the size class from the window, not from a width (an iPhone Pro Max in landscape is
    /// regular at 932 pt, an iPad's one-third split view compact); without a window, Autocell
    /// uses the width: iPhones in portrait (at most 440 pt) are compact, and an iPad's full
    /// screen in portrait (768 pt and up; the Human Interface Guidelines' "Device size classes"
    /// table gives every iPad full screen regular width) is regular. The 744 pt iPad mini is
    /// the one full-screen iPad below it: set the size class with the trait when it matters.
    public static let regularFromWidth = 768.0

    /// The horizontal size class of a table `width` points wide.
    public static func horizontal(forWidth width: Double) -> UserInterfaceSizeClass {
        width >= regularFromWidth ? .regular : .compact
    }
}

/// The traits a table is laid out and drawn under, and the one value every front end fills:
/// the command line's options (`--width`, `--scale`, `--appearance`, `--content-size-category`,
/// `--layout-direction`, `--device`), a fixture's `table:` keys, `SnapshotTraits` and
/// `UITraitCollection`. A nil trait keeps the document's own value. `TableContent.resolved(for:)`
/// is the one step that applies them.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// A device preset: its width, scale and safe area, before `width` and `scale` here.
    public var device: Device?
    /// The table's width in points.
    public var width: Double?
    /// `displayScale`: pixels per point.
    public var scale: Double?
    /// `userInterfaceStyle`.
    public var appearance: Appearance?
    /// `preferredContentSizeCategory`.
    public var contentSizeCategory: ContentSizeCategory?
    /// `layoutDirection`.
    public var layoutDirection: LayoutDirection?
    /// `horizontalSizeClass`; nil: from the width (`UserInterfaceSizeClass.horizontal(forWidth:)`).
    public var horizontalSizeClass: UserInterfaceSizeClass?

    public init(
        device: Device? = nil, width: Double? = nil, scale: Double? = nil, appearance: Appearance? = nil,
        contentSizeCategory: ContentSizeCategory? = nil, layoutDirection: LayoutDirection? = nil,
        horizontalSizeClass: UserInterfaceSizeClass? = nil
    ) {
        self.device = device
        self.width = width
        self.scale = scale
        self.appearance = appearance
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// The traits as reference files and side-by-side columns name them: the device without
    /// spaces or brackets (`iPhone16Pro`), the width and scale (`375pt@2x`, `375pt`, `@3x`),
    /// `light` or `dark`, the content size category's UIKit name (`accessibilityLarge`), `ltr`
    /// or `rtl`, `compact` or `regular` when the size class is set, joined by `-`; empty when
    /// nothing is set.
    public var name: String {
        let size = [width.map { numberText($0) + "pt" }, scale.map { "@" + numberText($0) + "x" }].compactMap { $0 }.joined()
        return [
            device.map { $0.name.filter { $0.isLetter || $0.isNumber } }, size.isEmpty ? nil : size, appearance?.rawValue,
            contentSizeCategory?.rawValue, layoutDirection.map { $0.isRightToLeft ? "rtl" : "ltr" }, horizontalSizeClass?.rawValue,
        ].compactMap { $0 }.joined(separator: "-")
    }

    /// Every combination of the values given, devices outermost, then widths, scales,
    /// appearances, categories and directions (the last varying fastest):
    /// `matrix(widths: [320, 375], scales: [2, 3])` is 320@2x, 320@3x, 375@2x, 375@3x.
    public static func matrix(
        widths: [Double?] = [nil], scales: [Double?] = [nil], appearances: [Appearance?] = [nil],
        contentSizeCategories: [ContentSizeCategory?] = [nil], layoutDirections: [LayoutDirection?] = [nil], devices: [Device?] = [nil]
    ) -> [TraitCollection] {
        devices.flatMap { device in
            widths.flatMap { width in
                scales.flatMap { scale in
                    appearances.flatMap { appearance in
                        contentSizeCategories.flatMap { category in
                            layoutDirections.map { direction in
                                TraitCollection(
                                    device: device, width: width, scale: scale, appearance: appearance, contentSizeCategory: category,
                                    layoutDirection: direction)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The traits as snapshot references are named (`name`), `fixture` when nothing is set:
    /// `375pt@2x-dark-accessibilityLarge-rtl`.
    public var description: String { name.isEmpty ? "fixture" : name }

    /// `UITraitCollection(traitsFrom:)`: `other`'s specified traits over these.
    public func merging(_ other: TraitCollection) -> TraitCollection {
        TraitCollection(
            device: other.device ?? device, width: other.width ?? width, scale: other.scale ?? scale,
            appearance: other.appearance ?? appearance, contentSizeCategory: other.contentSizeCategory ?? contentSizeCategory,
            layoutDirection: other.layoutDirection ?? layoutDirection, horizontalSizeClass: other.horizontalSizeClass ?? horizontalSizeClass)
    }

    /// `settings` with these traits: the device first (width, scale, safe area), then each
    /// trait that is set.
    public func applied(to settings: TableSettings) -> TableSettings {
        var settings = settings
        device?.apply(to: &settings)
        if let width { settings.width = width }
        if let scale { settings.scale = scale }
        if let appearance { settings.appearance = appearance }
        if let contentSizeCategory { settings.contentSizeCategory = contentSizeCategory }
        if let layoutDirection { settings.layoutDirection = layoutDirection }
        if let horizontalSizeClass { settings.horizontalSizeClass = horizontalSizeClass }
        return settings
    }
}

extension TableSettings {
    /// These settings under `traits`, the table's own colour resolved for the appearance.
    public func resolved(for traits: TraitCollection) -> TableSettings {
        var settings = traits.applied(to: self)
        settings.background = background?.resolved(for: settings.appearance)
        return settings
    }

    /// The values colours and fonts are resolved for.
    public var valueTraits: ValueTraits { ValueTraits(appearance: appearance, category: contentSizeCategory) }

    /// The horizontal size class templates are chosen for: the one set, else the width's.
    public var resolvedHorizontalSizeClass: UserInterfaceSizeClass {
        horizontalSizeClass ?? .horizontal(forWidth: width)
    }
}

extension TableTemplate {
    /// The template for `settings`: the cell of its size class when it varies by one, colours
    /// and fonts for its appearance and text size.
    public func resolved(for settings: TableSettings) -> TableTemplate {
        var template = self
        let traits = settings.valueTraits
        if let cell = sizeClassCells[settings.resolvedHorizontalSizeClass] { template.cell = cell }
        template.cell = template.cell.resolved(for: traits)
        template.sizeClassCells = sizeClassCells.mapValues { $0.resolved(for: traits) }
        if case .view(var view) = accessory {
            view.background = view.background?.resolved(for: traits.appearance)
            view.control = view.control?.resolved(for: traits)
            template.accessory = .view(view)
        }
        return template
    }
}

extension RowContent {
    public func resolved(for traits: ValueTraits) -> RowContent {
        var row = self
        row.state = state.resolved(for: traits)
        return row
    }
}

extension SectionSupplement {
    public func resolved(for traits: ValueTraits) -> SectionSupplement {
        switch self {
        case .title: self
        case .view(let row): .view(row.resolved(for: traits))
        }
    }
}

extension TableContent {
    /// The one resolve step: the table under `traits` (nil traits keep the document's own),
    /// with each template's size class variant chosen for the width, dynamic colours resolved
    /// for the appearance and text-style fonts sized for the content size category. Resolving
    /// again for other traits gives what reading the document for them would have given.
    public func resolved(for traits: TraitCollection = TraitCollection()) -> TableContent {
        let settings = self.settings.resolved(for: traits)
        let values = settings.valueTraits
        var content = self
        content.settings = settings
        content.templates = templates.mapValues { $0.resolved(for: settings) }
        content.sections = sections.map { section in
            Section(
                header: section.header?.resolved(for: values), footer: section.footer?.resolved(for: values),
                rows: section.rows.map { $0.state.isEmpty ? $0 : $0.resolved(for: values) })
        }
        return content
    }
}
