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

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// " (did you mean 'x'?)" or nothing: the one wording of every suggestion Autocell makes.
public func didYouMean(_ name: String, in candidates: [String]) -> String {
    closestName(to: name, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
}
