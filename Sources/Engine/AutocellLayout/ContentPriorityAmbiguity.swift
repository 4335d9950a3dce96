import AutocellSolver
/// Interface Builder's "content priority ambiguity": views whose size is ambiguous on an axis
/// because, with an intrinsic size each, they share the slack at the same hugging priority (all
/// stretched past their intrinsic size) or the shortfall at the same compression resistance
/// (all squeezed below it). Which of them grows or gives way is then not decided: UIKit picks
/// one its own way, and Interface Builder asks for one priority to differ.
enum ContentPriorityAmbiguity {
    /// `ambiguous` with such views' entries turned into `.contentPriority` with their tie.
    static func classify(
        _ ambiguous: [AmbiguousView], views: [ViewLayout], specs: [ViewSpec], intrinsic: (Int, Axis) -> Double?
    ) -> [AmbiguousView] {
        guard ambiguous.count >= 2 else { return ambiguous }
        var position: [String: Int] = [:]
        for (index, spec) in specs.enumerated() { position[spec.name] = index }
        var result = ambiguous
        for axis in Axis.allCases {
            // Views whose size is ambiguous on this axis and that have an intrinsic size there,
            // with how far their size is from it now (one of them took the slack, say).
            var candidates: [(entry: Int, index: Int, excess: Double)] = []
            for (entry, item) in ambiguous.enumerated() where item.axis == axis && item.reason == .size {
                guard let index = position[item.view], index < views.count, let natural = intrinsic(index, axis) else { continue }
                let size = axis == .horizontal ? views[index].frame.width : views[index].frame.height
                candidates.append((entry, index, size - natural))
            }
            // Slack to share: those not squeezed tie by hugging; a shortfall: those not
            // stretched tie by compression resistance.
            var groups: [Tie: [Int]] = [:]
            if candidates.contains(where: { $0.excess > 1e-6 }) {
                for candidate in candidates where candidate.excess > -1e-6 {
                    groups[Tie(priority: specs[candidate.index].hugging[axis], hugging: true), default: []].append(candidate.entry)
                }
            }
            if candidates.contains(where: { $0.excess < -1e-6 }) {
                for candidate in candidates where candidate.excess < 1e-6 {
                    groups[Tie(priority: specs[candidate.index].compressionResistance[axis], hugging: false), default: []].append(candidate.entry)
                }
            }
            for (key, entries) in groups where entries.count >= 2 {
                var ordered = entries
                if !key.hugging {
                    // Squeezed: the view that must not shrink comes first, to be raised — an
                    // image, else the one of least natural size (a chevron, a short label); the
                    // larger text gives way and truncates rather than leaving the small one at 0.
                    func rank(_ entry: Int) -> (Int, Double) {
                        guard let index = position[ambiguous[entry].view] else { return (1, .infinity) }
                        let isImage: Bool
                        if case .image = specs[index].kind { isImage = true } else { isImage = false }
                        return (isImage ? 0 : 1, intrinsic(index, axis) ?? .infinity)
                    }
                    ordered = entries.sorted { rank($0) < rank($1) }
                }
                let tie = AmbiguousView.Tie(views: ordered.map { ambiguous[$0].view }, priority: key.priority, hugging: key.hugging)
                for entry in entries {
                    result[entry].reason = .contentPriority
                    result[entry].tie = tie
                }
            }
        }
        // Who moved: the solver's pick among the tied views.
        return movedAgain(result, views: views, specs: specs, intrinsic: intrinsic)
    }

    /// Which views could tie in a row laid out without the ambiguity check (painting, heights):
    /// on an axis, two or more views with an intrinsic size there at the same compression
    /// resistance, one of them squeezed below its size by a pixel or more (or at the same
    /// hugging, one stretched past it), the priority below required. Nil for nearly every row:
    /// then no content priority can tie, and the costlier check (`classify` over the solver's
    /// ambiguity) need not run. Equal values mean the same suspicion, so one check serves every
    /// row that raises it.
    static func suspect(views: [ViewLayout], specs: [ViewSpec], pixel: Double, intrinsic: (Int, Axis) -> Double?) -> [Int]? {
        var key: [Int] = []
        for axis in Axis.allCases {
            var squeezed: [Int] = [], stretched: [Int] = []
            var compression: [Priority: Int] = [:], hugging: [Priority: Int] = [:]
            for index in specs.indices where index < views.count && views[index].hidden != true {
                guard let natural = intrinsic(index, axis) else { continue }
                compression[specs[index].compressionResistance[axis], default: 0] += 1
                hugging[specs[index].hugging[axis], default: 0] += 1
                let size = axis == .horizontal ? views[index].frame.width : views[index].frame.height
                if size - natural <= -pixel, specs[index].compressionResistance[axis] < .required {
                    squeezed.append(index)
                } else if size - natural >= pixel, specs[index].hugging[axis] < .required {
                    stretched.append(index)
                }
            }
            let squeezedTie = squeezed.filter { (compression[specs[$0].compressionResistance[axis]] ?? 0) >= 2 }
            let stretchedTie = stretched.filter { (hugging[specs[$0].hugging[axis]] ?? 0) >= 2 }
            guard !squeezedTie.isEmpty || !stretchedTie.isEmpty else { continue }
            // The axis, then who was squeezed and who stretched, each list ended by -1.
            key.append(axis == .horizontal ? -2 : -3)
            key += squeezedTie + [-1] + stretchedTie + [-1]
        }
        return key.isEmpty ? nil : key
    }

    /// `ties` (`.contentPriority` entries) with who moved read from this layout's frames.
    static func movedAgain(_ ties: [AmbiguousView], views: [ViewLayout], specs: [ViewSpec], intrinsic: (Int, Axis) -> Double?) -> [AmbiguousView] {
        ties.map { item in
            guard var tie = item.tie else { return item }
            tie.moved = tie.views.filter { name in
                guard let index = specs.firstIndex(where: { $0.name == name }), index < views.count, let natural = intrinsic(index, item.axis) else { return false }
                let size = item.axis == .horizontal ? views[index].frame.width : views[index].frame.height
                return tie.hugging ? size - natural > 1e-6 : natural - size > 1e-6
            }
            var moved = item
            moved.tie = tie
            return moved
        }
    }

    /// One sentence per tie in `ambiguous` (`.contentPriority` entries): the views, who gave
    /// way (or grew) here, that iOS may pick another, and Interface Builder's fix.
    static func notices(_ ambiguous: [AmbiguousView], template: String) -> [String] {
        var seen: Set<AmbiguousView.Tie> = []
        var messages: [String] = []
        for item in ambiguous where item.reason == .contentPriority {
            guard let tie = item.tie, seen.insert(tie).inserted else { continue }
            messages.append("template '\(template)': \(tie.notice(axis: item.axis, names: tie.views, fix: tie.fix))")
        }
        return messages
    }

    private struct Tie: Hashable {
        var priority: Priority
        var hugging: Bool
    }
}
