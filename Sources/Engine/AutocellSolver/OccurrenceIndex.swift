/// For each symbol, the row slots that may contain it: a superset, kept as singly linked lists in
/// one pool so recording an occurrence never allocates once the pool is warm. Stale entries (the
/// row lost the symbol, or the slot was reused) are pruned by whoever walks the list.
struct OccurrenceIndex {
    /// One entry of a symbol's list: a row slot and the next entry (-1 ends the list).
    private struct Node {
        var row: Int32
        var next: Int32
    }

    private(set) var head: [Int32] = []
    private var nodes: [Node] = []
    private var freeNode: Int32 = -1

    /// Nodes in the pool, live or free or stale: what a rebuild would shrink.
    var nodeCount: Int { nodes.count }

    /// Forgets every occurrence (for a rebuild), keeping the symbol count and the capacity.
    mutating func removeAll() {
        for index in head.indices { head[index] = -1 }
        nodes.removeAll(keepingCapacity: true)
        freeNode = -1
    }

    mutating func reserve(symbols: Int, nodes count: Int) {
        head.reserveCapacity(symbols)
        nodes.reserveCapacity(count)
    }

    mutating func growSymbols(to count: Int) {
        while head.count < count { head.append(-1) }
    }

    /// Called for every symbol that enters a row, so it is kept to two array writes.
    @inline(__always)
    mutating func record(symbol: Int32, row: Int32) {
        let entry = Node(row: row, next: head[Int(symbol)])
        let node: Int32
        if freeNode >= 0 {
            node = freeNode
            freeNode = nodes[Int(node)].next
            nodes[Int(node)] = entry
        } else {
            node = Int32(truncatingIfNeeded: nodes.count)
            nodes.append(entry)
        }
        head[Int(symbol)] = node
    }

    /// Empties the list of `symbol`, returning its nodes to the pool.
    mutating func clear(symbol: Int32) {
        var node = head[Int(symbol)]
        while node >= 0 {
            let next = nodes[Int(node)].next
            nodes[Int(node)].next = freeNode
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
            let next = nodes[Int(node)].next
            let row = nodes[Int(node)].row
            if keep(row) {
                visit(row)
                previous = node
            } else {
                if previous >= 0 { nodes[Int(previous)].next = next } else { head[Int(symbol)] = next }
                nodes[Int(node)].next = freeNode
                freeNode = node
            }
            node = next
        }
    }
}
