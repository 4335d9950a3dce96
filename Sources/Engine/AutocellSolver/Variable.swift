/// A value the solver computes. Made by `Solver.makeVariable(_:)`; only meaningful in that solver
/// (and in copies of it), where it is a small integer id.
public struct Variable: Hashable, Comparable, Sendable {
    public let id: Int32

    init(id: Int32) { self.id = id }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }
}
