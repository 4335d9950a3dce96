import AutocellLayout
import AutocellTable
import AutocellText
import Foundation
import Testing
@testable import AutocellFixtures
import AutocellSource

/// Right to left as UIKit does it: leading/trailing, `H:` formats and stacks mirror, `left`
/// and `right` do not, the accessory moves to the left.
@Suite struct LayoutDirectionTests {
    static let fixture = """
        table: {width: 375}
        templates:
          cell:
            accessory: disclosureIndicator
            views:
              - {name: icon}
              - {name: title, type: label, text: "{title}", lines: 0, align: natural}
              - {name: pair, type: stack, axis: horizontal, spacing: 6}
              - {name: a, type: label, parent: pair, text: "A"}
              - {name: b, type: label, parent: pair, text: "BB"}
              - {name: pinned, type: label, text: "L"}
            constraints:
              - icon.leading == contentView.leadingMargin
              - icon.width == 30
              - icon.height == 30
              - "V:|-[icon]-(>=8)-|"
              - "H:[icon]-10-[title]-(>=8)-[pair]-|"
              - title.top == contentView.topMargin
              - title.bottom <= contentView.bottomMargin
              - pair.top == contentView.topMargin
              - pinned.left == contentView.left + 5
              - pinned.top == contentView.top
        rows:
          - {template: cell, data: {title: "Hello"}}
          - {template: cell, data: {title: "مرحبا بالعالم"}}
        """

    func layout(_ direction: LayoutDirection?) throws -> TableLayout {
        let fixture = try FixtureLoader.parse(Self.fixture, file: "rtl.yaml", folder: "/tmp", layoutDirection: direction)
        return try TableLayout.make(fixture.content, measurer: try TextMeasurer(library: fixture.table.fonts), reportAmbiguity: false)
    }

    @Test func framesMirror() throws {
        let ltr = try layout(nil), rtl = try layout(.rightToLeft)
        #expect(try layout(.leftToRight).rows.map(\.cell.views) == ltr.rows.map(\.cell.views))
        for (left, right) in zip(ltr.rows, rtl.rows) {
            #expect(left.height == right.height)
            for (view, mirrored) in zip(left.cell.views, right.cell.views) {
                #expect(view.frame.y == mirrored.frame.y && view.frame.width == mirrored.frame.width && view.frame.height == mirrored.frame.height)
                if view.name == "pinned" {
                    // `left` never flips.
                    #expect(mirrored.frame.x == 5 + 34, "the accessory (34 pt) is on the left: the contentView starts after it")
                } else {
                    #expect(abs(mirrored.frame.x - (375 - view.frame.x - view.frame.width)) < 1e-9, "\(view.name)")
                }
            }
            // The stack arranges right to left: a is right of b.
            let a = try #require(right.cell.views.first { $0.name == "a" }), b = try #require(right.cell.views.first { $0.name == "b" })
            #expect(a.frame.x > b.frame.x)
        }
    }

    @Test func theTableKeyAndItsOverride() throws {
        let keyed = Self.fixture.replacingOccurrences(of: "table: {width: 375}", with: "table: {width: 375, layoutDirection: rightToLeft}")
        let fixture = try FixtureLoader.parse(keyed, file: "rtl.yaml", folder: "/tmp")
        #expect(fixture.table.layoutDirection == .rightToLeft)
        let overridden = try FixtureLoader.parse(keyed, file: "rtl.yaml", folder: "/tmp", layoutDirection: .leftToRight)
        #expect(overridden.table.layoutDirection == .leftToRight)
        #expect(LayoutDirection(named: "rtl") == .rightToLeft && LayoutDirection(named: "LTR") == .leftToRight && LayoutDirection(named: "up") == nil)
        #expect(TextAlignment.natural.resolved(.rightToLeft) == .right && TextAlignment.left.resolved(.rightToLeft) == .left)
    }
}

/// Device presets: the table key and the override, by Apple's names in any case.
@Suite struct DevicePresetTests {
    static let fixture = "table: {device: \"iphone 16 pro\"}\ntemplates:\n  c:\n    views: [{name: v}]\n    constraints: []\nrows: [{template: c}]\n"

    @Test func presetsSetWidthScaleAndSafeArea() throws {
        let fixture = try FixtureLoader.parse(Self.fixture, file: "d.yaml", folder: "/tmp")
        #expect(fixture.table.width == 402 && fixture.table.scale == 3)
        let overridden = try FixtureLoader.parse(Self.fixture, file: "d.yaml", folder: "/tmp", device: Device.named("iPhone SE (3rd generation)"))
        #expect(overridden.table.width == 375 && overridden.table.scale == 2)
        let explicit = try FixtureLoader.parse(Self.fixture.replacingOccurrences(of: "table: {device: \"iphone 16 pro\"}", with: "table: {device: \"iPhone 16 Pro Max\", width: 300}"), file: "d.yaml", folder: "/tmp")
        #expect(explicit.table.width == 300 && explicit.table.scale == 3, "the table's own keys win over its device")
        #expect(Device.all.map(\.width) == [375, 393, 430, 393, 430, 402, 440, 820])
        #expect(Device.named("IPHONE  16") == Device.named("iPhone 16"))
        #expect(throws: Diagnostic.self) {
            try FixtureLoader.parse(Self.fixture.replacingOccurrences(of: "iphone 16 pro", with: "iPhone 99"), file: "d.yaml", folder: "/tmp")
        }
    }
}
