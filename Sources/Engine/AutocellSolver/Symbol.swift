/// What a tableau symbol stands for. External symbols are the user's variables (unrestricted);
/// slack and error symbols are restricted to be >= 0; dummies are fixed at 0 and only mark a
/// required equality so it can be found again.
enum SymbolKind: UInt8 {
    case external
    case slack
    case error
    case dummy

    /// Symbols the simplex may move: slack and error.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// Below this magnitude a coefficient or constant counts as zero (kiwi uses the same 1e-8).
let epsilon = 1.0e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }
