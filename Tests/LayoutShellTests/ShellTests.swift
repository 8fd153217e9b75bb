import Foundation
import Testing
import TextureLayout
@testable import LayoutShell

/// The REPL's behaviour, entry by entry, without a terminal.
struct ShellTests {
    func makeShell() -> Shell {
        var settings = ShellSettings()
        settings.columns = 60
        return Shell(settings: settings)
    }

    /// `:explain` of a node a class's `layout()` frames by hand says so, and of a class that measures itself, what
    /// its `calculateSizeThatFits(_:)` returned.
    @Test func explainSaysWhatWasLaidOutByHand() {
        let shell = makeShell()
        shell.settings.columns = 120
        let reply = shell.submit("""
            class DividerCell: ASCellNode {
                let dividerNode = ASDisplayNode()
                override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                    CGSize(width: constrainedSize.width, height: 44)
                }
                override func layout() {
                    dividerNode.frame = CGRect(x: 16, y: calculatedSize.height - 1, width: 100, height: 1)
                }
            }
            """)
        #expect(reply.errors.isEmpty)
        // Replies are wrapped to the terminal: compared with their words joined by single spaces.
        let divider = shell.submit(":explain dividerNode").output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(divider.contains("dividerCell1's layout() sets its frame by hand, after Texture's layout pass: "
            + "(16, 43, 100, 1) in dividerCell1's coordinates"), "\(divider)")
        let cell = shell.submit(":explain dividerCell1").output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(cell.contains("its class's calculateSizeThatFits(_:) returned 375×44, clamped to its range: 375×44"),
                "\(cell)")
    }

    /// The first drawing of an element the code did not name says which one is drawn: the newest spec, or the node a
    /// view controller made in code is drawn as.
    @Test func theFirstImplicitDrawingSaysWhatItDraws() {
        let shell = makeShell()
        let reply = shell.submit("""
            let icon = ASDisplayNode()
            icon.style.preferredSize = CGSize(width: 40, height: 40)
            let controller = ASDKViewController(node: icon)
            """)
        #expect(reply.errors.isEmpty)
        let said = reply.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(said.contains("drawing icon, the newest node that no spec contains; type another name to draw "
            + "that instead"), "\(said)")
        #expect(said.contains("1 icon ASDisplayNode x=0 y=0 w=375 h=667"), "\(said)")
    }

    @Test func anUnfinishedStatementWaitsForMoreLines() {
        let shell = makeShell()
        #expect(shell.prompt == Shell.prompt)
        var reply = shell.submit("let s = ASStackLayoutSpec(direction: .vertical, spacing: 4,")
        #expect(reply.output.isEmpty && reply.errors.isEmpty)
        #expect(shell.isContinuing)
        #expect(shell.prompt == Shell.continuationPrompt)
        #expect(shell.prompt.count == Shell.prompt.count)
        reply = shell.submit("  justifyContent: .start, alignItems: .start, children: [])")
        #expect(reply.errors.isEmpty)
        #expect(!shell.isContinuing)
        #expect(shell.workspace.statements.count == 1)
    }

    /// `:export swift` on a narrow screen breaks lines as code, so the listing copied from the terminal runs again
    /// to the same frames: a long text's literal is split into literals joined by `+`, never broken mid-literal.
    @Test(arguments: [40, 60])
    func swiftExportedOnScreenRunsAgainAsShown(columns: Int) throws {
        let shell = makeShell()
        shell.settings.columns = columns
        for line in [
            "let title = ASTextNode()",
            "title.attributedText = NSAttributedString(string: \"A rather long title that goes on and on and on for a "
                + "while, \\\"quoted\\\" twice \\(1 + 2)\", attributes: [.font: UIFont.systemFont(ofSize: 17)])",
            "title.style.flexShrink = 1",
            "let icon = ASImageNode()",
            "icon.style.preferredSize = CGSize(width: 40, height: 40)",
            "ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center, "
                + "children: [icon, title])",
        ] { #expect(shell.submit(line).errors.isEmpty, "\(line)") }
        let listing = shell.submit(":export swift").output
        #expect(listing.contains("\" +\n"), "\(listing)")
        for line in listing.split(separator: "\n") { #expect(line.count <= columns, "\(line)") }
        let original = shell.runBatch("", file: "<test>", output: .json).output
        let again = Shell().runBatch(listing, file: "<listing>", output: .json)
        #expect(again.errors.isEmpty, "\(again.errors)")
        #expect(again.output == original)
        #expect(original.contains("\"title\""))
    }

    /// A batch run's notes are fitted to the terminal's width where a person reads them, and kept one line each where
    /// a tool reads them.
    @Test(arguments: [false, true])
    func batchNotesFitTheTerminalOnlyWhenAskedTo(_ fits: Bool) {
        var settings = ShellSettings()
        settings.columns = 50
        settings.fitsBatchNotes = fits
        let source = """
            final class CardNode: ASDisplayNode {
                let title = ASTextNode()
                init(post: Post) {
                    super.init()
                    title.attributedText = NSAttributedString(string: post.headline)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: title)
                }
            }
            """
        let reply = Shell(settings: settings).runBatch(source, file: "card.swift", output: .drawing)
        let lines = reply.errors.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("card.swift: note: drawing CardNode(post: post)") }, "\(reply.errors)")
        #expect(lines.allSatisfy { $0.count <= 50 } == fits, "\(reply.errors)")
    }

    /// `run FILE` prints a class instance as `swiftc FILE` would: under the module the file's name gives it, or
    /// `main` where the name is no identifier; the shell's own module name is left as it was.
    @Test(arguments: [("feed.swift", "feed.Store"), ("dir/12-feed.swift", "main.Store"), ("<stdin>", "main.Store")])
    func aBatchRunNamesItsModuleAfterTheFile(file: String, printed: String) {
        let shell = Shell()
        let reply = shell.runBatch("final class Store { let count = 1 }\nprint(Store())\n", file: file, output: .drawing)
        #expect(reply.errors.split(separator: "\n").first.map(String.init) == printed, "\(reply.errors)")
        #expect(shell.settings.moduleName == "main")
    }

    /// A button's help names each method once and its parts by their classes.
    @Test func helpOfAButtonListsEachMethodOnceAndItsPartsClasses() {
        let shell = makeShell()
        shell.settings.columns = 120
        let lines = shell.submit(":help ASButtonNode").output.split(separator: "\n").map { $0.split(separator: " ") }
        #expect(lines.filter { $0 == ["ASButtonNode.setTitle(_:with:with:for:)"] }.count == 1, "\(lines)")
        #expect(lines.contains(["titleNode", "ASTextNode", "=", "ASTextNode()"]), "\(lines)")
        #expect(lines.contains(["backgroundImageNode", "ASImageNode", "=", "ASImageNode()"]), "\(lines)")
    }

    @Test func ctrlCForgetsTheUnfinishedEntry() {
        let shell = makeShell()
        _ = shell.submit("let s = ASStackLayoutSpec(")
        shell.cancelEntry()
        #expect(!shell.isContinuing)
        #expect(shell.submit("let a = ASDisplayNode()").errors.isEmpty)
    }

    /// Ctrl-D at the continuation prompt runs the unfinished entry as it stands: its error says what is missing.
    @Test func endingAnUnfinishedEntryReportsWhatIsMissing() {
        let shell = makeShell()
        _ = shell.submit("let s = ASStackLayoutSpec(direction: .horizontal,")
        let ended = shell.endEntry()
        #expect(!shell.isContinuing)
        #expect(ended.failed)
        #expect(ended.errors.unwrapped.contains("Ctrl-D ended the unfinished entry"))
        #expect(shell.submit("let a = ASDisplayNode()").errors.isEmpty)
    }

    /// A command that takes no argument refuses one instead of ignoring it, `:undo` in a script says that scripts keep
    /// no steps instead of "nothing to undo" with the entry left in place, and `:progress reset` names an unknown
    /// level as such before asking anything.
    @Test func commandsRefuseWhatTheyCannotDo() {
        let shell = makeShell()
        _ = shell.submit("let a = ASDisplayNode()")
        #expect(shell.submit(":undo banana").errors.unwrapped.contains("error: :undo takes no argument (got 'banana')"))
        #expect(shell.submit(":history 3").errors.unwrapped.contains("error: :history takes no argument (got '3')"))
        let script = Shell().runBatch("let a = ASDisplayNode()\n:undo\n", file: "<test>", output: .drawing)
        #expect(script.failed)
        #expect(script.errors.unwrapped.contains("error: :undo works in the interactive shell"))
        let levels = LevelLibrary(directory: LevelLibrary.packageRoot.appendingPathComponent("Levels"), progressStore: nil)
        let reset = Shell(levels: levels).submit(":progress reset no-such-level")
        #expect(reset.errors.unwrapped.contains("error: no level 'no-such-level'"))
        #expect(!reset.output.contains("[y/N]"))
    }

    /// A command typed without its colon is named, not matched with a look-alike Swift name.
    @Test(arguments: [
        ("help", "unknown name 'help'; commands start with ':', as in :help"),
        ("undo", "unknown name 'undo'; commands start with ':', as in :undo"),
        ("clear", "unknown name 'clear'; Ctrl-L clears the screen, and :reset starts the session over"),
    ])
    func aCommandWithoutItsColonIsNamed(typed: String, message: String) {
        #expect(makeShell().submit(typed).errors.unwrapped.contains(message))
    }

    @Test func aPastedBlockRunsAsOneEntryAndDrawsOnce() {
        let shell = makeShell()
        let reply = shell.submit("""
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: 20, height: 10)
            let s = ASStackLayoutSpec.vertical()
            s.children = [a]
            s
            """)
        #expect(reply.errors.isEmpty)
        #expect(shell.workspace.statements.count == 5)
        // One drawing: one header line, and the node in its legend once.
        #expect(reply.output.components(separatedBy: " pt · ").count == 2)
        #expect(reply.output.contains("a  ASDisplayNode  x=0 y=0 w=20 h=10"))
        #expect(shell.undo().output.contains("undone"))
        #expect(shell.workspace.statements.isEmpty)
        _ = shell.redo()
        #expect(shell.workspace.statements.count == 5)
    }

    @Test func anErrorKeepsWhatRanBeforeIt() {
        let shell = makeShell()
        let reply = shell.submit("let a = ASDisplayNode()\na.style.flexGrwo = 1")
        #expect(reply.failed)
        #expect(reply.errors.contains("flexGrow"))
        #expect(shell.workspace.statements == ["let a = ASDisplayNode()"])
    }

    @Test func unknownCommandsSuggestTheClosest() {
        let reply = makeShell().submit(":fraems")
        #expect(reply.errors.contains("did you mean :frames?"))
    }

    @Test(arguments: [":size 10 by 20", ":scale 0", ":zoom -1", ":mode sideways", ":explain", ":export pdf"])
    func badCommandArgumentsSayWhatWasExpected(line: String) {
        let reply = makeShell().submit(line)
        #expect(reply.failed)
        #expect(reply.errors.contains("expected") || reply.errors.contains("name"))
    }

    @Test func sizeChangesTheContainerAndRedraws() {
        let shell = makeShell()
        _ = shell.submit("let a = ASDisplayNode()\na")
        let reply = shell.submit(":size 100 x 50")
        #expect(shell.settings.range.max.width == 100)
        #expect(reply.output.contains("container: 100 x 50"))
        #expect(reply.output.contains("100 × 50 pt · "))
    }

    @Test func constrainedSizeIsTheContainer() {
        let shell = makeShell()
        _ = shell.submit(":size min 80 x 0 max 100 x 50")
        let reply = shell.submit("""
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: constrainedSize.max.width, height: constrainedSize.min.width)
            ASWrapperLayoutSpec(layoutElement: a)
            """)
        #expect(reply.output.contains("a  ASDisplayNode  x=0 y=0 w=100 h=50"), "\(reply.output)")
    }

    @Test func saveAndLoadRoundTrip() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutrepl-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("card.swift").path
        let shell = makeShell()
        _ = shell.submit("let a = ASDisplayNode()\na.style.preferredSize = CGSize(width: 20, height: 10)\na")
        #expect(shell.submit(":save \(path)").output.contains("saved 3 statements"))
        let other = makeShell()
        #expect(other.submit(":load \(path)").errors.isEmpty)
        #expect(other.workspace.statements == shell.workspace.statements)
    }

    /// A file loaded, changed and saved over itself keeps its comments: the ones above a statement and after it on
    /// its line stay with it (saving used to delete every comment of the user's file).
    @Test func loadingChangingAndSavingAFileKeepsItsComments() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutrepl-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("card.swift").path
        try Data("""
            // The profile card: avatar beside the name.
            let avatar = ASImageNode() // 40 pt, round
            avatar.style.preferredSize = CGSize(width: 40, height: 40)
            /* TODO: the name node */
            let row = ASStackLayoutSpec.horizontal()
            row.children = [avatar]
            row

            """.utf8).write(to: URL(fileURLWithPath: path))
        let shell = makeShell()
        #expect(shell.submit(":load \(path)").errors.isEmpty)
        _ = shell.submit("row.spacing = 8")
        _ = shell.submit(":save \(path)")
        _ = shell.submit("y")
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains("// The profile card: avatar beside the name.\nlet avatar = ASImageNode() // 40 pt, round\n"))
        #expect(saved.contains("/* TODO: the name node */\nlet row = ASStackLayoutSpec.horizontal()"))
        #expect(saved.hasSuffix("row.spacing = 8\n"))
        #expect(saved.components(separatedBy: "// layoutrepl session").count == 2, "one header: \(saved)")
    }

    /// A command that fails in a script says where it is, as a statement's error does: the file, line and column,
    /// the line and a caret.
    @Test func aFailingCommandInAScriptSaysWhereItIs() {
        let shell = makeShell()
        let reply = shell.runBatch("let a = ASDisplayNode()\n  :zoom 0\na", file: "<stdin>", output: .drawing)
        #expect(reply.failed)
        #expect(reply.errors.hasPrefix("<stdin>:2:3: error: :zoom: expected points per column (e.g. 2) or 'fit', got '0'\n"
            + "  :zoom 0\n  ^\n"), "\(reply.errors)")
    }

    /// A clean exit removes only a journal this program wrote: never a directory, never another file.
    @Test func aCleanExitDeletesNothingElseAtTheJournalPath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let inside = directory.appendingPathComponent("keep.txt")
        try Data("mine".utf8).write(to: inside)
        let foreign = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID()).txt")
        try Data("my notes".utf8).write(to: foreign)
        defer {
            try? FileManager.default.removeItem(at: directory)
            try? FileManager.default.removeItem(at: foreign)
        }
        for url in [directory, foreign] {
            let shell = Shell(settings: ShellSettings(), journal: Journal(url: url))
            #expect(shell.submit("let a = ASDisplayNode()").errors.contains("the crash journal cannot be written"))
            #expect(!shell.submit("let b = ASDisplayNode()").errors.contains("journal"), "said once")
            shell.finish()
        }
        #expect(FileManager.default.fileExists(atPath: inside.path))
        #expect(try String(contentsOf: foreign, encoding: .utf8) == "my notes")
    }

    /// In a script, a line starting with `:` is a command only where a statement can start: a ternary written over
    /// lines and a dictionary with leading colons are code; `:size` after a complete statement is a command.
    @Test func leadingColonsInsideAStatementAreCode() {
        let entries = (0..<300).map { "\"k\($0)\"\n: \($0)," }.joined(separator: "\n")
        let script = """
            let widths: [String: CGFloat] = [
            \(entries)
            ]
            let wide = true
            let w: CGFloat = wide
                ? 40
                : 20
            :size 200 x 100
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: w, height: widths["k12"] ?? 0)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [a])
            """
        let shell = Shell()
        let reply = shell.runBatch(script, file: "colons.swift", output: .json)
        #expect(!reply.failed, "\(reply.errors)")
        #expect(reply.output.contains("\"frames\":{\"a\":[0,0,40,12]}"), "\(reply.output)")
        #expect(shell.settings.range.max.width == 200)
    }

    /// A script saved with Windows line ends: its commands and its multi-line statements read as with `\n`.
    @Test func windowsLineEndsInAScript() {
        let script = ":size 200 x 100\r\nlet a = ASDisplayNode()\r\na.style.preferredSize = CGSize(width: 10,\r\n"
            + "  height: 10)\r\nASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, "
            + "alignItems: .start, children: [a])\r\n"
        let shell = Shell()
        let reply = shell.runBatch(script, file: "windows.swift", output: .json)
        #expect(!reply.failed, "\(reply.errors)")
        #expect(shell.settings.range.max == Size(width: 200, height: 100))
        #expect(reply.output.contains("\"frames\":{\"a\":[0,0,10,10]}"))
    }
}
