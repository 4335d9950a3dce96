import Foundation
import Testing
import UIKit

/// Rendering the iOS way: `UIGraphicsImageRenderer` with `drawHierarchy` or `layer.render(in:)`,
/// and a view's own `draw(_:)`.
@MainActor
@Suite(.serialized) struct UIKitRendering {
    @Test func aCellRendersToPNG() throws {
        let cell = PostCell(style: .default, reuseIdentifier: nil)
        cell.configure(with: UIKitCellLayout.posts[0])
        let height = UIKitCellLayout.laidOut(cell)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: cell.bounds.size, format: format).image { context in
            cell.drawHierarchy(in: cell.bounds, afterScreenUpdates: true)
        }
        #expect(image.size == CGSize(width: 375, height: height))
        let png = try #require(image.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        if let folder = ProcessInfo.processInfo.environment["UIKIT_RENDER_DIR"] {
            try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("post.png"))
        }
    }

    /// `CGContext.makeImage()`: a bitmap context's pixels so far (an image renderer's and
    /// `UIGraphicsBeginImageContext`'s), as apps make a solid-colour image.
    @Test func aBitmapContextMakesItsImage() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), true, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        let made = try #require(context.makeImage())
        UIGraphicsEndImageContext()
        #expect(made.width == 8 && made.height == 4)
        let image = UIImage(cgImage: made)
        #expect(image.size == CGSize(width: 8, height: 4))
        var fromRenderer: CGImage?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
            fromRenderer = context.cgContext.makeImage()
        }
        #expect(fromRenderer.map { $0.width > 0 } == true)
    }

    @Test func drawIsCalledInTheViewsCoordinates() throws {
        let cell = RatingCell(style: .default, reuseIdentifier: nil)
        cell.caption.text = "5 of 5"
        cell.rating.rating = 5
        _ = UIKitCellLayout.laidOut(cell, width: 200)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: cell.bounds, format: format).image { context in
            cell.layer.render(in: context.cgContext)
        }
        let png = try #require(image.pngData())
        if let folder = ProcessInfo.processInfo.environment["UIKIT_RENDER_DIR"] {
            try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("rating.png"))
        }
        #expect(png.count > 100)
    }
}
