import ArgumentParser
import Foundation
import LayoutShell
import LineEditor

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a Swift file of Texture layout code and print the solved layout.",
        discussion: """
            Exits with 0 on success, 1 when the file has an error (reported with file, line, column and a caret \
            on standard error), 2 on a usage error. With --json prints exactly \
            {"size":[w,h],"frames":{"<node name>":[x,y,w,h],...}}: every named display node's frame relative to \
            the root, after Texture's flattening and rounding. A file of several node classes draws each: the \
            other classes' nodes are listed as "<Class>.<node name>", relative to their own root, and their sizes \
            as "others":{"<Class>":[w,h],...}.
            """)

    @Argument(help: "The file to run ('-' reads standard input).")
    var file: String

    @OptionGroup var layout: LayoutOptions

    @Flag(help: "Print the frames as JSON instead of a drawing.")
    var json = false

    func run() throws {
        let source = try readInput(file)
        var settings = try layout.settings(interactiveOutput: Terminal.isOutputTerminal)
        settings.fitsBatchNotes = Terminal.isErrorTerminal
        let shell = Shell(settings: settings)
        let reply = shell.runBatch(source, file: file == "-" ? "<stdin>" : file.shownAsFileName, output: json ? .json : .drawing)
        try emit(reply)
    }
}

extension String {
    /// A file name as the `file:line:column` of a message shows it: control characters, a newline and a tab
    /// included, written as escapes, so the name cannot split the line or act on the terminal.
    var shownAsFileName: String {
        withVisibleControlCharacters.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }
}

/// Prints a reply: output to standard output, diagnostics to standard error. Returns false when standard output
/// could not take it (closed, or a reader that went away).
@discardableResult
func show(_ reply: ShellReply) -> Bool {
    let written = StandardStreams.write(reply.output, to: STDOUT_FILENO)
    StandardStreams.write(reply.errors, to: STDERR_FILENO)
    return written
}

/// Prints a reply; an error in the input exits with 1, output that could not be written with 2.
func emit(_ reply: ShellReply) throws {
    guard show(reply) else { throw UsageFailure("cannot write to standard output: it is closed or its reader went away") }
    if reply.failed { throw ExitCode(1) }
}
