import AutocellText

/// Measurements a cell engine made ahead of its rows (`CellLayoutEngine.prefetch`), handed to
/// those rows in the order they were made: a row takes its labels' measurements from the front
/// of the queue after an equality check, instead of hashing the texts again to find them in
/// the measurer's cache. Anything out of step (a row laid out that was not prefetched, a width
/// pinned since) misses and asks the measurer, which still has the result cached.
struct PrefetchedMeasurements {
    private var entries: [(request: TextRequest, result: TextMeasurement)] = []
    private var head = 0
    /// Past this many waiting entries, prefetches that no row came to take are dropped.
    private static let capacity = 4_096
    /// How far past the front `take` looks: a row's labels, with room for a few stale ones.
    private static let lookAhead = 16

    mutating func append(_ request: TextRequest, _ result: TextMeasurement) {
        if entries.count - head >= Self.capacity { removeAll() }
        entries.append((request, result))
    }

    /// The result made for `request` among the next few entries, dropping the entries before
    /// it (measurements whose row changed its mind, such as a label whose width got pinned
    /// meanwhile). Nil, consuming nothing, when none of them matches: a row that was never
    /// prefetched must not use up the rows' behind it.
    mutating func take(_ request: TextRequest) -> TextMeasurement? {
        let end = min(entries.count, head + Self.lookAhead)
        var index = head
        while index < end {
            if entries[index].request == request {
                let result = entries[index].result
                head = index + 1
                if head == entries.count { removeAll() }
                return result
            }
            index += 1
        }
        return nil
    }

    private mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        head = 0
    }
}
