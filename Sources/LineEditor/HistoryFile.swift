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

    /// The history file's path with its directory created (like `mkdir -p`); nil when there is no usable path
    /// or the directory cannot be created, in which case the REPL simply runs without saved history.
    public static func preparedPath(environment: [String: String]) -> String? {
        guard let path = path(environment: environment) else { return nil }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return path
    }

    /// Whether an entry belongs in history: blank entries and an exact repeat of the previous entry are left
    /// out, as bash does with `HISTCONTROL=ignoredups`, so Up does not step through identical lines.
    static func shouldRecord(_ entry: String, previous: String?) -> Bool {
        !entry.allSatisfy(\.isWhitespace) && entry != previous
    }

    private static func joined(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
