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
    private var journalWarning = OnceWarning()
    private var confirmation: Confirmation?
    private let journal: Journal?
    let levels: LevelLibrary?
    /// The level files, read once on first use (`:play`, `:levels`, Tab after `:level `).
    lazy var loadedLevels: LevelSet.Loaded? = levels?.load()

    /// What to do when the question waiting for an answer on the next line gets a yes.
    struct Confirmation {
        var onYes: (Shell) -> ShellReply
    }

    public init(settings: ShellSettings = ShellSettings(), journal: Journal? = nil, levels: LevelLibrary? = nil) {
        self.settings = settings
        self.journal = journal
        self.levels = levels
    }

    public static let prompt = "layout> "
    public static let continuationPrompt = "   ...> "

    public var prompt: String {
        if confirmation != nil { return "[y/N]> " }
        if !pendingLines.isEmpty { return Self.continuationPrompt }
        return game.map { $0.prompt } ?? Self.prompt
    }

    /// True while a statement is unfinished and more lines are expected.
    public var isContinuing: Bool { !pendingLines.isEmpty }

    /// Handles a line or a pasted block. Complete statements run together (one undo step, one drawing); an
    /// unfinished statement waits for more lines; lines starting with `:` are commands.
    public func submit(_ text: String) -> ShellReply {
        var reply = ShellReply()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if reply.quit { break }
            if let pending = confirmation {
                confirmation = nil
                let answer = line.trimmingCharacters(in: .whitespaces).lowercased()
                if answer == "y" || answer == "yes" {
                    reply.append(pending.onYes(self))
                } else {
                    reply.say("cancelled")
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
        if let warning = journalWarning.take() { reply.complain(warning) }
        // A batch run writes to a file or a pipe, where no terminal width applies.
        return isBatch ? reply : reply.fitted(to: settings.columns)
    }

    /// The session statements run in: the open level's, else the sandbox's.
    var activeSession: ScriptSession { game?.session ?? workspace.session }

    /// The statements `:history` lists and `:save` writes: the player's code in a level, else the sandbox's.
    var activeStatements: [String] { game?.statements ?? workspace.statements }

    /// Ctrl-C: forgets the unfinished entry (and any open question).
    public func cancelEntry() {
        pendingLines = []
        confirmation = nil
    }

    /// A clean exit: the journal is no longer needed.
    public func finish() {
        journal?.discard()
    }

    /// Asks before doing something that cannot be undone.
    func confirm(_ question: String, onYes: @escaping (Shell) -> ShellReply) -> ShellReply {
        confirmation = Confirmation(onYes: onYes)
        var reply = ShellReply()
        reply.say("\(question) [y/N]")
        return reply
    }

    // MARK: Statements

    /// Runs the statements of one entry in the sandbox or the open level, then redraws (in a batch run only the
    /// notes and the error, if any, are reported: the layout is printed once at the end).
    func runEntry(_ source: String, file: String = "<input>", firstLine: Int = 1) -> ShellReply {
        if game != nil { return runLevelEntry(source, file: file, firstLine: firstLine) }
        let outcome = workspace.run(source, file: file, firstLine: firstLine, environment: settings.environment,
                                    safeArea: settings.safeArea, undoable: !isBatch)
        var reply = report(outcome, file: file)
        if !isBatch && outcome.statements.contains(where: \.changedLayout) {
            if let root = workspace.session.root {
                if workspace.session.explicitRoot == nil, !explainedImplicitRoot {
                    explainedImplicitRoot = true
                    let name = workspace.session.tree[root].name
                    reply.say("drawing \(name), the newest spec that no other spec contains; type another name to draw "
                        + "that instead")
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
        if isBatch {
            reply.errors += outcome.printed.map { "\($0)\n" }.joined()
            reply.errors += outcome.notes.map { "\(file): note: \($0)\n" }.joined()
        } else {
            reply.say(outcome.printed.joined(separator: "\n"))
            reply.say(outcome.notes.map { "note: \($0)" }.joined(separator: "\n"))
        }
        if let diagnostic = outcome.diagnostic {
            // The source line is cut to the terminal (and the caret placed in it) here: wrapping it later would
            // move the code away from its caret.
            reply.complain(isBatch ? diagnostic.description : diagnostic.description(columns: settings.columns))
        }
        return reply
    }

    /// Rewrites the crash journal; the first failure is said once (with the reason), later ones are not.
    func saveJournal() {
        guard let journal else { return }
        do {
            try journal.record(workspace.statements)
        } catch {
            journalWarning.say("warning: the crash journal cannot be written at \(journal.url.path) (\(error)); "
                + "this session cannot be restored after a crash")
        }
    }

    /// Offers to restore the statements a crashed session left behind. Returns nil when there is nothing to restore.
    public func offerRestore() -> ShellReply? {
        guard let journal, let source = journal.leftover() else { return nil }
        let count = source.split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.isEmpty }.count
        return confirm("The last session did not end cleanly (\(count) lines kept). Restore it?") { shell in
            var reply = shell.runEntry(source, file: journal.url.path)
            reply.say("restored")
            return reply
        }.fitted(to: settings.columns)
    }

    // MARK: Views of the current layout

    /// The solved layout of the current root, or why there is none.
    func currentLayout() -> (LayoutResult, LayoutTree)? {
        if let mode = game {
            guard let result = mode.session.layout(scale: mode.level.scale) else { return nil }
            return (result, mode.session.tree)
        }
        // The container may have changed (`:size`) since the last statement ran.
        var session = workspace.session
        session.constrainedSize = settings.range
        guard let result = session.layout(scale: settings.scale) else { return nil }
        return (result, session.tree)
    }

    static let noRootMessage =
        "no layout yet: the newest spec is drawn once you make one (type a node's name to draw the node alone)"

    func drawing() -> String {
        guard let (result, tree) = currentLayout() else { return Self.noRootMessage }
        var text = BoxDrawing.render(result, tree: tree, options: settings.drawingOptions())
        for warning in result.warnings { text += "\nwarning: \(warning.message)" }
        return text
    }
}

/// A warning said the first time only: set when it happens, taken by the next reply.
struct OnceWarning {
    private var pending: String?
    private var said = false

    mutating func say(_ message: String) {
        guard !said else { return }
        said = true
        pending = message
    }

    mutating func take() -> String? {
        defer { pending = nil }
        return pending
    }
}
