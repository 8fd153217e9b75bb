import PropertyBased
import Testing
@testable import LayoutShell

/// Thousands of broken, mutated and hostile entries through the whole shell (interpreter, layout, drawing,
/// commands): every one must come back as a reply, never a crash. Deterministic, so a failure reproduces.
struct ShellRobustnessTests {
    static let corpus = [
        """
        let avatar = ASDisplayNode()
        avatar.style.preferredSize = CGSize(width: 44, height: 44)
        let title = ASTextNode()
        title.attributedText = NSAttributedString(string: "Texture, one spec at a time 日本語 🎉")
        title.style.flexShrink = 1
        let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                    alignItems: .center, children: [avatar, title])
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: row)
        """,
        """
        let a = ASDisplayNode(); let b = ASDisplayNode()
        a.style.width = ASDimensionMake("50%"); b.style.flexGrow = 1
        let s = ASStackLayoutSpec.vertical()
        s.flexWrap = .wrap; s.alignContent = .spaceBetween; s.lineSpacing = 4
        s.children = [a, b]
        let c = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [.minimumX], child: s)
        let r = ASRatioLayoutSpec(ratio: 0.5, child: c)
        ASOverlayLayoutSpec(child: r, overlay: ASCornerLayoutSpec(child: a, corner: b, location: .topRight))
        """,
    ]

    static let hostile = ["nan", "-1e308", "1e308", ".infinity", "-0", "0", "CGFloat.greatestFiniteMagnitude",
                          "(((((1)))))", "a", "s", "[a, a, a]", "[s]", "\"🎉\"", "nil", "self", "{ }", "1/0"]
    static let commands = [":draw", ":frames", ":tree", ":json", ":explain a", ":explain nobody", ":size 0 x 0",
                           ":size inf x inf", ":size 1e7 x 1", ":zoom 0.001", ":zoom 1000", ":mode exact", ":scale 3",
                           ":undo", ":redo", ":reset", ":root s", ":history", ":vars", ":export swift", ":help .",
                           ":mode proportional", ":zoom fit", ":size 375 x inf"]

    @Test func everyEntryGetsAReply() {
        // Seeded, so a failure reproduces.
        var random = Xoshiro(seed: (2026, 11, 22, 1))
        let shell = Shell()
        var silent: [String] = []
        for round in 0..<2500 {
            let source = Self.corpus[round % Self.corpus.count]
            let entry: String
            switch round % 5 {
            case 0:
                entry = String(source.prefix(Int.random(in: 0...source.count, using: &random)))
            case 1:
                var words = source.split(separator: " ").map(String.init)
                words[Int.random(in: 0..<words.count, using: &random)] = Self.hostile.randomElement(using: &random) ?? ""
                entry = words.joined(separator: " ")
            case 2:
                var characters = Array(source)
                let index = Int.random(in: 0..<characters.count, using: &random)
                characters.remove(at: index)
                entry = String(characters)
            case 3:
                entry = Self.commands.randomElement(using: &random) ?? ":draw"
            default:
                entry = "a.style.\(["width", "flexGrow", "spacingBefore", "preferredSize"].randomElement(using: &random) ?? "x") = "
                    + (Self.hostile.randomElement(using: &random) ?? "0")
            }
            // Every entry but a blank one is answered: with output, an error, a request for more lines, or (for a
            // statement that changes nothing visible) quietly accepted into the session's statements.
            let statementsBefore = shell.activeStatements.count
            let reply = shell.submit(entry)
            if !entry.allSatisfy(\.isWhitespace) && reply.output.isEmpty && reply.errors.isEmpty && !shell.isContinuing
                && shell.activeStatements.count == statementsBefore {
                silent.append(entry)
            }
            if round % 7 == 0 { shell.cancelEntry() }
        }
        #expect(silent.isEmpty, "entries with no answer: \(silent.prefix(5))")
        #expect(shell.submit(":draw").quit == false)
    }

    /// A command's reply quotes its argument as typed: escape sequences and bidirectional controls in it are shown as
    /// escapes, never sent to the terminal (one could set its title, clear it or reorder the line).
    @Test(arguments: [":root \u{1B}]0;title\u{7}", ":help \u{1B}[2J", ":load x\u{1B}[2J.swift", ":bogus\u{1B}[31m",
                      ":explain a\u{202E}b"])
    func commandRepliesShowControlCharacters(entry: String) {
        let reply = Shell().submit(entry)
        let text = reply.output + reply.errors
        #expect(!text.isEmpty)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }, "\(text)")
    }
}
