import AutocellSnapshot
import AutocellTable
import AutocellText
import Testing
import AutocellDrawing

/// A settings table made of UIKit's controls, in light and dark on a small and a large
/// iPhone, grouped and inset grouped; and layer effects (shadows, clipping, masked corners,
/// alpha) in both appearances.
@Suite struct ControlsVisualTests {
    @Test func controlsInLightAndDark() throws {
        for device in ["iPhone SE (3rd generation)", "iPhone 16 Pro Max"] {
            for appearance in Appearance.allCases {
                let feed = try Repository.fixture("controls.yaml", appearance: appearance, device: device)
                let name = device.split(separator: " ").joined().filter { $0.isLetter || $0.isNumber }
                assertFeedSnapshot(of: feed, as: .png(), named: "\(name)-\(appearance.rawValue)", snapshotDirectory: Repository.snapshots)
            }
        }
    }

    @Test func insetGrouped() throws {
        for appearance in Appearance.allCases {
            var feed = try Repository.fixture("controls.yaml", appearance: appearance, device: "iPhone 16")
            feed.table.style = .insetGrouped
            assertFeedSnapshot(of: feed, as: .png(), named: appearance.rawValue, snapshotDirectory: Repository.snapshots)
        }
    }

    @Test func shadowsAndClipping() throws {
        for appearance in Appearance.allCases {
            let feed = try Repository.fixture("effects.yaml", appearance: appearance)
            assertFeedSnapshot(of: feed, as: .png(), named: appearance.rawValue, snapshotDirectory: Repository.snapshots)
        }
    }
}
