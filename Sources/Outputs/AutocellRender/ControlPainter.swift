import Foundation
import AutocellLayout
import AutocellTable
import AutocellText
import AutocellDrawing

/// Paints UIKit's controls recognisably (not Apple's artwork): a button's title and
/// configuration background, a switch's track and knob, an activity indicator's spokes, a
/// progress bar, a slider, a stepper, a segmented control, a text field, and an SF Symbol as a
/// glyph of a symbol font (`SymbolGlyphs`; a labelled placeholder when none has it). Colours left unset are UIKit's defaults in the table's appearance:
/// the tint `systemBlue`, a switch's on track `systemGreen` (`UISwitch.onTintColor`), fills
/// and labels from the semantic colours.
struct ControlPainter {
    let canvas: CairoCanvas
    let measurer: TextMeasurer
    let appearance: Appearance
    /// Whether the row is laid out right to left (SF Symbols' forward and backward arrows flip).
    var rightToLeft = false

    private func system(_ name: String) -> Color { SystemColor.named(name, appearance) ?? .black }

    func draw(_ control: ControlContent, in frame: Rect) {
        guard frame.width > 0, frame.height > 0 else { return }
        let tint = control.tint ?? system("systemBlue")
        switch control.kind {
        case .button: button(control, tint: tint, in: frame)
        case .switch: toggle(control, in: frame)
        case .activityIndicator: spinner(control, in: frame)
        case .progress: progress(control, tint: tint, in: frame)
        case .slider: slider(control, tint: tint, in: frame)
        case .stepper: stepper(in: frame)
        case .segmentedControl: segmented(control, in: frame)
        case .textField: textField(control, in: frame)
        case .symbol: symbol(control, color: symbolColor(control, tint: control.tint ?? tint), in: frame)
        }
    }

    /// One line of `text` centred on (`centerX`, `midY`), clipped to `clip`.
    private func centredText(_ text: String, font: Font, color: Color, centerX: Double, midY: Double, clip: Rect) {
        guard !text.isEmpty else { return }
        let measured = measurer.measure(TextRequest(text: text, font: font, width: nil, numberOfLines: 1))
        canvas.save()
        defer { canvas.restore() }
        canvas.clip(to: clip)
        canvas.text(text, at: centerX - measured.width / 2, midY - measured.height / 2, font: font, color: color, measurer: measurer)
    }

    private func button(_ control: ControlContent, tint: Color, in frame: Rect) {
        var foreground = tint
        if control.buttonStyle.isConfiguration {
            let background: Color? = switch control.buttonStyle {
            case .filled: tint
            case .tinted: Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha * 0.18)
            case .gray: system("tertiarySystemFill")
            case .plain, .system: nil
            }
            if let background {
                canvas.fill(frame, background, radius: control.isCapsule ? frame.height / 2 : ControlMetrics.configurationCornerRadius)
            }
            if control.buttonStyle == .filled { foreground = .white }
        }
        foreground = control.titleColor ?? foreground
        // The content (image, padding, title) centred inside the insets.
        let insets = ControlMetrics.insets(control)
        let inner = Rect(x: frame.x + insets.left, y: frame.y + insets.top,
                         width: max(0, frame.width - insets.left - insets.right), height: max(0, frame.height - insets.top - insets.bottom))
        let titleWidth = control.title.isEmpty ? 0
            : measurer.measure(TextRequest(text: control.title, font: control.font, width: nil, numberOfLines: 1)).width
        let imageSize = control.image.map {
            ControlMetrics.symbolSize($0, font: control.imageFont ?? control.font, scale: control.imageScale, displayScale: canvas.scale)
        } ?? Size(width: 0, height: 0)
        let gap = control.image != nil && !control.title.isEmpty ? control.imagePadding : 0
        let content = min(inner.width, imageSize.width + gap + titleWidth)
        var x = inner.x + (inner.width - content) / 2
        let midY = inner.y + inner.height / 2
        if let image = control.image {
            var glyph = ControlContent(kind: .symbol)
            glyph.title = image
            glyph.font = control.imageFont ?? control.font
            glyph.symbolScale = control.imageScale
            symbol(glyph, color: foreground, in: Rect(x: x, y: midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height))
            x += imageSize.width + gap
        }
        let titleFrame = Rect(x: x, y: frame.y, width: max(0, inner.x + inner.width - x), height: frame.height)
        centredText(control.title, font: control.font, color: foreground, centerX: x + min(titleWidth, titleFrame.width) / 2, midY: midY, clip: titleFrame)
    }

    /// UISwitch: a capsule track, green when on, and a white knob inset 2 pt.
    private func toggle(_ control: ControlContent, in frame: Rect) {
        let size = ControlMetrics.switchSize
        let track = Rect(x: frame.x + (frame.width - size.width) / 2, y: frame.y + (frame.height - size.height) / 2, width: size.width, height: size.height)
        let on = control.tint ?? system("systemGreen")
        canvas.fill(track, control.isOn ? on : system("secondarySystemFill"), radius: size.height / 2)
        let knob = size.height - 4
        let knobX = control.isOn ? track.x + track.width - 2 - knob : track.x + 2
        let knobRect = Rect(x: knobX, y: track.y + 2, width: knob, height: knob)
        canvas.shadow(knobRect, radius: knob / 2, corners: .all, Shadow(color: .black, opacity: 0.15, radius: 2, offset: Size(width: 0, height: 2)))
        canvas.fill(knobRect, .white, radius: knob / 2)
    }

    /// UIActivityIndicatorView: eight spokes fading round the circle.
    private func spinner(_ control: ControlContent, in frame: Rect) {
        let side = control.indicatorStyle == .large ? ControlMetrics.largeIndicator : ControlMetrics.mediumIndicator
        let cx = frame.x + frame.width / 2, cy = frame.y + frame.height / 2
        let color = control.tint ?? system("secondaryLabel")
        canvas.save()
        defer { canvas.restore() }
        canvas.setRoundLineCap()
        canvas.setLineWidth(side * 0.1)
        for spoke in 0..<8 {
            let angle = Double(spoke) * Double.pi / 4 - Double.pi / 2
            let fade = 1 - Double(spoke) / 9
            canvas.setColor(Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * fade))
            canvas.move(to: cx + cos(angle) * side * 0.25, cy + sin(angle) * side * 0.25)
            canvas.line(to: cx + cos(angle) * side * 0.45, cy + sin(angle) * side * 0.45)
            canvas.strokePath()
        }
    }

    private func progress(_ control: ControlContent, tint: Color, in frame: Rect) {
        let height = min(frame.height, ControlMetrics.progressHeight)
        let bar = Rect(x: frame.x, y: frame.y + (frame.height - height) / 2, width: frame.width, height: height)
        canvas.fill(bar, system("systemFill"), radius: height / 2)
        canvas.fill(Rect(x: bar.x, y: bar.y, width: bar.width * control.value, height: height), tint, radius: height / 2)
    }

    /// UISlider: a 4 pt track, tinted up to a white 28 pt thumb.
    private func slider(_ control: ControlContent, tint: Color, in frame: Rect) {
        let thumb = min(28, frame.height), track = 4.0
        let midY = frame.y + frame.height / 2
        let travel = max(0, frame.width - thumb)
        let thumbX = frame.x + travel * control.value
        canvas.fill(Rect(x: frame.x, y: midY - track / 2, width: frame.width, height: track), system("systemFill"), radius: track / 2)
        canvas.fill(Rect(x: frame.x, y: midY - track / 2, width: thumbX + thumb / 2 - frame.x, height: track), tint, radius: track / 2)
        let knob = Rect(x: thumbX, y: midY - thumb / 2, width: thumb, height: thumb)
        canvas.shadow(knob, radius: thumb / 2, corners: .all, Shadow(color: .black, opacity: 0.2, radius: 3, offset: Size(width: 0, height: 2)))
        canvas.fill(knob, .white, radius: thumb / 2)
    }

    /// UIStepper: a rounded grey field with − and + halves.
    private func stepper(in frame: Rect) {
        canvas.fill(frame, system("tertiarySystemFill"), radius: 8)
        let half = frame.width / 2, midY = frame.y + frame.height / 2
        canvas.fill(Rect(x: frame.x + half - 0.5, y: frame.y + 8, width: 1, height: max(0, frame.height - 16)), system("opaqueSeparator"))
        let glyph = system("label"), arm = 7.0, weight = 1.5
        canvas.fill(Rect(x: frame.x + half / 2 - arm, y: midY - weight / 2, width: 2 * arm, height: weight), glyph)
        canvas.fill(Rect(x: frame.x + 1.5 * half - arm, y: midY - weight / 2, width: 2 * arm, height: weight), glyph)
        canvas.fill(Rect(x: frame.x + 1.5 * half - weight / 2, y: midY - arm, width: weight, height: 2 * arm), glyph)
    }

    /// UISegmentedControl: a grey capsule, the selected segment raised in white (dark: grey).
    private func segmented(_ control: ControlContent, in frame: Rect) {
        canvas.fill(frame, system("tertiarySystemFill"), radius: 8)
        let count = max(control.segments.count, 1)
        let width = frame.width / Double(count)
        let midY = frame.y + frame.height / 2
        for (index, title) in control.segments.enumerated() {
            let segment = Rect(x: frame.x + Double(index) * width, y: frame.y, width: width, height: frame.height)
            let selected = index == control.selectedSegmentIndex
            if selected {
                let raised = Rect(x: segment.x + 2, y: segment.y + 2, width: max(0, width - 4), height: max(0, frame.height - 4))
                canvas.shadow(raised, radius: 7, corners: .all, Shadow(color: .black, opacity: 0.12, radius: 4, offset: Size(width: 0, height: 3)))
                canvas.fill(raised, appearance == .dark ? system("systemGray") : .white, radius: 7)
            } else if index > 0 && index - 1 != control.selectedSegmentIndex {
                canvas.fill(Rect(x: segment.x - 0.5, y: frame.y + 7, width: 1, height: max(0, frame.height - 14)), system("opaqueSeparator"))
            }
            var font = control.font
            if selected { font.weight = .semibold }
            centredText(title, font: font, color: control.titleColor ?? system("label"), centerX: segment.x + width / 2, midY: midY,
                        clip: Rect(x: segment.x + 4, y: segment.y, width: max(0, width - 8), height: frame.height))
        }
    }

    /// UITextField: its text, or its placeholder in `placeholderText`, from the leading inset;
    /// the rounded style's white field and grey border (line: a black one; bezel: grey).
    private func textField(_ control: ControlContent, in frame: Rect) {
        var inset = 0.0
        switch control.borderStyle {
        case .none: break
        case .roundedRect:
            canvas.fill(frame, system("systemBackground"), radius: 5)
            canvas.stroke(frame, system("systemGray4"), width: 0.5, radius: 5)
            inset = ControlMetrics.fieldInset
        case .line:
            canvas.stroke(frame, system("label"), width: 1)
            inset = ControlMetrics.fieldInset
        case .bezel:
            canvas.stroke(frame, system("systemGray2"), width: 1)
            inset = ControlMetrics.fieldInset
        }
        let shown = control.title.isEmpty ? control.placeholder : control.title
        guard !shown.isEmpty else { return }
        let color = control.title.isEmpty ? system("placeholderText") : control.titleColor ?? system("label")
        let measured = measurer.measure(TextRequest(text: shown, font: control.font, width: nil, numberOfLines: 1))
        canvas.save()
        defer { canvas.restore() }
        canvas.clip(to: Rect(x: frame.x + inset, y: frame.y, width: max(0, frame.width - 2 * inset), height: frame.height))
        canvas.text(shown, at: frame.x + inset, frame.y + (frame.height - measured.height) / 2, font: control.font, color: color, measurer: measurer)
    }

    /// The colour a symbol is drawn in: its palette's first colour, else its tint. Symbol fonts
    /// have one layer, so hierarchical, palette and multicolor symbols are drawn in one colour
    /// (said once).
    private func symbolColor(_ control: ControlContent, tint: Color) -> Color {
        guard control.symbolRendering != .monochrome else { return tint }
        SymbolReport.note("SF Symbols' \(control.symbolRendering.rawValue) rendering is drawn in one colour (monochrome): symbol fonts have one layer")
        return control.paletteColors.first ?? tint
    }

    /// An SF Symbol: a glyph of the user's symbol fonts or the stand-in (`SymbolGlyphs`),
    /// centred in its frame; a name none has is a placeholder (below), said once.
    func symbol(_ control: ControlContent, color: Color, in frame: Rect) {
        let request = SymbolRequest(name: control.title, pointSize: control.font.size, weight: control.font.weight, scale: control.symbolScale)
        guard !canvas.symbol(request, in: frame, color: color, rightToLeft: rightToLeft, measurer: measurer) else { return }
        placeholder(control.title, font: control.font, color: color, in: frame)
    }

    /// An SF Symbol Autocell cannot draw (Apple's artwork): a rounded square outline in the
    /// symbol's colour with the name's first letter inside, so a snapshot shows where it is.
    /// Drawn as large as a symbol's glyph is in its image: its frame's side over 1.2
    /// (`SymbolMetrics.estimatedSquare`), as `multiply.circle.fill` at the body size inks 17 ×
    /// 17 pt 1.5 pt inside its frame on the iOS simulator references (Documentation/Fidelity.md).
    func placeholder(_ name: String, font: Font, color: Color, in frame: Rect) {
        let side = min(frame.width, frame.height) / SymbolMetrics.estimatedSquare
        guard side > 0 else { return }
        let square = Rect(x: frame.x + (frame.width - side) / 2, y: frame.y + (frame.height - side) / 2, width: side, height: side)
        canvas.stroke(square, color, width: max(1, side / 14), radius: side / 4)
        let initial = name.first.map { String($0).uppercased() } ?? "?"
        var small = Font.system(max(1, side * 0.5), weight: .semibold)
        small.family = font.family
        centredText(initial, font: small, color: color, centerX: square.x + side / 2, midY: square.y + side / 2, clip: square)
    }
}
