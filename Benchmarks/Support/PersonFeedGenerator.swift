import AutocellFixtures

/// A small, fast, seedable generator, so every benchmark run lays out the same rows.
public struct SplitMix: RandomNumberGenerator {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Seed 000's person feed grown to `count` rows with texts drawn from its own vocabulary at
/// random lengths: the rows the layout and table benchmarks lay out.
public func personFeed(from base: Fixture, rows count: Int, seed: UInt64) -> Fixture {
    var random = SplitMix(state: seed)
    let sample = base.sections[0].rows
    let words = ["我是", "7个月", "大的宝宝", "喜欢", "听音乐", "看电视", "ttan", "hello", "world", "Auto Layout", "天", "2015-06-09"]
    var rows: [FixtureRow] = []
    rows.reserveCapacity(count)
    for index in 0..<count {
        var row = sample[index % sample.count]
        let summaryWords = Int.random(in: 0...40, using: &random)
        row.texts["summary"] = (0..<summaryWords).map { _ in words.randomElement(using: &random) ?? "" }.joined(separator: " ")
        row.texts["name"] = "用户\(Int.random(in: 1...99_999, using: &random))"
        row.texts["date"] = "2015-06-\(Int.random(in: 10...28, using: &random))" + String(repeating: " 12:30", count: Int.random(in: 0...3, using: &random))
        row.texts["hot"] = "人气:\(Int.random(in: 1...Int(Int32.max), using: &random))"
        row.texts["like"] = "点赞:\(Int.random(in: 1...1_000_000, using: &random))"
        row.key = "r\(index)"
        rows.append(row)
    }
    var fixture = base
    fixture.sections = [FixtureSection(header: nil, footer: nil, rows: rows)]
    return fixture
}
