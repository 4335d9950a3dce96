import ArgumentParser
import Foundation

/// What a command writes is decided by the output's extension, and an extension it cannot
/// write is refused before any work (`-o out.jpg` once got PNG bytes under a JPEG name).
enum OutputExtension {
    /// The output's extension, lowercased ("" when it has none).
    static func of(_ path: String) -> String {
        URL(fileURLWithPath: path).pathExtension.lowercased()
    }

    /// Refuses `output` unless its extension is one of `allowed`, naming them.
    static func check(_ output: String?, allowed: [String], option: String = "--output") throws {
        guard let output else { return }
        let found = of(output)
        guard !allowed.contains(found) else { return }
        let list = allowed.map { "." + $0 }
        let choices = list.count == 1 ? list[0] : list.dropLast().joined(separator: ", ") + " or " + list[list.count - 1]
        let what = found.isEmpty ? "has no extension" : "ends in .\(found), a format Autocell does not write"
        throw ValidationError("\(option) \(output) \(what): the output must end in \(choices)")
    }
}
