import Cells
import Testing
import UIKit

@MainActor
@Suite struct MessageCellTests {
    @Test func fitsItsText() {
        let cell = MessageCell(style: .default, reuseIdentifier: "message")
        cell.configure(title: "Lunch?", message: "Are we still on for noon tomorrow? I can book the usual place.", isUnread: true)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        #expect(cell.unread.frame.origin.x == 16)
        #expect(cell.title.frame.origin.x == 34)
        #expect(cell.title.frame.origin.y == 11)
        #expect(size.height == 11 + cell.title.frame.height + 2 + cell.message.frame.height + 11)
        let image = UIGraphicsImageRenderer(size: size).image { _ in cell.drawHierarchy(in: cell.bounds, afterScreenUpdates: true) }
        #expect(image.pngData()?.isEmpty == false)
    }
}
