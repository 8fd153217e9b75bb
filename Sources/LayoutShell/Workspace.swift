import LayoutScript
import TextureLayout

/// The sandbox: the interpreter session, the statements that built it (what `:save` writes and the journal keeps)
/// and undo/redo. Undo works per entry, so a pasted block is undone as a whole; the last ``undoDepth`` entries can
/// be undone (each step keeps a copy of the session).
public struct Workspace: Sendable {
    public private(set) var session = ScriptSession()
    public private(set) var statements: [String] = []
    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []

    private struct Snapshot: Sendable {
        var session: ScriptSession
        var statements: [String]
    }

    public static let undoDepth = 200

    public init() {}

    /// Runs an entry in `environment` (`constrainedSize` is its container) with every node's `safeAreaInsets` at
    /// `safeArea`. Whatever ran before an error stays applied and, with `undoable`, becomes one undo step (a batch
    /// run, which never undoes, keeps no copies).
    public mutating func run(_ source: String, file: String, firstLine: Int = 1, environment: ScriptEnvironment,
                             safeArea: EdgeInsets = .zero, undoable: Bool = true) -> RunOutcome {
        let before = Snapshot(session: session, statements: statements)
        session.environment = environment
        session.safeAreaInsets = safeArea
        let outcome = session.run(source, file: file, firstLine: firstLine)
        if !outcome.statements.isEmpty {
            statements += outcome.statements.map(\.source)
            if undoable { remember(before) }
        }
        return outcome
    }

    private mutating func remember(_ snapshot: Snapshot) {
        undoStack.append(snapshot)
        if undoStack.count > Self.undoDepth { undoStack.removeFirst() }
        redoStack.removeAll()
    }

    /// Runs every statement again in a fresh session in `environment`, as one undo step: values computed from the
    /// environment when a statement ran (the sizes of `UIImage(named:)`) take the new image sizes. A statement that
    /// now fails is dropped, as a failing entry is, and the first such failure is reported.
    public mutating func replay(in environment: ScriptEnvironment) -> RunOutcome {
        let before = Snapshot(session: session, statements: statements)
        session = ScriptSession()
        session.environment = environment
        var replayed = RunOutcome(statements: [], diagnostic: nil)
        for statement in statements {
            let outcome = session.run(statement, file: "<replay>")
            replayed.statements += outcome.statements
            replayed.notes += outcome.notes
            replayed.diagnostic = replayed.diagnostic ?? outcome.diagnostic
        }
        statements = replayed.statements.map(\.source)
        remember(before)
        return replayed
    }

    /// Replaces everything with a fresh session, as one undo step.
    public mutating func reset() {
        guard !statements.isEmpty || session.root != nil else { return }
        remember(Snapshot(session: session, statements: statements))
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
