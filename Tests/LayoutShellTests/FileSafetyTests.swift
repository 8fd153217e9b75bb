import Foundation
import Testing
@testable import LayoutShell

/// `:save` and `:export` never destroy a file by surprise: they ask before replacing one, refuse what is not a
/// regular file, and write through a symbolic link to its target.
struct FileSafetyTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("FileSafetyTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func contents(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    func cleanUp() { try? FileManager.default.removeItem(at: directory) }

    @Test func savingOverAFileAsksFirstAndNoKeepsIt() throws {
        defer { cleanUp() }
        try "my notes".write(toFile: path("card.swift"), atomically: true, encoding: .utf8)
        let shell = Shell()
        let question = shell.submit(":save \(path("card.swift"))")
        #expect(question.output.unwrapped.contains("already exists. Replace it with an empty session"))
        #expect(shell.prompt == "[y/N]> ")
        #expect(shell.submit("n").output.unwrapped.contains("cancelled"))
        #expect(try contents("card.swift") == "my notes")
        _ = shell.submit("let a = ASDisplayNode()")
        _ = shell.submit(":save \(path("card.swift"))")
        #expect(shell.submit("y").output.unwrapped.contains("saved 1 statement to"))
        #expect(try contents("card.swift").contains("let a = ASDisplayNode()"))
    }

    @Test func aLineThatIsNotAnAnswerAsksAgainAndDoesNotRun() throws {
        defer { cleanUp() }
        try "old".write(toFile: path("out.swift"), atomically: true, encoding: .utf8)
        let shell = Shell()
        _ = shell.submit("let a = ASDisplayNode()\na")
        _ = shell.submit(":export swift \(path("out.swift"))")
        let reply = shell.submit("let b = ASDisplayNode()")
        #expect(reply.output.unwrapped.contains("'let b = ASDisplayNode()' is not an answer"))
        #expect(shell.workspace.statements.count == 2)
        #expect(shell.prompt == "[y/N]> ")
        #expect(shell.submit("yes").output.unwrapped.contains("wrote"))
        #expect(try contents("out.swift").contains("layoutSpecThatFits"))
    }

    @Test func aNewFileIsWrittenWithoutAQuestion() throws {
        defer { cleanUp() }
        let shell = Shell()
        _ = shell.submit("let a = ASDisplayNode()\na")
        #expect(shell.submit(":export svg \(path("card.svg"))").output.unwrapped.contains("wrote"))
        #expect(try contents("card.svg").contains("<svg"))
    }

    /// `:load` says why a file cannot be read, as `run` does, and reads no device or FIFO (`/dev/zero` never ends).
    @Test func loadSaysWhyAFileCannotBeRead() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: true)
        #expect(mkfifo(path("pipe"), 0o644) == 0)
        #expect(FileManager.default.createFile(atPath: path("latin1.swift"), contents: Data([0x61, 0xFF, 0xFE])))
        let shell = Shell()
        let cases = [(path("folder"), "it is a directory"), (path("pipe"), "it is not a regular file"),
                     ("/dev/zero", "it is not a regular file"), (path("missing.swift"), "there is no such file"),
                     (path("latin1.swift"), "it is not UTF-8 text")]
        for (file, reason) in cases {
            let reply = shell.submit(":load \(file)")
            #expect(reply.errors.unwrapped.contains("cannot read \(file): \(reason)"), "\(reply.errors)")
        }
    }

    /// A newline or tab in a file's name is shown as an escape in `run`'s messages, so the name cannot split the
    /// `file:line:column: error:` line in two.
    @Test func aFileNameWithANewlineIsEscapedInMessages() throws {
        defer { cleanUp() }
        let file = path("nl\nx.swift")
        #expect(FileManager.default.createFile(atPath: file, contents: Data("let x = 1 +\n".utf8)))
        let run = try Binary.run(["run", file])
        let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first == path("nl\\nx.swift") + ":1:12: error: expected expression after operator", "\(run.transcript)")
    }

    @Test func aDirectoryOrAFIFOIsRefused() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: true)
        #expect(mkfifo(path("pipe"), 0o644) == 0)
        let shell = Shell()
        _ = shell.submit("let a = ASDisplayNode()\na")
        let folder = shell.submit(":save \(path("folder"))")
        #expect(folder.errors.unwrapped.contains("it is a directory; nothing was written"))
        let fifo = shell.submit(":export svg \(path("pipe"))")
        #expect(fifo.errors.unwrapped.contains("not a regular file"))
        var status = stat()
        #expect(lstat(path("pipe"), &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still there")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("folder")).isEmpty)
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: true)
        try "old".write(toFile: path("real/card.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("link.swift"), withDestinationPath: "real/card.swift")
        let shell = Shell()
        _ = shell.submit("let a = ASDisplayNode()")
        #expect(shell.submit(":save \(path("link.swift"))").output.unwrapped.contains("a link to \(path("real/card.swift"))"))
        _ = shell.submit("y")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.swift")) == "real/card.swift")
        #expect(try contents("real/card.swift").contains("let a = ASDisplayNode()"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("real")) == ["card.swift"], "no temporary file")
    }

    @Test func aScriptReplacesWithoutAsking() throws {
        defer { cleanUp() }
        try "old".write(toFile: path("card.swift"), atomically: true, encoding: .utf8)
        let reply = Shell().runBatch("let a = ASDisplayNode()\na\n:save \(path("card.swift"))\n", file: "<test>", output: .drawing)
        #expect(reply.errors.isEmpty)
        #expect(try contents("card.swift").contains("let a = ASDisplayNode()"))
    }
}
