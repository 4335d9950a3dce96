import AutocellLayout
import Foundation

/// A conflict written as UIKit writes it to the console (iOS 10+), with view names where
/// UIKit prints addresses, so it reads like a log of labelled views:
/// `<NSLayoutConstraint UIImageView:icon.height == 61   (active)>`.
public enum UIKitConflictLog {
    public static func log(_ conflict: LayoutConflict, template: CellTemplate, classNames: [String: String] = [:]) -> String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
            "(",
        ]
        // UIKit lists NSLayoutConstraints only: a view's size not going negative is the
        // engine's own rule, not a constraint it prints.
        let listed = conflict.members.filter { if case .implicit = $0.kind { false } else { true } }
        let entries = listed.map { "    \"\(entry($0, template: template, classNames: classNames))\"" }
        lines += entries.enumerated().map { $0.offset < entries.count - 1 ? $0.element + "," : $0.element }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(entry(conflict.brokenMember, template: template, classNames: classNames))
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        return lines.joined(separator: "\n")
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
