import AutocellFixtures
import AutocellLayout
import AutocellTable
import AutocellText
import Foundation
import AutocellDrawing

/// Paths in this repository, found from this file's place in it.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The goldens of this project's own visual tests.
    static let snapshots = root.appendingPathComponent("Snapshots").path
    static let fixtures = root.appendingPathComponent("Fixtures").path

    static func fixture(
        _ name: String, contentSizeCategory: ContentSizeCategory? = nil, layoutDirection: LayoutDirection? = nil,
        appearance: Appearance? = nil, device: String? = nil
    ) throws -> Fixture {
        try FixtureLoader.load(
            path: fixtures + "/" + name, contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection,
            appearance: appearance, device: device.flatMap(Device.named))
    }

    /// Where swift-snapshot-testing writes failed snapshots: SNAPSHOT_ARTIFACTS, else the
    /// temporary directory (read, never set: tests share the process's environment).
    static var snapshotArtifacts: URL {
        URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory())
    }

    /// A scratch folder for one test, removed by the caller.
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
