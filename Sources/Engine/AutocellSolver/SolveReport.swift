import AutocellSource
/// What `autocell solve` computes for a constraint file: every variable's value, the conflicts
/// met and broken on the way (UIKit's recovery), and the variables left ambiguous.
public struct SolveReport: Sendable {
    public struct ConflictEntry: Equatable, Sendable {
        /// 1-based source lines of the irreducible conflicting set, ascending.
        public var lines: [Int]
        public var brokenLine: Int
    }

    public var values: [(name: String, value: Double)]
    public var conflicts: [ConflictEntry]
    public var ambiguous: [String]

    /// Solves the file's constraints in order, then its edit variables. Constraints that conflict are handled as UIKit
    /// does: the latest line of the conflicting set is broken and solving goes on.
    /// Throws a `Diagnostic` for a line the solver refuses, and `SolverError` only for an internal
    /// error (never the input's fault).
    public static func solve(_ file: ConstraintFile) throws -> SolveReport {
        var solver = Solver()
        var variables: [String: Variable] = [:]
        for name in file.names { variables[name] = solver.makeVariable(name) }
        func expression(_ parsed: ConstraintFile.Expression) -> LinearExpression {
            LinearExpression(
                terms: parsed.terms.compactMap { term in variables[term.name].map { Term($0, term.coefficient) } },
                constant: parsed.constant)
        }
        var lineOf: [ConstraintID: Int] = [:]
        var conflicts: [ConflictEntry] = []
        // Constraints first, in the file's order, then the edit variables with their
        // suggestions, in theirs. An edit is never required, so it takes no part in a required
        // conflict and the order does not change which line breaks; the optimum is the same. But
        // an edit's error terms present while a chain of equalities is added spread through
        // every row: 500 edits before a 500-link chain took 14 s, after it 0.6 s (kiwisolver
        // takes 89 s and 17 s). An edit line's own mistakes are still said in the file's order.
        var editLines: [String: Int] = [:]
        var editMistake: Diagnostic?
        for line in file.lines where editMistake == nil {
            guard case .edit(let name, let priority, _) = line.statement else { continue }
            if priority.isRequired {
                editMistake = Diagnostic(file: file.file, line: line.number, column: line.priorityColumn ?? line.column,
                                         message: "an edit variable must be optional: use a priority below 1000", sourceLine: line.text)
            } else if let earlier = editLines[name] {
                editMistake = Diagnostic(file: file.file, line: line.number, column: line.nameColumn ?? line.column,
                                         message: "'\(name)' is already an edit variable (line \(earlier))", sourceLine: line.text)
            }
            editLines[name] = line.number
        }
        let ordered = file.lines.filter { !$0.statement.isEdit } + file.lines.filter(\.statement.isEdit)
        for line in ordered {
            // A mistaken edit line is said when the constraints before it have been solved, as if
            // the file were read in order.
            if let editMistake, editMistake.line < line.number || line.statement.isEdit { throw editMistake }
            func failure(_ message: String, column: Int?) -> Diagnostic {
                Diagnostic(file: file.file, line: line.number, column: column ?? line.column, message: message, sourceLine: line.text)
            }
            do {
                switch line.statement {
                case .constraint(let lhs, let relation, let rhs, let priority):
                    let constraint = Constraint(expression(lhs), relation, expression(rhs), priority: priority)
                    let result = try solver.add(constraint, onConflict: .breakConstraint)
                    lineOf[result.id] = line.number
                    for broken in result.broken {
                        conflicts.append(ConflictEntry(
                            lines: broken.conflict.compactMap { lineOf[$0] }.sorted(),
                            brokenLine: lineOf[broken.broken] ?? line.number))
                    }
                case .edit(let name, let priority, let value):
                    guard let variable = variables[name] else { continue }
                    try solver.addEditVariable(variable, priority: priority)
                    try solver.suggestValue(variable, value)
                }
            } catch where error.isInternal {
                // Autocell's fault, not the line's: not reported as malformed input.
                throw error
            } catch {
                throw failure("solver error: \(error)", column: nil)
            }
        }
        let solution = solver.solution()
        let names = variables.keys.sorted()
        // Sums and products of large constants can pass what a Double holds: say where, rather
        // than print null.
        for name in names {
            guard let variable = variables[name], !solution[variable].isFinite else { continue }
            let line = file.lines.first { line in
                guard case .constraint(let lhs, _, let rhs, _) = line.statement else { return false }
                return (lhs.terms + rhs.terms).contains { $0.name == name }
            }
            throw Diagnostic(
                file: file.file, line: line?.number ?? 1, column: line?.column ?? 1,
                message: "'\(name)' would be \(solution[variable]): the constants and multipliers grow past what a 64-bit number holds",
                sourceLine: line?.text ?? "")
        }
        let ambiguous = Set(solver.ambiguousVariables().map { solver.name(of: $0) })
        return SolveReport(
            values: names.compactMap { name in variables[name].map { (name, solution[$0]) } },
            conflicts: conflicts,
            ambiguous: names.filter { ambiguous.contains($0) })
    }

    public var json: JSONValue {
        .object([
            ("values", .object(values.map { ($0.name, .number($0.value)) })),
            ("conflicts", .array(conflicts.map { entry in
                .object([
                    ("constraints", .array(entry.lines.map { .number(Double($0)) })),
                    ("broken", .number(Double(entry.brokenLine))),
                ])
            })),
            ("ambiguous", .array(ambiguous.map { .string($0) })),
        ])
    }
}
