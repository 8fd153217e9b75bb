import SwiftSyntax

/// An error found while evaluating: the message and the syntax it is about, so the diagnostic's column points at
/// the offending sub-expression. Errors raised below the evaluator (in the catalog) carry no position yet; the
/// evaluator gives them the position of the call that raised them.
struct ScriptError: Error, Sendable {
    var message: String
    var place: SourcePlace?
    /// Where the pasted functions the error happened in were called, innermost first.
    var callSites: [SourcePlace] = []
    /// The error value the pasted code threw (`throw ParseError.missingField`), which `try?` and `catch` handle;
    /// nil for an error of the input or of layoutrepl's limits, which nothing in the code can catch.
    var thrown: ScriptValue?

    init(_ message: String) {
        self.message = message
    }

    init(_ message: String, at node: some SyntaxProtocol) {
        self.message = message
        self.place = SourcePlace(node)
    }

    /// The same error, located at `node` unless it already has a place.
    func located(at node: some SyntaxProtocol) -> ScriptError {
        var located = self
        if located.place == nil { located.place = SourcePlace(node) }
        return located
    }
}

/// Where a piece of syntax starts, and the tree it was parsed in: a function called now may have been typed in an
/// earlier shell entry, whose text and lines are not the running entry's.
struct SourcePlace: Hashable, Sendable {
    var position: AbsolutePosition
    var tree: Syntax

    init(_ node: some SyntaxProtocol) {
        position = node.positionAfterSkippingLeadingTrivia
        tree = Syntax(node).root
    }
}

/// Whether `name` is likely a slip of one of the candidates, not a name of its own: a candidate that adds a word of
/// four letters or more to it (`localized` beside `localizedCompare`, an app's extension beside Foundation's method)
/// does not count, as apps name their own extensions that way; one that completes a word (`flexGr` for `flexGrow`)
/// or adds a short one (`offset` for `offsetBy`) does.
public func isLikelySlip(_ name: String, of candidates: [String]) -> Bool {
    let addsWords = { (candidate: String) -> Bool in
        guard candidate.count >= name.count + 4, candidate.hasPrefix(name) else { return false }
        return candidate[candidate.index(candidate.startIndex, offsetBy: name.count)].isUppercase
    }
    return closestName(to: name, in: candidates.filter { !addsWords($0) }) != nil
}

/// The closest candidate to `name` by edit distance, if it is close enough to be a likely typo; with
/// `abbreviations`, also a longer name it abbreviates (a suggestion worth showing, too far to call a typo).
public func closestName(to name: String, in candidates: [String], abbreviations: Bool = true) -> String? {
    guard let first = name.first, first.isLetter || first == "_" else { return nil }
    // Suggesting the very name that was not found helps nobody (it exists, but not where it was used).
    let candidates = candidates.filter { $0 != name }
    let lowered = name.lowercased()
    let extensions = candidates.filter { lowered.count >= 3 && $0.lowercased().hasPrefix(lowered) }
    if let shortest = extensions.min(by: { $0.count < $1.count }) { return shortest }
    // Names whose lengths differ by more than a third cannot be close; skipping them keeps this cheap.
    let plausible = candidates.filter { abs($0.count - name.count) <= Swift.max(2, name.count / 3) }
    let scored = plausible.map { ($0, editDistance(lowered, $0.lowercased())) }
    if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= Swift.max(1, Swift.min(name.count, best.0.count) / 3) {
        return best.0
    }
    // An abbreviation (`ASStackSpec` for `ASStackLayoutSpec`) is far by edit distance but clearly meant.
    // It starts as the name does and is not much longer: `model` is no abbreviation of
    // `ASImageNodeTintColorModificationBlock`.
    guard abbreviations, lowered.count >= 4 else { return nil }
    return candidates.filter { candidate in
        candidate.count <= 2 * name.count && candidate.first?.lowercased() == name.first?.lowercased()
            && isAbbreviation(lowered, of: candidate)
    }.min { $0.count < $1.count }
}

/// Whether `short` (lowercased) is `long` with pieces left out: it is made of runs of `long`'s characters, in order,
/// each starting one of `long`'s words (its start, a capital, after `_`) or at least three characters long. So
/// `stackspec` abbreviates `ASStackLayoutSpec`, but `clear` is no abbreviation of `Calendar`, although its letters
/// appear there in order.
private func isAbbreviation(_ short: String, of long: String) -> Bool {
    let short = Array(short), original = Array(long), lowered = Array(long.lowercased())
    guard original.count == lowered.count else { return false }
    var matched = 0, position = 0
    while matched < short.count {
        // The longest run of what is left of `short` that `long` holds from `position` on, the earliest of equals.
        var best: (start: Int, length: Int)?
        for start in position..<lowered.count {
            var length = 0
            while matched + length < short.count, start + length < lowered.count,
                  lowered[start + length] == short[matched + length] {
                length += 1
            }
            if length > (best?.length ?? 0) { best = (start, length) }
        }
        guard let run = best else { return false }
        let startsWord = run.start == 0 || original[run.start].isUppercase || original[run.start - 1] == "_"
        guard startsWord || run.length >= 3 else { return false }
        matched += run.length
        position = run.start + run.length
    }
    return true
}

/// A name that starts two or three candidates (`.baseline` of `baselineFirst` and `baselineLast`) gets them all: the
/// closest by edit distance would be one of them by chance.
public func didYouMean(_ name: String, in candidates: [String]) -> String {
    let longer = candidates.filter { $0.count > name.count && $0.hasPrefix(name) }
    if name.count >= 4, (2...3).contains(longer.count) {
        let quoted = longer.map { "'\($0)'" }
        return "; did you mean " + quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1] + "?"
    }
    return closestName(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
}

/// Edit distance between two strings, by characters, where swapping two neighbours counts as one edit (`titel`
/// is one slip away from `title`, not two). Inputs are names, so the quadratic cost is small; very long inputs
/// are cut off so that a pasted blob cannot make it slow.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.prefix(64)), b = Array(b.prefix(64))
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious: [Int] = []
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        beforePrevious = previous
        previous = current
    }
    return previous[b.count]
}
