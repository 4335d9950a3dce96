import Foundation
import Testing
import UIKit

/// `UIPickerView` as a cell holds it: laid out at UIKit's 320 × 216 unless constrained, its
/// components, rows and selection as UIKit's, drawn flat.
@MainActor
@Suite(.serialized) struct PickerViews {
    final class Months: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        static let names = ["January", "February", "March", "April", "May", "June"]
        var selections: [Int] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? Self.names.count : 31 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? Self.names[row] : String(row + 1)
        }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 200 : 0 }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { selections.append(row) }
    }

    final class DateCell: UITableViewCell {
        let title = UILabel()
        let picker = UIPickerView()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            title.text = "Birthday"
            for view in [title, picker] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: margins.leadingAnchor), title.topAnchor.constraint(equalTo: margins.topAnchor),
                picker.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8), picker.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
                margins.bottomAnchor.constraint(equalTo: picker.bottomAnchor),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func aPickerInACellTakesUIKitsSize() throws {
        let cell = DateCell(style: .default, reuseIdentifier: nil)
        let months = Months()
        cell.picker.dataSource = months
        cell.picker.delegate = months
        let height = UIKitCellLayout.laidOut(cell, width: 375)
        // By hand (a lone cell's 8 pt margins): 8 + the 17 pt label's line + 8 + 216 + 8, the
        // picker 320 wide, centred.
        #expect(cell.picker.frame.size == CGSize(width: 320, height: 216))
        #expect(cell.picker.frame.minX == 27.5)
        #expect(abs(height - (8 + cell.title.frame.height + 8 + 216 + 8)) <= 1)
    }

    @Test func componentsRowsAndSelection() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1)
        let months = Months()
        picker.dataSource = months
        picker.delegate = months
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 6 && picker.numberOfRows(inComponent: 1) == 31 && picker.numberOfRows(inComponent: 2) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(3, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(months.selections.isEmpty, "selecting in code does not call didSelectRow, as in UIKit")
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 200, height: 32))
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 120, height: 32), "what the first component leaves")
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
    }

    @Test func drawnFlatWithTheSelectionBand() throws {
        let cell = DateCell(style: .default, reuseIdentifier: nil)
        let months = Months()
        cell.picker.dataSource = months
        cell.picker.delegate = months
        cell.picker.selectRow(2, inComponent: 0, animated: false)
        _ = UIKitCellLayout.laidOut(cell, width: 375)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: cell.bounds, format: format).image { context in
            cell.layer.render(in: context.cgContext)
        }
        let png = try #require(image.pngData())
        if let folder = ProcessInfo.processInfo.environment["UIKIT_RENDER_DIR"] {
            try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("picker.png"))
        }
        // The band and titles make a picture much larger than a blank one (about 350 bytes).
        #expect(png.count > 2_000)
    }
}
