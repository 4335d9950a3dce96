/// The warnings UIKit prints about a table's rows, other than constraint conflicts, word for
/// word, so that a log search finds them.
public enum TableRowWarning {
    /// A self-sizing cell whose constraints give its contentView no height: UIKit says this
    /// once and uses the table's standard row height (44 pt) instead. The text is UIKit's
    /// console message (quoted, for one, in rdar://42808310 on openradar.appspot.com).
    public static let zeroHeight = "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a tableview cell's content view. We're considering the collapse unintentional and using standard height instead."

    /// Autocell's own (UIKit draws every character its fonts have, and iOS's cover nearly all):
    /// a label whose text holds characters no font of the library can draw. They are drawn as
    /// boxes showing their code, and measured so, so the row's height is not the device's.
    public static func missingGlyphs(label: String, count: Int) -> String {
        "label '\(label)' has \(count) character\(count == 1 ? "" : "s") no bundled font can draw (painted as boxes): add a font that has \(count == 1 ? "it" : "them") under the fixture's 'fonts:'"
    }

    /// Whether `warning` is a `missingGlyphs` one.
    public static func isMissingGlyphs(_ warning: String) -> Bool { warning.contains("no bundled font can draw") }
}
