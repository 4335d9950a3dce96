import Testing
import UIKit

/// `systemLayoutSizeFitting` without a width: `layoutFittingCompressedSize`, or a fitting
/// horizontal priority, gives the content's own width, as a self-sizing tag or badge is measured.
@MainActor
@Suite(.serialized) struct CompressedFittingSize {
    static func tag(_ text: String, lines: Int = 1) -> (UIView, UILabel) {
        let tag = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        label.translatesAutoresizingMaskIntoConstraints = false
        tag.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: tag.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: tag.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: tag.topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: tag.bottomAnchor, constant: -4),
        ])
        return (tag, label)
    }

    @Test func aTagIsAsWideAsItsText() {
        let (tag, label) = Self.tag("Swift on Linux")
        let text = label.intrinsicContentSize
        #expect(tag.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: text.width + 16, height: text.height + 8))
        // Expanded at fitting priority: the label's hugging (250) beats the pull to 10⁷.
        let expanded = tag.systemLayoutSizeFitting(
            UIView.layoutFittingExpandedSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        #expect(expanded.width == text.width + 16)
        // A required width holds, and the text wraps in it.
        let (wrapping, _) = Self.tag(String(repeating: "words ", count: 30), lines: 0)
        let held = wrapping.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(held.width == 200 && held.height > 40)
        // Free, a multi-line label with no preferred width keeps its text on one line.
        let free = wrapping.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(free.width > 400 && free.height < 30)
    }
}
