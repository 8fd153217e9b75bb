import Foundation

/// All levels of the game in play order (directories, then files, sorted by name). A directory is a chapter; each
/// level carries its chapter's title.
public struct LevelSet: Hashable, Sendable {
    public var levels: [Level]

    public init(levels: [Level] = []) {
        self.levels = levels
    }

    public func level(id: String) -> Level? { levels.first { $0.id == id } }
    public func index(of id: String) -> Int? { levels.firstIndex { $0.id == id } }

    /// The levels that loaded, and every problem found on the way (not just the first).
    public struct Loaded: Sendable {
        public var set: LevelSet
        public var errors: [LevelFileError]
    }

    /// Reads `directory/<NN>-<chapter>/<NN>-<level>.level`. Files that fail to parse are left out and reported;
    /// a chapter title that differs from its directory's first level and a duplicate id are reported too.
    /// Paths in messages start at the directory's own name (`Levels/01-stacks/02-x.level`).
    public static func load(directory: URL) -> Loaded {
        var loaded = Loaded(set: LevelSet(), errors: [])
        let prefix = directory.lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            loaded.errors.append(LevelFileError(path: prefix, line: 1, field: "directory", message: "not found"))
            return loaded
        }
        for chapterName in sortedEntries(of: directory, directories: true) {
            let chapterURL = directory.appendingPathComponent(chapterName)
            var chapterTitle: String?
            // A directory named like a level file is a mistake worth saying, not something to skip silently.
            for name in sortedEntries(of: chapterURL, directories: true) where name.hasSuffix(".level") {
                loaded.errors.append(LevelFileError(path: "\(prefix)/\(chapterName)/\(name)", line: 1, field: "file",
                                                    message: "is a directory, not a level file"))
            }
            for fileName in sortedEntries(of: chapterURL, directories: false) where fileName.hasSuffix(".level") {
                let path = "\(prefix)/\(chapterName)/\(fileName)"
                guard let level = loadLevel(chapterURL.appendingPathComponent(fileName), path: path, into: &loaded)
                else { continue }
                if let title = chapterTitle, title != level.chapter {
                    loaded.errors.append(LevelFileError(
                        path: path, line: 1, field: "chapter",
                        message: "'\(level.chapter)' differs from '\(title)' of the other levels in \(chapterName)"))
                }
                if let other = loaded.set.level(id: level.id) {
                    loaded.errors.append(LevelFileError(
                        path: path, line: 1, field: "id", message: "duplicate id '\(level.id)' (also in \(other.path))"))
                    continue
                }
                loaded.set.levels.append(level)
                chapterTitle = chapterTitle ?? level.chapter
            }
        }
        return loaded
    }

    private static func loadLevel(_ url: URL, path: String, into loaded: inout Loaded) -> Level? {
        guard let data = FileManager.default.contents(atPath: url.path),
              let text = String(data: data, encoding: .utf8) else {
            loaded.errors.append(LevelFileError(path: path, line: 1, field: "file", message: "cannot read as UTF-8"))
            return nil
        }
        do {
            return try LevelFile.parse(text, path: path)
        } catch {
            loaded.errors.append(contentsOf: error.errors)
            return nil
        }
    }

    /// The names of a directory's subdirectories (or files), sorted, hidden entries left out.
    private static func sortedEntries(of directory: URL, directories: Bool) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
            return !name.hasPrefix(".") && exists && isDirectory.boolValue == directories
        }.sorted()
    }
}
