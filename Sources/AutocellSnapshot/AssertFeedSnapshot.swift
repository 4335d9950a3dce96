import Foundation
import Synchronization
import XCTest

#if canImport(Testing)
import Testing
#endif

/// Asserts that a value's snapshot matches its reference, in XCTest or Swift Testing alike:
/// a failure is recorded as an issue of the running Swift Testing test, or as an XCTest
/// failure, at the caller's line. See `verifyFeedSnapshot` for where references and
/// artifacts go and how record modes apply.
///
/// ```swift
/// @Test func personFeed() throws {
///     let feed = try FixtureLoader.load(path: "Fixtures/person-feed.yaml")
///     assertFeedSnapshot(of: feed, as: .png(width: 375), named: "375")
/// }
/// ```
///
/// Without a name, the assertions of one test are numbered 1, 2, … in the order they run.
public func assertFeedSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: SnapshotStrategy<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let message: String?
    do {
        let name = name ?? String(SnapshotCounter.next(file: "\(filePath)", test: testName))
        message = verifyFeedSnapshot(
            of: try value(), as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
            filePath: "\(filePath)", testName: testName)
    } catch {
        message = "cannot make the value to snapshot: \(error)"
    }
    guard let message else { return }
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: Testing.SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    #endif
    XCTFail(message, file: filePath, line: line)
}

/// Numbers the unnamed snapshots of each test.
enum SnapshotCounter {
    private static let counts = Mutex<[String: Int]>([:])

    static func next(file: String, test: String) -> Int {
        counts.withLock { counts in
            let key = file + "\u{0}" + test
            let next = (counts[key] ?? 0) + 1
            counts[key] = next
            return next
        }
    }
}
