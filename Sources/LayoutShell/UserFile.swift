#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LayoutGame

/// A file the user names for `:save` and `:export`: followed through symbolic links to the file they point to,
/// and refused when that is not a regular file (a directory, a device such as /dev/full, a FIFO, a socket), which
/// replacing would destroy.
struct UserFile {
    /// The path as typed, for messages.
    var path: String
    /// The file the data goes to: the path itself, or the end of its chain of links.
    var target: URL
    /// Whether a regular file is already there (the shell asks before replacing it).
    var exists: Bool

    init(_ path: String) throws(FileProblem) {
        self.path = path
        (target, exists) = try AtomicFile.followingLinks((path as NSString).expandingTildeInPath, named: path)
    }

    /// Where the data goes, when that is not the path typed.
    var linkNote: String {
        target.path == (path as NSString).expandingTildeInPath ? "" : " (a link to \(target.path))"
    }
}

extension Shell {
    /// Writes a file the user named: through links, never over a non-regular file, and in the interactive shell
    /// only after a yes when a file is already there (`question` says what would replace it).
    func writeUserFile(_ text: String, to path: String, question: String, done: String) -> ShellReply {
        let file: UserFile
        do throws(FileProblem) {
            file = try UserFile(path)
        } catch {
            var reply = ShellReply()
            reply.complain("error: cannot write \(error); nothing was written")
            return reply
        }
        let write = { (_: Shell) -> ShellReply in
            do {
                try AtomicFile.write(Data(text.utf8), to: file.target)
                return Self.reply(done)
            } catch {
                var reply = ShellReply()
                reply.complain("error: could not write \(error)")
                return reply
            }
        }
        guard file.exists, !isBatch else { return write(self) }
        return confirm("\(path)\(file.linkNote) already exists. Replace it with \(question)?", onYes: write)
    }
}

extension UserFile {
    /// The most `:load` reads, as `layoutrepl run` does.
    static let readLimit = 16 << 20

    /// The text of a file the user names for `:load`: only a regular file (followed through links), at most
    /// ``readLimit`` bytes of UTF-8; otherwise the reason it cannot be read.
    static func text(at path: String) throws(FileProblem) -> String {
        let file = try UserFile(path)
        guard file.exists else { throw FileProblem(path: path, reason: "there is no such file") }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: file.target)
            defer { try? handle.close() }
            data = try handle.read(upToCount: readLimit + 1) ?? Data()
        } catch {
            throw FileProblem(path: path, reason: error.localizedDescription)
        }
        guard data.count <= readLimit else {
            throw FileProblem(path: path, reason: "it is larger than \(readLimit >> 20) MiB; layoutrepl reads no more than that")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw FileProblem(path: path, reason: "it is not UTF-8 text")
        }
        return text
    }
}
