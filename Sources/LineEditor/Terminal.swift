#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal the shell needs to decide how to read and what to draw.
///
/// The decisions are pure functions of an environment dictionary (and, for the width, of what the kernel
/// reports), so tests run them with tables instead of real terminals.
public enum Terminal {
    /// True when both stdin and stdout are terminals: only then is line editing (and readline) used.
    /// With a pipe on either side readline would echo prompts and input into the output.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// True when stdout is a terminal.
    public static var isOutputTerminal: Bool {
        isatty(STDOUT_FILENO) == 1
    }

    /// Whether standard error is a terminal (where a batch run's notes are read, not parsed).
    public static var isErrorTerminal: Bool {
        isatty(STDERR_FILENO) == 1
    }

    /// The width to draw in (the kernel's window size for stdout, then `$COLUMNS`, then 80) and the height to fit in
    /// (the window's, then `$LINES`; nil when neither says, as for a pipe), from one query of the window.
    public static func size(environment: [String: String]) -> (columns: Int, rows: Int?) {
        let window = windowSize()
        return (columns(windowColumns: window?.columns, environment: environment),
                rows(windowRows: window?.rows, environment: environment))
    }

    /// The width rule without the ioctl: a reported width of 0 means "unknown" (a pipe, or a pty whose size
    /// was never set), and `$COLUMNS` counts only when it is a positive number.
    static func columns(windowColumns: Int?, environment: [String: String]) -> Int {
        if let windowColumns, windowColumns > 0 { return windowColumns }
        if let text = environment["COLUMNS"], let value = Int(text), value > 0 { return value }
        return 80
    }

    /// The height rule without the ioctl, as ``columns(windowColumns:environment:)`` has it for the width: nil where
    /// neither the window nor `$LINES` says.
    static func rows(windowRows: Int?, environment: [String: String]) -> Int? {
        if let windowRows, windowRows > 0 { return windowRows }
        if let text = environment["LINES"], let value = Int(text), value > 0 { return value }
        return nil
    }

    /// Whether colour escapes may be written: never when `NO_COLOR` is set to a non-empty value (an empty one
    /// does not count, as no-color.org says), when `TERM` is `dumb`, or when the output is not a terminal.
    public static func supportsColor(environment: [String: String], isTTY: Bool) -> Bool {
        isTTY && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Whether the locale's character set is UTF-8, so box-drawing glyphs can be printed. The C library's
    /// precedence decides which variable counts: `LC_ALL`, then `LC_CTYPE`, then `LANG` (empty ones are skipped).
    public static func supportsUnicode(environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty }
        guard let codeset = locale?.lowercased() else { return false }
        return codeset.contains("utf-8") || codeset.contains("utf8")
    }

    /// The window size TIOCGWINSZ reports for stdout, or nil when stdout is not a terminal.
    private static func windowSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
