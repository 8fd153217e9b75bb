#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Why a file could not be written or read: the path and the system's reason, ready for a message.
public struct FileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The reason `errno` gives right now.
    static func errno(_ path: String) -> FileProblem {
        FileProblem(path: path, reason: String(cString: strerror(Glibc.errno)))
    }

    public var description: String { "\(path): \(reason)" }
}

/// Replacing a file so that a reader sees the old contents or the new, never a part: the text goes to a temporary
/// file beside it (created exclusively, so it is this program's own), which is then renamed over the file. A write
/// that fails (a full disk, a read-only directory) removes that temporary file and leaves the old file as it was.
public enum AtomicFile {
    /// Longer chains of links than this are a loop, as the system's own limit (ELOOP) has it.
    private static let linkLimit = 40

    /// The file a path names at the end of its chain of symbolic links, and whether a regular file is there; refused
    /// when it is a directory, a device, a FIFO or a socket, which replacing would destroy. `name` is the path as the
    /// user wrote it, for messages.
    public static func followingLinks(_ path: String, named name: String) throws(FileProblem) -> (target: URL, exists: Bool) {
        var current = path
        for _ in 0..<linkLimit {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                guard Glibc.errno == ENOENT else { throw FileProblem(path: name, reason: String(cString: strerror(Glibc.errno))) }
                return (URL(fileURLWithPath: current), false)
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                return (URL(fileURLWithPath: current), true)
            case S_IFLNK:
                let destination: String
                do {
                    destination = try FileManager.default.destinationOfSymbolicLink(atPath: current)
                } catch {
                    throw FileProblem(path: name, reason: "the link cannot be read (\(error.localizedDescription))")
                }
                current = destination.hasPrefix("/") ? destination
                    : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
            case S_IFDIR:
                throw FileProblem(path: name, reason: "it is a directory")
            default:
                throw FileProblem(path: name, reason: "it is not a regular file (a device, FIFO or socket)")
            }
        }
        throw FileProblem(path: name, reason: "too many levels of symbolic links")
    }

    /// Writes `data` to `url`, which must not be a symbolic link (callers resolve links first, so that the link
    /// stays and its target is replaced). An existing file keeps its permissions; a new one gets 0666 less the umask.
    public static func write(_ data: Data, to url: URL) throws(FileProblem) {
        let path = url.path
        let directory = url.deletingLastPathComponent().path
        var template = Array("\(directory)/.\(url.lastPathComponent).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { throw .errno(path) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var existing = stat()
        let mode = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
        do throws(FileProblem) {
            guard fchmod(descriptor, mode) == 0 else { throw FileProblem.errno(path) }
            try writeAll(data, to: descriptor, path: path)
            // The data reaches the disk before the rename makes it the file: a crash cannot leave it empty.
            guard fsync(descriptor) == 0 else { throw FileProblem.errno(path) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        // A network file system may report a failed write only here.
        guard close(descriptor) == 0 else {
            let problem = FileProblem.errno(path)
            unlink(temporary)
            throw problem
        }
        guard rename(temporary, path) == 0 else {
            let problem = FileProblem.errno(path)
            unlink(temporary)
            throw problem
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(FileProblem) {
        var rest = data[...]
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if Glibc.errno == EINTR { continue }
                throw .errno(path)
            }
            rest = rest.dropFirst(count)
        }
    }

    /// The process's umask; reading it means setting it, so it is set straight back.
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
