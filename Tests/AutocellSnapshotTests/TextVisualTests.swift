import AutocellLayout
import AutocellTable
import AutocellSnapshot
import AutocellText
import Testing

/// Text as an iPhone shows it: one label per script (`Fixtures/scripts.yaml`) at 375 pt on
/// 2x and 3x screens, and the same feed at the largest accessibility text size.
@Suite struct TextVisualTests {
    @Test func everyScript() throws {
        let feed = try Repository.fixture("scripts.yaml")
        for scale in [2.0, 3.0] {
            assertFeedSnapshot(
                of: feed, as: .png(traits: TraitCollection(width: 375, scale: scale)), named: "375@\(Int(scale))x",
                snapshotDirectory: Repository.snapshots)
        }
    }

    /// The demo's text styles at the smallest and the largest accessibility size.
    @Test func dynamicType() throws {
        for category in [ContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge] {
            let feed = try Repository.fixture("dynamic-type.yaml", contentSizeCategory: category)
            assertFeedSnapshot(of: feed, as: .png(traits: TraitCollection(width: 375)), named: category.rawValue, snapshotDirectory: Repository.snapshots)
        }
    }

    /// A contact cell both ways (`Fixtures/rtl.yaml`): mirrored frames, the chevron on the
    /// left pointing left, natural text on the leading side, bidi runs in order.
    @Test func rightToLeft() throws {
        for direction in LayoutDirection.allCases {
            let feed = try Repository.fixture("rtl.yaml", layoutDirection: direction)
            assertFeedSnapshot(of: feed, as: .png(traits: TraitCollection(width: 375)), named: direction.rawValue, snapshotDirectory: Repository.snapshots)
        }
    }

    /// Runs in several fonts and colours, underline, strikethrough, kern, a raised run, line
    /// and paragraph spacing (`Fixtures/attributed.yaml`).
    @Test func attributedText() throws {
        assertFeedSnapshot(of: try Repository.fixture("attributed.yaml"), as: .png(traits: TraitCollection(width: 375)), named: "375", snapshotDirectory: Repository.snapshots)
    }
}
