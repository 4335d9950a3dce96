import AutocellFixtures
import AutocellRender
import Foundation
import Glibc
import AutocellTable
import Testing

/// What a render writes, replaces or removes is never one of its inputs, never a file it did
/// not make, and a record that cannot be written replaces no image (issue 49, findings 2–6).
@Suite struct RenderTargets {
    static let fixtures = RenderedPixels.repositoryFixtures

    static func fixture() throws -> Fixture { try FixtureLoader.load(path: fixtures + "/contacts.yaml") }

    static func options(record: Bool = true, inputs: [String] = []) -> RenderOptions {
        var options = RenderOptions()
        options.layoutRecord = record
        options.inputs = inputs
        return options
    }

    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    static func kind(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    /// `cp feed.yaml feed.layout.json && autocell render feed.layout.json -o feed.png` once
    /// replaced the fixture with the record.
    /// (The forms people type, relative to the working folder, are run by Tests/cli/run.sh:
    /// tests here share one process and its working folder.)
    @Test(arguments: ["feed.png", "./feed.png", "sub/feed.png", "sub/../feed.png"])
    func theRecordNeverReplacesTheFixture(_ form: String) throws {
        let folder = try RenderedPixels.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
        let output = folder.path + "/" + form
        let input = LayoutRecordPath.beside(output)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/contacts.yaml", toPath: input)
        let before = Self.bytes(input)
        for _ in 0..<2 {
            #expect(throws: RenderError.self) { try FeedRenderer.render(try Self.fixture().content, to: output, options: Self.options(inputs: [input])) }
            #expect(Self.bytes(input) == before)
            #expect(!FileManager.default.fileExists(atPath: output), "the image was written before the record was refused")
        }
        // Without a record, the render is fine and the input stays.
        _ = try FeedRenderer.render(try Self.fixture().content, to: output, options: Self.options(record: false, inputs: [input]))
        #expect(Self.bytes(input) == before)
    }

    /// A row image named `shot.layout.json` was lost to `-o shot.png`.
    @Test func theRecordNeverReplacesAnImageTheFixtureNames() throws {
        let folder = try RenderedPixels.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.path + "/shot.layout.json"
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: image))
        do {
            _ = try FeedRenderer.render(try Self.fixture().content, to: folder.path + "/shot.png", options: Self.options(inputs: [Self.fixtures + "/contacts.yaml", image]))
            Issue.record("rendered over an input")
        } catch {
            #expect("\(error)".contains("is the input") && "\(error)".contains("--no-layout-record"), "\(error)")
        }
        #expect(Self.bytes(image) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    /// A render with no record (PDF, SVG, pages) once removed whatever was at OUT.layout.json:
    /// a folder recursively, a FIFO, the input fixture. Only a record of Autocell's own goes.
    @Test func onlyARecordOfAutocellsOwnIsRemovedAsStale() throws {
        let folder = try RenderedPixels.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.path + "/out.pdf", record = folder.path + "/out.layout.json"
        var pdf = Self.options()
        pdf.format = .pdf
        // A folder with something in it.
        try FileManager.default.createDirectory(atPath: record, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: record + "/inside.txt"))
        _ = try FeedRenderer.render(try Self.fixture().content, to: output, options: pdf)
        #expect(Self.bytes(record + "/inside.txt") == Data("keep".utf8))
        try FileManager.default.removeItem(atPath: record)
        // A FIFO.
        #expect(mkfifo(record, 0o644) == 0)
        _ = try FeedRenderer.render(try Self.fixture().content, to: output, options: pdf)
        #expect(Self.kind(record) == S_IFIFO)
        unlink(record)
        // The input fixture, and any regular file that is not a record.
        try FileManager.default.copyItem(atPath: Self.fixtures + "/contacts.yaml", toPath: record)
        var svg = pdf
        svg.format = .svg
        #expect(throws: RenderError.self) { try FeedRenderer.render(try Self.fixture().content, to: folder.path + "/out.svg", options: { var o = svg; o.inputs = [record]; return o }()) }
        _ = try FeedRenderer.render(try Self.fixture().content, to: folder.path + "/out.svg", options: svg)
        #expect(Self.bytes(record) == Self.bytes(Self.fixtures + "/contacts.yaml"))
        try FileManager.default.removeItem(atPath: record)
        // A link to a record is not followed, not removed.
        _ = try FeedRenderer.render(try Self.fixture().content, to: folder.path + "/real.png", options: Self.options())
        #expect(symlink(folder.path + "/real.layout.json", record) == 0)
        _ = try FeedRenderer.render(try Self.fixture().content, to: output, options: pdf)
        #expect(Self.kind(record) == S_IFLNK && Self.kind(folder.path + "/real.layout.json") == S_IFREG)
        unlink(record)
        // Its own record of an earlier one-image render goes: it describes an image no longer there.
        let png = folder.path + "/out.png"
        let result = try FeedRenderer.render(try Self.fixture().content, to: png, options: Self.options())
        #expect(result.layoutRecord == record && Self.kind(record) == S_IFREG)
        var pages = Self.options()
        pages.maximumPagePixels = 130
        let paged = try FeedRenderer.render(try Self.fixture().content, to: png, options: pages)
        #expect(paged.files.count > 1 && paged.layoutRecord == nil)
        #expect(Self.kind(record) == nil)
    }

    /// `render` once replaced the PNG and then exited 2 because the record could not be
    /// written: now the record's place is checked first, and the record is written whole
    /// before the image is replaced, the two renamed together.
    @Test func aRecordThatCannotBeWrittenReplacesNoImage() throws {
        let folder = try RenderedPixels.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.path + "/out.png", record = folder.path + "/out.layout.json"
        var earlier = Self.options(record: false)
        earlier.rows = 0...0
        _ = try FeedRenderer.render(try Self.fixture().content, to: output, options: earlier)
        let before = Self.bytes(output)
        try FileManager.default.createDirectory(atPath: record, withIntermediateDirectories: false)
        do {
            _ = try FeedRenderer.render(try Self.fixture().content, to: output, options: Self.options())
            Issue.record("rendered")
        } catch {
            #expect("\(error)".contains("it is a folder") && "\(error)".contains("--no-layout-record"), "\(error)")
        }
        #expect(Self.bytes(output) == before)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["out.layout.json", "out.png"], "\(left)")
        // Both written: the record describes the image that is there.
        try FileManager.default.removeItem(atPath: record)
        let result = try FeedRenderer.render(try Self.fixture().content, to: output, options: Self.options())
        #expect(result.layoutRecord == record && Self.bytes(output) != before && Self.kind(record) == S_IFREG)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["out.layout.json", "out.png"])
    }

    /// Options are checked before the record is laid out (it is laid out before the image).
    @Test(arguments: [0.0, -1, .infinity, .nan])
    func badOptionsAreRefusedBeforeTheRecord(_ scale: Double) throws {
        let folder = try RenderedPixels.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = Self.options()
        #expect(throws: RenderError.invalidOptions("scale must be between 0 and 8, not \(scale)")) {
            try FeedRenderer.render(try Self.fixture().resolved(for: TraitCollection(scale: scale)).content, to: folder.path + "/out.png", options: options)
        }
        #expect(throws: RenderError.self) {
            try FeedRenderer.render(try Self.fixture().resolved(for: TraitCollection(width: .infinity, scale: 2)).content, to: folder.path + "/out.png", options: options)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// The stale-page sweep once removed a row image named like a page; a page is never
    /// written over an input either (nothing is replaced).
    @Test func inputsNamedLikePagesAreNeitherSweptNorReplaced() throws {
        let folder = try RenderedPixels.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.path + "/feed.png", image = folder.path + "/feed-009.png", page2 = folder.path + "/feed-002.png"
        try Data("an avatar".utf8).write(to: URL(fileURLWithPath: image))
        var pages = Self.options(record: false, inputs: [image])
        pages.maximumPagePixels = 130
        let result = try FeedRenderer.render(try Self.fixture().content, to: output, options: pages)
        #expect(result.files.count == 3)
        #expect(Self.bytes(image) == Data("an avatar".utf8))
        // One page: the render's own pages go, the input stays.
        pages.rows = 0...0
        _ = try FeedRenderer.render(try Self.fixture().content, to: output, options: pages)
        #expect(Self.bytes(image) == Data("an avatar".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["feed-009.png", "feed.png"])
        // An input where page 2 would go: refused, nothing replaced.
        try Data("another".utf8).write(to: URL(fileURLWithPath: page2))
        let single = Self.bytes(output)
        pages.rows = nil
        pages.inputs = [image, page2]
        #expect(throws: RenderError.self) { try FeedRenderer.render(try Self.fixture().content, to: output, options: pages) }
        #expect(Self.bytes(page2) == Data("another".utf8) && Self.bytes(output) == single)
    }

    /// A journal planted beside the output (`.out.png.swap`, as a checkout can bring one)
    /// once made a failed render delete the output, or rename a planted link into its place.
    @Test func aPlantedJournalRemovesAndRenamesNothing() throws {
        let folder = try RenderedPixels.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.path + "/out.png", journal = folder.path + "/.out.png.swap"
        _ = try FeedRenderer.render(try Self.fixture().content, to: output, options: Self.options(record: false))
        let before = Self.bytes(output)
        let link = ".out.png.1-0-0-planted.tmp"
        #expect(symlink("/etc/hostname", folder.path + "/" + link) == 0)
        let plans = [
            #"{"renames": [], "removals": ["out.png"]}"#,
            #"{"renames": [], "removals": ["out.png"], "files": {"out.png": [1, 2]}}"#,
            #"{"renames": [[".out.png.1-0-0-planted.tmp", "out.png"]], "removals": [], "files": {".out.png.1-0-0-planted.tmp": [1, 2]}}"#,
        ]
        for plan in plans {
            try Data(plan.utf8).write(to: URL(fileURLWithPath: journal))
            // A render that fails after it looked at the journal (a row taller than a page).
            var failing = Self.options(record: false)
            failing.maximumPagePixels = 10
            #expect(throws: RenderError.self) { try FeedRenderer.render(try Self.fixture().content, to: output, options: failing) }
            #expect(Self.kind(output) == S_IFREG && Self.bytes(output) == before, "\(plan)")
            #expect(Self.kind(journal) == nil)
        }
    }
}

/// `NAME.png` → `NAME.layout.json`, as typed.
enum LayoutRecordPath {
    static func beside(_ image: String) -> String {
        String(image.dropLast(4)) + ".layout.json"
    }
}
