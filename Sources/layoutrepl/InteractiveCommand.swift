import ArgumentParser
import Foundation
import LayoutGame
import LayoutScript
import LayoutShell
import LineEditor

struct InteractiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell",
        abstract: "The interactive shell (the default). With piped standard input, runs it as a script.")

    @OptionGroup var layout: LayoutOptions

    func run() throws {
        guard Terminal.isInteractive else {
            let source = try readInput("-")
            let shell = Shell(settings: try layout.settings(interactiveOutput: false), levels: LevelLibrary.locate())
            try emit(shell.runBatch(source, file: "<stdin>", output: .drawing))
            return
        }
        let environment = ProcessInfo.processInfo.environment
        let (journal, leftovers) = sessionJournals(environment: environment)
        let shell = Shell(
            settings: try layout.settings(interactiveOutput: true),
            journal: journal, leftoverJournals: leftovers,
            levels: LevelLibrary.locate())
        print(shell.banner)
        if let offer = shell.offerRestore() { show(offer) }
        runLoop(shell, environment: environment)
    }
}

/// This session's own journal and the journals earlier sessions left behind. A journal that cannot be made is
/// said at once, and the session runs without one.
func sessionJournals(environment: [String: String]) -> (own: Journal?, leftovers: [Journal]) {
    let folder = JournalFolder.defaultLocation(environment: environment)
    do throws(FileProblem) {
        let own = try folder.claim()
        return (own, folder.leftovers(except: own))
    } catch {
        StandardStreams.write("layoutrepl: warning: the crash journal cannot be made in \(error.path) "
            + "(\(error.reason)); this session cannot be restored after a crash\n", to: STDERR_FILENO)
        return (nil, folder.leftovers())
    }
}

/// Reads entries with readline until :quit or Ctrl-D. Each complete entry goes into the history whole.
func runLoop(_ shell: Shell, environment: [String: String]) {
    let history = HistoryFile.preparedPath(environment: environment)
    if let problem = history.problem {
        StandardStreams.write(shell.fitted("layoutrepl: warning: \(problem.withVisibleControlCharacters)") + "\n",
                              to: STDERR_FILENO)
    }
    let editor = LineEditor(programName: "layoutrepl",
                            historyFile: history.path,
                            historyLimit: 2000)
    let box = ShellBox(shell)
    editor.completer = { request in
        box.shell.completions(before: String(request.textBeforeWord), word: request.word)
    }
    editor.wordKind = { before in
        if box.shell.wantsFileName(before: before) { return .fileName }
        return box.shell.isCommandArgument(before: before) ? .whitespaceSeparated : .code
    }
    var entry: [String] = []
    while true {
        switch editor.read(prompt: shell.prompt) {
        case .line(let text):
            // Read after the line, not before the prompt: a resize while typing draws at the new width.
            (shell.settings.columns, shell.settings.rows) = Terminal.size(environment: environment)
            entry.append(text)
            let reply = whileInterruptible { shell.submit(text) }
            if !shell.isContinuing {
                editor.record(entry.joined(separator: "\n"))
                entry = []
            }
            show(reply)
            if reply.quit {
                shell.finish()
                return
            }
        case .interrupted where shell.isAsking:
            // Ctrl-C cancels a question as Ctrl-D does, and says so.
            show(shell.cancelQuestion())
            entry = []
        case .interrupted:
            shell.cancelEntry()
            entry = []
        case .endOfInput where shell.isAsking:
            print()
            show(shell.cancelQuestion())
        case .endOfInput where shell.isContinuing:
            print()
            editor.record(entry.joined(separator: "\n"))
            entry = []
            show(shell.endEntry())
        case .endOfInput:
            print()
            shell.finish()
            return
        }
    }
}

/// Readline calls the completion hooks on the thread that reads input, the only thread that uses the shell, so
/// handing the shell to them is safe although the hooks must be `@Sendable`.
private final class ShellBox: @unchecked Sendable {
    let shell: Shell
    init(_ shell: Shell) { self.shell = shell }
}

/// Runs `body` with Ctrl-C asking the interpreter to stop the running statement instead of ending the program.
func whileInterruptible<T>(_ body: () -> T) -> T {
    Interruption.reset()
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in Interruption.request() }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    var previous = sigaction()
    let installed = sigaction(SIGINT, &action, &previous) == 0
    defer {
        if installed { sigaction(SIGINT, &previous, nil) }
        Interruption.reset()
    }
    return body()
}
