import Foundation

/// The file names that complete `prefix`, as a shell completes a path argument: entries of the directory the
/// prefix names (the current directory when it names none) whose names start with the prefix's last path
/// component, each returned as the whole prefix path plus the rest of its name, directories ending in `/`,
/// sorted. Hidden entries appear only when the typed component starts with a dot. A leading `~/` is looked up
/// in `$HOME` but kept as typed.
///
/// - Parameter directory: the directory relative paths are resolved against (the current one when nil).
public func fileNameCompletions(for prefix: String, relativeTo directory: String? = nil) -> [String] {
    let split = prefix.lastIndex(of: "/").map { prefix.index(after: $0) } ?? prefix.startIndex
    let typedDirectory = String(prefix[..<split])
    let typedName = prefix[split...]
    let listed = resolvedDirectory(typedDirectory, relativeTo: directory)
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: listed) else { return [] }
    return names
        .filter { $0.hasPrefix(typedName) && (typedName.hasPrefix(".") || !$0.hasPrefix(".")) }
        .map { name in
            var isDirectory: ObjCBool = false
            let exists = fileManager.fileExists(atPath: listed + "/" + name, isDirectory: &isDirectory)
            return typedDirectory + name + (exists && isDirectory.boolValue ? "/" : "")
        }
        .sorted()
}

/// The directory to list for the directory part of a typed path (`""`, `"Levels/"`, `"/tmp/"`, `"~/x/"`).
private func resolvedDirectory(_ typed: String, relativeTo directory: String?) -> String {
    var path = typed
    if path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] {
        path = home + path.dropFirst()
    }
    if path.hasPrefix("/") { return path }
    let base = directory ?? FileManager.default.currentDirectoryPath
    return path.isEmpty ? base : base + "/" + path
}
