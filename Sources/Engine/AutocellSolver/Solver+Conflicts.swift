extension Solver {
    /// An irreducible set of active required constraints that, together with `records[index]`,
    /// cannot hold. Found by a deletion filter over the constraints connected to the new one
    /// through shared variables: try dropping blocks (halving the block size when a drop makes
    /// the rest satisfiable) until every remaining member is needed.
    func conflict(forRecord index: Int) -> Conflict {
        let connected = connectedRequiredRecords(to: index)
        // Sign bounds (`x >= 0`, one per view and axis in a cell) are many: the filter runs over
        // the other constraints first, with every bound held, then over the bounds of the
        // variables the members left use, so its cost does not grow with every view's bound.
        let others = connected.filter { !isSignBound($0) }
        let bounds = connected.filter { isSignBound($0) }
        var budget = Self.conflictSearchBudget
        let members = reduce(others, holding: bounds, with: index, budget: &budget)
        var used = Set(records[index].terms.map(\.symbol))
        for member in members.kept { used.formUnion(records[member].terms.map(\.symbol)) }
        let relevant = bounds.filter { used.contains(records[$0].terms[0].symbol) }
        let neededBounds: (kept: [Int], complete: Bool) = relevant.isEmpty ? ([], true) : reduce(relevant, holding: members.kept, with: index, budget: &budget)
        let all = (members.kept + neededBounds.kept).sorted { records[$0].activation < records[$1].activation }
        var conflict = Conflict(existing: all.map { ConstraintID(rawValue: Int32($0)) })
        conflict.isIrreducible = members.complete && neededBounds.complete
        return conflict
    }

    /// How many constraints the search for a conflict's fewest members may add to its probe
    /// solvers in all (each check adds the members it keeps): a long chain of required
    /// constraints, every one of them needed, costs a check per member of the chain's length,
    /// quadratic in it (3,500 members took minutes). Past the budget the search stops, and the
    /// set it has (every member still conflicting, some perhaps not needed) is marked
    /// `isIrreducible == false`. 200,000 lets every conflict of up to about 300 members be
    /// reduced whole, in well under a second.
    public static let conflictSearchBudget = 200_000

    /// A deletion filter: drops blocks of `candidates` (halving the block size when a drop makes
    /// the rest satisfiable) while the rest, with `held` and the new record, still cannot hold.
    /// Stops, `complete` false, when a check would pass `budget` constraints.
    private func reduce(_ candidates: [Int], holding held: [Int], with index: Int, budget: inout Int) -> (kept: [Int], complete: Bool) {
        var candidates = candidates
        var block = max(1, candidates.count / 2)
        while block >= 1 {
            var start = 0
            while start < candidates.count {
                let end = min(start + block, candidates.count)
                var trial = candidates
                trial.removeSubrange(start..<end)
                let cost = trial.count + held.count + 1
                guard cost <= budget else { return (candidates, false) }
                budget -= cost
                if !isSatisfiable(trial + held + [index]) {
                    candidates = trial
                } else {
                    start = end
                }
            }
            if block == 1 { break }
            block /= 2
        }
        return (candidates, true)
    }

    /// Whether a record says only that one variable is not negative (`x >= 0`, `-x <= 0`).
    func isSignBound(_ index: Int) -> Bool {
        let record = records[index]
        guard record.terms.count == 1, record.constraint.expression.constant == 0 else { return false }
        let coefficient = record.terms[0].coefficient
        switch record.constraint.relation {
        case .greaterThanOrEqual: return coefficient > 0
        case .lessThanOrEqual: return coefficient < 0
        case .equal: return false
        }
    }

    /// The active required user constraints that share variables, directly or through others,
    /// with `records[index]`, in activation order.
    func connectedRequiredRecords(to index: Int) -> [Int] {
        var byVariable: [Int32: [Int]] = [:]
        let active = records.indices.filter { records[$0].isActive && records[$0].isRequired && !records[$0].isEdit }
        for record in active {
            for term in records[record].terms { byVariable[term.symbol, default: []].append(record) }
        }
        var seenVariables = Set<Int32>()
        var seenRecords = Set<Int>()
        var pending = records[index].terms.map(\.symbol)
        while let variable = pending.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for record in byVariable[variable] ?? [] where seenRecords.insert(record).inserted {
                pending.append(contentsOf: records[record].terms.map(\.symbol))
            }
        }
        return seenRecords.sorted { records[$0].activation < records[$1].activation }
    }

    /// Whether the given constraints, all taken as required, can hold together.
    func isSatisfiable(_ indices: [Int]) -> Bool {
        var probe = Solver()
        var mapped: [Int32: Variable] = [:]
        for index in indices {
            var constraint = records[index].constraint
            constraint.priority = .required
            constraint.expression.terms = constraint.expression.terms.map { term in
                let variable = mapped[term.variable.id] ?? {
                    let made = probe.makeVariable()
                    mapped[term.variable.id] = made
                    return made
                }()
                return Term(variable, term.coefficient)
            }
            guard let registered = try? probe.register(constraint, isProtected: false) else { return false }
            do {
                try probe.activate(registered, explain: false)
            } catch {
                return false
            }
        }
        return true
    }

    /// Activates `records[index]`, breaking one member of each conflict until it holds or is
    /// itself the member broken.
    mutating func activateBreakingConflicts(_ index: Int) throws(SolverError) -> [BrokenConstraint] {
        var broken: [BrokenConstraint] = []
        while true {
            do {
                try activate(index, explain: true)
                return broken
            } catch .unsatisfiable(let conflict) {
                let newID = ConstraintID(rawValue: Int32(index))
                let members = conflict.existing + [newID]
                // The newcomer counts as the most recent; protected members are passed over
                // unless every member is protected, in which case the newcomer gives way.
                let victim = members.last { !records[Int($0.rawValue)].isProtected } ?? newID
                broken.append(BrokenConstraint(conflict: members, broken: victim, isIrreducible: conflict.isIrreducible))
                if victim == newID { return broken }
                try deactivate(Int(victim.rawValue))
            }
        }
    }
}
