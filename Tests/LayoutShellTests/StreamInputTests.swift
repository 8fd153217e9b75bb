import Foundation
import Testing

/// `run FILE` reads any readable path to its end as a stream: `/dev/stdin`, a named pipe (what `<(command)` gives
/// the shell's caller), within the input size limit.
struct StreamInputTests {
    static let card = "let a = ASDisplayNode()\na.style.preferredSize = CGSize(width: 40, height: 20)\n"
        + "ASWrapperLayoutSpec(layoutElement: a)\n"

    /// What `run -` prints for the card: the stream paths must print the same.
    static func expected() throws -> String {
        let run = try Binary.run(["run", "-", "--json"], input: card)
        #expect(run.status == 0 && run.stdout.hasPrefix("{\"size\":"), "\(run.transcript)")
        return run.stdout
    }

    @Test func devStdinIsReadLikeAFile() throws {
        let run = try Binary.run(["run", "/dev/stdin", "--json"], input: Self.card)
        #expect(run.status == 0, "\(run.transcript)")
        #expect(run.stdout == (try Self.expected()))
    }

    /// What `layoutrepl run <(cat card.swift)` hands the program: the path of a pipe another process writes.
    @Test func aNamedPipeIsReadToItsEnd() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("StreamInput-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("card.swift")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "printf '%s' \"$1\" > \"$2\"", "sh", Self.card, fifo.path]
        try writer.run()
        let run = try Binary.run(["run", fifo.path, "--json"])
        writer.waitUntilExit()
        #expect(run.status == 0, "\(run.transcript)")
        #expect(run.stdout == (try Self.expected()))
    }
}
