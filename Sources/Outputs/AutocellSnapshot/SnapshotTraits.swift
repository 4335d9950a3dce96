import AutocellDiff
import AutocellFixtures
import AutocellImage
import AutocellLayout
import AutocellRender
import AutocellSolver
import AutocellTable
import AutocellText

/// One combination of the traits a feed is snapshotted under: the one traits value every
/// front end fills (`TraitCollection`, in AutocellTable), which the pipeline resolves a
/// document for (`TableContent.resolved(for:)`), as the command line's options do. Its
/// `description` names references (`375pt@2x-dark-accessibilityLarge-rtl`; `fixture` when
/// nothing is set) and `matrix(...)` lists combinations.
public typealias SnapshotTraits = TraitCollection

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
                .pullback { $0.resolved(for: traits) }
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
        return TraitSnapshotStrategy { traits in table.strategy(traits).pullback { $0.resolved(for: traits).content } }
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
