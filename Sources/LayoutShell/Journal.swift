import Foundation
import LayoutGame

/// Crash safety: a session's statements, rewritten atomically after every change and removed when that session
/// exits cleanly, so the next start after a crash, a kill or a closed terminal can offer to restore them. Every
/// session has a journal of its own (see ``JournalFolder``), so two shells never take each other's for a crash.
public struct Journal: Sendable {
    public let url: URL
    /// The lock file its session holds while it runs; `nil` for a journal used alone (tests).
    let lockURL: URL?

    public init(url: URL) {
        self.url = url
        lockURL = nil
    }

    init(url: URL, lockURL: URL) {
        self.url = url
        self.lockURL = lockURL
    }

    /// Writes the statements with the settings they ran in, atomically. Refuses a path where something else already
    /// is (a directory, another program's file): the journal never replaces what it did not write.
    public func record(_ statements: [String], settings: [JournalSetting] = []) throws {
        if FileManager.default.fileExists(atPath: url.path), !isOurs {
            throw JournalError.notOurs(url.path)
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A failed write (a full disk) removes its temporary file and leaves the last good journal.
        try AtomicFile.write(Data(SessionFile.source(of: statements, settings: settings).utf8), to: url)
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

    /// Removes the journal on a clean exit (or once its statements are restored elsewhere), but only a regular file
    /// this program wrote (it starts with the session header): a directory or someone else's file at the journal
    /// path is never deleted. The lock file goes too when it is the empty regular file a session made.
    /// Returns why something could not be removed.
    @discardableResult
    public func discard() -> String? {
        var problem: String?
        if isOurs {
            do {
                try FileManager.default.removeItem(at: url)
            } catch {
                problem = "\(url.path) could not be removed (\(error.localizedDescription))"
            }
        }
        if let lockURL, let attributes = try? FileManager.default.attributesOfItem(atPath: lockURL.path),
           attributes[.type] as? FileAttributeType == .typeRegular, (attributes[.size] as? Int) == 0 {
            unlink(lockURL.path)
        }
        return problem
    }
}

/// The folder of session journals: `session-<pid>[-<n>].swift`, each beside a lock file (`.lock`) that its session
/// holds with `flock` while it runs. A journal whose lock nobody holds belongs to a session that did not end
/// cleanly; one whose lock is held belongs to a shell still running and is left alone.
public struct JournalFolder: Sendable {
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// `LAYOUTREPL_JOURNALS` (tests), else `$XDG_STATE_HOME/layoutrepl/sessions`, else
    /// `~/.local/state/layoutrepl/sessions`. A relative `XDG_STATE_HOME` is ignored, as the XDG base directory
    /// specification asks (it would put journals wherever the shell was started).
    public static func defaultLocation(environment: [String: String]) -> JournalFolder {
        if let path = environment["LAYOUTREPL_JOURNALS"], !path.isEmpty {
            return JournalFolder(directory: URL(fileURLWithPath: path))
        }
        let state = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/state")
        return JournalFolder(directory: URL(fileURLWithPath: state).appendingPathComponent("layoutrepl/sessions"))
    }

    /// A journal for this process under a name no other session has, its lock taken and held until the process
    /// ends: the descriptor is deliberately never closed, since closing it would let another start take this
    /// running session for a crashed one. The lock file is made exclusively, so a crashed session's files that
    /// happen to carry this process id are never reused.
    public func claim() throws(FileProblem) -> Journal {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FileProblem(path: directory.path, reason: error.localizedDescription)
        }
        let base = "session-\(getpid())"
        for number in 1...100 {
            let name = number == 1 ? base : "\(base)-\(number)"
            let lockURL = directory.appendingPathComponent(name + ".lock")
            let descriptor = open(lockURL.path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw FileProblem(path: lockURL.path, reason: String(cString: strerror(errno)))
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let problem = FileProblem(path: lockURL.path, reason: String(cString: strerror(errno)))
                close(descriptor)
                unlink(lockURL.path)
                throw problem
            }
            return Journal(url: directory.appendingPathComponent(name + ".swift"), lockURL: lockURL)
        }
        throw FileProblem(path: directory.path, reason: "100 journals already carry this process id")
    }

    /// The journals of sessions that are not running and have statements to restore, oldest first; `except` is
    /// this session's own.
    public func leftovers(except own: Journal? = nil) -> [Journal] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let journals = names.filter { $0.hasPrefix("session-") && $0.hasSuffix(".swift") }.map { name in
            Journal(url: directory.appendingPathComponent(name),
                    lockURL: directory.appendingPathComponent(String(name.dropLast(".swift".count)) + ".lock"))
        }
        let modified = { (journal: Journal) -> Date in
            let attributes = try? FileManager.default.attributesOfItem(atPath: journal.url.path)
            return attributes?[.modificationDate] as? Date ?? .distantPast
        }
        return journals
            .filter { $0.url != own?.url && !Self.isRunning($0) && $0.leftover() != nil }
            .sorted { modified($0) < modified($1) }
    }

    /// Whether the journal's session still holds its lock. Taking the lock to find out is released at once.
    private static func isRunning(_ journal: Journal) -> Bool {
        guard let lockURL = journal.lockURL else { return false }
        let descriptor = open(lockURL.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK
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

/// A shell command that changes what statements run in (`:size`, `:image`...), kept in the crash journal at the
/// place it was typed: after `position` statements. A restore runs it there again, so that code reading the container,
/// the screen scale, the safe area or an image's size gets what it got the first time.
public struct JournalSetting: Sendable, Equatable {
    public var position: Int
    /// The command line, colon included (`:size 200x100`).
    public var command: String

    public init(position: Int, command: String) {
        self.position = position
        self.command = command
    }

    /// The commands a journal may hold; any other line with the mark stays a comment.
    static let commandNames: Set<String> = ["size", "scale", "safe-area", "image", "assets"]
}

/// A session as a `.swift` file: its statements in order, so `:load`, `layoutrepl run` and Xcode all read it. The
/// crash journal adds its settings as comment lines (`// layoutrepl :size 200x100`), which the other readers skip.
enum SessionFile {
    static let header = "// layoutrepl session\n"
    /// What starts a setting's comment line in a journal.
    static let settingMark = "// layoutrepl :"

    static func source(of statements: [String], settings: [JournalSetting] = []) -> String {
        var text = header
        var pending = settings[...]
        for (index, statement) in statements.enumerated() {
            while let setting = pending.first, setting.position <= index {
                text += "// layoutrepl \(setting.command)\n"
                pending = pending.dropFirst()
            }
            text += statement + "\n"
        }
        // Settings made after statements that were since undone come after the last statement left.
        for setting in pending { text += "// layoutrepl \(setting.command)\n" }
        return text
    }

    /// A journal's text as the code between its settings and the settings themselves, in file order; code keeps
    /// its first line's number in the file.
    enum Part: Equatable {
        case code(String, firstLine: Int)
        case setting(String)
    }

    static func parts(of text: String) -> [Part] {
        var parts: [Part] = []
        var codeLines: [Substring] = []
        var codeStart = 1
        func flush(nextLine: Int) {
            if codeLines.contains(where: { !$0.allSatisfy(\.isWhitespace) }) {
                parts.append(.code(codeLines.joined(separator: "\n"), firstLine: codeStart))
            }
            codeLines = []
            codeStart = nextLine
        }
        for (index, line) in code(of: text).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let command = setting(in: line) {
                flush(nextLine: index + 2)
                parts.append(.setting(command))
            } else {
                codeLines.append(line)
            }
        }
        flush(nextLine: 0)
        return parts
    }

    /// The command of a setting line (`:size 200x100`), or nil for any other line.
    private static func setting(in line: Substring) -> String? {
        guard line.hasPrefix(settingMark) else { return nil }
        let command = line.dropFirst(settingMark.count - 1)
        let name = command.dropFirst().prefix { !$0.isWhitespace }
        return JournalSetting.commandNames.contains(String(name)) ? String(command) : nil
    }

    /// The file's code without the header line this program wrote (a blank line in its place, so the lines keep
    /// their numbers): the header is the file's mark, not a comment of the first statement.
    static func code(of text: String) -> String {
        text.hasPrefix(header) ? "\n" + text.dropFirst(header.count) : text
    }

    static func hasStatements(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }
    }
}
