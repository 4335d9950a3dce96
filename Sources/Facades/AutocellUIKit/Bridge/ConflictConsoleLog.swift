import AutocellLayout
import Foundation

/// A conflict found laying out a UIKit hierarchy, written as iOS writes it to the console: the
/// "Unable to simultaneously satisfy constraints" block (`UnsatisfiableConstraintsLog`) with
/// each member described as UIKit describes the object it stands for: the app's
/// `NSLayoutConstraint`s by their own description, the table's
/// `'UIView-Encapsulated-Layout-Height'`, autoresizing masks' `NSAutoresizingMaskLayoutConstraint`s
/// (`h=--& v=--&`), margins guides' `'UIView-leftMargin-guide-constraint'` lines, stack views'
/// `'UISV-…'` constraints and a required content size's `NSContentSizeLayoutConstraint`. What a
/// test prints on Linux then reads like what it prints on iOS, and `autocell explain --log`
/// explains it.
@preconcurrency @MainActor
struct ConflictConsoleLog {
    let root: UIView
    let skeleton: HierarchyLayout.Skeleton

    func message(_ conflict: LayoutConflict) -> String {
        UnsatisfiableConstraintsLog.message(
            constraints: UnsatisfiableConstraintsLog.listed(conflict).map(describe),
            broken: describe(conflict.brokenMember))
    }

    /// One member as UIKit's description of its constraint.
    func describe(_ member: ConflictMember) -> String {
        switch member.kind {
        case .declared(let index):
            if index < skeleton.origins.count {
                switch skeleton.origins[index] {
                case .constraint(let constraint): return constraint.consoleDescription
                case .autoresizing(let view): return autoresizing(view, member.constraint, tag: index)
                }
            }
        case .encapsulatedHeight, .encapsulatedWidth:
            if let constraint = member.constraint {
                return generated(constraint, identifier: constraint.identifier, tag: member.kind == .encapsulatedHeight ? 1 : 2)
            }
        case .stackView(_, let identifier):
            if let constraint = member.constraint {
                return generated(constraint, identifier: identifier, tag: 3)
            }
        case .layoutGuide(let guide, let identifier):
            if let line = guideConstraint(guide, identifier: identifier) { return line }
        case .intrinsic(let view, let axis, _, _):
            if let line = contentSize(view, axis: axis) { return line }
        case .implicit, .other:
            break
        }
        return ConstraintDescription.constraint(
            kind: "NSLayoutConstraint", address: ConstraintDescription.syntheticAddress(root, 99), identifier: nil, body: member.text)
    }

    // MARK: Items by template name

    /// The object a template view name stands for: the root (`contentView`), a view (`vN`), or
    /// a guide of either (`vN.layoutMarginsGuide`, `vN.g2`).
    func object(_ name: String) -> AnyObject? {
        if let (owner, guide) = LayoutGuide.split(name), let view = view(owner) {
            switch guide {
            case LayoutGuide.layoutMargins: return view.layoutMarginsGuide
            case LayoutGuide.safeArea: return view.safeAreaLayoutGuide
            case LayoutGuide.readableContent: return view.readableContentGuide
            case LayoutGuide.contentLayout: return (view as? UIScrollView)?.contentLayoutGuide
            case LayoutGuide.frameLayout: return (view as? UIScrollView)?.frameLayoutGuide
            default:
                guard guide.hasPrefix("g"), let number = Int(guide.dropFirst()) else { return nil }
                let guides = view.allLayoutGuides
                return number < guides.count ? guides[number] : nil
            }
        }
        return view(name)
    }

    func view(_ name: String) -> UIView? {
        if name == CellTemplate.contentView { return root }
        guard name.hasPrefix("v"), let number = Int(name.dropFirst()), number >= 1, number <= skeleton.views.count else { return nil }
        return skeleton.views[number - 1]
    }

    /// `UILabel:0x…'Title'.leading`.
    func anchor(_ anchor: Anchor, attribute: String? = nil) -> String {
        ConstraintDescription.item(object(anchor.view)) + "." + (attribute ?? anchor.attribute.rawValue)
    }

    /// A constraint UIKit makes (the table's, a stack view's), from its template form.
    func generated(_ constraint: LayoutConstraint, identifier: String?, tag: Int) -> String {
        let body = ConstraintDescription.equation(
            first: anchor(constraint.first), relation: constraint.relation.rawValue, second: constraint.second.map { anchor($0) },
            multiplier: constraint.multiplier, constant: constraint.constant, priority: Float(constraint.priority.rawValue))
        return ConstraintDescription.constraint(kind: "NSLayoutConstraint", address: ConstraintDescription.syntheticAddress(root, tag), identifier: identifier, body: body)
    }

    // MARK: What UIKit makes

    /// `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 16   (active)>`:
    /// the mask's flags (left margin, width, right margin; top margin, height, bottom margin:
    /// `&` flexible, `-` fixed), a frame's origin as `minX`/`minY`.
    func autoresizing(_ view: UIView, _ constraint: LayoutConstraint?, tag: Int) -> String {
        let mask = view.autoresizingMask
        func flag(_ part: UIView.AutoresizingMask) -> String { mask.contains(part) ? "&" : "-" }
        let flags = "h=" + flag(.flexibleLeftMargin) + flag(.flexibleWidth) + flag(.flexibleRightMargin)
            + " v=" + flag(.flexibleTopMargin) + flag(.flexibleHeight) + flag(.flexibleBottomMargin)
        guard let constraint else { return "<NSAutoresizingMaskLayoutConstraint:\(ConstraintDescription.syntheticAddress(view, tag)) \(flags)   (active)>" }
        let origin: [LayoutAttribute: String] = [.left: "minX", .top: "minY"]
        let first = anchor(constraint.first, attribute: origin[constraint.first.attribute])
        // An empty mask holds the frame: the origin against the superview's is the position.
        var second = constraint.second.map { anchor($0) }
        if let other = constraint.second, other.view != constraint.first.view, origin[constraint.first.attribute] != nil,
           other.attribute == constraint.first.attribute, constraint.multiplier == 1 {
            second = nil
        }
        let body = ConstraintDescription.equation(
            first: first, relation: constraint.relation.rawValue, second: second, multiplier: constraint.multiplier,
            constant: constraint.constant, priority: 1000)
        return "<NSAutoresizingMaskLayoutConstraint:\(ConstraintDescription.syntheticAddress(view, tag)) \(flags) \(body)   (active)>"
    }

    /// A margins guide's edge as UIKit writes it:
    /// `<NSLayoutConstraint:0x… 'UIView-leftMargin-guide-constraint' H:|-(16)-[UILayoutGuide:0x…'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UITableViewCellContentView:0x… )>`.
    func guideConstraint(_ guide: String, identifier: String) -> String? {
        guard let (ownerName, guideName) = LayoutGuide.split(guide), guideName == LayoutGuide.layoutMargins,
              let owner = view(ownerName) else { return nil }
        let margins = owner === root ? HierarchyLayout.environment(for: root).layoutMargins : owner.layoutMargins.insets
        let item = ConstraintDescription.item(owner.layoutMarginsGuide)
        let number = ConstraintDescription.number
        let format: String
        switch identifier {
        case "UIView-leftMargin-guide-constraint": format = "H:|-(\(number(margins.left)))-[\(item)](LTR)"
        case "UIView-rightMargin-guide-constraint": format = "H:[\(item)]-(\(number(margins.right)))-|(LTR)"
        case "UIView-topMargin-guide-constraint": format = "V:|-(\(number(margins.top)))-[\(item)]"
        case "UIView-bottomMargin-guide-constraint": format = "V:[\(item)]-(\(number(margins.bottom)))-|"
        default: return nil
        }
        let address = ConstraintDescription.syntheticAddress(owner.layoutMarginsGuide, identifier.count)
        return "<NSLayoutConstraint:\(address) '\(identifier)' \(format)   (active, names: '|':\(ConstraintDescription.item(owner)) )>"
    }

    /// A required content size: `<NSContentSizeLayoutConstraint:0x… UILabel:0x…'Title'.width == 120 Hug:250 CompressionResistance:1000   (active)>`.
    func contentSize(_ name: String, axis: Axis) -> String? {
        guard let view = view(name) else { return nil }
        let size = view.intrinsicContentSize
        let value = axis == .horizontal ? size.width : size.height
        guard value != UIView.noIntrinsicMetric else { return nil }
        let uikitAxis: NSLayoutConstraint.Axis = axis == .horizontal ? .horizontal : .vertical
        let hug = view.contentHuggingPriority(for: uikitAxis).rawValue
        let resistance = view.contentCompressionResistancePriority(for: uikitAxis).rawValue
        let number = ConstraintDescription.number
        let body = "\(ConstraintDescription.item(view)).\(axis == .horizontal ? "width" : "height") == \(number(Double(value))) Hug:\(number(Double(hug))) CompressionResistance:\(number(Double(resistance)))"
        return ConstraintDescription.constraint(
            kind: "NSContentSizeLayoutConstraint", address: ConstraintDescription.syntheticAddress(view, axis == .horizontal ? 5 : 6),
            identifier: nil, body: body)
    }
}
