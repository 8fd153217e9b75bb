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

/// The tokens of Swift source in order, outside comments: `stack.justifyContent = .end` gives `stack`, `.`,
/// `justifyContent`, `=`, `.`, `end`. Backticks around a name are dropped (`` .`default` `` is `.`, `default`).
func codeTokens(in source: String) -> [CodeToken] {
    var scanner = TokenScanner(Array(source.unicodeScalars))
    return scanner.scan()
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

private struct TokenScanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var tokens: [CodeToken] = []

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func scan() -> [CodeToken] {
        while index < scalars.count {
            let scalar = scalars[index]
            if starts(with: "//") {
                skip(until: "\n")
            } else if starts(with: "/*") {
                index += 2
                skip(until: "*/")
            } else if starts(with: "\"\"\"") {
                index += 3
                skipString(closing: "\"\"\"")
                tokens.append(.string)
            } else if scalar == "\"" {
                index += 1
                skipString(closing: "\"")
                tokens.append(.string)
            } else if Self.isIdentifierHead(scalar) {
                tokens.append(.identifier(read(while: Self.isIdentifierBody)))
            } else if Self.isDigit(scalar) {
                tokens.append(.number(readNumber()))
            } else {
                if !scalar.properties.isWhitespace && scalar != "`" { tokens.append(.punctuation(Character(scalar))) }
                index += 1
            }
        }
        return tokens
    }

    func starts(with text: String) -> Bool {
        let pattern = Array(text.unicodeScalars)
        return index + pattern.count <= scalars.count && Array(scalars[index..<index + pattern.count]) == pattern
    }

    mutating func skip(until terminator: String) {
        while index < scalars.count, !starts(with: terminator) { index += 1 }
        index += terminator.unicodeScalars.count
    }

    /// Skips a string literal's body; a backslash escapes the next character (interpolations are skipped whole).
    mutating func skipString(closing: String) {
        while index < scalars.count, !starts(with: closing) {
            index += scalars[index] == "\\" ? 2 : 1
        }
        index += closing.unicodeScalars.count
    }

    mutating func read(while belongs: (Unicode.Scalar) -> Bool) -> String {
        let start = index
        while index < scalars.count, belongs(scalars[index]) { index += 1 }
        return text(start..<index)
    }

    /// Digits and `_` separators, with a decimal point only where a digit follows (`1.5`, but `a[0].style`).
    mutating func readNumber() -> String {
        let start = index
        while index < scalars.count {
            let isDecimalPoint = scalars[index] == "." && index + 1 < scalars.count && Self.isDigit(scalars[index + 1])
            guard Self.isDigit(scalars[index]) || scalars[index] == "_" || isDecimalPoint else { break }
            index += 1
        }
        return text(start..<index)
    }

    func text(_ range: Range<Int>) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[range])
        return String(text)
    }

    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool { isIdentifierHead(scalar) || isDigit(scalar) }
}
