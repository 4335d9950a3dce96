/// A number as messages, logs and constraint text show it: whole numbers without a fraction
/// (`61`, not `61.0`), others in Swift's shortest round-trip form (`9.033333333333333`).
public func numberText(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}

extension Priority {
    /// What a priority may be written as, for error messages.
    public static let writtenForms = "1...1000, required, defaultHigh, defaultLow or fittingSizeLevel"
}
