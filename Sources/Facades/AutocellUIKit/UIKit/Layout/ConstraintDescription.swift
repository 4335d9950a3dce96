import AutocellLayout
import AutocellSource
import Foundation

/// How UIKit names layout items and constraints in its console messages, so that what the
/// UIKit layer prints reads as iOS prints it and `autocell explain --log` reads it back.
///
/// The shapes are those of the logs people paste from iOS 11 and later (the ones in Autocell's
/// own test logs and the public logs the explainer is measured on):
/// - an item is `CLASS:0xADDRESS` followed by a quoted name where UIKit shows one: a label's or
///   button's text cut to 25 characters and `...` (`UILabel:0x7fed2355f060'Please keep this key in a...'`),
///   a layout guide's identifier (`UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`); an
///   `accessibilityIdentifier`, the name people set to read these logs, is shown before the text
///   (which of the two iOS prefers when a label has both is not documented: this order is ours);
/// - a class of the app's own is written with its module (`MyApp.PostCell:0x…`), UIKit's own
///   classes bare, a table cell's contentView as `UITableViewCellContentView`;
/// - a constraint is `<NSLayoutConstraint:0xADDRESS 'identifier' FIRST.attribute == [m*]SECOND.attribute ± c   (active)>`,
///   constants with six significant digits (`9.03333`), a priority below required as `@750`.
@preconcurrency @MainActor
enum ConstraintDescription {
    /// `0x7f…`: the object's address, as UIKit prints `%p`.
    nonisolated static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    /// An address for a constraint UIKit makes that has no object here (the table's
    /// encapsulated size, a margins guide's edge): stable for one owner and tag.
    nonisolated static func syntheticAddress(_ owner: AnyObject, _ tag: Int) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(owner)) &+ UInt(0x40 &* (tag + 1)), radix: 16)
    }

    /// The class name UIKit prints for `view`.
    static func className(_ view: UIView) -> String {
        if let cell = view.superview as? UITableViewCell, cell.contentView === view { return "UITableViewCellContentView" }
        if let header = view.superview as? UITableViewHeaderFooterView, header.contentView === view { return "_UITableViewHeaderFooterContentView" }
        let full = String(reflecting: type(of: view))
        // The UIKit layer's own classes are UIKit's: written bare, as on iOS.
        let own = "AutocellUIKit."
        return full.hasPrefix(own) ? String(full.dropFirst(own.count)) : full
    }

    /// `UILabel:0x7f…'Title'`.
    static func item(_ view: UIView) -> String {
        var text = className(view) + ":" + address(view)
        if let name = quotedName(view) { text += "'" + name + "'" }
        return text
    }

    /// `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`.
    static func item(_ guide: UILayoutGuide) -> String {
        "UILayoutGuide:" + address(guide) + (guide.identifier.isEmpty ? "" : "'" + guide.identifier + "'")
    }

    static func item(_ object: AnyObject?) -> String {
        if let view = object as? UIView { return item(view) }
        if let guide = object as? UILayoutGuide { return item(guide) }
        return "(null)"
    }

    /// What UIKit quotes after a view's address: its identifier, else its text.
    static func quotedName(_ view: UIView) -> String? {
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
        let text: String? = switch view {
        case let label as UILabel: label.text
        case let button as UIButton: button.currentTitle
        case let textView as UITextView: textView.text
        default: nil
        }
        guard let text, !text.isEmpty else { return nil }
        // A line break would end the log's line: UIKit's text is one line in these logs.
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return flat.count > 25 ? String(flat.prefix(25)) + "..." : flat
    }

    /// UIKit's name of an attribute (`leadingMargin`, `centerXWithinMargins`, `firstBaseline`).
    static func name(_ attribute: NSLayoutConstraint.Attribute) -> String {
        switch attribute {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Six significant digits, as UIKit prints constants and multipliers: 9.03333, 61.
    static func number(_ value: Double) -> String { numberText(value, .uikit) }

    /// The relation's right-hand side after the first item: `== 0.5*UIView:0x….width + 8`.
    static func equation(
        first: String, relation: String, second: String?, multiplier: Double, constant: Double, priority: Float
    ) -> String {
        var text = first + " " + relation + " "
        if let second {
            if multiplier != 1 { text += number(multiplier) + "*" }
            text += second
            if constant > 0 { text += " + " + number(constant) }
            if constant < 0 { text += " - " + number(-constant) }
        } else {
            text += number(constant)
        }
        if priority < 1000 { text += " @" + number(Double(priority)) }
        return text
    }

    /// `<KIND:0xADDRESS 'identifier' BODY   (active)>`.
    static func constraint(kind: String, address: String, identifier: String?, body: String, active: Bool = true) -> String {
        "<\(kind):\(address) " + (identifier.map { "'\($0)' " } ?? "") + body + (active ? "   (active)>" : ">")
    }
}

extension NSLayoutConstraint {
    /// The description as UIKit's console writes it: `<NSLayoutConstraint:0x… 'id'
    /// UILabel:0x…'Title'.leading == UITableViewCellContentView:0x….leadingMargin + 8   (active)>`.
    var consoleDescription: String {
        let first = ConstraintDescription.item(firstItem) + "." + ConstraintDescription.name(firstAttribute)
        let second = secondItem == nil ? nil : ConstraintDescription.item(secondItem) + "." + ConstraintDescription.name(secondAttribute)
        let body = ConstraintDescription.equation(
            first: first, relation: relation.symbol, second: second, multiplier: Double(multiplier), constant: Double(constant),
            priority: priority.rawValue)
        return ConstraintDescription.constraint(
            kind: "NSLayoutConstraint", address: ConstraintDescription.address(self), identifier: identifier, body: body, active: isActive)
    }
}
