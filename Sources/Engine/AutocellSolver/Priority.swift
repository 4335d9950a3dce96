/// How strongly a constraint wants to hold, as in `UILayoutPriority`: 1...1000, where 1000 is required.
///
/// Optional priorities are exact levels, not weights: the solver satisfies them level by level,
/// highest first, so no amount of error at a lower level can buy any error at a higher one.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ value: Float) { self.rawValue = value }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    public static let required: Priority = 1000
    public static let defaultHigh: Priority = 750
    public static let defaultLow: Priority = 250
    public static let fittingSizeLevel: Priority = 50

    /// The range a priority must lie in; anything else is rejected with `SolverError.priorityOutOfRange`.
    public static let validRange: ClosedRange<Float> = 1...1000

    public var isRequired: Bool { rawValue >= 1000 }
    public var isValid: Bool { rawValue.isFinite && Priority.validRange.contains(rawValue) }

    /// The priority spelled the way UIKit's named levels are, if it is one of them.
    public static func named(_ name: String) -> Priority? {
        switch name {
        case "required": return .required
        case "defaultHigh", "high": return .defaultHigh
        case "defaultLow", "low": return .defaultLow
        case "fittingSizeLevel", "fittingSize": return .fittingSizeLevel
        default: return nil
        }
    }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        let isWhole = rawValue.isFinite && abs(rawValue) < 1e9 && Float(Int(rawValue)) == rawValue
        return isWhole ? String(Int(rawValue)) : String(rawValue)
    }
}
