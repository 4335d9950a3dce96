/// The entering candidates of one dual-simplex pivot: each symbol with a positive coefficient in
/// the infeasible row, and its non-zero reduced costs, level by level (highest level first).
/// Costs are kept as linked entries in flat arrays that the tableau reuses from pivot to pivot.
struct DualCandidates {
    private(set) var symbol: [Int32] = []
    private var coefficient: [Double] = []
    private var first: [Int32] = []
    private var last: [Int32] = []
    private var level: [Int32] = []
    private var cost: [Double] = []
    private var next: [Int32] = []

    var count: Int { symbol.count }

    mutating func reset() {
        symbol.removeAll(keepingCapacity: true)
        coefficient.removeAll(keepingCapacity: true)
        first.removeAll(keepingCapacity: true)
        last.removeAll(keepingCapacity: true)
        level.removeAll(keepingCapacity: true)
        cost.removeAll(keepingCapacity: true)
        next.removeAll(keepingCapacity: true)
    }

    mutating func append(symbol newSymbol: Int32, coefficient newCoefficient: Double) {
        symbol.append(newSymbol)
        coefficient.append(newCoefficient)
        first.append(-1)
        last.append(-1)
    }

    /// Records a non-zero reduced cost; levels must arrive in increasing order per candidate.
    mutating func addCost(candidate: Int32, level newLevel: Int32, value: Double) {
        let entry = Int32(level.count)
        level.append(newLevel)
        cost.append(value)
        next.append(-1)
        let c = Int(candidate)
        if last[c] >= 0 { next[Int(last[c])] = entry } else { first[c] = entry }
        last[c] = entry
    }

    /// Whether candidate `a`'s ratio vector (cost ÷ coefficient per level) is lexicographically
    /// below `b`'s by more than rounding (1e-9 relative), comparing only the levels where one of
    /// them has a cost; a level where neither has one ties.
    func hasSmallerRatio(_ a: Int, than b: Int) -> Bool {
        var i = first[a], j = first[b]
        while i >= 0 || j >= 0 {
            let levelA = i >= 0 ? level[Int(i)] : .max, levelB = j >= 0 ? level[Int(j)] : .max
            let at = min(levelA, levelB)
            let candidate = levelA == at ? cost[Int(i)] / coefficient[a] : 0
            let incumbent = levelB == at ? cost[Int(j)] / coefficient[b] : 0
            let tolerance = 1e-9 * max(1, abs(candidate), abs(incumbent))
            if candidate < incumbent - tolerance { return true }
            if candidate > incumbent + tolerance { return false }
            if levelA == at { i = next[Int(i)] }
            if levelB == at { j = next[Int(j)] }
        }
        return false
    }
}
