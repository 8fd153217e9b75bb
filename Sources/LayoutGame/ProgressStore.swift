import Foundation

/// The progress file on disk, shared by every game session of the user. Reading never fails: a missing file is
/// fresh progress, a damaged one gives what it can with a warning. Writing merges under a lock: the file is read
/// again, the session's changes go on top (states only rise), and the result replaces the file atomically, so two
/// sessions never undo each other's progress and a crash mid-write leaves the previous file intact.
public struct ProgressStore: Sendable {
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// `$LAYOUTREPL_DATA_DIR/progress`, else `$XDG_DATA_HOME/layoutrepl/progress`, else
    /// `~/.local/share/layoutrepl/progress`; `nil` when not even a home directory is known. A relative
    /// `XDG_DATA_HOME` is ignored, as the XDG base directory specification asks (it would put progress wherever
    /// the game was started).
    public static func defaultFileURL(environment: [String: String]) -> URL? {
        let nonEmpty = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let directory: URL
        if let dataDirectory = nonEmpty("LAYOUTREPL_DATA_DIR") {
            directory = URL(fileURLWithPath: dataDirectory)
        } else if let xdg = nonEmpty("XDG_DATA_HOME"), xdg.hasPrefix("/") {
            directory = URL(fileURLWithPath: xdg).appendingPathComponent("layoutrepl")
        } else if let home = nonEmpty("HOME") {
            directory = URL(fileURLWithPath: home).appendingPathComponent(".local/share/layoutrepl")
        } else {
            return nil
        }
        return directory.appendingPathComponent("progress")
    }

    /// The stored progress, and a warning when some or all of the file could not be read. The file is left as it
    /// is: the next write keeps a copy of a damaged file before replacing it.
    public func load() -> (progress: PlayerProgress, warning: String?) {
        let read: Read
        do throws(FileProblem) {
            read = try self.read()
        } catch {
            return (PlayerProgress(), "the progress file \(fileURL.path) cannot be read (\(error.reason)); progress starts "
                + "afresh in this session, and saving will fail until it can be read")
        }
        guard let problem = read.problem else { return (read.progress, nil) }
        return (read.progress, "the progress file \(fileURL.path) is damaged (\(problem)); what could be read is "
            + "used, and before it is next written the whole file is kept as \(fileURL.lastPathComponent).damaged-<n>")
    }

    /// What one write did besides writing: the damaged file it kept aside, if the file was damaged.
    public struct Saved: Sendable {
        /// The progress now on disk: the session's changes merged with whatever other sessions saved.
        public var progress: PlayerProgress
        public var keptDamagedFile: URL?
    }

    /// Applies `change` to the progress on disk, under an exclusive lock on a lock file beside it, and writes the
    /// result atomically. A file that cannot be read is not replaced; a damaged one is first kept (hard-linked, or
    /// copied) as `<name>.damaged-<n>`. Any failure is thrown with the path and the system's reason, and removes the
    /// temporary file it created.
    public func update(_ change: (inout PlayerProgress) -> Void) throws(FileProblem) -> Saved {
        let directory = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FileProblem(path: directory.path, reason: "the directory cannot be made (\(error.localizedDescription))")
        }
        let lock = try Lock(URL: directory.appendingPathComponent(".\(fileURL.lastPathComponent).lock"))
        defer { lock.release() }
        let read = try self.read()
        var kept: URL?
        if read.problem != nil { kept = try keepDamagedFile() }
        var progress = read.progress
        change(&progress)
        // A progress file linked from elsewhere (a dotfiles folder) stays a link: its target is what is replaced.
        let target = try AtomicFile.followingLinks(fileURL.path, named: fileURL.path).target
        try AtomicFile.write(Data(progress.text.utf8), to: target)
        return Saved(progress: progress, keptDamagedFile: kept)
    }

    /// The file's progress and what was wrong with it; a missing file is empty progress.
    private struct Read {
        var progress = PlayerProgress()
        var problem: String?
    }

    /// The largest progress file read: a hundred levels of saved code take well under 1 MiB.
    static let sizeLimit = 16 << 20

    private func read() throws(FileProblem) -> Read {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return Read() }
        // A device (a link to /dev/full, /dev/zero), a FIFO or a socket is refused before it is read: reading one
        // never ends or says nothing true about progress.
        var status = stat()
        if stat(fileURL.path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw FileProblem(path: fileURL.path, reason: "it is a directory")
            default: throw FileProblem(path: fileURL.path, reason: "it is not a regular file (a device, FIFO or socket)")
            }
        }
        // A file far larger than any progress this program writes (a few KB a level) is not read whole at every save.
        if status.st_size > Self.sizeLimit {
            throw FileProblem(path: fileURL.path, reason: "it is \(status.st_size / (1 << 20)) MiB, larger than the "
                + "\(Self.sizeLimit >> 20) MiB a progress file may be")
        }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isDirectory)
            throw FileProblem(path: fileURL.path,
                              reason: isDirectory.boolValue ? "it is a directory" : error.localizedDescription)
        }
        // Bytes that are not UTF-8 read as U+FFFD; the file is still damaged and kept whole before it is rewritten.
        let text = String(decoding: data, as: UTF8.self)
        let (progress, problems) = PlayerProgress.reading(text)
        var described = problems.prefix(3).map(\.description)
        if problems.count > 3 { described.append("\(problems.count - 3) more") }
        if String(data: data, encoding: .utf8) == nil { described.insert("not UTF-8 text", at: 0) }
        return Read(progress: progress, problem: described.isEmpty ? nil : described.joined(separator: "; "))
    }

    /// Keeps the damaged file under the first free `<name>.damaged-<n>`: a hard link (the rename that follows then
    /// leaves it the only name of the old contents), or a copy where links are not allowed.
    private func keepDamagedFile() throws(FileProblem) -> URL {
        let directory = fileURL.deletingLastPathComponent()
        for number in 1... {
            let destination = directory.appendingPathComponent("\(fileURL.lastPathComponent).damaged-\(number)")
            if link(fileURL.path, destination.path) == 0 { return destination }
            if errno == EEXIST { continue }
            if FileManager.default.fileExists(atPath: destination.path) { continue }
            do {
                try FileManager.default.copyItem(at: fileURL, to: destination)
                return destination
            } catch {
                throw FileProblem(path: fileURL.path, reason: "the damaged file could not be kept as "
                    + "\(destination.lastPathComponent) (\(error.localizedDescription)), so it was not replaced")
            }
        }
        throw FileProblem(path: fileURL.path, reason: "no free name to keep the damaged file under")
    }

    /// An exclusive `flock` on the lock file, held until released. It waits for another session's write (which
    /// takes milliseconds) but not forever: a process that holds the lock for seconds is reported, not waited on.
    private struct Lock {
        let descriptor: Int32

        static let attempts = 250
        static let pause: useconds_t = 20_000

        init(URL url: URL) throws(FileProblem) {
            descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw .errno(url.path) }
            for _ in 0..<Self.attempts {
                if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
                guard errno == EWOULDBLOCK || errno == EINTR else {
                    let problem = FileProblem.errno(url.path)
                    close(descriptor)
                    throw problem
                }
                usleep(Self.pause)
            }
            close(descriptor)
            throw FileProblem(path: url.path, reason: "another layoutrepl has held this lock for 5 seconds")
        }

        /// Closing the descriptor releases the lock; the lock file stays for the next write.
        func release() { close(descriptor) }
    }
}
