import AutocellLayout
import AutocellSource
import Foundation

/// Numbers read from an Interface Builder file's attributes. Every one is checked where it is
/// read: a value that is not a number, is not finite (`nan`, `inf`) or lies outside what the
/// attribute can mean is an error at the element, FILE:LINE:COLUMN, never a trap, an internal
/// error or a silent 0. Lengths and constants are held to the range fixtures take
/// (`ConstraintSyntax.maximumNumber`, a million points): a constant of 1e308 once held a row at
/// 10^7 points.
extension IBCellReader {
    /// The largest length, position or constant a file may give.
    static let maximumNumber = ConstraintSyntax.maximumNumber

    /// Attribute `key` of `element` as a number in `range`; `defaultValue` when it is absent.
    func number(
        _ key: String, of element: IBElement, default defaultValue: Double,
        in range: ClosedRange<Double> = -IBCellReader.maximumNumber...IBCellReader.maximumNumber
    ) throws(Diagnostic) -> Double {
        guard let written = element[key] else { return defaultValue }
        return try number(written, named: key, at: element, in: range)
    }

    /// `written` (the attribute `name` of `element`) as a finite number in `range`.
    func number(_ written: String, named name: String, at element: IBElement, in range: ClosedRange<Double>) throws(Diagnostic) -> Double {
        guard let value = Double(written.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw error("\(name) must be a number, found '\(written.prefix(40))'", at: element)
        }
        guard range.contains(value) else {
            throw error("\(name) \(written.prefix(40)) is outside \(numberText(range.lowerBound))…\(numberText(range.upperBound))", at: element)
        }
        return value
    }

    /// Attribute `key` of `element` as a whole number in `range`; `defaultValue` when absent.
    func wholeNumber(_ key: String, of element: IBElement, default defaultValue: Int, in range: ClosedRange<Int>) throws(Diagnostic) -> Int {
        guard let written = element[key] else { return defaultValue }
        guard let value = Int(written.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
            throw error("\(key) must be a whole number from \(range.lowerBound) to \(range.upperBound), found '\(written.prefix(40))'", at: element)
        }
        return value
    }
}
