/// The warnings UIKit prints about a table's rows, other than constraint conflicts, word for
/// word, so that a log search finds them.
public enum TableRowWarning {
    /// A self-sizing cell whose constraints give its contentView no height: UIKit says this
    /// once and uses the table's standard row height (44 pt) instead. The text is UIKit's
    /// console message (quoted, for one, in rdar://42808310 on openradar.appspot.com).
    public static let zeroHeight = "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a tableview cell's content view. We're considering the collapse unintentional and using standard height instead."
}
