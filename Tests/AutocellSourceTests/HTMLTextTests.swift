import AutocellSource
import Testing

/// Text in HTML stays text whatever clusters it is made of (issue 49: a prepended Arabic number
/// sign or a combining mark once glued `<`, `>` or `"` into one `Character` that was let through).
@Suite struct HTMLTextEscaping {
    /// Markup a browser would act on: any `<`, `>`, `"` or `'` scalar left in the text.
    static func hasLiveMarkup(_ text: String) -> Bool {
        text.unicodeScalars.contains { "<>\"'".unicodeScalars.contains($0) }
    }

    @Test(arguments: [
        "\u{600}<img src=x onerror=alert(1)>",
        "<\u{301}script>alert(1)</script>",
        ">\u{301}<svg onload=alert(1)>",
        "\"\u{301} onmouseover=alert(1) x=\"",
        "'\u{301} onfocus=alert(1) '",
        "\u{600}\u{600}<",
        "a\u{200D}<b>",
        "🏳️‍🌈<i>",
    ])
    func clustersAreEscapedScalarByScalar(_ hostile: String) {
        let escaped = HTMLText.escaped(hostile)
        #expect(!Self.hasLiveMarkup(escaped), "\(escaped.unicodeScalars.map { String($0.value, radix: 16) })")
        // Nothing but the five characters changes: the cluster's other scalars stay.
        #expect(escaped.unicodeScalars.filter { !"<>\"'&".unicodeScalars.contains($0) }.count
            >= hostile.unicodeScalars.filter { !"<>\"'&".unicodeScalars.contains($0) }.count)
    }

    @Test func theFiveCharactersAsEntities() {
        #expect(HTMLText.escaped("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
        #expect(HTMLText.escaped("\u{600}<") == "\u{600}&lt;")
        #expect(HTMLText.escaped(">\u{301}") == "&gt;\u{301}")
        #expect(HTMLText.escaped("天 é") == "天 é")
    }
}
