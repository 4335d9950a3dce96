import AutocellSnapshot
import AutocellText
import Testing
import AutocellDrawing

/// The settings table (grouped, accessories, a custom accessory view, section titles) in light
/// and dark on a small and a large iPhone: widths, scales, margins and the table's colours.
@Suite struct AppearanceVisualTests {
    @Test func settingsInLightAndDark() throws {
        for device in ["iPhone SE (3rd generation)", "iPhone 16 Pro Max"] {
            for appearance in Appearance.allCases {
                let feed = try Repository.fixture("settings.yaml", appearance: appearance, device: device)
                let name = device.split(separator: " ").joined().filter { $0.isLetter || $0.isNumber }
                assertFeedSnapshot(of: feed, as: .png(), named: "\(name)-\(appearance.rawValue)", snapshotDirectory: Repository.snapshots)
            }
        }
    }
}
