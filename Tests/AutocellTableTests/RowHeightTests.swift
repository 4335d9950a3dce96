import AutocellLayout
import AutocellTable
import AutocellText
import Testing
import AutocellDrawing

/// UITableView's row geometry: contentView width by accessory, the separator's pixel, the 44
/// fallback, the pixel grid, a fixed rowHeight.
@Suite struct RowGeometry {
    /// A cell whose content is `height` points tall (a fixed-height box), or empty.
    func table(height: Double?, accessory: Accessory = .none, scale: Double = 2, separator: SeparatorStyle = .singleLine, rowHeight: RowHeight = .automatic) -> TableContent {
        let cell = CellBuilder(name: "box")
        if let height {
            let box = cell.addView("box")
            box.makeConstraints {
                $0.left.equalTo(cell.contentView.left)
                $0.right.equalTo(cell.contentView.right)
                $0.top.equalTo(cell.contentView.top)
                $0.bottom.equalTo(cell.contentView.bottom)
                $0.height.equalTo(height)
            }
        }
        var settings = TraitCollection(width: 375, scale: scale).applied(to: TableSettings())
        settings.separator = separator
        settings.rowHeight = rowHeight
        return TableContent(
            settings: settings, templates: ["box": TableTemplate(cell: cell.template, accessory: accessory)],
            sections: [TableContent.Section(rows: [RowContent(template: "box")])])
    }

    func row(_ content: TableContent) throws -> TableLayout.Row {
        try #require(try TableLayout.make(content, measurer: try TextMeasurer()).rows.first)
    }

    @Test(arguments: [(Accessory.none, 0.0), (.disclosureIndicator, 34), (.detailDisclosureButton, 68), (.checkmark, 40), (.detailButton, 48),
                      (.view(AccessoryView(size: Size(width: 51, height: 31))), 67)])
    func contentViewWidthLeavesRoomForTheAccessory(accessory: Accessory, width: Double) throws {
        #expect(accessory.width == width)
        #expect(try row(table(height: 50, accessory: accessory)).cell["contentView"]?.frame.width == 375 - width)
    }

    @Test func separatorAddsOneDevicePixel() throws {
        #expect(try row(table(height: 50, scale: 2)).height == 50.5)
        #expect(try row(table(height: 50, scale: 3)).height == 50 + 1.0 / 3)
        #expect(try row(table(height: 50, separator: .none)).height == 50)
    }

    @Test func emptyCellFallsBackTo44() throws {
        let laidOut = try row(table(height: nil))
        #expect(laidOut.fittingHeight == 0)
        #expect(laidOut.height == 44.5)
    }

    @Test func heightsLandOnThePixelGrid() throws {
        // 50.2 + 0.5 = 50.7 → 101.4 px → 101 px at scale 2.
        #expect(try row(table(height: 50.2)).height == 50.5)
        // 50.3 + 1/3 → 151.9 px → 152 px at scale 3; the contentView is held at 152/3 - 1/3.
        let third = try row(table(height: 50.3, scale: 3))
        #expect(third.height == 152.0 / 3)
        #expect(abs((third.cell["contentView"]?.frame.height ?? 0) - 151.0 / 3) < 1e-12)
    }

    @Test func fixedRowHeightTurnsSelfSizingOff() throws {
        let fixed = try row(table(height: nil, rowHeight: .fixed(60)))
        #expect(fixed.height == 60)
        #expect(fixed.cell["contentView"]?.frame.height == 59.5)
    }

    @Test func holdingBeforeAnyRowUsesTheTemplatesOwnContent() throws {
        let template = try #require(table(height: 50).templates["box"]?.cell)
        let engine = try CellLayoutEngine(template: template, measurer: try TextMeasurer())
        let held = engine.hold(at: 50)
        #expect(held.height == 50 && held.conflicts.isEmpty)
        // Held where the required box cannot follow: the conflict is reported, not fatal.
        #expect(!engine.hold(at: 60).conflicts.isEmpty)
    }
}
