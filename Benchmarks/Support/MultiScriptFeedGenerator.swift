import AutocellFixtures
import AutocellLayout

/// The multi-script feed (`Fixtures/scripts.yaml`'s template) grown to `count` rows: each row's
/// sample mixes words of two scripts and ends with an emoji, so every row goes through font
/// fallback and emoji itemizing: the rows `make bench-layout` lays out to measure text in
/// every script.
public func multiScriptFeed(from base: Fixture, rows count: Int, seed: UInt64) -> Fixture {
    var random = SplitMix(state: seed)
    let sample = base.sections[0].rows[0]
    let scripts: [(name: String, words: [String])] = [
        ("Latin", ["crème", "brûlée", "São", "Paulo", "Łódź", "layout", "cells", "rows"]),
        ("Greek", ["Καλημέρα", "κόσμε", "πίνακας", "γραμμή"]),
        ("Cyrillic", ["Привет", "мир", "ячейка", "таблица"]),
        ("Arabic", ["مرحبا", "بالعالم", "جدول", "خلية"]),
        ("Hebrew", ["שלום", "עולם", "טבלה", "תא"]),
        ("Thai", ["สวัสดี", "ชาวโลก", "ตาราง"]),
        ("Devanagari", ["नमस्ते", "दुनिया", "तालिका"]),
        ("Chinese", ["你好", "世界", "表格", "单元"]),
        ("Japanese", ["こんにちは", "世界", "カタカナ", "漢字"]),
        ("Korean", ["안녕하세요", "세계", "표", "셀"]),
    ]
    let emoji = ["👍", "😀", "🎉", "👨‍👩‍👧‍👦", "👋🏽", "🇯🇵", "🇺🇦", "❤️", "🔥"]
    var rows: [FixtureRow] = []
    rows.reserveCapacity(count)
    for index in 0..<count {
        var row = sample
        let first = scripts[Int.random(in: 0..<scripts.count, using: &random)]
        let second = scripts[Int.random(in: 0..<scripts.count, using: &random)]
        var words: [String] = []
        for _ in 0..<Int.random(in: 1...24, using: &random) {
            let script = Bool.random(using: &random) ? first : second
            words.append(script.words[Int.random(in: 0..<script.words.count, using: &random)])
        }
        words.append(emoji[Int.random(in: 0..<emoji.count, using: &random)])
        row.texts["script"] = "\(first.name) + \(second.name)"
        row.texts["sample"] = words.joined(separator: " ")
        row.key = "m\(index)"
        rows.append(row)
    }
    var fixture = base
    fixture.sections = [FixtureSection(header: nil, footer: nil, rows: rows)]
    return fixture
}
