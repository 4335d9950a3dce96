import ArgumentParser
import AutocellImage
import AutocellLayout
import AutocellRender
import AutocellSource
import AutocellTable
import AutocellText
import Foundation
import AutocellDrawing

// The options' values as swift-argument-parser's own types: each is parsed and checked once,
// by the parser, and a bad one is refused before any work with the values it takes (exit 2).

extension Appearance: ExpressibleByArgument {}

extension LayoutDirection: ExpressibleByArgument {
    public init?(argument: String) { self.init(named: argument) }
    public static var allValueStrings: [String] { ["ltr", "rtl"] }
}

extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(named: argument) }
}

extension Device: ExpressibleByArgument {
    public init?(argument: String) {
        guard let device = Device.named(argument) else { return nil }
        self = device
    }
    public static var allValueStrings: [String] { all.map(\.name) }
}

extension RenderOptions.Format: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension PNGEncoder.Compression: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

/// A length in points a table or a screen can have: above 0, at most 100000.
struct Points: ExpressibleByArgument, Hashable {
    var value: Double
    init(_ value: Double) { self.value = value }
    var defaultValueDescription: String { numberText(value) }
    init?(argument: String) {
        guard let value = Double(argument), value.isFinite, value > 0, value <= 100_000 else { return nil }
        self.value = value
    }
}

/// Pixels per point: 1, 2 or 3.
struct Scale: ExpressibleByArgument {
    var value: Double
    init?(argument: String) {
        guard let value = Double(argument), [1.0, 2, 3].contains(value) else { return nil }
        self.value = value
    }
    static var allValueStrings: [String] { ["1", "2", "3"] }
}

/// A share from 0 to 1 (a colour distance, a ratio of pixels).
struct Fraction: ExpressibleByArgument {
    var value: Double
    init?(argument: String) {
        guard let value = Double(argument), value.isFinite, (0...1).contains(value) else { return nil }
        self.value = value
    }
}

/// Rows counted from 0 across sections: `A..B` and `A...B` inclusive (as people say "rows 3
/// to 5"), `A..<B` not, `N` one row.
struct RowRange: ExpressibleByArgument {
    var range: ClosedRange<Int>
    var text: String

    init?(argument: String) {
        text = argument
        let trimmed = argument.trimmingCharacters(in: .whitespaces)
        if let single = Int(trimmed), single >= 0 {
            range = single...single
            return
        }
        for (separator, inclusive) in [("..<", false), ("...", true), ("..", true)] {
            guard let found = trimmed.range(of: separator) else { continue }
            guard let low = Int(trimmed[..<found.lowerBound]), let high = Int(trimmed[found.upperBound...]), low >= 0, high >= 0 else { return nil }
            // high ≥ 0, so high - 1 cannot overflow; an empty range is refused.
            let upper = inclusive ? high : high - 1
            guard upper >= low else { return nil }
            range = low...upper
            return
        }
        return nil
    }
}

/// A list separated by commas (`320,375,414`, `light,dark`), each item parsed as `Element`.
struct CommaList<Element: ExpressibleByArgument>: ExpressibleByArgument {
    var values: [Element]
    init?(argument: String) {
        let items = argument.split(separator: ",").map { Element(argument: $0.trimmingCharacters(in: .whitespaces)) }
        guard !items.isEmpty, items.allSatisfy({ $0 != nil }) else { return nil }
        values = items.compactMap { $0 }
    }
    static var allValueStrings: [String] { Element.allValueStrings }
}

/// What a command writes is decided by the output's extension, and an extension it cannot
/// write is refused before any work (`-o out.jpg` once got PNG bytes under a JPEG name).
func outputExtension(_ path: String) -> String { URL(fileURLWithPath: path).pathExtension.lowercased() }

/// Refuses `output` unless its extension is one of `allowed`, naming them.
func checkExtension(_ output: String?, allowed: [String], option: String = "--output") throws {
    guard let output, case let found = outputExtension(output), !allowed.contains(found) else { return }
    let list = allowed.map { "." + $0 }
    let choices = list.count == 1 ? list[0] : list.dropLast().joined(separator: ", ") + " or " + list[list.count - 1]
    let what = found.isEmpty ? "has no extension" : "ends in .\(found), a format Autocell does not write"
    throw ValidationError("\(option) \(output) \(what): the output must end in \(choices)")
}
