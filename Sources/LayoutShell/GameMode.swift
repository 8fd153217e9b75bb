import LayoutGame
import LayoutRender
import LayoutScript
import TextureLayout

/// The shell while a level is open: the game, the session the player types into (given + their code) and
/// per-level undo.
struct GameMode {
    var game: GameSession
    var session: ScriptSession
    var undoStack: [[String]] = []
    var redoStack: [[String]] = []

    let prompt = "  play> "

    init(game: GameSession) {
        self.game = game
        self.session = Self.session(for: game.level, code: game.playerCode)
    }

    var statements: [String] { game.playerCode }
    var level: Level { game.level }

    /// Replays given, the start code and the typed entries in a fresh session (after opening, undo, reset).
    static func session(for level: Level, code: [String]) -> ScriptSession {
        level.playSession(typed: code)
    }

    mutating func replay() {
        session = Self.session(for: level, code: game.playerCode)
    }
}

extension Shell {
    static let gameCommands: [Command] = [
        Command(name: "play", usage: "[level-id]", summary: "open the game: the first unsolved level, or this one",
                argument: .levelID) { shell, id in shell.play(id) },
        Command(name: "levels", summary: "every level with its state (✓ solved, ~ assisted)") { shell, _ in
            shell.listLevels()
        },
        Command(name: "level", usage: "level-id", summary: "open a level", argument: .levelID) { shell, id in
            id.isEmpty ? shell.usageError("level", "name a level, e.g. :level side-by-side (:levels lists them)")
                : shell.play(id)
        },
        Command(name: "next", summary: "the next level") { shell, _ in shell.step(forward: true) },
        Command(name: "prev", summary: "the previous level") { shell, _ in shell.step(forward: false) },
        Command(name: "goal", summary: "draw the level's target again") { shell, _ in shell.goal() },
        Command(name: "lesson", summary: "show the level's lesson and code again") { shell, _ in shell.lesson() },
        Command(name: "hint", summary: "the next hint for this level") { shell, _ in shell.hint() },
        Command(name: "solution", summary: "show the reference solution (the level then counts as assisted)") {
            shell, _ in shell.solution()
        },
        Command(name: "check", summary: "compare your layout with the target again") { shell, _ in
            shell.game == nil ? shell.notPlaying() : shell.checkLevel()
        },
        Command(name: "view", usage: "drawing | table",
                summary: "in levels: target and yours side by side as drawings, or as frame tables only",
                argument: .choice(["drawing", "table"])) { shell, choice in shell.setView(choice) },
        Command(name: "progress", usage: "reset [level-id | all]", summary: "forget progress (asks first)",
                argument: .choice(["reset"])) { shell, text in shell.resetProgress(text) },
        Command(name: "sandbox", summary: "leave the level, back to your own session") { shell, _ in
            shell.leaveGame()
        },
    ]

    // MARK: Opening levels

    func play(_ id: String) -> ShellReply {
        guard let levels, let loaded = loadedLevels else { return Self.reply("no levels are installed") }
        if var mode = game, id.isEmpty == false {
            guard mode.game.open(id) else { return unknownLevel(id, in: mode.game.levels) }
            mode.replay()
            game = mode
            return levelIntroduction()
        }
        var reply = ShellReply()
        for error in loaded.errors { reply.complain("\(error)") }
        let progress = loadProgress()
        guard var session = GameSession(levels: loaded.set, progress: progress) else {
            reply.say("no levels found in \(levels.directory.path)")
            return reply
        }
        if !id.isEmpty, !session.open(id) { return unknownLevel(id, in: loaded.set) }
        game = GameMode(game: session)
        reply.append(levelIntroduction())
        return reply
    }

    func step(forward: Bool) -> ShellReply {
        guard var mode = game else { return notPlaying() }
        let moved = forward ? mode.game.next() : mode.game.previous()
        guard moved else { return Self.reply(forward ? "this is the last level" : "this is the first level") }
        mode.replay()
        mode.undoStack = []
        mode.redoStack = []
        game = mode
        return levelIntroduction()
    }

    func leaveGame() -> ShellReply {
        guard game != nil else { return notPlaying() }
        game = nil
        var reply = Self.reply("back in your sandbox")
        if workspace.session.root != nil { reply.say(drawing()) }
        return reply
    }

    /// The level's header and lesson, then target and current side by side, then the header's first line again:
    /// a drawing can be taller than the terminal, and the last lines on screen must still say which level this is.
    func levelIntroduction() -> ShellReply {
        guard let mode = game else { return notPlaying() }
        var reply = Self.reply(levelLesson(mode)
            + "\n\nType statements; after each one your layout is checked. :hint helps, :goal redraws the target.")
        // Nothing is typed yet: what the start code leaves to do is the task, not a failed try.
        reply.append(checkLevel(differencesHeading: "To do:"))
        reply.say("\(levelHeader(mode))\n:lesson shows the lesson again, :goal the target")
        return reply
    }

    /// `:lesson`: the open level's header, lesson, given code and the code so far, without the drawings.
    func lesson() -> ShellReply {
        guard let mode = game else { return notPlaying() }
        return Self.reply(levelLesson(mode))
    }

    private func levelHeader(_ mode: GameMode) -> String {
        let level = mode.level
        let levels = mode.game.levels
        let number = (levels.index(of: level.id) ?? 0) + 1
        var text = "Level \(number)/\(levels.levels.count) · \(level.chapter) · \(level.title)  [\(level.id)]"
        if level.isReview { text += "  (review)" }
        return text
    }

    /// The level's title, lesson, given code and starting code.
    private func levelLesson(_ mode: GameMode) -> String {
        let level = mode.level
        var text = levelHeader(mode)
        text += "\n\n" + wrap(level.lesson, width: settings.columns)
        text += "\n\nGiven (already run; do not retype it):\n" + indent(level.given)
        text += "\nContainer: \(ContainerRange.describe(level.range)), scale \(formatPoints(level.scale))."
        if let allowed = level.allowedSpecs { text += "\nAllowed specs: \(allowed.joined(separator: ", "))." }
        if !level.forbidden.isEmpty { text += "\nForbidden: \(level.forbidden.joined(separator: ", "))." }
        let code = ([level.start] + mode.statements).filter { !$0.isEmpty }
        if !code.isEmpty {
            text += "\n\nYour code so far (:reset starts over):\n" + indent(code.joined(separator: "\n"))
        }
        return text
    }

    // MARK: Playing

    /// Runs the player's entry in the level's session; accepted statements join their code and the level is
    /// checked again.
    func runLevelEntry(_ source: String, file: String, firstLine: Int) -> ShellReply {
        guard var mode = game else { return notPlaying() }
        let outcome = mode.session.run(source, file: file, firstLine: firstLine)
        var reply = report(outcome, file: file)
        guard !outcome.statements.isEmpty else { return reply }
        mode.undoStack.append(mode.statements)
        mode.redoStack = []
        let accepted = outcome.statements.map(\.source).joined(separator: "\n")
        game = mode
        reply.append(checkLevel(code: mode.statements + [accepted]))
        return reply
    }

    /// Target and current, side by side with the differing nodes marked, then the differences; on success the
    /// takeaway and the way on.
    func checkLevel(code: [String]? = nil, differencesHeading: String = "Not yet:") -> ShellReply {
        guard var mode = game else { return notPlaying() }
        let progressBefore = mode.game.progress
        let result = mode.game.submit(code ?? mode.statements)
        saveProgress(from: progressBefore, to: mode.game.progress)
        game = mode
        let check = result.check
        var reply = ShellReply()
        reply.say(comparison(check))
        if let success = result.success {
            var text = success.wasAssisted ? "✓ Solved (with the solution's help)." : "✓ Solved!"
            text += "\n\n" + wrap(success.takeaway, width: settings.columns)
            text += "\n\nThe reference solution:\n" + indent(success.solution)
            text += success.nextLevelID.map { "\n:next opens the next level (\($0))." }
                ?? "\nThat was the last level. Well done! :levels shows them all."
            reply.say(text)
        } else {
            let messages = check.messages
            reply.say(messages.isEmpty ? "" : differencesHeading + "\n" + messages.map { "  " + $0 }.joined(separator: "\n"))
        }
        return reply
    }

    private func comparison(_ check: CheckResult) -> String {
        guard let target = check.target.layout else { return "" }
        let differing = Set(check.differences.map(\.node))
        let highlighted = Set(check.current.tree.elements.indices
            .filter { differing.contains(check.current.tree.elements[$0].name) }.map(ElementID.init))
        if settings.levelView == .table {
            var text = "Target:\n" + FramesTable.render(target, tree: check.target.tree, options: settings.drawingOptions())
            if let current = check.current.layout {
                var options = settings.drawingOptions(highlighted: highlighted)
                options.legend = true
                text += "\n\nYours (* differs):\n" + FramesTable.render(current, tree: check.current.tree, options: options)
            }
            return text
        }
        let nodes = check.target.tree.elements.count + check.current.tree.elements.count
        var half = settings
        half.columns = max(20, (settings.columns - 4) / 2)
        half.drawingRows = levelDrawingRows(sharing: 1, besides: check.messages.count + nodes)
        // One scale for both, so a target half the size of your layout looks half the size.
        half.zoom = settings.zoom ?? BoxDrawing.commonZoom(
            fitting: [(target, check.target.tree)] + (check.current.layout.map { [($0, check.current.tree)] } ?? []),
            options: half.drawingOptions())
        let goal = BoxDrawing.render(target, tree: check.target.tree, options: half.drawingOptions())
        guard let current = check.current.layout else { return "Target:\n" + goal }
        let mine = BoxDrawing.render(current, tree: check.current.tree, options: half.drawingOptions(highlighted: highlighted))
        let sideBySide = BoxDrawing.sideBySide(goal, mine, titles: ("Target", "Yours"), gap: 4)
        if sideBySide.split(separator: "\n").allSatisfy({ BoxDrawing.displayWidth(String($0)) <= settings.columns }) {
            return sideBySide
        }
        // Too wide side by side (a narrow terminal, or a long note under one drawing): one above the other, each
        // at the whole width, still at one scale.
        var whole = settings
        whole.drawingRows = levelDrawingRows(sharing: 2, besides: check.messages.count + nodes)
        whole.zoom = settings.zoom ?? BoxDrawing.commonZoom(
            fitting: [(target, check.target.tree), (current, check.current.tree)], options: whole.drawingOptions())
        return "Target:\n" + BoxDrawing.render(target, tree: check.target.tree, options: whole.drawingOptions())
            + "\n\nYours:\n"
            + BoxDrawing.render(current, tree: check.current.tree, options: whole.drawingOptions(highlighted: highlighted))
    }

    func goal() -> ShellReply {
        guard let mode = game else { return notPlaying() }
        let target = mode.game.target
        guard let layout = target.layout else { return Self.reply("this level has no target (its solution fails)") }
        var options = settings
        options.drawingRows = levelDrawingRows(sharing: 1, besides: target.tree.elements.count)
        return Self.reply("Target:\n" + BoxDrawing.render(layout, tree: target.tree, options: options.drawingOptions()))
    }

    /// The rows each of `count` drawings stacked in a level's reply may take so that the reply fits the terminal's
    /// height: what is left once the `other` lines (frames tables, the check's messages) and the level's reminder and
    /// prompt have theirs, and never under a few rows a drawing needs to mean anything. Nil where the height is
    /// unknown.
    private func levelDrawingRows(sharing count: Int, besides other: Int) -> Int? {
        guard let rows = settings.rows else { return nil }
        let reminderAndPrompt = 7
        return max(6, (rows - reminderAndPrompt - other) / count)
    }

    func hint() -> ShellReply {
        guard var mode = game else { return notPlaying() }
        defer { game = mode }
        guard let hint = mode.game.nextHint() else {
            return Self.reply("no more hints; :solution shows the reference solution")
        }
        return Self.reply("Hint \(mode.game.hintsShown)/\(mode.level.hints.count): " + hint)
    }

    func solution() -> ShellReply {
        guard game != nil else { return notPlaying() }
        return confirm("Show the reference solution? The level will count as assisted.") { shell in
            guard var mode = shell.game else { return shell.notPlaying() }
            let progressBefore = mode.game.progress
            let solution = mode.game.revealSolution()
            shell.saveProgress(from: progressBefore, to: mode.game.progress)
            shell.game = mode
            return Self.reply("The reference solution (type it, or your own version of it):\n" + shell.indent(solution))
        }
    }

    func levelUndo() -> ShellReply { stepLevelHistory(back: true) }

    func levelRedo() -> ShellReply { stepLevelHistory(back: false) }

    /// Undo (`back`) and redo in a level: the player's code moves between the two stacks and is checked again.
    private func stepLevelHistory(back: Bool) -> ShellReply {
        let (source, destination) = back ? (\GameMode.undoStack, \GameMode.redoStack) : (\.redoStack, \.undoStack)
        guard var mode = game, let code = mode[keyPath: source].popLast() else {
            return Self.reply(back ? "nothing to undo" : "nothing to redo")
        }
        mode[keyPath: destination].append(mode.statements)
        mode.session = GameMode.session(for: mode.level, code: code)
        game = mode
        var reply = Self.reply(back ? "undone" : "redone")
        reply.append(checkLevel(code: code))
        return reply
    }

    /// `:reset` in a level: back to its starting code (undoable).
    func resetLevel() -> ShellReply {
        guard var mode = game else { return notPlaying() }
        mode.undoStack.append(mode.statements)
        mode.redoStack = []
        mode.game.reset()
        mode.replay()
        game = mode
        var reply = Self.reply("back to the level's starting code (:undo brings yours back)")
        reply.append(checkLevel())
        return reply
    }

    func listLevels() -> ShellReply {
        guard levels != nil, let set = game?.game.levels ?? loadedLevels?.set else {
            return Self.reply("no levels are installed")
        }
        let progress = game?.game.progress ?? loadProgress()
        var lines: [String] = []
        var chapter = ""
        for (index, level) in set.levels.enumerated() {
            if level.chapter != chapter {
                chapter = level.chapter
                lines.append((lines.isEmpty ? "" : "\n") + chapter)
            }
            let mark: String
            switch progress[level.id].state {
            case .solved: mark = "✓"
            case .assisted: mark = "~"
            case .unsolved: mark = " "
            }
            let current = game?.level.id == level.id ? " ◀" : ""
            lines.append("  \(mark) \(rightAligned(String(index + 1), to: 2)) \(padded(level.id, to: 28)) \(level.title)\(current)")
        }
        lines.append("\n:level ID (Tab completes) opens one.")
        return Self.reply(lines.joined(separator: "\n"))
    }

    func setView(_ choice: String) -> ShellReply {
        switch choice {
        case "": return Self.reply("view: \(settings.levelView == .table ? "table" : "drawing")")
        case "drawing": settings.levelView = .drawing
        case "table": settings.levelView = .table
        default: return usageError("view", "expected 'drawing' or 'table', got '\(choice)'")
        }
        return game == nil ? Self.reply("view: \(choice)") : checkLevel()
    }

    func resetProgress(_ text: String) -> ShellReply {
        let words = text.split(separator: " ").map(String.init)
        guard words.first == "reset", words.count <= 2 else {
            return usageError("progress", "expected 'reset LEVEL-ID' or 'reset all'")
        }
        let target = words.count == 2 ? words[1] : (game?.level.id ?? "all")
        if target != "all", let loaded = loadedLevels, !loaded.set.levels.contains(where: { $0.id == target }) {
            return unknownLevel(target, in: loaded.set)
        }
        let question = target == "all" ? "Forget the progress of every level?" : "Forget your progress on \(target)?"
        return confirm(question) { shell in
            guard shell.levels?.progressStore != nil else { return Self.reply("no progress file") }
            if var mode = shell.game {
                mode.game.resetProgress(target == "all" ? nil : target)
                mode.replay()
                shell.game = mode
            }
            // Resetting is the one change that lowers states, so it goes to the file as itself, not as a merge.
            shell.storeProgress { progress in
                if target == "all" { progress.resetAll() } else { progress.reset(target) }
            }
            return Self.reply(target == "all" ? "progress reset" : "progress on \(target) reset")
        }
    }

    // MARK: Helpers

    /// The progress file's contents; what is wrong with it is said once.
    func loadProgress() -> PlayerProgress {
        guard let store = levels?.progressStore else { return PlayerProgress() }
        let (progress, warning) = store.load()
        if let warning { warnings.say("progress-read", "warning: \(warning)") }
        return progress
    }

    /// Saves what this session changed, merged with what other sessions saved meanwhile.
    func saveProgress(from before: PlayerProgress, to after: PlayerProgress) {
        guard before != after else { return }
        storeProgress { $0.apply(changesFrom: before, to: after) }
    }

    /// Changes the progress file; a failure is said once, with the path and the reason, since the game goes on.
    func storeProgress(_ change: (inout PlayerProgress) -> Void) {
        guard let store = levels?.progressStore else { return }
        do throws(FileProblem) {
            let saved = try store.update(change)
            if let kept = saved.keptDamagedFile {
                warnings.say("progress-kept", "note: the damaged progress file was kept whole as \(kept.path); "
                    + "\(store.fileURL.path) now holds what could be read and this session's progress")
            }
        } catch {
            warnings.say("progress-write", "warning: progress cannot be saved to \(error.path) (\(error.reason)); "
                + "what you solve in this session is not kept")
        }
    }

    func notPlaying() -> ShellReply {
        usageError("play", "no level is open; :play opens one")
    }

    func unknownLevel(_ id: String, in set: LevelSet) -> ShellReply {
        var reply = ShellReply()
        let suggestion = didYouMean(id, in: set.levels.map(\.id))
        reply.complain("error: no level '\(id)'\(suggestion) (:levels lists them)")
        return reply
    }

    /// Code shown in a level, indented under its heading and fitted to the terminal as code (see
    /// ``TextWrapping/fitCode(_:width:)``), so that copied back it still runs.
    func indent(_ code: String, by spaces: Int = 4) -> String {
        let margin = String(repeating: " ", count: spaces)
        // Saved code comes from the progress file, which any program may write: control characters are shown escaped.
        let indented = code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : margin + String($0).withVisibleControlCharacters }
            .joined(separator: "\n")
        return TextWrapping.fitCode(indented, width: settings.columns)
    }

    /// A lesson's prose refilled to the width: the lines of a paragraph join, except that each list item (`- `,
    /// `• `, `1. `) starts a line of its own, wrapped under its text.
    func wrap(_ text: String, width: Int) -> String {
        text.components(separatedBy: "\n\n").map { paragraph in
            var lines: [String] = []
            for line in paragraph.split(separator: "\n") {
                let words = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                if lines.isEmpty || Self.startsListItem(words) {
                    lines.append(words)
                } else {
                    lines[lines.count - 1] += " " + words
                }
            }
            return lines.map { TextWrapping.fit($0, width: width) }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    private static func startsListItem(_ line: String) -> Bool {
        if line.hasPrefix("- ") || line.hasPrefix("• ") { return true }
        let digits = line.prefix { $0.isNumber }
        return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ")
    }
}

extension FrameDifference {
    var node: String {
        switch self {
        case .frame(let node, _, _), .missing(let node), .unexpected(let node): return node
        }
    }
}
