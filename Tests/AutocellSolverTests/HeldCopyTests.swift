import Testing
@testable import AutocellSolver

/// A cell's worth of system held at a height and let go again, the way a table holds each row,
/// and a copy of it kept held that only replays constant changes.
@Suite struct HeldCopies {
    /// contentView.height = top + label + gap + bar + bottom, the label at least its text's
    /// height, the height pulled toward 0 at 50, and a floor and a ceiling that hold it.
    struct Cell {
        var solver = Solver()
        let height: Variable, label: Variable, bar: Variable
        let textHeight: ConstraintID, floor: ConstraintID, ceiling: ConstraintID

        init() throws {
            height = solver.makeVariable("height")
            label = solver.makeVariable("label")
            bar = solver.makeVariable("bar")
            try solver.add(height == label + bar + 30)
            textHeight = try solver.add(label >= 20)
            try solver.add((label == 20).priority(250))
            try solver.add((bar == 44).priority(750))
            try solver.add(bar >= 0)
            try solver.add((height == 0).priority(50))
            floor = try solver.add((height >= 0).priority(999))
            ceiling = try solver.add((height <= 1e7).priority(999))
        }

        mutating func hold(at value: Double) throws -> Bool {
            try solver.trySetConstants([(floor, -value), (ceiling, -value)])
        }
    }

    /// A constraint named twice takes its last constant, even when that is the one it had.
    @Test func theLastOfRepeatedChangesWins() throws {
        var cell = try Cell()
        let held = try cell.hold(at: 150)
        #expect(held)
        let there = try cell.solver.trySetConstants([(cell.floor, 0), (cell.ceiling, -1e7), (cell.floor, -150), (cell.ceiling, -150)])
        #expect(there)
        #expect(cell.solver.solution()[cell.height] == 150)
        #expect(cell.solver.constraint(cell.floor)?.expression.constant == -150)
        let released = try cell.solver.trySetConstants([(cell.floor, -90), (cell.floor, 0), (cell.ceiling, -1e7)])
        #expect(released)
        #expect(cell.solver.solution()[cell.height] == 20 + 44 + 30)
    }

    /// Two copies at the same revision differ only in constants: replaying one's constant
    /// changes on the other brings them to the same solution.
    @Test func copiesAtOneRevisionMeetByReplayingConstants() throws {
        var fitted = try Cell()
        var held = fitted
        let start = fitted.solver.revision
        let holding = try held.hold(at: 200)
        #expect(holding)
        #expect(held.solver.revision == start, "constant changes keep the revision")
        let fit = try fitted.solver.trySetConstants([(fitted.textHeight, -80)])
        #expect(fit)
        let replayed = try held.solver.trySetConstants([(held.textHeight, -80), (held.floor, -150), (held.ceiling, -150)])
        #expect(replayed)
        let direct = try fitted.hold(at: 150)
        #expect(direct)
        #expect(agree(held.values, fitted.values))
        try fitted.solver.add((fitted.bar == 10).priority(800))
        #expect(fitted.solver.revision != held.solver.revision)
        try fitted.solver.setConstant(fitted.textHeight, -80)
        let revision = fitted.solver.revision
        try fitted.solver.setConstant(fitted.textHeight, -80)
        #expect(fitted.solver.revision == revision, "setting a constant to what it is changes nothing")
    }

    /// Row after row: fit (new text height) and hold in one solver, released again for the next
    /// row, against a copy kept held that replays the same changes. Every row must agree, and
    /// the occurrence index's pool must stay bounded though no row is ever inserted.
    @Test func manyRowsAgreeWithAHeldCopyAndKeepThePoolBounded() throws {
        var fitted = try Cell()
        var held = fitted
        var generator = SplitMix64(seed: 7)
        var pool: [Int] = []
        for row in 0..<5_000 {
            let text = Double(generator.next() % 200)
            let rowHeight = text + 74 + Double(generator.next() % 40) - 20
            let fit = try fitted.solver.trySetConstants([
                (fitted.textHeight, -text), (fitted.floor, 0), (fitted.ceiling, -1e7),
            ])
            #expect(fit)
            let replayed = try held.solver.trySetConstants([
                (held.textHeight, -text), (held.floor, 0), (held.ceiling, -1e7),
                (held.floor, -rowHeight), (held.ceiling, -rowHeight),
            ])
            #expect(replayed)
            _ = try fitted.hold(at: rowHeight)
            #expect(agree(fitted.values, held.values), "row \(row)")
            #expect(fitted.solver.revision == held.solver.revision, "row \(row)")
            pool.append(max(fitted.solver.tableau.occurrenceNodeCount, held.solver.tableau.occurrenceNodeCount))
        }
        // Compaction keeps the pool within its floor of 4,096 nodes (a few entries over, between
        // two checks) for a system this small.
        #expect(pool.max() ?? 0 < 4_200, "largest pool \(pool.max() ?? 0)")
    }
}

extension HeldCopies.Cell {
    /// Height, label and bar, to compare two cells.
    var values: [Double] {
        let solution = solver.solution()
        return [solution[height], solution[label], solution[bar]]
    }
}

/// Equal up to the rounding two different pivot paths may leave.
private func agree(_ a: [Double], _ b: [Double]) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($0)) }
}
