import Testing
import TextureLayout
@testable import LayoutGame

/// A tiny level: two 20×10 nodes `a` and `b` in a 100×40 container; the target is a row with 10 points between.
let tinyLevel: Level = {
    var level = Level(
        id: "tiny", title: "Tiny", chapter: "Tests", range: SizeRange(min: .zero, max: Size(width: 100, height: 40)),
        allowedSpecs: ["ASStackLayoutSpec"], forbidden: ["style.spacingBefore"], teaches: ["stack.spacing"],
        lesson: "Spacing.", given: """
        let a = ASDisplayNode()
        a.style.preferredSize = CGSize(width: 20, height: 10)
        let b = ASDisplayNode()
        b.style.preferredSize = CGSize(width: 20, height: 10)
        """,
        start: "ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [a, b])",
        solution: "ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start, children: [a, b])",
        hints: ["One.", "Two."], takeaway: "Done.", path: "Levels/00-tests/01-tiny.level")
    level.sectionLines = [.given: 20, .start: 30, .solution: 40]
    return level
}()

@Suite struct LevelCheckTests {
    /// Code typed after the start code → what the check says (empty: solved).
    @Test(arguments: [
        ("ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start, children: [a, b])",
         [String]()),
        ("""
         let s = ASStackLayoutSpec.horizontal()
         s.alignItems = .start
         s.children = [a, b]
         b.style.spacingAfter = 0
         s.spacing = 10
         s
         """, []),
        ("ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start, children: [a, b])",
         ["b: expected x=30, got x=24"]),
        ("ASStackLayoutSpec(direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .start, children: [a, b])",
         ["b: expected x=30 y=0, got x=0 y=20"]),
        ("""
         a.style.preferredSize = CGSize(width: 30, height: 10)
         ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start, children: [a, b])
         """, ["a: expected w=20, got w=30", "b: expected x=30, got x=40"]),
        ("ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start, children: [a])",
         ["b: missing from your layout"]),
        ("""
         let c = ASDisplayNode()
         c.style.preferredSize = CGSize(width: 1, height: 1)
         ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start, children: [a, b, c])
         """, ["c: not in the target"]),
        ("""
         b.style.spacingBefore = 10
         ASInsetLayoutSpec(insets: .zero, child: ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [a, b]))
         """,
         ["ASInsetLayoutSpec is not allowed here; this level allows only ASStackLayoutSpec",
          "style.spacingBefore is forbidden in this level"]),
        // The start code runs first: its stack stays the root until the player's code ends with another.
        ("let s = ASStackLayoutSpec()", ["b: expected x=30, got x=20"]),
    ])
    func verdicts(code: String, messages: [String]) {
        let result = LevelCheck.check(tinyLevel, playerCode: code)
        #expect(result.messages == messages)
        #expect(result.isSolved == messages.isEmpty)
    }

    @Test func bothLayoutsAreKeptForDrawing() throws {
        let result = LevelCheck.check(tinyLevel, playerCode: "")
        let target = try #require(result.target.layout)
        let current = try #require(result.current.layout)
        #expect(target.size == Size(width: 50, height: 10))
        #expect(current.size == Size(width: 40, height: 10))
        #expect(result.target.tree.elements.map(\.name).prefix(2) == ["a", "b"])
        #expect(result.current.createdElements.map(\.typeName) == ["ASStackLayoutSpec"])
    }

    /// Code that names no root lays out its newest element that nothing contains, as the shell draws it.
    @Test func withoutARootTheNewestUncontainedElementIsLaidOut() {
        var level = tinyLevel
        level.start = ""
        #expect(LevelCheck.check(level, playerCode: "let s = ASStackLayoutSpec()").messages
            == ["a: missing from your layout", "b: missing from your layout"])
    }

    @Test func playerDiagnosticIsReportedWithTheLayoutOfWhatRan() throws {
        let result = LevelCheck.check(tinyLevel, playerCode: "a.style.flexGrow = 1\nlet s = ASStackLayoutSpec(\n  nope: 1)")
        let diagnostic = try #require(result.current.diagnostic)
        #expect(diagnostic.file == "<your code>")
        #expect(diagnostic.line >= 2)
        #expect(!result.isSolved)
        #expect(result.messages.first == diagnostic.description)
    }

    @Test func brokenSolutionIsBlamedOnTheLevel() throws {
        var level = tinyLevel
        level.solution = "let x = 1\nundefinedThing"
        let result = LevelCheck.check(level, playerCode: "")
        let diagnostic = try #require(result.target.diagnostic)
        #expect(diagnostic.file == "Levels/00-tests/01-tiny.level")
        #expect(diagnostic.line == 41)
        #expect(!result.isSolved)
        #expect(result.messages.count == 1)
        #expect(result.messages.first?.hasPrefix("this level is broken (its solution fails): ") == true)
    }
}
