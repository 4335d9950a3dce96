import AutocellSolver
import AutocellSource
/// One end of a constraint: a view's attribute.
public struct Anchor: Hashable, Sendable, CustomStringConvertible {
    public var view: String
    public var attribute: LayoutAttribute

    public init(_ view: String, _ attribute: LayoutAttribute) {
        self.view = view
        self.attribute = attribute
    }

    public var description: String { "\(view).\(attribute.rawValue)" }
}

/// `first RELATION multiplier × second + constant` at a priority, as `NSLayoutConstraint`.
/// Without a second anchor it is `first RELATION constant` (`avatar.height == 61`).
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    public var first: Anchor
    public var relation: Relation
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: Priority
    public var identifier: String?
    /// Where the constraint was written (fixture line, or Swift file and line).
    public var source: SourceLocation?

    public init(
        _ first: Anchor, _ relation: Relation, _ second: Anchor? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: Priority = .required, identifier: String? = nil, source: SourceLocation? = nil
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.source = source
    }

    /// The text syntax conflict logs print and fixtures accept:
    /// `name.left == 0.5*avatar.right + 10 @900 #nameLeading`.
    public var description: String {
        var text = "\(first) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(LayoutConstraint.format(multiplier))*" }
            text += second.description
            if constant > 0 { text += " + \(LayoutConstraint.format(constant))" }
            if constant < 0 { text += " - \(LayoutConstraint.format(-constant))" }
        } else {
            text += LayoutConstraint.format(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        if let identifier { text += " #\(identifier)" }
        return text
    }

    static func format(_ value: Double) -> String { numberText(value) }
}
