// Why this file is long (814 lines): it is the simplex tableau, one data structure whose pivots,
// objective levels and occurrence index keep invariants together (kiwi keeps its solver core
// in one file for the same reason); split across files, the hot loops would hide what they
// share. The parts that stand alone live beside it (Row, OccurrenceIndex, DualCandidates).

/// The objective of one priority level: the sum of the error symbols of the optional
/// constraints at that priority. Levels are minimized lexicographically, highest first.
struct ObjectiveLevel {
    /// `.infinity` marks the temporary artificial objective used while adding a hard row.
    var priority: Float
    var row: Row
    var users: Int
}

/// Levels `0..<through` have their symbols stamped with `stamp` in `Tableau.higherStamp`.
struct HigherLevelMarks {
    var stamp: UInt32
    var through: Int
}

/// The simplex tableau: a Cassowary-style dictionary with two departures that make it exact and
/// keep it sparse.
///
/// - Exact priorities: one objective row per priority level instead of one weighted row. The
///   primal simplex only lets a symbol enter at level k if it is absent from every higher level's
///   row (its reduced cost there is zero), so lower levels can never buy error at higher ones;
///   the dual simplex picks its entering symbol by the lexicographically smallest ratio vector.
/// - Lazy external rows: rows whose basic symbol is an external (unrestricted) variable never take
///   part in the optimization, so pivots do not substitute into them. They may refer to other
///   basic symbols and are read by evaluating the references (an acyclic graph). A chain
///   `b[i].left = b[i-1].left + b[i-1].width + 8` therefore keeps three terms per row instead of
///   growing one term per earlier box, which is what makes kiwi cubic on long chains.
///
/// Invariants: restricted rows (slack, error or dummy basic) and objective rows hold only
/// non-basic restricted symbols; every row is an identity of the constraint system, so the
/// coefficient of a constraint's marker in a row says how much of that constraint it uses.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// The row slot of each basic symbol, -1 for a non-basic one.
    private(set) var rowOf: [Int32] = []
    /// Whether a symbol has ever appeared in a row; a never-used external can become the subject
    /// of a new row without expanding it.
    private(set) var everUsed: [Bool] = []
    private var occurrences = OccurrenceIndex()
    private var occurrenceCompactionThreshold = 4_096
    private(set) var rows: [Row] = []
    private var freeSlots: [Int32] = []
    /// Symbols of removed constraints, for reuse: without it every remove and re-add (a cached
    /// cell's image coming and going) would grow the symbol tables for good.
    private var freeSymbols: [Int32] = []
    private(set) var levels: [ObjectiveLevel] = []
    private var infeasible: [Int32] = []
    /// How many pivots this tableau has made; tests use it to check that work stays local.
    private(set) var pivotCount = 0

    // Scratch space, reused so that the hot loops do not allocate.
    private var merged: [RowTerm] = []
    private var hits: [Int32] = []
    private var slotStamp: [UInt32] = []
    private var symbolStamp: [UInt32] = []
    private var visitStamp: [UInt32] = []
    /// Symbols of the objective levels above the one being optimized carry the current mark.
    private var higherStamp: [UInt32] = []
    private var stamp: UInt32 = 0
    private var accumulator: [Double] = []
    private var touched: [Int32] = []
    private var order: [Int32] = []
    private var stack: [(symbol: Int32, next: Int32)] = []
    /// The dual simplex's candidates of one pivot, and each symbol's place among them.
    private var dualScratch = DualCandidates()
    private var candidateIndex: [Int32] = []

    var symbolCount: Int { kinds.count }
    /// Entries in the occurrence index's pool; tests check it stays bounded.
    var occurrenceNodeCount: Int { occurrences.nodeCount }

    /// Room for a small cell's worth of symbols and rows, so that building one does not keep
    /// growing a dozen arrays.
    init(reservingSymbols symbols: Int = 128, rows rowCount: Int = 64) {
        kinds.reserveCapacity(symbols)
        rowOf.reserveCapacity(symbols)
        everUsed.reserveCapacity(symbols)
        symbolStamp.reserveCapacity(symbols)
        visitStamp.reserveCapacity(symbols)
        accumulator.reserveCapacity(symbols)
        occurrences.reserve(symbols: symbols, nodes: symbols * 3)
        rows.reserveCapacity(rowCount)
        slotStamp.reserveCapacity(rowCount)
    }

    // MARK: Symbols and rows

    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if let id = freeSymbols.popLast() {
            kinds[Int(id)] = kind
            rowOf[Int(id)] = -1
            everUsed[Int(id)] = false
            accumulator[Int(id)] = 0
            return id
        }
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        everUsed.append(false)
        symbolStamp.append(0)
        visitStamp.append(0)
        higherStamp.append(0)
        candidateIndex.append(0)
        accumulator.append(0)
        occurrences.growSymbols(to: kinds.count)
        return id
    }

    @inline(__always) func isBasic(_ symbol: Int32) -> Bool { rowOf[Int(symbol)] >= 0 }

    @inline(__always) func isRestrictedRow(_ slot: Int32) -> Bool {
        let basic = rows[Int(slot)].basic
        return basic >= 0 && kinds[Int(basic)] != .external
    }

    func row(of symbol: Int32) -> Row? {
        let slot = rowOf[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)] : nil
    }

    /// Rebuilds the occurrence index from the rows once stale entries (which only a walk of
    /// their symbol's list prunes) outnumber live ones: without it, constraints added and
    /// removed row after row would grow the pool, and every copy of the solver, without bound.
    private mutating func compactOccurrencesIfNeeded() {
        guard occurrences.nodeCount > occurrenceCompactionThreshold else { return }
        occurrences.removeAll()
        for slot in rows.indices where rows[slot].basic >= 0 && rowOf[Int(rows[slot].basic)] == Int32(slot) {
            for term in rows[slot].terms { occurrences.record(symbol: term.symbol, row: Int32(slot)) }
        }
        occurrenceCompactionThreshold = max(4_096, occurrences.nodeCount * 4)
    }

    @discardableResult
    mutating func insertRow(_ row: Row) -> Int32 {
        compactOccurrencesIfNeeded()
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            slotStamp.append(0)
        }
        rowOf[Int(row.basic)] = slot
        everUsed[Int(row.basic)] = true
        for term in row.terms {
            let symbol = term.symbol
            everUsed[Int(symbol)] = true
            occurrences.record(symbol: symbol, row: slot)
        }
        return slot
    }

    mutating func removeRow(at slot: Int32) -> Row {
        var row = Row()
        swap(&row, &rows[Int(slot)])
        rowOf[Int(row.basic)] = -1
        freeSlots.append(slot)
        return row
    }

    @inline(__always) private mutating func takeRow(_ slot: Int32) -> Row {
        var row = Row()
        swap(&row, &rows[Int(slot)])
        return row
    }

    @inline(__always) private mutating func putRow(_ row: Row, _ slot: Int32) {
        var row = row
        swap(&row, &rows[Int(slot)])
    }

    private mutating func nextStamp() -> UInt32 {
        stamp &+= 1
        if stamp == 0 {
            for i in slotStamp.indices { slotStamp[i] = 0 }
            for i in symbolStamp.indices { symbolStamp[i] = 0 }
            for i in visitStamp.indices { visitStamp[i] = 0 }
            for i in higherStamp.indices { higherStamp[i] = 0 }
            stamp = 1
        }
        return stamp
    }

    /// The live rows that contain `symbol` as a term, each once, in a deterministic order.
    /// Hand the buffer back with `returnHits` so the next walk reuses it.
    mutating func rowsContaining(_ symbol: Int32) -> [Int32] {
        var found: [Int32] = []
        swap(&found, &hits)
        found.removeAll(keepingCapacity: true)
        let current = nextStamp()
        var index = OccurrenceIndex()
        swap(&index, &occurrences)
        var stamps: [UInt32] = []
        swap(&stamps, &slotStamp)
        rows.withUnsafeBufferPointer { rows in
            stamps.withUnsafeMutableBufferPointer { stamps in
                index.prune(symbol: symbol, keep: { slot in
                    guard rows[Int(slot)].basic >= 0, stamps[Int(slot)] != current,
                          rows[Int(slot)].position(of: symbol).found else { return false }
                    stamps[Int(slot)] = current
                    return true
                }, visit: { found.append($0) })
            }
        }
        swap(&stamps, &slotStamp)
        swap(&index, &occurrences)
        found.sort()
        return found
    }

    mutating func returnHits(_ buffer: [Int32]) {
        var buffer = buffer
        swap(&buffer, &hits)
    }

    // MARK: Row arithmetic

    /// `target += factor · source` (constant included). New symbols are recorded as occurring in
    /// `slot` (pass -1 for an objective row, which is searched directly).
    private mutating func addScaled(_ target: inout Row, slot: Int32, source: Row, factor: Double) {
        target.constant += factor * source.constant
        if source.count &* 16 < target.count {
            // A short row into a long one: binary-search each term instead of copying the long row.
            for term in source.terms where target.add(term.symbol, factor * term.coefficient) {
                if slot >= 0 { occurrences.record(symbol: term.symbol, row: slot) }
            }
            return
        }
        // Merged through raw buffers into the scratch array (kept at least as long as any merge
        // needs), then copied back: no per-term append bookkeeping in the hot loop.
        let needed = target.count + source.count
        if merged.count < needed {
            merged = [RowTerm](repeating: RowTerm(symbol: 0, coefficient: 0), count: max(needed, merged.count * 2, 64))
        }
        var scratch: [RowTerm] = []
        swap(&scratch, &merged)
        var count = 0
        scratch.withUnsafeMutableBufferPointer { out in
            target.terms.withUnsafeBufferPointer { a in
                source.terms.withUnsafeBufferPointer { b in
                    var i = 0, j = 0
                    while i < a.count && j < b.count {
                        let symbolA = a[i].symbol, symbolB = b[j].symbol
                        if symbolA < symbolB {
                            out[count] = a[i]; count &+= 1; i &+= 1
                        } else if symbolB < symbolA {
                            let value = factor * b[j].coefficient
                            if !isNearZero(value) {
                                out[count] = RowTerm(symbol: symbolB, coefficient: value); count &+= 1
                                if slot >= 0 { occurrences.record(symbol: symbolB, row: slot) }
                            }
                            j &+= 1
                        } else {
                            let value = a[i].coefficient + factor * b[j].coefficient
                            if !isNearZero(value) { out[count] = RowTerm(symbol: symbolA, coefficient: value); count &+= 1 }
                            i &+= 1; j &+= 1
                        }
                    }
                    while i < a.count { out[count] = a[i]; count &+= 1; i &+= 1 }
                    while j < b.count {
                        let value = factor * b[j].coefficient
                        if !isNearZero(value) {
                            out[count] = RowTerm(symbol: b[j].symbol, coefficient: value); count &+= 1
                            if slot >= 0 { occurrences.record(symbol: b[j].symbol, row: slot) }
                        }
                        j &+= 1
                    }
                }
            }
            if target.terms.capacity > max(64, count &* 4) {
                // A row that was long once (a dense row substituted through it) gives its room
                // back: kept, every row a long run of pivots passed through stayed that long
                // (5,000 chained labels held a point short: 2.4 GB).
                target.terms = Array(UnsafeBufferPointer(rebasing: out[0..<count]))
            } else {
                target.terms.removeAll(keepingCapacity: true)
                target.terms.append(contentsOf: UnsafeBufferPointer(rebasing: out[0..<count]))
            }
        }
        swap(&scratch, &merged)
    }

    /// Replaces `symbol` in `target` by the right-hand side of `source` (whose basic is `symbol`).
    /// Returns false when the target did not contain the symbol.
    @discardableResult
    private mutating func substitute(_ symbol: Int32, in target: inout Row, slot: Int32, by source: Row) -> Bool {
        let (index, found) = target.position(of: symbol)
        guard found else { return false }
        let coefficient = target.terms[index].coefficient
        target.terms.remove(at: index)
        addScaled(&target, slot: slot, source: source, factor: coefficient)
        return true
    }

    /// Substitutes the row in `sourceSlot` into every restricted row and objective that contains
    /// its basic symbol. External rows keep referring to the symbol (they are lazy).
    mutating func substituteRestricted(sourceSlot: Int32) {
        let source = rows[Int(sourceSlot)]
        let symbol = source.basic
        let containing = rowsContaining(symbol)
        for slot in containing where slot != sourceSlot && isRestrictedRow(slot) {
            var target = takeRow(slot)
            substitute(symbol, in: &target, slot: slot, by: source)
            if target.constant < 0 { infeasible.append(slot) }
            putRow(target, slot)
        }
        returnHits(containing)
        for k in levels.indices {
            var objective = ObjectiveLevel(priority: 0, row: Row(), users: 0)
            swap(&objective, &levels[k])
            substitute(symbol, in: &objective.row, slot: -1, by: source)
            swap(&objective, &levels[k])
        }
    }

    /// Replaces `symbol` (basic in `sourceSlot`) in every other row that names it, lazy external
    /// rows included. Used before a row is dropped for good.
    mutating func substituteEverywhere(sourceSlot: Int32) {
        substituteRestricted(sourceSlot: sourceSlot)
        let source = rows[Int(sourceSlot)]
        let containing = rowsContaining(source.basic)
        for slot in containing where slot != sourceSlot {
            var target = takeRow(slot)
            substitute(source.basic, in: &target, slot: slot, by: source)
            putRow(target, slot)
        }
        returnHits(containing)
    }

    /// Takes back a symbol no longer part of the system (a removed constraint's marker or error,
    /// the artificial variable), after dropping any rounding residue of it from the rows.
    mutating func releaseSymbol(_ symbol: Int32) {
        guard symbol >= 0, kinds[Int(symbol)] != .external, rowOf[Int(symbol)] < 0 else { return }
        eraseSymbol(symbol)
        occurrences.clear(symbol: symbol)
        freeSymbols.append(symbol)
    }

    /// Drops `symbol` from every row and objective (it must be non-basic and worth zero).
    mutating func eraseSymbol(_ symbol: Int32) {
        let containing = rowsContaining(symbol)
        for slot in containing {
            var target = takeRow(slot)
            let (index, found) = target.position(of: symbol)
            if found { target.terms.remove(at: index) }
            putRow(target, slot)
        }
        returnHits(containing)
        for k in levels.indices {
            let (index, found) = levels[k].row.position(of: symbol)
            if found { levels[k].row.terms.remove(at: index) }
        }
    }

    // MARK: Pivots

    /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves.
    mutating func pivot(entering: Int32, slot: Int32) {
        pivotCount += 1
        var row = takeRow(slot)
        let leaving = row.basic
        row.add(leaving, -1)
        row.solve(for: entering)
        putRow(row, slot)
        rowOf[Int(leaving)] = -1
        rowOf[Int(entering)] = slot
        everUsed[Int(leaving)] = true
        occurrences.record(symbol: leaving, row: slot)
        substituteRestricted(sourceSlot: slot)
    }

    // MARK: Objectives

    mutating func retainLevel(_ priority: Float) {
        if let k = levels.firstIndex(where: { $0.priority == priority }) {
            levels[k].users += 1
            return
        }
        let k = levels.firstIndex(where: { $0.priority < priority }) ?? levels.count
        levels.insert(ObjectiveLevel(priority: priority, row: Row(), users: 1), at: k)
    }

    /// An objective below every priority (used by probes that must not disturb the real levels).
    mutating func appendLowestLevel(_ row: Row) {
        levels.append(ObjectiveLevel(priority: -.infinity, row: row, users: 1))
    }

    mutating func releaseLevel(_ priority: Float) {
        guard let k = levels.firstIndex(where: { $0.priority == priority }) else { return }
        levels[k].users -= 1
        if levels[k].users == 0 { levels.remove(at: k) }
    }

    /// Adds `weight · symbol` to the objective of `priority` (through its row if it is basic).
    mutating func addToObjective(_ priority: Float, symbol: Int32, weight: Double) {
        guard let k = levels.firstIndex(where: { $0.priority == priority }) else { return }
        var objective = levels[k].row
        levels[k].row = Row()
        if let row = row(of: symbol) {
            addScaled(&objective, slot: -1, source: row, factor: weight)
        } else {
            objective.add(symbol, weight)
        }
        levels[k].row = objective
    }

    /// The first symbol (lowest id) that lowers level `k` without touching any higher level:
    /// the symbols of the levels above carry `marks.stamp`, so the check costs one load per term
    /// however many levels there are (it used to search every higher row: quadratic in the
    /// number of distinct priorities). Levels are marked only once a level below has a
    /// candidate to check against them: most passes find every level optimal already, and
    /// marking each level's terms on every pass cost a walk of every objective per constraint
    /// added (quadratic in the size of a template whose objectives name every view).
    private mutating func enteringSymbol(level k: Int, marks: inout HigherLevelMarks) -> Int32? {
        let terms = levels[k].row.terms
        for term in terms where term.coefficient < 0 {
            let symbol = term.symbol
            guard kinds[Int(symbol)].isPivotable else { continue }
            if marks.through < k { markLevels(marks.through..<k, with: marks.stamp); marks.through = k }
            if higherStamp[Int(symbol)] != marks.stamp { return symbol }
        }
        return nil
    }

    private mutating func markLevels(_ range: Range<Int>, with mark: UInt32) {
        higherStamp.withUnsafeMutableBufferPointer { stamps in
            for level in range {
                for term in levels[level].row.terms { stamps[Int(term.symbol)] = mark }
            }
        }
    }

    /// The restricted row that first blocks `entering` from growing (ties: lowest basic id).
    private mutating func leavingRow(for entering: Int32) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        let containing = rowsContaining(entering)
        for slot in containing where isRestrictedRow(slot) {
            let row = rows[Int(slot)]
            let coefficient = row.coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                best = slot; bestRatio = ratio; bestBasic = row.basic
            }
        }
        returnHits(containing)
        return best >= 0 ? best : nil
    }

    /// Primal simplex over the levels, highest first. `onlyFirstLevel` runs the artificial phase.
    /// Returns false if an objective is unbounded, which a sum of errors never should be.
    mutating func optimize(onlyFirstLevel: Bool = false) -> Bool {
        var k = 0
        let last = onlyFirstLevel ? min(1, levels.count) : levels.count
        var marks = HigherLevelMarks(stamp: nextStamp(), through: 0)
        while k < last {
            guard let entering = enteringSymbol(level: k, marks: &marks) else {
                k += 1
                continue
            }
            guard let slot = leavingRow(for: entering) else { return false }
            // The entering symbol is in no higher level, so their rows stay as they are; only a
            // wrap of the stamp counter inside the pivot would clear the marks.
            pivot(entering: entering, slot: slot)
            if stamp < marks.stamp { marks = HigherLevelMarks(stamp: nextStamp(), through: 0) }
        }
        return true
    }

    mutating func markInfeasible(_ slot: Int32) { infeasible.append(slot) }

    /// Queues every restricted row with a negative constant for the dual simplex.
    mutating func markAllInfeasible() {
        for slot in rows.indices where isRestrictedRow(Int32(slot)) && rows[slot].constant < 0 {
            infeasible.append(Int32(slot))
        }
    }

    /// Dual simplex: restores feasibility after constants changed, keeping optimality. Ratios
    /// that tie to rounding at one level are decided by the next, and a primal pass afterwards
    /// repairs any level that rounding still left short of optimal (it pivots only then).
    mutating func dualOptimize() -> Bool {
        // Constant changes row after row add entries that only walks prune; lists no walk ever
        // visits would otherwise grow the pool for good.
        compactOccurrencesIfNeeded()
        var pivoted = false
        while !infeasible.isEmpty {
            // The most infeasible row first (the dual's steepest choice): rows that shifts made
            // only slightly negative are often repaired on the way.
            var pick = infeasible.count - 1
            var lowest = Double.infinity
            for k in infeasible.indices {
                let candidate = infeasible[k]
                let value = isRestrictedRow(candidate) ? rows[Int(candidate)].constant : 0
                if value < lowest { lowest = value; pick = k }
            }
            let slot = infeasible[pick]
            infeasible.swapAt(pick, infeasible.count - 1)
            infeasible.removeLast()
            guard isRestrictedRow(slot) else { continue }
            let row = rows[Int(slot)]
            guard row.constant < 0, !isNearZero(row.constant) else { continue }
            // A long run of pivots records every term it moves into a row: prune as it goes (a
            // row of 1,800 chained labels held half a point short walks 1,800 pivots of
            // 5,400-term rows; without this the index reached 600 MB).
            compactOccurrencesIfNeeded()
            guard let entering = dualEnteringSymbol(row) else { return false }
            pivot(entering: entering, slot: slot)
            pivoted = true
        }
        // Shifting constants alone leaves the objectives as they were: only pivots need the check.
        return pivoted ? optimize() : true
    }

    /// Among the row's positive terms, the symbol whose ratio (reduced cost per level ÷
    /// coefficient) is lexicographically smallest; ties go to the lowest id.
    ///
    /// Each candidate's non-zero reduced costs are gathered in one pass over the objective rows,
    /// so comparing two candidates visits only the levels where either has a cost: asking every
    /// level for every candidate's coefficient made one pivot cost (row terms × levels) binary
    /// searches — a row of 2,000 chained labels at 1,000 distinct priorities spent 80% of its
    /// time here.
    private mutating func dualEnteringSymbol(_ row: Row) -> Int32? {
        let mark = nextStamp()
        var candidates = dualScratch
        dualScratch = DualCandidates()
        defer { dualScratch = candidates }
        candidates.reset()
        for term in row.terms where term.coefficient > 0 {
            let symbol = term.symbol
            guard kinds[Int(symbol)].isPivotable else { continue }
            symbolStamp[Int(symbol)] = mark
            candidateIndex[Int(symbol)] = Int32(candidates.count)
            candidates.append(symbol: symbol, coefficient: term.coefficient)
        }
        guard candidates.count > 0 else { return nil }
        for k in levels.indices {
            for term in levels[k].row.terms where symbolStamp[Int(term.symbol)] == mark {
                candidates.addCost(candidate: candidateIndex[Int(term.symbol)], level: Int32(k), value: term.coefficient)
            }
        }
        var best = 0
        for candidate in 1..<candidates.count where candidates.hasSmallerRatio(candidate, than: best) {
            best = candidate
        }
        return candidates.symbol[best]
    }

    // MARK: Expansion and evaluation

    /// Rewrites `Σ terms + constant` in non-basic symbols only, following lazy external rows.
    /// Basic symbols are substituted in reverse post-order of the reference graph so that each
    /// row is expanded once, however many paths lead to it.
    mutating func expand(_ terms: [RowTerm], constant: Double) -> Row {
        let current = nextStamp()
        touched.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        var result = Row(constant: constant)
        for term in terms { accumulate(term.symbol, term.coefficient, current) }
        // Post-order over basic symbols reachable from the terms.
        var visited = touched.count
        var start = 0
        while start < visited {
            let root = touched[start]
            start += 1
            guard rowOf[Int(root)] >= 0, visitStamp[Int(root)] != current else { continue }
            markVisited(root, current)
            stack.append((root, 0))
            while let top = stack.last {
                let row = rows[Int(rowOf[Int(top.symbol)])]
                var next = Int(top.next)
                var descended = false
                while next < row.count {
                    let child = row.terms[next].symbol
                    next += 1
                    if rowOf[Int(child)] >= 0 && visitStamp[Int(child)] != current {
                        stack[stack.count - 1].next = Int32(next)
                        markVisited(child, current)
                        stack.append((child, 0))
                        descended = true
                        break
                    }
                }
                if !descended {
                    stack.removeLast()
                    order.append(top.symbol)
                }
            }
            visited = touched.count
        }
        for symbol in order.reversed() {
            let coefficient = accumulator[Int(symbol)]
            accumulator[Int(symbol)] = 0
            guard coefficient != 0 else { continue }
            let row = rows[Int(rowOf[Int(symbol)])]
            result.constant += coefficient * row.constant
            for term in row.terms { accumulate(term.symbol, coefficient * term.coefficient, current) }
        }
        // Two spare places: the caller usually appends a constraint's marker and error symbols.
        result.terms.reserveCapacity(touched.count + 2)
        for symbol in touched where rowOf[Int(symbol)] < 0 {
            let coefficient = accumulator[Int(symbol)]
            if !isNearZero(coefficient) {
                result.terms.append(RowTerm(symbol: symbol, coefficient: coefficient))
            }
        }
        result.terms.sort { $0.symbol < $1.symbol }
        for symbol in touched { accumulator[Int(symbol)] = 0 }
        return result
    }

    /// For every symbol, the value of its expansion in non-basic symbols when each non-basic
    /// symbol is worth `weight(symbol)` and constants are left out: each basic row is evaluated
    /// once, after the rows it refers to (iteratively, in post order over the reference graph),
    /// so the whole table costs one pass over the rows however long their chains of lazy
    /// references are. With weights drawn at random for the symbols of interest and zero for
    /// the rest, a non-zero value says the expansion holds one of them after cancellation.
    func project(_ weight: (Int32) -> Double) -> [Double] {
        var result = [Double](repeating: 0, count: kinds.count)
        var done = [Bool](repeating: false, count: kinds.count)
        for symbol in 0..<Int32(kinds.count) where rowOf[Int(symbol)] < 0 {
            result[Int(symbol)] = weight(symbol)
            done[Int(symbol)] = true
        }
        var stack: [(symbol: Int32, next: Int)] = []
        for root in 0..<Int32(kinds.count) where !done[Int(root)] {
            stack.append((root, 0))
            done[Int(root)] = true
            while let top = stack.last {
                let row = rows[Int(rowOf[Int(top.symbol)])]
                var next = top.next
                var descended = false
                while next < row.count {
                    let child = row.terms[next].symbol
                    next += 1
                    if !done[Int(child)] {
                        stack[stack.count - 1].next = next
                        done[Int(child)] = true
                        stack.append((child, 0))
                        descended = true
                        break
                    }
                }
                if !descended {
                    stack.removeLast()
                    var value = 0.0
                    for term in row.terms { value += term.coefficient * result[Int(term.symbol)] }
                    result[Int(top.symbol)] = value
                }
            }
        }
        return result
    }

    @inline(__always) private mutating func accumulate(_ symbol: Int32, _ coefficient: Double, _ current: UInt32) {
        if symbolStamp[Int(symbol)] != current {
            symbolStamp[Int(symbol)] = current
            accumulator[Int(symbol)] = 0
            touched.append(symbol)
        }
        accumulator[Int(symbol)] += coefficient
    }

    @inline(__always) private mutating func markVisited(_ symbol: Int32, _ current: UInt32) {
        accumulate(symbol, 0, current)
        visitStamp[Int(symbol)] = current
    }

    /// The current value of every symbol (non-basic ones are zero), by evaluating each basic
    /// external row once, after the rows it refers to.
    func evaluate(_ externals: [Int32]) -> [Double] {
        var values = [Double](repeating: 0, count: kinds.count)
        var done = [Bool](repeating: false, count: kinds.count)
        var pending: [Int32] = []
        for root in externals where rowOf[Int(root)] >= 0 && !done[Int(root)] {
            pending.append(root)
            while let symbol = pending.last {
                if done[Int(symbol)] { pending.removeLast(); continue }
                let row = rows[Int(rowOf[Int(symbol)])]
                var ready = true
                for term in row.terms where rowOf[Int(term.symbol)] >= 0 && !done[Int(term.symbol)] {
                    let child = term.symbol
                    if kinds[Int(child)] == .external {
                        pending.append(child)
                        ready = false
                    } else {
                        values[Int(child)] = rows[Int(rowOf[Int(child)])].constant
                        done[Int(child)] = true
                    }
                }
                guard ready else { continue }
                var value = row.constant
                for term in row.terms { value += term.coefficient * values[Int(term.symbol)] }
                values[Int(symbol)] = value
                done[Int(symbol)] = true
                pending.removeLast()
            }
        }
        return values
    }
}

// MARK: - Operations used by the solver's add, remove and edit

extension Tableau {
    /// Adds a row that has no valid subject by minimizing an artificial variable equal to it
    /// (kiwi's phase one). Returns false if the row cannot reach zero: the caller rolls back.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = makeSymbol(.slack)
        var basicRow = row
        basicRow.basic = artificial
        insertRow(basicRow)
        retainLevel(.infinity)
        levels[0].row = Row(constant: row.constant, terms: row.terms)
        let bounded = optimize(onlyFirstLevel: true)
        let success = bounded && isNearZero(levels[0].row.constant)
        releaseLevel(.infinity)
        if rowOf[Int(artificial)] >= 0 {
            var remaining = removeRow(at: rowOf[Int(artificial)])
            if remaining.isEmpty {
                releaseSymbol(artificial)
                return success
            }
            guard let entering = remaining.terms.first(where: { kinds[Int($0.symbol)].isPivotable })?.symbol else { return false }
            remaining.add(artificial, -1)
            remaining.solve(for: entering)
            let slot = insertRow(remaining)
            substituteRestricted(sourceSlot: slot)
        }
        releaseSymbol(artificial)
        return success
    }

    /// The row in which to make a constraint's marker basic before dropping it (kiwi's rules):
    /// a restricted row where the marker has a negative coefficient and the smallest ratio, else
    /// a restricted row with the smallest ratio, else an external row that still contains the
    /// marker once written in non-basic symbols (it is expanded in place).
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        var externalRows: [Int32] = []
        let containing = rowsContaining(marker)
        for slot in containing {
            let row = rows[Int(slot)]
            let coefficient = row.coefficient(of: marker)
            if !isRestrictedRow(slot) {
                externalRows.append(slot)
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = slot }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = slot }
            }
        }
        returnHits(containing)
        if first >= 0 { return first }
        if second >= 0 { return second }
        for slot in externalRows {
            expandRow(at: slot)
            if rows[Int(slot)].position(of: marker).found { return slot }
        }
        // The marker only reaches external rows through references: expand them all.
        for slot in Int32(0)..<Int32(rows.count) where rows[Int(slot)].basic >= 0 && !isRestrictedRow(slot) {
            expandRow(at: slot)
            if rows[Int(slot)].position(of: marker).found { return slot }
        }
        return nil
    }

    /// Whether a basic symbol's row, written in non-basic symbols, names only dummies (which are
    /// always zero): its value then follows from required equalities alone.
    mutating func dependsOnDummiesOnly(_ symbol: Int32) -> Bool {
        let slot = rowOf[Int(symbol)]
        guard slot >= 0 else { return false }
        let row = rows[Int(slot)]
        let written = row.contains(where: { rowOf[Int($0)] >= 0 }) ? expand(row.terms, constant: row.constant) : row
        return written.terms.allSatisfy { kinds[Int($0.symbol)] == .dummy }
    }

    /// Rewrites a lazy external row in non-basic symbols only. A marker must be pivoted into such a
    /// row only in this form: otherwise substituting it elsewhere would copy references to basic
    /// symbols into rows they depend on, and the reference graph would stop being acyclic.
    mutating func expandRow(at slot: Int32) {
        let row = rows[Int(slot)]
        guard row.contains(where: { rowOf[Int($0)] >= 0 }) else { return }
        var expanded = expand(row.terms, constant: row.constant)
        expanded.basic = row.basic
        for term in expanded.terms { occurrences.record(symbol: term.symbol, row: slot) }
        rows[Int(slot)] = expanded
    }

    /// Shifts every row by a change `delta` in the constant of the constraint whose marker is
    /// given, the way kiwi's suggestValue does, then leaves the rows that went negative for the
    /// dual simplex.
    mutating func shiftConstant(marker: Int32, by delta: Double) {
        let own = rowOf[Int(marker)]
        if own >= 0 {
            rows[Int(own)].constant -= delta
            if rows[Int(own)].constant < 0 { markInfeasible(own) }
        }
        let containing = rowsContaining(marker)
        for slot in containing where slot != own {
            let coefficient = rows[Int(slot)].coefficient(of: marker)
            rows[Int(slot)].constant += delta * coefficient
            if rows[Int(slot)].constant < 0 && isRestrictedRow(slot) { markInfeasible(slot) }
        }
        returnHits(containing)
    }
}
