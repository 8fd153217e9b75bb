import Testing

@testable import TextureLayout

/// The text node's monospace cell model: a cell is fontSize/2 wide, a line fontSize tall (16 pt: 8×16).
struct TextCase: CustomTestStringConvertible, Sendable {
    let text: String
    var maximumNumberOfLines = 0
    var mode = TruncationMode.byTruncatingTail
    var fontSize = 16.0
    var paragraph = ParagraphStyle()
    var paragraphFontSizes: [Double] = []
    var runs: [TextRun] = []
    var scaleFactors: [Double] = []
    let width: Double
    var height = Double.infinity
    let lines: [String]
    let size: Size

    var testDescription: String { "\"\(text)\" in \(formatPoints(width))×\(formatPoints(height)) → \(lines)" }
}

@Test("§5.3 text wraps, breaks long words, honours newlines, line limits and truncation modes", arguments: [
    // Unbounded width: one line per paragraph (in a stack's first pass text does not wrap).
    TextCase(text: "hello world", width: .infinity, lines: ["hello world"], size: Size(width: 88, height: 16)),
    // 8 columns: the second word moves down; the box is as wide as the widest line.
    TextCase(text: "hello world", width: 64, lines: ["hello", "world"], size: Size(width: 40, height: 32)),
    // A partial cell does not count: 63.9 pt holds 7 columns.
    TextCase(text: "abcdefgh", width: 63.9, lines: ["abcdefg", "h"], size: Size(width: 56, height: 32)),
    // A word wider than a line breaks between characters.
    TextCase(text: "abcdefghij", width: 32, lines: ["abcd", "efgh", "ij"], size: Size(width: 32, height: 48)),
    TextCase(text: "one\n\ntwo", width: .infinity, lines: ["one", "", "two"], size: Size(width: 24, height: 48)),
    // Every line end TextKit knows: CR LF (one Swift character), CR, NEL, the paragraph and the line separator.
    TextCase(text: "a\r\nb\rc", width: .infinity, lines: ["a", "b", "c"], size: Size(width: 8, height: 48)),
    TextCase(text: "a\u{85}b\u{2029}c\u{2028}d", width: .infinity, lines: ["a", "b", "c", "d"],
             size: Size(width: 8, height: 64)),
    TextCase(text: "ab\r\ncd", maximumNumberOfLines: 1, width: 80, lines: ["ab…"], size: Size(width: 24, height: 16)),
    // U+2028 breaks the line inside its paragraph: no paragraph spacing before the line after it.
    TextCase(text: "a\u{2028}b\nc", paragraph: ParagraphStyle(paragraphSpacing: 5), width: .infinity,
             lines: ["a", "b", "c"], size: Size(width: 8, height: 48 + 5)),
    // Spaces before a paragraph's first word and between words take their width; spaces ending a line do not.
    TextCase(text: " 12:34 ", width: .infinity, lines: [" 12:34"], size: Size(width: 48, height: 16)),
    TextCase(text: "a  b", width: .infinity, lines: ["a  b"], size: Size(width: 32, height: 16)),
    TextCase(text: "  ab cd", width: 40, lines: ["  ab", "cd"], size: Size(width: 32, height: 32)),
    // East Asian wide characters take two cells, combining marks none.
    TextCase(text: "日本語", width: .infinity, lines: ["日本語"], size: Size(width: 48, height: 16)),
    TextCase(text: "e\u{301}te\u{301}", width: .infinity, lines: ["e\u{301}te\u{301}"], size: Size(width: 24, height: 16)),
    TextCase(text: "日本語", width: 32, lines: ["日本", "語"], size: Size(width: 32, height: 32)),
    // maximumNumberOfLines with each truncation mode: the last line shows the hidden text around "…".
    TextCase(text: "one two three four", maximumNumberOfLines: 1, width: 64,
             lines: ["one two…"], size: Size(width: 64, height: 16)),
    TextCase(text: "one two three four", maximumNumberOfLines: 2, width: 64,
             lines: ["one two", "three f…"], size: Size(width: 64, height: 32)),
    TextCase(text: "one two three four", maximumNumberOfLines: 1, mode: .byTruncatingHead, width: 64,
             lines: ["…ee four"], size: Size(width: 64, height: 16)),
    TextCase(text: "one two three four", maximumNumberOfLines: 1, mode: .byTruncatingMiddle, width: 64,
             lines: ["one…four"], size: Size(width: 64, height: 16)),
    TextCase(text: "one two three four", maximumNumberOfLines: 1, mode: .byClipping, width: 64,
             lines: ["one two"], size: Size(width: 56, height: 16)),
    TextCase(text: "one two three four", maximumNumberOfLines: 1, mode: .byWordWrapping, width: 64,
             lines: ["one two"], size: Size(width: 56, height: 16)),
    // The truncated line is cut from the source text: a word broken between characters stays one word, and an
    // explicit newline ends a tail-truncated line.
    TextCase(text: "abcdefghijkl", maximumNumberOfLines: 1, width: 80,
             lines: ["abcdefghi…"], size: Size(width: 80, height: 16)),
    TextCase(text: "abcdefghijkl", maximumNumberOfLines: 1, mode: .byTruncatingHead, width: 80,
             lines: ["…defghijkl"], size: Size(width: 80, height: 16)),
    TextCase(text: "abcdefghijkl", maximumNumberOfLines: 1, mode: .byTruncatingMiddle, width: 80,
             lines: ["abcd…hijkl"], size: Size(width: 80, height: 16)),
    TextCase(text: "ab\ncd", maximumNumberOfLines: 1, width: 80, lines: ["ab…"], size: Size(width: 24, height: 16)),
    // Text that fits its line limit is not truncated.
    TextCase(text: "one two", maximumNumberOfLines: 1, width: 64, lines: ["one two"], size: Size(width: 56, height: 16)),
    // The container's height also limits the lines (ASTextNode2 lays out in the constrained size).
    TextCase(text: "one two three four", width: 64, height: 40,
             lines: ["one two", "three f…"], size: Size(width: 64, height: 32)),
    TextCase(text: "one two", width: 64, height: 10, lines: [], size: .zero),
    // Font size scales the cells; a font size that is not a positive number measures as 16.
    TextCase(text: "ab", fontSize: 32, width: .infinity, lines: ["ab"], size: Size(width: 32, height: 32)),
    TextCase(text: "ab", fontSize: 0, width: .infinity, lines: ["ab"], size: Size(width: 16, height: 16)),
    TextCase(text: "ab", fontSize: .nan, width: .infinity, lines: ["ab"], size: Size(width: 16, height: 16)),
    // Degenerate widths never trap: no room means one character per line.
    TextCase(text: "ab", width: 0, lines: ["a", "b"], size: Size(width: 8, height: 32)),
    TextCase(text: "ab", width: .nan, lines: ["a", "b"], size: Size(width: 8, height: 32)),
    TextCase(text: "", width: .infinity, lines: [""], size: Size(width: 0, height: 16)),
    // NSParagraphStyle: lineSpacing between lines only; paragraph spacing only between paragraphs.
    TextCase(text: "one two", paragraph: ParagraphStyle(lineSpacing: 4), width: 32,
             lines: ["one", "two"], size: Size(width: 24, height: 36)),
    TextCase(text: "one", paragraph: ParagraphStyle(lineSpacing: 4, paragraphSpacing: 9), width: .infinity,
             lines: ["one"], size: Size(width: 24, height: 16)),
    TextCase(text: "a b\nc", paragraph: ParagraphStyle(lineSpacing: 1, paragraphSpacing: 5, paragraphSpacingBefore: 2),
             width: 8, lines: ["a", "b", "c"], size: Size(width: 8, height: 48 + 2 + 7)),
    // lineHeightMultiple first, then the minimum and maximum line heights.
    TextCase(text: "ab", paragraph: ParagraphStyle(lineHeightMultiple: 1.25), width: .infinity,
             lines: ["ab"], size: Size(width: 16, height: 20)),
    TextCase(text: "ab", paragraph: ParagraphStyle(maximumLineHeight: 18, lineHeightMultiple: 2), width: .infinity,
             lines: ["ab"], size: Size(width: 16, height: 18)),
    TextCase(text: "ab", paragraph: ParagraphStyle(minimumLineHeight: 30, maximumLineHeight: 20), width: .infinity,
             lines: ["ab"], size: Size(width: 16, height: 20)),
    // The container's height counts the spacing: two lines need 16 + 10 + 16 = 42 pt.
    TextCase(text: "one two", paragraph: ParagraphStyle(lineSpacing: 10), width: 32, height: 41,
             lines: ["one…"], size: Size(width: 32, height: 16)),
    TextCase(text: "one two", paragraph: ParagraphStyle(lineSpacing: 10), width: 32, height: 42,
             lines: ["one", "two"], size: Size(width: 24, height: 42)),
    // Negative, NaN and huge paragraph values never break the measurement.
    TextCase(text: "a\nb", paragraph: ParagraphStyle(lineSpacing: -5, paragraphSpacing: .nan, lineHeightMultiple: -1),
             width: .infinity, lines: ["a", "b"], size: Size(width: 8, height: 32)),
    TextCase(text: "a\nb", paragraph: ParagraphStyle(lineSpacing: .infinity), width: .infinity,
             lines: ["a", "b"], size: Size(width: 8, height: 100_032)),
    // Each paragraph in its own font: a 24 pt title (12 pt cells) over 12 pt body text (6 pt cells, 16 a line).
    TextCase(text: "Title\nbody text here", paragraphFontSizes: [24, 12], width: 96,
             lines: ["Title", "body text here"], size: Size(width: 84, height: 36)),
    TextCase(text: "Title\nbody text here", paragraphFontSizes: [24, 12], width: 60,
             lines: ["Title", "body text", "here"], size: Size(width: 60, height: 48)),
    // The truncated last line uses its own paragraph's columns; the container's height counts each line's height.
    TextCase(text: "Title\nbody text here", maximumNumberOfLines: 2, paragraphFontSizes: [24, 12], width: 60,
             lines: ["Title", "body text…"], size: Size(width: 60, height: 36)),
    TextCase(text: "Title\nbody text here", paragraphFontSizes: [24, 12], width: 60, height: 47,
             lines: ["Title", "body text…"], size: Size(width: 60, height: 36)),
    // Sizes that are not positive numbers measure as 16; paragraphs without an entry use fontSize.
    TextCase(text: "a\nb\nc", fontSize: 20, paragraphFontSizes: [.nan, -4], width: .infinity,
             lines: ["a", "b", "c"], size: Size(width: 10, height: 52)),
    // Runs: each character advances in its own run's font (TextKit sums glyph advances), a line keeps its
    // paragraph's height. "¥" (2 UTF-8 bytes) at 12 pt and "59.90" at 17 pt: 6 + 42.5, ceiled.
    TextCase(text: "¥59.90", fontSize: 17, runs: [TextRun(end: 2, fontSize: 12), TextRun(end: 7, fontSize: 17)],
             width: .infinity, lines: ["¥59.90"], size: Size(width: 49, height: 17)),
    // "by " at 12 pt (18) and "Ann Lee" at 20 pt (70): 88 pt fit in 90 (in 20 pt cells they would not), not in 80.
    TextCase(text: "by Ann Lee", fontSize: 20, runs: [TextRun(end: 3, fontSize: 12), TextRun(end: 10, fontSize: 20)],
             width: 90, lines: ["by Ann Lee"], size: Size(width: 88, height: 20)),
    TextCase(text: "by Ann Lee", fontSize: 20, runs: [TextRun(end: 3, fontSize: 12), TextRun(end: 10, fontSize: 20)],
             width: 80, lines: ["by Ann", "Lee"], size: Size(width: 48, height: 40)),
    // The "…" takes the font of the line's last character (8 pt: 4 pt wide), leaving 26 pt for "ab C" (20 pt).
    TextCase(text: "ab CDEF", maximumNumberOfLines: 1, runs: [TextRun(end: 3, fontSize: 8), TextRun(end: 7, fontSize: 16)],
             width: 30, lines: ["ab C…"], size: Size(width: 24, height: 16)),
    // Five 5.4 pt characters are 27 pt; added word by word in floating point they are 27.000000000000004, which
    // must not ceil to 28, with runs or without.
    TextCase(text: "ab ab", fontSize: 10.8, width: .infinity, lines: ["ab ab"], size: Size(width: 27, height: 11)),
    TextCase(text: "ab ab", fontSize: 10.8, runs: [TextRun(end: 5, fontSize: 10.8)], width: .infinity,
             lines: ["ab ab"], size: Size(width: 27, height: 11)),
    // Kern follows every character of its run, the last one included: 4 × 8 + 4 × 2.
    TextCase(text: "SALE", runs: [TextRun(end: 4, fontSize: 16, kern: 2)], width: .infinity,
             lines: ["SALE"], size: Size(width: 40, height: 16)),
    // Kern counts when words wrap: "aa" is 20, the space 10, "bb" 20.
    TextCase(text: "aa bb", runs: [TextRun(end: 5, fontSize: 16, kern: 2)], width: 40,
             lines: ["aa", "bb"], size: Size(width: 20, height: 32)),
    // A kern past the last run does not apply; a negative kern never makes a box narrower than nothing; a kern
    // that is not a number adds nothing.
    TextCase(text: "abcd", runs: [TextRun(end: 2, fontSize: 16, kern: 4)], width: .infinity,
             lines: ["abcd"], size: Size(width: 40, height: 16)),
    TextCase(text: "ab", runs: [TextRun(end: 2, fontSize: 16, kern: -20)], width: .infinity,
             lines: ["ab"], size: Size(width: 0, height: 16)),
    TextCase(text: "ab", runs: [TextRun(end: 2, fontSize: 16, kern: .nan)], width: .infinity,
             lines: ["ab"], size: Size(width: 16, height: 16)),
    // pointSizeScaleFactors (ASTextNode's TextKit font size adjuster): 20 pt takes 130 pt, 18 pt 117 pt; at 16 pt
    // the line fits in 110.
    TextCase(text: "Read more now", maximumNumberOfLines: 1, fontSize: 20, scaleFactors: [0.9, 0.8], width: 110,
             lines: ["Read more now"], size: Size(width: 104, height: 16)),
    // When no factor fits, the last one is used, and the text is truncated at it.
    TextCase(text: "Read more now", maximumNumberOfLines: 1, fontSize: 20, scaleFactors: [0.9, 0.8], width: 90,
             lines: ["Read more…"], size: Size(width: 80, height: 16)),
    // The longest word must fit the width: 120 pt at 20 pt, 96 at 0.8.
    TextCase(text: "Unbelievable", fontSize: 20, scaleFactors: [0.9, 0.8], width: 100,
             lines: ["Unbelievable"], size: Size(width: 96, height: 16)),
    // The height must fit: two 20 pt lines need 40, two 18 pt lines 36, two 16 pt lines 32.
    TextCase(text: "one two three", fontSize: 20, scaleFactors: [0.9, 0.8], width: 80, height: 35,
             lines: ["one two", "three"], size: Size(width: 56, height: 32)),
    // No scaling in an unbounded width, or when the text fits at its own size.
    TextCase(text: "Read more now", maximumNumberOfLines: 1, fontSize: 20, scaleFactors: [0.5], width: .infinity,
             lines: ["Read more now"], size: Size(width: 130, height: 20)),
    TextCase(text: "Read", maximumNumberOfLines: 1, fontSize: 20, scaleFactors: [0.5], width: 100,
             lines: ["Read"], size: Size(width: 40, height: 20)),
    // Scaled fonts are rounded to whole points, halves away from zero: 15 × 0.9 = 13.5 → 14 (7 pt cells).
    TextCase(text: "abcd", maximumNumberOfLines: 1, fontSize: 15, scaleFactors: [0.9], width: 28,
             lines: ["abcd"], size: Size(width: 28, height: 14)),
    // Texture scales paragraphSpacing twice: 10 × 0.5 × 0.5 = 2.5 between two 10 pt lines.
    TextCase(text: "a\nb", fontSize: 20, paragraph: ParagraphStyle(paragraphSpacing: 10), scaleFactors: [0.5],
             width: 100, height: 30, lines: ["a", "b"], size: Size(width: 5, height: 23)),
    // Factors that are not positive numbers never break the measurement.
    TextCase(text: "Read more now", maximumNumberOfLines: 1, fontSize: 20, scaleFactors: [.nan, -1, 0],
             width: 110, lines: ["Read more…"], size: Size(width: 100, height: 20)),
])
func textFixture(_ c: TextCase) {
    let content = TextContent(c.text, fontSize: c.fontSize, maximumNumberOfLines: c.maximumNumberOfLines,
                              truncationMode: c.mode, paragraph: c.paragraph, paragraphFontSizes: c.paragraphFontSizes,
                              runs: c.runs, pointSizeScaleFactors: c.scaleFactors)
    #expect(content.lines(maxWidth: c.width, maxHeight: c.height) == c.lines)
    #expect(content.size(fitting: Size(width: c.width, height: c.height)) == c.size)
}

@Test("§5.3 a text node writes its font's ascender and descender into its style")
func textNodeBaselineMetrics() {
    var tree = LayoutTree()
    let text = tree.text("t", TextContent("ab", fontSize: 32))
    #expect(tree[text].style.ascender == 24)
    #expect(tree[text].style.descender == -8)
}
