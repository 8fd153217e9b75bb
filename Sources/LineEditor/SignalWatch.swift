#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The signals the editor reacts to while it waits for a key.
struct PendingSignals: OptionSet, Sendable {
    let rawValue: UInt8

    static let interrupt = PendingSignals(rawValue: 1 << 0)
    static let resize = PendingSignals(rawValue: 1 << 1)
    static let suspend = PendingSignals(rawValue: 1 << 2)

    /// The signal numbers `noteSignal` handles.
    static let watched: [Int32] = [SIGINT, SIGWINCH, SIGTSTP]
}

/// Signals that arrived and were not handled yet: set by `noteSignal`, taken by the read loop.
private let pendingSignals = Atomic<UInt8>(0)

/// The write end of the self-pipe, or -1 when there is none.
private let wakeUpWriteEnd = Atomic<Int32>(-1)

/// The handler for every watched signal. It only does what is async-signal-safe: an atomic update and a
/// `write` to the self-pipe, which wakes `poll` even when the signal arrived just before the loop called it.
private func noteSignal(_ number: Int32) {
    let savedErrno = errno
    let bit: UInt8 = switch number {
    case SIGINT: PendingSignals.interrupt.rawValue
    case SIGWINCH: PendingSignals.resize.rawValue
    case SIGTSTP: PendingSignals.suspend.rawValue
    default: 0
    }
    pendingSignals.bitwiseOr(bit, ordering: .sequentiallyConsistent)
    var byte: UInt8 = 0
    _ = write(wakeUpWriteEnd.load(ordering: .sequentiallyConsistent), &byte, 1)
    errno = savedErrno
}

/// Turns SIGINT, SIGWINCH and SIGTSTP into flags the read loop handles between keys.
///
/// Readline's own handlers (`rl_catch_signals`) cannot make the callback interface give up a line, so the editor
/// installs these while it reads, without SA_RESTART so that a blocked `poll` returns, and puts the previous
/// handlers back afterwards: outside `read(prompt:)` Ctrl-C keeps its usual meaning.
struct SignalWatch: ~Copyable {
    /// The read end of the self-pipe, polled together with stdin (-1 if the pipe could not be made; `poll`
    /// then still wakes with EINTR and only the narrow race the pipe closes remains).
    let wakeUpReadEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            // Non-blocking, so that neither a handler's write nor draining the pipe can ever block.
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        } else {
            ends = [-1, -1]
        }
        wakeUpReadEnd = ends[0]
        wakeUpWriteEnd.store(ends[1], ordering: .sequentiallyConsistent)
    }

    /// Installs `noteSignal` for the watched signals and returns the handlers it replaced.
    func install() -> [Int32: sigaction] {
        var previous: [Int32: sigaction] = [:]
        for number in PendingSignals.watched {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = noteSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            if sigaction(number, &action, &old) == 0 { previous[number] = old }
        }
        return previous
    }

    /// Puts back handlers returned by `install()`.
    func restore(_ previous: [Int32: sigaction]) {
        for (number, action) in previous {
            var action = action
            sigaction(number, &action, nil)
        }
    }

    /// The signals that arrived since the last call; empties the self-pipe.
    func takePending() -> PendingSignals {
        var buffer = [UInt8](repeating: 0, count: 64)
        while wakeUpReadEnd >= 0, read(wakeUpReadEnd, &buffer, buffer.count) > 0 {}
        return PendingSignals(rawValue: pendingSignals.exchange(0, ordering: .sequentiallyConsistent))
    }

    /// Stops the process the way SIGTSTP's default action does, returning once it is continued (`fg`).
    func stopProcess() {
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        var ours = sigaction()
        sigaction(SIGTSTP, &defaultAction, &ours)
        raise(SIGTSTP)
        sigaction(SIGTSTP, &ours, nil)
    }
}
