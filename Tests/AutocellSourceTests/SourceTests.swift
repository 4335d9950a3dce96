@testable import AutocellSource
import Testing

@Suite struct JSONWriting {
    @Test func numbersAndStrings() {
        #expect(JSONValue.format(-0.0) == "0")
        #expect(JSONValue.format(12) == "12")
        #expect(JSONValue.format(9.0333) == "9.0333")
        #expect(JSONValue.format(1e-7) == "1e-07")
        #expect(JSONValue.format(.nan) == "null")
        #expect(JSONValue.string("a\"b\\c\n\u{1}天").rendered() == #""a\"b\\c\n\u0001天""#)
    }
}

/// The one located error and its one rendering.
@Suite struct DiagnosticRendering {
    @Test func aLineWithItsTextGetsACaret() {
        let diagnostic = Diagnostic(file: "f.yaml", line: 3, column: 5, message: "expected a number", sourceLine: "\tab x")
        #expect(diagnostic.description == "f.yaml:3:5: expected a number\n\tab x\n\t   ^")
    }

    @Test func withoutTheLineTextOnlyTheLocation() {
        let diagnostic = Diagnostic(at: SourceLocation(file: "Cell.swift", line: 42, column: 7), "unknown view 'x'")
        #expect(diagnostic.description == "Cell.swift:42:7: unknown view 'x'")
    }

    @Test func theWholeFile() {
        #expect(Diagnostic.file("a.log", "no constraints found").description == "a.log: no constraints found")
    }

    @Test func aSyntaxErrorInsideALineCountsFromWhereTheTextStarts() {
        let diagnostic = Diagnostic(SyntaxError("unknown attribute", column: 3), file: "f", line: 2, column: 10, sourceLine: String(repeating: " ", count: 20))
        #expect(diagnostic.column == 12)
    }
}

/// One rule for numbers and names, whoever reads them.
@Suite struct ScannerNumbers {
    func number(_ text: String, limit: TextScanner.Limit? = nil) throws(SyntaxError) -> (Double?, Int) {
        var scanner = TextScanner(text)
        let value = try scanner.signedNumberIfPresent(limit: limit)
        return (value, scanner.position)
    }

    @Test func decimalForms() throws {
        #expect(try number("12").0 == 12)
        #expect(try number("-1.5x").0 == -1.5)
        #expect(try number(".5").0 == 0.5)
        #expect(try number("3.").0 == 3)
        #expect(try number("2e3").0 == 2000)
        #expect(try number("2E-2").0 == 0.02)
        #expect(try number("x").0 == nil)
        #expect(try number("-x") == (nil, 0), "nothing consumed")
    }

    @Test func errorsNameTheColumn() {
        #expect(throws: SyntaxError("expected digits in the exponent", column: 3)) { try number("12e+") }
        #expect(throws: SyntaxError("expected digits in the exponent", column: 2)) { try number("2em") }
        #expect(throws: SyntaxError("'1e999' is too large (numbers must be finite)", column: 2)) { try number("-1e999") }
        #expect(throws: SyntaxError("'2000' is past 1000, the largest size", column: 1)) {
            try number("2000", limit: TextScanner.Limit(1000, "size"))
        }
    }

    @Test func wordsAndLiterals() {
        var scanner = TextScanner("name.left == x", end: "end of line")
        let name = scanner.word()
        let dot = scanner.take(".")
        let attribute = scanner.word(allowing: ".")
        scanner.skipSpace()
        let notLess = !scanner.take("<=")
        let equal = scanner.take("==")
        #expect(name == "name" && dot && attribute == "left" && notLess && equal)
        scanner.position = scanner.characters.count
        #expect(scanner.next == "end of line")
    }
}
