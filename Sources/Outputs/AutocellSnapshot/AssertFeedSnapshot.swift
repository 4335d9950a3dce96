import Foundation
import Synchronization
import XCTest

#if canImport(Testing)
import Testing
import AutocellSource
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
/// Without a name, the assertions of one test are numbered 1, 2, … in the order they run; in a
/// parameterized Swift Testing test, whose cases run in parallel, a name is required.
/// In Swift Testing the reference's name carries the test's suite too (see
/// `verifyFeedSnapshot`).
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
    let suite = RunningTest.suiteName
    do {
        if name == nil && RunningTest.isParameterizedCase {
            message = "name this snapshot (named:): the cases of a parameterized test run in parallel, so numbering unnamed snapshots would let them take each other's references"
        } else {
            let name = name ?? String(SnapshotCounter.next(file: "\(filePath)", test: (suite ?? "") + "." + testName))
            message = verifyFeedSnapshot(
                of: try value(), as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
                filePath: "\(filePath)", suiteName: suite, testName: testName)
        }
    } catch {
        message = "cannot make the value to snapshot: \(error)"
    }
    report(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Records `message`, if any, as a failure of the running test: a Swift Testing issue, or an
/// XCTest failure.
func report(_ message: String?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
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

/// Records `message` as a failure of the running test (a Swift Testing issue or an XCTest
/// failure) where no caller's line is known: a snapshot strategy that could not render.
package func recordSnapshotFailure(_ message: String) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message))
        return
    }
    #endif
    XCTFail(message)
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

/// What Swift Testing says of the test that is running (nothing under XCTest).
public enum RunningTest {
    /// The suites around the running test, outermost first, joined by dots (`FeedTests`,
    /// `FeedTests.Dark`); nil outside a suite or outside Swift Testing.
    public static var suiteName: String? {
        #if canImport(Testing)
        guard let test = Test.current else { return nil }
        let suites = test.id.nameComponents.dropLast()
        return suites.isEmpty ? nil : suites.joined(separator: ".")
        #else
        return nil
        #endif
    }

    /// The running test's name as written (`personFeed()`), when Swift Testing runs it.
    public static var testName: String? {
        #if canImport(Testing)
        Test.current?.name
        #else
        nil
        #endif
    }

    /// The running test's file name without its extension (`FeedTests`).
    public static var fileName: String? {
        #if canImport(Testing)
        guard let file = Test.current?.sourceLocation.fileName else { return nil }
        return URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        #else
        nil
        #endif
    }

    /// The running test's source file, as written where the test was compiled.
    public static var filePath: String? {
        #if canImport(Testing)
        Test.current?.sourceLocation.filePath
        #else
        nil
        #endif
    }

    /// Whether a case of a parameterized Swift Testing test is running.
    public static var isParameterizedCase: Bool {
        #if canImport(Testing)
        Test.Case.current?.isParameterized ?? false
        #else
        false
        #endif
    }
}
