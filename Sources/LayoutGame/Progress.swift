import LayoutScript

/// How far the player got with one level. Ordered: a better state is never replaced by a worse one.
public enum LevelState: String, CaseIterable, Comparable, Hashable, Sendable {
    case unsolved, assisted, solved

    public static func < (lhs: LevelState, rhs: LevelState) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// What is remembered about one level: its state and the player's last code.
public struct ProgressEntry: Hashable, Sendable {
    public var state: LevelState
    public var code: String

    public init(state: LevelState = .unsolved, code: String = "") {
        self.state = state
        self.code = code
    }
}

/// The player's progress, keyed by level id. Ids of levels that no longer exist are kept, so editing the level
/// set never loses progress. Its text form is meant to be read (and, carefully, edited) by people:
///
///     level: side-by-side
///     state: solved
///     code:
///     | let stack = ASStackLayoutSpec.vertical()
///     | stack
public struct PlayerProgress: Hashable, Sendable {
    public private(set) var entries: [String: ProgressEntry] = [:]

    public init() {}

    public subscript(id: String) -> ProgressEntry { entries[id] ?? ProgressEntry() }

    /// Remembers the latest code and raises the state (solved stays solved when the player later asks for help).
    public mutating func record(_ id: String, state: LevelState, code: String) {
        let previous = self[id].state
        entries[id] = ProgressEntry(state: max(previous, state), code: code)
    }

    public mutating func reset(_ id: String) { entries[id] = nil }
    public mutating func resetAll() { entries = [:] }

    static let header = "# layoutrepl progress: one block per level id (state: unsolved, assisted or solved)."

    /// The file text, levels sorted by id so that the file diffs well.
    public var text: String {
        var lines = [Self.header]
        for id in entries.keys.sorted() {
            guard let entry = entries[id] else { continue }
            lines += ["", "level: \(id)", "state: \(entry.state.rawValue)"]
            if !entry.code.isEmpty {
                lines.append("code:")
                lines += entry.code.split(separator: "\n", omittingEmptySubsequences: false).map {
                    $0.isEmpty ? "|" : "| \($0)"
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads the text form strictly: the first line that fits no rule is the error.
    public init(parsing text: String) throws(ProgressFormatError) {
        let (progress, problems) = Self.reading(text)
        if let first = problems.first { throw first }
        self = progress
    }

    /// Reads what can be read and lists what cannot: a line that fits no rule is skipped, a block whose level id
    /// is empty or repeated is skipped whole, an unknown state leaves its level unsolved. One damaged line so
    /// costs at most one level, never the whole file.
    public static func reading(_ text: String) -> (progress: PlayerProgress, problems: [ProgressFormatError]) {
        var progress = PlayerProgress()
        var problems: [ProgressFormatError] = []
        var id: String?
        var skippingBlock = false
        var codeLines: [String: [Substring]] = [:]
        var inCode = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if inCode, let id, line.hasPrefix("|") {
                let body = line.dropFirst()
                codeLines[id, default: []].append(body.hasPrefix(" ") ? body.dropFirst() : body)
                continue
            }
            inCode = false
            if line.trimmingSpaces.isEmpty || line.hasPrefix("#") { continue }
            let (key, value) = field(line)
            if key != "level" && skippingBlock { continue }
            switch (key, id) {
            case ("level", _):
                guard !value.isEmpty, progress.entries[value] == nil else {
                    problems.append(ProgressFormatError(line: index + 1, message: "empty or repeated level id '\(quoted(value))'"))
                    id = nil
                    skippingBlock = true
                    continue
                }
                id = value
                skippingBlock = false
                progress.entries[value] = ProgressEntry()
            case ("state", let id?):
                guard let state = LevelState(rawValue: value) else {
                    problems.append(ProgressFormatError(line: index + 1, message: "unknown state '\(quoted(value))'"))
                    continue
                }
                progress.entries[id]?.state = state
            case ("code", _?) where value.isEmpty:
                inCode = true
            default:
                problems.append(ProgressFormatError(line: index + 1, message: "unexpected line '\(quoted(line))'"))
            }
        }
        for (id, lines) in codeLines { progress.entries[id]?.code = lines.joined(separator: "\n") }
        return (progress, problems)
    }

    /// Brings in what one session changed, from `before` (what it last saw) to `after`, on top of this progress
    /// (the file's, which may hold another session's progress since): only the levels that session changed are
    /// touched, a level it reset is reset, and a state recorded only rises, so solved never becomes unsolved.
    public mutating func apply(changesFrom before: PlayerProgress, to after: PlayerProgress) {
        for id in Set(before.entries.keys).union(after.entries.keys) where before.entries[id] != after.entries[id] {
            if let entry = after.entries[id] {
                record(id, state: entry.state, code: entry.code)
            } else {
                reset(id)
            }
        }
    }

    /// `key: value` → (key, value), both trimmed; a line without a colon has an empty value.
    private static func field(_ line: Substring) -> (key: Substring, value: String) {
        guard let colon = line.firstIndex(of: ":") else { return (line.trimmingSpaces, "") }
        return (line[..<colon].trimmingSpaces, String(line[line.index(after: colon)...].trimmingSpaces))
    }
}

/// Why a progress file could not be read.
public struct ProgressFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public var description: String { "line \(line): \(message)" }
}

/// A damaged file's text as a message quotes it: control characters shown as escapes, never sent to the terminal,
/// and cut to a line's length (a damaged file may hold one line of megabytes).
private func quoted(_ text: some StringProtocol) -> String {
    let limit = 60
    let shown = text.count > limit ? text.prefix(limit) + "…" : String(text)
    return shown.withVisibleControlCharacters
}
