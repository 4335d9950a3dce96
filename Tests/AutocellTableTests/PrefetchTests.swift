import AutocellLayout
import AutocellTable
import AutocellText
import Testing

/// `TableLayout.make` measures each batch of rows before solving them; laying the same rows
/// out one by one without that must give the same rows, with the same work for Pango.
@Suite struct Prefetch {
    @Test func batchesGiveTheSameRowsAsOneByOne() throws {
        var content = noteTable()
        let words = ["Auto Layout", "我是7个月大的宝宝", "hello", "看电视", "a somewhat longer phrase", ""]
        let rows = (0..<150).map { index in
            RowContent(template: "note", key: "n\(index)", texts: ["text": (0..<(index % 9) * 3).map { words[($0 + index) % words.count] }.joined(separator: " ")])
        }
        content.sections = [TableContent.Section(rows: rows)]

        let batched = try TextMeasurer()
        let layout = try TableLayout.make(content, measurer: batched, reportAmbiguity: false)
        let single = try TextMeasurer()
        let layouter = TableLayouter(content, measurer: single, reportsAmbiguity: false)
        var y = 0.0
        for (index, item) in content.items.enumerated() {
            let row = try layouter.layout(item, y: y)
            #expect(row.cell.views == layout.rows[index].cell.views, "row \(index)")
            #expect(row.height == layout.rows[index].height && row.y == layout.rows[index].y, "row \(index)")
            y += row.height
        }
        #expect(layout.contentHeight == y)
        // Only the first batch, measured before any row showed the label's width pinned, is
        // measured on unbounded lines and then again at the width.
        #expect(batched.pangoMeasurements >= single.pangoMeasurements)
        #expect(batched.pangoMeasurements <= single.pangoMeasurements + TableLayout.prefetchBatch)
    }
}
