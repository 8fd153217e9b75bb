import LayoutScript
import Testing
@testable import LayoutShell

/// Undo in a large session keeps a bounded number of session copies: older steps come back by running their
/// statements again, and come back exactly as they were.
struct UndoMemoryTests {
    static let environment = ScriptEnvironment(container: ScriptSession().constrainedSize)

    /// The session the statements make when run from scratch, for comparing a rebuilt step with.
    static func fresh(_ statements: [String]) -> ScriptSession {
        var session = ScriptSession()
        for statement in statements { _ = session.run(statement) }
        return session
    }

    @Test func aLargeSessionKeepsFewCopiesAndStillUndoesEveryStep() {
        var workspace = Workspace()
        let entries = ["for _ in 0..<6000 { _ = ASDisplayNode() }", "let a = ASDisplayNode()",
                       "let s = ASStackLayoutSpec.vertical()", "s.children = [a]", "s"]
            + (1...40).map { "a.style.flexGrow = \($0)" }
        for entry in entries {
            let outcome = workspace.run(entry, file: "<input>", environment: Self.environment)
            #expect(outcome.diagnostic == nil, "\(entry): \(outcome.diagnostic?.description ?? "")")
        }
        let kept = workspace.keptSessionElements
        #expect(kept <= Workspace.undoElementBudget)
        #expect(kept >= 2 * 6000, "the newest steps keep their copies")
        for count in stride(from: entries.count - 1, through: 0, by: -1) {
            let undone = workspace.undo()
            #expect(undone)
            #expect(workspace.statements == Array(entries.prefix(count)))
            if count % 10 == 0 {
                let expected = Self.fresh(Array(entries.prefix(count)))
                #expect(workspace.session.tree == expected.tree, "after undoing to \(count) entries")
                #expect(workspace.session.root == expected.root)
            }
        }
        let undoneTooFar = workspace.undo()
        #expect(!undoneTooFar)
        #expect(workspace.keptSessionElements <= Workspace.undoElementBudget, "redo is bounded too")
        for count in 1...entries.count {
            let redone = workspace.redo()
            #expect(redone)
            #expect(workspace.statements == Array(entries.prefix(count)))
        }
        #expect(workspace.session.tree == Self.fresh(entries).tree)
    }

    /// Ctrl-C while undo runs an old step's statements again stops it and leaves the session whole: a session cut
    /// off part way would lose the entries after the cut, in the shell and in its journal.
    @Test func ctrlCDuringARebuiltUndoChangesNothing() {
        var workspace = Workspace()
        let entries = ["for _ in 0..<6000 { _ = ASDisplayNode() }", "let a = ASDisplayNode()"]
            + (1...40).map { "a.style.flexGrow = \($0)" }
        for entry in entries { _ = workspace.run(entry, file: "<input>", environment: Self.environment) }
        // The newest steps keep copies of their sessions (about 16 of 6,000 elements): thirty undos reach the ones
        // that are rebuilt, where Ctrl-C is pressed.
        for _ in 0..<30 { _ = workspace.undo() }
        let before = workspace.statements
        // Ctrl-C is a process-wide flag that tests running beside this one would see: pressed here for this undo only.
        let interrupted = workspace.undo(isInterrupted: { true })
        #expect(!interrupted)
        #expect(workspace.stepWasInterrupted)
        #expect(workspace.statements == before)
        let undone = workspace.undo()
        #expect(undone, "the step comes back once Ctrl-C is no longer pressed")
        #expect(workspace.statements == Array(before.dropLast()))
    }

    @Test func runningOutOfKeptStepsSaysWhy() {
        let shell = Shell()
        for index in 0...Workspace.undoDepth { _ = shell.submit("let n\(index) = ASDisplayNode()") }
        for _ in 0..<Workspace.undoDepth { #expect(shell.submit(":undo").output.contains("undone")) }
        #expect(shell.workspace.statements == ["let n0 = ASDisplayNode()"])
        #expect(shell.submit(":undo").output.contains("nothing more to undo: undo keeps the last 200 entries"))
    }
}
