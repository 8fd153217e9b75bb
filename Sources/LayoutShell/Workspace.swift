import LayoutScript
import TextureLayout

/// The sandbox: the interpreter session, the statements that built it (what `:save` writes and the journal keeps)
/// and undo/redo. Undo works per entry, so a pasted block is undone as a whole; the last ``undoDepth`` entries can
/// be undone. Memory stays bounded however large the session: only the newest steps keep a copy of their session
/// (up to ``undoElementBudget`` elements in all, over undo and redo); older ones keep their statements and are
/// rebuilt by running them again when reached, and steps beyond ``undoStatementBudget`` statements are forgotten.
public struct Workspace: Sendable {
    public private(set) var session = ScriptSession()
    public private(set) var statements: [String] = []
    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []
    /// Whether older steps were forgotten to keep within the budgets, so that running out of undo can say why.
    public private(set) var forgotOlderSteps = false

    private struct Snapshot: Sendable {
        /// The session as it was; nil once dropped for memory, then rebuilt from `statements`.
        var session: ScriptSession?
        var statements: [String]
        /// Where the session was laid out, for rebuilding it.
        var environment: ScriptEnvironment
        var safeArea: EdgeInsets

        init(session: ScriptSession, statements: [String]) {
            self.session = session
            self.statements = statements
            environment = session.environment
            safeArea = session.safeAreaInsets
        }

        /// A step kept as its statements only, rebuilt when reached.
        init(statements: [String], environment: ScriptEnvironment, safeArea: EdgeInsets) {
            self.statements = statements
            self.environment = environment
            self.safeArea = safeArea
        }

        /// What a kept session costs, in elements (each session copy holds its whole tree and tables about it).
        var keptElements: Int { session?.tree.count ?? 0 }

        /// The session, from the copy or by running the statements again in a fresh session where it ran. A
        /// statement that fails now (an image size read from an asset folder that changed) is dropped.
        /// Nil when Ctrl-C stopped the rebuild (`isInterrupted`): a session cut off part way is not the step's.
        func restored(isInterrupted: () -> Bool) -> (ScriptSession, [String])? {
            if let session { return (session, statements) }
            var rebuilt = ScriptSession()
            rebuilt.environment = environment
            rebuilt.safeAreaInsets = safeArea
            var kept: [String] = []
            for statement in statements {
                kept += rebuilt.run(statement, file: "<undo>").statements.map(\.source)
                if isInterrupted() { return nil }
            }
            return (rebuilt, kept)
        }
    }

    /// The elements of the sessions undo and redo steps still hold (the other steps are rebuilt when reached).
    var keptSessionElements: Int { (undoStack + redoStack).reduce(0) { $0 + $1.keptElements } }

    public static let undoDepth = 200
    /// Elements the sessions kept for undo and redo may hold in all: a few copies of the largest session allowed
    /// (20,000 elements), where 200 copies took a gigabyte.
    public static let undoElementBudget = 100_000
    /// Statements the undo and redo steps may hold in all (each step keeps the whole list of its time).
    public static let undoStatementBudget = 400_000

    public init() {}

    /// Runs an entry in `environment` (`constrainedSize` is its container) with every node's `safeAreaInsets` at
    /// `safeArea`. Whatever ran before an error stays applied and, with `undoable`, becomes one undo step (a batch
    /// run, which never undoes, keeps no copies).
    public mutating func run(_ source: String, file: String, firstLine: Int = 1, environment: ScriptEnvironment,
                             safeArea: EdgeInsets = .zero, undoable: Bool = true) -> RunOutcome {
        // Only an undoable run keeps the session before it: the copy would make the run copy the whole session.
        let before = undoable ? Snapshot(session: session, statements: statements) : nil
        session.environment = environment
        session.safeAreaInsets = safeArea
        let outcome = session.run(source, file: file, firstLine: firstLine)
        if !outcome.statements.isEmpty {
            statements += outcome.statements.map(\.source)
            if let before { remember(before) }
        }
        return outcome
    }

    /// Makes the statements the last run added undoable one by one, as if each had been typed alone: a restored
    /// crash journal, run as one entry, is then taken back a statement at a time, not all at once. The steps keep
    /// their statements only and are rebuilt when reached.
    public mutating func splitLastStep(into added: Int) {
        guard added > 1, let last = undoStack.last, last.statements.count + added == statements.count else { return }
        let first = Swift.max(1, added - Self.undoDepth)
        for count in first..<added {
            undoStack.append(Snapshot(statements: Array(statements.prefix(last.statements.count + count)),
                                      environment: session.environment, safeArea: session.safeAreaInsets))
        }
        if undoStack.count > Self.undoDepth {
            undoStack.removeFirst(undoStack.count - Self.undoDepth)
            forgotOlderSteps = true
        }
        keepWithinBudgets()
    }

    private mutating func remember(_ snapshot: Snapshot) {
        undoStack.append(snapshot)
        if undoStack.count > Self.undoDepth {
            undoStack.removeFirst()
            forgotOlderSteps = true
        }
        redoStack.removeAll()
        keepWithinBudgets()
    }

    /// Drops the session copies of all but the newest steps, then the oldest undo steps themselves, until both
    /// budgets hold. Steps nearest the current state (the top of either stack) keep their copies longest.
    private mutating func keepWithinBudgets() {
        var elements = 0
        for distance in 0..<max(undoStack.count, redoStack.count) {
            for stack in [\Workspace.undoStack, \Workspace.redoStack] {
                let index = self[keyPath: stack].count - 1 - distance
                guard index >= 0 else { continue }
                let cost = self[keyPath: stack][index].keptElements
                if elements + cost <= Self.undoElementBudget {
                    elements += cost
                } else {
                    self[keyPath: stack][index].session = nil
                }
            }
        }
        var statementCount = (undoStack + redoStack).reduce(0) { $0 + $1.statements.count }
        while statementCount > Self.undoStatementBudget, !undoStack.isEmpty {
            statementCount -= undoStack.removeFirst().statements.count
            forgotOlderSteps = true
        }
    }

    /// Runs every statement again in a fresh session in `environment`, as one undo step: values computed from the
    /// environment when a statement ran (the sizes of `UIImage(named:)`) take the new image sizes. A statement that
    /// now fails is dropped, as a failing entry is, and the first such failure is reported.
    public mutating func replay(in environment: ScriptEnvironment) -> RunOutcome {
        let before = Snapshot(session: session, statements: statements)
        let safeArea = session.safeAreaInsets
        session = ScriptSession()
        session.environment = environment
        session.safeAreaInsets = safeArea
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

    /// Whether the last undo or redo was stopped by Ctrl-C while it rebuilt its step (the session is unchanged).
    public private(set) var stepWasInterrupted = false

    public mutating func undo(isInterrupted: () -> Bool = { Interruption.isRequested }) -> Bool {
        stepWasInterrupted = false
        guard let previous = undoStack.popLast() else { return false }
        guard let restored = previous.restored(isInterrupted: isInterrupted) else {
            undoStack.append(previous)
            stepWasInterrupted = true
            return false
        }
        redoStack.append(Snapshot(session: session, statements: statements))
        (session, statements) = restored
        keepWithinBudgets()
        return true
    }

    public mutating func redo(isInterrupted: () -> Bool = { Interruption.isRequested }) -> Bool {
        stepWasInterrupted = false
        guard let next = redoStack.popLast() else { return false }
        guard let restored = next.restored(isInterrupted: isInterrupted) else {
            redoStack.append(next)
            stepWasInterrupted = true
            return false
        }
        undoStack.append(Snapshot(session: session, statements: statements))
        (session, statements) = restored
        keepWithinBudgets()
        return true
    }
}
