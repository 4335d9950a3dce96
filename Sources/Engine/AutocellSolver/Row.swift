/// `coefficient · symbol`, one term of a tableau row.
struct RowTerm {
    var symbol: Int32
    var coefficient: Double
}

/// One row of the tableau, `basic = constant + Σ coefficient·symbol`, with its terms sorted by
/// symbol id so that lookups are binary searches and merges are linear. One array per row keeps
/// a row to a single allocation.
/// A row that is not yet solved for a subject (basic == -1) reads `0 = constant + Σ …`.
struct Row {
    var basic: Int32
    var constant: Double
    var terms: [RowTerm]

    init(basic: Int32 = -1, constant: Double = 0, terms: [RowTerm] = []) {
        self.basic = basic
        self.constant = constant
        self.terms = terms
    }

    var count: Int { terms.count }
    var isEmpty: Bool { terms.isEmpty }

    /// The position of `symbol` in the sorted terms, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Int32) -> (index: Int, found: Bool) {
        terms.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let mid = (low &+ high) >> 1
                if buffer[mid].symbol < symbol { low = mid &+ 1 } else { high = mid }
            }
            return (low, low < buffer.count && buffer[low].symbol == symbol)
        }
    }

    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        let (index, found) = position(of: symbol)
        return found ? terms[index].coefficient : 0
    }

    func contains(where predicate: (Int32) -> Bool) -> Bool {
        terms.contains { predicate($0.symbol) }
    }

    /// Adds `coefficient` to the term of `symbol`, dropping the term if it cancels.
    /// Returns true when the symbol is new to the row.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
            let sum = terms[index].coefficient + coefficient
            if isNearZero(sum) { terms.remove(at: index) } else { terms[index].coefficient = sum }
            return false
        }
        if isNearZero(coefficient) { return false }
        if index == terms.count {
            terms.append(RowTerm(symbol: symbol, coefficient: coefficient))
        } else {
            terms.insert(RowTerm(symbol: symbol, coefficient: coefficient), at: index)
        }
        return true
    }

    mutating func negate() {
        constant = -constant
        terms.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i].coefficient = -buffer[i].coefficient }
        }
    }

    /// Turns `0 = constant + Σ` (or `old basic = …`) into `subject = …`. The subject must be a term.
    mutating func solve(for subject: Int32) {
        let (index, _) = position(of: subject)
        let factor = -1.0 / terms[index].coefficient
        terms.remove(at: index)
        constant *= factor
        terms.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i].coefficient *= factor }
        }
        basic = subject
    }
}
