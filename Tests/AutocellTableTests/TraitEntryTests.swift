import Foundation
import Testing
import AutocellTable

/// Traits enter once (issue 54): the one resolve step (`TableContent.resolved(for:)`, in
/// `Sources/Engine/AutocellTable/Traits/`) is the only door. These scans hold what the compiler
/// does not: `TableSettings`' trait fields are `internal(set)`, so only the table module can
/// write them, and in it only the traits folder does; and no table-level entry point of the
/// engine or the outputs takes a width of its own beside the content it lays out.
@Suite struct TraitEntry {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftFiles(under folder: String) -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return paths.sorted().filter { $0.hasSuffix(".swift") }.compactMap { path in
            (try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)).map { (folder + "/" + path, $0) }
        }
    }

    @Test func traitFieldsAreWrittenOnlyInTheTraitsFolder() throws {
        let write = try Regex(#"\bsettings\.(width|scale|appearance|contentSizeCategory|layoutDirection|horizontalSizeClass)\s*=[^=]"#)
        let files = Self.swiftFiles(under: "Sources")
        #expect(files.count > 100)
        var found: [String] = []
        for (path, text) in files where !path.hasPrefix("Sources/Engine/AutocellTable/Traits/") {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(write) {
                found.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "trait fields written outside the traits folder:\n\(found.joined(separator: "\n"))")
    }

    @Test func noTableEntryPointTakesAWidthOfItsOwn() throws {
        // A public function or initializer of the engine or the outputs that takes a table's
        // document (`TableContent`, `Fixture`) and a `width:` beside it.
        let entry = try Regex(#"(public|open)\s[^\n{]*\((_ \w+: )?(TableContent|Fixture)\b[^)]*\bwidth:"#)
        let options = try Regex(#"public\s+var\s+(width|widths|scale)\b(?!: Int)"#)
        var found: [String] = []
        for folder in ["Sources/Engine", "Sources/Outputs", "Sources/Readers"] {
            for (path, text) in Self.swiftFiles(under: folder) {
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains(entry) || (path.hasSuffix("RenderOptions.swift") && line.contains(options)) {
                    found.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, "entry points with a width of their own:\n\(found.joined(separator: "\n"))")
    }
}
