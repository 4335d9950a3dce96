import AutocellDiff
import AutocellFixtures
import AutocellImage
import AutocellRender
import AutocellSolver
import AutocellTable

/// One combination of the traits a feed is snapshotted under; nil keeps the fixture's own
/// value. The axes are those Autocell renders today: the table's width in points and the
/// screen's scale. (Content size categories, appearance and layout direction join the matrix
/// as the renderer learns them.)
public struct SnapshotTraits: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var scale: Double?

    public init(width: Double? = nil, scale: Double? = nil) {
        self.width = width
        self.scale = scale
    }

    /// Every combination of the values given, widths outermost: `matrix(widths: [320, 375],
    /// scales: [2, 3])` is 320@2x, 320@3x, 375@2x, 375@3x.
    public static func matrix(widths: [Double?] = [nil], scales: [Double?] = [nil]) -> [SnapshotTraits] {
        widths.flatMap { width in scales.map { SnapshotTraits(width: width, scale: $0) } }
    }

    /// The traits as they appear in reference names: `375pt@2x`, `375pt`, `@3x`, or
    /// `fixture` when nothing is set.
    public var description: String {
        let parts = [width.map { numberText($0) + "pt" }, scale.map { "@" + numberText($0) + "x" }].compactMap { $0 }
        return parts.isEmpty ? "fixture" : parts.joined()
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
    /// The table rendered to PNG at each combination's width and scale.
    public static func png(
        rows: ClosedRange<Int>? = nil, viewport: (height: Double, offset: Double)? = nil, debug: Bool = false, tolerance: DiffTolerance = .exact
    ) -> TraitSnapshotStrategy<TableContent, PixelImage> {
        TraitSnapshotStrategy { traits in
            .png(width: traits.width, scale: traits.scale, rows: rows, viewport: viewport, debug: debug, tolerance: tolerance)
        }
    }
}

extension TraitSnapshotStrategy where Value == Fixture, Format == PixelImage {
    /// The fixture rendered to PNG at each combination's width and scale.
    public static func png(
        rows: ClosedRange<Int>? = nil, viewport: (height: Double, offset: Double)? = nil, debug: Bool = false, tolerance: DiffTolerance = .exact
    ) -> TraitSnapshotStrategy<Fixture, PixelImage> {
        let table = TraitSnapshotStrategy<TableContent, PixelImage>.png(rows: rows, viewport: viewport, debug: debug, tolerance: tolerance)
        return TraitSnapshotStrategy { traits in table.strategy(traits).pullback(\.content) }
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
