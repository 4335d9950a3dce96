// Why this file is long (584 lines): every public entry point of the solver shares one rule,
// "after a failure the solver is exactly as it was", with the rollback it needs; they stay
// together so that rule can be checked in one read. Conflicts and ambiguity, which build on
// it, are their own files (Solver+Conflicts, Solver+Ambiguity).

/// A registered constraint and where it lives in the tableau while active.
struct ConstraintRecord {
    var constraint: Constraint
    /// The expression's terms with repeated variables combined, sorted by variable id.
    var terms: [RowTerm]
    var marker: Int32 = -1
    var other: Int32 = -1
    var isActive = false
    var isEdit = false
    var isProtected = false
    /// When it was last activated; "most recently added" in the break rule means the largest.
    var activation: Int = 0

    var isRequired: Bool { constraint.priority.isRequired }
}

/// The value of an edit variable's suggestion and the constraint that carries it.
struct EditRecord {
    var record: Int
    var value: Double
}

/// An incremental linear constraint solver with Auto Layout's priorities, exact.
///
/// Constraints are `expression (== | <= | >=) 0` at a priority in 1...1000. Required ones
/// (1000) must hold; optional ones are satisfied level by level, highest priority first,
/// minimizing the sum of errors within a level. A lower level never outweighs a higher one.
///
/// The solver is a value: copying it gives an independent solver (cheaply, copy-on-write), which
/// is how conflict and ambiguity probes run without disturbing it.
public struct Solver: Sendable {
    /// Everything a solver holds, in one box: copying a `Solver` (which Swift also does behind
    /// the scenes to call a query on one stored in a class) is then one retain, not one per
    /// array, and the state is copied only when a shared solver is first mutated.
    struct State {
        var tableau = Tableau()
        var records: [ConstraintRecord] = []
        var externals: [Int32] = []
        var names: [Int32: String] = [:]
        var edits: [Int32: EditRecord] = [:]
        var activations = 0
        var revision = 0
        var failsNextActivation = false
        var explainsConflicts = true
    }

    /// Mutated only through `mutableState`, which copies it first unless this solver is its
    /// only owner, so no two threads ever write or read-while-writing the same box.
    final class Storage: @unchecked Sendable {
        // Every solver operation goes through here, many times per pivot; a copy-on-write box
        // reached only through `mutableState` (unique before any write) cannot be accessed
        // twice at once, so the per-access runtime check is pure cost.
        @exclusivity(unchecked) var state: State
        init(_ state: State) { self.state = state }
    }

    private var storage: Storage

    public init() {
        var state = State()
        state.records.reserveCapacity(48)
        state.externals.reserveCapacity(48)
        storage = Storage(state)
    }

    private var mutableState: State {
        _read { yield storage.state }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.state) }
            yield &storage.state
        }
    }

    var tableau: Tableau {
        _read { yield storage.state.tableau }
        _modify { yield &mutableState.tableau }
    }
    var records: [ConstraintRecord] {
        _read { yield storage.state.records }
        _modify { yield &mutableState.records }
    }
    var externals: [Int32] {
        _read { yield storage.state.externals }
        _modify { yield &mutableState.externals }
    }
    var names: [Int32: String] {
        _read { yield storage.state.names }
        _modify { yield &mutableState.names }
    }
    var edits: [Int32: EditRecord] {
        _read { yield storage.state.edits }
        _modify { yield &mutableState.edits }
    }
    var activations: Int {
        _read { yield storage.state.activations }
        _modify { yield &mutableState.activations }
    }
    /// Counts the changes other than `trySetConstants`: two copies of a solver at the same
    /// revision differ only in constants, so replaying one's constant changes on the other
    /// brings them together (a table's held copy of its cell does this).
    public var revision: Int { storage.state.revision }
    private mutating func advanceRevision() { mutableState.revision &+= 1 }

    // MARK: Variables

    /// A new variable; `name` is only used in descriptions and by tools.
    public mutating func makeVariable(_ name: String = "") -> Variable {
        advanceRevision()
        let symbol = tableau.makeSymbol(.external)
        externals.append(symbol)
        if !name.isEmpty { names[symbol] = name }
        return Variable(id: symbol)
    }

    public var variables: [Variable] { externals.map { Variable(id: $0) } }

    public func name(of variable: Variable) -> String { names[variable.id] ?? "v\(variable.id)" }

    func isKnown(_ variable: Variable) -> Bool {
        variable.id >= 0 && Int(variable.id) < tableau.symbolCount && tableau.kinds[Int(variable.id)] == .external
    }

    // MARK: Constraints

    /// The constraint registered under `id`, active or not.
    public func constraint(_ id: ConstraintID) -> Constraint? {
        validIndex(id).map { records[$0].constraint }
    }

    public func isActive(_ id: ConstraintID) -> Bool { validIndex(id).map { records[$0].isActive } ?? false }

    /// The active user constraints, in the order they were registered.
    public var activeConstraints: [ConstraintID] {
        records.indices.filter { records[$0].isActive && !records[$0].isEdit }.map { ConstraintID(rawValue: Int32($0)) }
    }

    /// Adds a constraint. A required constraint that cannot hold throws
    /// `SolverError.unsatisfiable` with an irreducible conflicting set, and nothing is registered.
    @discardableResult
    public mutating func add(_ constraint: Constraint, isProtected: Bool = false) throws(SolverError) -> ConstraintID {
        let index = try register(constraint, isProtected: isProtected)
        do {
            try activate(index, explain: true)
        } catch {
            records.removeLast()
            throw error
        }
        return ConstraintID(rawValue: Int32(index))
    }

    /// Makes the next `activate(_:onConflict:)` throw an internal error, so tests can reach the
    /// paths that handle one (no input can). Package-only.
    package mutating func failNextActivation() { mutableState.failsNextActivation = true }

    /// Whether a conflict is explained by its fewest members (`Conflict.existing`): on by
    /// default. Off, a required constraint that cannot hold is reported alone and broken
    /// itself, without the search: for callers that only ask whether anything conflicts.
    public var explainsConflicts: Bool {
        get { storage.state.explainsConflicts }
        set { mutableState.explainsConflicts = newValue }
    }

    /// Registers a constraint without activating it, as a constraint created with
    /// `isActive = false`: `activate` brings it into the system later. Nothing is solved.
    @discardableResult
    public mutating func addInactive(_ constraint: Constraint, isProtected: Bool = false) throws(SolverError) -> ConstraintID {
        ConstraintID(rawValue: Int32(try register(constraint, isProtected: isProtected)))
    }

    /// Adds a constraint, and with `.breakConstraint` recovers from conflicts the way UIKit does:
    /// the most recently added unprotected member of each irreducible conflicting set is broken
    /// (deactivated, still registered) and solving goes on. Returns the new constraint's id (it may
    /// itself be the broken one) and what was broken.
    public mutating func add(
        _ constraint: Constraint, isProtected: Bool = false, onConflict policy: ConflictPolicy
    ) throws(SolverError) -> (id: ConstraintID, broken: [BrokenConstraint]) {
        guard policy == .breakConstraint else { return (try add(constraint, isProtected: isProtected), []) }
        let index = try register(constraint, isProtected: isProtected)
        let id = ConstraintID(rawValue: Int32(index))
        return (id, try activateBreakingConflicts(index))
    }

    /// Makes a registered, inactive constraint active again (the same constraint, as kiwi does
    /// when the same constraint object is re-added).
    public mutating func activate(_ id: ConstraintID) throws(SolverError) {
        guard let index = validIndex(id) else { throw .unknownConstraint(id) }
        guard !records[index].isActive else { throw .constraintAlreadyActive(id) }
        try activate(index, explain: true)
    }

    /// Re-activates a registered constraint, breaking conflicts the way `add(_:onConflict:)` does.
    public mutating func activate(_ id: ConstraintID, onConflict policy: ConflictPolicy) throws(SolverError) -> [BrokenConstraint] {
        if storage.state.failsNextActivation {
            mutableState.failsNextActivation = false
            throw .internalInconsistency("activation failed on purpose (a test's injected fault)")
        }
        guard policy == .breakConstraint else {
            try activate(id)
            return []
        }
        guard let index = validIndex(id) else { throw .unknownConstraint(id) }
        guard !records[index].isActive else { throw .constraintAlreadyActive(id) }
        return try activateBreakingConflicts(index)
    }

    /// Activates registered, inactive optional constraints together, with one simplex pass at
    /// the end instead of one per constraint: an optional row always goes in feasible (its
    /// marker or error is the subject), so optimizing once after the last is the same optimum.
    /// A template's first row brings in every label's intrinsic size this way (4,000 at once
    /// in a 2,000-label template; one pass each made that quadratic).
    public mutating func activateOptional(_ ids: [ConstraintID]) throws(SolverError) {
        guard !ids.isEmpty else { return }
        for id in ids {
            guard let index = validIndex(id) else { throw .unknownConstraint(id) }
            guard !records[index].isActive else { throw .constraintAlreadyActive(id) }
            guard !records[index].isRequired else { throw .internalInconsistency("activateOptional takes optional constraints only") }
            try activate(index, explain: false, optimizing: false)
        }
        guard tableau.optimize() else { throw .internalInconsistency("objective unbounded after adds") }
    }

    /// Removes an active constraint from the system. It stays registered, so `activate` can
    /// bring it back.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard let index = validIndex(id) else { throw .unknownConstraint(id) }
        guard records[index].isActive else { throw .constraintNotActive(id) }
        try deactivate(index)
    }

    func validIndex(_ id: ConstraintID) -> Int? {
        let index = Int(id.rawValue)
        guard records.indices.contains(index), !records[index].isEdit else { return nil }
        return index
    }

    /// Changes the constant of a constraint in place: `x + 5 >= y` becomes `x + 9 >= y`. For
    /// an optional constraint this is the cheap path (rows shift, the dual simplex repairs), which
    /// is how a cached cell takes new intrinsic sizes without being rebuilt. A required one that
    /// then conflicts makes the call throw, and nothing changes.
    public mutating func setConstant(_ id: ConstraintID, _ constant: Double) throws(SolverError) {
        try setConstants([(id, constant)])
    }

    /// Several `setConstant`s at once, with one dual-simplex pass for all of them. All or
    /// nothing: if any required constraint conflicts, the call throws and nothing changes.
    public mutating func setConstants(_ changes: [(id: ConstraintID, constant: Double)]) throws(SolverError) {
        var shifted: [(index: Int, constant: Double)] = []
        var readded: [(index: Int, constant: Double)] = []
        var touchesRequired = false
        for change in changes {
            guard change.constant.isFinite else { throw .nonFiniteNumber("constant of constraint \(change.id)") }
            guard let index = validIndex(change.id) else { throw .unknownConstraint(change.id) }
            if records[index].isActive && records[index].constraint.expression.constant != change.constant {
                touchesRequired = touchesRequired || records[index].isRequired
                // A required equality's marker is a dummy the dual simplex cannot move: re-add it.
                if records[index].isRequired && records[index].constraint.relation == .equal {
                    readded.append((index, change.constant))
                } else {
                    shifted.append((index, change.constant))
                }
            }
        }
        let changesSomething = changes.contains { change in
            validIndex(change.id).map { records[$0].constraint.expression.constant != change.constant } ?? false
        }
        guard changesSomething else { return }
        advanceRevision()
        let saved: Solver? = touchesRequired ? self : nil
        for change in changes {
            if let index = validIndex(change.id), !records[index].isActive {
                records[index].constraint.expression.constant = change.constant
            }
        }
        for change in shifted {
            shiftConstant(of: change.index, by: change.constant - records[change.index].constraint.expression.constant)
            records[change.index].constraint.expression.constant = change.constant
        }
        do throws(SolverError) {
            if !shifted.isEmpty && !tableau.dualOptimize() {
                // Only a required inequality can leave the dual simplex stuck: a new constant
                // conflicts. Start again from the saved state, one constraint at a time through
                // the checked path, which names the conflict.
                guard let saved else { throw .internalInconsistency("dual simplex found no entering symbol") }
                self = saved
                readded += shifted
            }
            for change in readded {
                try deactivate(change.index)
                records[change.index].constraint.expression.constant = change.constant
                try activate(change.index, explain: true)
            }
        } catch {
            if let saved { self = saved }
            throw error
        }
    }

    /// `setConstants` without the snapshot that makes a failure atomic, for callers that
    /// change many constants on every row and recover from conflicts themselves (the layout
    /// engine). Required equalities are not taken here. If a required inequality cannot take its
    /// new constant, every change is reverted (the constraints keep their old constants and the
    /// solution is optimal again, though where the optimum is not unique possibly at another
    /// vertex) and the call returns false; the caller then applies the changes one by one.
    public mutating func trySetConstants(_ changes: [(id: ConstraintID, constant: Double)]) throws(SolverError) -> Bool {
        var shifted: [(index: Int, old: Double, new: Double)] = []
        for change in changes {
            guard change.constant.isFinite else { throw .nonFiniteNumber("constant of constraint \(change.id)") }
            guard let index = validIndex(change.id) else { throw .unknownConstraint(change.id) }
            // Field by field: copying the record would retain its expression on every change.
            let old = records[index].constraint.expression.constant
            // A constraint named twice: its last constant wins, shifted once from the old one.
            if let earlier = shifted.firstIndex(where: { $0.index == index }) {
                shifted[earlier].new = change.constant
                continue
            }
            guard records[index].isActive, old != change.constant else { continue }
            guard !(records[index].isRequired && records[index].constraint.relation == .equal) else {
                throw .internalInconsistency("trySetConstants does not take required equalities")
            }
            shifted.append((index, old, change.constant))
        }
        shifted.removeAll { $0.new == $0.old }
        for change in shifted { shiftConstant(of: change.index, by: change.new - change.old) }
        guard !shifted.isEmpty else { return true }
        if tableau.dualOptimize() {
            for change in shifted { records[change.index].constraint.expression.constant = change.new }
            return true
        }
        for change in shifted { shiftConstant(of: change.index, by: change.old - change.new) }
        tableau.markAllInfeasible()
        guard tableau.dualOptimize() else { throw .internalInconsistency("could not restore a feasible solution") }
        return false
    }

    /// Moves the rows by a change of `delta` in an active constraint's expression constant,
    /// through its marker; the dual simplex then repairs feasibility.
    private mutating func shiftConstant(of index: Int, by delta: Double) {
        // The marker's coefficient in the constraint's own row: slack +1 for <=, -1 for >=;
        // the positive error -1 for ==.
        let markerCoefficient: Double = records[index].constraint.relation == .lessThanOrEqual ? 1 : -1
        tableau.shiftConstant(marker: records[index].marker, by: delta / markerCoefficient)
    }

    // MARK: Edit variables

    /// Makes `variable` editable at an optional priority, so `suggestValue` can steer it.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard isKnown(variable) else { throw .unknownVariable(variable) }
        guard priority.isValid else { throw .priorityOutOfRange(priority.rawValue) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        let index = try register(Constraint(LinearExpression(variable), .equal, priority: priority), isProtected: false)
        records[index].isEdit = true
        try activate(index, explain: false)
        edits[variable.id] = EditRecord(record: index, value: 0)
    }

    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        try deactivate(edit.record)
        edits[variable.id] = nil
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Steers an edit variable toward `value`. Costs in proportion to the rows that mention the
    /// edit and the dual pivots needed, not a rebuild.
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        advanceRevision()
        guard value.isFinite else { throw .nonFiniteNumber("suggested value for \(name(of: variable))") }
        guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.value
        edit.value = value
        edits[variable.id] = edit
        records[edit.record].constraint.expression.constant = -value
        tableau.shiftConstant(marker: records[edit.record].marker, by: delta)
        guard tableau.dualOptimize() else { throw .internalInconsistency("dual simplex found no entering symbol") }
    }

    // MARK: Values

    /// The current value of every variable.
    public func solution() -> Solution {
        // Straight through the box: the `tableau` accessor would copy the whole tableau here.
        Solution(values: storage.state.tableau.evaluate(storage.state.externals))
    }

    /// The values of `variables` alone, in order: a caller that needs a few pays only for the
    /// rows they depend on, not for every variable as with `solution()`.
    public func values(of variables: [Variable]) -> [Double] {
        let values = storage.state.tableau.evaluate(variables.map(\.id))
        return variables.map { Int($0.id) < values.count ? values[Int($0.id)] : 0 }
    }

    /// Whether `variable` is held where it is by required equalities alone: written in the
    /// symbols the simplex may move, it has none, so no optional constraint and no inequality
    /// can change it; only the constants of those equalities can. A label whose width is pinned
    /// this way keeps it whatever its text, which lets a caller measure the text at that width
    /// first instead of on one unbounded line.
    public mutating func isPinnedByRequiredEqualities(_ variable: Variable) -> Bool {
        guard isKnown(variable) else { return false }
        return tableau.dependsOnDummiesOnly(variable.id)
    }

    // MARK: Registration and activation

    mutating func register(_ constraint: Constraint, isProtected: Bool) throws(SolverError) -> Int {
        advanceRevision()
        guard constraint.priority.isValid else { throw .priorityOutOfRange(constraint.priority.rawValue) }
        if let shortfall = constraint.shortfallPriority {
            guard shortfall.isValid else { throw .priorityOutOfRange(shortfall.rawValue) }
            guard constraint.relation == .equal, !constraint.priority.isRequired, !shortfall.isRequired else {
                throw .internalInconsistency("a shortfall priority is for an optional equality with an optional shortfall")
            }
        }
        guard constraint.expression.isFinite else { throw .nonFiniteNumber("constraint coefficients or constant") }
        // Combine repeated variables in place: one array, sorted by symbol id.
        var terms: [RowTerm] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            guard isKnown(term.variable) else { throw .unknownVariable(term.variable) }
            terms.append(RowTerm(symbol: term.variable.id, coefficient: term.coefficient))
        }
        if terms.count > 1 {
            terms.sort { $0.symbol < $1.symbol }
            var kept = 0
            for term in terms {
                if kept > 0 && terms[kept - 1].symbol == term.symbol {
                    terms[kept - 1].coefficient += term.coefficient
                } else {
                    terms[kept] = term
                    kept += 1
                }
            }
            terms.removeLast(terms.count - kept)
        }
        terms.removeAll { isNearZero($0.coefficient) }
        guard terms.allSatisfy({ $0.coefficient.isFinite }) else { throw .nonFiniteNumber("constraint coefficients") }
        records.append(ConstraintRecord(constraint: constraint, terms: terms, isProtected: isProtected))
        return records.count - 1
    }

    /// How the row of a constraint is solved into the tableau.
    enum Subject {
        case fresh(Int32)
        case external(Int32)
        case marker
        case other
        case artificial

        var isMarker: Bool { if case .marker = self { true } else { false } }
    }

    /// Puts the constraint of `records[index]` into the tableau. On failure the solver is exactly
    /// as before; with `explain` an unsatisfiable constraint's error carries its conflict set.
    mutating func activate(_ index: Int, explain: Bool, optimizing: Bool = true) throws(SolverError) {
        advanceRevision()
        let record = records[index]
        let priority = record.constraint.priority.rawValue
        let required = record.isRequired
        let relation = record.constraint.relation
        let constant = record.constraint.expression.constant

        // The marker and error symbols the row will carry, and their coefficients.
        let markerKind: SymbolKind
        let markerCoefficient: Double
        var otherCoefficient = 0.0
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerKind = .slack
            markerCoefficient = relation == .lessThanOrEqual ? 1 : -1
            if !required { otherCoefficient = -markerCoefficient }
        case .equal:
            markerKind = required ? .dummy : .error
            markerCoefficient = required ? 1 : -1
            if !required { otherCoefficient = 1 }
        }

        let subject: Subject
        var row: Row
        var flip = false
        if let fresh = record.terms.first(where: { !tableau.everUsed[Int($0.symbol)] }) {
            // Nothing else mentions this variable yet, so the row can stay in its written form.
            subject = .fresh(fresh.symbol)
            var terms = record.terms
            terms.reserveCapacity(terms.count + 2)
            row = Row(constant: constant, terms: terms)
        } else {
            row = tableau.expand(record.terms, constant: constant)
            flip = row.constant < 0
            let sign = flip ? -1.0 : 1.0
            if let external = row.terms.first(where: { tableau.kinds[Int($0.symbol)] == .external })?.symbol {
                subject = .external(external)
            } else if markerKind != .dummy && sign * markerCoefficient < 0 {
                subject = .marker
            } else if otherCoefficient != 0 && sign * otherCoefficient < 0 {
                subject = .other
            } else if markerKind == .dummy && row.terms.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
                guard isNearZero(row.constant) else {
                    throw .unsatisfiable(explain && storage.state.explainsConflicts ? conflict(forRecord: index) : Conflict(existing: []))
                }
                subject = .marker
            } else {
                subject = .artificial
            }
        }

        let saved: Tableau? = if case .artificial = subject { tableau } else { nil }
        let marker = tableau.makeSymbol(markerKind)
        row.add(marker, markerCoefficient)
        var other: Int32 = -1
        if otherCoefficient != 0 {
            other = tableau.makeSymbol(.error)
            row.add(other, otherCoefficient)
        }
        if flip { row.negate() }
        if !required {
            // An equality's marker is its excess (expression > 0), the other error its shortfall.
            let shortfall = record.constraint.shortfallPriority?.rawValue ?? priority
            tableau.retainLevel(priority)
            if shortfall != priority { tableau.retainLevel(shortfall) }
            tableau.addToObjective(markerKind == .error ? shortfall : priority, symbol: other, weight: 1)
            if markerKind == .error { tableau.addToObjective(priority, symbol: marker, weight: 1) }
        }

        switch subject {
        case .fresh(let symbol), .external(let symbol):
            // External rows are lazy and nothing restricted mentions an external: no substitution.
            row.solve(for: symbol)
            tableau.insertRow(row)
        case .marker, .other:
            row.solve(for: subject.isMarker ? marker : other)
            let slot = tableau.insertRow(row)
            tableau.substituteRestricted(sourceSlot: slot)
            guard !optimizing || tableau.optimize() else { throw .internalInconsistency("objective unbounded after add") }
        case .artificial:
            guard tableau.addWithArtificialVariable(row) else {
                if let saved { tableau = saved }
                throw .unsatisfiable(explain && storage.state.explainsConflicts ? conflict(forRecord: index) : Conflict(existing: []))
            }
            guard tableau.optimize() else {
                if let saved { tableau = saved }
                throw .internalInconsistency("objective unbounded after add")
            }
        }
        activations += 1
        records[index].marker = marker
        records[index].other = other
        records[index].isActive = true
        records[index].activation = activations
    }

    mutating func deactivate(_ index: Int) throws(SolverError) {
        advanceRevision()
        let record = records[index]
        let priority = record.constraint.priority.rawValue
        let shortfall = record.constraint.shortfallPriority?.rawValue ?? priority
        if !record.isRequired {
            let isEquality = tableau.kinds[Int(record.marker)] == .error
            if isEquality { tableau.addToObjective(priority, symbol: record.marker, weight: -1) }
            if record.other >= 0 { tableau.addToObjective(isEquality ? shortfall : priority, symbol: record.other, weight: -1) }
        }
        let marker = record.marker
        if !tableau.isBasic(marker) {
            guard let slot = tableau.markerLeavingRow(marker) else {
                throw .internalInconsistency("marker of constraint \(index) is in no row")
            }
            tableau.pivot(entering: marker, slot: slot)
        }
        let slot = tableau.rowOf[Int(marker)]
        tableau.substituteEverywhere(sourceSlot: slot)
        _ = tableau.removeRow(at: slot)
        tableau.releaseSymbol(marker)
        tableau.releaseSymbol(record.other)
        if !record.isRequired {
            tableau.releaseLevel(priority)
            if shortfall != priority { tableau.releaseLevel(shortfall) }
        }
        records[index].isActive = false
        records[index].marker = -1
        records[index].other = -1
        guard tableau.optimize() else { throw .internalInconsistency("objective unbounded after remove") }
    }
}

/// The values of all variables at one moment.
public struct Solution: Sendable {
    let values: [Double]

    public subscript(variable: Variable) -> Double {
        Int(variable.id) < values.count ? values[Int(variable.id)] : 0
    }
}
