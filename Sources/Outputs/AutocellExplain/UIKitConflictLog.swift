import AutocellLayout
import Foundation
import AutocellSource

/// A conflict written as UIKit writes it to the console (iOS 10+), with view names where
/// UIKit prints addresses, so it reads like a log of labelled views:
/// `<NSLayoutConstraint UIImageView:icon.height == 61   (active)>`.
public enum UIKitConflictLog {
    public static func log(_ conflict: LayoutConflict, template: CellTemplate, classNames: [String: String] = [:]) -> String {
        UnsatisfiableConstraintsLog.message(
            constraints: UnsatisfiableConstraintsLog.listed(conflict).map { entry($0, template: template, classNames: classNames) },
            broken: entry(conflict.brokenMember, template: template, classNames: classNames))
    }

    /// One constraint as `NSLayoutConstraint`'s description.
    static func entry(_ member: ConflictMember, template: CellTemplate, classNames: [String: String]) -> String {
        guard let constraint = member.constraint else { return "<NSLayoutConstraint \(member.text)   (active)>" }
        var text = "<NSLayoutConstraint "
        if let identifier = constraint.identifier { text += "'\(identifier)' " }
        text += "\(className(constraint.first.view, template, classNames)):\(constraint.first.view).\(constraint.first.attribute.rawValue) \(constraint.relation.rawValue) "
        if let second = constraint.second {
            if constraint.multiplier != 1 { text += "\(number(constraint.multiplier))*" }
            text += "\(className(second.view, template, classNames)):\(second.view).\(second.attribute.rawValue)"
            if constraint.constant > 0 { text += " + \(number(constraint.constant))" }
            if constraint.constant < 0 { text += " - \(number(-constraint.constant))" }
        } else {
            text += number(constraint.constant)
        }
        if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
        return text + "   (active)>"
    }

    /// The UIKit class a view of this kind would be.
    static func className(_ view: String, _ template: CellTemplate, _ classNames: [String: String]) -> String {
        if let known = classNames[view] { return known }
        guard view != CellTemplate.contentView, let spec = template.views.first(where: { $0.name == view }) else {
            return "UITableViewCellContentView"
        }
        switch spec.kind {
        case .label(let label): return label.textContainerInset == nil ? "UILabel" : "UITextView"
        case .control(let control): return control.kind.className
        case .image: return "UIImageView"
        case .scroll: return "UIScrollView"
        case .stack: return "UIStackView"
        case .view: return "UIView"
        }
    }

    /// Six significant digits, as UIKit prints constants: 9.03333, 61.
    static func number(_ value: Double) -> String { numberText(value, .uikit) }
}
