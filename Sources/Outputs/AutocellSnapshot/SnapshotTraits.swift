import AutocellDiff
import AutocellFixtures
import AutocellImage
import AutocellLayout
import AutocellRender
import AutocellSolver
import AutocellTable
import AutocellText

/// One combination of the traits a feed is snapshotted under; nil keeps the fixture's own
/// value. Each becomes the one traits value the pipeline resolves a document for
/// (`traitCollection`, `TableContent.resolved(for:)`), as the command line's options do: a
/// device, the table's width in points, the screen's scale, the appearance, the content size
/// category and the layout direction.
public struct SnapshotTraits: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var scale: Double?
    /// `userInterfaceStyle`: dynamic and semantic colours, the table's chrome.
    public var appearance: Appearance?
    /// `preferredContentSizeCategory`: text-style fonts.
    public var contentSizeCategory: ContentSizeCategory?
    /// `layoutDirection`: leading and trailing, natural alignment, the accessory's side.
    public var layoutDirection: LayoutDirection?
    /// A device preset (its width, scale and safe area, under `width` and `scale` when set).
    public var device: Device?

    public init(
        width: Double? = nil, scale: Double? = nil, appearance: Appearance? = nil, contentSizeCategory: ContentSizeCategory? = nil,
        layoutDirection: LayoutDirection? = nil, device: Device? = nil
    ) {
        self.width = width
        self.scale = scale
        self.appearance = appearance
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.device = device
    }

    /// Every combination of the values given, devices outermost, then widths, scales,
    /// appearances, categories and directions: `matrix(widths: [320, 375], scales: [2, 3])`
    /// is 320@2x, 320@3x, 375@2x, 375@3x; `matrix(appearances: [.light, .dark])` is light,
    /// dark.
    public static func matrix(
        widths: [Double?] = [nil], scales: [Double?] = [nil], appearances: [Appearance?] = [nil],
        contentSizeCategories: [ContentSizeCategory?] = [nil], layoutDirections: [LayoutDirection?] = [nil], devices: [Device?] = [nil]
    ) -> [SnapshotTraits] {
        TraitCollection.matrix(
            devices: devices, widths: widths, scales: scales, appearances: appearances, contentSizeCategories: contentSizeCategories,
            layoutDirections: layoutDirections
        ).map {
            SnapshotTraits(
                width: $0.width, scale: $0.scale, appearance: $0.appearance, contentSizeCategory: $0.contentSizeCategory,
                layoutDirection: $0.layoutDirection, device: $0.device)
        }
    }

    /// The traits as the pipeline takes them.
    public var traitCollection: TraitCollection {
        TraitCollection(
            device: device, width: width, scale: scale, appearance: appearance, contentSizeCategory: contentSizeCategory,
            layoutDirection: layoutDirection)
    }

    /// The traits as they appear in reference names: the width and scale as before
    /// (`375pt@2x`, `375pt`, `@3x`), then each other trait set, joined by `-`: the device
    /// without spaces or brackets (`iPhone16Pro`), `light` or `dark`, the category's UIKit
    /// name (`accessibilityLarge`), `ltr` or `rtl`; `fixture` when nothing is set.
    /// `375pt@2x-dark-accessibilityLarge-rtl`.
    public var description: String {
        let name = traitCollection.name
        return name.isEmpty ? "fixture" : name
    }
}

/// A snapshot strategy for each combination of traits: what `assertFeedSnapshot(of:as:traits:)`
/// runs once per combination.
public struct TraitSnapshotStrategy<Value, Format> {
    public var strategy: (SnapshotTraits) -> SnapshotStrategy<Value, Format>

    public init(_ strategy: @escaping (SnapshotTraits) -> SnapshotStrategy<Value, Format>) {
        self.strategy = strategy
    }
}

extension TraitSnapshotStrategy where Value == TableContent, Format == PixelImage {
    /// The table rendered to PNG under each combination: resolved for its traits (the one
    /// resolve step), at its width and scale.
    public static func png(
        rows: ClosedRange<Int>? = nil, viewport: (height: Double, offset: Double)? = nil, debug: Bool = false, tolerance: DiffTolerance = .exact
    ) -> TraitSnapshotStrategy<TableContent, PixelImage> {
        TraitSnapshotStrategy { traits in
            SnapshotStrategy<TableContent, PixelImage>.png(rows: rows, viewport: viewport, debug: debug, tolerance: tolerance)
                .pullback { $0.resolved(for: traits.traitCollection) }
        }
    }
}

extension TraitSnapshotStrategy where Value == Fixture, Format == PixelImage {
    /// The fixture rendered to PNG under each combination (the document is read once, and
    /// resolved for each).
    public static func png(
        rows: ClosedRange<Int>? = nil, viewport: (height: Double, offset: Double)? = nil, debug: Bool = false, tolerance: DiffTolerance = .exact
    ) -> TraitSnapshotStrategy<Fixture, PixelImage> {
        let table = TraitSnapshotStrategy<TableContent, PixelImage>.png(rows: rows, viewport: viewport, debug: debug, tolerance: tolerance)
        return TraitSnapshotStrategy { traits in table.strategy(traits).pullback { $0.resolved(for: traits.traitCollection).content } }
    }
}

/// Asserts a value's snapshots under every combination of `traits` in one call, each against
/// its own reference named by its traits (`SUITE.TEST.NAME.375pt@2x.png`, or
/// `SUITE.TEST.375pt@2x.png` without a name). Every failing combination is reported.
///
/// ```swift
/// assertFeedSnapshot(of: feed, as: .png(), traits: .matrix(widths: [320, 375, 414], scales: [2, 3]))
/// ```
public func assertFeedSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: TraitSnapshotStrategy<Value, Format>,
    traits: [SnapshotTraits],
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let subject: Value
    do {
        subject = try value()
    } catch {
        report("cannot make the value to snapshot: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    guard Set(traits).count == traits.count else {
        report("the traits list names a combination twice: \(traits)", fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    for combination in traits {
        let message = verifyFeedSnapshot(
            of: subject, as: strategy.strategy(combination), named: (name.map { $0 + "." } ?? "") + combination.description,
            record: record, snapshotDirectory: snapshotDirectory, filePath: "\(filePath)", suiteName: RunningTest.suiteName, testName: testName)
        report(message.map { "[\(combination)] " + $0 }, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
