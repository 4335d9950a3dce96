import Foundation
import Testing

/// Every error type of Autocell's carries its kind (`AutocellError.kind`, which decides the exit
/// status): one that conformed only to `Error` would fall back to "bad input" without saying so
/// (issue 54: `InspectorPageError` did, and `LayoutError` kept its kind as a Bool each wrapper
/// copied by hand).
@Suite struct ErrorKindTests {
    @Test func everyErrorTypeSaysItsKind() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let declared = try Regex(#"(?:struct|enum|class)\s+(\w+)\s*:\s*([^{]*)\{"#)
        var errors: [(name: String, place: String, conforms: Bool)] = []
        var extended: Set<String> = []
        let files = FileManager.default.enumerator(atPath: sources.path)
        while let path = files?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for match in text.matches(of: declared) {
                guard let name = match.output[1].substring.map(String.init), let list = match.output[2].substring else { continue }
                let inherited = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                guard inherited.contains("Error") || inherited.contains("AutocellError") else { continue }
                errors.append((name, path, inherited.contains("AutocellError")))
            }
            for match in text.matches(of: try Regex(#"extension\s+([\w.]+)\s*:\s*AutocellError"#)) {
                if let name = match.output[1].substring { extended.insert(String(name.split(separator: ".").last ?? name)) }
            }
        }
        #expect(errors.count >= 15, "the scan found the error types: \(errors.map(\.name))")
        let silent = errors.filter { !$0.conforms && !extended.contains($0.name) }
        #expect(silent.isEmpty, "error types without a kind: \(silent.map { "\($0.name) (Sources/\($0.place))" })")
    }
}
