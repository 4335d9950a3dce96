import AutocellFixtures
import AutocellLayout
import AutocellTable
import AutocellText
import Foundation
import Testing
import AutocellDrawing

/// A fixture is read once, as a document whose trait-dependent values stay open; resolving it
/// for some traits gives the same whatever it was resolved for before, so one reading serves
/// every combination of a run.
@Suite struct TraitResolutionTests {
    static let fixtures: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder + "/" + $0 }
    }()

    static let combinations: [TraitCollection] = [
        TraitCollection(appearance: .dark),
        TraitCollection(contentSizeCategory: .accessibilityExtraLarge),
        TraitCollection(layoutDirection: .rightToLeft),
        TraitCollection(width: 800),
        TraitCollection(device: Device.named("iPhone 16 Pro Max"), appearance: .dark, contentSizeCategory: .extraSmall),
    ]

    static func same(_ one: TableContent, _ two: TableContent) -> Bool {
        one.settings == two.settings && one.templates == two.templates
            && one.sections.map(\.rows) == two.sections.map(\.rows)
            && one.sections.map { [$0.header, $0.footer] } == two.sections.map { [$0.header, $0.footer] }
    }

    @Test(arguments: fixtures) func resolvingAgainGivesWhatResolvingOnceGives(path: String) throws {
        #expect(Self.fixtures.count >= 15)
        let document = try FixtureLoader.load(path: path)
        for traits in Self.combinations {
            let once = document.resolved(for: traits).content
            // Traits given later add to those given before, as `UITraitCollection(traitsFrom:)`
            // does: resolving twice is resolving once for both.
            for earlier in Self.combinations where earlier != traits && traits.device == nil {
                let twice = document.resolved(for: earlier).resolved(for: traits).content
                let same = Self.same(twice, document.resolved(for: earlier.merging(traits)).content)
                #expect(same, "\(path): \(earlier) then \(traits)")
            }
            _ = once
            // And back: the document's own traits again.
            var own = TraitCollection(
                width: document.table.width, scale: document.table.scale, appearance: document.table.appearance,
                contentSizeCategory: document.table.contentSizeCategory, layoutDirection: document.table.layoutDirection)
            own.horizontalSizeClass = nil
            var back = document.resolved(for: traits).resolved(for: own)
            back.table.safeAreaInsets = document.table.safeAreaInsets
            let same = Self.same(back.content, document.content)
            #expect(same, "\(path): \(traits) and back")
        }
    }

    /// A device's scale sets the pixel density, not the points of the fixture's image files
    /// (pixels ÷ the fixture's own scale), as an @2x and an @3x asset have one size in points.
    @Test func aDeviceKeepsImagePoints() throws {
        let path = try #require(Self.fixtures.first { $0.hasSuffix("/contacts.yaml") })
        let document = try FixtureLoader.load(path: path)
        let onDevice = try FixtureLoader.load(path: path, device: Device.named("iPhone 16 Pro"))
        #expect(onDevice.table.scale == 3 && document.table.scale == 2)
        #expect(onDevice.content.sections.map { $0.rows.map(\.images) } == document.content.sections.map { $0.rows.map(\.images) })
    }

    /// Dynamic colours keep both values: a semantic colour, a `{light, dark}` pair.
    @Test func dynamicColoursResolveEitherWay() {
        let label = SystemColor.dynamic("label")!
        #expect(label.isDynamic && label.resolved(for: .dark).red == 1 && label.resolved(for: .dark).resolved(for: .light).red == 0)
        let pair = Color(light: .white, dark: .black)
        #expect(pair.resolved(for: .light) == pair && pair.resolved(for: .dark).red == 0)
        #expect(!Color(light: .white, dark: .white).isDynamic)
    }
}
