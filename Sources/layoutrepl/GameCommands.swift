import ArgumentParser
import Foundation
import LayoutGame
import LayoutScript
import LayoutShell
import LineEditor

struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open the layout game in the shell: the first unsolved level, or the one named.")

    @Argument(help: "A level id (layoutrepl play then :levels lists them).")
    var level: String?

    @OptionGroup var layout: LayoutOptions

    func run() throws {
        guard Terminal.isInteractive else {
            throw UsageFailure("play needs a terminal; 'layoutrepl check LEVEL FILE' checks a solution file")
        }
        let environment = ProcessInfo.processInfo.environment
        // The game offers no restore (a restored sandbox would run inside the level); the journals stay for the
        // shell's next start.
        let (journal, leftovers) = sessionJournals(environment: environment)
        let shell = Shell(settings: try layout.settings(interactiveOutput: true), journal: journal,
                          levels: LevelLibrary.locate())
        print(shell.playBanner)
        if !leftovers.isEmpty {
            print(shell.fitted("note: \(leftovers.count) shell session(s) did not end cleanly; their journals are "
                + "kept and 'layoutrepl' offers to restore them"))
        }
        // Opening the level runs its saved code, which Ctrl-C stops as it stops any statement.
        show(whileInterruptible { shell.submit(":play \(level ?? "")") })
        runLoop(shell, environment: environment)
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a solution file against a level: exit 0 when solved, 1 with the differences when not.")

    @Argument(help: "The level's id.")
    var levelID: String

    @Argument(help: "The file with your code: what you would type in the game, where the level's given and start code have already run ('-' reads stdin).")
    var file: String

    @Flag(help: "Print the verdict as JSON: {\"level\":…,\"solved\":…,\"messages\":[…]}.")
    var json = false

    func run() throws {
        let library = LevelLibrary.locate()
        let loaded = library.load()
        guard let level = loaded.set.level(id: levelID) else {
            let known = loaded.set.levels.map(\.id)
            let suggestion = didYouMean(levelID, in: known)
            throw UsageFailure("no level '\(levelID)'\(suggestion)")
        }
        let code = try readInput(file)
        let source = file == "-" ? "<stdin>" : file.shownAsFileName
        let check = LevelCheck.check(level, playerCode: code, file: source)
        // The notes the game shows under your code (stand-ins, ignored display code), on stderr as `run` prints them.
        StandardStreams.write(check.current.notes.map { "\(source): note: \($0.withVisibleControlCharacters)\n" }.joined(),
                              to: STDERR_FILENO)
        if json {
            print(CheckReport.json(level: level.id, check: check))
        } else if check.isSolved {
            print("\(level.id): solved")
        } else {
            print("\(level.id): not solved")
            for message in check.messages { print("  " + message) }
        }
        if !check.isSolved { throw ExitCode(1) }
    }
}

struct ValidateLevelsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate-levels",
        abstract: "Check every level file and print which levels cover which concept (for level authors).")

    @Argument(help: "The levels directory (default: the package's Levels/).")
    var directory: String?

    func run() throws {
        let url = directory.map { URL(fileURLWithPath: $0) } ?? LevelLibrary.locate().directory
        let report = LevelValidator.validate(directory: url)
        print(report.description)
        if !report.isValid { throw ExitCode(1) }
    }
}

/// The verdict of `check --json`.
enum CheckReport {
    static func json(level: String, check: CheckResult) -> String {
        let object: [String: Any] = [
            "level": level,
            "solved": check.isSolved,
            "messages": check.messages,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
