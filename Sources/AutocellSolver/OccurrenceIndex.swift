/// For each symbol, the row slots that may contain it: a superset, kept as singly linked lists in
/// one pool so recording an occurrence never allocates once the pool is warm. Stale entries (the
/// row lost the symbol, or the slot was reused) are pruned by whoever walks the list.
struct OccurrenceIndex {
    private(set) var head: [Int32] = []
    private var nodeRow: [Int32] = []
    private var nodeNext: [Int32] = []
    private var freeNode: Int32 = -1

    /// Nodes in the pool, live or free or stale: what a rebuild would shrink.
    var nodeCount: Int { nodeRow.count }

    /// Forgets every occurrence (for a rebuild), keeping the symbol count and the capacity.
    mutating func removeAll() {
        for index in head.indices { head[index] = -1 }
        nodeRow.removeAll(keepingCapacity: true)
        nodeNext.removeAll(keepingCapacity: true)
        freeNode = -1
    }

    mutating func reserve(symbols: Int, nodes: Int) {
        head.reserveCapacity(symbols)
        nodeRow.reserveCapacity(nodes)
        nodeNext.reserveCapacity(nodes)
    }

    mutating func growSymbols(to count: Int) {
        while head.count < count { head.append(-1) }
    }

    mutating func record(symbol: Int32, row: Int32) {
        let node: Int32
        if freeNode >= 0 {
            node = freeNode
            freeNode = nodeNext[Int(node)]
            nodeRow[Int(node)] = row
            nodeNext[Int(node)] = head[Int(symbol)]
        } else {
            node = Int32(nodeRow.count)
            nodeRow.append(row)
            nodeNext.append(head[Int(symbol)])
        }
        head[Int(symbol)] = node
    }

    /// Empties the list of `symbol`, returning its nodes to the pool.
    mutating func clear(symbol: Int32) {
        var node = head[Int(symbol)]
        while node >= 0 {
            let next = nodeNext[Int(node)]
            nodeNext[Int(node)] = freeNode
            freeNode = node
            node = next
        }
        head[Int(symbol)] = -1
    }

    /// Walks the list of `symbol`, keeping the entries for which `keep(row)` is true and
    /// returning those rows through `visit`, in list order.
    mutating func prune(symbol: Int32, keep: (Int32) -> Bool, visit: (Int32) -> Void) {
        var previous: Int32 = -1
        var node = head[Int(symbol)]
        while node >= 0 {
            let next = nodeNext[Int(node)]
            let row = nodeRow[Int(node)]
            if keep(row) {
                visit(row)
                previous = node
            } else {
                if previous >= 0 { nodeNext[Int(previous)] = next } else { head[Int(symbol)] = next }
                nodeNext[Int(node)] = freeNode
                freeNode = node
            }
            node = next
        }
    }
}
