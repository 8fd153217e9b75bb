import Testing
@testable import LayoutRender

/// ``TextWrapping/fit(_:width:)``: what the shell does to every line it prints.
struct TextWrappingTests {
    struct Fixture: Sendable, CustomTestStringConvertible {
        var name: String
        var width: Int
        var text: String
        var expected: String
        var testDescription: String { name }
    }

    static let fixtures: [Fixture] = [
        Fixture(name: "a line that fits is left alone, spacing included", width: 20,
                text: "  ✓  1 side   Title", expected: "  ✓  1 side   Title"),
        Fixture(name: "prose breaks between words and continues flush", width: 20,
                text: "layoutrepl: Texture layout in your terminal.",
                expected: "layoutrepl: Texture\nlayout in your\nterminal."),
        Fixture(name: "code breaks after the last comma in the second half, with a hanging indent", width: 44,
                text: "    let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, children: [a, b, c])",
                expected: """
                        let row = ASStackLayoutSpec(direction:
                            .horizontal, spacing: 8,
                            children: [a, b, c])
                    """),
        Fixture(name: "prose fills its lines: a comma is no reason to break early", width: 26,
                text: "alpha beta gamma, delta epsilon zeta", expected: "alpha beta gamma, delta\nepsilon zeta"),
        Fixture(name: "a list item continues under its text", width: 16,
                text: "  - the text wraps to one line", expected: "  - the text\n    wraps to one\n    line"),
        Fixture(name: "a word wider than the line is the only thing cut", width: 10,
                text: "see ASStackLayoutSpec now", expected: "see\nASStackLay\noutSpec\nnow"),
        Fixture(name: "a name wider than the line breaks after its punctuation, past half the line", width: 30,
                text: "Use ASRelativeLayoutSpec(horizontalPosition:verticalPosition:sizingOption:child:) here",
                expected: "Use\nASRelativeLayoutSpec(\nhorizontalPosition:\nverticalPosition:sizingOption:\nchild:) here"),
        Fixture(name: "wide characters take two columns", width: 6,
                text: "世界 世界", expected: "世界\n世界"),
        Fixture(name: "colour escapes take no columns", width: 5,
                text: "\u{1B}[31mred\u{1B}[0m a", expected: "\u{1B}[31mred\u{1B}[0m a"),
        Fixture(name: "each line of a text is fitted on its own, blank lines kept", width: 14,
                text: "Not yet:\n\n  frame differs here", expected: "Not yet:\n\n  frame\n      differs\n      here"),
        Fixture(name: "a table row continues under its last column", width: 32,
                text: ":size min WxH   the container's size range",
                expected: ":size min WxH   the container's\n                size range"),
        Fixture(name: "a table row's last column may start past half the width", width: 50,
                text: "  6 parent-wins            The parent has the last word, clearly",
                expected: "  6 parent-wins            The parent has the last\n" + String(repeating: " ", count: 27)
                    + "word, clearly"),
        Fixture(name: "a table row continues under the last column of its first line", width: 24,
                text: "*3  c  x=0 y=104  (outside the root)",
                expected: "*3  c  x=0 y=104\n       (outside the\n       root)"),
        Fixture(name: "an indentation past half the width is reduced", width: 10,
                text: "        abc defgh", expected: "     abc\n     defgh"),
    ]

    @Test(arguments: fixtures)
    func fits(_ fixture: Fixture) {
        let fitted = TextWrapping.fit(fixture.text, width: fixture.width)
        #expect(fitted == fixture.expected)
        for line in fitted.split(separator: "\n") {
            #expect(BoxDrawing.displayWidth(String(line)) <= fixture.width, "\(line)")
            #expect(!line.hasSuffix(" "), "trailing space in \(line)")
        }
    }

    /// ``TextWrapping/fitCode(_:width:)``: code shown on screen still compiles when copied back.
    static let codeFixtures: [Fixture] = [
        Fixture(name: "a literal's spaces are no place to break a line", width: 40,
                text: "    t.text = NSAttributedString(string: \"one two three four\", attributes: [:])",
                expected: """
                        t.text = NSAttributedString(string:
                            "one two three four",
                            attributes: [:])
                    """),
        Fixture(name: "a literal too long for a line becomes literals joined by +, cut at its spaces", width: 30,
                text: "    s(\"A rather long title that goes on and on\")",
                expected: """
                        s("A rather long " +
                            "title that goes " +
                            "on and on")
                    """),
        Fixture(name: "a literal without spaces is cut where the room ends, never inside an escape", width: 24,
                text: "u(\"https://example.com/\\\"abc\\\"/def/ghi\")",
                expected: """
                    u("https://exampl" +
                        "e.com/\\\"abc\\\"/de" +
                        "f/ghi")
                    """),
        Fixture(name: "an interpolation is not cut", width: 24,
                text: "t(\"a \\(x + y + z + w) b c d e f\")",
                expected: """
                    t("a " +
                        "\\(x + y + z + w)" +
                        " b c d e f")
                    """),
        Fixture(name: "an unindented line of code continues indented", width: 30,
                text: "override func layoutSpecThatFits(_ constrainedSize: ASSizeRange)",
                expected: "override func\n    layoutSpecThatFits(_\n    constrainedSize:\n    ASSizeRange)"),
        Fixture(name: "a multi-line string's delimiter line is left alone", width: 10,
                text: "let s = \"\"\" long enough", expected: "let s = \"\"\" long enough"),
    ]

    @Test(arguments: codeFixtures)
    func fitsCode(_ fixture: Fixture) {
        let fitted = TextWrapping.fitCode(fixture.text, width: fixture.width)
        #expect(fitted == fixture.expected)
        guard !fixture.text.contains("\"\"\"") else { return }
        for line in fitted.split(separator: "\n") {
            #expect(BoxDrawing.displayWidth(String(line)) <= fixture.width, "\(line)")
        }
    }

    /// Fitting keeps every word whole and in order unless a word alone is wider than the line.
    @Test(arguments: [12, 20, 33, 60])
    func keepsWordsWhole(width: Int) {
        let text = "Every line the shell and game print fits the terminal width, word-wrapped and never cut mid-word: "
            + "the banner, help entries, code listings, notes and warnings."
        let fitted = TextWrapping.fit(text, width: width)
        #expect(fitted.split(whereSeparator: \.isWhitespace) == text.split(whereSeparator: \.isWhitespace))
    }
}
