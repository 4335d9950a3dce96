@testable import AutocellSolver
import Testing
import AutocellSource

@Suite struct ConstraintFileParsing {
    func parse(_ text: String) throws(Diagnostic) -> ConstraintFile { try ConstraintFile.parse(text, file: "cell.txt") }

    func diagnostic(_ text: String) -> Diagnostic? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func termsRelationsAndPriorities() throws {
        let file = try parse("""
            # header comment
            name.left == avatar.left + avatar.width + 10   # trailing comment
            2*half.width <= container.width*0.5 - 3 @750

            -a + 1.5e1 >= -b @defaultLow
            """)
        #expect(file.lines.count == 3)
        #expect(file.lines.map(\.number) == [2, 3, 5])
        guard case .constraint(let lhs, let relation, let rhs, let priority) = file.lines[0].statement else {
            Issue.record("not a constraint")
            return
        }
        #expect(lhs.terms == [.init(name: "name.left", coefficient: 1)])
        #expect(relation == .equal)
        #expect(rhs.terms.map(\.name) == ["avatar.left", "avatar.width"])
        #expect(rhs.constant == 10)
        #expect(priority == .required)
        guard case .constraint(let lhs2, .lessThanOrEqual, let rhs2, 750) = file.lines[1].statement else {
            Issue.record("line 3 misparsed")
            return
        }
        #expect(lhs2.terms == [.init(name: "half.width", coefficient: 2)])
        #expect(rhs2.terms == [.init(name: "container.width", coefficient: 0.5)])
        #expect(rhs2.constant == -3)
        guard case .constraint(let lhs3, .greaterThanOrEqual, let rhs3, 250) = file.lines[2].statement else {
            Issue.record("line 5 misparsed")
            return
        }
        #expect(lhs3.terms == [.init(name: "a", coefficient: -1)])
        #expect(lhs3.constant == 15)
        #expect(rhs3.terms == [.init(name: "b", coefficient: -1)])
        #expect(file.names == ["name.left", "avatar.left", "avatar.width", "half.width", "container.width", "a", "b"])
    }

    @Test func editStatements() throws {
        let file = try parse("edit container.width @999 = 375\nedit == 4\n")
        #expect(file.lines[0].statement == .edit(name: "container.width", priority: 999, value: 375))
        // `edit` alone is an ordinary name.
        guard case .constraint = file.lines[1].statement else {
            Issue.record("edit == 4 should be a constraint on a variable named edit")
            return
        }
    }

    @Test(arguments: [
        ("a == b @1001", 1, 9, "priority 1001 is outside 1...1000"),
        ("a == b @0", 1, 9, "priority 0 is outside 1...1000"),
        ("a == b @urgent", 1, 9, "unknown priority 'urgent'"),
        ("a = b", 1, 3, "expected '==', '<=' or '>='"),
        ("a < b", 1, 3, "expected '==', '<=' or '>='"),
        ("a +* 2 == b", 1, 4, "expected a number or a name, found '*'"),
        ("a == b c", 1, 8, "expected '+', '-', '@' or end of line, found 'c'"),
        ("a == ", 1, 6, "expected a number or a name, found end of line"),
        ("a", 1, 2, "expected '==', '<=' or '>=' before end of line"),
        ("x == 1\n  y == 2*3", 2, 10, "expected a name after '*'"),
        ("a == 1e999", 1, 6, "'1e999' is too large"),
        ("a == 2e", 1, 7, "expected digits in the exponent"),
        ("edit w @999 375", 1, 13, "expected '= VALUE'"),
        ("edit w = 3", 1, 8, "expected '@PRIORITY'"),
        ("a == b @750 @250", 1, 13, "expected end of line after the priority"),
        // Numbers as fixtures take them, at most a million (±1e308 overflowed inside the solver).
        ("a >= 0\nedit a @999 = 1e308", 2, 15, "'1e308' is past 1000000, the largest number a constraint file takes"),
        ("edit a @999 = -1e308", 1, 16, "'1e308' is past 1000000"),
        ("a == 2e6", 1, 6, "'2e6' is past 1000000"),
        ("a == 3e6*b", 1, 6, "'3e6' is past 1000000"),
        ("a == b*4e6", 1, 8, "'4e6' is past 1000000"),
    ])
    func errorsPointAtTheColumn(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(diagnostic(text))
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(error.message.hasPrefix(message), "got: \(error.message)")
        #expect(error.file == "cell.txt")
    }

    @Test func renderedDiagnosticHasCaretUnderTheColumn() throws {
        let error = try #require(diagnostic("a == b\n\tc >= d @2000\n"))
        #expect(error.description == "cell.txt:2:10: priority 2000 is outside 1...1000\n\tc >= d @2000\n\t        ^")
    }

    @Test func crlfLineEndings() throws {
        let file = try parse("a == 1\r\nb == a\r\n")
        #expect(file.lines.count == 2)
    }
}

@Suite struct SolveReports {
    func report(_ text: String) throws -> SolveReport {
        try SolveReport.solve(try ConstraintFile.parse(text, file: "f"))
    }

    @Test func valuesConflictsAndAmbiguityAsJSON() throws {
        let solved = try report("""
            x == 1
            x == 2
            y >= 0
            z == x + 10.5
            """)
        #expect(solved.json.rendered() == #"{"values": {"x": 1, "y": 0, "z": 11.5}, "conflicts": [{"constraints": [1, 2], "broken": 2}], "ambiguous": ["y"]}"#)
    }

    @Test func seedBottomBarDateGivesWayFirst() throws {
        func widths(_ width: Double) throws -> [String: Double] {
            let solved = try report("""
                edit cv.width @999 = \(width)
                cv.left == 0
                date.left == cv.left + 10
                hot.left == date.left + date.width + 5
                like.left == hot.left + hot.width + 5
                like.left + like.width <= cv.left + cv.width - 5
                date.width >= 150 @250
                date.width <= 150 @250
                hot.width >= 120 @750
                hot.width <= 120 @250
                like.width >= 110
                like.width <= 110 @250
                date.width >= 0
                hot.width >= 0
                """)
            return Dictionary(uniqueKeysWithValues: solved.values.map { ($0.name, $0.value) })
        }
        let wide = try widths(420)
        #expect(wide["date.width"] == 150 && wide["hot.width"] == 120 && wide["like.width"] == 110)
        let narrow = try widths(300)
        #expect(narrow["date.width"] == 45 && narrow["hot.width"] == 120 && narrow["like.width"] == 110)
        let narrower = try widths(200)
        #expect(narrower["date.width"] == 0 && narrower["hot.width"] == 65 && narrower["like.width"] == 110)
    }

    @Test func editErrorsPointAtTheirColumns() throws {
        do {
            _ = try report("x >= 0\nedit x @1000 = 3")
            Issue.record("expected an error")
        } catch let error as Diagnostic {
            #expect(error.line == 2 && error.column == 9)
            #expect(error.message.contains("must be optional"))
        }
        do {
            _ = try report("edit x @999 = 3\nedit x @500 = 4")
            Issue.record("expected an error")
        } catch let error as Diagnostic {
            #expect(error.line == 2 && error.column == 6)
            #expect(error.message == "'x' is already an edit variable (line 1)")
        }
    }

    /// Edit variables are added after the constraints (500 of them before a 500-link equality
    /// chain took 14 s; after it 0.6 s): the conflicts, the lines named and the values are the
    /// file's, wherever its edit lines stand, and an edit line's mistake is still said after
    /// the constraint lines above it.
    @Test func editsAfterConstraintsKeepTheFilesMeaning() throws {
        let early = try report("edit x @999 = 5\nedit y @500 = 40\nx == 1\nx == 2\nz == y + 2\n")
        let late = try report("x == 1\nx == 2\nz == y + 2\nedit x @999 = 5\nedit y @500 = 40\n")
        #expect(early.conflicts == [SolveReport.ConflictEntry(lines: [3, 4], brokenLine: 4)])
        #expect(late.conflicts == [SolveReport.ConflictEntry(lines: [1, 2], brokenLine: 2)])
        #expect(early.values.map(\.value) == late.values.map(\.value) && early.values.map(\.value) == [1, 40, 42])
        let chain = (0..<200).map { "edit v\($0) @500 = \($0 * 3)" } + (0..<199).map { "v\($0 + 1) == v\($0) + 2" }
        let solved = try report(chain.joined(separator: "\n"))
        let values = Dictionary(uniqueKeysWithValues: solved.values.map { ($0.name, $0.value) })
        #expect(solved.conflicts.isEmpty && values["v199"] == values["v0"].map { $0 + 398 })
        do {
            _ = try report("x == 1\nedit x @1000 = 3\n")
            Issue.record("expected an error")
        } catch let error as Diagnostic {
            #expect(error.line == 2 && error.message.contains("must be optional"))
        }
    }

    @Test func variableFreeContradictionIsAConflict() throws {
        let solved = try report("1 == 2\n3 >= 2\n")
        #expect(solved.conflicts == [SolveReport.ConflictEntry(lines: [1], brokenLine: 1)])
    }
}

/// Relations and priorities, read the same way by every grammar.
@Suite struct ConstraintScanning {
    @Test func relations() throws {
        var scanner = TextScanner(">= <")
        let relation = try scanner.relation()
        #expect(relation == .greaterThanOrEqual)
        scanner.skipSpace()
        #expect(throws: SyntaxError("expected '==', '<=' or '>=' (strict '<', '>' and single '=' are not relations)", column: 4)) {
            try scanner.relation()
        }
    }

    @Test func priorities() throws {
        for (text, priority) in [("750", Priority(750)), ("defaultHigh", .defaultHigh), ("low", .defaultLow), ("required", .required)] {
            var scanner = TextScanner(text)
            let read = try scanner.priority()
            #expect(read == priority)
        }
        var outside = TextScanner("1001")
        #expect(throws: SyntaxError("priority 1001 is outside 1...1000", column: 1)) { try outside.priority() }
        var unknown = TextScanner("medium")
        #expect(throws: SyntaxError("unknown priority 'medium': use \(Priority.writtenForms)", column: 1)) { try unknown.priority() }
    }
}
