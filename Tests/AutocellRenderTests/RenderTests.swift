import AutocellImage
import AutocellFixtures
import AutocellRender
import AutocellTable
import AutocellText
import Foundation
import Testing
import AutocellSource
import AutocellDrawing

/// Renders fixtures and checks the decoded pixels against the frames the layout reported.
@Suite struct RenderedPixels {
    static let repositoryFixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    /// A scratch folder, removed by the caller.
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func render(_ fixture: Fixture, _ options: RenderOptions = RenderOptions(), traits: TraitCollection = TraitCollection(), in folder: URL) throws -> (PixelImage, TableLayout) {
        let output = folder.appendingPathComponent("out.png").path
        let result = try FeedRenderer.render(fixture.resolved(for: traits).content, to: output, options: options)
        #expect(result.files.count == 1)
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: output))))
        let layout = try TableLayout.make(fixture.resolved(for: traits).content, measurer: try TextMeasurer(), reportAmbiguity: false)
        return (image, layout)
    }

    /// Share of the pixels inside `frame` (points, in the image) that are exactly `color`.
    static func share(of color: RGBA, in image: PixelImage, x: Double, y: Double, width: Double, height: Double, scale: Double) -> Double {
        let left = Int((x * scale).rounded()), top = Int((y * scale).rounded())
        let right = Int(((x + width) * scale).rounded()), bottom = Int(((y + height) * scale).rounded())
        guard right > left, bottom > top else { return 0 }
        var hits = 0
        for py in top..<bottom { for px in left..<right where image[px, py] == color { hits += 1 } }
        return Double(hits) / Double((right - left) * (bottom - top))
    }

    /// `contentMode: center` and the corners draw the image at its own size (a 20 pt square
    /// from 40 px at scale 2) where the mode says in an 80 pt frame, not stretched over it.
    @Test(arguments: [("center", 30.0, 30.0), ("topLeft", 0.0, 0.0), ("bottomRight", 60.0, 60.0), ("right", 60.0, 30.0), ("top", 30.0, 0.0)])
    func positionalContentModesDrawTheImageUnscaled(mode: String, x: Double, y: Double) throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let green = RGBA(0, 160, 0)
        try Data(try PNGEncoder().encode(PixelImage(width: 40, height: 40, filledWith: green)))
            .write(to: folder.appendingPathComponent("square.png"))
        let yaml = """
            table: {width: 200, scale: 2}
            templates:
              cell:
                views:
                  - {name: photo, type: image, image: "square.png", contentMode: \(mode)}
                constraints:
                  - photo.left == contentView.left + 10
                  - photo.top == contentView.top + 10
                  - photo.width == 80
                  - photo.height == 80
                  - photo.bottom == contentView.bottom - 10
            rows: [{template: cell}]
            """
        let path = folder.appendingPathComponent("modes.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let (image, layout) = try Self.render(try FixtureLoader.load(path: path), in: folder)
        let photo = try #require(layout.rows[0].cell["photo"]?.frame)
        #expect(photo.width == 80)
        #expect(Self.share(of: green, in: image, x: photo.x + x, y: photo.y + y, width: 20, height: 20, scale: 2) == 1)
        #expect(Self.share(of: green, in: image, x: photo.x, y: photo.y, width: 80, height: 80, scale: 2) == 0.0625, "only the 20 pt square of the 80 pt frame")
    }

    /// Under a safe area (44 pt each side in 300 pt), the disclosure chevron is drawn inside
    /// it, as the contentView is: nothing but the cell's white in the right 44 pt.
    @Test func theAccessorySitsInsideTheSafeArea() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.parse("""
            table: {width: 300, scale: 2, separator: none, safeAreaInsets: {left: 44, right: 44}}
            templates:
              t:
                accessory: disclosureIndicator
                views: [{name: box, background: blue}]
                constraints: ["H:|-[box(20)]", "V:|-[box(20)]-|"]
            rows:
              - {template: t}
            """, file: "safe.yaml", folder: folder.path)
        let (image, layout) = try Self.render(fixture, in: folder)
        let height = layout.rows[0].height, white = RGBA(255, 255, 255)
        #expect(Self.share(of: white, in: image, x: 256, y: 0, width: 44, height: height, scale: 2) == 1)
        #expect(Self.share(of: white, in: image, x: 212, y: 0, width: 44, height: height, scale: 2) < 1)
        // `|-` is 20 pt from the contentView, which starts at the safe area.
        #expect(abs((layout.rows[0].cell["box"]?.frame.x ?? 0) - (44 + 20)) < 1e-9)
    }

    /// A row's state is painted: a view hidden for the row is not drawn (its frame shows the
    /// cell's white), a background set for the row replaces the template's.
    @Test func rowStateHidesAndRecoloursViews() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.load(path: Self.repositoryFixtures + "/row-state.yaml")
        let (image, layout) = try Self.render(fixture, in: folder)
        let scale = layout.scale
        func share(_ color: RGBA, row: Int) throws -> Double {
            let r = layout.rows[row]
            let avatar = try #require(r.cell["avatar"]).frame
            // The middle of the (rounded) avatar.
            return Self.share(of: color, in: image, x: avatar.x + avatar.width / 4, y: r.y + avatar.y + avatar.height / 4,
                              width: avatar.width / 2, height: avatar.height / 2, scale: scale)
        }
        let blue = RGBA(0x4A, 0x90, 0xE2)
        #expect(try share(blue, row: 0) > 0.99)
        #expect(try share(blue, row: 1) == 0, "hidden for the row (the title is drawn there now)")
        #expect(try share(RGBA(255, 0, 0), row: 2) > 0.99, "red for the row")
        #expect(try share(blue, row: 3) > 0.99, "the template's again")
    }

    @Test func personFeedBarsAreWhereTheLayoutPutThem() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.load(path: Self.repositoryFixtures + "/person-feed.yaml")
        let (image, layout) = try Self.render(fixture, in: folder)
        let scale = layout.scale
        #expect(image.width == 750)
        #expect(abs(Double(image.height) - layout.contentHeight * scale) < 0.5)
        let colors = ["date": RGBA(0, 0, 255), "hot": RGBA(255, 255, 0), "like": RGBA(255, 0, 0)]
        for row in layout.rows {
            for (name, color) in colors {
                let frame = try #require(row.cell[name]?.frame)
                guard frame.width >= 1 else { continue }
                // Text covers part of each label; its background must still fill most of the frame,
                let inside = Self.share(of: color, in: image, x: frame.x, y: row.y + frame.y, width: frame.width, height: frame.height, scale: scale)
                #expect(inside > 0.5, "\(name) in row \(row.row): \(inside)")
                // and nothing of that colour leaks just outside it.
                let below = Self.share(of: color, in: image, x: frame.x, y: row.y + frame.y + frame.height + 0.5, width: frame.width, height: 1, scale: scale)
                #expect(below == 0, "\(name) in row \(row.row) leaks below its frame")
            }
        }
    }

    @Test func rowBackgroundSeparatorAndRoundedImage() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let green = RGBA(0, 160, 0)
        try Data(try PNGEncoder().encode(PixelImage(width: 100, height: 100, filledWith: green)))
            .write(to: folder.appendingPathComponent("square.png"))
        let yaml = """
            table: {width: 320, scale: 2, separatorInset: 20}
            templates:
              card:
                background: "#336699"
                views:
                  - {name: photo, type: image, image: "square.png", cornerRadius: 25, clipsToBounds: true}
                  - {name: caption, type: label, text: "{caption}", background: orange}
                constraints:
                  - photo.left == contentView.left + 10
                  - photo.top == contentView.top + 10
                  - photo.bottom == contentView.bottom - 10
                  - caption.left == photo.right + 10
                  - caption.centerY == photo.centerY
            rows:
              - {template: card, data: {caption: "一"}}
              - {template: card, data: {caption: "二"}}
            """
        let path = folder.appendingPathComponent("card.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let fixture = try FixtureLoader.load(path: path)
        let (image, layout) = try Self.render(fixture, in: folder)
        let scale = 2.0
        let first = layout.rows[0]
        // 100 px at scale 2 is a 50 pt image: 70 pt of cell, plus the separator pixel.
        #expect(first.height == 70.5)
        let contentBackground = RGBA(0x33, 0x66, 0x99)
        #expect(image[600, 20] == contentBackground)
        // The image fills its rounded frame's centre, and the clip leaves the corners to the cell.
        let photo = try #require(first.cell["photo"]?.frame)
        #expect(image[Int((photo.x + photo.width / 2) * scale), Int((photo.y + photo.height / 2) * scale)] == green)
        #expect(image[Int(photo.x * scale) + 1, Int(photo.y * scale) + 1] == contentBackground)
        #expect(image[Int((photo.x + photo.width) * scale) - 2, Int((photo.y + photo.height) * scale) - 2] == contentBackground)
        // The separator: the row's last pixel line, from the inset to the right edge.
        let separator = RGBA(200, 199, 204)
        let line = Int(first.height * scale) - 1
        #expect(image[40, line] == separator)
        #expect(image[639, line] == separator)
        #expect(image[39, line] == RGBA(255, 255, 255))
        #expect(image[40, line - 1] == contentBackground)
        #expect(image[40, line + 1] == contentBackground)
        // The label's background sits at its frame.
        let caption = try #require(first.cell["caption"]?.frame)
        #expect(Self.share(of: RGBA(255, 128, 0), in: image, x: caption.x, y: caption.y, width: caption.width, height: caption.height, scale: scale) > 0.4)
    }

    @Test func groupedSectionsShowTitlesSpacingAndTheirOwnViews() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.load(path: Self.repositoryFixtures + "/settings.yaml")
        let (image, layout) = try Self.render(fixture, in: folder)
        let scale = layout.scale
        #expect(abs(Double(image.height) - layout.contentHeight * scale) < 0.5)
        let group = RGBA(239, 239, 244), profile = RGBA(250, 250, 255), swatchRed = RGBA(255, 59, 48)
        for view in layout.sectionViews {
            let area = (x: 0.0, y: view.y + 1, width: 8.0, height: max(0, view.height - 2))
            guard area.height > 0 else { continue }
            // Left margins of section views: the table's group grey, or the profile header's own colour.
            let expected = view.template == "profile" ? profile : group
            #expect(Self.share(of: expected, in: image, x: area.x, y: area.y, width: area.width, height: area.height, scale: scale) == 1,
                    "\(view.kind) of section \(view.section)")
        }
        // The frame-layout row is as tall as sizeThatFits says and paints its swatches there.
        let swatch = try #require(layout.rows.first { $0.template == "swatch" })
        let red = try #require(swatch.cell["red"]?.frame)
        #expect(Self.share(of: swatchRed, in: image, x: red.x + 8, y: swatch.y + red.y + 8, width: 20, height: 20, scale: scale) == 1)
        #expect(swatch.height == 66 + 12 + 0.5)
    }

    @Test func plainHeadersStickToTheTopOfTheViewport() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var fixture = try FixtureLoader.load(path: Self.repositoryFixtures + "/settings.yaml")
        fixture.table.style = .plain
        var options = RenderOptions()
        options.viewportHeight = 100
        // Scrolled into section 1's rows: its title band is pinned at the top.
        let layout = try TableLayout.make(fixture.content, measurer: try TextMeasurer(), reportAmbiguity: false)
        let header = try #require(layout.sectionViews.first { $0.section == 1 && $0.kind == .header })
        options.offset = header.y + 30
        let (image, _) = try Self.render(fixture, options, in: folder)
        let band = RGBA(247, 247, 247)
        #expect(Self.share(of: band, in: image, x: 0, y: 0, width: 10, height: header.height, scale: 2) == 1)
        #expect(Self.share(of: band, in: image, x: 0, y: header.height + 2, width: 10, height: 10, scale: 2) == 0)
    }

    /// A screen taller than a plain table's rows shows the separators of the rows that are not
    /// there, at the cells' margin: one fixed `rowHeight` apart (44 pt under the default rows on
    /// the iOS references), else the last row's height apart.
    @Test(arguments: [("rowHeight: 44, ", 44.0), ("", 53.0)])
    func emptyRowsBelowAPlainTableShowSeparators(rowHeight: String, step: Double) throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let yaml = """
        table: {width: 320, scale: 2, \(rowHeight)background: white}
        templates:
          t:
            views: [{name: title, type: label, text: "Row", font: system 17}]
            constraints: ["H:|-16-[title]", "V:|-16-[title]-16-|"]
        rows: [{template: t}, {template: t}]
        """
        let fixture = try FixtureLoader.parse(yaml, file: "filler.yaml", folder: "/tmp")
        var options = RenderOptions()
        options.viewportHeight = 400
        let (image, layout) = try Self.render(fixture, options, in: folder)
        let end = layout.contentHeight
        #expect(abs(end - 2 * step) < 1e-9)
        let line = RGBA(200, 199, 204)
        for k in 1...3 {
            let y = end + Double(k) * step - 0.5
            #expect(Self.share(of: line, in: image, x: 40, y: y, width: 200, height: 0.5, scale: 2) == 1, "filler separator \(k)")
            #expect(Self.share(of: line, in: image, x: 0, y: y, width: 15.5, height: 0.5, scale: 2) == 0, "inset by the margin")
        }
        #expect(Self.share(of: line, in: image, x: 40, y: end + step / 2, width: 200, height: 0.5, scale: 2) == 0)
    }

    /// On a screen with a status bar (`safeAreaInsets: {top: 20}`), a plain table's rows start
    /// below it, as UIScrollView's adjusted content inset places them at rest; scrolled to
    /// the end, the last row stops above the bottom inset. A clear table background stays
    /// transparent in the PNG (swift-snapshot-testing's references are transparent there).
    @Test func rowsOnAScreenStartBelowTheStatusBar() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let yaml = """
        table: {width: 320, scale: 2, rowHeight: 44, background: clear, safeAreaInsets: {top: 20, bottom: 34}}
        templates:
          t:
            background: red
            views: [{name: title, type: label, text: "Row", font: system 17}]
            constraints: ["H:|-16-[title]", "title.centerY == contentView.centerY"]
        rows: [{template: t}, {template: t}, {template: t}, {template: t}, {template: t}, {template: t}, {template: t}, {template: t}, {template: t}, {template: t}]
        """
        let fixture = try FixtureLoader.parse(yaml, file: "screen.yaml", folder: "/tmp")
        var options = RenderOptions()
        options.viewportHeight = 300
        let (image, _) = try Self.render(fixture, options, in: folder)
        let red = RGBA(255, 0, 0)
        #expect(Self.share(of: RGBA(0, 0, 0, 0), in: image, x: 0, y: 0, width: 320, height: 20, scale: 2) == 1, "clear above the rows")
        #expect(Self.share(of: red, in: image, x: 200, y: 20, width: 100, height: 43.5, scale: 2) == 1, "the first row below the status bar")
        // Scrolled as far as it goes: 440 pt of rows in 300 pt, the last row's bottom 34 pt above the screen's.
        options.offset = 10_000
        let (end, _) = try Self.render(fixture, options, in: folder)
        #expect(Self.share(of: red, in: end, x: 200, y: 300 - 34 - 44, width: 100, height: 43.5, scale: 2) == 1, "the last row above the bottom inset")
        #expect(Self.share(of: red, in: end, x: 200, y: 300 - 34 + 1, width: 100, height: 30, scale: 2) == 0)
        // A device's own status bar: the iPhone 15's 59 pt (Xcode's simulator); the table's width and scale keys stay.
        let onDevice = try FixtureLoader.parse(yaml.replacingOccurrences(of: "safeAreaInsets: {top: 20, bottom: 34}", with: "device: iPhone 15"),
                                               file: "device.yaml", folder: "/tmp")
        options.offset = 0
        let (device, _) = try Self.render(onDevice, options, in: folder)
        #expect(Self.share(of: RGBA(0, 0, 0, 0), in: device, x: 0, y: 0, width: 320, height: 59, scale: 2) == 1)
        #expect(Self.share(of: red, in: device, x: 200, y: 59, width: 100, height: 43.5, scale: 2) == 1)
    }

    /// As iOS draws a label's lines (the iOS references, Documentation/Fidelity.md): the first
    /// baseline on the device pixel grid wherever the label's top falls, the others a line
    /// height (20.29 pt at 17 pt: 40.57 px at @2x) below it, each rounded: 41 and 81 px down.
    @Test func aLabelsFirstBaselineIsOnThePixelGrid() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for top in ["10", "10.3", "10.55", "10.8"] {
            let yaml = """
            table: {width: 320, scale: 2, separator: none, background: white}
            templates:
              t:
                views: [{name: l, type: label, text: "H\\nH\\nH", lines: 0, color: black, font: system 17}]
                constraints: ["H:|-16-[l]", "V:|-\(top)-[l]-10-|"]
            rows: [{template: t}]
            """
            let fixture = try FixtureLoader.parse(yaml, file: "baseline.yaml", folder: "/tmp")
            let (image, _) = try Self.render(fixture, RenderOptions(), in: folder)
            // The H's left stem: the darkest column; its ink ends at each baseline.
            var column = 0, darkest = Int.max
            for x in 30..<60 {
                var sum = 0
                for y in 0..<image.height { sum += Int(image[x, y].r) }
                if sum < darkest { (column, darkest) = (x, sum) }
            }
            var bottoms: [Int] = []
            var inked = false
            for y in 0..<image.height {
                let dark = image[column, y].r < 250
                if inked && !dark { bottoms.append(y) }
                inked = dark
            }
            #expect(bottoms.count == 3, "top \(top)")
            guard bottoms.count == 3 else { continue }
            let gaps: [Int] = [bottoms[1] - bottoms[0], bottoms[2] - bottoms[0]]
            #expect(gaps == [41, 81], "top \(top): baselines at \(bottoms)")
            // The row above each baseline is fully inked: no stem ends part-way through a pixel.
            for bottom in bottoms { #expect(image[column, bottom - 1].r < 5, "top \(top): the pixel above the baseline \(bottom) is \(image[column, bottom - 1])") }
        }
    }

    /// A label constrained below its text's height shows the lines that fit, the last ending in
    /// an ellipsis, as UILabel does: nothing is drawn cut through below them.
    @Test func aLabelShorterThanItsTextShowsTheLinesThatFit() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let yaml = """
        table: {width: 320, scale: 2, separator: none, background: white}
        templates:
          t:
            views: [{name: body, type: label, lines: 0, color: black, font: system 17,
                     text: "One line, then another one, then a third line that the label has no room to show at all"}]
            constraints: ["H:|-16-[body]-16-|", "V:|-10-[body(50)]-10-|"]
        rows: [{template: t}]
        """
        let fixture = try FixtureLoader.parse(yaml, file: "short.yaml", folder: "/tmp")
        let (image, layout) = try Self.render(fixture, RenderOptions(), in: folder)
        let body = try #require(layout.rows.first?.cell["body"])
        #expect(body.frame.height == 50 && body.lines == 2 && body.truncated == true)
        // Two 20.29 pt lines centred in the 50 pt label (y 10 to 60) end at 55.3: the label's
        // last 4.5 pt stay empty (three lines drawn and clipped would put the third's tops there).
        let black = RGBA(0, 0, 0)
        #expect(Self.share(of: black, in: image, x: 16, y: 10, width: 288, height: 40, scale: 2) > 0)
        #expect(Self.share(of: black, in: image, x: 16, y: 56, width: 288, height: 4, scale: 2) == 0)
    }

    /// `--scale` is the device's: rows snap to its pixel grid and separators are one of its pixels.
    @Test func theRenderScaleDecidesThePixelGrid() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.load(path: Self.repositoryFixtures + "/person-feed.yaml")
        let (image, _) = try Self.render(fixture, traits: TraitCollection(scale: 3), in: folder)
        let atThree = fixture.resolved(for: TraitCollection(scale: 3)).content
        let layout = try TableLayout.make(atThree, measurer: try TextMeasurer(), reportAmbiguity: false)
        for row in layout.rows { #expect(abs(row.height * 3 - (row.height * 3).rounded()) < 1e-9) }
        #expect(Double(image.height) == (layout.contentHeight * 3).rounded())
        // Laid out on the fixture's own 2x grid the rows would not fill whole pixels at 3x.
        let atTwo = try TableLayout.make(fixture.content, measurer: try TextMeasurer(), reportAmbiguity: false)
        #expect(atTwo.rows.contains { abs($0.height * 3 - ($0.height * 3).rounded()) > 1e-6 })
    }

    @Test func sameFixtureSameBytes() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.load(path: Self.repositoryFixtures + "/game-feed.yaml")
        var digests: [Data] = []
        for name in ["a.png", "b.png"] {
            let output = folder.appendingPathComponent(name).path
            _ = try FeedRenderer.render(fixture.content, to: output, options: RenderOptions())
            digests.append(try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        #expect(digests[0] == digests[1])
    }

    @Test func tallFeedsBecomePagesThatBreakBetweenRows() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.load(path: Self.repositoryFixtures + "/person-feed.yaml")
        var options = RenderOptions()
        options.maximumPagePixels = 1500
        let output = folder.appendingPathComponent("feed.png").path
        let result = try FeedRenderer.render(fixture.content, to: output, options: options)
        #expect(result.files.count > 1)
        #expect(result.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }.prefix(2) == ["feed-001.png", "feed-002.png"])
        #expect(result.files.allSatisfy { $0.height <= 1500 })
        let layout = try TableLayout.make(fixture.content, measurer: try TextMeasurer(), reportAmbiguity: false)
        #expect(result.files.reduce(0) { $0 + $1.height } == Int((layout.contentHeight * 2).rounded()))
        // Nothing left behind but the pages.
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == result.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }.sorted())
    }

    /// Pages are drawn one after another in a reused buffer; each must be exactly its rows
    /// rendered on their own. (The contact feed has no ambiguous rows, whose frames may depend
    /// on the rows laid out before them, as in UIKit.)
    @Test func laterPagesEqualTheirRowsAlone() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.load(path: Self.repositoryFixtures + "/contacts.yaml")
        var options = RenderOptions()
        options.maximumPagePixels = 130   // one 121-pixel row a page
        let result = try FeedRenderer.render(fixture.content, to: folder.appendingPathComponent("feed.png").path, options: options)
        #expect(result.files.count == 3)
        for (row, file) in result.files.enumerated() {
            var alone = RenderOptions()
            alone.rows = row...row
            let output = folder.appendingPathComponent("alone-\(row).png").path
            _ = try FeedRenderer.render(fixture.content, to: output, options: alone)
            let page = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: file.path))))
            #expect(page == (try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: output))))), "page \(row + 1)")
        }
    }

    /// Pages of the contact feed one 121-pixel row each.
    static var onePagePerRow: RenderOptions {
        var options = RenderOptions()
        options.maximumPagePixels = 130
        return options
    }

    /// A set of pages that cannot be put in place whole replaces nothing: with a folder where
    /// page 2 would go, page 1 (an earlier render's) is left as it was, and no temporary stays.
    @Test func aSetThatCannotBePutInPlaceReplacesNothing() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.load(path: Self.repositoryFixtures + "/contacts.yaml")
        let output = folder.appendingPathComponent("feed.png").path
        var options = Self.onePagePerRow
        options.rows = 1...1   // not what the new page 1 (row 0) holds
        _ = try FeedRenderer.render(fixture.content, to: folder.appendingPathComponent("feed-001.png").path, options: options)
        let before = try Data(contentsOf: folder.appendingPathComponent("feed-001.png"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("feed-002.png"), withIntermediateDirectories: false)
        options.rows = nil
        do {
            _ = try FeedRenderer.render(fixture.content, to: output, options: options)
            Issue.record("rendered")
        } catch {
            #expect("\(error)".contains("feed-002.png") && "\(error)".contains("it is a folder; no page was replaced"), "\(error)")
        }
        #expect(try Data(contentsOf: folder.appendingPathComponent("feed-001.png")) == before)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["feed-001.png", "feed-002.png"], "\(left)")
    }

    /// A shorter render of the same output removes the pages it no longer has; temporary pages
    /// of a killed run are removed by the next render; the folder holds nothing else.
    @Test func pagesAreReplacedAsASet() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.load(path: Self.repositoryFixtures + "/contacts.yaml")
        let output = folder.appendingPathComponent("feed.png").path
        var options = Self.onePagePerRow
        #expect(try FeedRenderer.render(fixture.content, to: output, options: options).files.count == 3)
        // A run killed half way left a temporary page; a run that is still going has one too.
        var dead: Int32 = 999_999
        while kill(dead, 0) == 0 { dead -= 1 }
        let abandoned = folder.appendingPathComponent(".feed.png.\(dead)-0-0-x.tmp").path
        let living = folder.appendingPathComponent(".feed.png.1-0-0-x.tmp").path
        FileManager.default.createFile(atPath: abandoned, contents: Data([1]))
        FileManager.default.createFile(atPath: living, contents: Data([1]))
        options.rows = 0...1
        let result = try FeedRenderer.render(fixture.content, to: output, options: options)
        #expect(result.files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["feed-001.png", "feed-002.png"])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == [".feed.png.1-0-0-x.tmp", "feed-001.png", "feed-002.png"], "\(left)")
        // One page: the numbered pages go, the output is the image.
        options.rows = 0...0
        _ = try FeedRenderer.render(fixture.content, to: output, options: options)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [".feed.png.1-0-0-x.tmp", "feed.png"])
    }

    /// A single-file write names its temporary with the process id, and removes the ones of
    /// runs killed between writing and renaming (before, `.NAME.XXXXXX.tmp` of a killed run
    /// stayed for good); a temporary of a run still going is left alone.
    @Test func singleFileWritesRemoveAbandonedTemporaries() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("diff.png").path
        var dead: Int32 = 999_999
        while kill(dead, 0) == 0 { dead -= 1 }
        FileManager.default.createFile(atPath: folder.appendingPathComponent(".diff.png.\(dead)-Ab12Cd.tmp").path, contents: Data([1]))
        FileManager.default.createFile(atPath: folder.appendingPathComponent(".diff.png.1-Zz99Yy.tmp").path, contents: Data([1]))
        try AtomicFile.write([1, 2, 3], to: output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [".diff.png.1-Zz99Yy.tmp", "diff.png"])
    }

    /// Decoded fixture images are held under a budget per painter (256 MB): six images of
    /// 64 MB each decoded one after another never hold more than the budget (they reached
    /// 6 GB resident before the budget, from six 1 MB PNGs that decode large).
    @Test func decodedImagesStayWithinTheBudget() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let painter = RowPainter(settings: TableSettings(), measurer: try TextMeasurer())
        let large = try PNGEncoder(compression: .fast).encode(PixelImage(width: 4_096, height: 4_096, filledWith: RGBA(10, 200, 30)))
        var peak = 0
        for index in 0..<6 {
            let path = folder.appendingPathComponent("large-\(index).png").path
            FileManager.default.createFile(atPath: path, contents: Data(large))
            try painter.loadImage(at: path)
            peak = max(peak, painter.heldImageBytes)
        }
        #expect(peak <= 256 << 20 && peak >= 64 << 20, "\(peak)")
    }

    /// The same pages whatever the number of workers.
    @Test func pagesDoNotDependOnWorkers() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.load(path: Self.repositoryFixtures + "/person-feed.yaml")
        var pages: [[Data]] = []
        for workers in [1, 3] {
            var options = RenderOptions()
            options.maximumPagePixels = 1500
            options.rowsPerChunk = 3
            options.workers = workers
            let result = try FeedRenderer.render(fixture.content, to: folder.appendingPathComponent("w\(workers).png").path, options: options)
            pages.append(try result.files.map { try Data(contentsOf: URL(fileURLWithPath: $0.path)) })
        }
        #expect(pages[0] == pages[1])
    }

    @Test func aFailedRenderReplacesNothing() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.load(path: Self.repositoryFixtures + "/person-feed.yaml")
        let output = folder.appendingPathComponent("feed.png").path
        try Data("previous".utf8).write(to: URL(fileURLWithPath: output))
        var options = RenderOptions()
        options.maximumPagePixels = 100   // every row is taller than a page
        #expect(throws: RenderError.self) { try FeedRenderer.render(fixture.content, to: output, options: options) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data("previous".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["feed.png"])
    }
}

/// Outputs replace regular files only, never an input.
@Suite struct OutputSafetyTests {
    @Test func onlyRegularFilesAreReplaced() throws {
        #expect(throws: OutputError(path: "/dev/null", reason: "it is a device")) { try AtomicFile.checkWritable("/dev/null") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-out-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: OutputError(path: folder + "/sub", reason: "it is a folder")) { try AtomicFile.checkWritable(folder + "/sub") }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: folder + "/target.png")
        #expect(throws: OutputError.self) { try AtomicFile.checkWritable(folder + "/link.png") }
        FileManager.default.createFile(atPath: folder + "/plain.png", contents: Data([1]))
        try AtomicFile.checkWritable(folder + "/plain.png")
        // The same file under another name (through a link) is still the input.
        try FileManager.default.createSymbolicLink(atPath: folder + "/alias.png", withDestinationPath: folder + "/plain.png")
        #expect(throws: OutputError.self) { try AtomicFile.checkNotInput(folder + "/plain.png", inputs: [folder + "/alias.png"]) }
        try AtomicFile.checkNotInput(folder + "/new.png", inputs: [folder + "/plain.png"])
    }

    @Test func aSurfacePastWhatAnIntHoldsIsRefused() {
        #expect(throws: CanvasError.self) { try ImageSurface(width: 375, height: 5e18, scale: 2) }
        #expect(throws: CanvasError.self) { try ImageSurface(width: .infinity, height: 10, scale: 2) }
    }

    /// A canvas's failure said by the renderer keeps its words and its kind: an image too large
    /// or unreadable is the input's (exit 2), Cairo failing to write is the output's.
    @Test(arguments: [
        CanvasError.tooLarge("an image of 1×40000 pixels is too tall"), .cairo("writing a.pdf: out of memory"),
        .encoding("cannot encode PNG"), .imageUnreadable(path: "a.png", reason: "file not found"),
    ])
    func aCanvasFailureKeepsItsWordsAndKind(_ error: CanvasError) {
        let rendered = RenderError(error)
        #expect(rendered.description == error.description)
        #expect(rendered.kind == error.kind)
    }
}

/// Text in every script is painted with the bundled fonts; emoji in colour.
@Suite struct RenderedScripts {
    /// The scripts fixture: the emoji row's label holds pixels whose channels differ widely
    /// (colour, not grey antialiasing), and the Latin row's none.
    @Test func emojiArePaintedInColour() throws {
        let folder = try RenderedPixels.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.load(path: RenderedPixels.repositoryFixtures + "/scripts.yaml")
        let (image, layout) = try RenderedPixels.render(fixture, in: folder)
        let scale = fixture.table.scale
        func colourfulPixels(row key: String) throws -> Int {
            let row = try #require(layout.rows.first { $0.cell.views.contains { $0.name == "sample" } && fixture.sections[0].rows[$0.indexPath.row].data["script"] == key })
            let frame = try #require(row.cell.views.first { $0.name == "sample" }).frame
            var count = 0
            for py in Int((row.y + frame.y) * scale)..<Int((row.y + frame.y + frame.height) * scale) {
                for px in Int(frame.x * scale)..<Int((frame.x + frame.width) * scale) {
                    let pixel = image[px, py]
                    let channels = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
                    if (channels.max() ?? 0) - (channels.min() ?? 0) > 60 { count += 1 }
                }
            }
            return count
        }
        #expect(try colourfulPixels(row: "Emoji") > 500)
        #expect(try colourfulPixels(row: "Latin") == 0)
        for row in layout.rows { #expect(row.cell.views.allSatisfy { ($0.missingGlyphs ?? 0) == 0 }) }
    }
}

/// Dark appearance: semantic colours at their dark values, the table's own colours too.
@Suite struct DarkAppearance {
    static let fixture = """
        table: {width: 100, scale: 1}
        templates:
          c:
            views:
              - {name: back, background: systemBackground}
              - {name: ink, background: label}
              - {name: second, background: secondaryLabel}
              - {name: both, background: {light: "#FF0000", dark: "#00FF00"}}
            constraints:
              - "H:|[back(20)][ink(20)][second(20)][both(20)]"
              - "V:|[back(20)]|"
              - "V:|[ink(20)]"
              - "V:|[second(20)]"
              - "V:|[both(20)]"
        rows: [{template: c}]
        """

    func pixel(_ appearance: Appearance, x: Int) throws -> RGBA {
        let folder = try RenderedPixels.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.parse(Self.fixture, file: "dark.yaml", folder: folder.path, appearance: appearance)
        let (image, _) = try RenderedPixels.render(fixture, in: folder)
        return image[x, 10]
    }

    @Test func semanticColoursTakeTheirDarkValues() throws {
        #expect(try pixel(.dark, x: 10) == RGBA(0, 0, 0), "systemBackground is black")
        #expect(try pixel(.dark, x: 30) == RGBA(255, 255, 255), "label is white")
        // secondaryLabel (235, 235, 245) at 60% over the dark cell (black).
        #expect(try pixel(.dark, x: 50) == RGBA(141, 141, 147))
        #expect(try pixel(.dark, x: 70) == RGBA(0, 255, 0))
        #expect(try pixel(.dark, x: 90) == RGBA(0, 0, 0), "the cell's own background is black")
        #expect(try pixel(.light, x: 10) == RGBA(255, 255, 255) && pixel(.light, x: 30) == RGBA(0, 0, 0))
        #expect(try pixel(.light, x: 70) == RGBA(255, 0, 0))
        // secondaryLabel (60, 60, 67) at 60% over white.
        #expect(try pixel(.light, x: 50) == RGBA(138, 138, 142))
    }
}

/// `alpha`, `clipsToBounds`, `shadow` and `maskedCorners`, as CALayer draws them.
@Suite struct ViewEffects {
    static let fixture = """
        table: {width: 200, scale: 1}
        templates:
          c:
            views:
              - {name: faded, background: black, alpha: 0.5}
              - {name: clipping, background: "#0000FF", clipsToBounds: true}
              - {name: inside, parent: clipping, background: "#FF0000"}
              - {name: open, background: "#0000FF"}
              - {name: spill, parent: open, background: "#FF0000"}
              - {name: topOnly, background: "#00FF00", cornerRadius: 10, maskedCorners: [layerMinXMinYCorner, layerMaxXMinYCorner]}
              - {name: lifted, background: white, shadow: {color: black, opacity: 1, radius: 0, offset: {width: 0, height: 6}}}
            constraints:
              - "H:|[faded(20)]-10-[clipping(20)]-20-[open(20)]-20-[topOnly(20)]-10-[lifted(20)]"
              - "V:|[faded(20)]-20-|"
              - "V:|[clipping(20)]"
              - "V:|[open(20)]"
              - "V:|[topOnly(20)]"
              - "V:|[lifted(20)]"
              - inside.left == clipping.left + 10
              - inside.top == clipping.top
              - inside.width == 20
              - inside.height == 10
              - spill.left == open.left + 10
              - spill.top == open.top
              - spill.width == 20
              - spill.height == 10
        rows: [{template: c}]
        """

    @Test func effectsArePainted() throws {
        let folder = try RenderedPixels.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try FixtureLoader.parse(Self.fixture, file: "fx.yaml", folder: folder.path)
        let (image, _) = try RenderedPixels.render(fixture, in: folder)
        let faded = image[10, 10]
        #expect(faded.r > 120 && faded.r < 135, "black at alpha 0.5 over white: \(faded) \(image[10, 30])")
        #expect(image[45, 5] == RGBA(255, 0, 0), "inside the clipping view")
        #expect(image[55, 5] == RGBA(255, 255, 255), "cut at the clipping view's bounds")
        #expect(image[85, 5] == RGBA(255, 0, 0), "without clipsToBounds a subview spills out")
        #expect(image[111, 1] == RGBA(255, 255, 255), "a masked corner is round")
        #expect(image[111, 19] == RGBA(0, 255, 0), "an unmasked corner is square")
        #expect(image[140, 23] == RGBA(0, 0, 0), "the shadow shows below the view, offset 6 pt")
        #expect(image[140, 10] == RGBA(255, 255, 255), "the view covers its own shadow")
    }
}
