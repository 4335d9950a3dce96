import Testing
import UIKit

/// `UITableViewCell(style:reuseIdentifier:)` with its built-in `textLabel`, `detailTextLabel`
/// and `imageView`, as apps write settings and contact lists: frames after `layoutIfNeeded`
/// and self-sizing heights against values worked out by hand from UIKit's layout rules
/// (README, "Built-in cell styles") and the labels' own fitting sizes.
@MainActor
@Suite(.serialized) struct BuiltInCellStyles {
    static func laidOut(_ cell: UITableViewCell, width: CGFloat = 375) -> CGFloat {
        UIKitCellLayout.laidOut(cell, width: width)
    }

    static func size(_ label: UILabel?) -> CGSize {
        label?.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)) ?? .zero
    }

    /// An image of a size, made the way UIKit code makes one.
    static func image(_ side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            UIColor.systemGreen.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    static func cell(_ style: UITableViewCell.CellStyle, _ text: String?, _ detail: String?) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = detail
        return cell
    }

    @Test func eachStyleHasTheViewsUIKitGivesIt() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        #expect(value1.textLabel?.font == .preferredFont(forTextStyle: .body))
        #expect(value1.detailTextLabel?.font == .preferredFont(forTextStyle: .body))
        #expect(value1.detailTextLabel?.textAlignment == .right && value1.detailTextLabel?.textColor == .secondaryLabel)
        let value2 = UITableViewCell(style: .value2, reuseIdentifier: nil)
        #expect(value2.textLabel?.font == .preferredFont(forTextStyle: .footnote) && value2.textLabel?.textAlignment == .right)
        #expect(value2.textLabel?.textColor == .systemBlue && value2.detailTextLabel?.font == .preferredFont(forTextStyle: .footnote))
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        #expect(subtitle.detailTextLabel?.font == .preferredFont(forTextStyle: .caption1) && subtitle.detailTextLabel?.textColor == .label)
        // The labels join the contentView only while they have text, the image view while it has an image.
        subtitle.textLabel?.text = "Title"
        _ = Self.laidOut(subtitle)
        #expect(subtitle.textLabel?.superview === subtitle.contentView && subtitle.detailTextLabel?.superview == nil)
        #expect(subtitle.imageView?.superview == nil)
        subtitle.textLabel?.text = nil
        _ = Self.laidOut(subtitle)
        #expect(subtitle.textLabel?.superview == nil)
    }

    /// One line each, at 375 (16 pt margins) and 414 (20 pt): a 44 pt row (43.5 under the
    /// separator), the labels centred as a group, the offset rounded up.
    @Test(arguments: [(CGFloat(375), CGFloat(16)), (414, 20)])
    func singleLineRows(width: CGFloat, margin: CGFloat) {
        let content = width - 2 * margin
        let plain = Self.cell(.default, "Wi-Fi", nil)
        #expect(Self.laidOut(plain, width: width) == 43.5)
        #expect(plain.textLabel?.frame == CGRect(x: margin, y: 0, width: content, height: 43.5))

        let value1 = Self.cell(.value1, "Wi-Fi", "Home Network")
        #expect(Self.laidOut(value1, width: width) == 43.5)
        let title = Self.size(value1.textLabel), value = Self.size(value1.detailTextLabel)
        let y = ((43.5 - title.height) / 2).rounded(.up)
        #expect(value1.textLabel?.frame == CGRect(x: margin, y: y, width: title.width, height: title.height))
        #expect(value1.detailTextLabel?.frame == CGRect(x: margin + content - value.width, y: y, width: value.width, height: value.height))

        // Value 2: a 91 pt right-aligned title, the value 6 pt after it; both Footnote.
        let value2 = Self.cell(.value2, "mobile", "+44 20 7946 0000")
        #expect(Self.laidOut(value2, width: width) == 43.5)
        let small = Self.size(value2.detailTextLabel)
        let y2 = ((43.5 - small.height) / 2).rounded(.up)
        #expect(value2.textLabel?.frame == CGRect(x: margin, y: y2, width: 91, height: small.height))
        #expect(value2.detailTextLabel?.frame == CGRect(x: margin + 97, y: y2, width: small.width, height: small.height))

        // Subtitle: the row is the two lines plus Body's 22 pt leading and the separator,
        // rounded up; the detail label right under the title.
        let subtitle = Self.cell(.subtitle, "Ada Lovelace", "Analyst")
        let top = Self.size(subtitle.textLabel), bottom = Self.size(subtitle.detailTextLabel)
        let row = (top.height + bottom.height + 22 + 0.5).rounded(.up)
        #expect(Self.laidOut(subtitle, width: width) == row - 0.5)
        let y3 = ((row - 0.5 - top.height - bottom.height) / 2).rounded(.up)
        #expect(subtitle.textLabel?.frame == CGRect(x: margin, y: y3, width: top.width, height: top.height))
        #expect(subtitle.detailTextLabel?.frame == CGRect(x: margin, y: y3 + top.height, width: bottom.width, height: bottom.height))
    }

    /// An image at the leading margin, centred; the text 15 pt after it. A single-line title
    /// keeps the 44 pt row whatever the image (UIKit sizes those rows by the font alone); a
    /// multi-line one grows to the image plus a leading.
    @Test func imagesPushTheTextAndSizeMultiLineRows() {
        let cell = Self.cell(.default, "Photos", nil)
        cell.imageView?.image = Self.image(30)
        #expect(Self.laidOut(cell) == 43.5)
        #expect(cell.imageView?.frame == CGRect(x: 16, y: 6.75, width: 30, height: 30))
        #expect(cell.textLabel?.frame == CGRect(x: 61, y: 0, width: 375 - 61 - 16, height: 43.5))

        let tall = Self.cell(.default, "Album", nil)
        tall.imageView?.image = Self.image(60)
        #expect(Self.laidOut(tall) == 43.5)
        // Taller than the contentView: scaled down to its height.
        #expect(tall.imageView?.frame == CGRect(x: 16, y: 0, width: 43.5, height: 43.5))
        tall.textLabel?.numberOfLines = 0
        #expect(Self.laidOut(tall) == 82.5)  // 60 + 22 + 0.5 = 82.5 → 83 − 0.5
        #expect(tall.imageView?.frame == CGRect(x: 16, y: 11.25, width: 60, height: 60))
        #expect(tall.textLabel?.frame.minX == 91)
    }

    @Test func multiLineTitlesWrapInTheTextRect() throws {
        let cell = Self.cell(.default, String(repeating: "A long settings explanation that wraps. ", count: 4), nil)
        cell.textLabel?.numberOfLines = 0
        let wrapped = try #require(cell.textLabel).sizeThatFits(CGSize(width: 343, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.height > 60)
        let height = Self.laidOut(cell)
        #expect(height == (wrapped.height + 22 + 0.5).rounded(.up) - 0.5)
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 343, height: height))
    }

    /// Value 1 with a long title: the title keeps what it needs (at most the text rect), the
    /// value gets the rest less 6 pt.
    @Test func valueOneSharesTheWidth() throws {
        let cell = Self.cell(.value1, "Notification Previews", "When Unlocked (and a much longer value)")
        _ = Self.laidOut(cell)
        let title = Self.size(cell.textLabel)
        let frame = try #require(cell.detailTextLabel?.frame)
        #expect(frame.width == 343 - title.width - 6)
        #expect(frame.maxX == 359)
    }

    /// An accessory narrows the contentView; the text stops 8 pt before it. An explicit
    /// separator inset moves the text; right-to-left mirrors the labels.
    @Test func accessorySeparatorInsetAndDirection() {
        let cell = Self.cell(.value1, "General", "On")
        cell.accessoryType = .disclosureIndicator
        _ = Self.laidOut(cell)
        #expect(cell.contentView.frame.width == CGFloat(375 - 34), "\(cell.contentView.frame.width.description)")
        #expect(cell.detailTextLabel?.frame.maxX == CGFloat(375 - 34 - 8), "\(String(describing: cell.detailTextLabel?.frame.maxX))")

        let inset = Self.cell(.default, "Indented", nil)
        inset.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        _ = Self.laidOut(inset)
        #expect(inset.textLabel?.frame.minX == 40)

        let mirrored = Self.cell(.value1, "Wi-Fi", "Home")
        mirrored.semanticContentAttribute = .forceRightToLeft
        _ = Self.laidOut(mirrored)
        let title = Self.size(mirrored.textLabel), value = Self.size(mirrored.detailTextLabel)
        #expect(mirrored.textLabel?.frame.maxX == 375 - 16 && mirrored.textLabel?.frame.width == title.width)
        #expect(mirrored.detailTextLabel?.frame.minX == 16 && mirrored.detailTextLabel?.frame.width == value.width)
    }

    /// Dynamic Type: Body at xxxLarge is 23 pt with a 29 pt leading, so a single-line row is
    /// 58 pt (HIG, Dynamic Type sizes).
    @Test func dynamicTypeGrowsTheRow() {
        let cell = Self.cell(.default, "Larger Text", nil)
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        defer { UITraitCollection.current = saved }
        #expect(Self.laidOut(cell) == 57.5)
    }

    /// A table of built-in cells: self-sizing rows from the styles' rules.
    @Test func aTableOfBuiltInCells() {
        let source = BuiltInStylesDataSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        table.dataSource = source
        table.reloadData()
        #expect(table.rect(forRowAt: IndexPath(row: 0, section: 0)).height == 44)
        let subtitle = Self.cell(.subtitle, "Ada Lovelace", "Notes on the Analytical Engine")
        let top = Self.size(subtitle.textLabel), bottom = Self.size(subtitle.detailTextLabel)
        #expect(table.rect(forRowAt: IndexPath(row: 3, section: 0)).height == (top.height + bottom.height + 22.5).rounded(.up))
        #expect(table.visibleCells.count == source.rows.count)
    }
}
