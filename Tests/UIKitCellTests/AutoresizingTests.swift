import Testing
import UIKit

/// Views that translate their autoresizing masks into constraints follow their superview as
/// UIKit's springs and struts move them: in a layout (the contentView sized by the table) and
/// when code resizes a view.
@MainActor
@Suite(.serialized) struct AutoresizingMasks {
    /// A cell made at UIKit's initial 320 pt, its subviews framed for that width, laid out at 375.
    @Test func maskedSubviewsFollowTheContentView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let bar = UIView(frame: CGRect(x: 16, y: 10, width: 288, height: 24))
        bar.autoresizingMask = [.flexibleWidth]
        let badge = UIView(frame: CGRect(x: 280, y: 10, width: 24, height: 24))
        badge.autoresizingMask = [.flexibleLeftMargin]
        let pinned = UIView(frame: CGRect(x: 16, y: 36, width: 40, height: 4))
        let shared = UIView(frame: CGRect(x: 10, y: 0, width: 100, height: 8))
        shared.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        for view in [bar, badge, pinned, shared] { cell.contentView.addSubview(view) }
        #expect(cell.contentView.frame.width == 320)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 16, y: 10, width: 343, height: 24))
        #expect(badge.frame == CGRect(x: 335, y: 10, width: 24, height: 24))
        #expect(pinned.frame == CGRect(x: 16, y: 36, width: 40, height: 4))
        // Width and right margin share the 55 pt in proportion, 100 : 210.
        #expect(shared.frame.minX == 10 && abs(shared.frame.width - (100 + 55 * 100 / 310)) < 1e-9)
    }

    /// Code that resizes a view resizes its masked subviews (and theirs) at once.
    @Test func codeThatResizesAViewMovesItsMaskedSubviews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let fill = UIView(frame: CGRect(x: 5, y: 5, width: 90, height: 40))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let corner = UIView(frame: CGRect(x: 80, y: 30, width: 10, height: 10))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 40))
        inner.autoresizingMask = [.flexibleWidth]
        container.addSubview(fill)
        container.addSubview(corner)
        fill.addSubview(inner)
        container.frame.size = CGSize(width: 200, height: 80)
        #expect(fill.frame == CGRect(x: 5, y: 5, width: 190, height: 70))
        #expect(corner.frame == CGRect(x: 180, y: 60, width: 10, height: 10))
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 190, height: 40))
        container.autoresizesSubviews = false
        container.frame.size = CGSize(width: 100, height: 50)
        #expect(fill.frame.width == 190)
    }
}
