/// `UIUserInterfaceLayoutDirection`: which way a cell reads. In right-to-left, leading is the
/// right edge and trailing the left, and offsets along leading/trailing run leftwards (UIKit:
/// "leading … the left edge for left-to-right languages and the right edge for right-to-left
/// ones"); `left` and `right` never flip. The Visual Format Language's `H:` is leading to
/// trailing (`NSLayoutFormatDirectionLeadingToTrailing`, its default), so it flips too.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft

    /// `ltr`/`rtl` (the CLI's spelling) or the full names.
    public init?(named name: String) {
        switch name.lowercased() {
        case "ltr", "lefttoright": self = .leftToRight
        case "rtl", "righttoleft": self = .rightToLeft
        default: return nil
        }
    }

    public var isRightToLeft: Bool { self == .rightToLeft }
}
