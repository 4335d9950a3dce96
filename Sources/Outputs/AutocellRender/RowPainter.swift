import AutocellImage
import AutocellLayout
import AutocellTable
import AutocellText
import AutocellDrawing

/// Paints laid-out rows onto a Cairo context whose user space is points: the cell, the
/// contentView and every view (background, rounded corners clipping their content, border),
/// labels with the very Pango layout that measured them, images with their content mode,
/// the accessory glyph and the separator; with `debug`, frame outlines and names on top.
///
/// Holds the decoded images it has drawn and uses a `TextMeasurer`, so one painter belongs
/// to one thread.
public final class RowPainter {
    public let settings: TableSettings
    public let measurer: TextMeasurer
    public var debug: Bool
    /// Backgrounds, separators and accessories in the table's appearance.
    public let chrome: TableChrome

    private var images: [String: CanvasImage] = [:]
    private var scaledImages: [ScaledImageKey: CanvasImage] = [:]
    /// Bytes of pixels held by each cache: past `imageBudget`, a cache is emptied before the
    /// next image goes in, so a feed of many large images is decoded again rather than held.
    private var imageBytes = 0, scaledBytes = 0
    /// 256 MB per cache and painter (a render has one painter per worker).
    static let imageBudget = 256 << 20
    /// Per template: each view's children (indexes into contentView + the template's views).
    private var children: [String: [[Int]]] = [:]

    public init(settings: TableSettings, measurer: TextMeasurer, debug: Bool = false) {
        self.settings = settings
        self.chrome = TableChrome(settings)
        self.measurer = measurer
        self.debug = debug
    }

    /// Paints `row` (a cell, header or footer) with its top at `top`, in a table `width`
    /// points wide, on a canvas in points. `firstInSection` and `lastInSection` place a
    /// grouped table's full-width separators.
    package func paint(
        _ row: TableLayout.Row, content: RowContent, template: TableTemplate, width: Double, top: Double, on canvas: CairoCanvas,
        firstInSection: Bool = false, lastInSection: Bool = false
    ) throws(RenderError) {
        let frame = Rect(x: 0, y: top, width: width, height: row.height)
        let insets = settings.cellInsets(tableWidth: width)
        let inset = settings.style == .insetGrouped
        switch row.kind {
        case .cell where inset:
            // An inset grouped section: the cell between the margins, its section's outer corners rounded.
            var corners: CornerMask = []
            if firstInSection { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if lastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            canvas.fill(Rect(x: insets.left, y: top, width: max(0, width - insets.left - insets.right), height: row.height),
                        template.cellBackground ?? chrome.cellBackground, radius: TableSettings.insetGroupedCornerRadius, corners: corners)
        case .cell: canvas.fill(frame, template.cellBackground ?? chrome.cellBackground)
        // Plain tables draw section views on a grey band; grouped ones on the table itself.
        case .header, .footer: if settings.style == .plain { canvas.fill(frame, chrome.sectionBand) }
        }
        let specs = [ViewSpec.contentView(background: template.cell.background)] + template.cell.views
        let tree = childIndexes(template: row.template, specs: specs)
        canvas.save()
        canvas.translate(0, top)
        defer { canvas.restore() }
        try paintView(0, specs: specs, tree: tree, cell: row.cell, rowHeight: row.height, content: content, canvas: canvas)
        if row.kind == .cell {
            // The accessory sits inside the safe area, as the contentView does; right to left at
            // the left end, mirrored (UIKit's chevron points left there).
            if settings.layoutDirection.isRightToLeft {
                canvas.save()
                canvas.translate(width, 0)
                canvas.scale(-1, 1)
                AccessoryGlyph.draw(
                    row.accessory, chrome: chrome, on: canvas, measurer: measurer, cellWidth: width - insets.left,
                    trailingMargin: CellMargins.sides(width: width, settings: settings).left, top: 0, height: row.cell.height)
                canvas.restore()
            } else {
                AccessoryGlyph.draw(
                    row.accessory, chrome: chrome, on: canvas, measurer: measurer, cellWidth: width - insets.right,
                    trailingMargin: CellMargins.sides(width: width, settings: settings).right, top: 0, height: row.cell.height)
            }
            Self.drawSeparator(
                settings: settings, color: chrome.separator, inset: settings.resolvedSeparatorInset(tableWidth: width), rowHeight: row.height, width: width,
                firstInSection: firstInSection, lastInSection: lastInSection, on: canvas)
        }
        if debug { DebugOverlay.draw(row: row, specs: specs, width: width, canvas: canvas, measurer: measurer) }
    }

    /// Below a plain table's last row, the separators of the rows that are not there ("the
    /// 'extra' separators drawn at the bottom of plain style tables", Apple's `separatorInset`),
    /// `TableSettings.extraSeparatorSpacing` apart from `top` (where the content ends on the
    /// canvas) down to `bottom`. The one rule of every front end (`render --viewport`,
    /// `UITableView`).
    package static func drawExtraSeparators(
        settings: TableSettings, color: Color, inset: Double, width: Double, lastRowHeight: Double?,
        from top: Double, to bottom: Double, on canvas: CairoCanvas
    ) {
        guard let step = settings.extraSeparatorSpacing(lastRowHeight: lastRowHeight), step > 0 else { return }
        var y = top
        while y < bottom {
            canvas.save()
            canvas.translate(0, y)
            drawSeparator(settings: settings, color: color, inset: inset, rowHeight: step, width: width, firstInSection: false, lastInSection: false, on: canvas)
            canvas.restore()
            y += step
        }
    }

    /// A cell's separator as UITableView draws it, the cell's top at the canvas's origin, in a
    /// table `width` wide: one device pixel at the bottom of the row, `inset` from the leading
    /// edge (the right one, right to left); a grouped section closed above and below by
    /// full-width lines; an inset grouped section with lines between its cells only, inset
    /// inside the cell. Nothing when the style is none. The one separator of every front end
    /// (feeds, `UITableView`).
    package static func drawSeparator(
        settings: TableSettings, color: Color, inset separatorInset: Double, rowHeight: Double, width: Double,
        firstInSection: Bool, lastInSection: Bool, on canvas: CairoCanvas
    ) {
        guard settings.separator == .singleLine else { return }
        let thickness = 1 / canvas.scale
        if settings.style == .insetGrouped {
            guard !lastInSection else { return }
            let insets = settings.cellInsets(tableWidth: width)
            let cellWidth = max(0, width - insets.left - insets.right)
            let line = max(0, cellWidth - separatorInset)
            let x = settings.layoutDirection.isRightToLeft ? insets.left : insets.left + separatorInset
            canvas.fill(Rect(x: x, y: rowHeight - thickness, width: line, height: thickness), color)
            return
        }
        let grouped = settings.style == .grouped
        // A grouped section is closed above and below by full-width lines.
        if grouped && firstInSection { canvas.fill(Rect(x: 0, y: 0, width: width, height: thickness), color) }
        let inset = grouped && lastInSection ? 0 : separatorInset
        // Inset from the leading edge: the right one, right to left.
        let x = settings.layoutDirection.isRightToLeft ? 0 : inset
        canvas.fill(Rect(x: x, y: rowHeight - thickness, width: max(0, width - inset), height: thickness), color)
    }

    private func childIndexes(template: String, specs: [ViewSpec]) -> [[Int]] {
        if let known = children[template] { return known }
        var position: [String: Int] = [:]
        for (index, spec) in specs.enumerated() { position[spec.name] = index }
        var tree = [[Int]](repeating: [], count: specs.count)
        for (index, spec) in specs.enumerated() where index > 0 {
            tree[position[spec.parent ?? CellTemplate.contentView] ?? 0].append(index)
        }
        children[template] = tree
        return tree
    }

    /// Paints a laid-out view tree with none of a table's chrome (no cell background,
    /// separator or accessory), its contentView at the context's origin: a hierarchy drawn
    /// for itself. `drawContent` runs for each view after its own content and before its
    /// subviews (a view's `draw(_:)`), with the view's index in `template`'s contentView +
    /// views and its frame.
    /// `root`: how the root (index 0) looks, when it has more than a background (a view drawn
    /// as the root of a picture: its corners, border, shadow, alpha and clipping).
    package func paintViews(
        _ cell: CellLayout, content: RowContent, template: CellTemplate, on canvas: CairoCanvas, root: ViewSpec? = nil,
        drawContent: ((Int, Rect) -> Void)? = nil
    ) throws(RenderError) {
        var rootSpec = root ?? ViewSpec.contentView(background: template.background)
        rootSpec.name = CellTemplate.contentView
        let specs = [rootSpec] + template.views
        var position: [String: Int] = [:]
        for (index, spec) in specs.enumerated() { position[spec.name] = index }
        var tree = [[Int]](repeating: [], count: specs.count)
        for (index, spec) in specs.enumerated() where index > 0 {
            tree[position[spec.parent ?? CellTemplate.contentView] ?? 0].append(index)
        }
        try paintView(0, specs: specs, tree: tree, cell: cell, rowHeight: cell.height, content: content, canvas: canvas, drawContent: drawContent)
    }

    private func paintView(
        _ index: Int, specs: [ViewSpec], tree: [[Int]], cell: CellLayout, rowHeight: Double, content: RowContent, canvas: CairoCanvas,
        drawContent: ((Int, Rect) -> Void)? = nil
    ) throws(RenderError) {
        // The row's own properties (hidden, background, a label's lines, …) over the template's.
        let spec = content.state.views.isEmpty ? specs[index] : content.state.views[specs[index].name] ?? specs[index]
        guard !spec.isHidden, index < cell.views.count else { return }
        let frame = cell.views[index].frame
        guard spec.alpha > 0 else { return }
        canvas.save()
        defer { canvas.restore() }
        // `alpha`: the view and its subviews drawn apart, then laid on at that opacity.
        let translucent = spec.alpha < 1
        if translucent {
            // The group only as tall as the row: a group the size of a whole page (up to
            // 32,767 pixels tall) is composited as nothing by Cairo 1.16's image backend. (A
            // translucent view's subviews that overhang the row are cut there.)
            canvas.clip(to: Rect(x: -100_000, y: 0, width: 200_000, height: rowHeight))
            canvas.beginTransparencyLayer()
        }
        defer {
            if translucent { canvas.endTransparencyLayer(alpha: spec.alpha) }
        }
        // The shadow is under the layer and outside any clip of its own.
        if let shadow = spec.shadow { canvas.shadow(frame, radius: spec.cornerRadius, corners: spec.maskedCorners, shadow) }
        if let background = spec.background { canvas.fill(frame, background, radius: spec.cornerRadius, corners: spec.maskedCorners) }
        // `clipsToBounds` cuts subviews and an image's content at the (rounded) bounds; scroll
        // views clip to theirs.
        if spec.clipsToBounds || spec.isScroll {
            canvas.addPath(canvas.snapped(frame), radius: spec.cornerRadius, corners: spec.maskedCorners)
            canvas.clipToPath()
        }
        switch spec.kind {
        case .label(let label):
            var shown = label
            if let text = content.texts[spec.name] { shown.setText(text) }
            drawLabel(shown, in: frame, canvas: canvas)
        case .image(let image):
            // A row that sets the image (even to none) overrides the template's file.
            let rowSetsImage = content.images.keys.contains(spec.name) || content.imagePaths.keys.contains(spec.name)
            if let path = rowSetsImage ? content.imagePaths[spec.name] : image.path {
                let natural = rowSetsImage ? content.images[spec.name] ?? nil : image.size
                try drawImage(path, mode: image.contentMode, natural: natural, in: frame, canvas: canvas)
            }
        case .control(var control):
            if let text = content.texts[spec.name] { control.title = text }
            ControlPainter(canvas: canvas, measurer: measurer, appearance: settings.appearance, rightToLeft: settings.layoutDirection.isRightToLeft).draw(control, in: frame)
        case .view, .scroll, .stack:
            break
        }
        drawContent?(index, frame)
        for child in tree[index] {
            try paintView(child, specs: specs, tree: tree, cell: cell, rowHeight: rowHeight, content: content, canvas: canvas, drawContent: drawContent)
        }
        if spec.borderWidth > 0 {
            canvas.stroke(frame, spec.borderColor ?? .black, width: spec.borderWidth, radius: spec.cornerRadius, corners: spec.maskedCorners)
        }
    }

    /// Draws a label as UILabel does: the text laid out at the label's width (wrapped, at most
    /// `numberOfLines`, tail-truncated), aligned, and centred vertically in the frame.
    /// A text view's text is laid out inside its insets, from the top.
    private func drawLabel(_ label: LabelContent, in view: Rect, canvas: CairoCanvas) {
        guard !label.text.isEmpty, view.width > 0, view.height > 0 else { return }
        let inset = label.textContainerInset ?? EdgeInsets()
        let frame = Rect(x: view.x + inset.left, y: view.y + inset.top,
                         width: max(0, view.width - inset.left - inset.right), height: max(0, view.height - inset.top - inset.bottom))
        // A single line that fits is drawn from the unbounded layout the engine measured (the
        // same glyphs at the same places, aligned by hand), so it is not shaped again; anything
        // wrapped or truncated is drawn at the label's width, as the engine measured it too.
        var label = label
        var request = label.request(width: nil, numberOfLines: 1)
        var measured = label.numberOfLines == 1 ? measurer.measure(request) : nil
        var x = frame.x
        // A label that shrinks its font to fit (`minimumScaleFactor`): the text at the scale that
        // fits its width, no smaller than the minimum, its baseline where the full-size text's
        // would be (`baselineAdjustment`'s default, `.alignBaselines`).
        var baselineShift = 0.0
        if label.minimumScaleFactor > 0, let full = measured, full.width > frame.width + 1e-9, full.width > 0 {
            let factor = max(label.minimumScaleFactor, min(1, frame.width / full.width))
            label.scaleFonts(by: factor)
            request = label.request(width: nil, numberOfLines: 1)
            let shrunk = measurer.measure(request)
            baselineShift = ((frame.height - full.height) / 2 + full.firstBaseline) - ((frame.height - shrunk.height) / 2 + shrunk.firstBaseline)
            measured = shrunk
        }
        let fits = measured.map { $0.width <= frame.width + 1e-9 } ?? false
        let side = label.alignment.resolved(settings.layoutDirection)
        if fits, let measured {
            switch side {
            case .center: x += (frame.width - measured.width) / 2
            case .right: x += frame.width - measured.width
            default: break
            }
        } else {
            request = label.request(width: view.width)
            measured = measurer.measure(request)
            // Shorter than its text: the lines that fit, the last truncated (as the engine says).
            if let shown = measured, let lines = label.linesThatFit(shown, height: frame.height) {
                request = label.request(width: view.width, numberOfLines: lines)
                measured = measurer.measure(request)
            }
        }
        let height = measured?.height ?? 0
        canvas.save()
        defer { canvas.restore() }
        canvas.clip(to: view)
        // A line that fits is placed by `x`; wrapped lines are aligned by Pango inside the width,
        // which swaps left and right for a paragraph that reads right to left: swapped back,
        // since UIKit's are absolute.
        var alignment: CairoCanvas.LineAlignment = fits ? .left : side == .center ? .center : side == .right ? .right : .left
        if !fits && side != .center && measurer.readsRightToLeft(request) {
            alignment = alignment == .left ? .right : .left
        }
        canvas.text(
            request, at: x, label.textContainerInset == nil ? frame.y + (frame.height - height) / 2 + baselineShift : frame.y, color: label.color,
            alignment: alignment, justify: !fits && label.alignment == .justified, measurer: measurer)
    }

    /// Draws the image at `path` in `frame` as `mode` says; `natural` is its size in points
    /// (the modes that place it unscaled draw it at that size; unknown, at its pixels over the
    /// canvas's scale).
    private func drawImage(_ path: String, mode: ContentMode, natural: Size?, in frame: Rect, canvas: CairoCanvas) throws(RenderError) {
        let source = try image(at: path)
        let pixelWidth = Double(source.pixelWidth), pixelHeight = Double(source.pixelHeight)
        guard pixelWidth > 0, pixelHeight > 0, frame.width > 0, frame.height > 0 else { return }
        var sx = frame.width / pixelWidth, sy = frame.height / pixelHeight
        var place = (x: 0.5, y: 0.5)
        switch mode {
        case .scaleToFill: break
        case .aspectFit: sx = min(sx, sy); sy = sx
        case .aspectFill: sx = max(sx, sy); sy = sx
        default:
            let size = natural ?? Size(width: pixelWidth / canvas.scale, height: pixelHeight / canvas.scale)
            sx = size.width / pixelWidth
            sy = size.height / pixelHeight
            place = mode.placement ?? place
        }
        let left = frame.x + (frame.width - pixelWidth * sx) * place.x, top = frame.y + (frame.height - pixelHeight * sy) * place.y
        if let placed = canvas.devicePixels(of: Rect(x: left, y: top, width: pixelWidth * sx, height: pixelHeight * sy)) {
            // On whole device pixels, the image is scaled once per size and then copied, which
            // gives the same pixels as scaling it on every row.
            canvas.copy(try scaledImage(path, source, width: placed.width, height: placed.height), toDevicePixel: placed.x, placed.y)
            return
        }
        canvas.draw(source, at: left, top, scaleX: sx, scaleY: sy)
    }

    private func scaledImage(_ path: String, _ source: CanvasImage, width: Int, height: Int) throws(RenderError) -> CanvasImage {
        let key = ScaledImageKey(path: path, width: width, height: height)
        if let cached = scaledImages[key] { return cached }
        if scaledImages.count >= 256 || scaledBytes + width * height * 4 > Self.imageBudget {
            scaledImages.removeAll()
            scaledBytes = 0
        }
        let scaled = try RenderError.drawing { () throws(CanvasError) in try source.scaled(toPixelWidth: width, height: height) }
        scaledImages[key] = scaled
        scaledBytes += width * height * 4
        return scaled
    }

    /// Bytes of decoded and scaled image pixels this painter holds now (tests check the budget).
    package var heldImageBytes: Int { imageBytes + scaledBytes }

    /// Decodes the image at `path` into the cache, as drawing it would (tests check the budget).
    package func loadImage(at path: String) throws(RenderError) { _ = try image(at: path) }

    /// Images held in memory rather than in files (`register(png:as:)`), by the key that stands
    /// for their path in `RowContent.imagePaths` and image specs.
    private var memoryImages: [String: CanvasImage] = [:]

    /// A PNG in memory (an image an app drew, or read as data) to paint wherever `key` is given
    /// as an image's path.
    package func register(png: [UInt8], as key: String) throws(RenderError) {
        guard memoryImages[key] == nil else { return }
        let pixels: PixelImage
        do throws(PNGError) {
            pixels = try PNGDecoder.decode(png)
        } catch {
            throw RenderError(CanvasError.imageUnreadable(path: key, reason: "\(error)"))
        }
        memoryImages[key] = try RenderError.drawing { () throws(CanvasError) in try CanvasImage(pixels: pixels, name: key) }
    }

    private func image(at path: String) throws(RenderError) -> CanvasImage {
        if let memory = memoryImages[path] { return memory }
        if let cached = images[path] { return cached }
        let image = try RenderError.drawing { () throws(CanvasError) in try CanvasImage(contentsOfPNG: path) }
        let bytes = image.byteCount
        if imageBytes + bytes > Self.imageBudget {
            images.removeAll()
            imageBytes = 0
        }
        images[path] = image
        imageBytes += bytes
        return image
    }
}

extension ViewSpec {
    /// The cell's contentView as the engine builds it.
    static func contentView(background: Color?) -> ViewSpec {
        var spec = ViewSpec(name: CellTemplate.contentView)
        spec.background = background
        return spec
    }
}

private struct ScaledImageKey: Hashable {
    var path: String
    var width: Int
    var height: Int
}
