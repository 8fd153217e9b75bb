import LayoutGame
import LayoutRender
import LayoutScript
import TextureLayout

extension Shell {
    /// `:help` alone lists the commands; with a topic it explains a type, property, enum value or command.
    func help(_ topic: String) -> ShellReply {
        let topic = topic.trimmingCharacters(in: .whitespaces)
        if topic.isEmpty { return Self.reply(overview) }
        if topic.hasPrefix(":"), let command = Self.command(named: String(topic.dropFirst())) {
            return Self.reply(describe(command))
        }
        if let text = ScriptAPI.shared.help(topic: topic) { return Self.reply(text) }
        var reply = ShellReply()
        let suggestion = didYouMean(topic, in: helpTopics)
        reply.complain("error: no help on '\(topic)'\(suggestion)")
        return reply
    }

    /// The container the drawings use: the level's while a level is played (it is fixed), else the shell's.
    private var containerLine: String {
        if let level = game?.level {
            return "Container \(ContainerRange.describe(level.range)) at scale \(formatPoints(level.scale)), set by the level."
        }
        return "Container \(ContainerRange.describe(settings.range)) at scale \(formatPoints(settings.scale)); change with :size and :scale."
    }

    var helpTopics: [String] {
        Self.commands.map { ":" + $0.name } + ScriptAPI.shared.helpTopics
    }

    private var overview: String {
        // The summaries start after the usual command line; a few usages (:size's) are much longer and would push
        // every summary into a narrow strip on the right, so those take a line of their own.
        let width = min(Self.commands.map { commandLine($0).count }.max() ?? 0, 24)
        let lines = Self.commands.map { command -> String in
            let head = commandLine(command)
            let gap = width - head.count + 2
            guard gap < 2 else { return head + String(repeating: " ", count: gap) + command.summary }
            // Fitted here, under the column, because a continuation of an indented line would hang further in.
            let summary = TextWrapping.fit(command.summary, width: settings.columns - width - 2)
            return head + "\n" + indent(summary, by: width + 2)
        }
        return """
            Type Texture Swift one statement at a time, e.g.
              let a = ASDisplayNode()
              a.style.preferredSize = CGSize(width: 60, height: 60)
              let stack = ASStackLayoutSpec.horizontal()
              stack.children = [a]
              stack
            The last spec or node expression (or a return) is laid out in the container and drawn.
            \(containerLine)

            Commands (Tab completes them and their arguments):
            \(lines.joined(separator: "\n"))

            Help on the language: :help ASStackLayoutSpec, :help justifyContent, :help .spaceBetween, :help style
            Keys: Tab completes, Up/Down and Ctrl-R search history, Ctrl-C cancels the entry, Ctrl-D quits.
            """
    }

    private func commandLine(_ command: Command) -> String {
        ":" + command.name + (command.usage.isEmpty ? "" : " " + command.usage)
    }

    private func describe(_ command: Command) -> String {
        var text = commandLine(command) + "\n  " + command.summary
        if !command.aliases.isEmpty { text += "\n  also: " + command.aliases.map { ":" + $0 }.joined(separator: ", ") }
        return text
    }

    /// The first thing the interactive shell prints, fitted to the terminal as every reply is.
    public var banner: String {
        let text = "layoutrepl: Texture layout in your terminal. Container \(ContainerRange.describe(settings.range)) "
            + "(a table cell on an iPhone 8 / SE), scale \(formatPoints(settings.scale)). :help lists commands, Ctrl-D quits."
        return TextWrapping.fit(text, width: settings.columns)
    }

    /// What `layoutrepl play` prints first, fitted like the banner.
    /// Text fitted to the terminal, for what the executable prints itself.
    public func fitted(_ text: String) -> String { TextWrapping.fit(text, width: settings.columns) }

    public var playBanner: String {
        TextWrapping.fit("layoutrepl play: :levels lists the levels, :hint helps, :lesson shows the lesson again, "
            + ":sandbox leaves the game, Ctrl-D quits.", width: settings.columns)
    }
}
