@preconcurrency import CReadline
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// How the word under the cursor is cut out of the line, and who completes it.
public enum CompletionWord: Sendable {
    /// Swift code: punctuation and `.` break words, so `a.sty` completes `style`; `completer` answers.
    case code
    /// Only spaces break words, so `hello-no` or `ASStackLayoutSpec.justify` is one word (a command's argument);
    /// `completer` answers.
    case whitespaceSeparated
    /// A path in the current directory (`fileNameCompletions(for:)`); `completer` is not asked.
    case fileName
}

/// What one call of `LineEditor.read(prompt:)` produced.
public enum LineInput: Equatable, Sendable {
    /// An accepted line. A pasted block (bracketed paste) or a recalled multi-line entry arrives as one line
    /// containing newlines.
    case line(String)
    /// Ctrl-C: the line was abandoned; `^C` and a newline were printed.
    case interrupted
    /// Ctrl-D on an empty line (readline moves to a fresh line), or stdin was closed.
    case endOfInput
}

/// Line editing with GNU readline: prompts, history that survives restarts, Tab completion, Ctrl-C that
/// abandons the line, bracketed paste, resizing and Ctrl-Z.
///
/// Readline is one global state machine, so there is one editor per process, used from one thread. Use it
/// only when `Terminal.isInteractive`: with a pipe on stdin or stdout, readline echoes prompts and input into
/// the output, so read plain lines instead.
public final class LineEditor {
    /// Completes the word under the cursor when the user presses Tab. Candidates that do not start with
    /// `request.word` are ignored; nothing is appended after the inserted text (put a space or `(` into a
    /// candidate if one should follow).
    public var completer: (@Sendable (CompletionRequest) -> [String])? {
        get { readlineBridge.completer }
        set { readlineBridge.completer = newValue }
    }

    /// Decides, from the text before the cursor, what kind of word is there (code when not set).
    public var wordKind: (@Sendable (_ textBeforeCursor: String) -> CompletionWord)? {
        get { readlineBridge.wordKind }
        set { readlineBridge.wordKind = newValue }
    }

    private let historyFile: String?
    private let historyLimit: Int32
    private let signals = SignalWatch()

    private static let created = Atomic<Bool>(false)

    /// Sets readline up for the REPL and loads the history file.
    ///
    /// - Parameters:
    ///   - programName: readline's application name, so users can write `$if programName` sections in
    ///     their inputrc.
    ///   - historyFile: where entries are saved (see `HistoryFile.preparedPath(environment:)`); nil keeps
    ///     history in memory only.
    ///   - historyLimit: the most entries kept in memory and in the file.
    public init(programName: String, historyFile: String?, historyLimit: Int) {
        precondition(
            !Self.created.exchange(true, ordering: .sequentiallyConsistent),
            "readline is process-wide state: create one LineEditor per process")
        self.historyFile = historyFile
        self.historyLimit = Int32(clamping: max(historyLimit, 0))
        configureReadline(programName: programName)
        configureHistory()
    }

    /// Reads one line, letting the user edit it, recall history and complete words.
    public func read(prompt: String) -> LineInput {
        readlineBridge.finished = nil
        // The window may have changed size while the shell was printing and our SIGWINCH handler was not in place.
        rl_reset_screen_size()
        let previousHandlers = signals.install()
        defer { signals.restore(previousHandlers) }
        rl_callback_handler_install(prompt, acceptLine)
        while true {
            let arrived = signals.takePending()
            if arrived.contains(.interrupt) {
                abandonLine()
                return .interrupted
            }
            if arrived.contains(.resize) { rl_resize_terminal() }
            if arrived.contains(.suspend) { suspend() }
            switch waitForInput() {
            case .key:
                rl_callback_read_char()
            case .signal:
                continue
            case .closed:
                rl_callback_handler_remove()
                readlineBridge.finished = .endOfInput
            }
            if let finished = readlineBridge.finished { return finished }
        }
    }

    /// Adds a complete entry (possibly several lines) to history and appends it to the history file at once,
    /// so a crash loses nothing and two sessions interleave their entries. Blank entries and a repeat of the
    /// previous entry are not recorded. The file is cut to the last `historyLimit` entries at start-up and then
    /// every ``trimInterval`` entries, not on every Enter: cutting reads and rewrites the whole file.
    public func record(_ entry: String) {
        guard HistoryFile.shouldRecord(entry, previous: lastHistoryEntry()) else { return }
        add_history(entry)
        guard let historyFile else { return }
        // append_history opens the file without O_CREAT; write_history creates it.
        let written = access(historyFile, F_OK) == 0 ? append_history(1, historyFile) : write_history(historyFile)
        recordedSinceTrim += 1
        if written == 0 && recordedSinceTrim >= Self.trimInterval {
            HistoryFile.trim(historyFile, keepingLast: Int(historyLimit))
            recordedSinceTrim = 0
        }
    }

    /// How many entries may be appended between two cuts of the history file.
    static let trimInterval = 100
    private var recordedSinceTrim = 0

    /// Readline settings this REPL depends on; they override the user's inputrc.
    private static let settings = [
        // List the candidates on the first Tab instead of beeping.
        ("show-all-if-ambiguous", "on"),
        // Editing a recalled entry must not rewrite that history entry once the line is accepted or abandoned.
        ("revert-all-at-newline", "on"),
        // A pasted block arrives as one line instead of being run line by line. With it on, readline also
        // moves to a fresh line when Ctrl-D ends the input.
        ("enable-bracketed-paste", "on"),
    ]

    private func configureReadline(programName: String) {
        // Readline handles multi-byte characters only when the C locale names the terminal's encoding.
        setlocale(LC_CTYPE, "")
        // Readline keeps the pointer for the life of the process.
        rl_readline_name = UnsafePointer(strdup(programName))
        // The signal handlers are ours (see SignalWatch); readline must not install its own.
        rl_catch_signals = 0
        rl_catch_sigwinch = 0
        rl_change_environment = 0
        rl_attempted_completion_function = attemptCompletion
        rl_completion_word_break_hook = wordBreakCharacters
        rl_initialize()
        // A dumb terminal prints escape sequences as text, so bracketed paste's would show around every prompt.
        let isDumb = getenv("TERM").map { String(cString: $0) == "dumb" } ?? false
        for (name, value) in Self.settings where !(isDumb && name == "enable-bracketed-paste") {
            rl_variable_bind(name, value)
        }
    }

    /// History that keeps multi-line entries whole across restarts: every entry is written after a `#`
    /// timestamp line, and the lines up to the next timestamp are read back as one entry.
    private func configureHistory() {
        using_history()
        stifle_history(historyLimit)
        history_comment_char = CChar(UInt8(ascii: "#"))
        history_write_timestamps = 1
        history_multiline_entries = 1
        if let historyFile {
            HistoryFile.trim(historyFile, keepingLast: Int(historyLimit))
            read_history(historyFile)
        }
    }

    private func lastHistoryEntry() -> String? {
        guard history_length > 0, let entry = history_get(history_base + history_length - 1),
            let line = entry.pointee.line
        else { return nil }
        return String(cString: line)
    }

    /// Ctrl-C: shows `^C` after the whole entry (with the cursor moved to its end, so `^C` does not land on
    /// the prompt), then drops the line and readline's per-line state and leaves the terminal on a fresh line.
    private func abandonLine() {
        rl_point = rl_end
        rl_redisplay()
        show("^C")
        rl_free_line_state()
        rl_callback_sigcleanup()
        rl_cleanup_after_signal()
        rl_callback_handler_remove()
        show("\n")
    }

    /// Ctrl-Z: restores the terminal's modes, stops like SIGTSTP's default action, and after `fg` puts the
    /// terminal back into readline's mode and redraws the prompt and the line.
    private func suspend() {
        rl_cleanup_after_signal()
        signals.stopProcess()
        rl_reset_after_signal()
        rl_forced_update_display()
    }

    private enum Wake { case key, signal, closed }

    /// Blocks until a key is ready on stdin or a watched signal arrives.
    private func waitForInput() -> Wake {
        var fds = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.wakeUpReadEnd, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&fds, nfds_t(fds.count), -1)
        if ready < 0 { return errno == EINTR ? .signal : .closed }
        let stdinEvents = Int32(fds[0].revents)
        if stdinEvents & Int32(POLLIN) != 0 { return .key }
        if stdinEvents & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 { return .closed }
        return .signal
    }

    private func show(_ text: String) {
        fputs(text, stdout)
        fflush(stdout)
    }
}
