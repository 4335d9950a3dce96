import AutocellTable
import Testing

/// The index-path cache through UITableView's batch updates. Heights stand for rows: 10, 11,
/// 12 … in section 0 and 20, 21 … in section 1, so a misplaced entry shows at once.
@Suite struct HeightCacheInvalidation {
    let width = 375.0

    func cache(_ sections: [[Double]]) -> HeightCache {
        var cache = HeightCache()
        for (s, rows) in sections.enumerated() {
            for (r, height) in rows.enumerated() { cache.setHeight(height, at: RowIndexPath(row: r, section: s), width: width) }
        }
        return cache
    }

    func after(_ sections: [[Double]], _ build: (inout TableBatchUpdate) -> Void) -> [[Double?]] {
        var cache = cache(sections)
        var update = TableBatchUpdate()
        build(&update)
        cache.apply(update)
        return cache.snapshot(width: width)
    }

    @Test func moveCarriesTheRowNotASwap() {
        // The original swapped 10 and 12 here, leaving 11 in the middle: [12, 11, 10, 13].
        #expect(after([[10, 11, 12, 13]]) { $0.moveRows = [(RowIndexPath(row: 0, section: 0), RowIndexPath(row: 2, section: 0))] }
                == [[11, 12, 10, 13]])
        #expect(after([[10, 11, 12, 13]]) { $0.moveRows = [(RowIndexPath(row: 3, section: 0), RowIndexPath(row: 0, section: 0))] }
                == [[13, 10, 11, 12]])
    }

    @Test func moveAcrossSections() {
        #expect(after([[10, 11], [20, 21]]) { $0.moveRows = [(RowIndexPath(row: 0, section: 0), RowIndexPath(row: 1, section: 1))] }
                == [[11], [20, 10, 21]])
    }

    @Test func deletesUseOldIndexesInsertsNewOnes() {
        // Delete old rows 1 and 3, insert new row 1: [10, nil, 12].
        #expect(after([[10, 11, 12, 13]]) {
            $0.deleteRows = [RowIndexPath(row: 1, section: 0), RowIndexPath(row: 3, section: 0)]
            $0.insertRows = [RowIndexPath(row: 1, section: 0)]
        } == [[10, nil, 12]])
    }

    @Test func editsInSeveralSectionsAtOnce() {
        // The original shifted only part of a multi-section edit.
        #expect(after([[10, 11, 12], [20, 21, 22], [30, 31]]) {
            $0.deleteRows = [RowIndexPath(row: 0, section: 0), RowIndexPath(row: 2, section: 1)]
            $0.insertRows = [RowIndexPath(row: 0, section: 1), RowIndexPath(row: 2, section: 2)]
            $0.reloadRows = [RowIndexPath(row: 1, section: 2)]
        } == [[11, 12], [nil, 20, 21], [30, nil, nil]])
    }

    @Test func sectionInsertsDeletesAndMoves() {
        #expect(after([[10, 11], [20], [30, 31]]) { $0.insertSections = [0] } == [[], [10, 11], [20], [30, 31]])
        #expect(after([[10, 11], [20], [30, 31]]) { $0.deleteSections = [1] } == [[10, 11], [30, 31]])
        #expect(after([[10, 11], [20], [30, 31]]) { $0.moveSections = [(from: 0, to: 2)] } == [[20], [30, 31], [10, 11]])
        #expect(after([[10, 11], [20], [30, 31]]) { $0.reloadSections = [2] } == [[10, 11], [20], [nil, nil]])
        #expect(after([[10, 11], [20], [30, 31]]) {
            $0.deleteSections = [0]
            $0.insertSections = [1]
        } == [[20], [], [30, 31]])
    }

    @Test func widthsNeverMix() {
        var cache = HeightCache()
        let index = RowIndexPath(row: 0, section: 0)
        cache.setHeight(100, at: index, width: 320)
        cache.setHeight(80, at: index, width: 375)
        #expect(cache.height(at: index, width: 320) == 100)
        #expect(cache.height(at: index, width: 375) == 80)
        #expect(cache.height(at: index, width: 414) == nil)
        cache.invalidateAll()
        #expect(cache.height(at: index, width: 320) == nil)
    }

    @Test func keyedCacheInvalidatesByKey() {
        var cache = KeyedHeightCache()
        cache.setHeight(100, forKey: "a", width: 320)
        cache.setHeight(90, forKey: "a", width: 375)
        cache.setHeight(50, forKey: "b", width: 375)
        cache.invalidate(key: "a")
        #expect(cache.height(forKey: "a", width: 320) == nil && cache.height(forKey: "a", width: 375) == nil)
        #expect(cache.height(forKey: "b", width: 375) == 50)
    }
}

@Suite struct BatchUpdateRules {
    @Test func rowsMoveAsUITableViewMovesThem() throws {
        var update = TableBatchUpdate()
        update.deleteRows = [RowIndexPath(row: 0, section: 0)]
        update.insertRows = [RowIndexPath(row: 2, section: 1)]
        update.moveRows = [(RowIndexPath(row: 2, section: 0), RowIndexPath(row: 0, section: 1))]
        let after = try update.applied(to: [["a", "b", "c"], ["d", "e"]], insertedRow: { _ in "new" }, insertedSection: { _ in [] }, reload: { $0 })
        #expect(after == [["b"], ["c", "d", "new", "e"]])
    }

    @Test func indexesThatDoNotExistAreErrors() {
        var update = TableBatchUpdate()
        update.deleteRows = [RowIndexPath(row: 5, section: 0)]
        #expect(throws: TableUpdateError(message: "row [0, 5] does not exist (section 0 has 2 rows)")) {
            try update.applied(to: [["a", "b"]], insertedRow: { _ in "" }, insertedSection: { _ in [] }, reload: { $0 })
        }
        var insert = TableBatchUpdate()
        insert.insertRows = [RowIndexPath(row: 4, section: 0)]
        #expect(throws: TableUpdateError.self) {
            try insert.applied(to: [["a", "b"]], insertedRow: { _ in "" }, insertedSection: { _ in [] }, reload: { $0 })
        }
    }
}
