import ArgumentParser
import Foundation
import LayoutGame
import LayoutShell
import LineEditor
import TextureLayout

struct LayoutREPL: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutrepl",
        abstract: "Type Texture layout code, see the layout Texture would compute.",
        discussion: """
            With no subcommand, starts the interactive shell (or, with standard input piped in, runs it as a \
            script). Type :help in the shell.
            """,
        version: "layoutrepl 0.2.0",
        subcommands: [InteractiveCommand.self, RunCommand.self, PlayCommand.self, CheckCommand.self, ValidateLevelsCommand.self],
        defaultSubcommand: InteractiveCommand.self)
}

/// The container and drawing options every layout-printing subcommand shares.
struct LayoutOptions: ParsableArguments {
    // `.unconditional`: a value that starts with a dash (`--max -1x5`) is still this option's value, so the error
    // says what is wrong with it instead of "Missing value".
    @Option(name: .customLong("min"), parsing: .unconditional, help: "The container's minimum size, W x H (default 375x0, or 0x0 with --max).")
    var minimum: String?

    @Option(name: .customLong("max"), parsing: .unconditional, help: "The container's maximum size, W x H; inf allowed (default 375xinf).")
    var maximum: String?

    @Option(help: "The screen scale frames are rounded to, from 1 to 4 (default 2).")
    var scale: Double?

    @Flag(name: .customLong("no-color"), help: "Never use colour (NO_COLOR and non-terminals turn it off too).")
    var noColor = false

    @Option(name: .customLong("assets"),
            help: ArgumentHelp("An asset catalog or folder of PNG/JPEG images: UIImage(named:) takes its sizes from it.",
                               valueName: "dir"))
    var assets: String?

    /// Checked while parsing, so a bad value is reported with this subcommand's usage and exit status 2.
    func validate() throws {
        if let scale, !ContainerRange.isValidScale(scale) {
            throw ValidationError("--scale: expected a screen scale from 1 to 4, got \(scale)")
        }
        _ = try containerRange()
    }

    func settings(interactiveOutput: Bool) throws -> ShellSettings {
        var settings = ShellSettings()
        let environment = ProcessInfo.processInfo.environment
        (settings.columns, settings.rows) = Terminal.size(environment: environment)
        settings.color = !noColor && Terminal.supportsColor(environment: environment, isTTY: interactiveOutput)
        settings.unicode = Terminal.supportsUnicode(environment: environment)
        if let scale { settings.scale = scale }
        settings.range = try containerRange()
        if let assets {
            do {
                let folder = try AssetFolder.read(assets)
                for problem in folder.problems {
                    // A closed standard error has nowhere to be reported: the warning is dropped, the run goes on.
                    StandardStreams.write("layoutrepl: --assets: skipped \(problem.withVisibleControlCharacters)\n",
                                          to: STDERR_FILENO)
                }
                settings.assets = folder
            } catch {
                throw UsageFailure("--assets: \(error.message)")
            }
        }
        return settings
    }

    /// Without options the container is a table cell's; with only --max the minimum is zero.
    private func containerRange() throws -> SizeRange {
        let defaultMin = maximum == nil ? ContainerRange.sandboxDefault.min : .zero
        let minSize = try minimum.map { try size($0, option: "--min") } ?? defaultMin
        let maxSize = try maximum.map { try size($0, option: "--max") } ?? ContainerRange.sandboxDefault.max
        guard let range = ContainerRange.range(min: minSize, max: maxSize) else {
            throw ValidationError("--min must be finite and no larger than --max on either axis, got --min \(minSize) "
                + "and --max \(maxSize)")
        }
        return range
    }

    private func size(_ text: String, option: String) throws -> Size {
        guard let size = ContainerRange.parseSize(text) else {
            throw ValidationError("\(option): expected W x H with numbers from 0 to 1e7 or inf (e.g. 320x480, 375xinf), got '\(text)'")
        }
        return size
    }
}

/// A usage problem found after parsing (say, a file that cannot be read): reported without the usage text, exit 2.
struct UsageFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The text of a file argument, or standard input for `-`; a file that cannot be read is a usage failure.
func readInput(_ path: String) throws -> String {
    do {
        return try StandardStreams.readInput(path)
    } catch {
        throw UsageFailure(error.description)
    }
}
