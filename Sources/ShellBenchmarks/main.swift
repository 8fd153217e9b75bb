import Foundation
import LayoutRender
import LayoutShell
import TextureLayout

/// shellbench: what a user waits for in the shell. A session of N display nodes in a vertical stack (built as the
/// user would type it), then single statements measured through `Shell.submit` end to end: parse, evaluate,
/// lay out, draw (the drawing is the reply, so nothing is skipped) and rewrite the crash journal, as the
/// interactive shell does after every entry. Prints min and median per statement.
///
/// Usage: shellbench [--nodes N] [--repetitions N]

func option(_ name: String, default value: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name) else { return value }
    guard index + 1 < arguments.count, let parsed = Int(arguments[index + 1]), parsed > 0, parsed <= 100_000 else {
        print("shellbench: \(name) needs a whole number from 1 to 100000")
        exit(2)
    }
    return parsed
}

MemoryTuning.keepLargeBlocks()  // as layoutrepl's main does
let nodeCount = option("--nodes", default: 1000)
let repetitions = option("--repetitions", default: 31)
let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

/// The session a user with a long feed would have typed: one node per row, all in one stack.
func makeShell() -> Shell {
    var settings = ShellSettings()
    settings.columns = 100
    let journal = FileManager.default.temporaryDirectory.appendingPathComponent("shellbench-\(getpid())/journal.swift")
    let shell = Shell(settings: settings, journal: Journal(url: journal))
    var lines: [String] = []
    for index in 0..<nodeCount {
        lines.append("let n\(index) = ASDisplayNode()")
        lines.append("n\(index).style.preferredSize = CGSize(width: \(20 + index % 50), height: 8)")
    }
    lines.append("let feed = ASStackLayoutSpec.vertical()")
    lines.append("feed.spacing = 2")
    lines.append("feed.children = [" + (0..<nodeCount).map { "n\($0)" }.joined(separator: ", ") + "]")
    lines.append("feed")
    let reply = shell.submit(lines.joined(separator: "\n"))
    precondition(reply.errors.isEmpty, "the benchmark session failed: \(reply.errors)")
    return shell
}

let buildStart = clock.now
let shell = makeShell()
let buildTime = milliseconds(clock.now - buildStart)

let statements = [
    ("a style change", "n\(nodeCount / 2).style.flexGrow = 1"),
    ("a stack property", "feed.alignItems = .center"),
    ("a new node's size", "n0.style.preferredSize = CGSize(width: 300, height: 20)"),
    ("a :frames table", ":frames"),
    ("an :explain", ":explain n\(nodeCount - 1)"),
]

print("session: \(nodeCount) nodes, \(shell.workspace.statements.count) statements, built in \(formatted(buildTime)) ms")
print("statement (parse + evaluate + layout + draw)   min ms   median ms")
for (label, statement) in statements {
    var times: [Double] = []
    for _ in 0..<repetitions {
        let start = clock.now
        let reply = shell.submit(statement)
        times.append(milliseconds(clock.now - start))
        precondition(!reply.failed && reply.output.count > 100, "\(statement) failed: \(reply.errors)")
        // Statements are undone so every repetition starts from the same session; commands change nothing.
        if !statement.hasPrefix(":") { _ = shell.submit(":undo") }
    }
    times.sort()
    print("\(padded(label, to: 44)) \(rightAligned(formatted(times[0]), to: 8)) "
        + rightAligned(formatted(times[times.count / 2]), to: 11))
}

shell.finish()

func formatted(_ value: Double) -> String { String((value * 100).rounded() / 100) }
