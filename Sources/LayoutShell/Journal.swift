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

    /// Writes the statements, atomically. Refuses a path where something else already is (a directory, another
    /// program's file): the journal never replaces what it did not write.
    public func record(_ statements: [String]) throws {
        if FileManager.default.fileExists(atPath: url.path), !isOurs {
            throw JournalError.notOurs(url.path)
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(SessionFile.source(of: statements).utf8).write(to: url, options: .atomic)
    }

    /// Whether a regular file that starts with the session header is at the journal path.
    private var isOurs: Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let handle = FileHandle(forReadingAtPath: url.path) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: SessionFile.header.utf8.count)) ?? nil
        return start == Data(SessionFile.header.utf8)
    }

    /// The source a previous session left behind, if it did not exit cleanly and had statements.
    public func leftover() -> String? {
        guard let data = FileManager.default.contents(atPath: url.path),
              let text = String(data: data, encoding: .utf8),
              SessionFile.hasStatements(text) else { return nil }
        return text
    }

    /// Removes the journal on a clean exit, but only a regular file this program wrote (it starts with the session
    /// header): a directory or someone else's file at the journal path is never deleted.
    public func discard() {
        guard isOurs else { return }
        try? FileManager.default.removeItem(at: url)
    }
}

enum JournalError: Error, CustomStringConvertible {
    case notOurs(String)

    var description: String {
        switch self {
        case .notOurs(let path): return "\(path) is not a layoutrepl journal; it is left as it is"
        }
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
