import Testing
import LineEditor

struct FileNameCase: Sendable, CustomTestStringConvertible {
    let prefix: String
    let expected: [String]
    var testDescription: String { prefix.debugDescription }
}

/// The directory every case completes in:
///
///     Levels/01-stack.swift  Levels/02-inset.swift  Levels/Extra/
///     notes.txt  new folder/  .hidden  .config/
private func makeFixtureDirectory() throws -> TemporaryDirectory {
    let root = try TemporaryDirectory()
    try root.makeDirectory("Levels/Extra")
    try root.makeDirectory("new folder")
    try root.makeDirectory(".config")
    for file in ["Levels/01-stack.swift", "Levels/02-inset.swift", "notes.txt", ".hidden"] {
        try root.write("", to: file)
    }
    return root
}

@Test(arguments: [
    FileNameCase(prefix: "", expected: ["Levels/", "new folder/", "notes.txt"]),
    FileNameCase(prefix: "n", expected: ["new folder/", "notes.txt"]),
    FileNameCase(prefix: "Lev", expected: ["Levels/"]),
    FileNameCase(prefix: "Levels/", expected: ["Levels/01-stack.swift", "Levels/02-inset.swift", "Levels/Extra/"]),
    FileNameCase(prefix: "Levels/01", expected: ["Levels/01-stack.swift"]),
    FileNameCase(prefix: "Levels/01-stack.swift", expected: ["Levels/01-stack.swift"]),
    FileNameCase(prefix: ".", expected: [".config/", ".hidden"]),
    FileNameCase(prefix: "missing/", expected: []),
    FileNameCase(prefix: "zzz", expected: []),
])
func fileNamesCompleteRelativeToTheDirectory(_ c: FileNameCase) throws {
    let root = try makeFixtureDirectory()
    #expect(fileNameCompletions(for: c.prefix, relativeTo: root.path) == c.expected)
}

@Test func absolutePathsIgnoreTheBaseDirectory() throws {
    let root = try makeFixtureDirectory()
    #expect(
        fileNameCompletions(for: root.path + "/Levels/0", relativeTo: "/nonexistent")
            == [root.path + "/Levels/01-stack.swift", root.path + "/Levels/02-inset.swift"])
}
