import Foundation
import LayoutGame
import LayoutRender
import LayoutScript
import TextureLayout

/// A `:command`: its names, what it takes, one line of help, and what its argument completes to.
struct Command: Sendable {
    var name: String
    var aliases: [String] = []
    var usage: String = ""
    var summary: String
    var argument: ArgumentKind = .none
    var run: @Sendable (Shell, String) -> ShellReply

    enum ArgumentKind: Sendable {
        case none, elementName, helpTopic, fileName, levelID, imageName, choice([String])
    }
}

extension Shell {
    /// Every command, in the order `:help` lists them.
    static let commands: [Command] = sandboxCommands + gameCommands

    static let sandboxCommands: [Command] = [
        Command(name: "help", aliases: ["h", "?"], usage: "[topic]",
                summary: "this list, or help on a spec, property, enum value or command",
                argument: .helpTopic) { shell, topic in shell.help(topic) },
        Command(name: "draw", aliases: ["show"], summary: "draw the current layout") { shell, _ in
            reply(shell.drawing())
        },
        Command(name: "frames", summary: "the frames table: every node's x, y, width and height") { shell, _ in
            shell.withLayout { result, tree in
                FramesTable.render(result, tree: tree, options: shell.settings.drawingOptions())
            }
        },
        Command(name: "tree", summary: "the spec tree with the size range each element was offered") { shell, _ in
            shell.withLayout { result, tree in
                SpecTreeText.render(result, tree: tree, charset: shell.settings.unicode ? .unicode : .ascii,
                                    width: shell.isBatch ? nil : shell.settings.columns)
            }
        },
        Command(name: "explain", usage: "name", summary: "why a node has its size and position",
                argument: .elementName) { shell, name in shell.explain(name) },
        Command(name: "json", summary: "the frames as JSON, as `layoutrepl run --json` prints them") { shell, _ in
            shell.withLayout { result, tree in shell.json(result, tree: tree) }
        },
        Command(name: "root", usage: "name", summary: "lay out this spec or node (the last expression otherwise)",
                argument: .elementName) { shell, name in shell.chooseRoot(name) },
        Command(name: "vars", summary: "the variables and what they hold") { shell, _ in shell.listVariables() },
        Command(name: "size", usage: "W x H | min W x H max W x H | exactly W x H",
                summary: "the container's size range (inf for unbounded); no argument shows it") { shell, text in
            shell.setRange(text)
        },
        Command(name: "scale", usage: "1…4", summary: "the screen scale frames are rounded to (iPhones: 2 or 3)",
                argument: .choice(["1", "2", "3"])) { shell, text in shell.setScale(text) },
        Command(name: "safe-area", usage: "TOP LEFT BOTTOM RIGHT",
                summary: "what safeAreaInsets reads in the statements that follow (zero by default); no argument shows it") {
            shell, text in shell.setSafeArea(text)
        },
        Command(name: "zoom", usage: "points-per-column | fit", summary: "how many points one column shows",
                argument: .choice(["fit", "1", "2", "4", "8"])) { shell, text in shell.setZoom(text) },
        Command(name: "mode", usage: "exact | proportional",
                summary: "exact: a row is as many points as a column; proportional: rows twice as tall",
                argument: .choice(["exact", "proportional"])) { shell, text in shell.setMode(text) },
        Command(name: "assets", usage: "folder",
                summary: "read the sizes of UIImage(named:) images from an asset catalog or a folder of images",
                argument: .fileName) { shell, path in shell.readAssets(path) },
        Command(name: "image", usage: "name W x H",
                summary: "the size an image without one in the asset folder lays out at; no size shows it",
                argument: .imageName) {
            shell, text in shell.setImageSize(text)
        },
        Command(name: "undo", summary: "take back the last entry") { shell, _ in shell.undo() },
        Command(name: "redo", summary: "put back what undo took") { shell, _ in shell.redo() },
        Command(name: "reset", summary: "start over (in a level: back to its starting code)") { shell, _ in
            shell.reset()
        },
        Command(name: "history", summary: "the statements of this session, numbered") { shell, _ in
            shell.listStatements()
        },
        Command(name: "save", usage: "file.swift", summary: "write this session's statements to a file",
                argument: .fileName) { shell, path in shell.save(to: path) },
        Command(name: "load", usage: "file.swift", summary: "run a file's statements in this session",
                argument: .fileName) { shell, path in shell.load(from: path) },
        Command(name: "export", usage: "swift [file] | svg file",
                summary: "the layout as a layoutSpecThatFits method, or as an SVG picture",
                argument: .choice(["swift", "svg"])) { shell, text in shell.export(text) },
        Command(name: "quit", aliases: ["q", "exit"], summary: "leave layoutrepl (Ctrl-D does too)") { _, _ in
            var reply = ShellReply()
            reply.quit = true
            return reply
        },
    ]

    static func reply(_ text: String) -> ShellReply {
        var reply = ShellReply()
        reply.say(text)
        return reply
    }

    static func command(named name: String) -> Command? {
        commands.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// Runs `:name argument`; unknown names get the closest command suggested.
    func runCommand(_ line: String) -> ShellReply {
        let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
        let name = String(body.prefix { !$0.isWhitespace })
        let argument = body.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        guard let command = Self.command(named: name) else {
            var reply = ShellReply()
            let names = Self.commands.flatMap { [$0.name] + $0.aliases }
            let suggestion = closestName(to: name, in: names).map { "; did you mean :\($0)?" } ?? ""
            reply.complain("error: unknown command ':\(name.withVisibleControlCharacters)'\(suggestion) (:help lists them)")
            return reply
        }
        if case .none = command.argument, command.usage.isEmpty, !argument.isEmpty {
            var reply = ShellReply()
            reply.complain("error: :\(command.name) takes no argument (got '\(argument.withVisibleControlCharacters)')")
            return reply
        }
        var reply = command.run(self, argument)
        if argument.unicodeScalars.contains(where: \.isTerminalControl) {
            // Replies quote the argument as typed (`:root`, `:load`, `:help`): its control characters are shown as
            // escapes, never sent to the terminal.
            reply.output = reply.output.withVisibleControlCharacters
            reply.errors = reply.errors.withVisibleControlCharacters
        }
        return reply
    }

    /// The layout as `run --json` and `:json` print it; a root node the sandbox's code names is listed too.
    func json(_ result: LayoutResult, tree: LayoutTree,
              others: [(name: String, result: LayoutResult, tree: LayoutTree)] = []) -> String {
        LayoutJSON.render(result, tree: tree, listingRoot: game == nil && workspace.session.namesRootNode(of: result),
                          others: others, framePerLine: !isBatch)
    }

    func withLayout(_ view: (LayoutResult, LayoutTree) -> String) -> ShellReply {
        guard let (result, tree) = currentLayout() else { return Self.reply(Self.noRootMessage) }
        return Self.reply(view(result, tree))
    }

    // MARK: Sandbox commands

    func explain(_ name: String) -> ShellReply {
        guard !name.isEmpty else { return usageError("explain", "name a node, e.g. :explain title") }
        guard let (result, tree) = currentLayout() else { return Self.reply(Self.noRootMessage) }
        guard let element = tree.lastElement(named: name) else { return unknownElement(name, in: tree) }
        if let (owner, frame) = activeSession.manualFrame(of: element), let placed = result.frame(of: element) {
            // Framed by hand: the layout spec has nothing to say about it.
            return Self.reply("\(name) (\(tree[element].typeName)): x=\(formatPoints(placed.minX)) y=\(formatPoints(placed.minY)) "
                + "w=\(formatPoints(placed.size.width)) h=\(formatPoints(placed.size.height)) relative to the root\n"
                + "why:\n- \(tree[owner].name)'s layout() sets its frame by hand, after Texture's layout pass: "
                + "(\(formatPoints(frame.minX)), \(formatPoints(frame.minY)), \(formatPoints(frame.size.width)), "
                + "\(formatPoints(frame.size.height))) in \(tree[owner].name)'s coordinates")
        }
        guard let text = Explanation.explain(element, result: result, tree: tree,
                                             width: isBatch ? nil : settings.columns) else {
            return Self.reply("\(name) is not part of the current layout (the root is \(tree[result.root].name))")
        }
        return Self.reply(text)
    }

    func chooseRoot(_ name: String) -> ShellReply {
        guard !name.isEmpty else {
            let root = activeSession.root.map { activeSession.tree[$0].name } ?? "none"
            return Self.reply("root: \(root)")
        }
        guard activeSession.tree.lastElement(named: name) != nil else {
            return unknownElement(name, in: activeSession.tree)
        }
        // Naming an element is the language's own way of choosing the root, so :save keeps the choice.
        return runEntry(name)
    }

    func listVariables() -> ShellReply {
        let session = activeSession
        var lines = session.variableNames.map { name in
            "\(name): \(session.typeName(ofVariable: name) ?? "?")"
        }
        if let drawn = session.standInProperties {
            lines.append("the \(drawn.typeName) drawn with stand-in values has "
                + (drawn.properties.isEmpty ? "no stored properties" : "these stored properties:"))
            lines += drawn.properties.map { "  \($0.name): \($0.typeName)" }
        }
        return Self.reply(lines.isEmpty ? "no variables yet" : lines.joined(separator: "\n"))
    }

    func setRange(_ text: String) -> ShellReply {
        guard !text.isEmpty else {
            return Self.reply("container: \(ContainerRange.describe(game?.level.range ?? settings.range))")
        }
        guard game == nil else { return usageError("size", "the level sets the container; :sandbox leaves it") }
        guard let range = ContainerRange.parseRange(text) else {
            return usageError("size", "expected 'W x H', 'min W x H max W x H' or 'exactly W x H' "
                + "(numbers from 0 to 1e7, or inf), got '\(text)'")
        }
        settings.range = range
        noteSettingChange(":size \(text)")
        return redrawn("container: \(ContainerRange.describe(range))")
    }

    func setScale(_ text: String) -> ShellReply {
        guard !text.isEmpty else { return Self.reply("scale: \(formatPoints(game?.level.scale ?? settings.scale))") }
        guard game == nil else { return usageError("scale", "the level sets the scale; :sandbox leaves it") }
        guard let scale = Double(text), ContainerRange.isValidScale(scale) else {
            return usageError("scale", "expected a screen scale from 1 to 4, got '\(text)'")
        }
        settings.scale = scale
        noteSettingChange(":scale \(text)")
        return redrawn("scale: \(formatPoints(scale))")
    }

    func setSafeArea(_ text: String) -> ShellReply {
        guard !text.isEmpty else { return Self.reply("safe area: \(Self.describe(settings.safeArea))") }
        let numbers = text.split(separator: " ").map { Double($0) }
        guard numbers.count == 4, let top = numbers[0], let left = numbers[1], let bottom = numbers[2],
              let right = numbers[3], [top, left, bottom, right].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            return usageError("safe-area", "expected four insets from 0 up, TOP LEFT BOTTOM RIGHT (e.g. 44 0 34 0), "
                + "got '\(text)'")
        }
        settings.safeArea = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        noteSettingChange(":safe-area \(text)")
        return Self.reply("safe area: \(Self.describe(settings.safeArea)); safeAreaInsets reads it in the statements "
            + "that follow")
    }

    private static func describe(_ insets: EdgeInsets) -> String {
        "top \(formatPoints(insets.top)), left \(formatPoints(insets.left)), bottom \(formatPoints(insets.bottom)), "
            + "right \(formatPoints(insets.right))"
    }

    func setZoom(_ text: String) -> ShellReply {
        if text.isEmpty { return Self.reply("zoom: \(settings.zoom.map { "\(formatPoints($0)) pt per column" } ?? "fit")") }
        if text == "fit" {
            settings.zoom = nil
            return redrawn("zoom: fit to the terminal width")
        }
        guard let zoom = Double(text), zoom.isFinite, zoom > 0, zoom <= 1000 else {
            return usageError("zoom", "expected points per column (e.g. 2) or 'fit', got '\(text)'")
        }
        settings.zoom = zoom
        return redrawn("zoom: \(formatPoints(zoom)) pt per column")
    }

    func setMode(_ text: String) -> ShellReply {
        switch text {
        case "": return Self.reply("mode: \(settings.mode == .exact ? "exact" : "proportional")")
        case "exact": settings.mode = .exact
        case "proportional": settings.mode = .proportional
        default: return usageError("mode", "expected 'exact' or 'proportional', got '\(text)'")
        }
        return redrawn("mode: \(text)")
    }

    func redrawn(_ message: String) -> ShellReply {
        var reply = Self.reply(message)
        if isBatch { return reply }
        if game != nil {
            reply.append(checkLevel())
        } else if workspace.session.root != nil {
            reply.say(drawing())
        }
        return reply
    }

    /// `:undo` in a script: its entries are not kept as steps (a long script would hold every one), so it is an
    /// error rather than a silent "nothing to undo" that leaves the entry in place.
    static func scriptsKeepNoSteps(_ command: String) -> ShellReply {
        var reply = ShellReply()
        reply.complain("error: :\(command) works in the interactive shell; a script's entries are not kept as steps "
            + "to take back (leave the entry out of the script instead)")
        return reply
    }

    func undo() -> ShellReply {
        guard !isBatch else { return Self.scriptsKeepNoSteps("undo") }
        guard game == nil else { return levelUndo() }
        guard workspace.undo() else {
            if workspace.stepWasInterrupted { return Self.reply(Self.stepInterrupted("undo")) }
            return Self.reply(workspace.forgotOlderSteps
                ? "nothing more to undo: undo keeps the last \(Workspace.undoDepth) entries (fewer in a very long session)"
                : "nothing to undo")
        }
        saveJournal()
        return redrawn("undone")
    }

    func redo() -> ShellReply {
        guard !isBatch else { return Self.scriptsKeepNoSteps("redo") }
        guard game == nil else { return levelRedo() }
        guard workspace.redo() else {
            return Self.reply(workspace.stepWasInterrupted ? Self.stepInterrupted("redo") : "nothing to redo")
        }
        saveJournal()
        return redrawn("redone")
    }

    /// An older step is rebuilt by running its statements again; Ctrl-C stops that and changes nothing.
    static func stepInterrupted(_ command: String) -> String {
        "\(command) stopped (Ctrl-C) while it ran the step's statements again; the session is as it was"
    }

    func reset() -> ShellReply {
        guard game == nil else { return resetLevel() }
        workspace.reset()
        saveJournal()
        return Self.reply("a fresh session (:undo brings the old one back)")
    }

    func listStatements() -> ShellReply {
        let statements = activeStatements
        guard !statements.isEmpty else { return Self.reply("no statements yet") }
        let width = String(statements.count).count
        let lines = statements.enumerated().map { index, statement in
            let number = String(index + 1)
            let pad = String(repeating: " ", count: width - number.count)
            let indent = String(repeating: " ", count: width + 2)
            return pad + number + "  " + statement.replacingOccurrences(of: "\n", with: "\n" + indent)
        }
        return Self.reply(lines.joined(separator: "\n"))
    }

    func save(to path: String) -> ShellReply {
        guard !path.isEmpty else { return usageError("save", "name a file, e.g. :save card.swift") }
        let statements = activeStatements
        let counted = "\(statements.count) statement\(statements.count == 1 ? "" : "s")"
        let what = statements.isEmpty ? "an empty session (no statements yet)" : "this session's \(counted)"
        return writeUserFile(SessionFile.source(of: statements), to: path, question: what,
                             done: "saved \(counted) to \(path)")
    }

    func load(from path: String) -> ShellReply {
        guard !path.isEmpty else { return usageError("load", "name a file, e.g. :load card.swift") }
        let source: String
        do {
            source = try UserFile.text(at: path)
        } catch {
            var reply = ShellReply()
            reply.complain("error: cannot read \(path): \(error.reason)")
            return reply
        }
        return runEntry(SessionFile.code(of: source.withUnixLineEnds), file: path)
    }

    func export(_ text: String) -> ShellReply {
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        let format = words.first ?? ""
        let path = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : nil
        let session = activeSession
        let content: String
        switch format {
        case "swift":
            guard let source = SwiftExport.source(of: session) else { return Self.reply(Self.noRootMessage) }
            content = source
        case "svg":
            guard let path, !path.isEmpty else { return usageError("export", "name the SVG file, e.g. :export svg card.svg") }
            guard let (result, tree) = currentLayout() else { return Self.reply(Self.noRootMessage) }
            content = SVGExport.render(result, tree: tree)
        default:
            return usageError("export", "expected 'swift [file]' or 'svg file', got '\(text)'")
        }
        guard let path, !path.isEmpty else {
            return Self.reply(format == "swift" ? TextWrapping.fitCode(content, width: settings.columns) : content)
        }
        return writeUserFile(content, to: path, question: "the exported \(format == "svg" ? "SVG picture" : "Swift")",
                             done: "wrote \(path)")
    }

    // MARK: Helpers

    func unknownElement(_ name: String, in tree: LayoutTree) -> ShellReply {
        var reply = ShellReply()
        let suggestion = didYouMean(name, in: tree.elements.map(\.name))
        reply.complain("error: no node or spec named '\(name)'\(suggestion)")
        return reply
    }

    func usageError(_ command: String, _ message: String) -> ShellReply {
        var reply = ShellReply()
        reply.complain("error: :\(command): \(message)")
        return reply
    }
}
