import Testing
@testable import LayoutShell

/// The node classes in the shell: `:safe-area`, `:help` and Tab, all driven by the interpreter's catalog.
struct NodeClassShellTests {
    func makeShell() -> Shell {
        var settings = ShellSettings()
        settings.columns = 60
        return Shell(settings: settings)
    }

    @Test func safeAreaIsWhatSafeAreaInsetsReadsInLaterStatements() {
        let shell = makeShell()
        #expect(shell.submit(":safe-area").output.contains("safe area: top 0, left 0, bottom 0, right 0"))
        let reply = shell.submit(":safe-area 44 0 34 0")
        #expect(reply.output.unwrapped.contains("safe area: top 44, left 0, bottom 34, right 0"), "\(reply.output)")
        let layout = shell.submit("""
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: 10, height: 10)
            ASInsetLayoutSpec(insets: a.safeAreaInsets, child: ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [a]))
            """)
        #expect(layout.output.contains("a  ASDisplayNode  x=0 y=44 w=10 h=10"), "\(layout.output)")
    }

    @Test(arguments: [":safe-area 44 0 34", ":safe-area 1 2 3 -4", ":safe-area a b c d"])
    func badSafeAreasSayWhatWasExpected(line: String) {
        let reply = makeShell().submit(line)
        #expect(reply.failed)
        #expect(reply.errors.contains("expected four insets"), "\(reply.errors)")
    }

    @Test func helpOnAButtonListsItsPropertiesAndMethods() {
        let help = makeShell().submit(":help ASButtonNode").output
        for expected in ["ASButtonNode", "contentSpacing", "CGFloat = 8", "laysOutHorizontally", "titleNode",
                         "Methods:", "ASButtonNode.setTitle(_:with:with:for:)", "ASButtonNode.setImage(_:for:)",
                         "ASDisplayNode.layoutThatFits(_:)"] {
            #expect(help.contains(expected), "\(expected) missing from\n\(help)")
        }
        #expect(makeShell().submit(":help ASButtonNode.setTitle").output.contains("font"))
    }

    @Test func tabOffersNodeMethodsAndClassProperties() {
        let shell = makeShell()
        _ = shell.submit("let b = ASButtonNode()\nlet image = ASNetworkImageNode()")
        #expect(shell.completions(before: "b.", word: "set").contains("setTitle"))
        #expect(shell.completions(before: "b.", word: "content").contains("contentEdgeInsets"))
        #expect(shell.completions(before: "image.", word: "def").contains("defaultImage"))
        #expect(shell.completions(before: "", word: "ASNetw").contains("ASNetworkImageNode"))
    }
}
