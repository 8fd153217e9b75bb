import Foundation
import Testing
@testable import LayoutGame

@Suite struct ProgressTests {
    /// A fresh directory per test, removed afterwards.
    final class TemporaryDirectory {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutgame-\(UUID().uuidString)")
        var progressFile: URL { url.appendingPathComponent("progress") }
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    static let sample: PlayerProgress = {
        var progress = PlayerProgress()
        progress.record("top-to-bottom", state: .assisted, code: "let s = ASStackLayoutSpec.vertical()\n\n  s")
        progress.record("side-by-side", state: .solved, code: "")
        progress.record("removed-level", state: .unsolved, code: "a")
        return progress
    }()

    @Test func textFormIsReadableAndSorted() {
        #expect(Self.sample.text == """
        # layoutrepl progress: one block per level id (state: unsolved, assisted or solved).

        level: removed-level
        state: unsolved
        code:
        | a

        level: side-by-side
        state: solved

        level: top-to-bottom
        state: assisted
        code:
        | let s = ASStackLayoutSpec.vertical()
        |
        |   s

        """)
    }

    @Test func textRoundTrips() throws {
        #expect(try PlayerProgress(parsing: Self.sample.text) == Self.sample)
    }

    @Test(arguments: [
        ("level: a\nstate: done\n", "line 2: unknown state 'done'"),
        ("state: solved\n", "line 1: unexpected line 'state: solved'"),
        ("level: a\nlevel: a\n", "line 2: empty or repeated level id 'a'"),
        ("level: a\n| code without a code line\n", "line 2: unexpected line '| code without a code line'"),
        ("garbage\n", "line 1: unexpected line 'garbage'"),
        // Quoted with its control characters shown, never sent to the terminal, and cut to a line's length.
        ("clear \u{1B}[2J\n", "line 1: unexpected line 'clear \\u{1B}[2J'"),
        (String(repeating: "x", count: 100_000), "line 1: unexpected line '" + String(repeating: "x", count: 60) + "…'"),
    ])
    func damagedTextIsRejected(text: String, message: String) {
        do {
            _ = try PlayerProgress(parsing: text)
            Issue.record("damaged text was accepted")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [
        (LevelState.unsolved, LevelState.solved, LevelState.solved),
        (.solved, .assisted, .solved),
        (.assisted, .solved, .solved),
        (.solved, .unsolved, .solved),
    ])
    func stateIsNeverLowered(first: LevelState, then: LevelState, expected: LevelState) {
        var progress = PlayerProgress()
        progress.record("x", state: first, code: "1")
        progress.record("x", state: then, code: "2")
        #expect(progress["x"] == ProgressEntry(state: expected, code: "2"))
    }

    @Test func resetOneOrAll() {
        var progress = Self.sample
        progress.reset("side-by-side")
        #expect(progress.entries.keys.sorted() == ["removed-level", "top-to-bottom"])
        #expect(progress["side-by-side"] == ProgressEntry())
        progress.resetAll()
        #expect(progress.entries.isEmpty)
    }

    @Test func storeRoundTripsThroughTheFileAndLeavesNoTemporaryFile() throws {
        let directory = TemporaryDirectory()
        let store = ProgressStore(fileURL: directory.progressFile)
        #expect(store.load().progress == PlayerProgress())
        _ = try store.update { $0 = Self.sample }
        var changed = Self.sample
        changed.record("new-level", state: .solved, code: "x")
        _ = try store.update { $0.apply(changesFrom: Self.sample, to: changed) }
        let loaded = store.load()
        #expect(loaded.progress == changed)
        #expect(loaded.warning == nil)
        #expect(directory.names == [".progress.lock", "progress"])
    }

    /// One bad line costs one level at most: the rest is read, the file stays until the next write, which first
    /// keeps it whole under the next free `.damaged-<n>` name.
    @Test func aDamagedFileKeepsWhatIsReadableAndIsKeptWholeBeforeItIsReplaced() throws {
        let directory = TemporaryDirectory()
        let store = ProgressStore(fileURL: directory.progressFile)
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let damaged = "level: a\nstate: solved\n\nlevel: b\nstate: ???\ncode:\n| b()\n\nlevel: c\nstate: assisted\n"
        try Data(damaged.utf8).write(to: directory.progressFile)
        try Data("older damage".utf8).write(to: directory.url.appendingPathComponent("progress.damaged-1"))

        let loaded = store.load()
        #expect(loaded.progress["a"].state == .solved)
        #expect(loaded.progress["b"] == ProgressEntry(state: .unsolved, code: "b()"))
        #expect(loaded.progress["c"].state == .assisted)
        #expect(loaded.warning == "the progress file \(directory.progressFile.path) is damaged (line 5: unknown state "
            + "'???'); what could be read is used, and before it is next written the whole file is kept as "
            + "progress.damaged-<n>")
        #expect(directory.names == ["progress", "progress.damaged-1"], "reading moves nothing")

        let saved = try store.update { $0.record("d", state: .solved, code: "") }
        let kept = directory.url.appendingPathComponent("progress.damaged-2")
        #expect(saved.keptDamagedFile == kept)
        #expect(FileManager.default.contents(atPath: kept.path) == Data(damaged.utf8))
        let now = store.load()
        #expect(now.warning == nil)
        #expect(now.progress.entries.keys.sorted() == ["a", "b", "c", "d"])
    }

    @Test func aProgressPathThatCannotBeReadIsNeverReplaced() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.progressFile, withIntermediateDirectories: true)
        let store = ProgressStore(fileURL: directory.progressFile)
        #expect(store.load().warning?.contains("cannot be read (it is a directory)") == true)
        #expect(throws: FileProblem(path: directory.progressFile.path, reason: "it is a directory")) {
            try store.update { $0.record("a", state: .solved, code: "") }
        }
        #expect(directory.names == [".progress.lock", "progress"], "no temporary file is left")
    }

    /// A progress file linked to a device is refused before it is read (reading /dev/zero would never end), with the
    /// reason it is, and never replaced; the link stays.
    @Test func aProgressFileLinkedToADeviceIsRefusedUnread() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.progressFile.path, withDestinationPath: "/dev/zero")
        let store = ProgressStore(fileURL: directory.progressFile)
        #expect(store.load().warning?.contains("cannot be read (it is not a regular file (a device, FIFO or socket))")
                == true)
        #expect(throws: FileProblem(path: directory.progressFile.path,
                                    reason: "it is not a regular file (a device, FIFO or socket)")) {
            try store.update { $0.record("a", state: .solved, code: "") }
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.progressFile.path) == "/dev/zero")
    }

    /// A progress file that is a link (kept in a dotfiles folder) stays a link: the file it points to gets the
    /// progress, as `:save` writes through links (hostile round 7: the link was replaced by a plain file).
    @Test func aLinkedProgressFileIsWrittenThroughItsLink() throws {
        let directory = TemporaryDirectory()
        let dotfiles = directory.url.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("progress")
        try Data(Self.sample.text.utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: directory.progressFile.path, withDestinationPath: "dotfiles/progress")
        let store = ProgressStore(fileURL: directory.progressFile)
        _ = try store.update { $0.record("new-level", state: .solved, code: "x") }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.progressFile.path) == "dotfiles/progress")
        let written = try String(contentsOf: target, encoding: .utf8)
        #expect(written.contains("level: new-level"))
        #expect(store.load().progress["new-level"].state == .solved)
    }

    /// A file far larger than progress ever is (17 MiB) is refused unread, and never replaced.
    @Test func aHugeProgressFileIsRefusedUnread() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data(repeating: UInt8(ascii: "#"), count: ProgressStore.sizeLimit + (1 << 20)).write(to: directory.progressFile)
        let store = ProgressStore(fileURL: directory.progressFile)
        #expect(store.load().warning?.contains("cannot be read (it is 17 MiB, larger than the 16 MiB a progress file "
            + "may be)") == true)
        #expect(throws: FileProblem.self) { try store.update { $0.record("a", state: .solved, code: "") } }
        let size = try FileManager.default.attributesOfItem(atPath: directory.progressFile.path)[.size] as? Int
        #expect(size == ProgressStore.sizeLimit + (1 << 20))
    }

    /// A write that fails after the temporary file was made (here the rename, onto a directory) removes it.
    @Test func aFailedWriteRemovesItsTemporaryFile() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.progressFile, withIntermediateDirectories: true)
        #expect(throws: FileProblem.self) { try AtomicFile.write(Data("x".utf8), to: directory.progressFile) }
        #expect(directory.names == ["progress"])
    }

    /// Two sessions that loaded the same file: each write merges, so neither undoes the other, and a session that
    /// never solved a level cannot make it unsolved.
    @Test func twoSessionsMergeAndSolvedNeverBecomesUnsolved() throws {
        let directory = TemporaryDirectory()
        let first = ProgressStore(fileURL: directory.progressFile)
        let second = ProgressStore(fileURL: directory.progressFile)
        var seenByFirst = first.load().progress
        var seenBySecond = second.load().progress

        var next = seenByFirst
        next.record("a", state: .solved, code: "first's answer")
        _ = try first.update { $0.apply(changesFrom: seenByFirst, to: next) }
        seenByFirst = next

        next = seenBySecond
        next.record("b", state: .assisted, code: "")
        next.record("a", state: .unsolved, code: "second's try")
        _ = try second.update { $0.apply(changesFrom: seenBySecond, to: next) }
        seenBySecond = next

        let merged = first.load().progress
        #expect(merged["a"] == ProgressEntry(state: .solved, code: "second's try"))
        #expect(merged["b"].state == .assisted)
    }

    /// Many writers at once (each with its own descriptor, so `flock` excludes them as it does processes): every
    /// change arrives.
    @Test func concurrentWritesLoseNothing() throws {
        let directory = TemporaryDirectory()
        let store = ProgressStore(fileURL: directory.progressFile)
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 24) { index in
            let before = PlayerProgress()
            var after = before
            after.record("level-\(index)", state: .solved, code: "")
            do throws(FileProblem) {
                _ = try store.update { $0.apply(changesFrom: before, to: after) }
            } catch {
                failures.add(error)
            }
        }
        #expect(failures.all.isEmpty)
        #expect(store.load().progress.entries.count == 24)
    }

    @Test func readingLenientlyListsEveryProblem() {
        let (progress, problems) = PlayerProgress.reading(
            "level: a\nstate: solved\nlevel: a\nstate: unsolved\nlevel: b\njunk\n")
        #expect(progress["a"].state == .solved, "a repeated block is skipped whole")
        #expect(problems.map(\.description) == ["line 3: empty or repeated level id 'a'", "line 6: unexpected line 'junk'"])
    }

    @Test(arguments: [
        (["LAYOUTREPL_DATA_DIR": "/d", "XDG_DATA_HOME": "/x", "HOME": "/h"], "/d/progress"),
        (["LAYOUTREPL_DATA_DIR": "", "XDG_DATA_HOME": "/x", "HOME": "/h"], "/x/layoutrepl/progress"),
        (["HOME": "/h"], "/h/.local/share/layoutrepl/progress"),
        // The XDG specification: a relative path in XDG_DATA_HOME is invalid and ignored.
        (["XDG_DATA_HOME": "relative/data", "HOME": "/h"], "/h/.local/share/layoutrepl/progress"),
        (["XDG_DATA_HOME": "./data"], nil),
        ([:], nil),
    ])
    func defaultLocation(environment: [String: String], path: String?) {
        #expect(ProgressStore.defaultFileURL(environment: environment)?.path == path)
    }
}

/// Errors collected from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [FileProblem] = []

    func add(_ error: FileProblem) { lock.withLock { errors.append(error) } }
    var all: [FileProblem] { lock.withLock { errors } }
}
