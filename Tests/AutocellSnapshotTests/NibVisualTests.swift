import AutocellFixtures
import AutocellSnapshot
import AutocellTable
import Testing

/// Goldens of the cells read from Interface Builder files (Fixtures/nibs.yaml: three xibs and
/// a storyboard's two prototypes) at two widths: 375 pt (16 pt margins) and 414 pt (20).
@Suite struct NibVisualTests {
    @Test func interfaceBuilderCellsAtTwoWidths() throws {
        for width in [375.0, 414] {
            let feed = try Repository.fixture("nibs.yaml")
            assertFeedSnapshot(of: feed, as: .png(traits: TraitCollection(width: width)), named: "\(Int(width))", snapshotDirectory: Repository.snapshots)
        }
    }
}
