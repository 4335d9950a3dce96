import AutocellFixtures
import AutocellSource
import Testing

/// README promises the nearest name where one was misspelt (issue 49: a view name with two
/// letters swapped, a text style and a data field got none).
@Suite struct TypoHints {
    static func fixture(font: String = "headline", anchor: String = "title", field: String = "title") -> String {
        """
        table: {width: 375, scale: 2}
        templates:
          t:
            views:
              - {name: title, type: label, text: "{title}", font: \(font), lines: 0}
            constraints:
              - \(anchor).left == contentView.leftMargin
              - title.right == contentView.rightMargin
              - title.top == contentView.topMargin
              - title.bottom == contentView.bottomMargin
        rows:
          - {template: t, data: {\(field): "x"}}
        """
    }

    static func message(_ text: String) -> String {
        do {
            _ = try FixtureLoader.parse(text, file: "typo.yaml", folder: "/tmp")
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        (fixture(anchor: "titel"), "unknown view 'titel' in constraint (did you mean 'title'?)"),
        (fixture(anchor: "tilte"), "(did you mean 'title'?)"),
        (fixture(font: "headlin"), "'headlin' is not a font (did you mean 'headline'?)"),
        (fixture(font: "subheadine"), "(did you mean 'subheadline'?)"),
        (fixture(font: "\"system semibld 17\""), "(did you mean 'system semibold 17'?)"),
        (fixture(field: "titel"), "has no data field 'title' for title.text (did you mean 'titel'?)"),
    ])
    func misspeltNamesGetTheNearest(_ text: String, _ expected: String) {
        let message = Self.message(text)
        #expect(message.contains(expected), "\(message)")
    }

    @Test func aRightFixtureHasNone() {
        #expect(Self.message(Self.fixture()) == "")
    }
}
