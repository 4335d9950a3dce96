import AutocellImage
import Foundation
import Testing
import UIKit

/// A `UITableView` is sized, placed and separated by the table layer (one implementation with
/// fixtures) and drawn by the render layer's painter: separators whether the table is drawn
/// alone or as a subview, inset grouped sections inside the margins, right to left.
@MainActor
@Suite(.serialized) struct TableDrawing {
    static func table(_ style: UITableView.Style, rows: Int = 3) -> (UITableView, FeedDataSource) {
        let dataSource = FeedDataSource(count: rows)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: style)
        table.register(PostCell.self, forCellReuseIdentifier: PostCell.reuseIdentifier)
        table.dataSource = dataSource
        table.reloadData()
        return (table, dataSource)
    }

    /// The pixels of `view` drawn at 2x (the traits' scale).
    static func pixels(_ view: UIView) throws -> PixelImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        return try #require(image.pixels())
    }

    static func pixel(_ image: PixelImage, _ x: Int, _ y: Int) -> RGBA { image[x, y] }

    @Test func separatorsAloneAndAsASubview() throws {
        let (table, dataSource) = Self.table(.plain)
        _ = dataSource
        let first = table.rect(forRowAt: IndexPath(row: 0, section: 0))
        let line = Int(first.maxY * 2) - 1
        let alone = try Self.pixels(table)
        // The separator: inset 15 pt from the leading edge, one pixel at the bottom of the row.
        #expect(Self.pixel(alone, 10, line) != Self.pixel(alone, 60, line), "the inset is not drawn")
        #expect(Self.pixel(alone, 60, line) != RGBA(255, 255, 255), "no separator under the first row")
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 460))
        container.backgroundColor = .white
        table.frame.origin.y = 60
        container.addSubview(table)
        let nested = try Self.pixels(container)
        #expect(Self.pixel(nested, 60, line + 120) == Self.pixel(alone, 60, line), "a table drawn as a subview lost its separators")
        // The whole table the same, pixel for pixel, 60 pt down.
        var different = 0
        for y in 0..<alone.height {
            for x in 0..<alone.width where nested[x, y + 120] != alone[x, y] { different += 1 }
        }
        #expect(different == 0)
        if let folder = ProcessInfo.processInfo.environment["UIKIT_RENDER_DIR"] {
            try PNGEncoder(compression: .fast).encode(alone).withUnsafeBufferPointer { try Data(buffer: $0).write(to: URL(fileURLWithPath: folder + "/alone.png")) }
            try PNGEncoder(compression: .fast).encode(nested).withUnsafeBufferPointer { try Data(buffer: $0).write(to: URL(fileURLWithPath: folder + "/nested.png")) }
        }
    }

    /// An inset grouped table: cells between the margins (16 pt at 375), separators inside
    /// them, none under a section's last row; right to left, the separator's inset is on the
    /// right.
    @Test func insetGroupedAndRightToLeft() throws {
        // A controller's table: its sections are inset by the system minimum margins.
        let (controller, table) = controllerTable(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .insetGrouped)
        let dataSource = FeedDataSource(count: 3)
        defer { withExtendedLifetime((controller, dataSource)) {} }
        table.register(PostCell.self, forCellReuseIdentifier: PostCell.reuseIdentifier)
        table.dataSource = dataSource
        table.reloadData()
        let cell = try #require(table.visibleCells.first)
        #expect(cell.frame.minX == 16 && cell.frame.width == 343)
        let first = table.rect(forRowAt: IndexPath(row: 0, section: 0))
        let image = try Self.pixels(table)
        let line = Int(first.maxY * 2) - 1
        // The line starts at the margin plus the separator inset (16 + 15 pt) and ends at the
        // right margin.
        #expect(image[2 * 16 + 2 * 15 + 4, line] != image[2 * 16 + 2 * 15 - 4, line])
        #expect(image[2 * (375 - 16) + 4, line] != image[2 * (375 - 16) - 4, line])
        let last = table.rect(forRowAt: IndexPath(row: 2, section: 0))
        let separator = image[2 * 100, line]
        #expect(separator != image[2 * 100, line - 2])
        #expect(image[2 * 100, Int(last.maxY * 2) - 1] != separator, "a line under the section's last row")

        let rtl = Self.table(.plain)
        let previous = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(layoutDirection: .rightToLeft)
        defer { UITraitCollection.current = previous }
        let mirrored = UITableView(frame: rtl.0.frame, style: .plain)
        mirrored.register(PostCell.self, forCellReuseIdentifier: PostCell.reuseIdentifier)
        mirrored.dataSource = rtl.1
        mirrored.reloadData()
        let flipped = try Self.pixels(mirrored)
        let y = Int(mirrored.rect(forRowAt: IndexPath(row: 0, section: 0)).maxY * 2) - 1
        // Inset from the right: the line reaches the left edge, stops 15 pt short of the right.
        #expect(flipped[2, y] == flipped[2 * 200, y] && flipped[2 * 375 - 4, y] != flipped[2 * 200, y])
    }
}
