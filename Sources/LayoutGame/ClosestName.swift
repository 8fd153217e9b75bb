/// The candidate closest to `name` by edit distance (case-insensitive), if it is close enough to be a likely typo:
/// at most half of the longer name's letters differ. Drives the "did you mean" of every unknown-name message.
func closestName(to name: String, in candidates: [String]) -> String? {
    let target = Array(name.lowercased())
    let scored = candidates.map { candidate in
        (candidate, editDistance(target, Array(candidate.lowercased())))
    }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let limit = max(1, max(target.count, best.0.count) / 2)
    return best.1 <= limit ? best.0 : nil
}

/// " did you mean 'x'?" or nothing, for appending to a message.
func didYouMean(_ name: String, in candidates: [String]) -> String {
    closestName(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
}

/// Levenshtein distance with one rolling row.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
        var current = [i + 1]
        current.reserveCapacity(b.count + 1)
        for (j, cb) in b.enumerated() {
            let substitution = previous[j] + (ca == cb ? 0 : 1)
            current.append(min(substitution, previous[j + 1] + 1, current[j] + 1))
        }
        previous = current
    }
    return previous[b.count]
}
