import AutocellLayout
import AutocellSource

/// A constraint as a plain sentence, the way wtfautolayout reads a log, but keeping the
/// priority: "avatar's top edge should equal contentView's top edge plus 9.03".
public enum ConstraintSentence {
    public static func sentence(_ constraint: LayoutConstraint) -> String {
        var text = "\(possessive(constraint.first.view)) \(phrase(constraint.first.attribute)) should "
        switch constraint.relation {
        case .equal: text += "equal "
        case .lessThanOrEqual: text += "be at most "
        case .greaterThanOrEqual: text += "be at least "
        }
        if let second = constraint.second {
            if constraint.multiplier != 1 { text += "\(number(constraint.multiplier)) times " }
            text += "\(possessive(second.view)) \(phrase(second.attribute))"
            if constraint.constant > 0 { text += " plus \(number(constraint.constant))" }
            if constraint.constant < 0 { text += " minus \(number(-constraint.constant))" }
        } else {
            text += number(constraint.constant)
        }
        if !constraint.priority.isRequired { text += ", at priority \(constraint.priority)" }
        if let identifier = constraint.identifier { text += " (\(identifier))" }
        return text
    }

    /// The sentence for a conflict member: the template's constraint, or what the container
    /// (`holder`: a table's row, a section view, a collection view's item, or a view with no
    /// table in sight) adds.
    public static func sentence(_ member: ConflictMember, holder: Explainer.Container = .tableCell) -> String {
        if case .implicit(let view, let axis) = member.kind {
            return "\(possessive(view)) \(axis == .horizontal ? "width" : "height") cannot be negative"
        }
        if case .layoutGuide(let guide, let identifier) = member.kind {
            return "UIKit places \(guide) by its view's insets (\(identifier))"
        }
        guard let constraint = member.constraint else { return member.text }
        if case .stackView(let stack, _) = member.kind {
            return "stack view \(stack) arranges: \(sentence(constraint))"
        }
        switch member.origin {
        case .encapsulatedHeight:
            let held = number(constraint.constant)
            switch holder {
            case .tableCell: return "the table holds contentView's height at \(held), the row height less the separator (UIView-Encapsulated-Layout-Height)"
            case .tableHeaderFooter: return "the table holds the section view's height at \(held), its header or footer height (UIView-Encapsulated-Layout-Height)"
            case .collectionCell: return "the collection view holds the cell's height at \(held), its item height (UIView-Encapsulated-Layout-Height)"
            case .none: return "the view's container (a view controller presenting it, a navigation or tab bar controller) holds \(constraint.first.view)'s height at \(held) (UIView-Encapsulated-Layout-Height)"
            }
        case .encapsulatedWidth:
            let held = number(constraint.constant)
            switch holder {
            case .tableCell, .tableHeaderFooter: return "the table gives contentView a width of \(held) (UIView-Encapsulated-Layout-Width)"
            case .collectionCell: return "the collection view gives the cell a width of \(held), its item width (UIView-Encapsulated-Layout-Width)"
            case .none: return "the view's container holds \(constraint.first.view)'s width at \(held) (UIView-Encapsulated-Layout-Width)"
            }
        case .template, .implicit, .layoutGuide, .stackView, .other:
            return sentence(constraint)
        }
    }

    static func possessive(_ view: String) -> String { view.hasSuffix("s") ? "\(view)'" : "\(view)'s" }

    static func phrase(_ attribute: LayoutAttribute) -> String {
        switch attribute {
        case .left: "left edge"
        case .right: "right edge"
        case .top: "top edge"
        case .bottom: "bottom edge"
        case .leading: "leading edge"
        case .trailing: "trailing edge"
        case .width: "width"
        case .height: "height"
        case .centerX: "horizontal center"
        case .centerY: "vertical center"
        case .firstBaseline: "first baseline"
        case .lastBaseline: "last baseline"
        }
    }

    /// At most two decimals, no trailing zeros: 9.0333 → 9.03, 61 → 61.
    static func number(_ value: Double) -> String { numberText(value, .twoDecimals) }
}
