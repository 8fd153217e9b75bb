import SwiftParser
import SwiftSyntax

/// One token of Swift source, as much as the checker and the validator need to tell a property access from an
/// argument label: names, single punctuation characters and literals. Comments and whitespace are dropped.
enum CodeToken: Hashable, Sendable {
    case identifier(String)
    /// One character of punctuation or an operator: `.`, `:`, `,`, `(`, `)`, `[`, `]`, `=`…
    case punctuation(Character)
    /// A number literal as written (`0`, `0.5`, `1_000`).
    case number(String)
    /// A string literal; its text never counts as code.
    case string

    var identifier: String? {
        if case .identifier(let name) = self { return name }
        return nil
    }
}

/// The tokens of Swift source in order, outside comments, as Swift's own parser reads them: `stack.justifyContent =
/// .end` gives `stack`, `.`, `justifyContent`, `=`, `.`, `end`. Keywords count as names, backticks are dropped
/// (`` .`default` `` is `.`, `default`), operators come one character at a time, and a string literal is one
/// `.string` while the code inside its interpolations is read as code.
func codeTokens(in source: String) -> [CodeToken] {
    var tokens: [CodeToken] = []
    for token in Parser.parse(source: source).tokens(viewMode: .sourceAccurate) {
        switch token.tokenKind {
        case .identifier, .keyword, .dollarIdentifier:
            tokens.append(.identifier(token.text.filter { $0 != "`" }))
        case .integerLiteral, .floatLiteral:
            tokens.append(.number(token.text))
        case .stringQuote, .multilineStringQuote, .singleQuote:
            if let literal = token.parent?.as(StringLiteralExprSyntax.self), literal.openingQuote.id == token.id {
                tokens.append(.string)
            }
        case .stringSegment, .rawStringPoundDelimiter, .endOfFile:
            break
        default:
            tokens += token.text.map(CodeToken.punctuation)
        }
    }
    return tokens
}

/// The identifiers of Swift source in order, outside comments and string literals: `stack.justifyContent = .end`
/// gives `stack`, `justifyContent`, `end`. The validator looks for specs, properties and enum values in the code
/// a level author wrote, not in its comments or text.
func codeIdentifiers(in source: String) -> [String] {
    codeTokens(in: source).compactMap(\.identifier)
}

/// Whether `sequence` occurs in `identifiers` as consecutive entries, where a type name starting with "AS" may
/// stand between two of them: `justifyContent: .end` and `justifyContent = ASStackLayoutJustifyContent.end`
/// both contain `justifyContent`, `end`.
func containsSequence(_ sequence: [String], in identifiers: [String]) -> Bool {
    guard let first = sequence.first else { return false }
    return identifiers.indices.contains { start in
        guard identifiers[start] == first else { return false }
        var position = start
        for name in sequence.dropFirst() {
            position += 1
            if position < identifiers.count, identifiers[position] != name, identifiers[position].hasPrefix("AS") {
                position += 1
            }
            guard position < identifiers.count, identifiers[position] == name else { return false }
        }
        return true
    }
}
