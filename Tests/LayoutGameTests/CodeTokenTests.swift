import Testing
@testable import LayoutGame

@Suite struct CodeTokenTests {
    @Test(arguments: [
        ("stack.justifyContent = .end", ["stack", "justifyContent", "end"]),
        ("a.style.flexGrow = 1 // flexShrink in a comment", ["a", "style", "flexGrow"]),
        ("/* ASAbsoluteLayoutSpec\n */ let x2 = \"layoutPosition \\\" still text\"", ["let", "x2"]),
        ("ASDimensionMake(\"50%\")", ["ASDimensionMake"]),
        ("\"\"\"\nmulti flexWrap\n\"\"\"\nb", ["b"]),
        // Code inside an interpolation is code; the quotes inside it do not end the outer string.
        ("let t = \"\\(x ? \"ASAbsoluteLayoutSpec\" : \"\")\"", ["let", "t", "x"]),
    ])
    func identifiersOutsideCommentsAndStrings(source: String, identifiers: [String]) {
        #expect(codeIdentifiers(in: source) == identifiers)
    }

    @Test(arguments: [
        ("s.spacing = 1.5", [CodeToken.identifier("s"), .punctuation("."), .identifier("spacing"), .punctuation("="),
                             .number("1.5")]),
        ("f(width: 2)", [.identifier("f"), .punctuation("("), .identifier("width"), .punctuation(":"), .number("2"),
                         .punctuation(")")]),
        ("a[0].style", [.identifier("a"), .punctuation("["), .number("0"), .punctuation("]"), .punctuation("."),
                        .identifier("style")]),
        ("x = .`default` + \"s\"", [.identifier("x"), .punctuation("="), .punctuation("."), .identifier("default"),
                                      .punctuation("+"), .string]),
    ])
    func tokens(source: String, tokens: [CodeToken]) {
        #expect(codeTokens(in: source) == tokens)
    }

    @Test(arguments: [
        ("s.justifyContent = .end", ["justifyContent", "end"], true),
        ("s.justifyContent = ASStackLayoutJustifyContent.end", ["justifyContent", "end"], true),
        ("ASStackLayoutSpec(direction: .vertical, spacing: 0)", ["direction", "vertical"], true),
        ("s.justifyContent = .start; s.alignItems = .end", ["justifyContent", "end"], false),
        ("ASStackLayoutSpec.vertical()", ["ASStackLayoutSpec", "vertical"], true),
        ("", ["flexGrow"], false),
    ])
    func sequences(source: String, sequence: [String], found: Bool) {
        #expect(containsSequence(sequence, in: codeIdentifiers(in: source)) == found)
    }
}
