import Foundation
import Testing
@testable import LayoutShell

/// One crash journal per session, kept until that session ends cleanly, and offered back with a question that
/// takes only y or n.
struct JournalTests {
    let folder: JournalFolder

    init() {
        folder = JournalFolder(directory: FileManager.default.temporaryDirectory
            .appendingPathComponent("JournalTests-\(UUID())"))
    }

    func cleanUp() { try? FileManager.default.removeItem(at: folder.directory) }

    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.directory.path)) ?? []).sorted() }

    /// A journal a crashed session left: its statements, and no lock file anyone holds.
    func crashedSession(_ name: String, _ statements: [String]) throws -> Journal {
        let journal = Journal(url: folder.directory.appendingPathComponent("\(name).swift"))
        try journal.record(statements)
        return journal
    }

    func shell() throws -> Shell {
        let own = try folder.claim()
        return Shell(journal: own, leftoverJournals: folder.leftovers(except: own))
    }

    @Test func aCrashedSessionIsRestoredAndItsJournalGoesOnlyThen() throws {
        defer { cleanUp() }
        let crashed = try crashedSession("session-1", ["let a = ASDisplayNode()", "a"])
        let shell = try shell()
        let offer = try #require(shell.offerRestore())
        #expect(offer.output.unwrapped.contains("A session did not end cleanly (2 lines kept in \(crashed.url.path))"))
        #expect(shell.prompt == "[y/n]> ")
        #expect(shell.submit("").output.unwrapped.contains("please answer y or n"), "no default for this question")
        let typed = shell.submit("let b = ASDisplayNode()")
        #expect(typed.output.unwrapped.contains("is not an answer and did not run"))
        #expect(shell.workspace.statements.isEmpty)
        #expect(FileManager.default.fileExists(atPath: crashed.url.path))
        let pasted = shell.submit("let c = ASDisplayNode()\nc.style.width = ASDimension(unit: .points, value: 4)\ny\nc")
        #expect(pasted.output.unwrapped.components(separatedBy: "is not an answer").count == 2,
                "one reply for a pasted block, not one per line: \(pasted.output)")
        #expect(pasted.output.unwrapped.contains("'let c = ASDisplayNode()' (and the 3 lines after it)"))
        #expect(shell.prompt == "[y/n]> ", "a 'y' inside a pasted block of code is not an answer")
        #expect(shell.submit("y").output.unwrapped.contains("restored"))
        #expect(shell.workspace.statements == ["let a = ASDisplayNode()", "a"])
        #expect(!FileManager.default.fileExists(atPath: crashed.url.path))
        shell.finish()
        #expect(names.isEmpty, "the clean exit removed this session's journal and lock file: \(names)")
    }

    /// A restored session is undone a statement at a time, as it was typed, not all at once: one `:undo` after
    /// restoring used to take back the whole session and empty its journal.
    @Test func aRestoredSessionIsUndoneOneStatementAtATime() throws {
        defer { cleanUp() }
        _ = try crashedSession("session-1", ["let a = ASDisplayNode()", "a.style.preferredSize = CGSize(width: 10, height: 20)",
                                             "let b = ASDisplayNode()", "a"])
        let shell = try shell()
        _ = try #require(shell.offerRestore())
        #expect(shell.submit("y").output.unwrapped.contains("restored"))
        #expect(shell.workspace.statements.count == 4)
        _ = shell.submit(":undo")
        #expect(shell.workspace.statements == ["let a = ASDisplayNode()", "a.style.preferredSize = CGSize(width: 10, height: 20)",
                                               "let b = ASDisplayNode()"])
        _ = shell.submit(":undo")
        _ = shell.submit(":undo")
        #expect(shell.workspace.statements == ["let a = ASDisplayNode()"])
        _ = shell.submit(":redo")
        #expect(shell.workspace.statements.count == 2)
        shell.finish()
    }

    /// The journal keeps the container, scale, safe area and image sizes where they were typed, so a restored session
    /// lays out as it did: before, a restore ran the code in the default container with 44 × 44 images, and code
    /// that read the safe area got zero.
    @Test func aRestoredSessionRunsInTheSettingsItRanIn() throws {
        defer { cleanUp() }
        let first = try shell()
        for line in [":image avatar 60x60", ":size 200x100", "let a = ASImageNode()",
                     "a.image = UIImage(named: \"avatar\")", "let width = UIScreen.main.bounds.width",
                     ":safe-area 44 0 34 0", ":scale 3", "let b = ASDisplayNode()",
                     "b.style.preferredSize = CGSize(width: width / 3, height: b.safeAreaInsets.top)",
                     ":size 300x100", ":safe-area 0 0 0 0",
                     "let s = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, "
                        + "alignItems: .start, children: [a, b])"] {
            #expect(!first.submit(line).failed, "\(line)")
        }
        let frames = first.submit(":json").output
        #expect(frames.contains("\n  \"b\":[0,60,66.66666666666667,44]}}"), "\(frames)")
        let own = try #require(names.first { $0.hasSuffix(".swift") })
        let journalText = try String(contentsOf: folder.directory.appendingPathComponent(own), encoding: .utf8)
        #expect(journalText.contains("// layoutrepl :image avatar 60x60\n// layoutrepl :size 200x100\nlet a"))
        #expect(journalText.contains("let width = UIScreen.main.bounds.width\n// layoutrepl :safe-area 44 0 34 0\n"
            + "// layoutrepl :scale 3\nlet b"))
        // The first session ends without a clean exit: its journal, under another name, is what a crash leaves.
        try journalText.write(to: folder.directory.appendingPathComponent("session-crashed.swift"), atomically: true,
                              encoding: .utf8)
        let second = try shell()
        _ = try #require(second.offerRestore())
        let restored = second.submit("y")
        #expect(restored.output.unwrapped.contains("restored"), "\(restored.output) \(restored.errors)")
        #expect(restored.output.components(separatedBy: "┌").count == 2, "one drawing, at the end: \(restored.output)")
        #expect(second.submit(":json").output == frames)
        #expect(second.settings.scale == 3)
        #expect(second.submit(":size").output.contains("300"))
        _ = second.submit(":undo")
        #expect(second.workspace.statements.count == 5, "still undone a statement at a time")
        first.finish()
        second.finish()
    }

    /// A journal setting that no longer applies (its asset folder is gone) is said and skipped; the code still runs.
    @Test func aJournalSettingThatNoLongerAppliesIsSkipped() throws {
        defer { cleanUp() }
        let crashed = folder.directory.appendingPathComponent("session-1.swift")
        try FileManager.default.createDirectory(at: folder.directory, withIntermediateDirectories: true)
        try (SessionFile.header + "// layoutrepl :assets /nonexistent/Assets.xcassets\n// layoutrepl :zoom 3\n"
            + "let a = ASDisplayNode()\na\n").write(to: crashed, atomically: true, encoding: .utf8)
        let shell = try shell()
        _ = try #require(shell.offerRestore())
        let restored = shell.submit("y")
        #expect(restored.errors.contains("warning: the journal's :assets /nonexistent/Assets.xcassets was not restored"))
        #expect(!restored.failed)
        #expect(shell.workspace.statements == ["// layoutrepl :zoom 3\nlet a = ASDisplayNode()", "a"],
                "a line with the mark but another command stays a comment")
        shell.finish()
    }

    /// Ctrl-C (and Ctrl-D, which ends the program without an answer) keeps the journal for the next start;
    /// n discards it and the next one is offered.
    @Test func noAnswerKeepsTheJournalAndNoDiscardsIt() throws {
        defer { cleanUp() }
        let older = try crashedSession("session-1", ["let a = ASDisplayNode()"])
        let newer = try crashedSession("session-2", ["let b = ASDisplayNode()"])
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)],
                                              ofItemAtPath: older.url.path)
        let first = try shell()
        #expect(first.offerRestore()?.output.unwrapped.contains(older.url.path) == true, "oldest first")
        first.cancelEntry()
        first.finish()
        #expect(FileManager.default.fileExists(atPath: older.url.path))

        let second = try shell()
        _ = second.offerRestore()
        let declined = second.submit("n")
        #expect(declined.output.unwrapped.contains("discarded"))
        #expect(declined.output.unwrapped.contains(newer.url.path), "then the next journal is offered")
        #expect(!FileManager.default.fileExists(atPath: older.url.path))
        #expect(second.submit("y").output.unwrapped.contains("restored"))
        #expect(second.workspace.statements == ["let b = ASDisplayNode()"])
    }

    /// Two shells at once: each writes its own journal, neither offers the other's (it is still running), and a
    /// clean exit of one leaves the other's journal.
    @Test func twoRunningShellsKeepSeparateJournals() throws {
        defer { cleanUp() }
        let first = try shell()
        _ = first.submit("let a = ASDisplayNode()")
        let second = try shell()
        #expect(second.offerRestore() == nil, "a running session is not a crashed one")
        _ = second.submit("let b = ASDisplayNode()")
        second.finish()
        #expect(names.count == 2, "the first shell's journal and lock file stay: \(names)")
        #expect(names.contains { $0.hasSuffix(".swift") })
        first.finish()
        #expect(names.isEmpty)
    }

    /// A journal whose statements stop with an error (say, written by another version) restores what runs and is
    /// kept whole for the rest.
    @Test func aJournalThatFailsToRestoreIsKept() throws {
        defer { cleanUp() }
        let crashed = try crashedSession("session-1", ["let a = ASDisplayNode()", "a.style.flexGrwo = 1", "a"])
        let shell = try shell()
        _ = shell.offerRestore()
        let reply = shell.submit("y")
        #expect(reply.output.unwrapped.contains("restored up to the error; the whole journal is kept at \(crashed.url.path)"))
        #expect(shell.workspace.statements == ["let a = ASDisplayNode()"])
        #expect(FileManager.default.fileExists(atPath: crashed.url.path))
    }

    /// A crashed session's files that carry this process's id are not reused: the new journal takes the next name.
    @Test func aClaimNeverTakesACrashedSessionsName() throws {
        defer { cleanUp() }
        let crashed = try crashedSession("session-\(getpid())", ["let a = ASDisplayNode()"])
        try Data().write(to: folder.directory.appendingPathComponent("session-\(getpid()).lock"))
        let own = try folder.claim()
        #expect(own.url.lastPathComponent == "session-\(getpid())-2.swift")
        #expect(folder.leftovers(except: own).map(\.url) == [crashed.url])
    }

    /// Where journals go: the tests' override, else the XDG state directory, else the home directory. A relative
    /// `XDG_STATE_HOME` is invalid by the XDG specification and ignored, as the history file ignores it.
    @Test(arguments: [
        (["LAYOUTREPL_JOURNALS": "/j", "XDG_STATE_HOME": "/s", "HOME": "/h"], "/j"),
        (["XDG_STATE_HOME": "/s", "HOME": "/h"], "/s/layoutrepl/sessions"),
        (["XDG_STATE_HOME": "", "HOME": "/h"], "/h/.local/state/layoutrepl/sessions"),
        (["XDG_STATE_HOME": "state", "HOME": "/h"], "/h/.local/state/layoutrepl/sessions"),
        (["XDG_STATE_HOME": "./state", "HOME": "/h"], "/h/.local/state/layoutrepl/sessions"),
    ])
    func defaultLocation(environment: [String: String], path: String) {
        #expect(JournalFolder.defaultLocation(environment: environment).directory.path == path)
    }
}
