import Testing
import TextureLayout
@testable import LayoutGame

@Suite struct GameSessionTests {
    static let levels: LevelSet = {
        var second = tinyLevel
        second.id = "second"
        second.start = ""
        return LevelSet(levels: [tinyLevel, second])
    }()

    @Test func opensTheFirstUnsolvedLevelWithSavedCode() throws {
        var progress = PlayerProgress()
        progress.record("tiny", state: .solved, code: "x")
        progress.record("second", state: .unsolved, code: "let saved = 1")
        let session = try #require(GameSession(levels: Self.levels, progress: progress))
        #expect(session.level.id == "second")
        #expect(session.playerCode == ["let saved = 1"])
        #expect(GameSession(levels: LevelSet()) == nil)
    }

    @Test func navigation() throws {
        var session = try #require(GameSession(levels: Self.levels))
        #expect(session.level.id == "tiny")
        #expect(session.playerCode == [])
        let moves = [session.previous(), session.next()]
        #expect(moves == [false, true])
        #expect(session.level.id == "second")
        #expect(session.playerCode == [])
        let moreMoves = [session.next(), session.open("tiny"), session.open("no-such-level")]
        #expect(moreMoves == [false, true, false])
        #expect(session.level.id == "tiny")
    }

    @Test func hintsComeOneAtATime() throws {
        var session = try #require(GameSession(levels: Self.levels))
        let hints = [session.nextHint(), session.nextHint(), session.nextHint()]
        #expect(hints == ["One.", "Two.", nil])
        session.reset()
        let again = session.nextHint()
        #expect(again == "One.")
    }

    @Test func solvingRecordsProgressAndPointsOnwards() throws {
        var session = try #require(GameSession(levels: Self.levels))
        let wrong = session.submit([])
        #expect(wrong.success == nil)
        #expect(wrong.check.messages == ["b: expected x=30, got x=20"])
        #expect(session.progress["tiny"] == ProgressEntry(state: .unsolved, code: ""))

        let right = session.submit([tinyLevel.solution])
        #expect(right.success == Success(takeaway: "Done.", solution: tinyLevel.solution, nextLevelID: "second",
                                         wasAssisted: false))
        #expect(session.progress["tiny"].state == .solved)
    }

    @Test func revealingTheSolutionMakesSuccessAssisted() throws {
        var session = try #require(GameSession(levels: Self.levels))
        let solution = session.revealSolution()
        #expect(solution == tinyLevel.solution)
        #expect(session.isAssisted)
        #expect(session.progress["tiny"].state == .assisted)
        let result = session.submit([tinyLevel.solution])
        #expect(result.success?.wasAssisted == true)
        #expect(session.progress["tiny"].state == .assisted)
    }

    /// Progress saved before the start code was kept apart from the typed code began with the start code.
    @Test(arguments: [
        ("", "S", [String]()), ("S", "S", []), ("S\nrow", "S", ["row"]), ("Sx\nrow", "S", ["Sx\nrow"]),
        ("row", "S", ["row"]), ("S\n\nrow", "S", ["row"]), ("row", "", ["row"]),
    ])
    func savedCodeWithoutTheStartCode(saved: String, start: String, typed: [String]) {
        #expect(GameSession.typedCode(saved: saved, start: start) == typed)
    }

    @Test func resettingProgressRestartsTheOpenLevel() throws {
        var session = try #require(GameSession(levels: Self.levels))
        _ = session.submit(["let changed = 1"])
        session.resetProgress("tiny")
        #expect(session.progress["tiny"] == ProgressEntry())
        #expect(session.playerCode == [])
        _ = session.submit(["let changed = 1"])
        session.resetProgress(nil)
        #expect(session.progress.entries.isEmpty)
    }
}
