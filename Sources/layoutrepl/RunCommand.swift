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
            the root, after Texture's flattening and rounding.
            """)

    @Argument(help: "The file to run ('-' reads standard input).")
    var file: String

    @OptionGroup var layout: LayoutOptions

    @Flag(help: "Print the frames as JSON instead of a drawing.")
    var json = false

    func run() throws {
        let source = try readInput(file)
        let settings = try layout.settings(interactiveOutput: Terminal.isOutputTerminal)
        let shell = Shell(settings: settings)
        let reply = shell.runBatch(source, file: file == "-" ? "<stdin>" : file, output: json ? .json : .drawing)
        try emit(reply)
    }
}

/// Prints a reply: output to standard output, diagnostics to standard error.
func show(_ reply: ShellReply) {
    FileHandle.standardOutput.write(Data(reply.output.utf8))
    FileHandle.standardError.write(Data(reply.errors.utf8))
}

/// Prints a reply; an error in the input exits with 1.
func emit(_ reply: ShellReply) throws {
    show(reply)
    if reply.failed { throw ExitCode(1) }
}
