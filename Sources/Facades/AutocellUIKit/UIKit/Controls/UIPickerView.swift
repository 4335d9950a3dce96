import Foundation

/// `UIPickerViewDataSource`: the components and their rows.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// `UIPickerViewDelegate`: what each row shows, and the components' sizes (all optional).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// 0: not given (the picker shares its width between the components).
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    /// 0: not given (the picker's own row height).
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// Not given: the title is drawn instead.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        UIPickerView.noRowView
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// `UIPickerView`. Laid out as UIKit sizes it: 320 × 216 pt unless constrained (the size
/// UIKit gives a picker made with a zero frame, and pins a zero height to: "invalid height
/// value 0.0 pinned to 216.0", logged on iOS and quoted by markmeretzky.com's INFO1-CE9236
/// picker notes). Components, rows and selection work as UIKit's (`selectRow`,
/// `selectedRow(inComponent:)`, reloads; selecting in code does not call `didSelectRow`, as
/// in UIKit). Drawn flat: each component's selected row and its
/// neighbours that fit whole, as titles in the body font centred in rows of
/// `rowSize(forComponent:)` (components side by side, centred; the delegate's height, else 32 pt: Autocell's, not a measured iOS
/// value), the selected one in the label colour on a `tertiarySystemFill` band, the others in
/// the secondary label colour; a row without a title shows "?", as UIKit's do; the 3-D drum
/// is not drawn (said on standard error, once). A row's view from `viewForRow` is not drawn.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// Autocell's row height where the delegate gives none (not a measured iOS value).
    static let defaultRowHeight: CGFloat = 32
    /// The marker the delegate's default `viewForRow` returns.
    static let noRowView = UIView(frame: .zero)

    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { setNeedsDisplay() } }
    /// Deprecated in UIKit (iOS 7 on, the selection is always shown); kept without effect.
    open var showsSelectionIndicator = true
    private var selected: [Int: Int] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    open func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// The row selected in `component`: 0 until another is selected, -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(max(0, selected[component] ?? 0), rows - 1)
    }

    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selected[component] = row
        setNeedsDisplay()
    }

    open func reloadAllComponents() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    open func reloadComponent(_ component: Int) { setNeedsDisplay() }

    /// A component's width (the delegate's, else an equal share of what the components with a
    /// width of their own leave) and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        let widths = (0..<numberOfComponents).map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
        let open = widths.filter { $0 <= 0 }.count
        let left = max(0, bounds.width - widths.filter { $0 > 0 }.reduce(0, +))
        let own = component >= 0 && component < widths.count ? widths[component] : 0
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        return CGSize(width: own > 0 ? own : left / CGFloat(max(1, open)), height: height > 0 ? height : Self.defaultRowHeight)
    }

    /// The view the delegate gave for a row, nil when it gives titles (nothing is shown
    /// headless, so no view is kept).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let view = delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: nil), view !== Self.noRowView else { return nil }
        return view
    }

    open override func draw(_ rect: CGRect) {
        let components = numberOfComponents
        guard components > 0 else { return }
        UIKitGap.flatPicker.note()
        // The components side by side, centred.
        var x = (bounds.width - (0..<components).reduce(0) { $0 + rowSize(forComponent: $1).width }) / 2
        let middle = bounds.height / 2
        for component in 0..<components {
            let size = rowSize(forComponent: component)
            let current = selectedRow(inComponent: component)
            if current >= 0 {
                UIColor.tertiarySystemFill.setFill()
                UIBezierPath(roundedRect: CGRect(x: x, y: middle - size.height / 2, width: size.width, height: size.height), cornerRadius: 8).fill()
                // The rows that fit whole above and below the selected one.
                let reach = max(0, Int(((middle - size.height / 2) / size.height).rounded(.down)))
                for row in max(0, current - reach)...min(numberOfRows(inComponent: component) - 1, current + reach) {
                    let attributes: [NSAttributedString.Key: Any] = [
                        .font: UIFont.preferredFont(forTextStyle: .body),
                        .foregroundColor: row == current ? UIColor.label : UIColor.secondaryLabel,
                    ]
                    let title = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)
                        ?? NSAttributedString(string: delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?", attributes: attributes)
                    let text = title.size()
                    let top = middle + CGFloat(row - current) * size.height - text.height / 2
                    title.draw(at: CGPoint(x: x + (size.width - text.width) / 2, y: top))
                }
            }
            x += size.width
        }
    }
}
