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
