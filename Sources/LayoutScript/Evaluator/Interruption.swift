import Synchronization

/// Ctrl-C while an entry runs: the shell's signal handler sets the flag, and the evaluator, which looks at it before
/// every statement and expression, stops the running statement with an error. The session is left as it was
/// before that statement, as after any error.
public enum Interruption {
    private static let flag = Atomic<Bool>(false)

    /// Called from a signal handler: one lock-free store, nothing else.
    public static func request() { flag.store(true, ordering: .relaxed) }

    /// Clears the flag; the shell calls it before each entry (which also makes the flag exist before any handler
    /// can touch it).
    public static func reset() { flag.store(false, ordering: .relaxed) }

    public static var isRequested: Bool { flag.load(ordering: .relaxed) }
}
