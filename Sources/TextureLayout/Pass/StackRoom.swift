#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Lets a recursive walk over a tree of any height run without overflowing the thread's stack.
///
/// Texture's layout (`layoutThatFits` calling its children's) and every walk over a layout follow the tree, one call
/// per level, and a tree built by mutation may be as tall as memory allows. A walk calls ``withStackRoom(_:)`` once
/// per level: while the current stack has room the body runs in place (the common case costs one comparison);
/// when it is nearly used up, the body continues on a new thread with a fresh stack of ``freshStackSize`` while the
/// calling thread waits, so a 100,000-level walk runs as a chain of threads, each using its stack fully. The
/// walk's state moves with it: only one thread of the chain runs at a time.
public enum StackRoom {
    /// The stack of each continuation thread.
    static let freshStackSize = 16 << 20
    /// How much of the calling thread's stack (below the first check made on it) a walk may use: the main thread
    /// and the thread pools have at least 8 MiB, of which the program above the walk uses little.
    static let callerBudget = 1 << 20
    /// Kept free below the limit for the frames one level of a walk pushes between two checks (a stack layout's
    /// flex and stretch steps, larger in a debug build).
    static let reserve = 512 << 10

    /// Runs `body` on the current stack, or on a fresh one when fewer than ``reserve`` bytes are left above the
    /// current thread's limit.
    @inline(__always)
    public static func withStackRoom<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        if currentStackAddress() > limit() { return try body() }
        return try onFreshStack(body)
    }

    /// The address of a local of the caller's frame: where the stack currently ends.
    @inline(__always)
    static func currentStackAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// The lowest stack address the current thread may use, set on its first check (or when it was started here).
    private static func limit() -> UInt {
        if let stored = pthread_getspecific(limitKey) { return UInt(bitPattern: stored) }
        let here = currentStackAddress()
        let limit = here > UInt(callerBudget) ? here - UInt(callerBudget) : 0
        setLimit(limit)
        return limit
    }

    private static func setLimit(_ limit: UInt) {
        pthread_setspecific(limitKey, UnsafeRawPointer(bitPattern: limit))
    }

    private static let limitKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` on a new thread with a fresh stack and waits for it. Should the thread not start (no memory
    /// left for its stack), the body runs in place: a crash is then what it would have been without this helper.
    static func onFreshStack<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try withoutActuallyEscaping(body) { (escapable) throws(E) -> T in
            let continuation = Continuation(escapable)
            let context = Unmanaged.passRetained(continuation as AnyObject).toOpaque()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, freshStackSize)
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            let started = pthread_create(&thread, &attributes, { context in
                guard let context else { return nil }
                let object = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue()
                let start = StackRoom.currentStackAddress()
                StackRoom.setLimit(start - UInt(StackRoom.freshStackSize) + UInt(StackRoom.reserve))
                (object as? any RunnableContinuation)?.run()
                return nil
            }, context)
            guard started == 0 else {
                Unmanaged<AnyObject>.fromOpaque(context).release()
                return try escapable()
            }
            #if canImport(Glibc)
            pthread_join(thread, nil)
            #else
            if let thread { pthread_join(thread, nil) }
            #endif
            guard let outcome = continuation.outcome else {
                preconditionFailure("the continuation thread ended without running its body")
            }
            return try outcome.get()
        }
    }
}

/// The type-erased face of a ``Continuation``, which the thread's C entry point calls.
private protocol RunnableContinuation: AnyObject {
    func run()
}

/// The body and its outcome, handed to the continuation thread and back. The calling thread waits for the
/// continuation to finish, so the two never touch it at the same time.
private final class Continuation<T, E: Error>: RunnableContinuation, @unchecked Sendable {
    let body: () throws(E) -> T
    var outcome: Result<T, E>?

    init(_ body: @escaping () throws(E) -> T) { self.body = body }

    func run() {
        do throws(E) { outcome = .success(try body()) } catch { outcome = .failure(error) }
    }
}
