import Testing
@testable import LineEditor

struct ByteOffsetCase: Sendable, CustomTestStringConvertible {
    let bytes: [UInt8]
    let cursorByte: Int
    let wordStartByte: Int
    let expected: CompletionRequest

    init(_ line: String, cursorByte: Int, wordStartByte: Int, expected: CompletionRequest) {
        self.init(bytes: Array(line.utf8), cursorByte: cursorByte, wordStartByte: wordStartByte, expected: expected)
    }

    init(bytes: [UInt8], cursorByte: Int, wordStartByte: Int, expected: CompletionRequest) {
        self.bytes = bytes
        self.cursorByte = cursorByte
        self.wordStartByte = wordStartByte
        self.expected = expected
    }

    var testDescription: String { "\(expected.line.debugDescription) bytes \(wordStartByte)..<\(cursorByte)" }
}

@Test(arguments: [
    ByteOffsetCase(
        "a.sty", cursorByte: 5, wordStartByte: 2,
        expected: CompletionRequest(line: "a.sty", cursor: 5, wordStart: 2, word: "sty")),
    ByteOffsetCase(
        "ASStack foo", cursorByte: 5, wordStartByte: 0,
        expected: CompletionRequest(line: "ASStack foo", cursor: 5, wordStart: 0, word: "ASSta")),
    // é takes two bytes, one character.
    ByteOffsetCase(
        "let é = AS", cursorByte: 11, wordStartByte: 9,
        expected: CompletionRequest(line: "let é = AS", cursor: 10, wordStart: 8, word: "AS")),
    // A skin-toned thumbs-up: two scalars, eight bytes, one character.
    ByteOffsetCase(
        "👍🏽 x.st", cursorByte: 13, wordStartByte: 11,
        expected: CompletionRequest(line: "👍🏽 x.st", cursor: 6, wordStart: 4, word: "st")),
    // e + combining acute accent: one character, three bytes.
    ByteOffsetCase(
        "e\u{301}x", cursorByte: 4, wordStartByte: 3,
        expected: CompletionRequest(line: "e\u{301}x", cursor: 2, wordStart: 1, word: "x")),
    ByteOffsetCase(
        "let a = 1\nAS", cursorByte: 12, wordStartByte: 10,
        expected: CompletionRequest(line: "let a = 1\nAS", cursor: 12, wordStart: 10, word: "AS")),
    ByteOffsetCase(
        "", cursorByte: 0, wordStartByte: 0,
        expected: CompletionRequest(line: "", cursor: 0, wordStart: 0, word: "")),
])
func readlineByteOffsetsBecomeCharacterOffsets(_ c: ByteOffsetCase) {
    #expect(
        CompletionRequest(utf8: c.bytes, cursorByteOffset: c.cursorByte, wordStartByteOffset: c.wordStartByte)
            == c.expected)
}

@Test(arguments: [
    // Offsets past the end, before the start, or a word start after the cursor are clamped.
    ByteOffsetCase(
        "abc", cursorByte: 99, wordStartByte: 1,
        expected: CompletionRequest(line: "abc", cursor: 3, wordStart: 1, word: "bc")),
    ByteOffsetCase(
        "abc", cursorByte: -4, wordStartByte: -9,
        expected: CompletionRequest(line: "abc", cursor: 0, wordStart: 0, word: "")),
    ByteOffsetCase(
        "abc", cursorByte: 1, wordStartByte: 2,
        expected: CompletionRequest(line: "abc", cursor: 1, wordStart: 1, word: "")),
    // An offset inside a multi-byte character, and bytes that are not UTF-8, decode with U+FFFD.
    ByteOffsetCase(
        "é", cursorByte: 1, wordStartByte: 0,
        expected: CompletionRequest(line: "é", cursor: 1, wordStart: 0, word: "\u{FFFD}")),
    ByteOffsetCase(
        bytes: [0x61, 0xFF, 0x62], cursorByte: 3, wordStartByte: 2,
        expected: CompletionRequest(line: "a\u{FFFD}b", cursor: 3, wordStart: 2, word: "b")),
])
func outOfRangeOffsetsAndBrokenBytesNeverTrap(_ c: ByteOffsetCase) {
    #expect(
        CompletionRequest(utf8: c.bytes, cursorByteOffset: c.cursorByte, wordStartByteOffset: c.wordStartByte)
            == c.expected)
}

@Test func textBeforeWordIsWhatTheWordFollows() {
    let request = CompletionRequest(line: "stack.justifyContent = .sp", cursor: 26, wordStart: 24, word: "sp")
    #expect(request.textBeforeWord == "stack.justifyContent = .")
}

struct ExtensionCase: Sendable, CustomTestStringConvertible {
    let word: String
    let candidates: [String]
    let expected: [String]
    var testDescription: String { "\(word.debugDescription): \(candidates) → \(expected)" }
}

@Test(arguments: [
    ExtensionCase(
        word: "ASSt", candidates: ["ASStackLayoutSpec", "ASInsetLayoutSpec", "ASStackLayoutSpecChild"],
        expected: ["ASStackLayoutSpec", "ASStackLayoutSpecChild"]),
    ExtensionCase(word: "", candidates: ["style", "spacing"], expected: ["style", "spacing"]),
    ExtensionCase(word: "flexgrow", candidates: ["flexGrow"], expected: []),
    ExtensionCase(word: "style", candidates: ["style"], expected: ["style"]),
])
func onlyCandidatesExtendingTheWordAreOffered(_ c: ExtensionCase) {
    let request = CompletionRequest(line: c.word, cursor: c.word.count, wordStart: 0, word: c.word)
    #expect(request.extensions(among: c.candidates) == c.expected)
}
