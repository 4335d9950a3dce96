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
        return result
    }

    private struct Tie: Hashable {
        var priority: Priority
        var hugging: Bool
    }
}
