import AutocellLayout
import AutocellTable
import AutocellText
import Testing

/// Section headers and footers: titles in the style's standard views, views of their own
/// templates fitted at the full width without a separator, a grouped table's spacing, and
/// the `sizeThatFits:` fallback before 44.
@Suite struct SectionViews {
    /// The note table with a "banner" header template (a label inset 6 pt top and bottom)
    /// that declares a disclosure accessory, which a section view must ignore.
    func table(style: TableStyle = .plain, sections: [TableContent.Section]) -> TableContent {
        var content = noteTable()
        let banner = CellBuilder(name: "banner")
        let caption = banner.addLabel("caption", font: .system(20))
        caption.makeConstraints {
            $0.left.equalTo(banner.contentView.left).offset(20)
            $0.right.lessThanOrEqualTo(banner.contentView.right).offset(-20)
            $0.top.equalTo(banner.contentView.top).offset(6)
            $0.bottom.equalTo(banner.contentView.bottom).offset(-6)
        }
        content.templates["banner"] = TableTemplate(cell: banner.template, accessory: .disclosureIndicator)
        content.settings.style = style
        content.sections = sections
        return content
    }

    func note(_ text: String) -> RowContent { RowContent(template: "note", texts: ["text": text]) }

    func layout(_ content: TableContent) throws -> TableLayout {
        try TableLayout.make(content, measurer: try TextMeasurer())
    }

    /// What a label of `font` measures on one line, plus `padding`, on the 2x pixel grid.
    func fitted(_ text: String, _ font: Font, padding: Double) throws -> Double {
        let measured = try TextMeasurer().measure(TextRequest(text: text, font: font, width: nil, numberOfLines: 1))
        return ((measured.height + padding) * 2).rounded() / 2
    }

    @Test func plainTitlesAreFittedBandsAroundTheRows() throws {
        let laidOut = try layout(table(sections: [
            .init(header: .title("Friends"), footer: .title("Two friends"), rows: [note("Alice"), note("Bob")]),
        ]))
        let header = try #require(laidOut.sectionViews.first)
        let footer = try #require(laidOut.sectionViews.last)
        #expect(laidOut.sectionViews.map(\.kind) == [.header, .footer])
        // No separator pixel on a section view: the fitted label plus its 4 + 4 pt insets.
        #expect(header.height == (try fitted("Friends", .boldSystem(17), padding: 8)))
        #expect(header.y == 0 && laidOut.rows[0].y == header.height)
        #expect(footer.y == laidOut.rows[1].y + laidOut.rows[1].height)
        #expect(laidOut.contentHeight == footer.y + footer.height)
        // At the cells' leading margin, where current iOS starts the separators too.
        #expect(header.cell["title"]?.frame.x == 16)
        #expect(header.accessory == .none)
    }

    @Test func groupedTablesUpperCaseHeadersAndLeaveSpacingWhereNothingIsGiven() throws {
        let content = table(style: .grouped, sections: [
            .init(rows: [note("one")]),
            .init(header: .title("Settings"), rows: [note("two")]),
        ])
        #expect(content.supplement(.header, of: 1)?.texts["title"] == "SETTINGS")
        let views = try layout(content).sectionViews
        #expect(views.map(\.kind) == [.header, .footer, .header, .footer])
        // 35 pt above the first section, 17.5 pt between sections (footer + header).
        #expect(views[0].height == 35 && views[1].height == 17.5 && views[3].height == 17.5)
        #expect(views[2].template == SectionTitleTemplates.titleTemplateName(.header, style: .grouped))
        // Plain tables add nothing for sections without titles.
        #expect(try layout(table(sections: [.init(rows: [note("one")])])).sectionViews.isEmpty)
    }

    @Test func headerViewsAreFittedAtTheFullWidthWithoutAccessory() throws {
        let laidOut = try layout(table(sections: [
            .init(header: .view(RowContent(template: "banner", texts: ["caption": "Banner"])), rows: [note("one")]),
        ]))
        let header = try #require(laidOut.sectionViews.first)
        #expect(header.cell["contentView"]?.frame.width == 320)
        #expect(header.height == (try fitted("Banner", .system(20), padding: 12)))
        #expect(header.height == header.cell.height)
    }

    @Test func emptySectionsKeepTheirHeaderAndFooter() throws {
        let content = table(sections: [
            .init(header: .title("A"), rows: [note("one")]),
            .init(header: .title("Empty"), footer: .title("Nothing here"), rows: []),
            .init(header: .title("C"), rows: [note("two")]),
        ])
        #expect(content.items.map(\.kind) == [.header, .cell, .header, .footer, .header, .cell])
        // A run of rows brings the headers and footers that fall inside it, empty sections too.
        let rows = content.indexedRows
        #expect(content.items(rows: rows).map(\.kind) == [.header, .cell, .header, .footer, .header, .cell])
        #expect(content.items(rows: rows[1...]).map(\.kind) == [.header, .cell])
    }

    @Test func fixedSectionHeightsTurnFittingOff() throws {
        var content = table(sections: [.init(header: .title("Friends"), footer: .title("x"), rows: [note("one")])])
        content.settings.sectionHeaderHeight = .fixed(30.2)
        content.settings.sectionFooterHeight = .fixed(0)
        let views = try layout(content).sectionViews
        #expect(views.map(\.height) == [30, 0])
    }

    // MARK: sizeThatFits before 44

    /// A "dot" 20 pt square placed 5 pt from the top, with nothing reaching the contentView's
    /// bottom, so Auto Layout's fitting height is 0.
    func framed(_ rule: SizeThatFits?) -> TableContent {
        let cell = CellBuilder(name: "framed")
        let dot = cell.addView("dot")
        dot.makeConstraints {
            $0.left.equalTo(cell.contentView.left).offset(15)
            $0.top.equalTo(cell.contentView.top).offset(5)
            $0.width.equalTo(20)
            $0.height.equalTo(20)
        }
        var content = noteTable()
        content.templates["framed"] = TableTemplate(cell: cell.template, sizeThatFits: rule)
        content.sections = [.init(rows: [RowContent(template: "framed")])]
        return content
    }

    @Test func zeroFittingHeightAsksSizeThatFitsBefore44() throws {
        let measurer = try TextMeasurer()
        func fit(_ rule: SizeThatFits?) throws -> TableLayouter.Fit {
            try TableLayouter(framed(rule), measurer: measurer).fit(template: "framed", texts: [:], images: [:])
        }
        let below = try fit(.below(["dot"], padding: 5))
        #expect(below.fittingHeight == 0 && below.source == .sizeThatFits)
        #expect(below.height == 30.5)
        #expect(try fit(.fixed(60)).height == 60.5)
        let none = try fit(nil)
        #expect(none.source == .defaultHeight && none.height == 44.5)
        // The row is held at the height sizeThatFits gave, the dot where the frames put it.
        let row = try #require(try layout(framed(.below(["dot"], padding: 5))).rows.first)
        #expect(row.cell["contentView"]?.frame.height == 30 && row.cell["dot"]?.frame.y == 5)
    }
}
