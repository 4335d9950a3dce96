extension Solver {
    /// An irreducible set of active required constraints that, together with `records[index]`,
    /// cannot hold. Found by a deletion filter over the constraints connected to the new one
    /// through shared variables: try dropping blocks (halving the block size when a drop makes
    /// the rest satisfiable) until every remaining member is needed.
    func conflict(forRecord index: Int) -> Conflict {
        var candidates = connectedRequiredRecords(to: index)
        var block = max(1, candidates.count / 2)
        while block >= 1 {
            var start = 0
            while start < candidates.count {
                let end = min(start + block, candidates.count)
                var trial = candidates
                trial.removeSubrange(start..<end)
                if !isSatisfiable(trial + [index]) {
                    candidates = trial
                } else {
                    start = end
                }
            }
            if block == 1 { break }
            block /= 2
        }
        let members = candidates.sorted { records[$0].activation < records[$1].activation }
        return Conflict(existing: members.map { ConstraintID(rawValue: Int32($0)) })
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
                broken.append(BrokenConstraint(conflict: members, broken: victim))
                if victim == newID { return broken }
                try deactivate(Int(victim.rawValue))
            }
        }
    }
}
