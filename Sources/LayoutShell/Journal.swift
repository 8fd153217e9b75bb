import Foundation

/// Crash safety: the running session's statements, rewritten atomically after every change and removed on a clean
/// exit, so the next start after a crash, a kill or a closed terminal can offer to restore them.
public struct Journal: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    /// `$XDG_STATE_HOME/layoutrepl/journal.swift`, falling back to `~/.local/state/layoutrepl/journal.swift`;
    /// `LAYOUTREPL_JOURNAL` overrides it (tests).
    public static func defaultLocation(environment: [String: String]) -> URL {
        if let path = environment["LAYOUTREPL_JOURNAL"], !path.isEmpty { return URL(fileURLWithPath: path) }
        let state = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/state")
        return URL(fileURLWithPath: state).appendingPathComponent("layoutrepl/journal.swift")
    }

    public func record(_ statements: [String]) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(SessionFile.source(of: statements).utf8).write(to: url, options: .atomic)
    }

    /// The source a previous session left behind, if it did not exit cleanly and had statements.
    public func leftover() -> String? {
        guard let data = FileManager.default.contents(atPath: url.path),
              let text = String(data: data, encoding: .utf8),
              SessionFile.hasStatements(text) else { return nil }
        return text
    }

    public func discard() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// A session as a `.swift` file: its statements in order, so `:load`, `layoutrepl run` and Xcode all read it.
enum SessionFile {
    static let header = "// layoutrepl session\n"

    static func source(of statements: [String]) -> String {
        header + statements.map { $0 + "\n" }.joined()
    }

    static func hasStatements(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }
    }
}
