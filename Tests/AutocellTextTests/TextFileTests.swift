import AutocellText
import Testing
import AutocellSource

@Suite struct TextFileTests {
    @Test func theFirstByteThatIsNotUTF8IsLocated() throws {
        #expect(throws: TextFile.Failure.notUTF8(line: 2, column: 4, byte: 0xFF, sourceLine: "hél\u{FFFD}lo")) {
            try TextFile.decode(Array("ok\nhél".utf8) + [0xFF] + Array("lo\nmore".utf8))
        }
        // Overlong forms and surrogates are not UTF-8 either.
        #expect(throws: TextFile.Failure.self) { try TextFile.decode([0x61, 0xC0, 0xAF]) }
        #expect(throws: TextFile.Failure.self) { try TextFile.decode([0xED, 0xA0, 0x80]) }
        #expect(try TextFile.decode(Array("emoji 👨‍👩‍👧 and 中文".utf8)) == "emoji 👨‍👩‍👧 and 中文")
    }

    @Test func onlyRegularFilesAreRead() {
        #expect(throws: TextFile.Failure.unreadable(reason: "it is not a regular file")) { try TextFile.read("/dev/zero") }
        #expect(throws: TextFile.Failure.unreadable(reason: "it is a folder")) { try TextFile.read("/tmp") }
        #expect(throws: TextFile.Failure.unreadable(reason: "no such file")) { try TextFile.read("/nonexistent/file.yaml") }
    }
}
