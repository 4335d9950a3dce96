import AutocellLayout

/// A cell's background views (`backgroundView`, `selectedBackgroundView`), as drawing reads
/// them: the selected one's colour while the cell is selected or highlighted, else the
/// background view's, over the cell's own `backgroundColor`. Their subviews and corners are not
/// drawn; setting one that has them says so.
@MainActor
enum CellBackgroundViews {
    static func check(_ view: UIView?, in cell: UIView) {
        guard let view else { return }
        if !view.subviews.isEmpty || view.layer.cornerRadius > 0 || view.layer.borderWidth > 0 {
            UIKitGap.cellBackgroundViews.note()
        }
    }

    /// The colour the cell's background views give it now, nil when they give none.
    static func color(of cell: UIView) -> UIColor? {
        switch cell {
        case let cell as UITableViewCell:
            if cell.isSelected || cell.isHighlighted, cell.selectionStyle != .none, let color = cell.selectedBackgroundView?.backgroundColor { return color }
            return cell.backgroundView?.backgroundColor
        case let cell as UICollectionViewCell:
            if cell.isSelected || cell.isHighlighted, let color = cell.selectedBackgroundView?.backgroundColor { return color }
            return cell.backgroundView?.backgroundColor
        default:
            return nil
        }
    }
}

/// A selected cell's subviews, highlighted as UIKit highlights them.
@preconcurrency @MainActor
enum CellSelection {
    static func highlight(_ root: UIView, _ highlighted: Bool) {
        for view in root.descendantsAndSelf {
            if let label = view as? UILabel { label.isHighlighted = highlighted }
            if let image = view as? UIImageView { image.isHighlighted = highlighted }
        }
    }
}
