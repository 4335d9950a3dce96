import Testing
import UIKit

/// Members real cells override are `open`, as in UIKit: a subclass may override
/// `backgroundColor`, `accessibilityLabel`, `UILabel.text` and a table's `contentSize` (each
/// of these was `public`, so such a subclass did not compile), and the override is what is used.
@MainActor
@Suite struct OverridableMembers {
    final class TintedView: UIView {
        var colorsSet = 0
        override var backgroundColor: UIColor? { didSet { colorsSet += 1 } }
        override var accessibilityLabel: String? {
            get { "tinted" }
            set { super.accessibilityLabel = newValue }
        }
    }

    final class UppercaseLabel: UILabel {
        override var text: String? {
            get { super.text }
            set { super.text = newValue?.uppercased() }
        }
    }

    final class IntrinsicTableView: UITableView {
        override var contentSize: CGSize { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height) }
    }

    @Test func overridesAreUsed() {
        let view = TintedView()
        view.backgroundColor = .red
        #expect(view.colorsSet == 1)
        #expect(view.accessibilityLabel == "tinted")

        let label = UppercaseLabel()
        label.text = "hello"
        #expect(label.text == "HELLO")
        #expect(label.intrinsicContentSize.width > 0)

        let table = IntrinsicTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        table.contentSize = CGSize(width: 320, height: 250)
        #expect(table.intrinsicContentSize.height == 250)
    }
}
