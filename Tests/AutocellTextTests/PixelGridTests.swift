import AutocellText
import Foundation
import Testing
import AutocellDrawing

/// One pixel grid (issue 54): round and ceil as UIKit names them, one tolerance, and no site in
/// `Sources/` rounding to the grid by hand.
@Suite struct PixelGridTests {
    @Test func roundsAndCeilsAsUIKit() {
        let grid = PixelGrid(scale: 3)
        #expect(grid.roundToViewScale(20.2) == 61.0 / 3)
        #expect(grid.ceilToViewScale(20.2) == 61.0 / 3)
        #expect(grid.ceilToViewScale(20.4) == 62.0 / 3)
        // Float noise on a boundary stays on it; a real hair over goes up.
        #expect(grid.ceilToViewScale(61.0 / 3 + 1e-12) == 61.0 / 3)
        #expect(grid.ceilToViewScale(61.0 / 3 + 1e-4) == 62.0 / 3)
        #expect(grid.isOnGrid(20.333333333333336) && !grid.isOnGrid(20.3))
        // No grid, and nothing to ceil: unchanged.
        #expect(PixelGrid(scale: 0).roundToViewScale(1.234) == 1.234)
        #expect(grid.ceilToViewScale(0) == 0 && grid.ceilToViewScale(-2) == -2)
        #expect(PixelGrid(scale: 2).roundToViewScale(43.7) == 43.5)
    }

    /// Every site that puts a value on the pixel grid calls `PixelGrid`: a hand-written
    /// `(value * scale).rounded() / scale` elsewhere is the second rule (and second epsilon)
    /// this type replaced.
    @Test func noSiteRoundsToTheGridByHand() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        let pattern = try Regex(#"\*\s*scale(\s*-\s*1e-\d+)?\)\.rounded\((\.up|\.down)?\)\s*/\s*scale"#)
        var offenders: [String] = []
        let files = FileManager.default.enumerator(atPath: sources.path)
        while let path = files?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasSuffix("PixelGrid.swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(pattern) {
                offenders.append("Sources/\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offenders.isEmpty, "round to the pixel grid with PixelGrid:\n\(offenders.joined(separator: "\n"))")
    }
}
