/// One row of the tableau, `basic = constant + Σ coefs[i]·ids[i]`, with its terms sorted by
/// symbol id so that lookups are binary searches and merges are linear.
/// A row that is not yet solved for a subject (basic == -1) reads `0 = constant + Σ …`.
struct Row {
    var basic: Int32
    var constant: Double
    var ids: [Int32]
    var coefs: [Double]

    init(basic: Int32 = -1, constant: Double = 0, ids: [Int32] = [], coefs: [Double] = []) {
        self.basic = basic
        self.constant = constant
        self.ids = ids
        self.coefs = coefs
    }

    var count: Int { ids.count }
    var isEmpty: Bool { ids.isEmpty }

    /// The position of `symbol` in the sorted terms, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Int32) -> (index: Int, found: Bool) {
        ids.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let mid = (low &+ high) >> 1
                if buffer[mid] < symbol { low = mid &+ 1 } else { high = mid }
            }
            return (low, low < buffer.count && buffer[low] == symbol)
        }
    }

    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefs[index] : 0
    }

    mutating func removeTerm(at index: Int) {
        ids.remove(at: index)
        coefs.remove(at: index)
    }

    /// Adds `coefficient` to the term of `symbol`, dropping the term if it cancels.
    /// Returns true when the symbol is new to the row.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefs[index] + coefficient
            if isNearZero(sum) { removeTerm(at: index) } else { coefs[index] = sum }
            return false
        }
        if isNearZero(coefficient) { return false }
        ids.insert(symbol, at: index)
        coefs.insert(coefficient, at: index)
        return true
    }

    mutating func negate() {
        constant = -constant
        coefs.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] = -buffer[i] }
        }
    }

    /// Turns `0 = constant + Σ` (or `old basic = …`) into `subject = …`. The subject must be a term.
    mutating func solve(for subject: Int32) {
        let (index, _) = position(of: subject)
        let factor = -1.0 / coefs[index]
        removeTerm(at: index)
        constant *= factor
        coefs.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] *= factor }
        }
        basic = subject
    }
}
