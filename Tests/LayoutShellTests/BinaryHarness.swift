import Foundation

/// Runs the built `layoutrepl` binary with arguments and piped standard input, as a script or a teacher would.
struct BinaryRun: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Whether a signal ended the process (a crash): `status` is then the signal's number.
    var crashed = false

    /// Everything a reader of a transcript needs, in one text: what went to each stream and the exit status.
    var transcript: String {
        "--- stdout\n\(stdout)--- stderr\n\(stderr)--- exit \(status)\n"
    }
}

enum Binary {
    /// The binary SwiftPM built next to this test bundle.
    static let url: URL = {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundleDirectory.appendingPathComponent("layoutrepl")
    }()

    /// `memoryLimit` (bytes) caps the process's address space (`ulimit -v`), as a small machine would.
    static func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:],
                    memoryLimit: Int? = nil) throws -> BinaryRun
    {
        let process = Process()
        if let memoryLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(memoryLimit / 1024) && exec \"$0\" \"$@\"", url.path] + arguments
        } else {
            process.executableURL = url
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "80"
        environment["LANG"] = "C.UTF-8"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return BinaryRun(status: process.terminationStatus,
                         stdout: String(decoding: out, as: UTF8.self),
                         stderr: String(decoding: err, as: UTF8.self),
                         crashed: process.terminationReason == .uncaughtSignal)
    }
}
