import AutocellDiff
import AutocellImage
import Foundation
import Testing

@Suite struct FolderComparisonTests {
    func write(_ image: PixelImage, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(try PNGEncoder(compression: .fast).encode(image)).write(to: URL(fileURLWithPath: path))
    }

    /// A scratch folder, removed by the caller.
    func scratch() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("autocell-folders-\(UUID().uuidString)").path
    }

    @Test func foldersAreMatchedByPathWithChangedMissingNewAndUnreadable() throws {
        let root = scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let white = PixelImage(width: 4, height: 3, filledWith: RGBA(255, 255, 255))
        var dotted = white
        dotted[1, 1] = RGBA(0, 0, 0)
        try write(white, root + "/refs/same.png"); try write(white, root + "/act/same.png")
        try write(white, root + "/refs/a/changed.png"); try write(dotted, root + "/act/a/changed.png")
        try write(white, root + "/refs/missing.png"); try write(white, root + "/act/new.PNG")
        try write(white, root + "/refs/bad.png"); try Data("no".utf8).write(to: URL(fileURLWithPath: root + "/act/bad.png"))
        try write(white, root + "/refs/.hidden/skip.png")
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: root + "/refs/notes.txt"))

        let result = try FolderComparison.compare(references: root + "/refs", actuals: root + "/act", drawing: true)
        #expect(result.entries.map(\.path) == ["a/changed.png", "bad.png", "missing.png", "new.PNG", "same.png"])
        #expect(result.entries.map(\.status) == [.changed, .unreadable, .missing, .new, .same])
        #expect(result.entries[0].comparison?.differentPixels == 1)
        #expect(result.entries[1].problem?.contains("act/bad.png: not a PNG file") == true)
        #expect(!result.passes && result.hasUnreadable)
        #expect(result.summary == "5 images: 1 same, 1 changed, 1 missing, 1 new, 1 unreadable")

        let files = try DiffReport.files(for: result)
        let paths = files.map(\.path)
        #expect(paths.contains("images/a/changed.png/diff.png") && paths.contains("images/missing.png/reference.png") && paths.contains("images/new.PNG/actual.png"))
        let page = String(decoding: try #require(files.first { $0.path == "index.html" }).bytes, as: UTF8.self)
        #expect(page.contains("<h1>5 images: 1 same, 1 changed, 1 missing, 1 new, 1 unreadable</h1>"))
        #expect(page.contains("type=\"range\""))
        // The diff drawn is the one `ImageDiffer` draws: the dot in red.
        let diff = try PNGDecoder.decode(try #require(files.first { $0.path == "images/a/changed.png/diff.png" }).bytes)
        #expect(diff[1, 1] == RGBA(255, 0, 0))
    }

    /// Issue 49: image and folder names whose markup hides in a grapheme cluster stay text in
    /// the report (and in its links, percent-encoded).
    @Test func namesWithClustersCarryNoMarkup() throws {
        let root = scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let white = PixelImage(width: 2, height: 2, filledWith: RGBA(255, 255, 255))
        var dotted = white
        dotted[0, 0] = RGBA(0, 0, 0)
        let folder = "\u{600}<svg onload=alert(1)>", name = "'\u{301} onerror=alert(2) x=\u{600}<img src=x onerror=alert(3)>.png"
        try write(white, root + "/refs/\(folder)/\(name)"); try write(dotted, root + "/act/\(folder)/\(name)")
        try write(white, root + "/refs/\">\u{301}<b>.png"); try write(white, root + "/act/\">\u{301}<b>.png")
        let result = try FolderComparison.compare(references: root + "/refs", actuals: root + "/act", drawing: true)
        let page = String(decoding: try #require(try DiffReport.files(for: result).first { $0.path == "index.html" }).bytes, as: UTF8.self)
        let bytes = Array(page.utf8)
        for live in ["<svg onload", "<img src=x", "<b>", "' onerror", "\" onerror"] {
            let pattern = Array(live.utf8)
            let found = (0...(bytes.count - pattern.count)).contains { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
            #expect(!found, "live markup in the report: \(live)")
        }
    }

    @Test func aMissingFolderIsNamed() {
        #expect(throws: ImageFileError.unreadable(path: "/nonexistent-folder", reason: "no such folder")) {
            try FolderComparison.compare(references: "/nonexistent-folder", actuals: "/tmp")
        }
    }
}
