import Foundation
import Testing
import UIKit
@testable import AutocellUIKit

/// `UIImage(contentsOfFile:)` is nil, silently, where nothing is; a file that is there and
/// cannot be used (a folder, not a PNG) is nil and said, read within `PNGLimits` (issue 49).
@MainActor
@Suite struct ImageFiles {
    @Test func nothingThereIsNilSilentlyAndAFolderIsSaid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-images-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/folder.png", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(UIImage(contentsOfFile: folder + "/missing.png") == nil)
        #expect(!UIKitDiagnostics.hasSaid(folder + "/missing.png"))
        #expect(UIImage(contentsOfFile: folder + "/folder.png") == nil)
        #expect(UIKitDiagnostics.hasSaid("UIImage(contentsOfFile: \(folder)/folder.png): cannot be read: it is a folder"))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder + "/text.png"))
        #expect(UIImage(contentsOfFile: folder + "/text.png") == nil)
        #expect(UIKitDiagnostics.hasSaid("UIImage(contentsOfFile: \(folder)/text.png): not a usable PNG file"))
    }
}
