import LayoutScript
import Testing
import TextureLayout

/// Attributed strings, paragraph styles and fonts as real cells write them, and the frame of the text node `t` they
/// produce (in a wrapper, so at most 375 wide). The cell model: a character is half its own run's font size wide
/// (plus the run's kern), a line as tall as its paragraph's largest font (16 pt without a font).
let textFixtures: [FrameFixture] = [
    FrameFixture(name: "append: each run is as wide as its own font, the line as tall as the largest", script: """
        let text = NSMutableAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        text.append(NSAttributedString(string: " there", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]))
        t.attributedText = text
        """, frames: ["t 0 0 72 20"]),
    // TextKit sums each glyph's advance in its own font: 6 + 5 × 8.5 = 48.5, ceiled to the pixel.
    FrameFixture(name: "a price: a small currency sign before a larger amount", script: """
        let price = NSMutableAttributedString(string: "¥", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        price.append(NSAttributedString(string: "59.90", attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]))
        t.attributedText = price
        """, frames: ["t 0 0 49 17"]),
    // "Posted by " is 10 × 6 pt, "Alexandra" 9 × 8 pt: 132 pt fit in 140 on one line (in the largest font, 152
    // would not); in 100 the name wraps and the first line keeps its small width.
    FrameFixture(name: "wrapping measures each run in its own font", script: """
        let byline = NSMutableAttributedString(string: "Posted by ", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        byline.append(NSAttributedString(string: "Alexandra", attributes: [.font: UIFont.boldSystemFont(ofSize: 16)]))
        t.attributedText = byline
        t.style.maxWidth = ASDimensionMake(140)
        let u = ASTextNode()
        u.attributedText = byline
        u.style.maxWidth = ASDimensionMake(100)
        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [t, u])
        """, frames: ["t 0 0 132 16", "u 0 16 72 32"]),
    // .kern adds its points after every character of its run, the last one too (NSLayoutManager's used rect
    // includes it): 4 × 8 + 4 × 2.
    FrameFixture(name: ".kern widens every character of its run", script: """
        t.attributedText = NSAttributedString(string: "SALE", attributes: [.font: UIFont.systemFont(ofSize: 16), .kern: 2])
        """, frames: ["t 0 0 40 16"]),
    FrameFixture(name: ".kern over a range, NSKernAttributeName, and a negative kern", script: """
        let text = NSMutableAttributedString(string: "abcd")
        text.addAttribute(.kern, value: 3, range: NSRange(location: 1, length: 2))
        t.attributedText = text
        let u = ASTextNode()
        u.attributedText = NSAttributedString(string: "OK", attributes: [NSFontAttributeName: UIFont.systemFont(ofSize: 12), NSKernAttributeName: 1.5])
        let v = ASTextNode()
        v.attributedText = NSAttributedString(string: "tight", attributes: [.kern: CGFloat(-0.5)])
        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [t, u, v])
        """, frames: ["t 0 0 30 12", "u 0 12 15 12", "v 0 24 28 12"]),
    // Without kern "aa bb" is 40 pt and fits; with 2 pt each word is 20, the space 10: 50 pt wrap.
    FrameFixture(name: "kern counts when words wrap", script: """
        t.attributedText = NSAttributedString(string: "aa bb", attributes: [.kern: 2])
        t.style.maxWidth = ASDimensionMake(40)
        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [t])
        """, frames: ["t 0 0 40 12"]),
    FrameFixture(name: "a title paragraph over body text: each paragraph in its own largest font", script: """
        let text = NSMutableAttributedString(string: "Title\\n", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
        text.append(NSAttributedString(string: "body text here", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        t.attributedText = text
        t.style.maxWidth = ASDimensionMake(96)
        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [t])
        """, frames: ["t 0 0 84 36"]),
    FrameFixture(name: "addAttribute over a range with NSRange(location:length:)", script: """
        let text = NSMutableAttributedString(string: "Hello world")
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 24), range: NSRange(location: 0, length: 5))
        t.attributedText = text
        """, frames: ["t 0 0 96 24"]),
    FrameFixture(name: "NSRange(_:) of a Range<Int>, half-open and closed", script: """
        let text = NSMutableAttributedString(string: "Hello world")
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 24), range: NSRange(0..<text.length))
        t.attributedText = text
        let tail = NSMutableAttributedString(string: "Hello world")
        tail.addAttribute(.font, value: UIFont.systemFont(ofSize: 40), range: NSRange(6...10))
        t.attributedText = text.length == 11 ? tail : text
        """, frames: ["t 0 0 136 40"]),
    FrameFixture(name: "setAttributes over the whole length replaces the larger font", script: """
        let text = NSMutableAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        text.setAttributes([.font: UIFont.systemFont(ofSize: 10)], range: NSMakeRange(0, text.length))
        t.attributedText = text
        """, frames: ["t 0 0 25 10"]),
    FrameFixture(name: "ranges over several runs: inside one, across two, after one", script: """
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.append(NSAttributedString(string: "cdefgh", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 40), range: NSRange(location: 5, length: 2))
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 8), range: NSRange(location: 1, length: 7))
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 6), range: NSRange(location: 0, length: 1))
        t.attributedText = text
        """, frames: ["t 0 0 31 8"]),
    FrameFixture(name: "the ascender comes from the first character's font, the descender from the last's", script: """
        let text = NSMutableAttributedString(string: "a", attributes: [.font: UIFont.systemFont(ofSize: 40)])
        text.append(NSAttributedString(string: "b", attributes: [.font: UIFont.systemFont(ofSize: 8)]))
        t.attributedText = text
        t.attributedText = NSAttributedString(string: "")
        let a = ASDisplayNode()
        a.style.preferredSize = CGSize(width: t.style.ascender, height: -t.style.descender)
        return ASWrapperLayoutSpec(layoutElement: a)
        """, frames: ["a 0 0 30 2"]),
    FrameFixture(name: "a font on an empty range changes nothing", script: """
        let text = NSMutableAttributedString(string: "Hello")
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 40), range: NSRange(location: 2, length: 0))
        t.attributedText = text
        """, frames: ["t 0 0 30 12"]),
    FrameFixture(name: "addAttributes and init(attributedString:)", script: """
        let base = NSAttributedString(string: "abcd")
        let text = NSMutableAttributedString(attributedString: base)
        text.addAttributes([.font: UIFont.italicSystemFont(ofSize: 20), .foregroundColor: UIColor.red],
                           range: NSRange(location: 0, length: 4))
        t.attributedText = text
        """, frames: ["t 0 0 40 20"]),
    FrameFixture(name: "lineSpacing between wrapped lines, not after the last", script: """
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        t.attributedText = NSAttributedString(string: "aaaa bbbb cccc", attributes: [.paragraphStyle: style])
        t.style.width = ASDimensionMake(40)
        """, frames: ["t 0 0 40 44"]),
    FrameFixture(name: "lineHeightMultiple multiplies the line height", script: """
        let style = NSMutableParagraphStyle()
        style.lineHeightMultiple = 1.5
        t.attributedText = NSAttributedString(string: "ab\\ncd", attributes: [.paragraphStyle: style])
        """, frames: ["t 0 0 12 36"]),
    FrameFixture(name: "minimumLineHeight raises and maximumLineHeight lowers a line", script: """
        let tall = NSMutableParagraphStyle()
        tall.minimumLineHeight = 20
        t.attributedText = NSAttributedString(string: "ab\\ncd", attributes: [.paragraphStyle: tall])
        let short = NSMutableParagraphStyle()
        short.maximumLineHeight = 10
        let u = ASTextNode()
        u.attributedText = NSAttributedString(string: "ab\\ncd", attributes: [NSAttributedString.Key.paragraphStyle: short])
        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [t, u])
        """, frames: ["t 0 0 12 40", "u 0 40 12 20"]),
    FrameFixture(name: "paragraphSpacing and paragraphSpacingBefore between paragraphs only", script: """
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = 6
        style.paragraphSpacingBefore = 2
        t.attributedText = NSAttributedString(string: "ab\\ncd\\nef", attributes: [.paragraphStyle: style])
        """, frames: ["t 0 0 12 52"]),
    FrameFixture(name: "a paragraph style added to a mutable string, from NSParagraphStyle.default", script: """
        let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        style.lineSpacing = 10
        style.alignment = .center
        style.lineBreakMode = .byTruncatingTail
        let text = NSMutableAttributedString(string: "ab\\ncd")
        text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
        t.attributedText = text
        """, frames: ["t 0 0 12 34"]),
    FrameFixture(name: "Swift 3 and 4 attribute names and font weights", script: """
        let a: [String: Any] = [NSFontAttributeName: UIFont.systemFont(ofSize: 10, weight: UIFontWeightBold),
                                NSForegroundColorAttributeName: UIColor.gray]
        let b = [NSAttributedStringKey.font: UIFont.systemFont(ofSize: 12, weight: UIFont.Weight.semibold)]
        let text = NSMutableAttributedString(string: "abcd", attributes: a)
        text.append(NSAttributedString(string: "ef", attributes: b))
        t.attributedText = text
        """, frames: ["t 0 0 32 12"]),
    FrameFixture(name: "custom keys are accepted and ignored", script: """
        let key = NSAttributedString.Key(rawValue: "tag")
        let other = NSAttributedString.Key("other")
        t.attributedText = NSAttributedString(string: "abc", attributes: [key: 1, other: "x", .foregroundColor: UIColor.red])
        """, frames: ["t 0 0 18 12"]),
    FrameFixture(name: "UIFont(name:size:) force-unwrapped and with ?? as apps write it", script: """
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont(name: "Avenir-Heavy", size: 20)!])
        text.append(NSAttributedString(string: "cd", attributes: [.font: UIFont(name: "Avenir", size: 14) ?? .systemFont(ofSize: 14)]))
        t.attributedText = text
        """, frames: ["t 0 0 34 20"]),
    FrameFixture(name: "preferredFont at iOS's default Dynamic Type sizes", script: """
        t.attributedText = NSAttributedString(string: "abc", attributes: [.font: UIFont.preferredFont(forTextStyle: .headline)])
        let u = ASTextNode()
        u.attributedText = NSAttributedString(string: "abc", attributes: [.font: UIFont.preferredFont(forTextStyle: UIFont.TextStyle.largeTitle)])
        let v = ASTextNode()
        v.attributedText = NSAttributedString(string: "abc", attributes: [.font: UIFont.preferredFont(forTextStyle: .caption2)])
        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [t, u, v])
        """, frames: ["t 0 0 26 17", "u 0 17 51 34", "v 0 51 17 11"]),
    FrameFixture(name: "UIFontMetrics scales nothing at the default Dynamic Type size", script: """
        let font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 20))
        t.attributedText = NSAttributedString(string: "ab", attributes: [.font: font])
        t.style.minHeight = ASDimensionMake(UIFontMetrics.default.scaledValue(for: 30))
        """, frames: ["t 0 0 20 30"]),
    FrameFixture(name: "UIFontMetrics caps a font at its maximum point size", script: """
        let metrics = UIFontMetrics(forTextStyle: .caption2)
        t.attributedText = NSAttributedString(string: "ab", attributes: [.font: metrics.scaledFont(for: .systemFont(ofSize: 11), maximumPointSize: 15)])
        let u = ASTextNode()
        u.attributedText = NSAttributedString(string: "ab", attributes: [.font: metrics.scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 30, compatibleWith: nil)])
        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [t, u])
        """, frames: ["t 0 0 11 11", "u 0 11 30 30"]),
    FrameFixture(name: "a font made from a descriptor keeps its size: traits, designs, size 0 and a text style's", script: """
        var font = UIFont.preferredFont(forTextStyle: .title2)
        if let bold = font.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]) {
            font = UIFont(descriptor: bold, size: 0)
        }
        t.attributedText = NSAttributedString(string: "ab", attributes: [.font: font])
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let u = ASTextNode()
        u.attributedText = NSAttributedString(string: "ab", attributes: [.font: UIFont(descriptor: body.withSize(30), size: 0)])
        let v = ASTextNode()
        v.attributedText = NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: body.pointSize)])
        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [t, u, v])
        """, frames: ["t 0 0 22 22", "u 0 22 30 30", "v 0 52 17 17"]),
    FrameFixture(name: "font metrics, withSize and monospaced fonts in layout arithmetic", script: """
        let font = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        let big = font.withSize(30)
        t.style.preferredSize = CGSize(width: big.pointSize + font.lineHeight, height: font.ascender - font.descender)
        let u = ASTextNode()
        u.attributedText = NSAttributedString(string: "12", attributes: [.font: UIFont.monospacedSystemFont(ofSize: 14, weight: .bold)])
        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [t, u])
        """, frames: ["t 0 0 42 12", "u 0 12 14 14"]),
    FrameFixture(name: "NSString's range(of:) and length find the run to restyle", script: """
        let name = "Ann"
        let full = "Hi Ann"
        let text = NSMutableAttributedString(string: full)
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 20), range: (full as NSString).range(of: name))
        t.attributedText = text
        t.style.maxWidth = ASDimensionMake(CGFloat((full as NSString).length) * 10 - 20)
        """, frames: ["t 0 0 30 40"]),
    FrameFixture(name: "size() and NSString's size(withAttributes:) and boundingRect(with:options:attributes:context:)", script: """
        let one = NSAttributedString(string: "abc", attributes: [.font: UIFont.systemFont(ofSize: 20)]).size()
        let two = "abcd".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        let three = ("aaaa bbbb" as NSString).boundingRect(with: CGSize(width: 40, height: .greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, attributes: [.font: UIFont.systemFont(ofSize: 16)], context: nil)
        t.style.preferredSize = CGSize(width: one.width + two.width + three.width, height: one.height + two.height + three.height)
        """, frames: ["t 0 0 82 62"]),
    // Foundation's empty initializers: an app's fallback text (`return NSAttributedString()`) is empty, 0 wide.
    FrameFixture(name: "NSAttributedString() and NSMutableAttributedString() are empty texts", script: """
        let empty = NSAttributedString()
        let built = NSMutableAttributedString()
        built.append(NSAttributedString(string: "ab"))
        t.attributedText = built
        t.style.minHeight = ASDimensionMake(CGFloat(empty.length) + 20)
        """, frames: ["t 0 0 12 20"]),
    FrameFixture(name: "NSString(string:) and NSString(format:) are texts with NSString's members", script: """
        let size = NSString(string: "hi").boundingRect(with: CGSize(width: 200, height: 1000),
            options: .usesLineFragmentOrigin, attributes: nil, context: nil)
        let label = NSString(format: "%d new", 3)
        t.style.preferredSize = CGSize(width: size.width + 16 + CGFloat(label.length), height: size.height + 16)
        """, frames: ["t 0 0 33 28"]),
    FrameFixture(name: "boundingRect measures as the text node does", script: """
        let text = NSAttributedString(string: "aaaa bbbb cccc")
        let rect = text.boundingRect(with: CGSize(width: 40, height: CGFloat.greatestFiniteMagnitude),
                                     options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
        t.style.preferredSize = CGSize(width: ceil(rect.width), height: ceil(rect.height))
        """, frames: ["t 0 0 24 36"]),
]

@Test(arguments: textFixtures)
func textLaysOutAsUIKitCodeSays(_ fixture: FrameFixture) {
    let root = fixture.script.contains("return ") ? "" : "\nASWrapperLayoutSpec(layoutElement: t)"
    let script = "let t = ASTextNode()\n" + fixture.script + root
    let (session, outcome) = session(running: script)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == fixture.frames)
}

@Test func textErrorsNameTheProblem() {
    let cases: [(String, String)] = [
        ("let s = NSMutableAttributedString(string: \"abc\")\ns.addAttribute(.font, value: UIFont.systemFont(ofSize: 9), "
            + "range: NSRange(location: 2, length: 5))", "the range {2, 5} is out of bounds: the text is 3 long"),
        ("let r = NSRange(location: -1, length: 2)", "an NSRange needs a whole location and length"),
        ("let s = NSMutableAttributedString(string: \"abc\")\ns.addAttribute(.font, value: 1, range: 3)",
         "range: expects an NSRange"),
        ("let f = UIFont.systemFont(ofSize: 12)\nf.withSiz(3)", "did you mean 'withSize'"),
        ("let s = NSMutableAttributedString(string: \"abc\")\ns.addAttribute(.font, value: 1, range: (\"abc\" as NSString).range(of: \"z\"))",
         "is out of bounds"),
        // Swift's String.range(of:) is nil for a text it does not find, and no NSRange.
        ("let s = NSMutableAttributedString(string: \"abc\")\ns.addAttribute(.font, value: 1, range: \"abc\".range(of: \"z\"))",
         "range: expects an NSRange"),
    ]
    for (script, message) in cases {
        let (_, outcome) = session(running: script)
        #expect(outcome.diagnostic?.message.contains(message) == true,
                "\(script): \(outcome.diagnostic?.message ?? "no error")")
    }
}

@Test func attributedStringReadsAndLengthCountsUTF16() {
    let (session, outcome) = session(running: """
        let s = NSMutableAttributedString(string: "a😀")
        let r = NSMakeRange(1, 2)
        let a = ASDisplayNode()
        a.style.preferredSize = CGSize(width: CGFloat(s.length), height: CGFloat(r.location + r.length))
        let b = ASDisplayNode()
        b.style.preferredSize = CGSize(width: CGFloat(s.string.count), height: 1)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [a, b])
        """)
    #expect(outcome.diagnostic == nil)
    #expect(frames(of: session) == ["a 0 0 3 3", "b 0 3 2 1"])
}
