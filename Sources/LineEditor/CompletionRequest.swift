/// What the user asked to complete when pressing Tab: the whole line, where the cursor is, and the word
/// readline chose to complete. Offsets count Swift `Character`s, not the UTF-8 bytes readline works in.
public struct CompletionRequest: Equatable, Sendable {
    /// The whole edit buffer (all lines of a recalled or pasted multi-line entry).
    public let line: String
    /// The cursor's offset in `line`, in characters.
    public let cursor: Int
    /// The offset in `line` where the word being completed starts, in characters.
    public let wordStart: Int
    /// The text between `wordStart` and the cursor; candidates replace it.
    public let word: String

    public init(line: String, cursor: Int, wordStart: Int, word: String) {
        self.line = line
        self.cursor = cursor
        self.wordStart = wordStart
        self.word = word
    }

    /// The text before the word (what the word follows, e.g. `"a."` for `a.sty`).
    public var textBeforeWord: Substring {
        line.prefix(wordStart)
    }

    /// The candidates that extend the word. Readline replaces the word with the candidates' common prefix,
    /// so a candidate that does not start with the word would erase what the user typed.
    func extensions(among candidates: [String]) -> [String] {
        candidates.filter { $0.hasPrefix(word) }
    }

    /// Builds a request from readline's view of the line: its bytes and two UTF-8 byte offsets.
    ///
    /// Offsets outside the line are clamped, and invalid UTF-8 decodes with replacement characters,
    /// so no buffer content can make this trap.
    init(utf8 bytes: [UInt8], cursorByteOffset: Int, wordStartByteOffset: Int) {
        let cursorByte = min(max(cursorByteOffset, 0), bytes.count)
        let wordStartByte = min(max(wordStartByteOffset, 0), cursorByte)
        let line = String(decoding: bytes, as: UTF8.self)
        let cursor = min(Self.characterCount(bytes[..<cursorByte]), line.count)
        self.init(
            line: line,
            cursor: cursor,
            wordStart: min(Self.characterCount(bytes[..<wordStartByte]), cursor),
            word: String(decoding: bytes[wordStartByte..<cursorByte], as: UTF8.self))
    }

    /// The number of characters the first bytes of a line hold. Readline keeps its offsets on character
    /// boundaries in a UTF-8 locale; counting the decoded prefix stays total even when it does not.
    private static func characterCount(_ bytes: ArraySlice<UInt8>) -> Int {
        String(decoding: bytes, as: UTF8.self).count
    }
}
