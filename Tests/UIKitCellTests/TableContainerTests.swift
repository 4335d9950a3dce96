import Foundation
import Testing
import UIKit

/// The containers snapshot tests put one cell in (a table that sizes itself to its content,
/// pinned inside a view whose height follows it), as test suites write them for iOS.
@MainActor
@Suite(.serialized) struct TableContainers {
    /// A table that grows to its content: `contentSize` observed, the intrinsic height its own.
    final class SelfSizingTable: UITableView {
        override var contentSize: CGSize {
            didSet { invalidateIntrinsicContentSize() }
        }

        override var intrinsicContentSize: CGSize {
            layoutIfNeeded()
            return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
        }
    }

    final class OneCell: UITableViewCell {
        let title = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            title.numberOfLines = 0
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
                title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A view holding the table, as wide as asked, as tall as the table's content: one row of
    /// `Cell`, set up by `configure`.
    final class Container<Cell: UITableViewCell>: UIView, UITableViewDataSource {
        let table = SelfSizingTable()
        let configure: (Cell) -> Void

        init(width: CGFloat, configure: @escaping (Cell) -> Void) {
            self.configure = configure
            super.init(frame: .zero)
            table.separatorStyle = .none
            table.dataSource = self
            table.register(Cell.self, forCellReuseIdentifier: "cell")
            translatesAutoresizingMaskIntoConstraints = false
            addSubview(table)
            table.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: topAnchor), table.bottomAnchor.constraint(equalTo: bottomAnchor),
                table.leadingAnchor.constraint(equalTo: leadingAnchor), table.trailingAnchor.constraint(equalTo: trailingAnchor),
                widthAnchor.constraint(equalToConstant: width), heightAnchor.constraint(greaterThanOrEqualToConstant: 1),
            ])
        }

        required init?(coder: NSCoder) { nil }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            if let cell = cell as? Cell { configure(cell) }
            return cell
        }
    }

    @Test func aContainerGrowsToItsTablesContent() throws {
        // As a snapshot lays it out: no frame, `layoutIfNeeded`. The first pass gives the
        // container 375 × 1 (the table has no rows yet), the table then lays its row out and its
        // content size changes, which invalidates its intrinsic size: a second pass.
        let container = Container<OneCell>(width: 375) { $0.title.text = "One line" }
        container.layoutIfNeeded()
        let size = container.frame.size
        #expect(size.width == 375)
        // The cell's fitting height: 16 + a line + 16, and the table's rows laid out.
        #expect(size.height > 40 && size.height < 60, "\(size)")
        #expect(container.table.frame.size == size)
        #expect(container.table.visibleCells.count == 1)
        #expect(container.table.contentSize.height == size.height)
    }

    @Test func aTableAddedToAParentBeforeItsFirstLayoutLaysItsRowsOut() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let table = UITableView(frame: parent.bounds, style: .plain)
        let source = Container<OneCell>(width: 320) { $0.title.text = "Row" }
        parent.addSubview(table)
        table.dataSource = source
        table.register(OneCell.self, forCellReuseIdentifier: "cell")
        table.reloadData()
        parent.layoutIfNeeded()
        #expect(table.contentSize.height > 40, "\(table.contentSize)")
        #expect(table.visibleCells.count == 1)
    }
}

/// A view laid out as PixelTest lays it out: its width constrained, pinned inside a parent with
/// no frame that Auto Layout sizes, then `parent.layoutIfNeeded()`.
@MainActor
@Suite(.serialized) struct ConstraintSizedRoots {
    @Test func aParentWithNoFrameTakesItsContentsSize() {
        let cell = TableContainers.OneCell(style: .default, reuseIdentifier: nil)
        cell.title.text = "A title"
        cell.translatesAutoresizingMaskIntoConstraints = false
        cell.widthAnchor.constraint(equalToConstant: 320).isActive = true
        let parent = UIView()
        parent.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(cell)
        NSLayoutConstraint.activate([
            cell.topAnchor.constraint(equalTo: parent.topAnchor), cell.leftAnchor.constraint(equalTo: parent.leftAnchor),
            cell.rightAnchor.constraint(equalTo: parent.rightAnchor), cell.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
        ])
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(cell.frame.width == 320)
        #expect(parent.frame.size == cell.frame.size)
        // As tall as its content at 320 pt: 16 + a line + 16 (PixelTest's `.dynamicHeight`; the
        // ground truth's cells come out 320 × 80.667 so).
        #expect(cell.frame.height > 40 && cell.frame.height < 60, "\(cell.frame)")
        #expect(cell.title.frame.minX == 16 && cell.title.frame.width == 288)
        // A frame set by hand is kept: the parent is no longer sized by its constraints.
        parent.frame.size = CGSize(width: 320, height: 200)
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(parent.frame.height == 200 && cell.frame.height == 200)
    }
}

/// A label's baselines follow its font: a cell laid out at one content size category and then
/// at another aligns its first baselines as a cell laid out only at the second does (the
/// engine built for the first category's fonts was reused, with the handle 22 pt too high).
@MainActor
@Suite(.serialized) struct BaselinesFollowTheFont {
    final class HeaderCell: UITableViewCell {
        let name = UILabel()
        let handle = UILabel()
        let row = UIStackView()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            name.font = .preferredFont(forTextStyle: .headline)
            name.adjustsFontForContentSizeCategory = true
            name.text = "Ada Lovelace"
            handle.font = .preferredFont(forTextStyle: .subheadline)
            handle.text = "@ada"
            row.axis = .horizontal
            row.alignment = .firstBaseline
            row.spacing = 4
            row.addArrangedSubview(name)
            row.addArrangedSubview(handle)
            row.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                row.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                row.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    static func handleFrame(_ cell: HeaderCell, _ category: UIContentSizeCategory) -> CGRect {
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(traitsFrom: [saved, UITraitCollection(preferredContentSizeCategory: category)])
        defer { UITraitCollection.current = saved }
        cell.frame.size = CGSize(width: 375, height: 0)
        cell.frame.size.height = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        cell.layoutIfNeeded()
        return cell.handle.convert(cell.handle.bounds, to: cell)
    }

    @Test func aCellLaidOutAtTwoCategoriesAlignsAsAFreshOne() {
        let seenBefore = HeaderCell(style: .default, reuseIdentifier: nil)
        _ = Self.handleFrame(seenBefore, .large)
        let again = Self.handleFrame(seenBefore, .accessibilityExtraLarge)
        let fresh = Self.handleFrame(HeaderCell(style: .default, reuseIdentifier: nil), .accessibilityExtraLarge)
        #expect(again == fresh)
        // The handle sits on the name's first baseline, well below the top of the large name.
        #expect(fresh.minY > 20, "\(fresh)")
    }
}
