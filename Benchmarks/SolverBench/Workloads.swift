import AutocellSolver

/// The solver workloads W1–W4, constraint for constraint and in the same order as the
/// project's benchmark definition, so that checksums and pivot counts are comparable with kiwi.
/// Each returns the checksum; `Stopwatch` brackets the timed region.
enum Workloads {
    static let low: Priority = 250
    static let high: Priority = 750
    static let edit: Priority = 999

    struct Chain {
        var containerLeft: Variable
        var containerWidth: Variable
        var lefts: [Variable]
        var widths: [Variable]
        var preferences: [ConstraintID]
        /// c.left, c.width, b[0].left, b[0].width, b[1].left, …
        var all: [Variable]
    }

    /// W1's system: a container and `n` boxes in a row that cannot fit.
    static func buildChain(_ solver: inout Solver, n: Int, containerWidth: Double?) throws -> Chain {
        let cl = solver.makeVariable("c.left"), cw = solver.makeVariable("c.width")
        var lefts: [Variable] = [], widths: [Variable] = [], preferences: [ConstraintID] = []
        lefts.reserveCapacity(n); widths.reserveCapacity(n); preferences.reserveCapacity(n)
        try solver.add(Constraint(LinearExpression(cl), .equal))
        if let containerWidth { try solver.add(Constraint(cw - containerWidth, .equal)) }
        for i in 0..<n {
            let left = solver.makeVariable(), width = solver.makeVariable()
            if i == 0 {
                try solver.add(Constraint(left - cl - 8, .equal))
            } else {
                try solver.add(Constraint(left - (lefts[i - 1] + widths[i - 1]) - 8, .equal))
            }
            try solver.add(Constraint(width - 10, .greaterThanOrEqual))
            preferences.append(try solver.add(Constraint(width - 50, .equal, priority: low)))
            lefts.append(left); widths.append(width)
        }
        try solver.add(Constraint((cl + cw) - (lefts[n - 1] + widths[n - 1]) - 8, .equal, priority: high))
        var all = [cl, cw]
        for i in 0..<n { all.append(lefts[i]); all.append(widths[i]) }
        return Chain(containerLeft: cl, containerWidth: cw, lefts: lefts, widths: widths, preferences: preferences, all: all)
    }

    static func sum(_ solution: Solution, _ variables: [Variable]) -> Double {
        var total = 0.0
        for variable in variables { total += solution[variable] }
        return total
    }

    static func chain(n: Int, clock: inout Stopwatch) throws -> Double {
        clock.start()
        var solver = Solver()
        let chain = try buildChain(&solver, n: n, containerWidth: 1000)
        let checksum = sum(solver.solution(), chain.all)
        clock.stop()
        return checksum
    }

    struct Cell {
        var views: [[Variable]]
        var all: [Variable]
        var contentWidth: Variable { views[0][2] }
        var contentHeight: Variable { views[0][3] }
        var dateWidth: Variable { views[5][2] }
    }

    /// W2's feed cell: eight views, 40 constraints (39 when the width is an edit variable).
    static func buildCell(_ solver: inout Solver, summaryHeight hS: Double, fixedWidth: Bool) throws -> Cell {
        var views: [[Variable]] = []
        views.reserveCapacity(8)
        for _ in 0..<8 { views.append([solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable()]) }
        let (cv, av, nm, sm, im, dt, ht, lk) = (views[0], views[1], views[2], views[3], views[4], views[5], views[6], views[7])
        let (x, y, w, h) = (0, 1, 2, 3)
        func add(_ constraint: Constraint, _ priority: Priority = .required) throws {
            try solver.add(constraint.priority(priority))
        }
        try add(cv[x] == 0)
        try add(cv[y] == 0)
        if fixedWidth { try add(cv[w] == 375) }
        try add(av[x] == cv[x] + 10)
        try add(av[y] == cv[y] + 10)
        try add(av[w] == 50)
        try add(av[h] == 50)
        try add(nm[x] == av[x] + av[w] + 10)
        try add(nm[y] == av[y])
        try add(nm[h] == 20)
        try add(cv[x] + cv[w] - 10 >= nm[x] + nm[w])
        try add(nm[w] >= 120, high)
        try add(nm[w] <= 120, low)
        try add(sm[x] == cv[x] + 10)
        try add(sm[y] == av[y] + av[h] + 10)
        try add(sm[x] + sm[w] == cv[x] + cv[w] - 10)
        try add(sm[h] >= hS, high)
        try add(sm[h] <= hS, low)
        try add(im[x] == cv[x] + 10)
        try add(im[y] == sm[y] + sm[h] + 10)
        try add(im[x] + im[w] == cv[x] + cv[w] - 10)
        try add(im[h] <= 200)
        try add(im[h] == 0.75 * im[w], high)
        try add(dt[x] == cv[x] + 10)
        try add(dt[y] == im[y] + im[h] + 10)
        try add(dt[h] == 16)
        try add(ht[x] == dt[x] + dt[w] + 8)
        try add(ht[y] == dt[y])
        try add(ht[h] == 16)
        try add(lk[x] == ht[x] + ht[w] + 8)
        try add(lk[y] == dt[y])
        try add(lk[h] == 16)
        try add(cv[x] + cv[w] - 10 >= lk[x] + lk[w])
        try add(dt[w] >= 150, low)
        try add(dt[w] <= 150, low)
        try add(ht[w] >= 120, high)
        try add(ht[w] <= 120, low)
        try add(lk[w] >= 110)
        try add(lk[w] <= 110, low)
        try add(cv[y] + cv[h] == dt[y] + dt[h] + 10)
        return Cell(views: views, all: views.flatMap { $0 })
    }

    static func cells(m: Int, clock: inout Stopwatch) throws -> Double {
        clock.start()
        var total = 0.0
        for index in 0..<m {
            var solver = Solver()
            let cell = try buildCell(&solver, summaryHeight: 20 * Double(1 + index % 5), fixedWidth: true)
            let solution = solver.solution()
            _ = sum(solution, cell.all)
            total += solution[cell.contentHeight]
        }
        clock.stop()
        return total
    }

    static func resizeChain(ramp: Bool, clock: inout Stopwatch) throws -> Double {
        var solver = Solver()
        let chain = try buildChain(&solver, n: 1000, containerWidth: nil)
        try solver.addEditVariable(chain.containerWidth, priority: edit)
        try solver.suggestValue(chain.containerWidth, ramp ? 30_000 : 1000)
        _ = solver.solution()
        let last = chain.lefts.count - 1
        clock.start()
        var total = 0.0
        for k in 0..<1000 {
            let width = ramp ? 30_000 + 20 * Double(k % 500) : 1000 + Double(k % 500)
            try solver.suggestValue(chain.containerWidth, width)
            let solution = solver.solution()
            _ = sum(solution, chain.all)
            total += solution[chain.lefts[last]] + solution[chain.widths[last]]
        }
        clock.stop()
        return total
    }

    static func resizeCell(clock: inout Stopwatch) throws -> Double {
        var solver = Solver()
        let cell = try buildCell(&solver, summaryHeight: 60, fixedWidth: false)
        try solver.addEditVariable(cell.contentWidth, priority: edit)
        try solver.suggestValue(cell.contentWidth, 320)
        _ = solver.solution()
        clock.start()
        var total = 0.0
        for k in 0..<1000 {
            try solver.suggestValue(cell.contentWidth, 320 + Double(k % 109))
            let solution = solver.solution()
            _ = sum(solution, cell.all)
            total += solution[cell.dateWidth]
        }
        clock.stop()
        return total
    }

    static func churn(clock: inout Stopwatch) throws -> Double {
        var solver = Solver()
        let chain = try buildChain(&solver, n: 1000, containerWidth: 1000)
        _ = solver.solution()
        clock.start()
        var total = 0.0
        for round in 0..<100 {
            let boxes = stride(from: round % 10, to: 1000, by: 10)
            for i in boxes { try solver.remove(chain.preferences[i]) }
            for i in boxes { try solver.activate(chain.preferences[i]) }
            total += sum(solver.solution(), chain.all)
        }
        clock.stop()
        return total
    }
}
