import AutocellSource
import Foundation
import Testing

/// Text in HTML stays text whatever clusters it is made of (issue 49: a prepended Arabic number
/// sign or a combining mark once glued `<`, `>` or `"` into one `Character` that was let through).
@Suite struct HTMLTextEscaping {
    /// Markup a browser would act on: any `<`, `>`, `"` or `'` scalar left in the text.
    static func hasLiveMarkup(_ text: String) -> Bool {
        text.unicodeScalars.contains { "<>\"'".unicodeScalars.contains($0) }
    }

    @Test(arguments: [
        "\u{600}<img src=x onerror=alert(1)>",
        "<\u{301}script>alert(1)</script>",
        ">\u{301}<svg onload=alert(1)>",
        "\"\u{301} onmouseover=alert(1) x=\"",
        "'\u{301} onfocus=alert(1) '",
        "\u{600}\u{600}<",
        "a\u{200D}<b>",
        "🏳️‍🌈<i>",
    ])
    func clustersAreEscapedScalarByScalar(_ hostile: String) {
        let escaped = HTMLText.escaped(hostile)
        #expect(!Self.hasLiveMarkup(escaped), "\(escaped.unicodeScalars.map { String($0.value, radix: 16) })")
        // Nothing but the five characters changes: the cluster's other scalars stay.
        #expect(escaped.unicodeScalars.filter { !"<>\"'&".unicodeScalars.contains($0) }.count
            >= hostile.unicodeScalars.filter { !"<>\"'&".unicodeScalars.contains($0) }.count)
    }

    @Test func theFiveCharactersAsEntities() {
        #expect(HTMLText.escaped("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
        #expect(HTMLText.escaped("\u{600}<") == "\u{600}&lt;")
        #expect(HTMLText.escaped(">\u{301}") == "&gt;\u{301}")
        #expect(HTMLText.escaped("天 é") == "天 é")
    }
}

/// What a job reads is known by device and inode as well as by real path: a hard link to an
/// input, or another spelling of its path, is the input (issue 49).
@Suite struct InputFiles {
    @Test func aHardLinkAndAnotherSpellingAreTheInput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-inputs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("rows: []".utf8).write(to: URL(fileURLWithPath: folder + "/feed.yaml"))
        try FileManager.default.linkItem(atPath: folder + "/feed.yaml", toPath: folder + "/hard.png")
        let inputs = AtomicFile.Inputs([folder + "/feed.yaml"])
        #expect(inputs.input(at: folder + "/hard.png") == folder + "/feed.yaml")
        #expect(inputs.input(at: folder + "/sub/../feed.yaml") == folder + "/feed.yaml")
        #expect(inputs.input(at: folder + "/other.png") == nil)
        #expect(throws: OutputError.self) { try inputs.checkNotInput(folder + "/hard.png") }
    }
}
