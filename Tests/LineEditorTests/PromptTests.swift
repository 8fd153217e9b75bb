import Testing
import LineEditor

struct PromptCase: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: String
    var testDescription: String { text.debugDescription }
}

@Test(arguments: [
    PromptCase(text: "layout> ", expected: "layout> "),
    PromptCase(text: "\u{1B}[1;36mlayout\u{1B}[0m> ", expected: "\u{01}\u{1B}[1;36m\u{02}layout\u{01}\u{1B}[0m\u{02}> "),
    PromptCase(text: "\u{1B}[38;5;208m…> ", expected: "\u{01}\u{1B}[38;5;208m\u{02}…> "),
    // An OSC sequence (here: set the window title) ends at BEL or at ESC \.
    PromptCase(text: "\u{1B}]0;title\u{07}> ", expected: "\u{01}\u{1B}]0;title\u{07}\u{02}> "),
    PromptCase(text: "\u{1B}]0;t\u{1B}\\> ", expected: "\u{01}\u{1B}]0;t\u{1B}\\\u{02}> "),
    // Two-character escapes, and an escape cut off at the end of the text.
    PromptCase(text: "\u{1B}7> ", expected: "\u{01}\u{1B}7\u{02}> "),
    PromptCase(text: "> \u{1B}[1", expected: "> \u{01}\u{1B}[1\u{02}"),
    PromptCase(text: "> \u{1B}", expected: "> \u{01}\u{1B}\u{02}"),
    // Already marked text is kept as it is.
    PromptCase(text: "\u{01}\u{1B}[1m\u{02}> ", expected: "\u{01}\u{1B}[1m\u{02}> "),
])
func escapesAreMarkedInvisibleForReadline(_ c: PromptCase) {
    #expect(Prompt.markingInvisibleEscapes(in: c.text) == c.expected)
}

@Test func coloredPromptResetsAndIsMarked() {
    #expect(Prompt.colored("layout", sgr: "1;36") == "\u{01}\u{1B}[1;36m\u{02}layout\u{01}\u{1B}[0m\u{02}")
}
