import AutocellImage
import AutocellText
import Foundation
import Testing
import UIKit
@testable import AutocellUIKit

/// SF Symbols in a UIKit cell (issue 53): `UIImage(systemName:)` in image views, with
/// `UIImage.SymbolConfiguration`'s weight, drawn as glyphs, not placeholders.
@MainActor
@Suite(.serialized) struct SymbolImages {
    /// A settings-style cell: a leading symbol, a title, a trailing chevron and a star.
    final class SymbolCell: UITableViewCell {
        let person = UIImageView(image: UIImage(systemName: "person.crop.circle"))
        let title = UILabel()
        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        let chevron = UIImageView(image: UIImage(systemName: "chevron.right"))

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            title.text = "Favourites"
            for view in [person, title, star, chevron] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            NSLayoutConstraint.activate([
                person.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                person.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                title.leadingAnchor.constraint(equalTo: person.trailingAnchor, constant: 12),
                title.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                title.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                star.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                star.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                chevron.leadingAnchor.constraint(equalTo: star.trailingAnchor, constant: 12),
                chevron.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                chevron.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        func setSymbols(_ names: [String], weight: UIImage.SymbolWeight = .unspecified, sizes: [CGRect] = []) {
            let configuration = UIImage.SymbolConfiguration(weight: weight)
            for (view, name) in zip([person, star, chevron], names) {
                view.image = UIImage(systemName: name, withConfiguration: configuration)
            }
            for (view, frame) in zip([person, star, chevron], sizes) {
                view.widthAnchor.constraint(equalToConstant: frame.width).isActive = true
                view.heightAnchor.constraint(equalToConstant: frame.height).isActive = true
            }
        }
    }

    /// The cell laid out at 375 pt and drawn at 2×: its pixels, and its image views' frames.
    static func rendered(_ configure: (SymbolCell) -> Void) throws -> (PixelImage, [CGRect]) {
        let cell = SymbolCell(style: .default, reuseIdentifier: nil)
        configure(cell)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: cell.bounds.size, format: format).image { _ in
            _ = cell.drawHierarchy(in: cell.bounds, afterScreenUpdates: true)
        }
        let pixels = try PNGDecoder.decode([UInt8](try #require(image.pngData())))
        let frames = [cell.person, cell.star, cell.chevron].map { $0.convert($0.bounds, to: cell) }
        return (pixels, frames)
    }

    /// How much darker than white a frame is, summed over its pixels, and the pixels that are
    /// not background.
    static func ink(_ image: PixelImage, in frame: CGRect) -> (weight: Int, pixels: [RGBA]) {
        var weight = 0
        var pixels: [RGBA] = []
        for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
            for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) {
                let pixel = image[x, y]
                pixels.append(pixel)
                weight += 765 - Int(pixel.r) - Int(pixel.g) - Int(pixel.b)
            }
        }
        return (weight, pixels)
    }

    @Test func symbolsAreGlyphsNotPlaceholders() throws {
        try #require(SymbolStandIn.path != nil, "the stand-in is not installed: \(SymbolStandIn.installHint)")
        let (drawn, frames) = try Self.rendered { _ in }
        let (placeholders, placeholderFrames) = try Self.rendered { $0.setSymbols(["person.unmapped", "star.unmapped", "chevron.unmapped"], sizes: frames) }
        #expect(frames == placeholderFrames)
        // Each image view at its symbol's measured size (iOS 26.1: 20 × 19, 22 × 20, 12.5 × 16.5).
        #expect(frames.map(\.size) == [CGSize(width: 20, height: 19), CGSize(width: 22, height: 20), CGSize(width: 12.5, height: 16.5)])
        for (name, frame) in zip(["person.crop.circle", "star.fill", "chevron.right"], frames) {
            #expect(frame.width > 10 && frame.height > 10, "\(name): \(frame)")
            let glyph = Self.ink(drawn, in: frame), box = Self.ink(placeholders, in: frame)
            #expect(glyph.weight > 5_000, "\(name) inks \(glyph.weight)")
            // The placeholder's outline and letter are nowhere in the symbol's frame.
            #expect(glyph.pixels != box.pixels, "\(name) is drawn as its placeholder")
            // The ink is the tint (systemBlue), not grey or black.
            let darkest = glyph.pixels.min { Int($0.r) + Int($0.g) + Int($0.b) < Int($1.r) + Int($1.g) + Int($1.b) }
            #expect(darkest.map { $0.b > 200 && $0.r < 60 } == true, "\(name): \(String(describing: darkest))")
        }
        #expect(UIKitDiagnostics.hasSaid("SF Symbol 'star.unmapped' is not in the stand-in's table"))
    }

    @Test func threeWeightsDrawThreeInks() throws {
        try #require(SymbolStandIn.path != nil)
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .regular, .bold]
        let inks = try weights.map { weight in
            let (image, frames) = try Self.rendered { $0.setSymbols(["person.crop.circle", "star", "chevron.right"], weight: weight) }
            return frames.map { Self.ink(image, in: $0).weight }
        }
        for index in 0..<3 {
            #expect(inks[0][index] < inks[1][index] && inks[1][index] < inks[2][index], "symbol \(index): \(inks.map { $0[index] })")
        }
    }

    /// `preferredSymbolConfiguration` sizes the image view as UIKit does, over the image's own.
    @Test func preferredSymbolConfigurationSizesTheImageView() {
        let view = UIImageView(image: UIImage(systemName: "star"))
        let body = view.intrinsicContentSize
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(view.intrinsicContentSize.width > body.width * 1.8)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
        #expect(view.intrinsicContentSize.width > body.width)
        let combined = UIImage.SymbolConfiguration(pointSize: 20).applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(combined.weight == .bold && combined.font().size == 20)
    }

    /// A button's symbol image takes its own configuration, or the preferred one for images, as
    /// UIKit does; without either, the title's font.
    @Test func aButtonsSymbolTakesItsConfiguration() {
        let plain = UIButton(type: .system)
        plain.setImage(UIImage(systemName: "plus"), for: .normal)
        let sized = UIButton(type: .system)
        sized.setImage(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)), for: .normal)
        #expect(sized.intrinsicContentSize.width > plain.intrinsicContentSize.width + 10)
        let preferred = UIButton(type: .system)
        preferred.setImage(UIImage(systemName: "plus"), for: .normal)
        preferred.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30), forImageIn: .normal)
        #expect(preferred.intrinsicContentSize == sized.intrinsicContentSize)
        var configuration = UIButton.Configuration.filled()
        configuration.image = UIImage(systemName: "plus")
        let filled = UIButton(configuration: configuration)
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(scale: .large)
        let large = UIButton(configuration: configuration)
        #expect(large.intrinsicContentSize.width > filled.intrinsicContentSize.width)
    }

    /// `NSTextAttachment` with a symbol image: laid out in the line at the image's size (bounds
    /// zero: on the baseline) and drawn as its glyph in the image's tint.
    @Test func aSymbolInALabelIsDrawnInline() throws {
        try #require(SymbolStandIn.path != nil)
        let text = NSMutableAttributedString(string: "Rated ")
        let star = try #require(UIImage(systemName: "star.fill")).withTintColor(.systemOrange)
        text.append(NSAttributedString(attachment: NSTextAttachment(image: star)))
        text.append(NSAttributedString(string: " 4.5"))
        let label = UILabel()
        label.attributedText = text
        let plain = UILabel()
        plain.text = "Rated  4.5"
        let size = label.intrinsicContentSize
        #expect(size.width > plain.intrinsicContentSize.width + 18, "the attachment takes its image's width (22 pt)")
        label.frame = CGRect(origin: .zero, size: size)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in _ = label.drawHierarchy(in: label.bounds, afterScreenUpdates: true) }
        let pixels = try PNGDecoder.decode([UInt8](try #require(image.pngData())))
        var orange = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y].r > 200 && pixels[x, y].g > 100 && pixels[x, y].g < 190 && pixels[x, y].b < 80 { orange += 1 } }
        #expect(orange > 200, "the star is drawn in orange: \(orange) pixels")
        // A bitmap attachment keeps its space and says it is not drawn.
        let bitmap = NSTextAttachment()
        bitmap.image = UIImage(size: CGSize(width: 30, height: 10), scale: 1, path: nil, symbolName: nil)
        let withBitmap = UILabel()
        withBitmap.attributedText = NSAttributedString(attachment: bitmap)
        #expect(withBitmap.intrinsicContentSize.width >= 30)
        #expect(UIKitDiagnostics.hasSaid("NSTextAttachment with a bitmap image"))
    }

    /// `UIImage.draw(in:)` of a symbol draws its glyph in its `withTintColor` colour.
    @Test func aSymbolImageDrawsItself() throws {
        try #require(SymbolStandIn.path != nil)
        let star = try #require(UIImage(systemName: "star.fill")).withTintColor(.red)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { _ in
            star.draw(in: CGRect(x: 4, y: 5, width: 22, height: 20))
        }
        let pixels = try PNGDecoder.decode([UInt8](try #require(image.pngData())))
        var red = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y].r > 200 && pixels[x, y].g < 80 && pixels[x, y].b < 80 && pixels[x, y].a > 200 { red += 1 } }
        #expect(red > 300, "\(red) red pixels")
    }

    /// A list content configuration's `imageProperties.preferredSymbolConfiguration` sizes its
    /// symbol image as UIKit does.
    @Test func listContentPreferredSymbolConfiguration() {
        func height(_ preferred: UIImage.SymbolConfiguration?) -> CGFloat {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.image = UIImage(systemName: "star")
            content.text = "Favourites"
            content.imageProperties.preferredSymbolConfiguration = preferred
            cell.contentConfiguration = content
            return cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        }
        let plainHeight = height(nil), largeHeight = height(UIImage.SymbolConfiguration(pointSize: 60))
        #expect(largeHeight > plainHeight + 10, "\(plainHeight) → \(largeHeight)")
    }
}
