/// The game as the shell drives it: which level is open, the player's code for it, how many hints were shown and
/// whether the solution was revealed. A value type with no I/O: the shell saves ``progress`` with a
/// ``ProgressStore`` whenever it changes.
public struct GameSession: Sendable {
    public let levels: LevelSet
    public private(set) var progress: PlayerProgress
    /// The open level.
    public private(set) var level: Level
    /// The entries the player typed, in order; they run after `given` and the level's start code.
    public private(set) var playerCode: [String] = []
    /// How many hints of the open level were shown.
    public private(set) var hintsShown = 0
    /// Whether the player saw the solution of the open level in this visit.
    public private(set) var isAssisted = false
    /// `given` + the reference solution of the open level, run once when the level opens: every check compares
    /// with it.
    public private(set) var target: LevelRun

    /// Opens the first level that is not solved yet (or the first level); `nil` when the set has no levels.
    public init?(levels: LevelSet, progress: PlayerProgress = PlayerProgress()) {
        let firstOpen = levels.levels.first { progress[$0.id].state == .unsolved } ?? levels.levels.first
        guard let firstOpen else { return nil }
        self.levels = levels
        self.progress = progress
        self.level = firstOpen
        self.target = firstOpen.runSolution()
        enter(firstOpen)
    }

    /// The player's typed code as one source text.
    public var playerSource: String { playerCode.joined(separator: "\n") }

    public var nextLevelID: String? { neighbour(+1)?.id }
    public var previousLevelID: String? { neighbour(-1)?.id }

    /// Opens a level by id, with the code the player last had there (or its start code); false for an unknown id.
    @discardableResult
    public mutating func open(_ id: String) -> Bool {
        guard let level = levels.level(id: id) else { return false }
        enter(level)
        return true
    }

    /// Opens the following level; false on the last one.
    @discardableResult
    public mutating func next() -> Bool { nextLevelID.map { open($0) } ?? false }

    /// Opens the preceding level; false on the first one.
    @discardableResult
    public mutating func previous() -> Bool { previousLevelID.map { open($0) } ?? false }

    /// The next hint, or `nil` when all were shown.
    public mutating func nextHint() -> String? {
        guard hintsShown < level.hints.count else { return nil }
        hintsShown += 1
        return level.hints[hintsShown - 1]
    }

    /// The reference solution; from now on a success on this level counts as assisted, and the progress says so at
    /// once (a level already solved stays solved). The shell asks for confirmation first.
    public mutating func revealSolution() -> String {
        isAssisted = true
        progress.record(level.id, state: .assisted, code: playerSource)
        return level.solution
    }

    /// Starts the open level over: only its start code, no hints shown. Progress already earned stays.
    public mutating func reset() {
        playerCode = []
        hintsShown = 0
        isAssisted = false
        progress.record(level.id, state: .unsolved, code: playerSource)
    }

    /// Replaces the player's code and checks it; the code and, on success, the state are recorded in ``progress``.
    public mutating func submit(_ statements: [String]) -> SubmitResult {
        playerCode = statements
        let check = LevelCheck.check(level, target: target, current: level.play(typed: playerSource))
        guard check.isSolved else {
            progress.record(level.id, state: .unsolved, code: playerSource)
            return SubmitResult(check: check, success: nil)
        }
        progress.record(level.id, state: isAssisted ? .assisted : .solved, code: playerSource)
        return SubmitResult(check: check, success: Success(
            takeaway: level.takeaway, solution: level.solution, nextLevelID: nextLevelID, wasAssisted: isAssisted))
    }

    /// Clears the remembered state and code of one level, or of all with `nil`; the open level restarts if it
    /// was among them.
    public mutating func resetProgress(_ id: String?) {
        if let id { progress.reset(id) } else { progress.resetAll() }
        if id == nil || id == level.id { enter(level) }
    }

    private mutating func enter(_ level: Level) {
        if level.id != self.level.id { target = level.runSolution() }
        self.level = level
        playerCode = Self.typedCode(saved: progress[level.id].code, start: level.start)
        hintsShown = 0
        isAssisted = false
    }

    private func neighbour(_ offset: Int) -> Level? {
        guard let index = levels.index(of: level.id) else { return nil }
        let target = index + offset
        return levels.levels.indices.contains(target) ? levels.levels[target] : nil
    }

    /// The saved code as one entry (the shell replays it in a single run). Progress written before the start code
    /// was kept apart began with the start code; that copy is dropped, since the start code always runs first.
    static func typedCode(saved: String, start: String) -> [String] {
        var typed = Substring(saved)
        if !start.isEmpty, typed.hasPrefix(start) {
            let rest = typed.dropFirst(start.count)
            if rest.isEmpty || rest.first == "\n" { typed = rest.drop { $0 == "\n" } }
        }
        return typed.isEmpty ? [] : [String(typed)]
    }
}

/// What submitting code gave: the full check, and on success what to show next.
public struct SubmitResult: Sendable {
    public var check: CheckResult
    public var success: Success?
}

/// Shown after a level is solved.
public struct Success: Hashable, Sendable {
    public var takeaway: String
    /// The reference solution, for comparing with the player's own.
    public var solution: String
    /// The level to continue with (`nil` after the last).
    public var nextLevelID: String?
    /// Whether the solution had been revealed first (the level counts as assisted).
    public var wasAssisted: Bool
}
