import LayoutRender
import LayoutScript

/// What a batch run prints once the input has run.
public enum BatchOutput: Sendable {
    case drawing
    case json
}

extension Shell {
    /// `layoutrepl run FILE` and piped standard input: statements (and `:commands`, one per line) run in order with
    /// no prompts and no drawing after each entry; the first error stops the run; then the final layout is printed
    /// once, drawn or as JSON.
    /// The module `swiftc FILE` compiles a file into: its name without the extension, where that is an identifier;
    /// `main` otherwise (standard input, `12-feed-cell.swift`).
    static func moduleName(ofFile file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let base = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        guard let first = base.first, first.isLetter || first == "_",
              base.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return "main" }
        return base
    }

    public func runBatch(_ source: String, file: String, output: BatchOutput) -> ShellReply {
        isBatch = true
        let module = settings.moduleName
        settings.moduleName = Self.moduleName(ofFile: file)
        defer { (isBatch, settings.moduleName) = (false, module) }
        var reply = ShellReply()
        var chunk: [String] = []
        var chunkStart = 1
        var ranCommands = false

        var brackets = OpenBrackets()

        func flush() {
            guard !chunk.isEmpty else { return }
            reply.append(runEntry(chunk.joined(separator: "\n"), file: file, firstLine: chunkStart))
            for warning in warnings.take() { reply.warn(warning) }
            chunk = []
            brackets.reset()
        }

        // A file saved with Windows line ends reads like any other.
        let source = source.withUnixLineEnds
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // A command starts where a statement can: `:name` outside any open bracket, string or comment, after a
            // statement the parser finds complete. Only such lines need the parser (parsing per line is quadratic).
            if Self.looksLikeCommand(trimmed), !brackets.isOpen,
               chunk.isEmpty || !ScriptSession.needsMoreInput(chunk.joined(separator: "\n")) {
                flush()
                if !reply.failed {
                    var command = runCommand(trimmed)
                    if command.failed {
                        let column = line.prefix { $0 == " " || $0 == "\t" }.count + 1
                        command.errors = Self.located(command.errors, file: file, line: lineNumber, column: column,
                                                      source: String(line))
                    }
                    reply.append(command)
                }
                // What a command found wrong with a file (a progress file that cannot be read or written).
                for warning in warnings.take() { reply.warn(warning) }
                ranCommands = true
            } else {
                if chunk.isEmpty { chunkStart = lineNumber }
                chunk.append(String(line))
                brackets.read(line)
            }
            if reply.failed || reply.quit { return reply }
        }
        flush()
        guard !reply.failed else { return reply }
        guard let (result, tree) = currentLayout() else {
            // Input made only of commands (say `:help`) asked for what it printed, not for a layout.
            if ranCommands && workspace.statements.isEmpty { return reply }
            reply.complain("\(file): error: nothing to lay out: end the input with a spec or node expression "
                + "(e.g. the name of your stack) or a return statement")
            return reply
        }
        switch output {
        case .json:
            reply.say(json(result, tree: tree, others: companionLayouts().map { other in
                (other.companion.name, other.result, other.tree)
            }))
        case .drawing: reply.say(drawing())
        }
        return reply
    }
}

extension Shell {
    /// A command's error in a script, said where the command is: `file:line:column: error: …`, the line and a caret,
    /// as a statement's error is.
    static func located(_ errors: String, file: String, line: Int, column: Int, source: String) -> String {
        guard errors.hasPrefix("error: ") else { return errors }
        let (first, rest) = errors.firstIndex(of: "\n").map { (errors[..<$0], errors[errors.index(after: $0)...]) }
            ?? (errors[...], "")
        return "\(file.withVisibleControlCharacters):\(line):\(column): \(first)\n\(source.withVisibleControlCharacters)\n"
            + String(repeating: " ", count: column - 1) + "^\n" + rest
    }

    /// `:size 300 x 200`, `:help`: a colon right before a letter or `?`. A colon before a space or a value (`: 20`
    /// in a ternary written over lines, a dictionary's `: value`) is code.
    static func looksLikeCommand(_ line: String) -> Bool {
        guard line.hasPrefix(":"), let next = line.dropFirst().first else { return false }
        return next.isLetter || next == "?"
    }
}
