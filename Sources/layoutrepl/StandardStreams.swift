#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reading input and writing output with every failure handled: a closed standard stream, a broken pipe (also with
/// SIGPIPE ignored, as under many CI runners), endless input. Foundation's `FileHandle` convenience calls trap on
/// such errors, so the program reads and writes its streams through these instead.
enum StandardStreams {
    /// The most input `run`, `check` and piped input read: beyond it the input is refused, not read until memory
    /// runs out (`layoutrepl run - < /dev/zero`).
    static let inputLimit = 16 << 20

    enum Failure: Error, CustomStringConvertible {
        case unreadable(String, String)
        case tooLarge(String)

        var description: String {
            switch self {
            case .unreadable(let what, let reason): return "cannot read \(what): \(reason)"
            case .tooLarge(let what):
                return "\(what) is larger than \(StandardStreams.inputLimit >> 20) MiB; layoutrepl reads no more than that"
            }
        }
    }

    /// Reads a descriptor to its end, at most ``inputLimit`` bytes.
    static func readAll(_ descriptor: Int32, describing what: String) throws(Failure) -> String {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(what, String(cString: strerror(errno)))
            }
            data.append(contentsOf: buffer[0..<count])
            if data.count > inputLimit { throw .tooLarge(what) }
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The text of a file argument, or standard input for `-`. Any readable path works, `/dev/stdin` and
    /// `<(command)` included; a directory does not.
    static func readInput(_ path: String) throws(Failure) -> String {
        if path == "-" { return try readAll(STDIN_FILENO, describing: "standard input") }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable("'\(path)'", String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw .unreadable("'\(path)'", "it is a directory")
        }
        return try readAll(descriptor, describing: "'\(path)'")
    }

    /// Writes all of `text`; false when the stream is closed or broken.
    @discardableResult
    static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            bytes = bytes.dropFirst(count)
        }
        return true
    }
}
