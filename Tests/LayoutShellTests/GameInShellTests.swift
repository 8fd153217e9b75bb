import Foundation
import LayoutGame
import Testing
@testable import LayoutShell

/// The game as a player drives it from the shell, on the real levels, with progress in a temporary file.
@Suite(.serialized)
struct GameInShellTests {
    let progressURL = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID())")

    func shell() -> Shell {
        var settings = ShellSettings()
        settings.columns = 100
        let levels = LevelLibrary(directory: LevelLibrary.packageRoot.appendingPathComponent("Levels"),
                                  progressStore: ProgressStore(fileURL: progressURL))
        return Shell(settings: settings, levels: levels)
    }

    @Test func solvingALevelShowsTheTakeawayAndRecordsProgress() throws {
        defer { try? FileManager.default.removeItem(at: progressURL) }
        let shell = shell()
        let opened = shell.submit(":play hello-node")
        #expect(opened.output.contains("Hello, node"))
        #expect(opened.output.contains("Target"))
        #expect(shell.prompt == "  play> ")
        let wrong = shell.submit("ASWrapperLayoutSpec(layoutElement: ASDisplayNode())")
        #expect(wrong.output.contains("Not yet"))
        #expect(wrong.output.contains("box: missing from your layout"))
        _ = shell.submit(":undo")
        let solved = shell.submit("ASWrapperLayoutSpec(layoutElement: box)")
        #expect(solved.output.contains("✓ Solved!"))
        #expect(solved.output.contains(":next opens the next level (preferred-size)"))
        let saved = try String(contentsOf: progressURL, encoding: .utf8)
        #expect(saved.contains("hello-node"))
        #expect(shell.submit(":levels").output.contains("✓  1 hello-node"))
    }

    /// A level whose start code is a placeholder the rules do not allow opens with what is left to do, not with a
    /// "Not yet" for code the player has not typed.
    @Test func aLevelOpensWithWhatIsLeftToDo() {
        defer { try? FileManager.default.removeItem(at: progressURL) }
        let shell = shell()
        let opened = shell.submit(":play side-by-side")
        #expect(opened.output.contains("To do:\n  ASWrapperLayoutSpec is not allowed here"), "\(opened.output)")
        #expect(!opened.output.contains("Not yet"))
        #expect(shell.submit("let x = 1").output.contains("Not yet:"))
    }

    /// At 60 columns every line fits, target and yours are stacked (they do not fit side by side), the last lines
    /// of the introduction name the level, and :lesson shows the lesson and the code typed so far again.
    @Test func aNarrowTerminalGetsFittedScreensAndTheLessonAgain() {
        defer { try? FileManager.default.removeItem(at: progressURL) }
        let shell = shell()
        shell.settings.columns = 60
        let opened = shell.submit(":play side-by-side").output
        #expect(opened.split(separator: "\n").allSatisfy { $0.count <= 60 }, "\(opened)")
        #expect(opened.contains("Target:\n") && opened.contains("\nYours:\n"), "\(opened)")
        let ending = opened.split(separator: "\n").suffix(2).joined(separator: "\n")
        #expect(ending.contains("[side-by-side]") && ending.contains(":lesson"), "\(ending)")
        _ = shell.submit("let row = ASStackLayoutSpec(direction: .vertical, spacing: 12, justifyContent: .start, "
            + "alignItems: .center, children: [a, b, c])")
        let lesson = shell.submit(":lesson").output
        #expect(lesson.hasPrefix("Level "), "\(lesson)")
        #expect(lesson.unwrapped.contains("A horizontal stack places its children"), "\(lesson)")
        #expect(lesson.contains("    let row = ASStackLayoutSpec(direction: .vertical,\n        spacing: 12,"), "\(lesson)")
        #expect(!lesson.contains("Target"), "\(lesson)")
    }

    /// The drawings of a check share the terminal's height with the check's lines: target and yours, stacked at
    /// 60 columns, fit 30 rows with the messages and the prompt, and :goal fits 24; with no height known (a pipe)
    /// the drawing keeps its full height.
    @Test(arguments: [30, 40])
    func levelDrawingsFitTheTerminalsHeight(rows: Int) {
        defer { try? FileManager.default.removeItem(at: progressURL) }
        let shell = shell()
        shell.settings.columns = 60
        shell.settings.rows = rows
        _ = shell.submit(":play hello-node")
        let checked = shell.submit("ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box)").output
        #expect(checked.contains("Target:\n") && checked.contains("\nYours:\n"), "\(checked)")
        #expect(checked.split(separator: "\n", omittingEmptySubsequences: false).count < rows, "\(checked)")
        shell.settings.rows = 24
        let fitted = shell.submit(":goal").output.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(fitted < 24)
        shell.settings.rows = nil
        #expect(shell.submit(":goal").output.split(separator: "\n", omittingEmptySubsequences: false).count > fitted)
    }

    /// A lesson's list keeps one item a line, wrapped under its own text, not run into one paragraph.
    @Test func lessonListsKeepTheirItems() {
        defer { try? FileManager.default.removeItem(at: progressURL) }
        let lesson = shell().submit(":level feed-cell").output
        #expect(lesson.contains("\n- a header row, items 8 points apart"))
        #expect(lesson.contains("\n- below it, 8 points down, a `photo`"))
        #expect(lesson.contains("\n- 12 points of padding around the column"))
    }

    /// In a level the drawings use the level's container, and :help says that one, not the shell's.
    @Test func helpInALevelNamesTheLevelsContainer() {
        defer { try? FileManager.default.removeItem(at: progressURL) }
        let shell = shell()
        #expect(shell.submit(":help").output.unwrapped.contains("Container min 375 x 0 max 375 x inf at scale 2; change with"))
        _ = shell.submit(":play hello-node")
        let help = shell.submit(":help").output.unwrapped
        #expect(help.contains("Container 200 x 120 at scale 2, set by the level."), "\(help)")
    }

    @Test func hintsComeInOrderAndTheSolutionAsksFirst() {
        defer { try? FileManager.default.removeItem(at: progressURL) }
        let shell = shell()
        _ = shell.submit(":play hello-node")
        #expect(shell.submit(":hint").output.hasPrefix("Hint 1/3"))
        #expect(shell.submit(":hint").output.hasPrefix("Hint 2/3"))
        let question = shell.submit(":solution")
        #expect(question.output.contains("[y/N]"))
        #expect(shell.submit("n").output.contains("cancelled"))
        _ = shell.submit(":solution")
        #expect(shell.submit("y").output.contains("ASWrapperLayoutSpec(layoutElement: box)"))
        #expect(shell.submit("ASWrapperLayoutSpec(layoutElement: box)").output.contains("with the solution's help"))
    }

    @Test func forbiddenPropertiesAreReported() {
        defer { try? FileManager.default.removeItem(at: progressURL) }
        let shell = shell()
        _ = shell.submit(":play one-axis")
        let reply = shell.submit("box.style.preferredSize = CGSize(width: 60, height: 120)")
        #expect(reply.output.contains("style.preferredSize is forbidden in this level"))
        #expect(!reply.output.contains("✓"))
    }

    @Test func theTableViewNeedsNoDrawing() {
        defer { try? FileManager.default.removeItem(at: progressURL) }
        let shell = shell()
        _ = shell.submit(":play preferred-size")
        let reply = shell.submit(":view table")
        #expect(reply.output.contains("Target:"))
        #expect(reply.output.contains("Yours (* differs):"))
        #expect(!reply.output.contains("┌"))
    }

    @Test func levelCommandsNeedALevelAndUnknownIDsGetASuggestion() {
        let shell = shell()
        #expect(shell.submit(":hint").errors.contains("no level is open"))
        #expect(shell.submit(":play helo-node").errors.contains("did you mean 'hello-node'?"))
        _ = shell.submit(":play hello-node")
        #expect(shell.submit(":size 10 x 10").errors.contains("the level sets the container"))
        #expect(shell.submit(":sandbox").output.contains("back in your sandbox"))
        #expect(shell.prompt == Shell.prompt)
    }
}
