import Foundation
import Testing
@testable import AutocellSolver

/// A small deterministic generator, so that every case is reproducible from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random constraint system over a few variables, with at most three optional levels so that
/// kiwi's three strengths can stand in for them.
struct RandomSystem {
    struct Spec {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var priority: Float
    }

    static let optionalLevels: [Float] = [750, 500, 250]

    var seed: UInt64
    var variableCount: Int
    var specs: [Spec]

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        self.seed = seed
        let variableCount = Int.random(in: 2...6, using: &random)
        self.variableCount = variableCount
        let count = Int.random(in: 3...12, using: &random)
        let coefficients: [Double] = [1, 1, 1, -1, -1, 2, -2, 0.5]
        specs = (0..<count).map { _ in
            let termCount = Int.random(in: 1...min(3, variableCount), using: &random)
            let variables = Array((0..<variableCount).shuffled(using: &random).prefix(termCount))
            return Spec(
                terms: variables.map { ($0, coefficients.randomElement(using: &random) ?? 1) },
                constant: Double(Int.random(in: -50...50, using: &random)),
                relation: Relation.allCases.randomElement(using: &random) ?? .equal,
                priority: Double.random(in: 0..<1, using: &random) < 0.4
                    ? 1000 : (RandomSystem.optionalLevels.randomElement(using: &random) ?? 250))
        }
    }

    /// A solver holding every spec it accepts, with the variables and, for each accepted
    /// spec, its index and constraint id (a required spec that conflicts is left out).
    func loaded() -> (solver: Solver, variables: [Variable], accepted: [(index: Int, id: ConstraintID)]) {
        var solver = Solver()
        let variables = (0..<variableCount).map { solver.makeVariable("v\($0)") }
        var accepted: [(index: Int, id: ConstraintID)] = []
        for (index, spec) in specs.enumerated() {
            if let id = try? solver.add(constraint(spec, variables)) { accepted.append((index, id)) }
        }
        return (solver, variables, accepted)
    }

    func constraint(_ spec: Spec, _ variables: [Variable]) -> Constraint {
        Constraint(
            LinearExpression(terms: spec.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: spec.constant),
            spec.relation, priority: Priority(spec.priority))
    }

    /// How far `values` violate a spec (0 when it holds).
    static func error(_ spec: Spec, _ values: [Double]) -> Double {
        let value = spec.terms.reduce(spec.constant) { $0 + $1.coefficient * values[$1.variable] }
        switch spec.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    static func errorVector(_ specs: [Spec], _ values: [Double]) -> [Double] {
        optionalLevels.map { level in specs.filter { $0.priority == level }.reduce(0) { $0 + error($1, values) } }
    }
}

/// Runs the kiwisolver oracle (Tests/Oracle/kiwi_oracle.py) on a batch of cases.
enum KiwiOracle {
    struct Answer: Decodable {
        var id: UInt64
        var values: [Double]?
        var error: String?
        var satisfiable: [Bool]
    }

    static func solve(_ cases: [[String: Any]]) throws -> [UInt64: Answer] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("cases.json")
        try JSONSerialization.data(withJSONObject: cases).write(to: input)
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracle/kiwi_oracle.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [ProcessInfo.processInfo.environment["AUTOCELL_PYTHON"] ?? "python3", script.path, input.path]
        let output = folder.appendingPathComponent("answers.json")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw OracleFailure(message: "the kiwisolver oracle failed (run `make test`, which installs kiwisolver): \(message)")
        }
        let answers = try JSONDecoder().decode([Answer].self, from: Data(contentsOf: output))
        return Dictionary(uniqueKeysWithValues: answers.map { ($0.id, $0) })
    }

    struct OracleFailure: Error, CustomStringConvertible { var message: String; var description: String { message } }
}

@Suite struct SolverProperties {
    static let seeds: ClosedRange<UInt64> = 1...400

    struct Outcome {
        var system: RandomSystem
        var accepted: [Int]
        var values: [Double]
        /// For each rejected constraint: its index and the indices of its conflict set.
        var conflicts: [(rejected: Int, members: [Int])]
    }

    static func runOurs(_ system: RandomSystem) throws -> Outcome {
        var solver = Solver()
        let variables = (0..<system.variableCount).map { solver.makeVariable("v\($0)") }
        var accepted: [Int] = []
        var conflicts: [(Int, [Int])] = []
        for (index, spec) in system.specs.enumerated() {
            do {
                let id = try solver.add(system.constraint(spec, variables))
                #expect(Int(id.rawValue) == accepted.count)
                accepted.append(index)
            } catch {
                guard case .unsatisfiable(let conflict) = error else { throw error }
                conflicts.append((index, conflict.existing.map { accepted[Int($0.rawValue)] }))
            }
        }
        let solution = solver.solution()
        return Outcome(system: system, accepted: accepted, values: variables.map { solution[$0] }, conflicts: conflicts)
    }

    @Test func requiredConstraintsHoldAndOptimumIsNoWorseThanKiwi() throws {
        var outcomes: [UInt64: Outcome] = [:]
        var cases: [[String: Any]] = []
        for seed in Self.seeds {
            let outcome = try Self.runOurs(RandomSystem(seed: seed))
            outcomes[seed] = outcome
            let specs = outcome.accepted.map { outcome.system.specs[$0] }
            for spec in specs where spec.priority >= 1000 {
                let error = RandomSystem.error(spec, outcome.values)
                #expect(error <= 1e-6, "seed \(seed): required constraint violated by \(error)")
            }
            // Subsets for the irreducibility check: each conflict set, and each set minus one member.
            var subsets: [[Int]] = []
            for conflict in outcome.conflicts {
                let full = conflict.members + [conflict.rejected]
                subsets.append(full)
                for member in full.indices { subsets.append(full.enumerated().filter { $0.offset != member }.map(\.element)) }
            }
            let json = outcome.system.specs.map(Self.specJSON)
            cases.append([
                "id": seed,
                "variables": outcome.system.variableCount,
                "constraints": outcome.accepted.map { json[$0] },
                "subsets": subsets.map { $0.map { json[$0] } },
            ])
        }
        let answers = try KiwiOracle.solve(cases)
        var compared = 0, strictlyBetter = 0, conflictsChecked = 0
        for seed in Self.seeds {
            guard let outcome = outcomes[seed], let answer = answers[seed] else {
                Issue.record("seed \(seed): no oracle answer")
                continue
            }
            // Conflict sets: unsatisfiable as a whole, satisfiable without any one member.
            var subsetIndex = 0
            for conflict in outcome.conflicts {
                let size = conflict.members.count + 1
                #expect(answer.satisfiable[subsetIndex] == false, "seed \(seed): conflict set \(conflict) is satisfiable")
                for member in 0..<size {
                    #expect(answer.satisfiable[subsetIndex + 1 + member], "seed \(seed): conflict set \(conflict) is not irreducible")
                }
                subsetIndex += size + 1
                conflictsChecked += 1
            }
            guard let kiwiValues = answer.values else { continue }
            let specs = outcome.accepted.map { outcome.system.specs[$0] }
            let ours = RandomSystem.errorVector(specs, outcome.values)
            let theirs = RandomSystem.errorVector(specs, kiwiValues)
            compared += 1
            for level in ours.indices {
                let tolerance = 1e-6 * max(1, abs(theirs[level]))
                if ours[level] < theirs[level] - tolerance { strictlyBetter += 1; break }
                #expect(ours[level] <= theirs[level] + tolerance,
                        "seed \(seed): level \(RandomSystem.optionalLevels[level]) error \(ours[level]) worse than kiwi's \(theirs[level])")
                if ours[level] > theirs[level] + tolerance { break }
            }
        }
        #expect(compared >= Int(Double(Self.seeds.count) * 0.9), "kiwi answered only \(compared) cases")
        #expect(conflictsChecked > 20, "too few conflicts generated to test irreducibility: \(conflictsChecked)")
        print("property suite: \(compared) systems compared with kiwi (\(strictlyBetter) lexicographically better), \(conflictsChecked) conflict sets checked")
    }

    static func specJSON(_ spec: RandomSystem.Spec) -> [String: Any] {
        [
            "terms": spec.terms.map { [$0.variable, $0.coefficient] as [Any] },
            "constant": spec.constant,
            "op": spec.relation.rawValue,
            "priority": Int(spec.priority),
        ]
    }

    @Test func resultsAreBitIdenticalAcrossRuns() throws {
        for seed in UInt64(1)...50 {
            let first = try Self.runOurs(RandomSystem(seed: seed))
            let second = try Self.runOurs(RandomSystem(seed: seed))
            #expect(first.values.map(\.bitPattern) == second.values.map(\.bitPattern), "seed \(seed)")
        }
    }

    /// Removing what was added, in any order, leaves the values a fresh solver gives.
    @Test func removalMatchesRebuild() throws {
        for seed in UInt64(1000)...1150 {
            let system = RandomSystem(seed: seed)
            var random = SplitMix64(seed: seed)
            var solver = Solver()
            let variables = (0..<system.variableCount).map { solver.makeVariable("v\($0)") }
            var ids: [(Int, ConstraintID)] = []
            for (index, spec) in system.specs.enumerated() {
                if let id = try? solver.add(system.constraint(spec, variables)) { ids.append((index, id)) }
            }
            let removed = ids.shuffled(using: &random).prefix(ids.count / 2)
            for (_, id) in removed { try solver.remove(id) }
            let kept = ids.filter { pair in !removed.contains { $0.1 == pair.1 } }
            try IncrementalProperties.expectMatchesFreshSolve(system, kept.map { system.specs[$0.0] }, solver, variables, "seed \(seed)")
        }
    }
}

@Suite struct IncrementalProperties {
    /// Sum of errors per distinct optional priority, highest first.
    static func errorVector(_ specs: [RandomSystem.Spec], _ values: [Double]) -> [Double] {
        let levels = Set(specs.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
        return levels.map { level in specs.filter { $0.priority == level }.reduce(0) { $0 + RandomSystem.error($1, values) } }
    }

    /// `solver` holds an optimum of `specs`: its required constraints hold and its error per
    /// priority level equals that of a solver built from scratch with the same constraints.
    static func expectMatchesFreshSolve(
        _ system: RandomSystem, _ specs: [RandomSystem.Spec], _ solver: Solver, _ variables: [Variable], _ context: String
    ) throws {
        var fresh = Solver()
        let freshVariables = (0..<system.variableCount).map { fresh.makeVariable("v\($0)") }
        for spec in specs { try fresh.add(system.constraint(spec, freshVariables)) }
        let solution = solver.solution(), freshSolution = fresh.solution()
        let values = variables.map { solution[$0] }
        let ours = errorVector(specs, values)
        let reference = errorVector(specs, freshVariables.map { freshSolution[$0] })
        #expect(ours.count == reference.count, "\(context)")
        for (a, b) in zip(ours, reference) {
            #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "\(context): \(ours) vs \(reference)")
        }
        for spec in specs where spec.priority >= 1000 {
            #expect(RandomSystem.error(spec, values) <= 1e-6, "\(context): required constraint violated")
        }
    }

    /// Suggesting values through an edit variable lands where a fresh solve with the same
    /// constraint at the edit's priority lands.
    @Test func editSuggestionsMatchFreshSolves() throws {
        for seed in UInt64(2000)...2200 {
            let system = RandomSystem(seed: seed)
            var random = SplitMix64(seed: seed)
            var solver = Solver()
            let variables = (0..<system.variableCount).map { solver.makeVariable("v\($0)") }
            var accepted: [RandomSystem.Spec] = []
            for spec in system.specs where (try? solver.add(system.constraint(spec, variables))) != nil { accepted.append(spec) }
            let edited = Int.random(in: 0..<system.variableCount, using: &random)
            let priority = ([999, 600, 300, 100] as [Float]).randomElement(using: &random) ?? 999
            try solver.addEditVariable(variables[edited], priority: Priority(priority))
            for step in 0..<6 {
                let value = Double(Int.random(in: -100...100, using: &random))
                try solver.suggestValue(variables[edited], value)
                let edit = RandomSystem.Spec(terms: [(edited, 1)], constant: -value, relation: .equal, priority: priority)
                try Self.expectMatchesFreshSolve(system, accepted + [edit], solver, variables, "seed \(seed) step \(step)")
            }
        }
    }

    /// What `ambiguousVariables` reports agrees with pulling each variable both ways at a
    /// priority below everything else on a copy of the solver.
    @Test func ambiguityMatchesPulling() throws {
        var ambiguousSeen = 0, pinnedSeen = 0
        for seed in UInt64(3000)...3200 {
            let system = RandomSystem(seed: seed)
            var solver = Solver()
            let variables = (0..<system.variableCount).map { solver.makeVariable("v\($0)") }
            for spec in system.specs { _ = try? solver.add(system.constraint(spec, variables)) }
            let reported = Set(solver.ambiguousVariables())
            for variable in variables {
                var up = solver, down = solver
                try up.add((variable == 1e6).priority(1))
                try down.add((variable == -1e6).priority(1))
                let moved = abs(up.solution()[variable] - down.solution()[variable]) > 1e-6
                #expect(moved == reported.contains(variable), "seed \(seed): \(solver.name(of: variable)) moved=\(moved)")
                if moved { ambiguousSeen += 1 } else { pinnedSeen += 1 }
            }
        }
        #expect(ambiguousSeen > 50 && pinnedSeen > 50, "ambiguous \(ambiguousSeen), pinned \(pinnedSeen)")
    }

    /// A suggestion that moves nothing but the container costs a couple of pivots, not a rebuild.
    @Test func suggestionsStayLocal() throws {
        var solver = Solver()
        let container = solver.makeVariable("c.width")
        var previousRight = LinearExpression(terms: [], constant: 0)
        for _ in 0..<1000 {
            let left = solver.makeVariable(), width = solver.makeVariable()
            try solver.add(left == previousRight + 8)
            try solver.add(width >= 10)
            try solver.add((width == 50).priority(.defaultLow))
            previousRight = left + width
        }
        try solver.add((container == previousRight + 8).priority(.defaultHigh))
        try solver.addEditVariable(container, priority: 999)
        try solver.suggestValue(container, 1000)
        let before = solver.tableau.pivotCount
        for width in stride(from: 1001.0, to: 1100, by: 1) { try solver.suggestValue(container, width) }
        #expect(solver.tableau.pivotCount - before <= 2 * 99)
        #expect(solver.solution()[container] == 1099)
    }
}

@Suite struct ConstantUpdates {
    /// Changing constants in place lands where a fresh solve of the changed system lands.
    @Test func setConstantMatchesFreshSolves() throws {
        for seed in UInt64(4000)...4200 {
            var system = RandomSystem(seed: seed)
            var random = SplitMix64(seed: seed)
            var (solver, variables, accepted) = system.loaded()
            for step in 0..<6 {
                guard let pick = accepted.randomElement(using: &random) else { break }
                let constant = Double(Int.random(in: -60...60, using: &random))
                do {
                    try solver.setConstant(pick.id, constant)
                    system.specs[pick.index].constant = constant
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                    #expect(system.specs[pick.index].priority >= 1000, "seed \(seed): optional change cannot conflict")
                    continue
                }
                let specs = accepted.map { system.specs[$0.index] }
                try IncrementalProperties.expectMatchesFreshSolve(system, specs, solver, variables, "seed \(seed) step \(step)")
            }
        }
    }
}

@Suite struct TrySetConstants {
    /// Without a snapshot: success lands where a fresh solve lands; failure reverts to the old
    /// constants with an optimal solution of the old system.
    @Test func matchesFreshSolvesOrReverts() throws {
        var reverted = 0
        for seed in UInt64(5000)...5300 {
            var system = RandomSystem(seed: seed)
            var random = SplitMix64(seed: seed)
            var (solver, variables, accepted) = system.loaded()
            let eligible = accepted.filter { !(system.specs[$0.index].priority >= 1000 && system.specs[$0.index].relation == .equal) }
            for step in 0..<4 {
                var changes: [(id: ConstraintID, constant: Double)] = []
                var proposed = system
                for pick in eligible.shuffled(using: &random).prefix(3) {
                    let constant = Double(Int.random(in: -60...60, using: &random))
                    changes.append((pick.id, constant))
                    proposed.specs[pick.index].constant = constant
                }
                let applied = try solver.trySetConstants(changes)
                if applied { system = proposed } else { reverted += 1 }
                let specs = accepted.map { system.specs[$0.index] }
                for (pick, spec) in zip(accepted, specs) { #expect(solver.constraint(pick.id)?.expression.constant == spec.constant) }
                try IncrementalProperties.expectMatchesFreshSolve(system, specs, solver, variables, "seed \(seed) step \(step) applied \(applied)")
            }
        }
        #expect(reverted > 10, "too few conflicting changes to test the revert path: \(reverted)")
    }
}
