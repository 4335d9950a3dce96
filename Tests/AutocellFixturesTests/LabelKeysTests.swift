import AutocellFixtures
import AutocellLayout
import AutocellText
import Testing

/// A label's `lineBreak` as UIKit names it, and what is refused at its line.
@Suite struct LabelKeys {
    static func yaml(_ label: String) -> String {
        """
        templates:
          t:
            views:
              - {name: a, type: label, text: "A long file name.pdf", \(label)}
            constraints:
              - a.left == contentView.left
        rows:
          - {template: t}
        """
    }

    @Test(arguments: [("byTruncatingMiddle", LineBreakMode.truncatingMiddle), ("byClipping", .clipping), ("wordWrap", .wordWrap), ("byCharWrapping", .charWrap)])
    func lineBreakNames(name: String, mode: LineBreakMode) throws {
        let fixture = try FixtureLoader.parse(Self.yaml("lineBreak: \(name)"), file: "l.yaml", folder: "/tmp")
        #expect(fixture.content.template(named: "t")?.cell.views.first?.label?.lineBreakMode == mode)
    }

    @Test(arguments: [
        ("lineBreak: byTruncatingHead, lines: 2", "truncatingHead is supported on one line only (lines: 1); this label has lines: 2"),
        ("lineBreak: middle", "unknown line break mode 'middle'; expected one of: byWordWrapping"),
    ])
    func refused(label: String, message: String) {
        do {
            _ = try FixtureLoader.parse(Self.yaml(label), file: "l.yaml", folder: "/tmp")
            Issue.record("loaded")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
            #expect(error.description.hasPrefix("l.yaml:4:"))
        }
    }

    /// A row that gives a head-truncating label more lines is refused at the row's key.
    @Test func aRowIsHeldToTheSameRule() {
        let yaml = Self.yaml("lineBreak: byTruncatingHead").replacingOccurrences(of: "- {template: t}", with: "- {template: t, data: {\"a.lines\": 3}}")
        do {
            _ = try FixtureLoader.parse(yaml, file: "l.yaml", folder: "/tmp")
            Issue.record("loaded")
        } catch {
            #expect(error.description.hasPrefix("l.yaml:8:"), "\(error.description)")
            #expect(error.description.contains("truncatingHead is supported on one line only (lines: 1); this label has lines: 3"))
        }
    }

    /// The Swift API is held to the same rule.
    @Test func multiLineHeadTruncationIsRefusedInSwiftToo() {
        var label = LabelContent()
        label.numberOfLines = 0
        label.lineBreakMode = .truncatingMiddle
        #expect(throws: LayoutError.self) { try CellTemplate(name: "t", views: [ViewSpec(name: "a", kind: .label(label))]).validate() }
    }
}
