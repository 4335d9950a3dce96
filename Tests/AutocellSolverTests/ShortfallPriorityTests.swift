import Testing
@testable import AutocellSolver

/// An optional equality whose two sides weigh differently (UIKit's content size constraint:
/// over at the hugging priority, short at the compression resistance).
@Suite struct ShortfallPriorityTests {
    @Test func eachSideWeighsItsOwnPriority() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(LinearExpression(x) - 10, .equal, priority: .defaultLow, shortfallPriority: .defaultHigh))
        // Pulled down at 500: resisted at 750, so x stays.
        let down = try solver.add((x <= 5).priority(Priority(500)))
        #expect(solver.solution()[x] == 10)
        try solver.remove(down)
        // Pulled up at 500: hugging is only 250, so x grows.
        try solver.add((x >= 20).priority(Priority(500)))
        #expect(solver.solution()[x] == 20)
    }

    @Test func onlyForOptionalEqualities() {
        var solver = Solver()
        let x = solver.makeVariable("x")
        #expect(throws: SolverError.self) { try solver.add(Constraint(LinearExpression(x), .lessThanOrEqual, priority: .defaultLow, shortfallPriority: .defaultHigh)) }
        #expect(throws: SolverError.self) { try solver.add(Constraint(LinearExpression(x), .equal, priority: .required, shortfallPriority: .defaultHigh)) }
        #expect(throws: SolverError.self) { try solver.add(Constraint(LinearExpression(x), .equal, priority: .defaultLow, shortfallPriority: .required)) }
    }

    /// n tied "labels" in a chain held a fraction short: one gives way in a few pivots, not
    /// one pivot per label (the walk two inequalities per label made).
    @Test func aShortfallAmongTiesIsOnePivotAway() throws {
        for n in [50, 400] {
            var solver = Solver()
            let total = solver.makeVariable("total")
            var sum = LinearExpression()
            var ids: [ConstraintID] = []
            for i in 0..<n {
                let h = solver.makeVariable("h\(i)")
                ids.append(try solver.addInactive(Constraint(LinearExpression(h) - 20, .equal, priority: .defaultLow, shortfallPriority: .defaultHigh)))
                sum = sum + h
            }
            try solver.activateOptional(ids)
            try solver.add(total == sum)
            let floor = try solver.add(total >= 0)
            let ceiling = try solver.add(total <= 1_000_000)
            #expect(solver.solution()[total] == Double(20 * n))
            let before = solver.tableau.pivotCount
            _ = try solver.trySetConstants([(floor, -(Double(20 * n) - 0.4)), (ceiling, -(Double(20 * n) - 0.4))])
            #expect(abs(solver.solution()[total] - (Double(20 * n) - 0.4)) < 1e-9)
            #expect(solver.tableau.pivotCount - before <= 4, "n = \(n): \(solver.tableau.pivotCount - before) pivots")
        }
    }
}
