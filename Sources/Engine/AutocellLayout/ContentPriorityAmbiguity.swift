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
                let tie = AmbiguousView.Tie(views: entries.map { ambiguous[$0].view }, priority: key.priority, hugging: key.hugging)
                for entry in entries {
                    result[entry].reason = .contentPriority
                    result[entry].tie = tie
                }
            }
        }
        return result
    }

    private struct Tie: Hashable {
        var priority: Priority
        var hugging: Bool
    }
}
