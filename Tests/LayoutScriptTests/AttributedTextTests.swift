import Testing
import TextureLayout

@testable import LayoutScript

/// Every in-bounds range on a text of several runs: changing it never traps, the runs still cover the text exactly,
/// neighbours with equal attributes merge, and exactly the characters in the range get the change.
@Test func everyRangeOverSeveralRunsChangesExactlyItsCharacters() throws {
    var base = AttributedText("ab", attributes: TextAttributes(fontSize: 10))
    base.append(AttributedText("cde", attributes: TextAttributes(fontSize: 12)))
    base.append(AttributedText("f"))
    for lower in 0...base.length {
        for upper in lower...base.length {
            var text = base
            try text.changeAttributes(in: lower..<upper) { $0.fontSize = 99 }
            #expect(text.runs.map(\.length).reduce(0, +) == base.length)
            #expect(zip(text.runs, text.runs.dropFirst()).allSatisfy { $0.attributes != $1.attributes })
            let sizes = text.runs.flatMap { Array(repeating: $0.attributes.fontSize, count: $0.length) }
            let before = base.runs.flatMap { Array(repeating: $0.attributes.fontSize, count: $0.length) }
            for index in 0..<base.length {
                #expect(sizes[index] == ((lower..<upper).contains(index) ? 99 : before[index]))
            }
        }
    }
}

@Test func rangesPastTheEndAreRefused() {
    var text = AttributedText("abc")
    #expect(throws: ScriptError.self) { try text.changeAttributes(in: 2..<4) { $0.fontSize = 1 } }
    #expect(throws: ScriptError.self) { try text.changeAttributes(in: 4..<4) { $0.fontSize = 1 } }
    #expect(text == AttributedText("abc"))
}

/// The measured font is the largest of any character; characters without a font count as NSAttributedString's default, 12.
@Test func theLargestFontOfTheTextIsMeasured() {
    var text = AttributedText("a", attributes: TextAttributes(fontSize: 10))
    #expect(text.content.fontSize == 10)
    text.append(AttributedText("b"))
    #expect(text.content.fontSize == 12)
    text.append(AttributedText("c", attributes: TextAttributes(fontSize: 30)))
    #expect(text.content.fontSize == 30)
    #expect(AttributedText("", attributes: TextAttributes(fontSize: 12)).content.fontSize == 12)
}

/// A text node's text read back measures as it was set: paragraph fonts survive `AttributedText(content)`.
@Test func aTextReadBackKeepsItsParagraphFonts() {
    var text = AttributedText("Title\n", attributes: TextAttributes(fontSize: 24))
    text.append(AttributedText("body\n", attributes: TextAttributes(fontSize: 12)))
    text.append(AttributedText("more", attributes: TextAttributes(fontSize: 12)))
    let content = text.content
    #expect(content.fontSize == 24)
    #expect(content.paragraphFontSizes == [24, 12, 12])
    #expect(AttributedText(content).content == content)
    // One font throughout: no per-paragraph sizes; a final empty paragraph takes the size before it.
    #expect(AttributedText("a\nb\n", attributes: TextAttributes(fontSize: 9)).content.paragraphFontSizes.isEmpty)
    var trailing = AttributedText("a\n", attributes: TextAttributes(fontSize: 30))
    trailing.append(AttributedText("b\n", attributes: TextAttributes(fontSize: 10)))
    #expect(trailing.content.paragraphFontSizes == [30, 10, 10])
    // Paragraphs end at every line end the engine breaks at: a server's CR LF, a CR, U+2029.
    var windows = AttributedText("Title\r\n", attributes: TextAttributes(fontSize: 24))
    windows.append(AttributedText("body\rmore\u{2029}end", attributes: TextAttributes(fontSize: 12)))
    #expect(windows.content.paragraphFontSizes == [24, 12, 12, 12])
}

/// Runs reach the engine only when a paragraph mixes fonts or a kern is set; they cut the text where its font or
/// kern changes, in UTF-8 bytes, and a text read back from them measures the same.
@Test func runsCarryEachCharactersFontAndKern() {
    #expect(AttributedText("abc", attributes: TextAttributes(fontSize: 12)).content.runs.isEmpty)
    var title = AttributedText("Title\n", attributes: TextAttributes(fontSize: 24))
    title.append(AttributedText("body", attributes: TextAttributes(fontSize: 12)))
    #expect(title.content.runs.isEmpty)

    var price = AttributedText("¥", attributes: TextAttributes(fontSize: 12))
    price.append(AttributedText("59.90", attributes: TextAttributes(fontSize: 17)))
    price.append(AttributedText(" off", attributes: TextAttributes(fontSize: 17, kern: 1)))
    #expect(price.content.runs == [TextRun(end: 2, fontSize: 12), TextRun(end: 7, fontSize: 17),
                                   TextRun(end: 11, fontSize: 17, kern: 1)])
    #expect(price.content.fontSize == 17)
    #expect(AttributedText(price.content).content == price.content)
    let kerned = AttributedText("ab", attributes: TextAttributes(kern: 2)).content
    #expect(kerned.runs == [TextRun(end: 2, fontSize: 12, kern: 2)])
    #expect(AttributedText(kerned).content == kerned)
}

/// An image attachment is one character of the text, as Foundation counts it, and measures as one character of the
/// default font; its image and bounds are accepted.
@Test func anAttachmentIsOneCharacterOfTheText() {
    let (session, outcome) = session(running: """
        let label = ASTextNode()
        let icon = NSTextAttachment()
        icon.image = UIImage(systemName: "phone")
        icon.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
        let text = NSMutableAttributedString(attachment: icon)
        text.append(NSAttributedString(string: " Call", attributes: [.font: UIFont.systemFont(ofSize: 16)]))
        text.addAttribute(.foregroundColor, value: UIColor.gray, range: NSRange(location: 0, length: 6))
        label.attributedText = text
        print(text.length)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [label])
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["6"])
    #expect(frames(of: session) == ["label 0 0 46 16"])
}

/// Texture's attributed texts are nullable: a text node's text and a button's title set to nil are empty, as
/// -[ASTextNode setAttributedText:] makes them.
@Test func aNilTextIsAnEmptyOne() {
    let (session, outcome) = session(running: """
        let label = ASTextNode()
        label.attributedText = NSAttributedString(string: "Old")
        label.attributedText = nil
        let subtitle: NSAttributedString? = nil
        let button = ASButtonNode()
        button.setAttributedTitle(subtitle, for: .normal)
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                          children: [label, button])
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["label 0 0 0 12", "button 0 0 0 0"])
}

/// A text node never given a text reads its attributedText back as nil, as Texture's does (the property is
/// nullable and unset); once set, even to nil, it reads back a text.
@Test func aTextNeverGivenReadsBackNil() {
    let (_, outcome) = session(running: """
        let bio = ASTextNode()
        print(bio.attributedText == nil)
        bio.attributedText = nil
        print(bio.attributedText == nil, bio.attributedText?.length ?? -1)
        let name = ASTextNode()
        name.attributedText = NSAttributedString(string: "Ana")
        print(name.attributedText == nil)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["true", "false 0", "false"])
}

/// Every replacement of every range of a text of several runs: the string is the one Swift's own UTF-16 splice gives,
/// the runs cover it exactly, the characters kept keep their attributes, and a String's characters take those of the
/// first replaced character (the one before an empty range; the one after at the start), as Foundation gives them.
@Test func everyReplacementOverSeveralRunsKeepsTheOtherCharactersAttributes() throws {
    var base = AttributedText("ab", attributes: TextAttributes(fontSize: 10))
    base.append(AttributedText("cde", attributes: TextAttributes(fontSize: 12)))
    base.append(AttributedText("f", attributes: TextAttributes(fontSize: 14)))
    let before = base.runs.flatMap { Array(repeating: $0.attributes.fontSize, count: $0.length) }
    for lower in 0...base.length {
        for upper in lower...base.length {
            var text = base
            try text.replaceCharacters(in: lower..<upper, with: "XY")
            let units = Array(base.string.utf16)
            #expect(text.string == String(decoding: units[..<lower] + Array("XY".utf16) + units[upper...], as: UTF16.self))
            #expect(text.runs.map(\.length).reduce(0, +) == text.length)
            let sizes = text.runs.flatMap { Array(repeating: $0.attributes.fontSize, count: $0.length) }
            let inherited = before[lower < upper || lower == 0 ? Swift.min(lower, before.count - 1) : lower - 1]
            #expect(sizes == Array(before[..<lower]) + [inherited, inherited] + Array(before[upper...]))
        }
    }
    var deleted = base
    try deleted.replaceCharacters(in: 0..<base.length, with: AttributedText(""))
    #expect(deleted.string.isEmpty && deleted.runs.count == 1)
    #expect(throws: ScriptError.self) { try base.attributedSubstring(2..<7) }
    #expect(throws: ScriptError.self) { try AttributedText("👋").attributedSubstring(0..<1) }
}
