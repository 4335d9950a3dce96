import AutocellText

/// How `UITableViewCell` places its built-in `imageView`, `textLabel` and `detailTextLabel` for
/// the four `CellStyle`s, and how tall a self-sizing row of them is: UIKit's
/// `UITableViewCellLayoutManager` (and its `Value1`, `Value2`, `Subtitle` subclasses) with
/// the constants of `UITableConstants_IOS`, as the decompiled UIKitCore that public
/// repositories carry shows them (iOS 15–18 SDK paths; Documentation/UIKit.md, "Built-in cell styles"):
///
/// - Text rect: from x = max(the cell's margin width — an explicit `separatorInset.left`, else
///   the table's 16/20 pt — and the contentView's leading layout margin), or 15 pt right of
///   the image; to the contentView's trailing layout margin (8 pt before an accessory,
///   `defaultCellContentTrailingPadding`); the contentView's full height.
/// - `.default`: the text label is the text rect. `.value1`: the text label at its fitted
///   width, the detail label right-aligned in what is left less 6 pt. `.value2`: the text
///   label 91 pt wide, right-aligned; the detail label 6 pt after it. Value styles align the
///   two labels' first baselines (the smaller ascender moved down by the rounded difference).
///   `.subtitle`: the detail label right under the text label (no gap). The labels as a group
///   are centred vertically, the offset rounded up.
/// - Image: the image's size (scaled down to the contentView's height if taller), at the
///   contentView's leading layout margin (a symbol image centred in a 24 pt column that
///   scales like Body), centred vertically.
/// - Row height: `2 × leading` of the text font for single-line text labels (44 pt at Body
///   17 pt); otherwise the text label's height (at least the image's) plus one leading plus
///   the separator — the subtitle style adds the detail label's height; never under 44 pt
///   and rounded up.
///
/// Not modelled, and said when met: the stacked layout UIKit uses at accessibility text sizes,
/// and the subtitle text label's small shift when its font is not the style's default.
@preconcurrency @MainActor
struct UITableViewCellStyleLayout {
    /// UIKit's constants for the styles (`UITableViewCellLayoutManager*`, `UITableConstants_IOS`).
    static let imageToTextPadding: CGFloat = 15
    static let valueLabelsGap: CGFloat = 6
    static let value2TextWidth: CGFloat = 91
    static let accessoryTrailingPadding: CGFloat = 8
    static let defaultRowHeight: CGFloat = 44
    /// The column a symbol image is centred in (`defaultImageViewSymbolImageAndAccessoryLayoutWidth`),
    /// scaled like Body for the text size.
    static let symbolColumnWidth: CGFloat = 24

    let style: UITableViewCell.CellStyle
    /// The contentView's size.
    let content: CGSize
    let leadingMargin: CGFloat
    let trailingPadding: CGFloat
    let image: UIImage?
    /// The traits the symbol column scales with.
    let traits: UITraitCollection
    let textLabel: UILabel?
    let detailTextLabel: UILabel?

    struct Frames {
        var image: CGRect?
        var text = CGRect.zero
        var detail = CGRect.zero
    }

    /// The image view's frame; `forSizing` keeps a tall image at its own size.
    func imageFrame(forSizing: Bool) -> CGRect? {
        guard let image, image.size.width > 0 || image.size.height > 0 else { return nil }
        var size = image.size
        if size.height > content.height, !forSizing, size.height > 0 {
            let factor = content.height / size.height
            size = CGSize(width: size.width * factor, height: size.height * factor)
        }
        var x = leadingMargin
        if image.symbolName != nil {
            let column = UIFontMetrics.default.scaledValue(for: Self.symbolColumnWidth, compatibleWith: traits)
            x += (column - size.width) / 2
        }
        return CGRect(x: x, y: (content.height - size.height) / 2, width: size.width, height: size.height)
    }

    func textRect(forSizing: Bool) -> CGRect {
        var x = leadingMargin
        if let frame = imageFrame(forSizing: forSizing) { x = max(x, frame.maxX + Self.imageToTextPadding) }
        return CGRect(x: x, y: 0, width: content.width - x - trailingPadding, height: content.height)
    }

    /// The labels' frames in the contentView, left to right (the caller mirrors them for a
    /// right-to-left layout).
    func frames(forSizing: Bool = false) -> Frames {
        let rect = textRect(forSizing: forSizing)
        var frames = Frames(image: imageFrame(forSizing: forSizing))
        switch style {
        case .default:
            frames.text = rect
        case .value1:
            let text = textLabel.map { optimumSize($0, width: rect.width, height: rect.height, minimizeWidthOnOverflow: true) } ?? .zero
            let detail = detailTextLabel.map {
                optimumSize($0, width: max(0, rect.width - text.width - Self.valueLabelsGap), height: rect.height, minimizeWidthOnOverflow: false)
            } ?? .zero
            let (textY, detailY) = baselineOffsets()
            place(&frames, text: CGRect(x: 0, y: textY, width: text.width, height: text.height),
                  detail: CGRect(x: rect.width - detail.width, y: detailY, width: detail.width, height: detail.height), in: rect)
        case .value2:
            let textHeight = textLabel.map {
                optimumSize($0, width: Self.value2TextWidth, height: rect.height, minimizeWidthOnOverflow: false).height
            } ?? 0
            let detail = detailTextLabel.map {
                optimumSize($0, width: rect.width - Self.value2TextWidth - Self.valueLabelsGap, height: rect.height, minimizeWidthOnOverflow: false)
            } ?? .zero
            let (textY, detailY) = baselineOffsets()
            place(&frames, text: CGRect(x: 0, y: textY, width: Self.value2TextWidth, height: textHeight),
                  detail: CGRect(x: Self.value2TextWidth + Self.valueLabelsGap, y: detailY, width: detail.width, height: detail.height), in: rect)
        case .subtitle:
            let text = textLabel.map { optimumSize($0, width: rect.width, height: rect.height, minimizeWidthOnOverflow: false) } ?? .zero
            let detail = detailTextLabel.map { optimumSize($0, width: rect.width, height: rect.height, minimizeWidthOnOverflow: false) } ?? .zero
            place(&frames, text: CGRect(origin: .zero, size: text),
                  detail: CGRect(x: 0, y: text.height, width: detail.width, height: detail.height), in: rect)
        }
        return frames
    }

    /// The row's height (separator included) as a self-sizing table asks the cell.
    func rowHeight(separator: CGFloat) -> CGFloat {
        let font = textLabel?.content.font ?? defaultTextFont
        let leading = CGFloat(SystemFontLeading.leading(forPointSize: font.size))
        let sizing = frames(forSizing: true)
        let height: CGFloat
        if style == .subtitle {
            let text = labelHeight(textLabel, width: sizing.text.width)
            let detail = labelHeight(detailTextLabel, width: sizing.detail.width)
            height = max(text + detail, image?.size.height ?? 0) + leading + separator
        } else if (textLabel?.numberOfLines ?? 1) == 1 {
            height = 2 * leading
        } else {
            let text = labelHeight(textLabel, width: sizing.text.width)
            height = max(text, image?.size.height ?? 0) + leading + separator
        }
        return max(Self.defaultRowHeight, height).rounded(.up)
    }

    // MARK: -

    private var defaultTextFont: Font {
        .preferred(style == .value2 ? .footnote : .body, category: ContentSizeCategory.large)
    }

    /// The labels offset by the text rect's origin and centred vertically as a group.
    private func place(_ frames: inout Frames, text: CGRect, detail: CGRect, in rect: CGRect) {
        let union = text.union(detail)
        let dy = ((rect.height - union.height) / 2).rounded(.up)
        frames.text = text.offsetBy(dx: rect.minX, dy: dy)
        frames.detail = detail.offsetBy(dx: rect.minX, dy: dy)
    }

    /// `optimumSizeForLabel:inTotalTextRect:…`: the label's fitting size, no wider than the
    /// rect; when its text overflows the rect's height, the rect's width (or its own when
    /// narrower and `minimizeWidthOnOverflow`).
    private func optimumSize(_ label: UILabel, width: CGFloat, height: CGFloat, minimizeWidthOnOverflow: Bool) -> CGSize {
        let fitted = label.sizeThatFits(CGSize(width: width, height: height))
        if fitted.height <= height { return CGSize(width: min(fitted.width, width), height: fitted.height) }
        let overflowWidth = minimizeWidthOnOverflow && fitted.width < width ? fitted.width : width
        return CGSize(width: overflowWidth, height: fitted.height)
    }

    /// The value styles' first-baseline alignment: the label with the smaller ascender moves
    /// down by the rounded difference.
    private func baselineOffsets() -> (text: CGFloat, detail: CGFloat) {
        let text = ascender(textLabel), detail = ascender(detailTextLabel)
        return text >= detail ? (0, (text - detail).rounded()) : ((detail - text).rounded(), 0)
    }

    private func ascender(_ label: UILabel?) -> CGFloat {
        guard let label, let measurer = HierarchyLayout.measurer else { return 0 }
        return CGFloat(measurer.measure(TextRequest(text: "X", font: label.content.font)).firstBaseline)
    }

    /// `textRectForBounds:limitedToNumberOfLines:` at `width`, unbounded height.
    private func labelHeight(_ label: UILabel?, width: CGFloat) -> CGFloat {
        guard let label, !(label.text ?? "").isEmpty, let measurer = HierarchyLayout.measurer else { return 0 }
        let content = label.content
        return CGFloat(content.intrinsicSize(measurer.measure(content.request(width: Double(max(0, width)))), scale: Double(label.traitCollection.displayScale)).height)
    }
}
