import Foundation
import Testing
@testable import AutocellUIKit

/// The audit's list (issue 50): every member the layer does not apply as iOS does says so at
/// first use, and `Documentation/UIKitAPI.md` lists exactly the layer's gaps, so neither can
/// drift from the other.
@Suite struct GapList {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The "Not applied, and said" table's rows: (member, not applied).
    static func documented() throws -> [(String, String)] {
        let text = try String(contentsOf: root.appendingPathComponent("Documentation/UIKitAPI.md"), encoding: .utf8)
        let start = try #require(text.range(of: "## Not applied, and said"))
        let section = text[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").compactMap { line -> (String, String)? in
            guard line.hasPrefix("| "), !line.hasPrefix("| member"), !line.hasPrefix("|---") else { return nil }
            let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            guard cells.count == 2 else { return nil }
            return (cells[0], cells[1])
        }
    }

    @Test func theDocumentationListsEveryGapAndNoOther() throws {
        let documented = try Self.documented()
        #expect(documented.count == UIKitGap.all.count, "\(documented.count) rows documented, \(UIKitGap.all.count) gaps")
        for (row, gap) in zip(documented, UIKitGap.all) {
            #expect(row.0 == gap.member && row.1 == gap.notApplied, "documented '\(row.0)', the layer says '\(gap.member)'")
        }
        #expect(Set(UIKitGap.all.map(\.member)).count == UIKitGap.all.count, "one row per member")
    }

    /// Each gap is said somewhere in the layer (`UIKitGap.KEY.note()`), not only listed.
    @Test func everyGapIsSaidWhereItIsUsed() throws {
        let folder = Self.root.appendingPathComponent("Sources/Facades/AutocellUIKit")
        var sources = ""
        // The layer is in rooms (UIKit/…, Bridge): every Swift file below the folder.
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for file in files.sorted() where file.hasSuffix(".swift") && !file.hasSuffix("UIKitGaps.swift") {
            sources += try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        #expect(!sources.isEmpty)
        for gap in UIKitGap.all {
            #expect(sources.contains("UIKitGap.\(gap.key).note()"), "\(gap.member) is listed but never said")
        }
    }
}

/// A sample of the gaps said at first use, through UIKit's own API.
@MainActor
@Suite(.serialized) struct GapsSaid {
    @Test func membersThatAreNotAppliedSaySo() {
        let label = UILabel()
        label.isEnabled = false
        label.preferredMaxLayoutWidth = 200
        #expect(UIKitDiagnostics.hasSaid("UILabel.isEnabled = false: the text is drawn in its own colour"))
        #expect(UIKitDiagnostics.hasSaid("UILabel.preferredMaxLayoutWidth:"))
        let button = UIButton(type: .system)
        button.setTitle("Selected", for: .selected)
        #expect(UIKitDiagnostics.hasSaid("UIControl.isSelected / isHighlighted and UIButton titles"))
        _ = UIImage(systemName: "star")
        #expect(UIKitDiagnostics.hasSaid("UIImage(systemName:): drawn with the open stand-in Material Symbols Rounded"))
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row"
        cell.setSelected(true, animated: false)
        #expect(UIKitDiagnostics.hasSaid("a selected or highlighted cell"))
        let scroll = UIScrollView()
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        #expect(UIKitDiagnostics.hasSaid("UIScrollView.contentOffset / contentInset of a plain scroll view"))
        _ = UILayoutGuide().layoutFrame
        #expect(UIKitDiagnostics.hasSaid("UILayoutGuide.layoutFrame"))
        let layer = CALayer()
        layer.cornerCurve = .continuous
        #expect(UIKitDiagnostics.hasSaid("CALayer.cornerCurve = .continuous"))
    }
}
