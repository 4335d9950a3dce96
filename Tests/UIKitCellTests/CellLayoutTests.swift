import Testing
import UIKit

/// The cells of `Cells.swift`, laid out through UIKit's own API: heights from
/// `systemLayoutSizeFitting`, frames after `layoutIfNeeded`, against values worked out by hand.
@MainActor
@Suite(.serialized) struct UIKitCellLayout {
    static let posts = [
        Post(name: "Ada Lovelace", handle: "@ada", body: "Notes on the Analytical Engine, with a long enough body to wrap onto a second line at 375 points.", badge: "Pinned"),
        Post(name: "Grace Hopper", handle: "@grace", body: "Short.", badge: nil),
        Post(name: "天ttan", handle: "@tian", body: "中文的正文也要换行，看看高度是否正确：这一行足够长，可以换到第二行。", badge: "New"),
    ]

    /// The content's fitting height: the cell's (which has its separator's pixel, as on iOS)
    /// less the separator, the height a table holds the cell at.
    static func fittingHeight(_ cell: UITableViewCell, width: CGFloat = 375) -> CGFloat {
        cell.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height - 1 / cell.traitCollection.displayScale
    }

    static func laidOut(_ cell: UITableViewCell, width: CGFloat = 375) -> CGFloat {
        let height = fittingHeight(cell, width: width)
        cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
        cell.layoutIfNeeded()
        return height
    }

    @Test func postCellFramesAreWhatTheConstraintsSay() throws {
        // Dequeued from a controller's table (as FDTemplateLayoutCell's template cells are): the
        // table's margins, not a lone cell's 8 pt (`aLoneCellHasUIViewsMargins`).
        let (controller, table) = controllerTable(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        defer { withExtendedLifetime(controller) {} }
        table.register(PostCell.self, forCellReuseIdentifier: PostCell.reuseIdentifier)
        let cell = try #require(table.dequeueReusableCell(withIdentifier: PostCell.reuseIdentifier) as? PostCell)
        for post in Self.posts {
            cell.configure(with: post)
            let height = Self.laidOut(cell)
            // The margins guide: 16 pt at the sides, 11 pt above and below (a table cell's).
            #expect(cell.avatar.frame == CGRect(x: 16, y: 11, width: 40, height: 40))
            #expect(cell.column.frame.minX == 68 && cell.column.frame.width == 375 - 16 - 68)
            #expect(cell.column.frame.minY == 11)
            let body = cell.bodyLabel.sizeThatFits(CGSize(width: 291, height: CGFloat.greatestFiniteMagnitude))
            #expect(cell.bodyLabel.frame.width == 291)
            #expect(abs(cell.bodyLabel.frame.height - body.height) < 1e-6)
            let header = cell.header.frame.height
            let badge = post.badge == nil ? 0 : 6 + cell.badgeLabel.frame.height
            #expect(abs(height - (11 + header + 6 + body.height + badge + 11)) < 1e-6, "\(post.name)")
            #expect(cell.badgeLabel.isHidden == (post.badge == nil))
            #expect(cell.header.frame.minY == 0 && cell.bodyLabel.frame.minY == header + 6)
        }
    }

    /// A cell made or loaded on its own, never dequeued from or shown in a table, has UIView's
    /// 8 pt margins on every side (Apple's documentation of `layoutMargins`: 8 pt for views
    /// other than a controller's root); a table gives its cells 16 and 11 pt. Measured on iOS-
    /// recorded references of nib cells snapshotted alone, iOS 10 to 14: KataScreenshotIOS's
    /// SuperHeroTableViewCell, Laboratory.iOS's LabEquipmentTVCell (Documentation/Fidelity.md).
    /// Its built-in style labels keep the table's layout.
    @Test func aLoneCellHasUIViewsMargins() {
        let cell = PostCell(style: .default, reuseIdentifier: PostCell.reuseIdentifier)
        let post = Self.posts[1]
        cell.configure(with: post)
        let height = Self.laidOut(cell)
        #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(cell.avatar.frame == CGRect(x: 8, y: 8, width: 40, height: 40))
        #expect(cell.column.frame.minX == 60 && cell.column.frame.width == 375 - 8 - 60)
        let body = cell.bodyLabel.sizeThatFits(CGSize(width: 307, height: CGFloat.greatestFiniteMagnitude))
        #expect(abs(height - (8 + cell.header.frame.height + 6 + body.height + 8)) < 1e-6)
    }

    /// The same cell reused: a row without a badge is shorter by the badge and its spacing.
    @Test func aHiddenBadgeTakesNoSpace() {
        let cell = PostCell(style: .default, reuseIdentifier: PostCell.reuseIdentifier)
        var post = Self.posts[0]
        cell.configure(with: post)
        let with = Self.laidOut(cell)
        let badge = cell.badgeLabel.frame.height
        post.badge = nil
        cell.configure(with: post)
        let without = Self.laidOut(cell)
        #expect(abs(with - without - (badge + 6)) < 1e-6)
    }

    /// A larger text size makes the Dynamic Type name taller (`adjustsFontForContentSizeCategory`).
    @Test func dynamicTypeGrowsTheName() {
        let cell = PostCell(style: .default, reuseIdentifier: nil)
        cell.configure(with: Self.posts[1])
        _ = Self.laidOut(cell)
        let regular = cell.nameLabel.frame.height
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        defer { UITraitCollection.current = saved }
        _ = Self.laidOut(cell)
        #expect(cell.nameLabel.frame.height > regular * 1.5)
    }

    /// A cell that lays itself out by hand: `sizeThatFits` gives its height, `layoutSubviews` its frames.
    @Test func manualFrames() {
        let cell = ManualCell(style: .default, reuseIdentifier: nil)
        cell.title.text = "Manual layout"
        cell.detail.text = "Frames set in layoutSubviews, the height from sizeThatFits, as cells written before Auto Layout do."
        let size = cell.sizeThatFits(CGSize(width: 320, height: 0))
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        let title = cell.title.sizeThatFits(CGSize(width: 296, height: CGFloat.greatestFiniteMagnitude))
        let detail = cell.detail.sizeThatFits(CGSize(width: 296, height: CGFloat.greatestFiniteMagnitude))
        #expect(cell.title.frame == CGRect(x: 12, y: 12, width: 296, height: title.height))
        #expect(cell.detail.frame == CGRect(x: 12, y: 12 + title.height + 4, width: 296, height: detail.height))
        #expect(size.height == 12 + title.height + 4 + detail.height + 12)
        #expect(detail.height > title.height)
    }

    /// A custom view's `intrinsicContentSize` sizes it; changing it re-lays the cell out.
    @Test func customIntrinsicSize() {
        let cell = RatingCell(style: .default, reuseIdentifier: nil)
        cell.caption.text = "3 of 5"
        var height = Self.laidOut(cell, width: 320)
        #expect(cell.rating.frame == CGRect(x: (320 - 38) / 2, y: 10, width: 38, height: 10))
        let caption = cell.caption.intrinsicContentSize
        #expect(cell.caption.frame.minY == 28 && cell.caption.frame.height == caption.height)
        #expect(height == 10 + 10 + 8 + caption.height + 10)
        cell.rating.rating = 5
        height = Self.laidOut(cell, width: 320)
        #expect(cell.rating.frame == CGRect(x: (320 - 66) / 2, y: 10, width: 66, height: 10))
    }

    /// Constraints made with NSLayoutConstraint's item initializer and the visual format,
    /// deactivated and constants changed per row.
    @Test func constraintsChangePerRow() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let leading = NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 1, constant: 10)
        NSLayoutConstraint.activate([leading] + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(top)-[box(==40)]", options: [], metrics: ["top": 5], views: ["box": box]))
        let width = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 5, width: 150, height: 40))
        leading.constant = 30
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 30, y: 5, width: 150, height: 40))
        width.isActive = false
        box.widthAnchor.constraint(equalToConstant: 20).isActive = true
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 30, y: 5, width: 20, height: 40))
        // A view that translates its autoresizing mask keeps the frame it was given.
        let fixed = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(fixed)
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}

@MainActor
@Suite struct UIKitCollectionAndDrawing {
    /// A collection view item fitted as a flow layout asks: both dimensions free (UIKit's
    /// fitting priorities), so the item is its label plus the contentView's 8 pt margins.
    @Test func preferredLayoutAttributes() {
        let cell = TagCell(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
        cell.title.text = "Swift"
        let proposed = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
        proposed.frame = CGRect(x: 10, y: 20, width: 120, height: 50)
        let fitted = cell.preferredLayoutAttributesFitting(proposed)
        let label = cell.title.intrinsicContentSize
        #expect(fitted.indexPath == IndexPath(item: 3, section: 0))
        #expect(fitted.frame.origin == CGPoint(x: 10, y: 20) && fitted.size.width == 8 + label.width + 8)
        #expect(fitted.size.height == 8 + label.height + 8)
    }

    /// String drawing in `draw(_:)` measures as a label does.
    @Test func stringDrawing() throws {
        let view = CaptionView(frame: CGRect(x: 0, y: 0, width: 200, height: 24))
        view.caption = "Drawn text"
        let size = ("Drawn text" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
        let label = UILabel()
        label.font = .systemFont(ofSize: 14)
        label.text = "Drawn text"
        // `size(withAttributes:)` is fractional ("you must raise its value to the nearest higher
        // integer", Apple); a label's intrinsic size is the same rounded up to the pixel (@2x).
        #expect(size.width < label.intrinsicContentSize.width && size.height < label.intrinsicContentSize.height)
        #expect(label.intrinsicContentSize == CGSize(width: (size.width * 2).rounded(.up) / 2, height: (size.height * 2).rounded(.up) / 2))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        #expect(try #require(image.pngData()).count > 200)
    }
}
