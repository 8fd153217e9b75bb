#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import Synchronization

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
    /// How much of a thread's stack below the first check made on it a walk may use where the thread's stack
    /// bounds cannot be read.
    static let fallbackBudget = 1 << 20
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

    /// The lowest stack address the current thread may use, found on its first check: ``reserve`` above the end of
    /// its stack.
    private static func limit() -> UInt {
        if let stored = pthread_getspecific(limitKey) { return UInt(bitPattern: stored) }
        let limit = (stackEnd() ?? currentStackAddress() - min(currentStackAddress(), UInt(fallbackBudget)))
            + UInt(reserve)
        pthread_setspecific(limitKey, UnsafeRawPointer(bitPattern: limit))
        return limit
    }

    /// The lowest address of the current thread's stack, from the thread's attributes.
    private static func stackEnd() -> UInt? {
        #if canImport(Glibc)
        // A GNU extension the Glibc module leaves out; looked up once in the C library itself.
        guard let getAttributes = threadAttributesFunction else { return nil }
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
        return UInt(bitPattern: address)
        #elseif canImport(Darwin)
        let thread = pthread_self()
        return UInt(bitPattern: pthread_get_stackaddr_np(thread)) - UInt(pthread_get_stacksize_np(thread))
        #else
        return nil
        #endif
    }

    #if canImport(Glibc)
    private typealias GetThreadAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32

    /// `pthread_getattr_np`, which reads the running thread's actual stack bounds (the main thread's included).
    private static let threadAttributesFunction: GetThreadAttributes? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: GetThreadAttributes.self)
    }()
    #endif

    private static let limitKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` on a new thread with a fresh stack and waits for it. Should the thread not start (no memory
    /// left for its stack, or no more threads), the body runs in place, as it would have without this helper.
    static func onFreshStack<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try withoutActuallyEscaping(body) { (escapable) throws(E) -> T in
            let continuation = Continuation(escapable)
            let context = Unmanaged.passRetained(continuation as AnyObject).toOpaque()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            let stack = ContinuationStacks.take()
            defer { if let stack { ContinuationStacks.giveBack(stack) } }
            if let stack {
                pthread_attr_setstack(&attributes, stack, freshStackSize)
            } else {
                pthread_attr_setstacksize(&attributes, freshStackSize)
            }
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            let started = pthread_create(&thread, &attributes, { context in
                guard let context else { return nil }
                let object = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue()
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

/// The stacks of continuation threads, kept for the next deep walk: a fresh mapping costs a page fault for every
/// page the walk touches, as much again as the walk itself (deep-100k: 157 ms instead of 76), while a kept one is
/// already in memory. Up to ``kept`` stacks are kept with the pages the walk touched: at most 128 MiB, and only
/// after a walk that deep. (Marking them free with `MADV_FREE` cost a quarter of deep-100k's time.)
private enum ContinuationStacks {
    static let kept = 8
    /// An inaccessible page below each stack, so that an overflow faults instead of writing into other memory.
    static let guardSize = 1 << 16
    private static let pool = Mutex<[UInt]>([])

    /// The lowest usable address of a stack of ``StackRoom/freshStackSize`` bytes, or nil when none can be mapped
    /// (the thread then gets one of the system's).
    static func take() -> UnsafeMutableRawPointer? {
        if let address = pool.withLock({ $0.popLast() }) { return UnsafeMutableRawPointer(bitPattern: address) }
        let mapping = mmap(nil, guardSize + StackRoom.freshStackSize, PROT_READ | PROT_WRITE,
                           MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        guard let mapping, mapping != MAP_FAILED else { return nil }
        mprotect(mapping, guardSize, PROT_NONE)
        return mapping + guardSize
    }

    static func giveBack(_ stack: UnsafeMutableRawPointer) {
        let isKept = pool.withLock { stacks in
            guard stacks.count < kept else { return false }
            stacks.append(UInt(bitPattern: stack))
            return true
        }
        if !isKept { munmap(stack - guardSize, guardSize + StackRoom.freshStackSize) }
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
