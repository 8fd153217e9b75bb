import LayoutScript
import TextureLayout

/// The sandbox: the interpreter session, the statements that built it (what `:save` writes and the journal keeps)
/// and undo/redo. Undo works per entry, so a pasted block is undone as a whole.
public struct Workspace: Sendable {
    public private(set) var session = ScriptSession()
    public private(set) var statements: [String] = []
    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []

    private struct Snapshot: Sendable {
        var session: ScriptSession
        var statements: [String]
    }

    public init() {}

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Runs an entry. Whatever ran before an error stays applied and becomes one undo step.
    public mutating func run(_ source: String, file: String, firstLine: Int = 1) -> RunOutcome {
        let before = Snapshot(session: session, statements: statements)
        let outcome = session.run(source, file: file, firstLine: firstLine)
        if !outcome.statements.isEmpty {
            statements += outcome.statements.map(\.source)
            undoStack.append(before)
            redoStack.removeAll()
        }
        return outcome
    }

    /// Replaces everything with a fresh session, as one undo step.
    public mutating func reset() {
        guard !statements.isEmpty || session.root != nil else { return }
        undoStack.append(Snapshot(session: session, statements: statements))
        redoStack.removeAll()
        session = ScriptSession()
        statements = []
    }

    public mutating func undo() -> Bool {
        guard let previous = undoStack.popLast() else { return false }
        redoStack.append(Snapshot(session: session, statements: statements))
        (session, statements) = (previous.session, previous.statements)
        return true
    }

    public mutating func redo() -> Bool {
        guard let next = redoStack.popLast() else { return false }
        undoStack.append(Snapshot(session: session, statements: statements))
        (session, statements) = (next.session, next.statements)
        return true
    }
}
