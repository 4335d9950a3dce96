import AutocellLayout
import AutocellTable
import AutocellText
import Testing

@Suite struct TemplateCells {
    @Test func cachesByIndexPathAndKeyAndLogsEachStep() throws {
        var lines: [String] = []
        let cells = TemplateLayoutCells(noteTable(), measurer: try TextMeasurer())
        cells.log = { lines.append($0) }
        let index = RowIndexPath(row: 0, section: 0)
        var configured = 0
        let first = try cells.height(forTemplate: "note", cachedBy: index) { cell in
            #expect(cell.isTemplateLayoutCell)
            configured += 1
            cell.texts["text"] = "我是7个月大的宝宝,我喜欢听音乐看电视我是7个月大的宝宝,我喜欢听音乐看电视"
        }
        let again = try cells.height(forTemplate: "note", cachedBy: index) { _ in configured += 1 }
        #expect(first == again && configured == 1)
        #expect(first > 44)
        // 1/scale of separator on top of the fitting height, on the pixel grid.
        #expect((first * 2).rounded() == first * 2)
        #expect(lines.contains("** Autocell ** template cell created - note"))
        #expect(lines.contains { $0.hasPrefix("** Autocell ** hit cache by index path [0, 0]") })

        let short = try cells.height(forTemplate: "note", cachedByKey: "k") { $0.texts["text"] = "hi" }
        #expect(short < first)
        #expect(try cells.height(forTemplate: "note", cachedByKey: "k") { _ in Issue.record("configured on a hit") } == short)
        cells.keyedCache.invalidate(key: "k")
        #expect(try cells.height(forTemplate: "note", cachedByKey: "k") { $0.texts["text"] = "我是7个月大的宝宝,我喜欢听音乐看电视我是7个月大的宝宝,我喜欢听音乐看电视" } == first)
    }

    @Test func precomputingOnSeveralThreadsGivesTheSameHeights() throws {
        let words = ["我是", "7个月", "大的宝宝", "喜欢", "听音乐", "hello", "world", "Auto Layout"]
        let rows = (0..<60).map { n in
            (index: RowIndexPath(row: n, section: 0),
             row: RowContent(template: "note", texts: ["text": (0..<(n % 17)).map { words[($0 * 7 + n) % words.count] }.joined(separator: " ")]))
        }
        let sequential = TemplateLayoutCells(noteTable(), measurer: try TextMeasurer())
        let parallel = TemplateLayoutCells(noteTable(), measurer: try TextMeasurer())
        try parallel.precomputeHeights(of: rows, workers: 3)
        for (index, row) in rows {
            let expected = try sequential.height(forTemplate: "note") { $0.texts = row.texts }
            #expect(parallel.indexPathCache.height(at: index, width: 320) == expected)
        }
    }
}
