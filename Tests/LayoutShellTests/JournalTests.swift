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
