import Testing
@testable import LayoutShell

/// Tab in the shell, through the interpreter's own API catalog: what is offered for the word under the cursor.
struct CompletionTests {
    /// A session with a node `a` and a stack `s`, as a user would have typed it.
    func shell() -> Shell {
        let levels = LevelLibrary(directory: LevelLibrary.packageRoot.appendingPathComponent("Levels"), progressStore: nil)
        let shell = Shell(levels: levels)
        _ = shell.submit("let a = ASDisplayNode()\nlet s = ASStackLayoutSpec.vertical()\nlet title = ASTextNode()\n"
            + "let font = UIFont.systemFont(ofSize: 12)\nlet text = NSMutableAttributedString(string: \"x\")\n"
            + "let para = NSMutableParagraphStyle()\nlet photo = ASNetworkImageNode()")
        return shell
    }

    /// (line before the cursor, the word being completed, candidates that must be offered, ones that must not)
    static let cases: [(String, String, [String], [String])] = [
        ("ASInsetL", "ASInsetL", ["ASInsetLayoutSpec"], []),
        ("a.sty", "sty", ["style"], []),
        ("a.style.flex", "flex", ["flexGrow", "flexShrink", "flexBasis"], []),
        ("title.max", "max", ["maximumNumberOfLines"], []),
        ("s.justifyContent = .", "", ["center", "spaceBetween", "start"], ["vertical", "stretch"]),
        ("s.alignItems = .base", "base", ["baselineFirst", "baselineLast"], []),
        ("let x = ASStackLayoutSpec(direction: .", "", ["horizontal", "vertical"], ["center"]),
        ("let x = ASStackLayoutSpec(direction: .vertical, spa", "spa", ["spacing:"], []),
        // Where an argument starts and nothing is typed, the labels that can come there, not every name.
        ("ASWrapperLayoutSpec(", "", ["layoutElement:", "layoutElements:"], ["a", "ASStackLayoutSpec", "title"]),
        ("let c = ASCenterLayoutSpec(centeringOptions: .", "", ["XY"], []),
        ("ASStackLayoutSpec.ver", "ver", ["vertical"], []),
        ("ti", "ti", ["title"], []),
        (":fr", ":fr", [":frames"], []),
        (":explain ti", "ti", ["title"], []),
        (":help justify", "justify", ["justifyContent"], []),
        // A command's argument is one word up to the spaces (the line editor is told so), dots and dashes included.
        (":help ASStackLayoutSpec.ju", "ASStackLayoutSpec.ju", ["ASStackLayoutSpec.justifyContent"], []),
        (":help .sp", ".sp", [".spaceBetween"], []),
        (":level hello-no", "hello-no", ["hello-node"], ["hello-nothing-shrinks"]),
        (":mode ", "", ["exact", "proportional"], []),
        // UIKit values: static factories, instance methods and properties, inherited ones included.
        ("UIFont.pre", "pre", ["preferredFont"], []),
        ("UIFont.sys", "sys", ["systemFont", "systemFontSize"], []),
        ("font.wi", "wi", ["withSize"], []),
        ("text.add", "add", ["addAttribute", "addAttributes"], []),
        ("para.line", "line", ["lineSpacing", "lineHeightMultiple", "lineBreakMode"], []),
        ("a.addT", "addT", ["addTarget"], []),
        // Members Texture declares that layout does not read: accepted, so offered (the catalog drives both).
        ("photo.isCrop", "isCrop", ["isCropEnabled"], []),
        ("photo.shouldRe", "shouldRe", ["shouldRetryImageDownload", "shouldRenderProgressImages"], []),
        ("a.onDid", "onDid", ["onDidLoad"], []),
        ("s.setCh", "setCh", ["setChild"], []),
        ("s.chi", "chi", ["child", "children"], []),
        ("UIFont.TextStyle.hea", "hea", ["headline"], []),
        (":ima", ":ima", [":image"], []),
    ]

    @Test(arguments: cases)
    func offers(line: String, word: String, expected: [String], unexpected: [String]) {
        let offered = shell().completions(before: String(line.dropLast(word.count)), word: word)
        for candidate in expected { #expect(offered.contains(candidate), "\(candidate) missing from \(offered)") }
        for candidate in unexpected { #expect(!offered.contains(candidate), "\(candidate) offered") }
        #expect(offered.allSatisfy { $0.hasPrefix(word) })
    }

    @Test(arguments: [(":level hello-", true), (":help ", true), (":fr", false), ("let a = ASStack", false)])
    func commandArgumentsAreWholeWords(before: String, argument: Bool) {
        #expect(Shell().isCommandArgument(before: before) == argument)
    }

    @Test(arguments: [(":load ", true), (":save notes/", true), (":export svg ", true), (":frames ", false),
                      ("let a = ", false)])
    func fileNamesAfterFileCommands(before: String, wanted: Bool) {
        #expect(Shell().wantsFileName(before: before) == wanted)
    }
}
