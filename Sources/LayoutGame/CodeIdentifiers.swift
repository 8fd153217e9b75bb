/// The identifiers of Swift source in order, outside comments and string literals: `stack.justifyContent = .end`
/// gives `stack`, `justifyContent`, `end`. The checker and the validator look for specs, properties and enum
/// values in the code a player or a level author wrote, not in its comments or text.
func codeIdentifiers(in source: String) -> [String] {
    var scanner = IdentifierScanner(Array(source.unicodeScalars))
    return scanner.scan()
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

private struct IdentifierScanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var identifiers: [String] = []

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func scan() -> [String] {
        while index < scalars.count {
            if starts(with: "//") {
                skip(until: "\n")
            } else if starts(with: "/*") {
                index += 2
                skip(until: "*/")
            } else if starts(with: "\"\"\"") {
                index += 3
                skipString(closing: "\"\"\"")
            } else if scalars[index] == "\"" {
                index += 1
                skipString(closing: "\"")
            } else if isIdentifierHead(scalars[index]) {
                readIdentifier()
            } else {
                index += 1
            }
        }
        return identifiers
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

    mutating func readIdentifier() {
        let start = index
        while index < scalars.count, isIdentifierHead(scalars[index]) || ("0"..."9").contains(scalars[index]) {
            index += 1
        }
        var name = String.UnicodeScalarView()
        name.append(contentsOf: scalars[start..<index])
        identifiers.append(String(name))
    }

    func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }
}
