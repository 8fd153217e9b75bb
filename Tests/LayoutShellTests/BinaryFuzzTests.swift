import Foundation
import PropertyBased
import Testing

/// The built binary fed seeded random input on standard input, as `layoutrepl run -` and as piped shell input,
/// each run under a memory limit and a time limit the test sets itself (`ulimit -v` in `/bin/sh`, then coreutils'
/// `timeout`). Whatever comes in, the program ends by itself with 0, 1 or 2, never by a signal, and standard output
/// never carries an escape byte (the input's are shown, not sent; colour is off when piped). A failing case is
/// written to a file and its seed printed, so `FUZZ_SEED=<seed>` reproduces the run.
@Suite(.serialized)
struct BinaryFuzzTests {
    /// Address space the binary may use: far above what any of these inputs needs (a few hundred MiB in a debug
    /// build, 1 GiB allowed), far below what a runaway would take.
    static let memoryLimitKiB = 1 << 20
    static let timeLimitSeconds = 60
    static let casesPerKind = 40

    static let seed: UInt64 = ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_125

    enum Target: String, CaseIterable, Sendable {
        case run = "run -"
        case shell = "piped shell"

        var arguments: [String] { self == .run ? ["run", "-"] : [] }
    }

    /// Raw bytes: any byte value, invalid UTF-8, NULs, escapes, CR and LF, lines starting with `:`.
    static func byteStream(_ random: inout Xoshiro) -> [UInt8] {
        let specials: [UInt8] = [0x1B, 0x00, 0x0D, 0x0A, 0x3A, 0x5B, 0x22, 0x5C, 0x7F, 0xC3, 0xFF, 0x07, 0x08, 0x09]
        return (0..<Int.random(in: 0...3000, using: &random)).map { _ in
            Bool.random(using: &random) ? UInt8.random(in: 0...255, using: &random)
                : specials.randomElement(using: &random) ?? 0
        }
    }

    static let words = [
        "let", "var", "a", "s", "n", "ASDisplayNode()", "ASTextNode()", "ASStackLayoutSpec", ".vertical()",
        "ASInsetLayoutSpec", "ASCenterLayoutSpec", "style", "preferredSize", "children", "flexGrow", "CGSize",
        "width:", "height:", "child:", "insets:", ".zero", "UIEdgeInsets", "func", "for", "in", "0..<", "while",
        "true", "return", "if", "class", "override", "layoutSpecThatFits", "print", "\"\\u{1B}[2J\"", "\"🇫🇷\"",
        "1e308", "-1", "0", "42", ".infinity", "nil", "self", "!", "?",
    ]
    static let punctuation = ["(", ")", "[", "]", "{", "}", ".", ",", ":", ";", "=", "+", "-", "*", "/", "\n", " ",
                              "\n:", "\"", "$0", "\\(", "#", "@", "\r\n"]
    static let commands = [":draw", ":frames", ":undo", ":redo", ":reset", ":size 0 x inf", ":json", ":explain a",
                           ":root s", ":history", ":help", ":vars", ":zoom 1000", ":", "::", ":save", ":export swift"]

    /// Swift-looking token soup with the shapes that found trouble before: long postfix chains, a value doubled
    /// by `+` again and again, lines that start with a colon, and unbalanced brackets.
    static func tokenSoup(_ random: inout Xoshiro) -> [UInt8] {
        var text = ""
        for _ in 0..<Int.random(in: 1...60, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                text += "a" + String(repeating: [".style", "!", "?", "()", "[0]", ".children"]
                    .randomElement(using: &random) ?? ".style", count: Int.random(in: 1...800, using: &random)) + "\n"
            case 1:
                let name = ["x", "s", "t"].randomElement(using: &random) ?? "x"
                let start = ["\"ab\"", "[a, a]", "1", "[\"x\"]"].randomElement(using: &random) ?? "1"
                text += "var \(name) = \(start)\n" + String(repeating: "\(name) = \(name) + \(name)\n",
                                                            count: Int.random(in: 1...40, using: &random))
            case 2:
                text += "\n" + (commands.randomElement(using: &random) ?? ":draw") + "\n"
            case 3, 4:
                text += punctuation.randomElement(using: &random) ?? "("
            default:
                text += (words.randomElement(using: &random) ?? "a") + " "
            }
        }
        return Array(text.utf8)
    }

    struct Outcome {
        var status: Int32
        var signalled: Bool
        var stdout: [UInt8]
        var stderr: String
    }

    /// Runs the binary on `input` under the limits; the input goes through a file so that neither side of a pipe
    /// can block the other.
    static func run(_ target: Target, input: [UInt8], in directory: URL) throws -> Outcome {
        let inputFile = directory.appendingPathComponent("input")
        let outputFile = directory.appendingPathComponent("stdout")
        try Data(input).write(to: inputFile)
        try Data().write(to: outputFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v \(memoryLimitKiB) && exec timeout -s KILL \(timeLimitSeconds) \"$@\"",
                             "sh", Binary.url.path] + target.arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["LANG"] = "C.UTF-8"
        environment["LAYOUTREPL_JOURNALS"] = directory.appendingPathComponent("journals").path
        environment["LAYOUTREPL_DATA_DIR"] = directory.appendingPathComponent("data").path
        environment["LAYOUTREPL_HISTORY"] = directory.appendingPathComponent("history").path
        process.environment = environment
        process.currentDirectoryURL = directory
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                       stdout: Array(try Data(contentsOf: outputFile)), stderr: String(decoding: errors, as: UTF8.self))
    }

    @Test(arguments: Target.allCases)
    func randomInputEndsCleanly(_ target: Target) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("BinaryFuzz-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var random = Xoshiro(seed: (Self.seed, 13, target == .run ? 1 : 2, 7))
        for index in 0..<(2 * Self.casesPerKind) {
            let input = index % 2 == 0 ? Self.byteStream(&random) : Self.tokenSoup(&random)
            let outcome = try Self.run(target, input: input, in: directory)
            // timeout exits 124 or 137 when it had to stop the binary; a signal or a trap shows as one too.
            let clean = !outcome.signalled && [0, 1, 2].contains(outcome.status) && !outcome.stdout.contains(0x1B)
            if !clean {
                let kept = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-failure-\(index).bin")
                try? Data(input).write(to: kept)
                Issue.record("""
                    \(target.rawValue), FUZZ_SEED=\(Self.seed), case \(index) (input kept in \(kept.path)): \
                    exit \(outcome.status)\(outcome.signalled ? " by signal" : ""), \
                    escape on stdout: \(outcome.stdout.contains(0x1B)); stderr ends: \(outcome.stderr.suffix(400))
                    """)
                return
            }
        }
    }
}
