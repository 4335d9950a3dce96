import AutocellLayout

/// UIKit's string drawing (`NSString.draw(at:withAttributes:)`, `draw(in:withAttributes:)`,
/// `NSAttributedString.draw(at:)` / `draw(in:)`) into the current context, with the
/// measurer that lays labels out; and `size(withAttributes:)`.
extension NSString {
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }

    @preconcurrency @MainActor
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }
}

extension NSAttributedString {
    /// The request the measurer lays this string out with: where no attribute says
    /// otherwise, 12 pt and black (Apple: a string without a font attribute "uses a 12-point
    /// Helvetica(Neue) font by default"; the bundled system family stands in for Helvetica).
    @preconcurrency @MainActor
    func textRequest(width: CGFloat?) -> TextRequest {
        let (runs, paragraph) = self.runs(trait: .current)
        var label = LabelContent(text: string, font: .system(12), color: .black, numberOfLines: width == nil ? 1 : 0, lineBreakMode: .wordWrap)
        label.attributedText = runs
        label.paragraph = paragraph
        return label.request(width: width.map(Double.init))
    }

    @preconcurrency @MainActor
    public func size() -> CGSize {
        guard let measurer = HierarchyLayout.measurer else { return .zero }
        let measured = measurer.measure(textRequest(width: nil))
        return CGSize(width: measured.width, height: measured.height)
    }

    @preconcurrency @MainActor
    public func draw(at point: CGPoint) { draw(request: textRequest(width: nil), at: point, clip: nil) }

    @preconcurrency @MainActor
    public func draw(in rect: CGRect) { draw(request: textRequest(width: rect.width), at: rect.origin, clip: rect) }

    @preconcurrency @MainActor
    private func draw(request: TextRequest, at point: CGPoint, clip: CGRect?) {
        guard let context = UIGraphicsGetCurrentContext(), let measurer = HierarchyLayout.measurer else { return }
        let canvas = context.canvas
        canvas.save()
        defer { canvas.restore() }
        if let clip {
            canvas.addRect(Rect(clip))
            canvas.clipToPath()
        }
        canvas.text(request, at: Double(point.x), Double(point.y), color: .black, measurer: measurer)
    }
}
