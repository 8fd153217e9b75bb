import Foundation
import Testing
@testable import LineEditor

struct HistoryPathCase: Sendable, CustomTestStringConvertible {
    let environment: [String: String]
    let expected: String?
    var testDescription: String { "\(environment) → \(expected ?? "nil")" }
}

@Test(arguments: [
    HistoryPathCase(
        environment: ["LAYOUTREPL_HISTORY": "/tmp/h", "XDG_STATE_HOME": "/s", "HOME": "/home/u"], expected: "/tmp/h"),
    HistoryPathCase(environment: ["XDG_STATE_HOME": "/s", "HOME": "/home/u"], expected: "/s/layoutrepl/history"),
    HistoryPathCase(environment: ["XDG_STATE_HOME": "/s/", "HOME": "/home/u"], expected: "/s/layoutrepl/history"),
    HistoryPathCase(
        environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"],
        expected: "/home/u/.local/state/layoutrepl/history"),
    HistoryPathCase(
        environment: ["LAYOUTREPL_HISTORY": "", "HOME": "/home/u"], expected: "/home/u/.local/state/layoutrepl/history"),
    HistoryPathCase(environment: ["HOME": "/home/u"], expected: "/home/u/.local/state/layoutrepl/history"),
    HistoryPathCase(environment: [:], expected: nil),
])
func historyPathFollowsOverrideThenXDGThenHome(_ c: HistoryPathCase) {
    #expect(HistoryFile.path(environment: c.environment) == c.expected)
}

@Test func preparedHistoryPathCreatesItsDirectory() throws {
    let root = try TemporaryDirectory()
    let state = root.path + "/state"
    let prepared = HistoryFile.preparedPath(environment: ["XDG_STATE_HOME": state])
    #expect(prepared.path == state + "/layoutrepl/history" && prepared.problem == nil)
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: state + "/layoutrepl", isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
}

@Test func preparedHistoryPathIsNilWithAReasonWhenTheDirectoryCannotBeMade() throws {
    let root = try TemporaryDirectory()
    try root.write("", to: "file")
    let prepared = HistoryFile.preparedPath(environment: ["XDG_STATE_HOME": root.path + "/file"])
    #expect(prepared.path == nil)
    #expect(prepared.problem == "history is not kept: its folder \(root.path)/file/layoutrepl cannot be made")
}

/// A history path that is a directory keeps no history, and says so instead of dropping every entry silently.
@Test func aHistoryPathThatIsADirectoryIsRefusedWithAReason() throws {
    let root = try TemporaryDirectory()
    let history = root.path + "/state/layoutrepl/history"
    try FileManager.default.createDirectory(atPath: history, withIntermediateDirectories: true)
    let prepared = HistoryFile.preparedPath(environment: ["XDG_STATE_HOME": root.path + "/state"])
    #expect(prepared.path == nil)
    #expect(prepared.problem == "history is not kept: \(history) is a directory")
}

struct RecordCase: Sendable, CustomTestStringConvertible {
    let entry: String
    let previous: String?
    let expected: Bool
    var testDescription: String { "\(entry.debugDescription) after \(previous.debugDescription) → \(expected)" }
}

@Test(arguments: [
    RecordCase(entry: "let a = ASDisplayNode()", previous: nil, expected: true),
    RecordCase(entry: "let a = ASDisplayNode()", previous: "let b = 1", expected: true),
    RecordCase(entry: "let a = ASDisplayNode()", previous: "let a = ASDisplayNode()", expected: false),
    RecordCase(entry: "let s = f(\n  a)", previous: "let s = f(\n  b)", expected: true),
    RecordCase(entry: "", previous: nil, expected: false),
    RecordCase(entry: "  \t\n ", previous: "x", expected: false),
])
func historyLeavesOutBlankAndRepeatedEntries(_ c: RecordCase) {
    #expect(HistoryFile.shouldRecord(c.entry, previous: c.previous) == c.expected)
}

struct TrimCase: Sendable, CustomTestStringConvertible {
    let contents: String
    let limit: Int
    let expected: String?
    var testDescription: String { "\(contents.debugDescription) keeping \(limit)" }
}

private let threeEntries = "#100\nlet a = 1\n#101\nlet s = f(\n  a)\n#102\nlet b = 2\n"

@Test(arguments: [
    TrimCase(contents: threeEntries, limit: 3, expected: nil),
    TrimCase(contents: threeEntries, limit: 5, expected: nil),
    // Whole entries go, timestamp and every line with them.
    TrimCase(contents: threeEntries, limit: 2, expected: "#101\nlet s = f(\n  a)\n#102\nlet b = 2\n"),
    TrimCase(contents: threeEntries, limit: 1, expected: "#102\nlet b = 2\n"),
    TrimCase(contents: threeEntries, limit: 0, expected: ""),
    TrimCase(contents: threeEntries, limit: -1, expected: ""),
    // Lines written without timestamps are one entry each.
    TrimCase(contents: "old1\nold2\n#103\nx\ny\n", limit: 2, expected: "old2\n#103\nx\ny\n"),
    TrimCase(contents: "a\nb\nc", limit: 1, expected: "c"),
    // A `#` line without a digit is an entry's text, not a timestamp.
    TrimCase(contents: "#100\n# note\n#101\nb\n", limit: 1, expected: "#101\nb\n"),
    TrimCase(contents: "", limit: 1, expected: nil),
])
func historyFileIsCutToWholeEntries(_ c: TrimCase) {
    let trimmed = HistoryFile.trimmed(Array(c.contents.utf8), keepingLast: c.limit)
    #expect(trimmed.map { String(decoding: $0, as: UTF8.self) } == c.expected)
}
