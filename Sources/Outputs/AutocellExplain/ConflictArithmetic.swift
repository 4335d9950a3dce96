import AutocellLayout
import AutocellSolver
import AutocellSource

/// A conflict said as arithmetic on its chain, with the numbers of its constraints:
/// `8 + 50 + 8 + 8 = 74 > 66`, or `16 + 16 + label.width = 32 or more > 0`.
///
/// An irreducible set of linear constraints that cannot hold has, by Farkas' lemma, one way
/// (up to scale) to add its members up so that every variable cancels and the constants
/// contradict: `y` with `Aᵀy = 0`, `y ≥ 0` on the inequalities (each written as `≤`) and
/// `y·c < 0`. That sum is the arithmetic an engineer does by hand. Each view's frame is a
/// position and a size per axis (left = x, right = x + width, center = x + width / 2); a
/// member the arithmetic cannot write that way (a baseline, an intrinsic size, a guide whose
/// margins are not constraints) leaves the conflict without arithmetic.
public struct ConflictArithmetic: Hashable, Sendable {
    /// One number of the sum and the member it comes from.
    public struct Term: Hashable, Sendable {
        public var value: Double
        public var member: String
    }

    /// What the chain needs (each term's size) and what holds it (the space it has).
    public var needed: [Term]
    public var available: [Term]
    /// Sizes that cannot be negative and take part with no number of their own (`label.width`).
    public var atLeastZero: [String]
    /// Whether every member is an equality (the sums must then be equal, not merely ordered).
    public var equalitiesOnly: Bool

    public var neededTotal: Double { needed.map(\.value).reduce(0, +) }
    public var availableTotal: Double { available.map(\.value).reduce(0, +) }

    /// `8 + 50 + 8 + 8 = 74 > 66`: the needed terms (and sizes at least 0), their total, and
    /// the space they have.
    public var sentence: String {
        // Points to a thousandth: what a log's constants carry, without a sum's float noise.
        func shown(_ value: Double) -> String { numberText((value * 1000).rounded() / 1000) }
        // One size left that cannot be negative: solved for, `view.height = 0 - 0.5 = -0.5 < 0`.
        if atLeastZero.count == 1, let size = atLeastZero.first {
            let value = availableTotal - neededTotal
            let space = available.isEmpty ? "" : available.map { shown($0.value) }.joined(separator: " + ")
            let taken = needed.count > 1 ? "(\(needed.map { shown($0.value) }.joined(separator: " + ")))" : needed.first.map { shown($0.value) } ?? "0"
            let expression = space.isEmpty ? "-\(taken)" : "\(available.count > 1 ? "(\(space))" : space) - \(taken)"
            let simple = space.isEmpty && needed.count == 1
            return "\(size) = \(simple ? shown(value) : "\(expression) = \(shown(value))") < 0, and a size cannot be negative"
        }
        let parts = needed.map { shown($0.value) } + atLeastZero
        let left = parts.isEmpty ? "0" : parts.joined(separator: " + ")
        let total = shown(neededTotal) + (atLeastZero.isEmpty ? "" : " or more")
        let space = available.count > 1 ? "\(available.map { shown($0.value) }.joined(separator: " + ")) = \(shown(availableTotal))" : shown(availableTotal)
        let relation = equalitiesOnly && atLeastZero.isEmpty ? "≠" : ">"
        let head = parts.count > 1 || !atLeastZero.isEmpty ? "\(left) = \(total)" : total
        return "\(head) \(relation) \(space)"
    }

    /// The arithmetic of `members` (nil when a member cannot be written as a sum of frame
    /// variables, or no contradiction comes out). `rightToLeft` places leading on the right.
    public static func of(_ members: [ConflictMember], rightToLeft: Bool = false) -> ConflictArithmetic? {
        var rows: [(coefficients: [Int: Double], relation: Relation, constant: Double, text: String, zeroFloor: String?)] = []
        var variables: [String: Int] = [:]
        func variable(_ name: String) -> Int {
            if let known = variables[name] { return known }
            variables[name] = variables.count
            return variables.count - 1
        }
        // An anchor as position and size variables of its view on its axis.
        func expression(_ anchor: Anchor) -> [Int: Double]? {
            let horizontal = anchor.attribute.axis == .horizontal
            let position = variable("\(anchor.view).\(horizontal ? "x" : "y")")
            let size = variable("\(anchor.view).\(horizontal ? "width" : "height")")
            var attribute = anchor.attribute
            if attribute == .leading { attribute = rightToLeft ? .right : .left }
            if attribute == .trailing { attribute = rightToLeft ? .left : .right }
            switch attribute {
            case .left, .top: return [position: 1]
            case .right, .bottom: return [position: 1, size: 1]
            case .centerX, .centerY: return [position: 1, size: 0.5]
            case .width, .height: return [size: 1]
            case .leading, .trailing, .firstBaseline, .lastBaseline: return nil
            }
        }
        for member in members {
            var constraint: LayoutConstraint
            var floor: String?
            switch member.kind {
            case .implicit(let view, let axis):
                let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
                constraint = LayoutConstraint(Anchor(view, attribute), .greaterThanOrEqual, constant: 0)
                floor = "\(view).\(attribute.rawValue)"
            case .intrinsic, .layoutGuide, .other:
                return nil
            case .declared, .encapsulatedWidth, .encapsulatedHeight, .stackView:
                guard let declared = member.constraint else { return nil }
                constraint = declared
            }
            // first - multiplier × second  (relation)  constant
            guard var coefficients = expression(constraint.first) else { return nil }
            if let second = constraint.second {
                guard let other = expression(second) else { return nil }
                for (index, value) in other { coefficients[index, default: 0] -= constraint.multiplier * value }
            }
            rows.append((coefficients, constraint.relation, constraint.constant, member.text, floor))
        }
        let count = rows.count, width = variables.count
        guard count >= 2 else { return nil }
        // Each row as `r·v ≤ c` (a `≥` negated) or `r·v = c`: Aᵀ is width × count.
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: count), count: width)
        var constants = [Double](repeating: 0, count: count)
        for (column, row) in rows.enumerated() {
            let sign: Double = row.relation == .greaterThanOrEqual ? -1 : 1
            for (index, value) in row.coefficients { matrix[index][column] = sign * value }
            constants[column] = sign * row.constant
        }
        guard var y = nullVector(matrix, columns: count) else { return nil }
        // Inequalities need y ≥ 0 (one sign for all of them); then y·c must be negative.
        let inequalities = rows.indices.filter { rows[$0].relation != .equal }
        if inequalities.contains(where: { y[$0] < -1e-9 }) { y = y.map { -$0 } }
        if inequalities.contains(where: { y[$0] < -1e-9 }) { return nil }
        var total = zip(y, constants).map(*).reduce(0, +)
        if inequalities.isEmpty && total > 0 {
            y = y.map { -$0 }
            total = -total
        }
        guard total < -1e-9 else { return nil }
        // Scaled so that as many of the members with a number as can be are added once, as
        // written: a plain chain adds its constants as they are, and a centre pinned against
        // both edges reads `20 ≠ 0` for its 20 pt offset, not `40 ≠ 0` (a centre is half a
        // size past its edge, which doubles its weight against the edges'). Ties keep the
        // largest weight at 1 (a number halved, `486.912 ≠ 368` for a centre against a 736 pt
        // height, reads more easily than one doubled).
        let numbered = rows.indices.filter { abs(rows[$0].constant) > 1e-9 && abs(y[$0]) > 1e-9 }
        let weights = y.map(abs).filter { $0 > 1e-9 }
        func asWritten(_ scale: Double) -> Int { numbered.filter { abs(abs(y[$0]) / scale - 1) < 1e-9 }.count }
        let unit = weights.sorted(by: >).max { asWritten($0) < asWritten($1) } ?? 1
        var needed: [Term] = [], available: [Term] = [], floors: [String] = []
        for (index, row) in rows.enumerated() where abs(y[index]) > 1e-9 {
            let term = y[index] / unit * constants[index]
            if let floor = row.zeroFloor { floors.append(floor); continue }
            if term < -1e-9 { needed.append(Term(value: -term, member: row.text)) }
            if term > 1e-9 { available.append(Term(value: term, member: row.text)) }
        }
        guard !needed.isEmpty || !floors.isEmpty else { return nil }
        // Equalities only: the chain (the side with more terms) is said first, `100 + 200 = 300 ≠ 844`.
        if inequalities.isEmpty && floors.isEmpty && available.count > needed.count { swap(&needed, &available) }
        return ConflictArithmetic(needed: needed, available: available, atLeastZero: floors, equalitiesOnly: inequalities.isEmpty)
    }

    /// A non-zero vector `y` with `matrix · y = 0` (`matrix` has `columns` columns), by
    /// Gaussian elimination; nil when only zero solves it.
    static func nullVector(_ matrix: [[Double]], columns: Int) -> [Double]? {
        var rows = matrix
        var pivotColumns: [Int] = []
        var rank = 0
        for column in 0..<columns where rank < rows.count {
            guard let pivot = (rank..<rows.count).max(by: { abs(rows[$0][column]) < abs(rows[$1][column]) }),
                  abs(rows[pivot][column]) > 1e-9 else { continue }
            rows.swapAt(rank, pivot)
            let lead = rows[rank][column]
            rows[rank] = rows[rank].map { $0 / lead }
            for other in rows.indices where other != rank && abs(rows[other][column]) > 1e-12 {
                let factor = rows[other][column]
                for index in 0..<columns { rows[other][index] -= factor * rows[rank][index] }
            }
            pivotColumns.append(column)
            rank += 1
        }
        guard let free = (0..<columns).first(where: { !pivotColumns.contains($0) }) else { return nil }
        var y = [Double](repeating: 0, count: columns)
        y[free] = 1
        for (row, column) in pivotColumns.enumerated() { y[column] = -rows[row][free] }
        return y
    }
}
