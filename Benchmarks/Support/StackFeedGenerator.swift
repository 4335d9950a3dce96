import AutocellFixtures
import AutocellLayout

/// The stack-view feed (`Fixtures/stack-feed.yaml`: nested stacks) grown to `count` rows with
/// random texts, the badge hidden on every third row: the rows `make bench-layout` lays out to
/// measure stack views.
public func stackFeed(from base: Fixture, rows count: Int, seed: UInt64) -> Fixture {
    var random = SplitMix(state: seed)
    let sample = base.sections[0].rows[0]
    let badge = base.content.template(named: sample.template)?.cell.views.first { $0.name == "badge" }
    let words = ["stack", "views", "nest", "a header", "wraps", "lines", "the footer", "spreads", "evenly", "UIKit", "点赞", "人气"]
    var rows: [FixtureRow] = []
    rows.reserveCapacity(count)
    for index in 0..<count {
        var row = sample
        let bodyWords = Int.random(in: 1...40, using: &random)
        row.texts["body"] = (0..<bodyWords).map { _ in words.randomElement(using: &random) ?? "" }.joined(separator: " ")
        row.texts["name"] = "User \(Int.random(in: 1...99_999, using: &random))"
        row.texts["handle"] = "@u\(Int.random(in: 1...99_999, using: &random))"
        row.texts["badge"] = ["PRO", "NEW", "MOD"][index % 3]
        row.texts["likes"] = "\(Int.random(in: 0...9_999, using: &random)) likes"
        row.texts["replies"] = "\(Int.random(in: 0...999, using: &random)) replies"
        row.texts["shares"] = "\(Int.random(in: 0...99, using: &random)) shares"
        row.state = RowState()
        if index % 3 == 2, var hidden = badge {
            hidden.isHidden = true
            row.state.views["badge"] = hidden
        }
        row.key = "s\(index)"
        rows.append(row)
    }
    var fixture = base
    fixture.sections = [FixtureSection(header: nil, footer: nil, rows: rows)]
    return fixture
}
