import AutocellLayout
import AutocellTable
import AutocellText
import Testing

/// After any batch update, the index-path cache must hold, for every row it kept, the height a
/// from-scratch layout of the mutated data gives; and only inserted and reloaded rows are
/// computed again.
@Suite struct CacheAgreesWithFreshLayout {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }
    }

    static let words = ["我是", "7个月", "大的宝宝", "喜欢", "听音乐", "hello", "world", "Auto Layout", "天"]

    func text(_ random: inout Generator) -> String {
        (0..<random.next(25)).map { _ in Self.words[random.next(Self.words.count)] }.joined(separator: " ")
    }

    enum Kind: CaseIterable { case insertRows, deleteRows, reloadRows, moveRow, insertSections, deleteSections, moveSection, mixed }

    func update(_ kind: Kind, _ model: [[String]], _ random: inout Generator) -> (TableBatchUpdate, [RowIndexPath: String], [Int: [String]]) {
        var update = TableBatchUpdate()
        var inserted: [RowIndexPath: String] = [:]
        var insertedSections: [Int: [String]] = [:]
        let all = model.enumerated().flatMap { s, rows in rows.indices.map { RowIndexPath(row: $0, section: s) } }
        func someRows(_ count: Int) -> Set<RowIndexPath> { Set((0..<count).compactMap { _ in all.isEmpty ? nil : all[random.next(all.count)] }) }
        let kinds: [Kind] = kind == .mixed ? [.deleteRows, .insertRows, .reloadRows, .moveRow] : [kind]
        for kind in kinds {
            switch kind {
            case .deleteRows: update.deleteRows = someRows(3).subtracting(update.reloadRows)
            case .reloadRows: update.reloadRows = someRows(2).subtracting(update.deleteRows)
            case .moveRow:
                let taken = update.deleteRows.union(update.reloadRows)
                if let from = all.filter({ !taken.contains($0) }).randomElement(using: &random) {
                    update.moveRows = [(from, RowIndexPath(row: 0, section: random.next(model.count)))]
                }
            case .insertRows:
                let section = random.next(model.count)
                let index = RowIndexPath(row: 0, section: section)
                update.insertRows = [index]
                inserted[index] = text(&random)
            case .insertSections:
                update.insertSections = [random.next(model.count + 1)]
                insertedSections[update.insertSections.first ?? 0] = [text(&random), text(&random)]
            case .deleteSections: update.deleteSections = [random.next(model.count)]
            case .moveSection: update.moveSections = [(from: random.next(model.count), to: random.next(model.count))]
            case .mixed: break
            }
        }
        return (update, inserted, insertedSections)
    }

    @Test(arguments: Kind.allCases)
    func cachedHeightsMatchAFreshLayout(kind: Kind) throws {
        var random = Generator(state: 17)
        let measurer = try TextMeasurer()
        for round in 0..<6 {
            var model: [[String]] = (0..<3).map { _ in (0..<(2 + random.next(4))).map { _ in text(&random) } }
            let cells = TemplateLayoutCells(noteTable(), measurer: measurer)
            var computed = 0
            cells.log = { if $0.hasPrefix("** Autocell ** calculate") { computed += 1 } }
            func askAll() throws {
                for (s, rows) in model.enumerated() {
                    for (r, text) in rows.enumerated() {
                        _ = try cells.height(forTemplate: "note", cachedBy: RowIndexPath(row: r, section: s)) { $0.texts["text"] = text }
                    }
                }
            }
            try askAll()
            let (batch, inserted, insertedSections) = update(kind, model, &random)
            // Reloaded rows get new data, as a reload follows a change.
            var reloadedText: [RowIndexPath: String] = [:]
            for index in batch.reloadRows { reloadedText[index] = text(&random) }
            let tagged = model.enumerated().map { s, rows in rows.enumerated().map { r, text in reloadedText[RowIndexPath(row: r, section: s)] ?? text } }
            model = try batch.applied(to: tagged, insertedRow: { inserted[$0] ?? "" }, insertedSection: { insertedSections[$0] ?? [] }, reload: { $0 })
            cells.indexPathCache.apply(batch)
            computed = 0
            try askAll()
            let expectedComputed = batch.insertRows.count + batch.reloadRows.count + insertedSections.values.reduce(0) { $0 + $1.count }
                + (batch.reloadSections.isEmpty ? 0 : 1_000_000)
            #expect(computed == expectedComputed, "round \(round) \(kind): computed \(computed), expected \(expectedComputed)")
            let fresh = TemplateLayoutCells(noteTable(), measurer: measurer)
            for (s, rows) in model.enumerated() {
                for (r, text) in rows.enumerated() {
                    let index = RowIndexPath(row: r, section: s)
                    let expected = try fresh.height(forTemplate: "note") { $0.texts["text"] = text }
                    #expect(cells.indexPathCache.height(at: index, width: 320) == expected, "round \(round) \(kind) at \(index)")
                }
            }
        }
    }
}

extension CacheAgreesWithFreshLayout.Generator: RandomNumberGenerator {
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}
