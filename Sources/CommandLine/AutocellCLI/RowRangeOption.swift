import ArgumentParser
import Foundation

/// `--rows A..B`: the rows `render` and `inspect` take, counted from 0 across sections.
struct RowRangeOption: ParsableArguments {
    @Option(help: ArgumentHelp("Only these rows, counted from 0 across sections: A..B (inclusive), A...B, A..<B, or N.", valueName: "A..B"))
    var rows: String?

    /// `A..B` and `A...B` are inclusive (as people say "rows 3 to 5"), `A..<B` is not, `N` is one row.
    func parsedRows() throws -> ClosedRange<Int>? {
        guard let rows else { return nil }
        let text = rows.trimmingCharacters(in: .whitespaces)
        let bad = ValidationError("--rows takes A..B (inclusive), A..<B or a single row number, counted from 0; got '\(rows)'")
        if let single = Int(text) {
            guard single >= 0 else { throw bad }
            return single...single
        }
        for (separator, inclusive) in [("..<", false), ("...", true), ("..", true)] {
            guard let range = text.range(of: separator) else { continue }
            guard let low = Int(text[..<range.lowerBound]), let high = Int(text[range.upperBound...]), low >= 0, high >= 0 else { throw bad }
            // high ≥ 0, so high - 1 cannot overflow.
            let upper = inclusive ? high : high - 1
            guard upper >= low else { throw ValidationError("--rows \(rows) is empty") }
            return low...upper
        }
        throw bad
    }
}
