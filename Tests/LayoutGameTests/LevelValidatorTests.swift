import Foundation
import Testing
import TextureLayout
@testable import LayoutGame

@Suite struct LevelValidatorTests {
    /// A fixture set: the tiny level, changed by each case, as the only level.
    static func problems(_ change: (inout Level) -> Void) -> [String] {
        var level = tinyLevel
        change(&level)
        return LevelValidator.problems(in: level)
    }

    @Test func validLevelHasNoProblems() {
        #expect(Self.problems { _ in } == [])
    }

    @Test func brokenGiven() {
        #expect(Self.problems { $0.given = "let a = ASDisplayNod()" }.count == 1)
        #expect(Self.problems { $0.given = "let a = ASDisplayNod()" }.first?
            .hasPrefix("Levels/00-tests/01-tiny.level:20: given: does not run: ") == true)
    }

    @Test func brokenSolution() {
        let problems = Self.problems { $0.solution = "let x = 1\nASStackLayoutSpec(nope: 1)" }
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("Levels/00-tests/01-tiny.level:41: solution: does not run: ") == true)
    }

    /// The tiny level with one change.
    static func tiny(_ change: (inout Level) -> Void) -> Level {
        var level = tinyLevel
        change(&level)
        return level
    }

    @Test(arguments: [
        (tiny { $0.solution = "let s = ASStackLayoutSpec()" },
         ["Levels/00-tests/01-tiny.level:40: solution: sets no layout root"]),
        (tiny { $0.start = $0.solution }, ["Levels/00-tests/01-tiny.level:30: start: already solves the level"]),
        (tiny { $0.forbidden = ["spacing"] },
         ["Levels/00-tests/01-tiny.level:40: solution: spacing is forbidden in this level"]),
        // A spec the start code makes and the solution replaces is no problem; a forbidden property the start
        // code uses is, since the player cannot remove the start code.
        (tiny {
            $0.allowedSpecs = ["ASStackLayoutSpec"]
            $0.start = "ASInsetLayoutSpec(insets: .zero, child: ASWrapperLayoutSpec(layoutElements: [a, b]))"
        }, []),
        (tiny { $0.start = "b.style.spacingBefore = 10\n" + $0.start },
         ["Levels/00-tests/01-tiny.level:40: solution: typed after the start code, as a player would, it does not "
            + "solve the level: style.spacingBefore is forbidden in this level; b: expected x=30, got x=40"]),
        (tiny { $0.teaches = ["stack.spaceing"] },
         ["Levels/00-tests/01-tiny.level:1: teaches: unknown concept 'stack.spaceing'; did you mean 'stack.spacing'?"]),
        (tiny { $0.teaches = ["style.flexGrow", "quirk.immediateChildren"] },
         ["Levels/00-tests/01-tiny.level:1: teaches: 'style.flexGrow' is not exercised by the solution or the lesson",
          "Levels/00-tests/01-tiny.level:1: teaches: 'quirk.immediateChildren' is not exercised by the solution or the lesson"]),
        (tiny {
            $0.teaches = ["quirk.immediateChildren"]
            $0.lesson = "Only immediate children count."
        }, []),
    ])
    func failureKinds(level: Level, problems: [String]) {
        #expect(LevelValidator.problems(in: level) == problems)
    }

    @Test func percentAndNestingNeedTheSolutionToUseThem() {
        let percent = Self.problems {
            $0.teaches = ["style.percent", "concept.nesting"]
            $0.solution = """
            a.style.width = ASDimensionMake("20%")
            ASInsetLayoutSpec(insets: .zero, child: ASStackLayoutSpec(direction: .horizontal, spacing: 10, \
            justifyContent: .start, alignItems: .start, children: [a, b]))
            """
            $0.allowedSpecs = nil
        }
        #expect(percent == [])
        #expect(Self.problems { $0.teaches = ["style.percent", "concept.nesting"] } == [
            "Levels/00-tests/01-tiny.level:1: teaches: 'style.percent' is not exercised by the solution or the lesson",
            "Levels/00-tests/01-tiny.level:1: teaches: 'concept.nesting' is not exercised by the solution or the lesson",
        ])
    }

    @Test func setProblemsAndCoverage() {
        var other = tinyLevel
        other.id = "other"
        let loaded = LevelSet.Loaded(
            set: LevelSet(levels: [tinyLevel, other]),
            errors: [LevelFileError(path: "Levels/x.level", line: 3, field: "id", message: "duplicate id 'tiny'")])
        let report = LevelValidator.validate(loaded)
        #expect(report.errors.first == "Levels/x.level:3: id: duplicate id 'tiny'")
        #expect(report.coverage.first { $0.concept.key == "stack.spacing" }?.levelIDs == ["tiny", "other"])
        #expect(report.errors.contains("uncovered concept: spec.corner (ASCornerLayoutSpec: pins an element to a corner of another)"))
        #expect(!report.errors.contains { $0.hasPrefix("uncovered concept: stack.spacing") })
        #expect(!report.errors.contains { $0.hasPrefix("uncovered concept: concept.textShrink") })
        #expect(report.description.contains("  stack.spacing "))
        #expect(!report.isValid)
    }

    /// A concept is taught by a level of its own before another level's player has to use it: the solution
    /// of an earlier level may not add (beyond its start code) a concept only a later level teaches.
    @Test func aConceptIsTaughtBeforeALevelAsksForIt() {
        let growing = Self.tiny {
            $0.id = "growing"
            $0.teaches = ["style.flexGrow"]
            $0.path = "Levels/00-tests/02-growing.level"
            $0.solution = "b.style.flexGrow = 1\n" + $0.start
            $0.range = SizeRange(min: Size(width: 100, height: 0), max: Size(width: 100, height: 40))
        }
        let early = Self.tiny { $0.solution = "a.style.flexGrow = 0\n" + $0.solution }
        let tooEarly = LevelValidator.validate(LevelSet.Loaded(set: LevelSet(levels: [early, growing]), errors: []))
        #expect(tooEarly.errors.contains(
            "Levels/00-tests/01-tiny.level:40: solution: uses style.flexGrow before 'growing' teaches it"))
        let inOrder = LevelValidator.validate(LevelSet.Loaded(set: LevelSet(levels: [growing, early]), errors: []))
        #expect(!inOrder.errors.contains { $0.hasSuffix("teaches it") })
        // What the start code already spells out is given, not asked of the player.
        let given = Self.tiny {
            $0.start = "a.style.flexGrow = 0\n" + $0.start
            $0.solution = "a.style.flexGrow = 0\n" + $0.solution
        }
        let report = LevelValidator.validate(LevelSet.Loaded(set: LevelSet(levels: [given, growing]), errors: []))
        #expect(!report.errors.contains { $0.hasSuffix("teaches it") })
    }

    @Test func missingDirectoryIsAnError() {
        let report = LevelValidator.validate(directory: URL(fileURLWithPath: "/nonexistent/Levels"))
        #expect(report.errors.first == "Levels:1: directory: not found")
    }

    @Test func aDirectoryNamedLikeALevelIsAnError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("levels-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("01-x/01-a.level"),
                                                withIntermediateDirectories: true)
        let report = LevelValidator.validate(directory: root)
        #expect(!report.isValid)
        #expect(report.errors.contains { $0.contains("01-x/01-a.level:1: file: is a directory, not a level file") })
    }

    /// The real level set in `Levels/` passes the validator.
    @Test func realLevelsAreValid() {
        let levels = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Levels")
        let report = LevelValidator.validate(directory: levels)
        #expect(report.levelCount >= 40)
        #expect(report.errors == [], "\(report)")
    }
}
