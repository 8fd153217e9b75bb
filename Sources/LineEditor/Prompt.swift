/// Prompt text for readline.
public enum Prompt {
    /// Marks every ANSI escape sequence in `text` as invisible to readline by wrapping it in
    /// `\u{01}` … `\u{02}` (RL_PROMPT_START_IGNORE / RL_PROMPT_END_IGNORE, whose C macros Swift does not import).
    /// Readline counts every other byte as a column, so unmarked colour codes make it place the cursor too far
    /// right and garble redraws once the line wraps.
    ///
    /// Recognised: CSI sequences (`ESC [` parameters, intermediates, final byte), OSC sequences (`ESC ]` up to BEL
    /// or `ESC \`), and two-character escapes. Text that is already marked is left as it is.
    public static func markingInvisibleEscapes(in text: String) -> String {
        var result = ""
        var scalars = Substring(text).unicodeScalars[...]
        while let scalar = scalars.first {
            if scalar == ignoreStart, let end = scalars.firstIndex(of: ignoreEnd) {
                result.unicodeScalars.append(contentsOf: scalars[...end])
                scalars = scalars[scalars.index(after: end)...]
            } else if scalar == escape {
                let length = escapeSequenceLength(scalars)
                result.unicodeScalars.append(ignoreStart)
                result.unicodeScalars.append(contentsOf: scalars.prefix(length))
                result.unicodeScalars.append(ignoreEnd)
                scalars = scalars.dropFirst(length)
            } else {
                result.unicodeScalars.append(scalar)
                scalars = scalars.dropFirst()
            }
        }
        return result
    }

    /// `text` in the given SGR colour (e.g. `"1;36"` for bold cyan), reset afterwards, marked for readline.
    public static func colored(_ text: String, sgr: String) -> String {
        markingInvisibleEscapes(in: "\u{1B}[\(sgr)m\(text)\u{1B}[0m")
    }

    private static let escape: Unicode.Scalar = "\u{1B}"
    private static let ignoreStart: Unicode.Scalar = "\u{01}"
    private static let ignoreEnd: Unicode.Scalar = "\u{02}"

    /// How many scalars the escape sequence at the start of `scalars` spans (at least the ESC itself).
    private static func escapeSequenceLength(_ scalars: Substring.UnicodeScalarView.SubSequence) -> Int {
        let body = Array(scalars.dropFirst().prefix(256))
        guard let introducer = body.first else { return 1 }
        switch introducer {
        case "[":
            // Parameters and intermediates are 0x20–0x3F; the final byte is 0x40–0x7E.
            if let final = body.dropFirst().firstIndex(where: { (0x40...0x7E).contains($0.value) }) {
                return final + 2
            }
            return body.count + 1
        case "]":
            if let bell = body.firstIndex(of: "\u{07}") { return bell + 2 }
            if let terminator = body.indices.dropFirst().first(where: { body[$0 - 1] == escape && body[$0] == "\\" }) {
                return terminator + 2
            }
            return body.count + 1
        default:
            return 2
        }
    }
}
