/// The known name closest to a misspelt one, for "did you mean" hints: within an edit distance
/// of a third of its length (at least 1, at most 3), ties going to the earlier name.
public func closestName(to name: String, in candidates: [String]) -> String? {
    let limit = min(3, max(1, name.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(name, candidate)
        if distance <= limit && distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best?.name
}

/// Edits between two names, case aside: insertions, deletions, substitutions, and two
/// neighbouring letters swapped counted as one (the optimal string alignment distance), the
/// commonest typo: `titel` is one edit from `title` (issue 49: as two it got no suggestion).
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}

/// " (did you mean 'x'?)" or nothing: the one wording of every suggestion Autocell makes.
public func didYouMean(_ name: String, in candidates: [String]) -> String {
    closestName(to: name, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
}
