import Testing
import UIKit

/// `anchorWithOffset(to:)`: a distance between two anchors used as a dimension, as apps centre
/// a view in the gap between two others or keep two gaps in a ratio.
@MainActor
@Suite(.serialized) struct AnchorOffsets {
    static func box(_ width: CGFloat, in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: 20),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
        ])
        return view
    }

    @Test func aViewCentredInTheGapBetweenTwoOthers() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let left = Self.box(40, in: root), right = Self.box(60, in: root), middle = Self.box(20, in: root)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
                .constraint(equalTo: middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)),
        ])
        root.layoutIfNeeded()
        // The gap runs from 50 to 230; the 20 pt view sits in its middle: 130 ± 10.
        #expect(middle.frame == CGRect(x: 130, y: 10, width: 20, height: 20))
        #expect(root.layoutGuides.isEmpty, "the offset guides are not the app's")
    }

    @Test func gapsInARatioAndVertically() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let top = UIView(), bottom = UIView()
        for view in [top, bottom] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: root.leftAnchor), view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: root.topAnchor),
            // The gap below `top` is twice the gap from `bottom` to the root's bottom.
            top.bottomAnchor.anchorWithOffset(to: bottom.topAnchor)
                .constraint(equalTo: bottom.bottomAnchor.anchorWithOffset(to: root.bottomAnchor), multiplier: 2),
        ])
        root.layoutIfNeeded()
        // 20 + g + 20 + g/2 = 200 → g = 106.67.
        #expect(abs(bottom.frame.minY - (20 + 160.0 * 2 / 3)) < 1e-6)
        // A distance may be negative: the root's width measured backwards.
        let measured = UIView()
        measured.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(measured)
        NSLayoutConstraint.activate([
            measured.leftAnchor.constraint(equalTo: root.leftAnchor), measured.topAnchor.constraint(equalTo: root.topAnchor),
            measured.heightAnchor.constraint(equalToConstant: 5),
            measured.widthAnchor.constraint(equalTo: root.rightAnchor.anchorWithOffset(to: root.leftAnchor), multiplier: -0.5),
        ])
        root.layoutIfNeeded()
        #expect(measured.frame.width == 50)
    }

    /// A custom guide of the root view itself (a cell's contentView often holds one).
    @Test func aGuideOfTheRootItself() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let column = UILayoutGuide()
        root.addLayoutGuide(column)
        let view = Self.box(30, in: root)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            column.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            view.centerXAnchor.constraint(equalTo: column.centerXAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.minX == CGFloat(50 + 50 - 15))
        #expect(root.layoutGuides.count == 1)
    }
}
