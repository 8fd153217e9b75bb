import Foundation

/// The progress file on disk. Reading never fails: a missing file is fresh progress, a damaged one is moved aside
/// (`progress.damaged-<n>`) with a warning for the caller. Writing replaces the file atomically, so a crash
/// mid-write leaves the previous progress intact.
public struct ProgressStore: Sendable {
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// `$LAYOUTREPL_DATA_DIR/progress`, else `$XDG_DATA_HOME/layoutrepl/progress`, else
    /// `~/.local/share/layoutrepl/progress`; `nil` when not even a home directory is known.
    public static func defaultFileURL(environment: [String: String]) -> URL? {
        let nonEmpty = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let directory: URL
        if let dataDirectory = nonEmpty("LAYOUTREPL_DATA_DIR") {
            directory = URL(fileURLWithPath: dataDirectory)
        } else if let xdg = nonEmpty("XDG_DATA_HOME") {
            directory = URL(fileURLWithPath: xdg).appendingPathComponent("layoutrepl")
        } else if let home = nonEmpty("HOME") {
            directory = URL(fileURLWithPath: home).appendingPathComponent(".local/share/layoutrepl")
        } else {
            return nil
        }
        return directory.appendingPathComponent("progress")
    }

    /// The stored progress, and a warning when the file was damaged and has been set aside.
    public func load() -> (progress: PlayerProgress, warning: String?) {
        guard let data = FileManager.default.contents(atPath: fileURL.path) else { return (PlayerProgress(), nil) }
        let problem: String
        if let text = String(data: data, encoding: .utf8) {
            do {
                return (try PlayerProgress(parsing: text), nil)
            } catch {
                problem = error.description
            }
        } else {
            problem = "not UTF-8 text"
        }
        return (PlayerProgress(), setAside(because: problem))
    }

    /// Writes the progress to a temporary file beside the real one, then renames it over the real one.
    public func save(_ progress: PlayerProgress) throws {
        let directory = fileURL.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(fileURL.lastPathComponent).tmp-\(getpid())")
        try Data(progress.text.utf8).write(to: temporary)
        guard rename(temporary.path, fileURL.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSLocalizedDescriptionKey: "cannot replace \(fileURL.path): \(String(cString: strerror(code)))",
            ])
        }
    }

    /// Renames the damaged file to the first free `<name>.damaged-<n>` and says so.
    private func setAside(because problem: String) -> String {
        let directory = fileURL.deletingLastPathComponent()
        let name = fileURL.lastPathComponent
        let existing = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        var number = 1
        while existing.contains("\(name).damaged-\(number)") { number += 1 }
        let destination = directory.appendingPathComponent("\(name).damaged-\(number)")
        let start = "the progress file \(fileURL.path) could not be read (\(problem))"
        do {
            try FileManager.default.moveItem(at: fileURL, to: destination)
            return "\(start); it was moved to \(destination.path) and progress starts afresh"
        } catch {
            return "\(start) nor moved aside (\(error.localizedDescription)); progress starts afresh and saving will replace it"
        }
    }
}
