/// Which symbols' expansions (in non-basic symbols, after cancellation) hold one of a set of
/// non-basic symbols, for all symbols at once: every non-basic symbol of the set gets a weight
/// in [1, 2) and every other one zero, each basic row is evaluated once over the reference graph
/// (`Tableau.project`), and a value away from zero means a term of the set survived.
///
/// Two independent sets of weights, so that terms which do not cancel could only sum to zero
/// in both by a coincidence of two unrelated draws. The weights come from the symbol's id
/// through a fixed mixing function: the same system gives the same answer on every run.
struct AmbiguityProjection {
    private let first: [Double]
    private let second: [Double]

    /// The tableau's zero, below which `Tableau.expand` drops a coefficient: weights are at
    /// least 1, so a term it keeps moves the sum by at least this much unless others cancel it
    /// (a lone coefficient just under it, weighed up to twice, may still count: rounding dust
    /// is many orders smaller than that).
    private static let threshold = 1e-8

    init(_ tableau: Tableau, _ member: (Int32) -> Bool) {
        first = tableau.project { member($0) ? Self.weight($0, seed: 0x9E37_79B9_7F4A_7C15) : 0 }
        second = tableau.project { member($0) ? Self.weight($0, seed: 0xD1B5_4A32_D192_ED03) : 0 }
    }

    func holds(_ symbol: Int32) -> Bool {
        abs(first[Int(symbol)]) > Self.threshold || abs(second[Int(symbol)]) > Self.threshold
    }

    /// splitmix64 of the id, mapped to [1, 2).
    private static func weight(_ symbol: Int32, seed: UInt64) -> Double {
        var z = UInt64(UInt32(bitPattern: symbol)) &+ seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return 1 + Double(z >> 11) / Double(1 << 53)
    }
}
