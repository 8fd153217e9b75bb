import Foundation
import LayoutGame
import LayoutRender
import LayoutScript
import TextureLayout

/// What one submitted line (or pasted block) produced.
public struct ShellReply: Sendable, Equatable {
    /// For standard output: drawings, tables, command results.
    public var output = ""
    /// For standard error: diagnostics of the input.
    public var errors = ""
    public var quit = false
    /// True when the input had an error (batch runs exit with 1).
    public var failed = false

    public init() {}

    mutating func say(_ text: String) {
        guard !text.isEmpty else { return }
        output += text.hasSuffix("\n") ? text : text + "\n"
    }

    mutating func complain(_ text: String) {
        errors += text.hasSuffix("\n") ? text : text + "\n"
        failed = true
    }

    /// For standard error without failing the input: a batch run that only warned still exits with 0.
    mutating func warn(_ text: String) {
        errors += text.hasSuffix("\n") ? text : text + "\n"
    }

    /// The reply with every line fitted to a terminal `columns` wide (see ``TextWrapping``): the one place where
    /// what the shell says is wrapped, whichever command or statement said it.
    public func fitted(to columns: Int) -> ShellReply {
        var reply = self
        reply.output = TextWrapping.fit(output, width: columns)
        reply.errors = TextWrapping.fit(errors, width: columns)
        return reply
    }

    mutating func append(_ other: ShellReply) {
        output += other.output
        errors += other.errors
        quit = quit || other.quit
        failed = failed || other.failed
    }
}

/// The REPL without a terminal: lines in, text out. The executable feeds it from readline (or a pipe) and prints
/// what it returns, so everything here is testable with plain strings.
public final class Shell {
    public var settings: ShellSettings
    public internal(set) var workspace = Workspace()
    var game: GameMode?
    private var pendingLines: [String] = []
    /// In a batch run nothing is drawn until the input has run.
    var isBatch = false
    /// The "no layout yet" hint is shown once, not after every statement before the first root.
    private var explainedMissingRoot = false
    private var explainedImplicitRoot = false
    var warnings = OnceWarnings()
    /// The layouts of the last drawing, reused for the elements a statement did not change (Texture's incremental
    /// layout); any tree may be laid out through it, the sandbox's, a level's or one restored by undo.
    private var layoutCache = LayoutCache()
    private var confirmation: Confirmation?
    private let journal: Journal?
    /// `:size`, `:scale` and `:safe-area` as typed, each after the statements that ran before it (see `Journal`).
    private var settingChanges: [JournalSetting] = []
    /// Journals of earlier sessions that did not end cleanly, offered one by one at start.
    private var leftoverJournals: [Journal]
    let levels: LevelLibrary?
    /// The level files, read once on first use (`:play`, `:levels`, Tab after `:level `).
    lazy var loadedLevels: LevelSet.Loaded? = levels?.load()

    /// The question waiting for an answer on the next line, and what each answer does.
    struct Confirmation {
        var question: String
        /// Whether an empty answer means no (`[y/N]`); without a default only y or n will do (`[y/n]`).
        var emptyMeansNo: Bool
        var onYes: (Shell) -> ShellReply
        var onNo: (Shell) -> ShellReply

        var choices: String { emptyMeansNo ? "[y/N]" : "[y/n]" }
    }

    public init(settings: ShellSettings = ShellSettings(), journal: Journal? = nil, leftoverJournals: [Journal] = [],
                levels: LevelLibrary? = nil) {
        self.settings = settings
        self.journal = journal
        self.leftoverJournals = leftoverJournals
        self.levels = levels
    }

    public static let prompt = "layout> "
    public static let continuationPrompt = "   ...> "

    public var prompt: String {
        if let confirmation { return confirmation.choices + "> " }
        if !pendingLines.isEmpty { return Self.continuationPrompt }
        return game.map { $0.prompt } ?? Self.prompt
    }

    /// True while a statement is unfinished and more lines are expected.
    public var isContinuing: Bool { !pendingLines.isEmpty }

    /// Handles a line or a pasted block. Complete statements run together (one undo step, one drawing); an
    /// unfinished statement waits for more lines; lines starting with `:` are commands.
    public func submit(_ text: String) -> ShellReply {
        var reply = ShellReply()
        var notAnswers: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if reply.quit { break }
            if let pending = confirmation {
                // Once a line of a pasted block is not an answer, the rest of the block is not one either.
                if notAnswers.isEmpty, let answered = answer(pending, with: line) {
                    reply.append(answered)
                } else {
                    notAnswers.append(line)
                }
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if pendingLines.isEmpty && trimmed.hasPrefix(":") {
                reply.append(runCommand(trimmed))
                continue
            }
            if pendingLines.isEmpty && trimmed.isEmpty { continue }
            pendingLines.append(line)
        }
        if !pendingLines.isEmpty && !reply.quit {
            let source = pendingLines.joined(separator: "\n")
            if !ScriptSession.needsMoreInput(source) {
                pendingLines = []
                reply.append(runEntry(source))
            }
        }
        if let pending = confirmation, !notAnswers.isEmpty {
            reply.append(Self.notAnAnswer(notAnswers, to: pending))
        }
        return finished(reply)
    }

    /// The reply with the warnings said since the last one, fitted to the terminal (a batch run writes to a file or a
    /// pipe, where no terminal width applies).
    private func finished(_ reply: ShellReply) -> ShellReply {
        var reply = reply
        for warning in warnings.take() { reply.warn(warning) }
        return isBatch ? reply : reply.fitted(to: settings.columns)
    }

    /// The session statements run in: the open level's, else the sandbox's.
    var activeSession: ScriptSession { game?.session ?? workspace.session }

    /// The statements `:history` lists and `:save` writes: the player's code in a level, else the sandbox's.
    var activeStatements: [String] { game?.statements ?? workspace.statements }

    /// Ctrl-D at the continuation prompt: the unfinished entry runs as it stands, so its error shows what is still
    /// missing, and the shell goes on (Ctrl-D at the main prompt quits).
    public func endEntry() -> ShellReply {
        guard !pendingLines.isEmpty else { return ShellReply() }
        let source = pendingLines.joined(separator: "\n")
        pendingLines = []
        var reply = runEntry(source)
        if reply.failed {
            reply.warn("Ctrl-D ended the unfinished entry: the up arrow brings it back to finish; Ctrl-D at an empty "
                + "\(prompt.trimmingCharacters(in: .whitespaces)) prompt quits")
        }
        return finished(reply)
    }

    /// True while a yes/no question waits for its answer.
    public var isAsking: Bool { confirmation != nil }

    /// Ctrl-D at a yes/no question: the question is cancelled, as Ctrl-C cancels it, and the shell goes on (only
    /// Ctrl-D at the main prompt quits, so a session is not left with its question unanswered).
    public func cancelQuestion() -> ShellReply {
        guard confirmation != nil else { return ShellReply() }
        confirmation = nil
        return finished(Self.reply("cancelled"))
    }

    /// Ctrl-C: forgets the unfinished entry (and any open question).
    public func cancelEntry() {
        pendingLines = []
        confirmation = nil
    }

    /// A clean exit: this session's journal is no longer needed (other sessions' journals stay).
    public func finish() {
        journal?.discard()
    }

    /// Asks before doing something that cannot be undone. By default an empty answer is no and no cancels.
    func confirm(_ question: String, emptyMeansNo: Bool = true,
                 onNo: @escaping (Shell) -> ShellReply = { _ in Shell.reply("cancelled") },
                 onYes: @escaping (Shell) -> ShellReply) -> ShellReply {
        let pending = Confirmation(question: question, emptyMeansNo: emptyMeansNo, onYes: onYes, onNo: onNo)
        confirmation = pending
        return Self.reply("\(question) \(pending.choices)")
    }

    /// A line typed at an open question. Anything but yes or no (a statement typed too soon, a typo) asks again
    /// and runs nothing: the line is shown back so that it is not silently lost.
    /// What answering `pending` with `line` does; nil when the line is not an answer.
    private func answer(_ pending: Confirmation, with line: String) -> ShellReply? {
        switch line.trimmingCharacters(in: .whitespaces).lowercased() {
        case "y", "yes":
            confirmation = nil
            return pending.onYes(self)
        case "n", "no":
            confirmation = nil
            return pending.onNo(self)
        case "" where pending.emptyMeansNo:
            confirmation = nil
            return pending.onNo(self)
        default:
            return nil
        }
    }

    /// One reply for the lines typed or pasted while a question was open, however many there were.
    private static func notAnAnswer(_ lines: [String], to pending: Confirmation) -> ShellReply {
        let ask = "answer y or n (Ctrl-C cancels): \(pending.question) \(pending.choices)"
        let written = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard let first = written.first else { return reply("please " + ask) }
        let more = written.count > 1 ? " (and the \(written.count - 1) lines after it)" : ""
        return reply("'\(first.withVisibleControlCharacters)'\(more) is not an answer and did not run; " + ask)
    }

    // MARK: Statements

    /// Runs the statements of one entry in the sandbox or the open level, then redraws (in a batch run only the
    /// notes and the error, if any, are reported: the layout is printed once at the end).
    func runEntry(_ source: String, file: String = "<input>", firstLine: Int = 1, draws: Bool = true) -> ShellReply {
        if game != nil { return runLevelEntry(source, file: file, firstLine: firstLine) }
        let outcome = workspace.run(source, file: file, firstLine: firstLine, environment: settings.environment,
                                    safeArea: settings.safeArea, undoable: !isBatch)
        var reply = report(outcome, file: file)
        if draws && !isBatch && outcome.statements.contains(where: \.changedLayout) {
            if let root = workspace.session.root {
                if workspace.session.explicitRoot == nil, !explainedImplicitRoot {
                    explainedImplicitRoot = true
                    let element = workspace.session.tree[root]
                    // A class instance or a view controller made in code is drawn as the node it is.
                    let newest = if case .spec = element.kind { "spec that no other spec" } else { "node that no spec" }
                    reply.say("drawing \(element.name), the newest \(newest) contains; type another name to draw that "
                        + "instead")
                }
                reply.say(drawing())
            } else if !explainedMissingRoot {
                explainedMissingRoot = true
                reply.say(Self.noRootMessage)
            }
        }
        if !outcome.statements.isEmpty { saveJournal() }
        return reply
    }

    /// The interpreter's notes and its error, if any: notes beside the drawing in the shell, on standard error
    /// (with the file) in a batch run so that standard output stays the layout.
    func report(_ outcome: RunOutcome, file: String) -> ShellReply {
        var reply = ShellReply()
        // What the code printed and the notes quote user strings: their control characters are shown, not sent.
        let printed = outcome.printed.map(\.withVisibleControlCharacters)
        let notes = outcome.notes.map(\.withVisibleControlCharacters)
        if isBatch {
            reply.errors += printed.map { "\($0)\n" }.joined()
            reply.errors += notes.map { note in
                let line = "\(file): note: \(note)"
                return (settings.fitsBatchNotes ? TextWrapping.fit(line, width: settings.columns) : line) + "\n"
            }.joined()
        } else {
            reply.say(printed.joined(separator: "\n"))
            reply.say(notes.map { "note: \($0)" }.joined(separator: "\n"))
        }
        if var diagnostic = outcome.diagnostic {
            diagnostic.message = Self.withCommandHint(diagnostic)
            // The source line is cut to the terminal (and the caret placed in it) here: wrapping it later would
            // move the code away from its caret.
            reply.complain(isBatch ? diagnostic.description : diagnostic.description(columns: settings.columns))
        }
        return reply
    }

    /// A command typed without its colon (`clear`, `help`, `quit`) is an unknown name to Swift: the message names the
    /// command instead of a look-alike Swift name.
    private static func withCommandHint(_ diagnostic: ScriptDiagnostic) -> String {
        let word = diagnostic.sourceLine.trimmingCharacters(in: .whitespaces)
        guard diagnostic.message.hasPrefix("unknown name '\(word)'") else { return diagnostic.message }
        if command(named: word) != nil { return "unknown name '\(word)'; commands start with ':', as in :\(word)" }
        if ["clear", "cls"].contains(word) {
            return "unknown name '\(word)'; Ctrl-L clears the screen, and :reset starts the session over"
        }
        return diagnostic.message
    }

    /// Rewrites the crash journal; the first failure is said once (with the reason), later ones are not.
    /// Returns whether the journal now holds the session.
    @discardableResult
    func saveJournal() -> Bool {
        guard let journal else { return false }
        // A setting typed after statements since undone was in effect for every statement typed after them.
        let count = workspace.statements.count
        for index in settingChanges.indices where settingChanges[index].position > count {
            settingChanges[index].position = count
        }
        do {
            try journal.record(workspace.statements, settings: journalSettings)
            return true
        } catch {
            warnings.say("journal", "warning: the crash journal cannot be written at \(journal.url.path) (\(error)); "
                + "this session cannot be restored after a crash")
            return false
        }
    }

    /// Offers to restore the next journal an earlier session left behind; nil when there is none. Only y or n
    /// answers: y runs its statements here (the old journal goes once this session's journal holds them), n
    /// discards it; Ctrl-C or Ctrl-D keeps it for the next start.
    public func offerRestore() -> ShellReply? {
        guard !leftoverJournals.isEmpty else { return nil }
        let leftover = leftoverJournals.removeFirst()
        guard let source = leftover.leftover() else { return offerRestore() }
        let count = source.split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.isEmpty }.count
        let question = "A session did not end cleanly (\(count) lines kept in \(leftover.url.path)). Restore it? "
            + "(n discards it)"
        return confirm(question, emptyMeansNo: false, onNo: { shell in
            var reply = Self.reply(leftover.discard().map { "could not discard it: \($0)" } ?? "discarded")
            if let next = shell.offerRestore() { reply.append(next) }
            return reply
        }, onYes: { shell in
            var reply = shell.runJournal(source, file: leftover.url.path)
            if reply.failed {
                // What ran before the error is here; the rest is only in the old journal, so it stays.
                reply.say("restored up to the error; the whole journal is kept at \(leftover.url.path)")
            } else if shell.saveJournal() {
                reply.say("restored")
                if let problem = leftover.discard() { reply.warn("warning: \(problem)") }
            } else {
                reply.say("restored; its journal is kept at \(leftover.url.path), as this session's cannot be written")
            }
            if let next = shell.offerRestore() { reply.append(next) }
            return reply
        }).fitted(to: settings.columns)
    }

    /// Runs a crash journal's code with its settings put back where they were typed, and draws once at the end. A
    /// setting that no longer applies (its asset folder is gone) is said and skipped; each restored statement is
    /// undone on its own, as it was typed.
    private func runJournal(_ source: String, file: String) -> ShellReply {
        var reply = ShellReply()
        for part in SessionFile.parts(of: source) {
            switch part {
            case .code(let code, let firstLine):
                let before = workspace.statements.count
                reply.append(runEntry(code, file: file, firstLine: firstLine, draws: false))
                workspace.splitLastStep(into: workspace.statements.count - before)
            case .setting(let command):
                let applied = runCommand(command)
                if applied.failed {
                    let reason = applied.errors.trimmingCharacters(in: .whitespacesAndNewlines)
                    reply.warn("warning: the journal's \(command.withVisibleControlCharacters) was not restored: \(reason)")
                }
            }
            if reply.failed { break }
        }
        if workspace.session.root != nil { reply.say(drawing()) }
        return reply
    }

    /// Notes a change to what statements run in (`:size`, `:scale`, `:safe-area`) for the crash journal, at the
    /// place it was typed; a later change of the same setting at the same place replaces it.
    func noteSettingChange(_ command: String) {
        guard game == nil else { return }
        let position = workspace.statements.count
        let name = command.prefix { !$0.isWhitespace }
        settingChanges.removeAll { $0.position == position && $0.command.prefix { !$0.isWhitespace } == name }
        settingChanges.append(JournalSetting(position: position, command: command))
        saveJournal()
    }

    /// The settings the journal keeps: the image sizes first (they apply to every statement, as `:image` runs the
    /// session again), then the container's changes where they were typed.
    private var journalSettings: [JournalSetting] {
        var settings: [JournalSetting] = []
        if let assets = self.settings.assets {
            let folder = URL(fileURLWithPath: (assets.path as NSString).expandingTildeInPath).standardizedFileURL
            settings.append(JournalSetting(position: 0, command: ":assets \(folder.path)"))
        }
        for (name, size) in self.settings.imageSizes.sorted(by: { $0.key < $1.key }) {
            settings.append(JournalSetting(position: 0, command:
                ":image \(name) \(formatPoints(size.width))x\(formatPoints(size.height))"))
        }
        return settings + settingChanges
    }

    // MARK: Views of the current layout

    /// The solved layout of the current root, or why there is none.
    func currentLayout() -> (LayoutResult, LayoutTree)? {
        if let mode = game {
            guard let result = mode.session.layout(scale: mode.level.scale, cache: &layoutCache) else { return nil }
            return (result, mode.session.tree)
        }
        // The container may have changed (`:size`) since the last statement ran.
        var session = workspace.session
        session.constrainedSize = settings.range
        guard let result = session.layout(scale: settings.scale, cache: &layoutCache) else { return nil }
        return (result, session.tree)
    }

    static let noRootMessage =
        "no layout yet: the newest spec is drawn once you make one (type a node's name to draw the node alone)"

    /// The layouts of the other classes the last entry pasted and never made (see `Companion`), each laid out on
    /// its own in the container, or a cell in the range its list's delegate gives it; none in a level.
    func companionLayouts() -> [(companion: Companion, result: LayoutResult, tree: LayoutTree)] {
        guard game == nil else { return [] }
        return workspace.session.companions.compactMap { companion in
            var session = companion.session
            session.constrainedSize = companion.listRange?.range ?? settings.range
            guard let result = session.layout(scale: settings.scale) else { return nil }
            return (companion, result, session.tree)
        }
    }

    func drawing() -> String {
        guard let (result, tree) = currentLayout() else { return Self.noRootMessage }
        var text = Self.drawing(result, tree: tree, options: settings.drawingOptions())
        for (companion, result, tree) in companionLayouts() {
            let title = companion.state.map { state in
                "state \(state.number): \(companion.call), which shows \(state.shows.joined(separator: ", "))"
            } ?? "also pasted: \(companion.call), drawn on its own" + (companion.listRange.map { list in
                " in \(list.range), the range \(list.method) gives it"
            } ?? "")
            let heading = TextWrapping.fit(title.withVisibleControlCharacters, width: settings.columns)
            text += "\n\n\(heading)\n" + Self.drawing(result, tree: tree, options: settings.drawingOptions())
        }
        return text
    }

    private static func drawing(_ result: LayoutResult, tree: LayoutTree, options: DrawingOptions) -> String {
        var text = BoxDrawing.render(result, tree: tree, options: options)
        for warning in result.warnings { text += "\nwarning: \(warning.message)" }
        return text
    }
}

/// Warnings said the first time only, each kind once (a journal that cannot be written, progress that cannot be
/// saved, a damaged progress file): set when it happens, taken by the next reply.
struct OnceWarnings {
    private var pending: [String] = []
    private var said: Set<String> = []

    mutating func say(_ kind: String, _ message: String) {
        guard said.insert(kind).inserted else { return }
        pending.append(message)
    }

    mutating func take() -> [String] {
        defer { pending = [] }
        return pending
    }
}
