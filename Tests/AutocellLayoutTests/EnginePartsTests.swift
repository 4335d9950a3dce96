@testable import AutocellLayout
@testable import AutocellText
import Testing
import AutocellSolver

/// The layout engine's parts, each alone: the held copy, the row solver's recovery from a
/// required constraint that no longer fits, and the system built from a template.
@Suite struct EngineParts {
    /// `x >= 10`, `x <= H` (required), `x == 0 @50`: a solver whose row "holds" at H.
    static func heldSolver() throws -> (Solver, ConstraintID, Variable) {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 10)
        let ceiling = try solver.add(x <= 100)
        try solver.add((x == 0).priority(.fittingSizeLevel))
        return (solver, ceiling, x)
    }

    @Test func theHeldCopyReplaysChangesMadeSince() throws {
        let (solver, ceiling, x) = try Self.heldSolver()
        var held = HeldRow()
        held.keep(solver)
        #expect(held.matches(revision: solver.revision))
        held.noteApplied([(ceiling, -50)])
        var failure: (any Error)?
        let replayed = try #require(held.takeReplayed(with: [(ceiling, -40)]) { failure = $0 })
        #expect(failure == nil)
        #expect(replayed.values(of: [x]) == [10])
        #expect(held.copy == nil, "taken out until kept again")
    }

    @Test func pastTheReplayLimitTheCopyIsDropped() throws {
        let (solver, ceiling, _) = try Self.heldSolver()
        var held = HeldRow()
        held.keep(solver)
        for _ in 0...HeldRow.replayLimit { held.noteApplied([(ceiling, -50)]) }
        #expect(held.copy == nil)
        #expect(!held.matches(revision: solver.revision))
    }

    @Test func anotherRevisionIsNotMatched() throws {
        var (solver, _, x) = try Self.heldSolver()
        var held = HeldRow()
        held.keep(solver)
        try solver.add((x == 20).priority(1))
        #expect(!held.matches(revision: solver.revision))
    }

    /// A required constraint moved to where it no longer fits is taken out, set, and put back
    /// through the path that breaks conflicts; the conflict comes back typed.
    @Test func aRequiredConstantThatNoLongerFitsIsRecoveredAndReported() throws {
        let template = CellTemplate(
            name: "t", views: [ViewSpec(name: "box")],
            constraints: [
                LayoutConstraint(Anchor("box", .top), .equal, Anchor("contentView", .top)),
                LayoutConstraint(Anchor("box", .bottom), .equal, Anchor("contentView", .bottom)),
                LayoutConstraint(Anchor("box", .height), .equal, constant: 100),
            ])
        var rows = RowSolver()
        let system = try CellSystem(template: template, measurer: try TextMeasurer(), into: &rows.solver)
        rows.reporter = system.reporter
        #expect(system.templateConstraints.count == 3)
        #expect(system.intrinsic.allSatisfy { $0 == nil }, "a plain view has no intrinsic size")
        rows.queue(system.heightFloor, -50)
        rows.queue(system.heightCeiling, -50)
        let conflicts = rows.applyPending()
        #expect(rows.internalError == nil)
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.members.map(\.kind).contains(.declared(index: 2)) == true)
        #expect(conflicts.first?.members.map(\.kind).contains(.encapsulatedHeight) == true)
        #expect(rows.solver.values(of: [system.height]) == [50])
    }
}
