import AutocellLayout
import AutocellSolver
import AutocellSource

/// `NSLayoutConstraint`: `firstItem.firstAttribute RELATION multiplier × secondItem.secondAttribute
/// + constant` at a priority. Items are views and layout guides. Activating one installs it on
/// the items' nearest common ancestor, as UIKit does; changing its constant, priority or
/// activation marks that view's layout as needing an update.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// `NSLayoutConstraint.Attribute`, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The engine's attribute, and whether it is the margins guide's.
        var layout: (attribute: LayoutAttribute, margin: Bool)? {
            switch self {
            case .left: (.left, false)
            case .right: (.right, false)
            case .top: (.top, false)
            case .bottom: (.bottom, false)
            case .leading: (.leading, false)
            case .trailing: (.trailing, false)
            case .width: (.width, false)
            case .height: (.height, false)
            case .centerX: (.centerX, false)
            case .centerY: (.centerY, false)
            case .lastBaseline: (.lastBaseline, false)
            case .firstBaseline: (.firstBaseline, false)
            case .leftMargin: (.left, true)
            case .rightMargin: (.right, true)
            case .topMargin: (.top, true)
            case .bottomMargin: (.bottom, true)
            case .leadingMargin: (.leading, true)
            case .trailingMargin: (.trailing, true)
            case .centerXWithinMargins: (.centerX, true)
            case .centerYWithinMargins: (.centerY, true)
            case .notAnAttribute: nil
            }
        }
    }

    /// `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var relation: AutocellSolver.Relation {
            switch self {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }
    }

    /// `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
        var axis: AutocellLayout.Axis { self == .horizontal ? .horizontal : .vertical }
    }

    /// `NSLayoutConstraint.FormatOptions` (the alignment options are accepted and not applied).
    public struct FormatOptions: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    }

    public private(set) weak var firstItem: AnyObject?
    public private(set) var firstAttribute = Attribute.notAnAttribute
    public private(set) var relation = Relation.equal
    public private(set) weak var secondItem: AnyObject?
    public private(set) var secondAttribute = Attribute.notAnAttribute
    public private(set) var multiplier: CGFloat = 1
    /// A new constant is the row's, not a new shape: the first change makes the constraint's
    /// constant a row value (a new shape, once); later ones keep the template.
    open var constant: CGFloat = 0 {
        didSet {
            guard constant != oldValue else { return }
            if hasVariableConstant {
                owner?.setNeedsLayout()
            } else {
                hasVariableConstant = true
                invalidate()
            }
        }
    }
    /// Whether the constant has changed since the constraint was made.
    var hasVariableConstant = false
    open var priority: UILayoutPriority = .required { didSet { if priority != oldValue { invalidate() } } }
    open var identifier: String?
    /// The view the constraint is installed on while active.
    weak var owner: UIView?
    /// Where it came from (an autoresizing mask, a stack view), for the constraint's text.
    var origin = ""

    /// An empty constraint (no items), as `NSLayoutConstraint()` is on iOS: the designated
    /// initializer, so a subclass (SnapKit's `LayoutConstraint`) inherits the convenience one.
    public override init() { super.init() }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`: a
    /// convenience initializer, as UIKit's (`+constraintWithItem:…`) is imported.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?, attribute attr2: Attribute,
        multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init()
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        // Set by the constant's observer; a constraint's first constant is its shape's.
        hasVariableConstant = false
    }

    /// UIKit's description (`consoleDescription`). Constraints belong to the main actor, as
    /// UIKit's do; read on another thread, the description is NSObject's.
    nonisolated open override var description: String {
        guard Thread.isMainThread else { return super.description }
        return MainActor.assumeIsolated { consoleDescription }
    }

    /// `firstAnchor` and `secondAnchor`: the anchors the constraint relates, equal (`==`,
    /// `isEqual(_:)`) to the items' own anchors of the same attribute, as on iOS.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem ?? NSNull(), attribute: firstAttribute) }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard let secondItem, secondAttribute != .notAnAttribute else { return nil }
        return NSLayoutAnchor(item: secondItem, attribute: secondAttribute)
    }

    /// Active while installed on a view; setting it installs the constraint on its items'
    /// nearest common ancestor (or on its first item while they have none yet) or removes it.
    open var isActive: Bool {
        get { owner != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                installationView?.addConstraint(self)
            } else {
                owner?.removeConstraint(self)
            }
        }
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view an item is, or the owning view of a layout guide.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The items' nearest common ancestor, or the first item's view.
    var installationView: UIView? {
        guard let first = Self.view(of: firstItem) else { return nil }
        guard let second = Self.view(of: secondItem) else { return first }
        let ancestors = Set(first.ancestorsAndSelf.map(ObjectIdentifier.init))
        return second.ancestorsAndSelf.first { ancestors.contains(ObjectIdentifier($0)) } ?? first
    }

    private func invalidate() {
        owner?.setNeedsLayout()
        owner?.constraintsChanged()
    }

    /// `constraints(withVisualFormat:options:metrics:views:)`: the Visual Format Language,
    /// with `metrics` substituted for names in the format. Views must share a superview.
    public static func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        if !opts.isEmpty { UIKitGap.visualFormatOptions.note() }
        var text = format
        for (name, value) in (metrics ?? [:]).sorted(by: { $0.key.count > $1.key.count }) {
            let number: Double? = (value as? CGFloat).map(Double.init) ?? (value as? Double) ?? (value as? Int).map(Double.init)
                ?? (value as? Float).map(Double.init) ?? (value as? NSNumber)?.doubleValue
            if let number { text = replacingWord(name, with: String(number), in: text) }
        }
        let parsed: [LayoutConstraint]
        do throws(SyntaxError) {
            parsed = try VisualFormat.parse(text, superview: "|")
        } catch {
            UIKitDiagnostics.report("Unable to parse constraint format: \(error.message)\n\(format)")
            return []
        }
        var viewsByName: [String: UIView] = [:]
        for (name, value) in views { if let view = value as? UIView { viewsByName[name] = view } }
        let superview = viewsByName.values.first?.superview
        func item(_ name: String) -> UIView? { name == "|" ? superview : viewsByName[name] }
        var result: [NSLayoutConstraint] = []
        for constraint in parsed {
            guard let first = item(constraint.first.view) else {
                UIKitDiagnostics.report("Unable to parse constraint format: \(constraint.first.view) is not a key in the views dictionary.\n\(format)")
                return []
            }
            let second = constraint.second.flatMap { item($0.view) }
            let made = NSLayoutConstraint(
                item: first, attribute: Attribute(constraint.first.attribute), relatedBy: Relation(constraint.relation), toItem: second,
                attribute: constraint.second.map { Attribute($0.attribute) } ?? .notAnAttribute,
                multiplier: CGFloat(constraint.multiplier), constant: CGFloat(constraint.constant))
            made.priority = UILayoutPriority(constraint.priority)
            result.append(made)
        }
        return result
    }

    private static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
        var result = "", current = ""
        func flush() {
            result += current == word ? replacement : current
            current = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" { current.append(character) } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

}

extension NSLayoutConstraint.Attribute {
    init(_ attribute: LayoutAttribute) {
        switch attribute {
        case .left: self = .left
        case .right: self = .right
        case .top: self = .top
        case .bottom: self = .bottom
        case .leading: self = .leading
        case .trailing: self = .trailing
        case .width: self = .width
        case .height: self = .height
        case .centerX: self = .centerX
        case .centerY: self = .centerY
        case .firstBaseline: self = .firstBaseline
        case .lastBaseline: self = .lastBaseline
        }
    }
}

extension NSLayoutConstraint.Relation {
    init(_ relation: AutocellSolver.Relation) {
        switch relation {
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .equal: self = .equal
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }

    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
