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
        try store.save(Self.sample)
        var changed = Self.sample
        changed.record("new-level", state: .solved, code: "x")
        try store.save(changed)
        let loaded = store.load()
        #expect(loaded.progress == changed)
        #expect(loaded.warning == nil)
        #expect(directory.names == ["progress"])
    }

    @Test func damagedFileIsSetAsideWithAWarning() throws {
        let directory = TemporaryDirectory()
        let store = ProgressStore(fileURL: directory.progressFile)
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data("level: a\nstate: ???\n".utf8).write(to: directory.progressFile)
        try Data("older damage".utf8).write(to: directory.url.appendingPathComponent("progress.damaged-1"))

        let loaded = store.load()
        #expect(loaded.progress == PlayerProgress())
        #expect(loaded.warning == "the progress file \(directory.progressFile.path) could not be read "
            + "(line 2: unknown state '???'); it was moved to "
            + "\(directory.url.appendingPathComponent("progress.damaged-2").path) and progress starts afresh")
        #expect(directory.names == ["progress.damaged-1", "progress.damaged-2"])
        #expect(FileManager.default.contents(atPath: directory.url.appendingPathComponent("progress.damaged-2").path)
            == Data("level: a\nstate: ???\n".utf8))
    }

    @Test(arguments: [
        (["LAYOUTREPL_DATA_DIR": "/d", "XDG_DATA_HOME": "/x", "HOME": "/h"], "/d/progress"),
        (["LAYOUTREPL_DATA_DIR": "", "XDG_DATA_HOME": "/x", "HOME": "/h"], "/x/layoutrepl/progress"),
        (["HOME": "/h"], "/h/.local/share/layoutrepl/progress"),
        ([:], nil),
    ])
    func defaultLocation(environment: [String: String], path: String?) {
        #expect(ProgressStore.defaultFileURL(environment: environment)?.path == path)
    }
}
