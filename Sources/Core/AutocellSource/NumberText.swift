import Glibc

/// How Autocell writes a number, in one place: each style is what one kind of output needs.
public enum NumberStyle: Sendable {
    /// Messages, constraint text, file names: whole numbers without a fraction (`61`, not
    /// `61.0`), others in Swift's shortest round-trip form (`9.033333333333333`).
    case plain
    /// Sentences for people: at most two decimals, no trailing zeros (9.0333 → `9.03`).
    case twoDecimals
    /// As UIKit prints constants in its logs: six significant digits, C's `%g` (`9.03333`).
    case uikit
    /// JSON: `plain`, with -0 as `0` and non-finite numbers (which JSON cannot hold) as `null`.
    case json
}

/// `value` written in the `plain` style.
public func numberText(_ value: Double) -> String { numberText(value, .plain) }

/// `value` written in `style`.
public func numberText(_ value: Double, _ style: NumberStyle) -> String {
    switch style {
    case .plain:
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    case .twoDecimals:
        return numberText((value * 100).rounded() / 100)
    case .uikit:
        var buffer = [CChar](repeating: 0, count: 64)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%g", $0) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    case .json:
        guard value.isFinite else { return "null" }
        return value == 0 ? "0" : numberText(value)
    }
}
