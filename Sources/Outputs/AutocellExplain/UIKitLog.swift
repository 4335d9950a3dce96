import AutocellLayout
import AutocellSolver
import AutocellSource

/// A pasted "Unable to simultaneously satisfy constraints" log, read: the constraints of its
/// list in order, and the one UIKit said it would break.
public struct UIKitLog: Hashable, Sendable {
    /// A view as the log names it: `UIImageView:0x7ff9afd1a1f0`, a Masonry key, a `names:` label.
    public struct Item: Hashable, Sendable {
        /// The UIKit class, when the log gives it.
        public var className: String?
        /// The address or key that tells views apart.
        public var identity: String
        /// A name the log gives it (`names:` label, quoted text, Masonry key), if any.
        public var label: String?
    }

    public struct Entry: Hashable, Sendable {
        public var first: Item
        public var firstAttribute: LayoutAttribute
        public var relation: Relation
        public var second: Item?
        public var secondAttribute: LayoutAttribute?
        /// Whether an attribute was a margin (`topMargin`, `centerXWithinMargins`): the edge of
        /// the view's layout margins guide rather than of the view.
        public var firstIsMargin = false
        public var secondIsMargin = false
        public var multiplier: Double
        public var constant: Double
        public var priority: Priority
        /// The constraint's identifier (`'UIView-Encapsulated-Layout-Height'`).
        public var identifier: String?
        /// The constraint's class: NSLayoutConstraint, MASLayoutConstraint, SnapKit.LayoutConstraint, …
        public var kind: String
        /// Where the log says it was made (SnapKit's `@File.swift#42`), else the log's line.
        public var source: SourceLocation
        /// The entry as written, to match the broken one against the list.
        public var text: String
    }

    public var entries: [Entry]
    /// Index into `entries` of the constraint UIKit broke.
    public var broken: Int?
    /// What the paste lacks or repeats, said with the explanation (lines cut with `...`, a
    /// line pasted twice, the broken constraint missing from the list or not given at all).
    public var warnings: [String] = []
    /// Whether the log's descriptions leave identifiers out: Masonry replaces every
    /// NSLayoutConstraint's description with its own (`<MASLayoutConstraint:0x… A.top == B.top>`,
    /// no identifier, no `(active)`), so UIKit's `UIView-Encapsulated-Layout-*` sizes print as
    /// bare `UITableViewCellContentView:0x….height == 44`. Seen from a `MASLayoutConstraint`
    /// entry, or an iOS 10+ log (`[LayoutConstraints]`) with no `(active)` in any entry.
    public var hidesIdentifiers = false
}
