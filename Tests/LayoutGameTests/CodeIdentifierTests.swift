import Testing
@testable import LayoutGame

@Suite struct CodeIdentifierTests {
    @Test(arguments: [
        ("stack.justifyContent = .end", ["stack", "justifyContent", "end"]),
        ("a.style.flexGrow = 1 // flexShrink in a comment", ["a", "style", "flexGrow"]),
        ("/* ASAbsoluteLayoutSpec\n */ let x2 = \"layoutPosition \\\" still text\"", ["let", "x2"]),
        ("ASDimensionMake(\"50%\")", ["ASDimensionMake"]),
        ("\"\"\"\nmulti flexWrap\n\"\"\"\nb", ["b"]),
    ])
    func identifiersOutsideCommentsAndStrings(source: String, identifiers: [String]) {
        #expect(codeIdentifiers(in: source) == identifiers)
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
