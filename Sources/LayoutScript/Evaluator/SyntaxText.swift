import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without the trivia before its first token and after its last: what swift-syntax's
    /// `trimmedDescription` gives, cut out of `description` instead of building a trimmed copy of the tree first
    /// (that copy was a quarter of the time in a profile of many nested pasted calls; BENCHMARKS.md).
    var trimmedText: String {
        let text = description
        let utf8 = text.utf8
        let leading = min(leadingTriviaLength.utf8Length, utf8.count)
        let trailing = min(trailingTriviaLength.utf8Length, utf8.count - leading)
        let start = utf8.index(utf8.startIndex, offsetBy: leading)
        let end = utf8.index(utf8.endIndex, offsetBy: -trailing)
        return String(text[start..<end])
    }
}
