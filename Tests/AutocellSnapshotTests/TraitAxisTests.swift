import AutocellDiff
import AutocellFixtures
import AutocellImage
import AutocellRender
import AutocellLayout
import AutocellSnapshot
import AutocellText
import Foundation
import Testing
import AutocellTable

/// Each trait axis beyond width and scale, through `assertFeedSnapshot`: one document read
/// once, resolved per combination, each reference named by its traits, and each the same
/// image as the fixture read for those traits.
@Suite struct TraitAxisTests {
    /// A semantic background and text colour, a text-style font and a leading-pinned title.
    static let text = """
        table: {width: 200, scale: 1}
        templates:
          cell:
            background: systemBackground
            views: [{name: title, type: label, text: "{t}", font: body, color: label, background: {light: "#FF9500", dark: "#0A84FF"}}]
            constraints: ["title.leading == contentView.leading + 10", "title.trailing <= contentView.trailing - 10", "V:|-8-[title]-8-|"]
        rows:
          - {template: cell, data: {t: "Traits"}}
        """

    static func feed(traits: TraitCollection = TraitCollection()) throws -> Fixture {
        try FixtureLoader.parse(text, file: "traits.yaml", folder: Repository.fixtures, traits: traits)
    }

    static let prefix = "TraitAxisTests."

    /// Records `traits` into a scratch folder, checks each reference against a fresh render of
    /// the fixture read for that combination, and returns the images by name.
    static func record(_ traits: [SnapshotTraits], test: String) throws -> [String: PixelImage] {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try feed()
        withKnownIssue {
            assertFeedSnapshot(of: document, as: .png(), traits: traits, record: .missing, snapshotDirectory: folder.path, testName: test)
        }
        // Recorded: the same document matches under every combination.
        assertFeedSnapshot(of: document, as: .png(), traits: traits, record: .never, snapshotDirectory: folder.path, testName: test)
        var images: [String: PixelImage] = [:]
        for combination in traits {
            let path = folder.appendingPathComponent(prefix + test + "." + combination.description + ".png").path
            let image = try PNGFile.read(path)
            // The same image as the fixture read for these traits and rendered on its own.
            let direct = try PNGDecoder.decode(FeedRenderer.pngImage(try feed(traits: combination).content, options: RenderOptions()))
            #expect(ImageDiffer.compare(reference: image, actual: direct, tolerance: .exact).comparison.passes, "\(combination)")
            images[combination.description] = image
        }
        return images
    }

    @Test func appearanceIsNamedAndDrawn() throws {
        let traits = SnapshotTraits.matrix(appearances: [.light, .dark])
        #expect(traits.map(\.description) == ["light", "dark"])
        let images = try Self.record(traits, test: "appearance")
        let light = try #require(images["light"]), dark = try #require(images["dark"])
        // systemBackground: white in light, black in dark; the title's {light, dark} colour.
        #expect(light[195, 2] == RGBA(255, 255, 255))
        #expect(dark[195, 2] == RGBA(0, 0, 0))
        #expect(light[11, 10] == RGBA(255, 149, 0))
        #expect(dark[11, 10] == RGBA(10, 132, 255))
    }

    @Test func contentSizeCategoryIsNamedAndSizesTextStyles() throws {
        let traits = SnapshotTraits.matrix(contentSizeCategories: [.large, .accessibilityExtraLarge])
        #expect(traits.map(\.description) == ["large", "accessibilityExtraLarge"])
        let images = try Self.record(traits, test: "category")
        // body is 17 pt at large and 40 pt at AX3: the row grows with it.
        let large = try #require(images["large"]), huge = try #require(images["accessibilityExtraLarge"])
        #expect(huge.height > large.height + 20, "\(large.height) → \(huge.height)")
    }

    @Test func layoutDirectionIsNamedAndFlipsLeading() throws {
        let traits = SnapshotTraits.matrix(layoutDirections: [.leftToRight, .rightToLeft])
        #expect(traits.map(\.description) == ["ltr", "rtl"])
        let images = try Self.record(traits, test: "direction")
        let ltr = try #require(images["ltr"]), rtl = try #require(images["rtl"])
        let orange = RGBA(255, 149, 0)
        // Leading is the left in ltr, the right in rtl.
        #expect(ltr[11, 10] == orange && ltr[188, 10] != orange)
        #expect(rtl[188, 10] == orange && rtl[11, 10] != orange)
    }

    @Test func combinationsAndDevicesAreNamedInOneOrder() {
        let combination = SnapshotTraits(
            device: Device.named("iPhone 16 Pro"), width: 375, scale: 2, appearance: .dark, contentSizeCategory: .accessibilityLarge,
            layoutDirection: .rightToLeft)
        #expect(combination.description == "iPhone16Pro-375pt@2x-dark-accessibilityLarge-rtl")
        #expect(SnapshotTraits(width: 320).description == "320pt")
        #expect(SnapshotTraits().description == "fixture")
        #expect(SnapshotTraits.matrix(widths: [320, 375], appearances: [.light, .dark]).map(\.description) == ["320pt-light", "320pt-dark", "375pt-light", "375pt-dark"])
    }
}
