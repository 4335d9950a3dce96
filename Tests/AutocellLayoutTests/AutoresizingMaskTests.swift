import AutocellLayout
import Testing
import AutocellText
import AutocellDrawing

/// Each mask's constraints, solved by hand for a superview at the origin that grows from 320
/// to 375 pt (55 more) on both axes: a single flexible part takes all 55; several share it in
/// proportion to their lengths, as UIKit documents.
@Suite struct AutoresizingMaskRules {
    /// The frame the constraints give at `size` (the superview at the origin).
    static func frame(_ mask: AutoresizingMask, from old: Rect, superSize: Size = Size(width: 320, height: 320), at size: Double = 375) -> Rect {
        var values: [LayoutAttribute: Double] = [:]
        for constraint in mask.constraints(view: "v", parent: "p", frame: old, superSize: superSize) {
            let second = constraint.second.map { anchor -> Double in
                switch anchor.attribute {
                case .left, .top: 0
                case .right, .bottom, .width, .height: size
                default: size / 2
                }
            } ?? 0
            values[constraint.first.attribute] = constraint.second == nil ? constraint.constant : constraint.multiplier * second + constraint.constant
        }
        func axis(_ low: LayoutAttribute, _ length: LayoutAttribute, _ high: LayoutAttribute, _ center: LayoutAttribute) -> (Double, Double) {
            if let origin = values[low], let extent = values[length] { return (origin, extent) }
            if let extent = values[length], let end = values[high] { return (end - extent, extent) }
            if let extent = values[length], let middle = values[center] { return (middle - extent / 2, extent) }
            if let origin = values[low], let end = values[high] { return (origin, end - origin) }
            return (.nan, .nan)
        }
        let (x, width) = axis(.left, .width, .right, .centerX)
        let (y, height) = axis(.top, .height, .bottom, .centerY)
        return Rect(x: x, y: y, width: width, height: height)
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func eachMaskOnOneAxis() {
        // x 10, width 300, right margin 10 in 320.
        let old = Rect(x: 10, y: 10, width: 300, height: 300)
        let cases: [(AutoresizingMask, x: Double, width: Double)] = [
            ([], 10, 300),
            (.flexibleRightMargin, 10, 300),
            (.flexibleWidth, 10, 355),
            (.flexibleLeftMargin, 65, 300),
            // Width and right margin share 55 as 300 : 10; the left margin stays.
            ([.flexibleWidth, .flexibleRightMargin], 10, 300 + 55 * 300 / 310),
            // Left margin and width share it as 10 : 300; the right margin stays.
            ([.flexibleLeftMargin, .flexibleWidth], 10 + 55 * 10 / 310, 300 + 55 * 300 / 310),
            // Both margins share it as 10 : 10; the width stays.
            ([.flexibleLeftMargin, .flexibleRightMargin], 10 + 27.5, 300),
            // All three in proportion: everything scales by 375 / 320.
            ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], 10 * 375 / 320, 300 * 375 / 320),
        ]
        for (mask, x, width) in cases {
            let got = Self.frame(mask, from: old)
            #expect(Self.close(got, Rect(x: x, y: 10, width: width, height: 300)), "\(mask.rawValue): \(got)")
            // The same rule vertically.
            let vertical = AutoresizingMask(rawValue: mask.rawValue << 3)
            let down = Self.frame(vertical, from: old)
            #expect(Self.close(down, Rect(x: 10, y: x, width: 300, height: width)), "\(vertical.rawValue): \(down)")
        }
    }

    /// Uneven margins share in proportion: 40 and 20 take 2/3 and 1/3 of 55.
    @Test func unevenMarginsShareInProportion() {
        let got = Self.frame([.flexibleLeftMargin, .flexibleRightMargin], from: Rect(x: 40, y: 0, width: 260, height: 10))
        #expect(Self.close(got, Rect(x: 40 + 55 * 40 / 60, y: 0, width: 260, height: 10)), "\(got)")
        #expect([AutoresizingMask.flexibleLeftMargin, .flexibleRightMargin].reduce(into: AutoresizingMask()) { $0.insert($1) }.positionFollowsSuperviewSize(on: .horizontal))
        #expect(!AutoresizingMask.flexibleWidth.positionFollowsSuperviewSize(on: .horizontal))
    }
}
