extension Solver {
    /// The variables the constraints do not pin down: those that take more than one value over
    /// the set of optimal solutions.
    ///
    /// A variable whose row (in non-basic symbols) mentions a free external, or that is itself
    /// non-basic, is ambiguous outright. One whose row only mentions symbols with a non-zero
    /// reduced cost is pinned. One that mentions a free symbol that can grow right away (no
    /// degenerate row blocks it) is ambiguous. The rest are decided exactly: the variable is
    /// minimized and maximized as an extra objective level below all others, which by
    /// construction stays on the optimal face; any movement (or an unbounded direction) means
    /// ambiguity.
    public func ambiguousVariables() -> [Variable] {
        var probe = tableau
        var free = [Bool](repeating: false, count: probe.symbolCount)
        for symbol in 0..<Int32(probe.symbolCount)
        where probe.kinds[Int(symbol)].isPivotable && !probe.isBasic(symbol) {
            free[Int(symbol)] = !probe.levels.contains { $0.row.position(of: symbol).found }
        }
        // A free symbol can grow from zero unless a restricted row it would push below zero is
        // already at zero.
        var unblocked = [Bool](repeating: false, count: probe.symbolCount)
        for symbol in 0..<Int32(probe.symbolCount) where free[Int(symbol)] {
            let containing = probe.rowsContaining(symbol)
            unblocked[Int(symbol)] = containing.allSatisfy { slot in
                let row = probe.rows[Int(slot)]
                return !probe.isRestrictedRow(slot) || row.coefficient(of: symbol) >= 0 || row.constant > 1e-9
            }
            probe.returnHits(containing)
        }
        // Which variables' expansions hold a symbol that moves them outright, and which hold a
        // free one: decided for all variables in one pass over the rows each (a projection on
        // random weights, twice), where expanding each variable walked every row it refers to
        // (a chain of 2,000 labels or 10,000 links: quadratic). Only variables with a free
        // symbol and nothing outright are expanded, for the exact test.
        let outright = AmbiguityProjection(probe) { symbol in
            probe.kinds[Int(symbol)] == .external || unblocked[Int(symbol)]
        }
        let loose = AmbiguityProjection(probe) { symbol in free[Int(symbol)] }
        var result: [Variable] = []
        for variable in externals {
            guard probe.isBasic(variable) else {
                result.append(Variable(id: variable))
                continue
            }
            if outright.holds(variable) {
                result.append(Variable(id: variable))
            } else if loose.holds(variable) {
                let row = probe.expand([RowTerm(symbol: variable, coefficient: 1)], constant: 0)
                if row.contains(where: { free[Int($0)] }) && canMove(row) { result.append(Variable(id: variable)) }
            }
        }
        return result
    }

    /// Whether the expression `row` can be lowered or raised without leaving the optimal face.
    private func canMove(_ row: Row) -> Bool {
        for direction in [1.0, -1.0] {
            var probe = tableau
            var objective = row
            if direction < 0 { objective.negate() }
            let start = objective.constant
            probe.appendLowestLevel(objective)
            guard probe.optimize() else { return true }
            let end = probe.levels[probe.levels.count - 1].row.constant
            if start - end > 1e-7 * max(1, abs(start)) { return true }
        }
        return false
    }
}
