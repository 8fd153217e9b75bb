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

    static func fitLine(_ line: String, width: Int) -> [String] {
        // No character is wider than its UTF-8 bytes: a short line fits without measuring it.
        guard line.utf8.count > width, BoxDrawing.displayWidth(line) > width else { return [line] }
        let lead = line.prefix { $0 == " " }.count
        // An indentation as wide as half the line would leave too little room for the words.
        let firstIndent = min(lead, width / 2)
        let isListItem = ["- ", "• "].contains { line.dropFirst(lead).hasPrefix($0) }
        var nextIndent = min(isListItem ? lead + 2 : lead == 0 ? 0 : lead + hangingIndent, width / 2)
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

        for var piece in pieces(of: line.dropFirst(lead)) {
            while !current.isEmpty && used(current + [piece]) > width {
                // Break after the last comma in the second half of the line if there is one, else before this word.
                let room = width - indent
                let comma = current.indices.last { index in
                    index < current.count - 1 && current[index].word.hasSuffix(",")
                        && used(Array(current[...index])) - indent >= room / 2
                }
                let kept = comma.map { Array(current[...$0]) } ?? current
                let carried = comma.map { Array(current[($0 + 1)...]) } ?? []
                emit(kept)
                current = carried
            }
            // A word wider than a whole line is cut into pieces that fit: nothing else can make it fit.
            while current.isEmpty && BoxDrawing.displayWidth(piece.word) > width - indent {
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

    private static func pieces(of text: Substring) -> [Piece] {
        var result: [Piece] = []
        var spaces = ""
        var word = ""
        for character in text {
            if character == " " {
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

    /// The longest start of `word` that takes at most `columns` columns (at least one character), and the rest.
    private static func split(_ word: String, columns: Int) -> (String, String) {
        var head = ""
        var rest = Substring(word)
        while let next = rest.first, head.isEmpty || BoxDrawing.displayWidth(head + String(next)) <= columns {
            head.append(next)
            rest = rest.dropFirst()
        }
        return (head, String(rest))
    }
}
