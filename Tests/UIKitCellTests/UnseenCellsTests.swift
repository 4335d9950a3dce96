import AutocellImage
@testable import AutocellUIKit
import Foundation
import Testing
import UIKit

/// A cell that adds its content to itself (not its contentView): a card pinned 16 pt inside
/// the cell, two labels pinned 16 pt inside the card.
final class CellLevelCardCell: UITableViewCell {
    let card = UIView()
    let title = UILabel()
    let subtitle = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .systemFont(ofSize: 16)
        subtitle.font = .systemFont(ofSize: 14)
        subtitle.numberOfLines = 0
        for view in [card, title, subtitle] { view.translatesAutoresizingMaskIntoConstraints = false }
        addSubview(card)
        card.addSubview(title)
        card.addSubview(subtitle)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            card.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            subtitle.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { nil }
}


/// A cell whose content hangs from its contentView's margins, as most cells are written.
final class MarginsMessageCell: UITableViewCell {
    let title = UILabel()
    let message = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .boldSystemFont(ofSize: 17)
        message.font = .systemFont(ofSize: 15)
        message.numberOfLines = 0
        for view in [title, message] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            message.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            message.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            message.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            message.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}


/// A cell that follows Dynamic Type the usual ways: `traitCollectionDidChange(_:)` turns its
/// row vertical at accessibility sizes; an iOS 17 handler counts text size changes.
final class AdaptiveCell: UITableViewCell {
    let stack = UIStackView()
    let name = UILabel()
    let value = UILabel()
    var changes: [UIContentSizeCategory] = []
    var handled = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        name.text = "Name"
        value.text = "Value"
        stack.addArrangedSubview(name)
        stack.addArrangedSubview(value)
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _: UITraitCollection) in
            self.handled += 1
        }
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(traitCollection.preferredContentSizeCategory)
        stack.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
    }
}


/// A view that draws itself (`draw(_:)`), as custom views snapshotted through
/// `layer.render(in:)` do.
final class DrawnBadgeView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.systemRed.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
    }
}


/// A custom view loaded from its own file (`loadFromNib()`), its outlet connected.
final class NibBadgeView: UIView, UINibOutletConnecting {
    var nameLabel: UILabel!
    static var nibOutlets: [String: AnyKeyPath] { ["nameLabel": \NibBadgeView.nameLabel] }
}


/// A cell whose content is in its contentView but pinned to the cell's own anchors (`self`
/// where `contentView` was meant), which iOS lays out as written.
final class SelfAnchoredCell: UITableViewCell {
    let title = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.numberOfLines = 0
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite(.serialized) struct UnseenCells {
    /// Point 1: subviews added to the cell itself size a self-sizing row (iOS: 108.5 pt at @2x,
    /// 16 + 16 + 19.5 + 8 + 17 + 16 + 16, the separator inside the cell).
    @Test func subviewsAddedToTheCellItselfSizeTheRow() throws {
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(displayScale: 2)
        defer { UITraitCollection.current = saved }
        let cell = CellLevelCardCell(style: .default, reuseIdentifier: nil)
        cell.title.text = "Title"
        cell.subtitle.text = "Subtitle"
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 375, height: 108.5))
        cell.frame.size = size
        cell.layoutIfNeeded()
        #expect(cell.card.frame == CGRect(x: 16, y: 16, width: 343, height: 76.5))
        #expect(cell.title.frame == CGRect(x: 16, y: 16, width: 311, height: 19.5))
        #expect(cell.subtitle.frame == CGRect(x: 16, y: 43.5, width: 311, height: 17))

        // In a self-sizing table: the row is the cell's 108.5 pt, no conflict.
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        let source = SingleCellSource { _ in
            let cell = CellLevelCardCell(style: .default, reuseIdentifier: "card")
            cell.title.text = "Title"
            cell.subtitle.text = "Subtitle"
            return cell
        }
        table.dataSource = source
        table.reloadData()
        table.layoutIfNeeded()
        let row = try #require(table.visibleCells.first as? CellLevelCardCell)
        #expect(row.frame.height + 0.5 == 108.5)
        #expect(row.card.frame.height == 76.5 && row.subtitle.frame.maxY == 60.5)
    }

    /// Point 2: a standalone cell whose contentView the test sizes by constraints
    /// (`translatesAutoresizingMaskIntoConstraints = false`, width 375, `layoutIfNeeded()`):
    /// the contentView is 375 wide and as tall as its content, and draws it.
    @Test func aContentViewSizedByTheTestIsLaidOutAtItsWidth() throws {
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(displayScale: 2)
        defer { UITraitCollection.current = saved }
        for made in [MarginsMessageCell(style: .default, reuseIdentifier: nil), MarginsMessageCell(frame: .zero)] {
            made.title.text = "Title"
            made.message.text = "A message long enough to wrap onto a second line at three hundred and seventy-five points."
            made.contentView.translatesAutoresizingMaskIntoConstraints = false
            made.contentView.widthAnchor.constraint(equalToConstant: 375).isActive = true
            made.layoutIfNeeded()
            let content = made.contentView.frame
            #expect(content.origin == .zero && content.width == 375, "\(content)")
            // A lone cell's margins (UIView's 8 pt: `aLoneCellHasUIViewsMargins`) and the two labels.
            #expect(made.title.frame.minX == 8 && made.title.frame.width == 359 && made.title.frame.minY == 8)
            #expect(made.message.frame.minY == made.title.frame.maxY + 4)
            #expect(content.height == made.message.frame.maxY + 8)
            #expect(made.message.frame.height > 30, "two lines: \(made.message.frame)")
            // Drawn: dark text pixels inside the contentView.
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let image = UIGraphicsImageRenderer(bounds: made.contentView.bounds, format: format).image { _ in
                made.contentView.drawHierarchy(in: made.contentView.bounds, afterScreenUpdates: true)
            }
            let pixels = try #require(image.pixels())
            var dark = 0
            for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y].r < 80 && pixels[x, y].a > 200 { dark += 1 } }
            #expect(image.size.width == 375 && dark > 300, "\(dark) dark pixels")
        }
    }

    /// Point 3: `UIStackView.spacingUseSystem` is the system spacing, 8 pt, between stacked
    /// labels and beside an image (measured on iOS at @3x: Storytel's result cell), not a
    /// hierarchy that fails to lay out.
    @Test func spacingUseSystemIsTheSystemSpacing() {
        let labels = (0..<3).map { index -> UILabel in
            let label = UILabel()
            label.text = "Line \(index)"
            label.font = .systemFont(ofSize: index == 0 ? 15 : 12)
            return label
        }
        let column = UIStackView(arrangedSubviews: labels)
        column.axis = .vertical
        column.spacing = UIStackView.spacingUseSystem
        let image = UIView()
        image.translatesAutoresizingMaskIntoConstraints = false
        image.widthAnchor.constraint(equalToConstant: 64).isActive = true
        image.heightAnchor.constraint(equalToConstant: 64).isActive = true
        let row = UIStackView(arrangedSubviews: [image, column])
        row.alignment = .leading
        row.spacing = UIStackView.spacingUseSystem
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
        host.addSubview(row)
        row.frame = host.bounds
        host.layoutIfNeeded()
        #expect(abs(column.frame.minX - 72) < 1e-9)
        #expect(labels[1].frame.minY == labels[0].frame.maxY + 8)
        #expect(labels[2].frame.minY == labels[1].frame.maxY + 8)
        #expect(labels.allSatisfy { $0.frame.height > 10 })
        row.setCustomSpacing(UIStackView.spacingUseSystem, after: image)
        column.isBaselineRelativeArrangement = true
        host.layoutIfNeeded()
        #expect(abs(column.frame.minX - 72) < 1e-9)
        #expect(UIKitDiagnostics.hasSaid("system spacing between text baselines"))
    }

    /// A constraint whose constant is not a length is left out (and said); the rest lays out.
    @Test func aConstraintThatIsNotALengthIsLeftOutAndSaid() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 20),
            box.trailingAnchor.constraint(lessThanOrEqualTo: host.trailingAnchor, constant: .infinity),
        ])
        host.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(UIKitDiagnostics.hasSaid("is not a finite length: left out of the layout"))
    }

    /// Point 4: `UIFontMetrics` scales by the style's leading ratio on the pixel grid, as iOS's
    /// published values are (17 → 16.333 at Medium @3x, 48 at AX5), not by its point sizes.
    @Test func fontMetricsScaleAsIOSDoes() {
        let body = UIFontMetrics(forTextStyle: .body)
        func traits(_ category: UIContentSizeCategory, _ scale: CGFloat) -> UITraitCollection {
            UITraitCollection(traitsFrom: [UITraitCollection(preferredContentSizeCategory: category), UITraitCollection(displayScale: scale)])
        }
        #expect(abs(body.scaledValue(for: 17, compatibleWith: traits(.medium, 3)) - 49.0 / 3) < 1e-9)
        #expect(body.scaledValue(for: 17, compatibleWith: traits(.large, 3)) == 17)
        #expect(body.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: traits(.accessibilityExtraExtraExtraLarge, 3)).pointSize == 48)
        #expect(body.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: traits(.accessibilityExtraExtraExtraLarge, 2)).pointSize == 48)
        // Another style: its own leadings (Caption 1: 13 at xSmall against 16 at Large).
        let caption = UIFontMetrics(forTextStyle: .caption1)
        #expect(caption.scaledValue(for: 16, compatibleWith: traits(.extraSmall, 2)) == 13)
        #expect(body.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 30, compatibleWith: traits(.accessibilityExtraExtraExtraLarge, 2)).pointSize == 30)
        // A label that adjusts its font follows its traits: made at Large, laid out at AX5.
        let label = UILabel()
        label.font = body.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: traits(.large, 2))
        label.adjustsFontForContentSizeCategory = true
        label.text = "Scaled"
        let saved = UITraitCollection.current
        UITraitCollection.current = traits(.accessibilityExtraExtraExtraLarge, 2)
        defer { UITraitCollection.current = saved }
        #expect(label.content.font.size == 48)
    }

    /// Point 8: a view whose traits change (a snapshot's accessibility size) is told, before
    /// it is laid out: `traitCollectionDidChange(_:)` and iOS 17's registered handlers.
    @Test func traitChangesAreToldBeforeLayout() {
        let cell = AdaptiveCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        cell.layoutIfNeeded()
        #expect(cell.changes.isEmpty && cell.handled == 0)
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        defer { UITraitCollection.current = saved }
        cell.layoutIfNeeded()
        #expect(cell.changes == [.accessibilityExtraExtraExtraLarge] && cell.handled == 1)
        #expect(cell.stack.axis == .vertical)
        #expect(cell.value.frame.minY > cell.name.frame.minY, "stacked: \(cell.name.frame) \(cell.value.frame)")
        // Unchanged traits are not told again; an override is.
        cell.layoutIfNeeded()
        #expect(cell.changes.count == 1)
        cell.overrideUserInterfaceStyle = .dark
        cell.layoutIfNeeded()
        #expect(cell.changes.count == 2 && cell.handled == 1 && cell.traitCollection.userInterfaceStyle == .dark)
        cell.traitOverrides.preferredContentSizeCategory = .large
        cell.layoutIfNeeded()
        #expect(cell.handled == 2 && cell.stack.axis == .horizontal)
    }

    /// Point 6: drawing made in memory is drawn: an image from `UIGraphicsImageRenderer` in an
    /// image view, and a view's own `draw(_:)` rendered with `layer.render(in:)`.
    @Test func drawingMadeInMemoryIsDrawn() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let green = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 30), format: format).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 30))
        }
        let imageView = UIImageView(image: green)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.backgroundColor = .white
        host.addSubview(imageView)
        imageView.frame = CGRect(x: 10, y: 5, width: 20, height: 30)
        let shot = UIGraphicsImageRenderer(bounds: host.bounds, format: format).image { context in host.layer.render(in: context.cgContext) }
        let pixels = try #require(shot.pixels())
        #expect(pixels[40, 40].g > 200 && pixels[40, 40].r < 50, "the image's green at its centre: \(pixels[40, 40])")
        #expect(pixels[2, 2].r > 200 && pixels[2, 2].g > 200, "white outside it")
        let badge = DrawnBadgeView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let drawn = UIGraphicsImageRenderer(bounds: badge.bounds, format: format).image { context in badge.layer.render(in: context.cgContext) }
        let badgePixels = try #require(drawn.pixels())
        #expect(badgePixels[30, 30].r > 200 && badgePixels[30, 30].a > 200, "red at the centre: \(badgePixels[30, 30])")
    }

    /// Point 7: a .xib whose root is a plain `<view>` instantiates that view, of its class,
    /// with its outlets and its text as written (`{Name}` is data).
    @Test func aPlainViewNibInstantiatesItsView() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root" customClass="NibBadgeView">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                        <subviews>
                            <label text="{Name}" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                <rect key="frame" x="20" y="20" width="100" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="12" id="a"/>
                            <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="12" id="b"/>
                        </constraints>
                        <connections>
                            <outlet property="nameLabel" destination="name" id="o"/>
                        </connections>
                    </view>
                </objects>
            </document>
            """
        UINib.customClasses["NibBadgeView"] = NibBadgeView.self
        let objects = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil)
        let view = try #require(objects.first as? NibBadgeView)
        #expect(view.frame.size == CGSize(width: 300, height: 60))
        #expect(view.nameLabel?.text == "{Name}")
        view.layoutIfNeeded()
        #expect(view.nameLabel.frame.origin == CGPoint(x: 20, y: 20))
    }

    /// The dark pixels of `view` drawn at @2x.
    static func darkPixels(_ view: UIView, threshold: UInt8 = 128) throws -> Int {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        let pixels = try #require(image.pixels())
        var dark = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y].a > 128 && Int(pixels[x, y].r) + Int(pixels[x, y].g) < Int(threshold) * 2 { dark += 1 } }
        return dark
    }

    /// The accessory as iOS 14–17 place it (Fidelity.md, "Accessories"): the chevron's ink ends
    /// 1 pt inside the table's 16 pt margin at 320 pt (17 from the edge), the checkmark's 4.5 pt
    /// inside (20.5); right to left both sit at the left end, mirrored, and a custom accessory
    /// view goes by the table's rule (15 pt from the edge) on the leading side.
    @Test func accessoriesArePlacedByTheMarginAndMirrored() throws {
        func inkColumns(_ accessory: UITableViewCell.AccessoryType, rightToLeft: Bool) throws -> ClosedRange<Double> {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.accessoryType = accessory
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            cell.backgroundColor = .white
            if rightToLeft { cell.semanticContentAttribute = .forceRightToLeft }
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let image = UIGraphicsImageRenderer(bounds: cell.bounds, format: format).image { _ in
                cell.drawHierarchy(in: cell.bounds, afterScreenUpdates: true)
            }
            let pixels = try #require(image.pixels())
            var columns: [Int] = []
            for x in 0..<pixels.width {
                for y in 0..<pixels.height where Int(pixels[x, y].r) + Int(pixels[x, y].g) + Int(pixels[x, y].b) < 3 * 235 {
                    columns.append(x)
                    break
                }
            }
            let first = try #require(columns.first), last = try #require(columns.last)
            return Double(first) / 2...Double(last + 1) / 2
        }
        let chevron = try inkColumns(.disclosureIndicator, rightToLeft: false)
        #expect(abs(320 - chevron.upperBound - 17) <= 0.5 && abs(chevron.upperBound - chevron.lowerBound - 7) <= 1, "\(chevron)")
        let checkmark = try inkColumns(.checkmark, rightToLeft: false)
        #expect(abs(320 - checkmark.upperBound - 20.5) <= 0.5, "\(checkmark)")
        let mirrored = try inkColumns(.disclosureIndicator, rightToLeft: true)
        #expect(abs(mirrored.lowerBound - 17) <= 0.5, "\(mirrored)")

        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let toggle = UISwitch()
        cell.accessoryView = toggle
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.semanticContentAttribute = .forceRightToLeft
        _ = try Self.darkPixels(cell)
        #expect(toggle.frame.minX == 15, "\(toggle.frame)")
    }

    /// Point 8: what a cell snapshot shows as on iOS: its accessory, a `.default`
    /// configuration's secondary text, a capsule button, a Chinese headline in bold.
    @Test func cellSnapshotsShowWhatIOSShows() throws {
        func cell(_ accessory: UITableViewCell.AccessoryType) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Title"
            cell.accessoryType = accessory
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            cell.backgroundColor = .white
            return cell
        }
        let plain = try Self.darkPixels(cell(.none), threshold: 230)
        let chevron = try Self.darkPixels(cell(.disclosureIndicator), threshold: 230)
        let checkmark = try Self.darkPixels(cell(.checkmark), threshold: 230)
        #expect(chevron > plain && checkmark > plain && chevron != checkmark, "\(plain) \(chevron) \(checkmark)")

        let listCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = listCell.defaultContentConfiguration()
        content.text = "Text"
        let single = listCell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        content.secondaryText = "Secondary text"
        listCell.contentConfiguration = content
        let double = listCell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        listCell.frame.size = double
        listCell.layoutIfNeeded()
        let secondary = try #require(listCell.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Secondary text" })
        #expect(secondary.frame.height > 0 && secondary.frame.minY > 10, "\(secondary.frame) in \(single) → \(double)")

        var capsule = UIButton.Configuration.filled()
        capsule.title = "Follow"
        capsule.cornerStyle = .capsule
        let button = UIButton(configuration: capsule)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let shot = UIGraphicsImageRenderer(bounds: button.bounds, format: format).image { _ in button.drawHierarchy(in: button.bounds, afterScreenUpdates: true) }
        let pixels = try #require(shot.pixels())
        // 3 pt in from the corner is outside a 20 pt radius, inside a 6 pt one.
        #expect(pixels[6, 6].a < 40, "transparent near a capsule's corner: \(pixels[6, 6])")

        func headline(_ font: UIFont) throws -> Int {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
            label.text = "天天天天"
            label.font = font
            return try Self.darkPixels(label)
        }
        let regular = try headline(.systemFont(ofSize: 17)), semibold = try headline(.preferredFont(forTextStyle: .headline))
        #expect(Double(semibold) > Double(regular) * 1.1, "semibold CJK is bolder: \(regular) → \(semibold)")
    }

    /// `adjustsFontSizeToFitWidth` (audit): a one-line label too narrow for its text draws it
    /// smaller, down to `minimumScaleFactor`, keeping its intrinsic size.
    @Test func aLabelShrinksItsTextToFit() throws {
        func label(shrinks: Bool) -> UILabel {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            label.text = "Wide wide wide wide text"
            label.adjustsFontSizeToFitWidth = shrinks
            label.minimumScaleFactor = 0.5
            return label
        }
        let full = label(shrinks: false), shrunk = label(shrinks: true)
        #expect(shrunk.intrinsicContentSize == full.intrinsicContentSize)
        func rightmostInk(_ view: UIView) throws -> Int {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }
            let pixels = try #require(image.pixels())
            var rightmost = 0
            for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y].a > 128 { rightmost = max(rightmost, x) } }
            return rightmost
        }
        // Both fill the width; the shrunk text has no ellipsis: fewer rows of ink at the end.
        func inkRows(_ view: UIView) throws -> Int {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }
            let pixels = try #require(image.pixels())
            var rows = Set<Int>()
            for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y].a > 128 { rows.insert(y) } }
            return rows.count
        }
        #expect(try inkRows(shrunk) < inkRows(full), "smaller glyphs")
        #expect(try rightmostInk(shrunk) <= 200)
    }

    /// Point 9: API real test code calls: the bitmap context functions, `CGImage`, animated
    /// images, asset catalogs (image and colour sets), `Bundle.loadNibNamed`, a header nib.
    @Test func apiRealTestsCall() throws {
        // `UIImage+SolidColor`-style: a bitmap context filled with `UIRectFill`.
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 6), false, 2)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 6))
        let solid = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(solid.size == CGSize(width: 4, height: 6) && solid.scale == 2)
        let cgImage = try #require(solid.cgImage)
        #expect(cgImage.width == 8 && cgImage.height == 12)
        let rewrapped = UIImage(cgImage: cgImage)
        #expect(rewrapped.size == CGSize(width: 8, height: 12))
        let pixels = try #require(rewrapped.pixels())
        #expect(pixels[4, 6].r > 200 && pixels[4, 6].g < 50)
        let animated = try #require(UIImage.animatedImage(with: [solid, rewrapped], duration: 1))
        #expect(animated.size == solid.size && animated.images?.count == 2 && animated.duration == 1)
        let empty = NSMutableAttributedString()
        empty.append(NSAttributedString(string: "Joined"))
        #expect(empty.string == "Joined")
        #expect(UITableViewCell.classForCoder() == UITableViewCell.self)

        // An asset catalog: an image set with a 2x file not named @2x, a colour set with a dark value.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-assets-\(UUID().uuidString)")
        let images = folder.appendingPathComponent("Assets.xcassets/Icons/avatar.imageset")
        let colors = folder.appendingPathComponent("Assets.xcassets/App Primary.colorset")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: colors, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(rewrapped.pngData()).write(to: images.appendingPathComponent("Image.png"))
        try Data(#"{"images":[{"idiom":"universal","scale":"1x"},{"filename":"Image.png","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: images.appendingPathComponent("Contents.json"))
        try Data(#"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x33","green":"0x66","red":"0.800"}},"idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"255","green":"255","red":"255"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: colors.appendingPathComponent("Contents.json"))
        let saved = UIImage.searchPaths
        UIImage.searchPaths = [folder.path]
        defer { UIImage.searchPaths = saved }
        let avatar = try #require(UIImage(named: "avatar"))
        #expect(avatar.size == CGSize(width: 4, height: 6) && avatar.scale == 2)
        let primary = try #require(UIColor(named: "App Primary"))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = primary.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 0.8) < 0.01 && abs(green - 0.4) < 0.01 && abs(blue - 0.2) < 0.01)
        _ = primary.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 1 && green == 1 && blue == 1)
        #expect(UIColor(named: "Missing") == nil)
        // A colour set whose Contents.json is not JSON: no colour, and said with its path.
        let broken = folder.appendingPathComponent("Assets.xcassets/Broken.colorset")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("{\"colors\": [".utf8).write(to: broken.appendingPathComponent("Contents.json"))
        #expect(UIColor(named: "Broken") == nil)
        #expect(UIKitDiagnostics.hasSaid("Broken.colorset/Contents.json is not JSON"))
    }

    /// Content in the contentView pinned to the cell's own anchors is laid out as written (the
    /// cell and its contentView one hierarchy), and sizes the row; `UITableViewCell()` starts
    /// at UIKit's 320 × 44.
    @Test func contentPinnedToTheCellItselfIsLaidOut() throws {
        #expect(UITableViewCell().frame.size == CGSize(width: 320, height: 44))
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(displayScale: 2)
        defer { UITraitCollection.current = saved }
        let cell = SelfAnchoredCell(style: .default, reuseIdentifier: nil)
        cell.title.text = "A title long enough to wrap onto a second line in a cell of three hundred and twenty points."
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        cell.frame.size = CGSize(width: 320, height: size.height - 0.5)
        cell.layoutIfNeeded()
        #expect(cell.title.frame.minX == 20 && cell.title.frame.width == 280 && cell.title.frame.minY == 12)
        #expect(cell.title.frame.height > 30, "two lines: \(cell.title.frame)")
        #expect(abs(size.height - (12 + cell.title.frame.height + 12 + 0.5)) < 1e-9, "\(size)")
        #expect(cell.contentView.frame == cell.bounds)
    }

    /// A view drawn in light then in dark: its labels' default colour follows (the hierarchy is
    /// read again under the new traits); a forced direction lays it out again.
    @Test func darkAfterLightAndAForcedDirection() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        host.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Name Name"
        label.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 4),
            label.centerYAnchor.constraint(equalTo: host.centerYAnchor),
        ])
        func brightestInk(_ style: UIUserInterfaceStyle) throws -> Int {
            let saved = UITraitCollection.current
            UITraitCollection.current = UITraitCollection(userInterfaceStyle: style)
            defer { UITraitCollection.current = saved }
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let image = UIGraphicsImageRenderer(bounds: host.bounds, format: format).image { _ in host.drawHierarchy(in: host.bounds, afterScreenUpdates: true) }
            let pixels = try #require(image.pixels())
            var levels: [Int] = []
            for y in 0..<pixels.height { for x in 8..<100 { levels.append(Int(pixels[x, y].r)) } }
            return style == .dark ? levels.max() ?? 0 : levels.min() ?? 255
        }
        #expect(try brightestInk(.light) < 60, "black text in light")
        #expect(try brightestInk(.dark) > 200, "white text in dark")
        host.layoutIfNeeded()
        #expect(label.frame.minX == 4)
        host.semanticContentAttribute = .forceRightToLeft
        label.semanticContentAttribute = .forceRightToLeft
        host.layoutIfNeeded()
        #expect(label.frame.maxX == 116, "leading is on the right: \(label.frame)")
    }

    /// Point 5: a required chain too short for two labels that resist compression at the same
    /// priority (750). Which gives way is not decided by the constraints (Interface Builder's
    /// "Content Priority Ambiguity"); an iOS 16 reference of this shape squeezed the title (added
    /// first) and kept the subtitle, as Autocell now does, and since Apple does not document the
    /// rule it is said once, with the app's names for the labels and the fix in UIKit's API; with
    /// the fix, the layout is decided.
    @Test func aContentPriorityTieThatDecidesTheDrawingIsSaid() throws {
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(displayScale: 3)
        defer { UITraitCollection.current = saved }
        func row(raising: Bool) throws -> FlagRowCell {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            let source = SingleCellSource { _ in
                let cell = FlagRowCell(style: .default, reuseIdentifier: "flag")
                cell.headline.text = "England"
                cell.caption.text = "Capital: London"
                if raising { cell.headline.setContentCompressionResistancePriority(UILayoutPriority(751), for: .vertical) }
                return cell
            }
            table.dataSource = source
            table.reloadData()
            table.layoutIfNeeded()
            return try #require(table.visibleCells.first as? FlagRowCell)
        }
        let tied = try row(raising: false)
        #expect(abs(tied.frame.height - 90) < 0.5, "the flag's required column: 20 + 50 + 20")
        #expect(tied.headline.frame.height + tied.caption.frame.height < 40, "one label gives way")
        // As on iOS: the headline, added first, gives way; the caption keeps its height.
        #expect(tied.headline.frame.height < tied.headline.intrinsicContentSize.height - 1)
        #expect(abs(tied.caption.frame.height - tied.caption.intrinsicContentSize.height) < 0.01)
        #expect(UIKitDiagnostics.hasSaid("FlagRowCell: content priority ambiguity (as Interface Builder calls it)"))
        #expect(UIKitDiagnostics.hasSaid("have the same vertical compression resistance priority (750) and cannot both keep their height"))
        #expect(UIKitDiagnostics.hasSaid("setContentCompressionResistancePriority(UILayoutPriority(751), for: .vertical)"))
        #expect(UIKitDiagnostics.hasSaid("headline") && UIKitDiagnostics.hasSaid("caption"))
        // Raised, the headline keeps its height and the caption gives way: decided, not said.
        let fixed = try row(raising: true)
        #expect(abs(fixed.headline.frame.height - fixed.headline.intrinsicContentSize.height) < 0.01)
    }
}

/// A flag image column fixing a row at 90 pt beside two labels that need more (a country
/// list's row): a required chain that cannot give both labels their height.
final class FlagRowCell: UITableViewCell {
    let flag = UIView()
    let headline = UILabel()
    let caption = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        headline.font = .systemFont(ofSize: 18, weight: .bold)
        headline.numberOfLines = 0
        caption.font = .systemFont(ofSize: 16)
        caption.numberOfLines = 0
        for view in [headline, caption, flag] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            flag.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            flag.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            flag.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20),
            flag.heightAnchor.constraint(equalToConstant: 50),
            flag.widthAnchor.constraint(equalToConstant: 100),
            headline.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            headline.leadingAnchor.constraint(equalTo: flag.trailingAnchor, constant: 16),
            headline.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            caption.topAnchor.constraint(equalTo: headline.bottomAnchor, constant: 20),
            caption.leadingAnchor.constraint(equalTo: flag.trailingAnchor, constant: 16),
            caption.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            caption.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A data source of one row made by `make`.
final class SingleCellSource: NSObject, UITableViewDataSource {
    let make: (IndexPath) -> UITableViewCell
    init(make: @escaping (IndexPath) -> UITableViewCell) { self.make = make }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { make(indexPath) }
}
