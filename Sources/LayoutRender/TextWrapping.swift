/// Fits text to a terminal's width by breaking long lines between words, so the terminal never has to break them
/// itself (it would cut a word, or a token of code, in two). The shell passes every reply through ``fit(_:width:)``;
/// lines that fit (drawings and tables are laid out for the width already) are left exactly as they are.
public enum TextWrapping {
    /// How much further than the line it continues a continuation line is indented when that line is indented:
    /// indented lines are code and list items, which then read as continued (Swift's own style for a wrapped
    /// argument list). Unindented lines are prose and continue flush; list items (`- `, `• `) continue under their
    /// text, table rows under their last column.
    static let hangingIndent = 4

    /// `text` with every line wider than `width` columns (measured as ``BoxDrawing/displayWidth(_:)`` does) broken
    /// into lines that fit. Breaks fall at spaces, after a comma when one is in the second half of the line (code
    /// breaks between arguments); a single word wider than the room left is the only thing ever cut.
    public static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return text }
        // Lines are cut at their "\n" bytes: splitting by characters would read every grapheme of a long drawing.
        return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .flatMap { fitLine(String(Substring($0)), width: width) }
            .joined(separator: "\n")
    }

    /// Words and the spaces before them; a line's own indentation is kept apart.
    private struct Piece {
        var spaces: String
        var word: String
    }

    /// Swift code fitted to `width` so that it still compiles when copied from the terminal: lines break between
    /// tokens as ``fit(_:width:)`` breaks them, never inside a string literal; a literal too long for a line becomes
    /// a concatenation of literals (`"A long " +` / `"title"`), split at its spaces. A line holding a multi-line
    /// string's delimiter is left as it is.
    public static func fitCode(_ code: String, width: Int) -> String {
        guard width > 0 else { return code }
        return code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .flatMap { bytes -> [String] in
                let line = String(Substring(bytes))
                return line.contains("\"\"\"") ? [line] : fitLine(line, width: width, isCode: true)
            }
            .joined(separator: "\n")
    }

    static func fitLine(_ line: String, width: Int, isCode: Bool = false) -> [String] {
        // No character is wider than its UTF-8 bytes: a short line fits without measuring it.
        guard line.utf8.count > width, BoxDrawing.displayWidth(line) > width else { return [line] }
        let lead = line.prefix { $0 == " " }.count
        // An indentation as wide as half the line would leave too little room for the words.
        let firstIndent = min(lead, width / 2)
        let isListItem = !isCode && ["- ", "• "].contains { line.dropFirst(lead).hasPrefix($0) }
        var nextIndent = min(isListItem ? lead + 2 : lead == 0 && !isCode ? 0 : lead + hangingIndent, width / 2)
        var lines: [String] = []
        var current: [Piece] = []
        var indent = firstIndent

        func used(_ pieces: [Piece]) -> Int {
            pieces.enumerated().reduce(indent) { total, entry in
                total + (entry.offset == 0 ? 0 : entry.element.spaces.count) + BoxDrawing.displayWidth(entry.element.word)
            }
        }
        func emit(_ pieces: [Piece]) {
            let words = pieces.enumerated().map { ($0.offset == 0 ? "" : $0.element.spaces) + $0.element.word }
            if lines.isEmpty, let column = lastColumn(words) {
                // A column may start further in than an indentation may, as long as a few words still fit beside it.
                nextIndent = min(indent + column, max(width / 2, width - 20))
            }
            lines.append(String(repeating: " ", count: indent) + words.joined())
            indent = nextIndent
        }

        let words = isCode
            ? codePieces(of: line.dropFirst(lead), room: max(8, width - nextIndent))
            : pieces(of: line.dropFirst(lead))
        for var piece in words {
            while !current.isEmpty && used(current + [piece]) > width {
                // Code (an indented line, or any line of code) breaks after the last comma in the second half of the
                // line if there is one, between arguments; prose, and code without one, before this word.
                let room = width - indent
                let breaksAtCommas = isCode || lead > 0
                let comma = current.indices.last { index in
                    breaksAtCommas && index < current.count - 1 && current[index].word.hasSuffix(",")
                        && used(Array(current[...index])) - indent >= room / 2
                }
                let kept = comma.map { Array(current[...$0]) } ?? current
                let carried = comma.map { Array(current[($0 + 1)...]) } ?? []
                emit(kept)
                current = carried
            }
            // A word wider than a whole line is cut into pieces that fit: nothing else can make it fit. Code is
            // not cut: its literals were split already, and a cut elsewhere would no longer compile.
            while !isCode && current.isEmpty && BoxDrawing.displayWidth(piece.word) > width - indent {
                let (head, tail) = split(piece.word, columns: max(1, width - indent))
                lines.append(String(repeating: " ", count: indent) + head)
                indent = nextIndent
                piece.word = tail
            }
            current.append(piece)
        }
        if !current.isEmpty { emit(current) }
        return lines.isEmpty ? [""] : lines
    }

    /// Where the last column of a table row starts (the text after the last run of two or more spaces), counted
    /// from the first word: a row's continuation lines up under that column (a help entry under its summary, a
    /// frame's note under the note) instead of under the row's first column.
    private static func lastColumn(_ words: [String]) -> Int? {
        var column = 0
        var last: Int?
        for (index, word) in words.enumerated() {
            if index > 0, word.hasPrefix("  ") { last = column + word.prefix { $0 == " " }.count }
            column += BoxDrawing.displayWidth(word)
        }
        return last
    }

    /// Words and the spaces before them; `breaksAt` says whether a space at a character's place separates words
    /// (it is told every character, in order).
    private static func pieces(of text: Substring, breaksAt: (Character) -> Bool = { _ in true }) -> [Piece] {
        var result: [Piece] = []
        var spaces = ""
        var word = ""
        for character in text {
            let breaks = breaksAt(character)
            if character == " " && breaks {
                if !word.isEmpty {
                    result.append(Piece(spaces: spaces, word: word))
                    spaces = ""
                    word = ""
                }
                spaces.append(character)
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { result.append(Piece(spaces: spaces, word: word)) }
        return result
    }

    /// The words of a line of code: a space inside a string literal (or an interpolation in it) joins its
    /// neighbours into one word, and a word whose literal is wider than `room` is split into literals joined by
    /// `+` at the literal's spaces.
    private static func codePieces(of text: Substring, room: Int) -> [Piece] {
        var scanner = LiteralScanner()
        let words = pieces(of: text) { character in
            defer { scanner.read(character) }
            return !scanner.isInLiteral
        }
        return words.flatMap { piece in
            guard BoxDrawing.displayWidth(piece.word) > room else { return [piece] }
            let parts = splitLiterals(in: piece.word, room: room)
            return parts.enumerated().map { Piece(spaces: $0.offset == 0 ? piece.spaces : " ", word: $0.element) }
        }
    }

    /// `word` cut into parts no wider than `room` (where its string literals allow) by closing a literal with `" +`
    /// and opening the next part with `"`: at the literal's last space that fits, else at the room's end. Nothing
    /// is cut inside an escape or an interpolation.
    private static func splitLiterals(in word: String, room: Int) -> [String] {
        var parts: [String] = []
        var current = ""
        var currentWidth = 0
        var scanner = LiteralScanner()
        var lastSpace: (index: String.Index, width: Int)?  // just after a space of the literal's text in `current`
        var hasText = false  // whether `current` holds text of the open literal that a part could end with
        for character in word {
            let characterWidth = BoxDrawing.displayWidth(String(character))
            let isText = scanner.isInPlainLiteral && character != "\""
            // Room for this character and the `" +` that would close the part (a cut at the last space may leave
            // too little, and a cut right before this character follows).
            while isText, hasText, currentWidth + characterWidth + 3 > room {
                let cut = lastSpace ?? (current.endIndex, currentWidth)
                parts.append(String(current[..<cut.index]) + "\" +")
                current = "\"" + current[cut.index...]
                currentWidth = 1 + currentWidth - cut.width
                lastSpace = nil
                hasText = current.count > 1
            }
            current.append(character)
            currentWidth += characterWidth
            scanner.read(character)
            if isText {
                hasText = true
                if character == " " { lastSpace = (current.endIndex, currentWidth) }
            }
        }
        parts.append(current)
        return parts
    }

    /// Follows Swift's single-line string literals a character at a time: whether the text read so far is inside one,
    /// and whether it is in the literal's own text rather than in an interpolation (`\(…)`) or an escape.
    private struct LiteralScanner {
        /// Open literals and interpolations, innermost last: `true` for a literal, `false` for an interpolation's
        /// parentheses (its count of open parentheses kept alongside).
        private var levels: [(isLiteral: Bool, parentheses: Int)] = []
        private var escaped = false

        var isInLiteral: Bool { !levels.isEmpty }
        var isInPlainLiteral: Bool { levels.last?.isLiteral == true && !escaped }

        mutating func read(_ character: Character) {
            if levels.last?.isLiteral == true {
                if escaped {
                    escaped = false
                    if character == "(" { levels.append((false, 1)) }
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    levels.removeLast()
                }
                return
            }
            switch character {
            case "\"": levels.append((true, 0))
            case "(" where !levels.isEmpty: levels[levels.count - 1].parentheses += 1
            case ")" where !levels.isEmpty:
                levels[levels.count - 1].parentheses -= 1
                if levels[levels.count - 1].parentheses == 0 { levels.removeLast() }
            default: break
            }
        }
    }

    /// The longest start of `word` that takes at most `columns` columns (at least one character), and the rest; ended
    /// after its last punctuation in its second half where it has one, so that a long name breaks between its parts
    /// (`…(horizontalPosition:verticalPosition:` / `sizingOption:child:)`, a path after a `/`) instead of mid-word.
    private static func split(_ word: String, columns: Int) -> (String, String) {
        var head = ""
        var rest = Substring(word)
        while let next = rest.first, head.isEmpty || BoxDrawing.displayWidth(head + String(next)) <= columns {
            head.append(next)
            rest = rest.dropFirst()
        }
        if !rest.isEmpty, let last = head.lastIndex(where: { ":(,./-".contains($0) }),
           head.distance(from: head.startIndex, to: last) >= head.count / 2 {
            let cut = head.index(after: last)
            return (String(head[..<cut]), String(head[cut...]) + rest)
        }
        return (head, String(rest))
    }
}
