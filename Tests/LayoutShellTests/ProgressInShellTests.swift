import Foundation
import LayoutGame
import Testing
@testable import LayoutShell

/// The game's progress file as the shell uses it: failures said once with the path, damage read around, and two
/// sessions merged.
struct ProgressInShellTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ProgressInShellTests-\(UUID())")
    var progressURL: URL { directory.appendingPathComponent("progress") }

    func shell() -> Shell {
        let levels = LevelLibrary(directory: LevelLibrary.packageRoot.appendingPathComponent("Levels"),
                                  progressStore: ProgressStore(fileURL: progressURL))
        return Shell(levels: levels)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: directory) }

    @Test func aProgressFileThatCannotBeWrittenIsSaidOnceWithItsPath() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: progressURL, withIntermediateDirectories: true)
        let shell = shell()
        let opened = shell.submit(":play hello-node")
        #expect(opened.errors.unwrapped.contains("warning: the progress file \(progressURL.path) cannot be read (it is a directory)"))
        // Opening the level records its code, the first write, and the first failure.
        #expect(opened.errors.unwrapped.contains("warning: progress cannot be saved to \(progressURL.path) (it is a directory)"))
        let solved = shell.submit("ASWrapperLayoutSpec(layoutElement: box)")
        #expect(solved.output.unwrapped.contains("✓ Solved!"))
        #expect(!solved.errors.unwrapped.contains("warning"), "said once")
        #expect(try FileManager.default.contentsOfDirectory(atPath: progressURL.path).isEmpty)
    }

    @Test func levelsReadsAroundABadLineAndSaysSo() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("level: hello-node\nstate: solved\n\nlevel: preferred-size\nstate: sovled\n".utf8).write(to: progressURL)
        let reply = shell().submit(":levels")
        #expect(reply.output.unwrapped.contains("✓ 1 hello-node"))
        #expect(reply.errors.unwrapped.contains("is damaged (line 5: unknown state 'sovled')"))
        #expect(FileManager.default.fileExists(atPath: progressURL.path), "nothing is moved by reading")
    }

    /// Piped input and `run` say the warning too, and a warning alone does not fail the run.
    @Test func aScriptIsWarnedWithoutFailing() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: progressURL, withIntermediateDirectories: true)
        let reply = shell().runBatch(":levels\n", file: "<test>", output: .drawing)
        #expect(reply.errors.unwrapped.contains("warning: the progress file \(progressURL.path) cannot be read"))
        #expect(!reply.failed)
    }

    /// The code a progress file saved is listed under the lesson with its control characters escaped: any program
    /// may write that file, and an escape sequence in it must not retitle or clear the player's terminal.
    @Test func savedCodeIsListedWithControlCharactersEscaped() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(("level: hello-node\nstate: unsolved\ncode:\n| let e = \"\u{1B}]0;PWNED\u{7}\u{1B}[2J\"\n"
            + "| ASWrapperLayoutSpec(layoutElement: box)\n").utf8).write(to: progressURL)
        let reply = shell().submit(":play hello-node")
        #expect(reply.output.contains("let e = \"\\u{1B}]0;PWNED\\u{7}\\u{1B}[2J\""), "\(reply.output)")
        #expect(!reply.output.unicodeScalars.contains("\u{1B}"))
    }

    @Test func twoGameSessionsKeepEachOthersProgress() throws {
        defer { cleanUp() }
        let first = shell()
        let second = shell()
        _ = first.submit(":play hello-node")
        _ = second.submit(":play preferred-size")
        #expect(first.submit("ASWrapperLayoutSpec(layoutElement: box)").output.unwrapped.contains("✓ Solved!"))
        _ = second.submit(":level hello-node")
        _ = second.submit("let other = ASDisplayNode()")
        let progress = ProgressStore(fileURL: progressURL).load().progress
        #expect(progress["hello-node"].state == .solved, "the second session's unsolved try does not lower it")
        #expect(progress["hello-node"].code.contains("let other"))
        #expect(progress["preferred-size"].state == .unsolved)
    }
}
