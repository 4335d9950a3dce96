import Foundation

/// Stand-ins for SF Pro's files, which are not shipped: copies of the bundled Inter faces whose
/// name tables say "SF Pro Text" (Inter Regular) and "SF Pro Display" (Inter Black, far wider, so
/// which one drew shows in a width). Shared by the text and UIKit tests.
enum FontStandIns {
    static let inter = "/usr/share/fonts/opentype/inter/"

    /// A copy of `source` at `path` whose family is `family` (name IDs 1, 2, 4 and 6 replaced,
    /// the typographic names dropped).
    static func renamed(_ source: String, family: String, to path: String) throws {
        var font = Array(try Data(contentsOf: URL(fileURLWithPath: source)))
        func u16(_ at: Int) -> Int { Int(font[at]) << 8 | Int(font[at + 1]) }
        func put32(_ value: Int, at: Int) { for k in 0..<4 { font[at + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) } }
        let tables = u16(4)
        guard let entry = (0..<tables).map({ 12 + 16 * $0 }).first(where: { String(decoding: font[$0..<$0 + 4], as: UTF8.self) == "name" }) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let records: [(Int, String)] = [(1, family), (2, "Regular"), (4, family + " Regular"), (6, family.replacingOccurrences(of: " ", with: "") + "-Regular")]
        var strings: [UInt8] = []
        var table: [UInt8] = [0, 0, 0, UInt8(records.count), 0, UInt8(6 + 12 * records.count)]
        for (id, text) in records {
            let utf16 = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            for value in [3, 1, 0x409, id, utf16.count, strings.count] { table += [UInt8(value >> 8), UInt8(value & 0xFF)] }
            strings += utf16
        }
        table += strings
        while font.count % 4 != 0 { font.append(0) }
        put32(font.count, at: entry + 8)
        put32(table.count, at: entry + 12)
        font += table
        try Data(font).write(to: URL(fileURLWithPath: path))
    }

    static func make() throws -> (folder: String, text: String, display: String) {
        let folder = NSTemporaryDirectory() + "autocell-sf-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = folder + "/SF-Pro-Text-Regular.otf", display = folder + "/SF-Pro-Display-Regular.otf"
        try renamed(inter + "Inter-Regular.otf", family: "SF Pro Text", to: text)
        try renamed(inter + "Inter-Black.otf", family: "SF Pro Display", to: display)
        return (folder, text, display)
    }
}
