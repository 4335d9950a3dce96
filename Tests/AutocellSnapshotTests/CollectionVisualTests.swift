import AutocellSnapshot
import AutocellTable
import AutocellText
import Testing
import AutocellDrawing

/// Goldens of the collection fixtures: a self-sizing flow layout (a tag cloud), a grid with
/// estimated heights and a header, an inset-grouped list in both appearances, and a grid of
/// cells read from a collection view cell nib.
@Suite struct CollectionVisualTests {
    @Test func flowGridAndNib() throws {
        for name in ["flow", "grid", "nib"] {
            let feed = try Repository.fixture("collection-\(name).yaml")
            assertFeedSnapshot(of: feed, as: .png(), named: name, snapshotDirectory: Repository.snapshots)
        }
    }

    @Test func insetGroupedListInLightAndDark() throws {
        for appearance in Appearance.allCases {
            let feed = try Repository.fixture("collection-list.yaml", appearance: appearance)
            assertFeedSnapshot(of: feed, as: .png(), named: appearance.rawValue, snapshotDirectory: Repository.snapshots)
        }
    }
}
