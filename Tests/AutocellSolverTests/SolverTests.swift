import Foundation
import Testing
@testable import AutocellSolver
import AutocellSource

@Suite struct SolverBasics {
    @Test func requiredEqualitiesChain() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), c = solver.makeVariable("c")
        try solver.add(a == 10)
        try solver.add(b == a + 5)
        try solver.add(c == 2 * b - a)
        let values = solver.solution()
        #expect(values[a] == 10)
        #expect(values[b] == 15)
        #expect(values[c] == 20)
    }

    @Test func inequalityAndPreference() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 10)
        try solver.add((x == 5).priority(.defaultLow))
        #expect(solver.solution()[x] == 10)
        try solver.add((x <= 30))
        try solver.add((x == 50).priority(.defaultHigh))
        #expect(solver.solution()[x] == 30)
    }

    @Test func higherPriorityWins() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 100).priority(251))
        try solver.add((x == 0).priority(250))
        #expect(solver.solution()[x] == 100)
    }

    /// A weighted-sum solver gives in here: 1000 constraints at 250 outweigh one at 251.
    @Test func oneAt251BeatsAThousandAt250() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        for _ in 0..<1000 { try solver.add((x == 0).priority(250)) }
        try solver.add((x == 10).priority(251))
        #expect(solver.solution()[x] == 10)

        var reversed = Solver()
        let y = reversed.makeVariable("y")
        try reversed.add((y == 10).priority(251))
        for _ in 0..<1000 { try reversed.add((y == 0).priority(250)) }
        #expect(reversed.solution()[y] == 10)
    }

    /// Many lower-level errors pulling one way never move a higher-level variable.
    @Test func lexicographicAcrossVariables() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        try solver.add(a + b == 100)
        try solver.add((a == 60).priority(500))
        for _ in 0..<50 { try solver.add((b == 90).priority(499)) }
        let values = solver.solution()
        #expect(values[a] == 60)
        #expect(values[b] == 40)
    }

    @Test func fractionalPrioritiesAreDistinctLevels() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        for _ in 0..<20 { try solver.add((x == 1).priority(250)) }
        try solver.add((x == 2).priority(250.5))
        #expect(solver.solution()[x] == 2)
    }

    @Test func removeAndReactivate() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 0)
        let strong = try solver.add((x == 40).priority(.defaultHigh))
        try solver.add((x == 10).priority(.defaultLow))
        #expect(solver.solution()[x] == 40)
        try solver.remove(strong)
        #expect(solver.solution()[x] == 10)
        #expect(!solver.isActive(strong))
        try solver.activate(strong)
        #expect(solver.solution()[x] == 40)
    }

    @Test func removingRequiredEqualityFreesVariable() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let pin = try solver.add(x == 7)
        try solver.add(y == x + 1)
        try solver.add((x == 3).priority(.defaultLow))
        #expect(solver.solution()[y] == 8)
        try solver.remove(pin)
        #expect(solver.solution()[x] == 3)
        #expect(solver.solution()[y] == 4)
    }

    @Test func editVariables() throws {
        var solver = Solver()
        let width = solver.makeVariable("width"), half = solver.makeVariable("half")
        try solver.add(half == 0.5 * width)
        try solver.add(width >= 100)
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(width, 300)
        #expect(solver.solution()[half] == 150)
        try solver.suggestValue(width, 50)
        #expect(solver.solution()[width] == 100)
        try solver.suggestValue(width, 420)
        #expect(solver.solution()[half] == 210)
        try solver.removeEditVariable(width)
        #expect(throws: SolverError.unknownEditVariable(width)) { try solver.suggestValue(width, 1) }
    }

    @Test func editErrors() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, priority: .required) }
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, priority: .defaultLow) }
        #expect(throws: SolverError.priorityOutOfRange(0)) { try solver.addEditVariable(solver.makeVariable(), priority: 0) }
        #expect(throws: SolverError.nonFiniteNumber("suggested value for x")) { try solver.suggestValue(x, .nan) }
    }
}

@Suite struct SolverInputHygiene {
    @Test func rejectsBadNumbersAndPriorities() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x == 3)
        let before = solver.solution()[x]
        #expect(throws: SolverError.self) { try solver.add(x == Double.nan) }
        #expect(throws: SolverError.self) { try solver.add(.infinity * x == 1) }
        #expect(throws: SolverError.priorityOutOfRange(1001)) { try solver.add((x == 1).priority(1001)) }
        #expect(throws: SolverError.priorityOutOfRange(0)) { try solver.add((x == 1).priority(0)) }
        #expect(throws: SolverError.self) { try solver.add((x == 1).priority(Priority(.nan))) }
        #expect(solver.solution()[x] == before)
        #expect(solver.activeConstraints.count == 1)
    }

    @Test func removeUnknownOrInactive() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let id = try solver.add(x == 1)
        try solver.remove(id)
        #expect(throws: SolverError.constraintNotActive(id)) { try solver.remove(id) }
        #expect(throws: SolverError.unknownConstraint(ConstraintID(rawValue: 99))) { try solver.remove(ConstraintID(rawValue: 99)) }
        try solver.activate(id)
        #expect(throws: SolverError.constraintAlreadyActive(id)) { try solver.activate(id) }
    }

    @Test func foreignVariable() throws {
        var other = Solver()
        for _ in 0..<5 { _ = other.makeVariable() }
        let foreign = other.makeVariable()
        var solver = Solver()
        #expect(throws: SolverError.unknownVariable(foreign)) { try solver.add(foreign == 1) }
    }
}

@Suite struct SolverConflicts {
    @Test func conflictNamesTheIrreducibleSet() throws {
        var solver = Solver()
        let top = solver.makeVariable("top"), height = solver.makeVariable("height"), bottom = solver.makeVariable("bottom")
        let unrelated = solver.makeVariable("unrelated")
        let a = try solver.add(top == 9.0333)
        try solver.add(unrelated == 4)
        let b = try solver.add(bottom == top + height + 9)
        let c = try solver.add(height == 61)
        try solver.add(unrelated >= 0)
        let before = solver.solution()
        do {
            try solver.add(bottom == 79)
            Issue.record("expected a conflict")
        } catch .unsatisfiable(let conflict) {
            #expect(conflict.existing == [a, b, c])
        }
        let after = solver.solution()
        for variable in [top, height, bottom, unrelated] { #expect(after[variable] == before[variable]) }
        #expect(solver.activeConstraints.count == 5)
    }

    @Test func conflictThroughInequalitiesUsesArtificialPathAndRollsBack() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let c1 = try solver.add(x >= 10)
        let c2 = try solver.add(y >= x + 5)
        try solver.add((y == 100).priority(.defaultLow))
        let before = solver.solution()
        #expect(throws: SolverError.unsatisfiable(Conflict(existing: [c1, c2]))) {
            try solver.add(y <= 12)
        }
        #expect(solver.solution()[y] == before[y])
        #expect(solver.solution()[x] == before[x])
        // The solver still works after the failed call.
        try solver.add(y <= 50)
        #expect(solver.solution()[y] == 50)
    }

    @Test func recoveryBreaksTheLatestUnprotectedMember() throws {
        var solver = Solver()
        let top = solver.makeVariable("top"), height = solver.makeVariable("height"), bottom = solver.makeVariable("bottom")
        let contentHeight = solver.makeVariable("contentHeight")
        let t = try solver.add(top == 9.0333)
        let b = try solver.add(contentHeight - 9 == bottom)
        let h = try solver.add(height == 61)
        let chain = try solver.add(bottom == top + height)
        let result = try solver.add(contentHeight == 79, isProtected: true, onConflict: .breakConstraint)
        #expect(result.broken.count == 1)
        #expect(result.broken[0].conflict == [t, b, h, chain, result.id])
        #expect(result.broken[0].broken == chain)
        #expect(solver.isActive(result.id))
        #expect(!solver.isActive(chain))
        #expect(solver.solution()[contentHeight] == 79)
    }

    /// A chain of `links` required equalities from x0 == 0, closed by x_n == 0: every link is
    /// needed for the conflict.
    static func closedChain(_ links: Int, explains: Bool = true) throws -> (ids: [ConstraintID], broken: [BrokenConstraint]) {
        var solver = Solver()
        solver.explainsConflicts = explains
        let xs = (0...links).map { solver.makeVariable("x\($0)") }
        var ids = [try solver.add(xs[0] == 0)]
        for index in 1...links { ids.append(try solver.add(xs[index] == xs[index - 1] + 1)) }
        let result = try solver.add(xs[links] == 0, onConflict: .breakConstraint)
        return (ids + [result.id], result.broken)
    }

    @Test func aShortChainIsReducedWhole() throws {
        let (ids, broken) = try Self.closedChain(20)
        #expect(broken.count == 1)
        #expect(broken[0].conflict == ids && broken[0].isIrreducible)
    }

    /// Past `conflictSearchBudget` the search stops and says so: the set still conflicts (the
    /// same recovery), it may hold members it does not need. Before the bound, a 3,500-link
    /// chain took minutes (each check of the deletion filter rebuilt the whole chain).
    @Test func aLongChainsSearchStopsAtItsBound() throws {
        let links = 400
        #expect(2 * links * links > Solver.conflictSearchBudget, "the chain is long enough to reach the bound")
        let (ids, broken) = try Self.closedChain(links)
        #expect(broken.count == 1)
        #expect(!broken[0].isIrreducible)
        #expect(broken[0].broken == ids.last)
        #expect(Set(broken[0].conflict).isSubset(of: Set(ids)) && broken[0].conflict.count <= ids.count)
    }

    /// Without explanations (what a check of a possible fix asks) the newcomer is reported
    /// alone and broken, with no search.
    @Test func conflictsUnexplainedAreTheNewcomerAlone() throws {
        let (ids, broken) = try Self.closedChain(20, explains: false)
        #expect(broken == [BrokenConstraint(conflict: [ids[ids.count - 1]], broken: ids[ids.count - 1])])
    }

    @Test func recoveryBreaksTheNewcomerByDefault() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let first = try solver.add(x == 1)
        let result = try solver.add(x == 2, onConflict: .breakConstraint)
        #expect(result.broken == [BrokenConstraint(conflict: [first, result.id], broken: result.id)])
        #expect(solver.solution()[x] == 1)
    }

    @Test func impossibleConstant() throws {
        var solver = Solver()
        #expect(throws: SolverError.unsatisfiable(Conflict(existing: []))) { try solver.add(Constraint(LinearExpression(constant: -1), .equal)) }
        #expect(throws: SolverError.unsatisfiable(Conflict(existing: []))) { try solver.add(Constraint(LinearExpression(constant: 1), .lessThanOrEqual)) }
        try solver.add(Constraint(LinearExpression(constant: -1), .lessThanOrEqual))
    }
}

@Suite struct SolverAmbiguity {
    /// A long chain of lazy rows: pinned at its start every link is pinned, free at its start
    /// every link moves (each decided through the reference graph, not by expanding it again
    /// per variable), and cancelling terms (x_i - x_i) stay pinned.
    @Test func chainsOfLazyRowsAreJudgedWhole() throws {
        var solver = Solver()
        let links = (0..<500).map { solver.makeVariable("x\($0)") }
        for i in 1..<links.count { try solver.add(links[i] == links[i - 1] + 1) }
        #expect(solver.ambiguousVariables().count == links.count)
        try solver.add(links[0] == 5)
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(solver.solution()[links[499]] == 504)
        let y = solver.makeVariable("y")
        try solver.add(y == links[499] - links[499] + 3)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    /// Differences of far-apart links of a free chain cancel through every lazy row between
    /// them (the projection that judges all variables at once must see the cancellation), and a
    /// chain closed into a cycle is still free as a whole.
    @Test func cancellationAcrossLongChainsIsSeen() throws {
        var solver = Solver()
        let links = (0..<2_000).map { solver.makeVariable("x\($0)") }
        for i in 1..<links.count { try solver.add(links[i] == links[i - 1] + 1) }
        let span = solver.makeVariable("span"), half = solver.makeVariable("half")
        try solver.add(span == links[1_999] - links[0])
        try solver.add(half == 2 * links[1_500] - links[1_000] - links[1_999])
        let ambiguous = Set(solver.ambiguousVariables())
        #expect(!ambiguous.contains(span) && !ambiguous.contains(half))
        #expect(ambiguous.isSuperset(of: links))
        try solver.add(links[0] == links[1_999] - 1_999)
        #expect(Set(solver.ambiguousVariables()).isSuperset(of: links))
        #expect(solver.solution()[span] == 1_999 && solver.solution()[half] == 1)
    }

    @Test func freeVariablesAreAmbiguous() throws {
        var solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width"), right = solver.makeVariable("right")
        try solver.add(right == left + width)
        try solver.add(width == 100)
        #expect(Set(solver.ambiguousVariables()) == [left, right])
        try solver.add(left == 10)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func slackWithoutCostIsAmbiguous() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 0)
        try solver.add(x <= 10)
        #expect(solver.ambiguousVariables() == [x])
        try solver.add((x == 4).priority(.fittingSizeLevel))
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func tiesBetweenOptimaAreAmbiguous() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        try solver.add(a + b == 10)
        try solver.add(a >= 0)
        try solver.add(b >= 0)
        try solver.add((a == 0).priority(300))
        try solver.add((b == 0).priority(300))
        #expect(Set(solver.ambiguousVariables()) == [a, b])
    }
}

@Suite struct InactiveConstraints {
    /// `addInactive` registers without solving, as `isActive = false` does; `activate` brings
    /// the constraint in later and `remove` takes it out again.
    @Test func inactiveConstraintsWaitForActivation() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 10).priority(.defaultLow))
        let pin = try solver.addInactive(x == 30)
        #expect(!solver.isActive(pin))
        #expect(solver.solution()[x] == 10)
        try solver.activate(pin)
        #expect(solver.isActive(pin) && solver.solution()[x] == 30)
        try solver.remove(pin)
        #expect(solver.solution()[x] == 10)
    }
}

@Suite struct ReadmeExample {
    @Test func editBeatsLowPriority() throws {
        var solver = Solver()
        let avatar = solver.makeVariable("avatar.right"), name = solver.makeVariable("name.left")
        try solver.add(avatar >= 60)
        try solver.add(name == avatar + 10)
        try solver.add((name == 0).priority(.defaultLow))
        #expect(solver.solution()[name] == 70)
        try solver.addEditVariable(avatar, priority: 999)
        try solver.suggestValue(avatar, 80)
        #expect(solver.solution()[name] == 90)
    }
}

@Suite struct SymbolRecycling {
    /// Removing and re-adding constraints (a cached cell whose image comes and goes) reuses
    /// symbols instead of growing the tables on every cycle.
    @Test func removeAndReAddKeepsTablesBounded() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x + y == 100)
        let preferences = try (0..<10).map { i in try solver.add((x == Double(i * 10)).priority(Priority(Float(200 + i)))) }
        let pin = try solver.add(y >= 5)
        for id in preferences { try solver.remove(id) }
        try solver.remove(pin)
        for id in preferences { try solver.activate(id) }
        try solver.activate(pin)
        let size = solver.tableau.symbolCount
        for _ in 0..<50 {
            for id in preferences.reversed() { try solver.remove(id) }
            try solver.remove(pin)
            try solver.activate(pin)
            for id in preferences { try solver.activate(id) }
        }
        #expect(solver.tableau.symbolCount == size)
        #expect(solver.solution()[x] == 90)
        #expect(solver.solution()[y] == 10)
    }
}

@Suite struct NumberStyles {
    /// One formatter, four styles; the UIKit style is C's `%g`, as Foundation's
    /// `String(format: "%g")` wrote it before.
    @Test func eachStyleWritesAsItsOutputNeeds() {
        for value in [61.0, 9.033333333333333, -0.0, 1e-5, 1_234_567, 0.1 + 0.2, -12.5, 1e21] {
            #expect(numberText(value, .uikit) == String(format: "%g", value))
        }
        #expect(numberText(61) == "61" && numberText(9.5) == "9.5" && numberText(1e21) == "1e+21")
        #expect(numberText(9.0333, .twoDecimals) == "9.03" && numberText(61, .twoDecimals) == "61")
        #expect(numberText(-0.0, .json) == "0" && numberText(.infinity, .json) == "null" && numberText(.nan, .json) == "null")
    }
}
