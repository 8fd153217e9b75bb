import Foundation

/// Where the REPL keeps its history, following the XDG base directory specification.
public enum HistoryFile {
    /// The environment variable that overrides the location (tests point it into a temporary directory).
    public static let overrideVariable = "LAYOUTREPL_HISTORY"

    /// The history file's path: `$LAYOUTREPL_HISTORY`, else `$XDG_STATE_HOME/layoutrepl/history`, else
    /// `$HOME/.local/state/layoutrepl/history`; nil when none of them is usable. The XDG specification asks to
    /// ignore a relative `XDG_STATE_HOME`, and so do we.
    public static func path(environment: [String: String]) -> String? {
        if let override = environment[overrideVariable], !override.isEmpty {
            return override
        }
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            return joined(stateHome, "layoutrepl/history")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return joined(home, ".local/state/layoutrepl/history")
        }
        return nil
    }

    /// The history file's path with its directory created (like `mkdir -p`); nil when there is no usable path, or
    /// with the reason history cannot be kept there (its directory cannot be made, the path is a directory or
    /// another file that is not a regular one), which the REPL says once before running without saved history.
    public static func preparedPath(environment: [String: String]) -> (path: String?, problem: String?) {
        guard let path = path(environment: environment) else { return (nil, nil) }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return (nil, "history is not kept: its folder \(directory.path) cannot be made")
        }
        var status = stat()
        if lstat(path, &status) == 0 {
            let kind = status.st_mode & S_IFMT
            if kind == S_IFDIR { return (nil, "history is not kept: \(path) is a directory") }
            if kind != S_IFREG && kind != S_IFLNK {
                return (nil, "history is not kept: \(path) is not a regular file")
            }
        }
        return (path, nil)
    }

    /// Whether an entry belongs in history: blank entries and an exact repeat of the previous entry are left
    /// out, as bash does with `HISTCONTROL=ignoredups`, so Up does not step through identical lines.
    static func shouldRecord(_ entry: String, previous: String?) -> Bool {
        !entry.allSatisfy(\.isWhitespace) && entry != previous
    }

    /// Shortens the history file to its last `limit` entries, rewriting it atomically, when it holds more.
    ///
    /// Readline's `history_truncate_file` counts lines, not entries: it keeps too few multi-line entries and
    /// can cut one between its timestamp and its text, after which it reloads as several entries.
    static func trim(_ path: String, keepingLast limit: Int) {
        guard let contents = FileManager.default.contents(atPath: path),
            let kept = trimmed(Array(contents), keepingLast: limit)
        else { return }
        try? Data(kept).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// A history file's bytes without its oldest entries so that `limit` remain, or nil when no more than
    /// `limit` are there. An entry starts at a timestamp line (`#` and a digit, how readline marks them when
    /// `history_write_timestamps` is on); lines before the first timestamp, written without timestamps, are
    /// one entry each.
    static func trimmed(_ contents: [UInt8], keepingLast limit: Int) -> [UInt8]? {
        let newline = UInt8(ascii: "\n")
        var entryStarts: [Int] = []
        var lineStart = contents.startIndex
        var seenTimestamp = false
        while lineStart < contents.endIndex {
            let lineEnd = contents[lineStart...].firstIndex(of: newline) ?? contents.endIndex
            if isTimestamp(contents[lineStart..<lineEnd]) {
                seenTimestamp = true
                entryStarts.append(lineStart)
            } else if !seenTimestamp {
                entryStarts.append(lineStart)
            }
            lineStart = lineEnd + 1
        }
        guard entryStarts.count > max(limit, 0) else { return nil }
        let firstKept = limit > 0 ? entryStarts[entryStarts.count - limit] : contents.endIndex
        return Array(contents[firstKept...])
    }

    /// Readline's test for a timestamp line: the comment character followed by a digit.
    private static func isTimestamp(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.first == UInt8(ascii: "#"), let next = line.dropFirst().first else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
    }

    private static func joined(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
