import LayoutScript
import Testing
import TextureLayout
@testable import LayoutGame

/// The comparison and the usage rules on their own, with trees built through the engine's API.
@Suite struct FrameComparisonTests {
    static func frames(_ entries: [(String, Rect)]) -> [(name: String, frame: Rect)] {
        entries.map { (name: $0.0, frame: $0.1) }
    }

    @Test(arguments: [
        (expected: [("a", Rect(x: 0, y: 0, width: 8, height: 8))],
         actual: [("a", Rect(x: 0, y: 0, width: 8, height: 8))], differences: [String]()),
        (expected: [("b", Rect(x: 12, y: 0, width: 8, height: 8))],
         actual: [("b", Rect(x: 10, y: 0, width: 8, height: 8))], differences: ["b: expected x=12, got x=10"]),
        (expected: [("b", Rect(x: 12, y: 4, width: 8, height: 8))],
         actual: [("b", Rect(x: 10, y: 4, width: 6, height: 8.5))],
         differences: ["b: expected x=12 w=8 h=8, got x=10 w=6 h=8.5"]),
        (expected: [("a", Rect(x: 0, y: 0, width: 1, height: 1)), ("c", Rect(x: 1, y: 0, width: 1, height: 1))],
         actual: [("d", Rect(x: 0, y: 0, width: 1, height: 1)), ("a", Rect(x: 0, y: 0, width: 1, height: 1))],
         differences: ["c: missing from your layout", "d: not in the target"]),
        // Values that agree on the 2x pixel grid are equal.
        (expected: [("a", Rect(x: 0.1 + 0.2, y: 0, width: 1, height: 1))],
         actual: [("a", Rect(x: 0.3, y: 0, width: 1, height: 1))], differences: []),
    ])
    func differences(expected: [(String, Rect)], actual: [(String, Rect)], differences: [String]) {
        let found = LevelCheck.compare(
            expected: Self.frames(expected), actual: Self.frames(actual), grid: PixelGrid(scale: 2))
        #expect(found.map(\.description) == differences)
    }

    @Test func namedFramesComeFromTheEngineLayout() {
        var tree = LayoutTree()
        let a = tree.node("a", width: 10, height: 10)
        let b = tree.node("b", width: 20, height: 5)
        let stack = tree.stack("stack", StackSpec(spacing: 4, alignItems: .end), children: [a, b])
        let result = tree.layout(root: stack, in: SizeRange(min: .zero, max: Size(width: 100, height: 100)), scale: 2)
        let frames = result.namedFrames(in: tree)
        #expect(frames.map(\.name) == ["a", "b"])
        #expect(frames.map(\.frame) == [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 14, y: 5, width: 20, height: 5)])
    }

    /// A level whose `given` defines the node `a`; the checked code really runs, so the specs it creates count.
    static func level(allow: [String]?, forbid: [String]) -> Level {
        Level(id: "x", title: "X", chapter: "C", range: .unconstrained, allowedSpecs: allow, forbidden: forbid,
              given: "let a = ASDisplayNode()", solution: "a")
    }

    struct UsageCase: Sendable {
        let allow: [String]?
        let forbid: [String]
        let code: String
        let violations: [String]
    }

    static let usageCases: [UsageCase] = [
        UsageCase(allow: ["ASStackLayoutSpec"], forbid: [], code: "ASStackLayoutSpec.vertical()", violations: []),
        UsageCase(allow: ["ASStackLayoutSpec"], forbid: [], code: "ASInsetLayoutSpec(insets: .zero, child: ASStackLayoutSpec())",
         violations: ["ASInsetLayoutSpec is not allowed here; this level allows only ASStackLayoutSpec"]),
        UsageCase(allow: nil, forbid: ["ASAbsoluteLayoutSpec", "style.layoutPosition", "justifyContent"],
         code: "a.style.layoutPosition = CGPoint(x: 1, y: 2)\nASAbsoluteLayoutSpec(children: [a])",
         violations: ["ASAbsoluteLayoutSpec is forbidden in this level", "style.layoutPosition is forbidden in this level"]),
        UsageCase(allow: nil, forbid: ["style.flexGrow"], code: "// a.style.flexGrow = 1\nlet s = \"flexGrow\"", violations: []),
        UsageCase(allow: nil, forbid: ["style.width"], code: "a.style.preferredSize = CGSize(width: 1, height: 2)", violations: []),
        UsageCase(allow: nil, forbid: ["style.width"], code: "a.style.width = ASDimensionMake(1)",
         violations: ["style.width is forbidden in this level"]),
        UsageCase(allow: ["ASStackLayoutSpec"], forbid: ["ASLayoutSpec"],
         code: "let spacer = ASLayoutSpec()\nASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [a, spacer])",
         violations: ["ASLayoutSpec is not allowed here; this level allows only ASStackLayoutSpec",
                      "ASLayoutSpec is forbidden in this level"]),
        // Only the specs the layout uses count: one made and left behind (as start code leaves its spec when the
        // player builds another) breaks no rule.
        UsageCase(allow: ["ASStackLayoutSpec"], forbid: [],
         code: "let old = ASWrapperLayoutSpec(layoutElement: a)\nold\nlet row = ASStackLayoutSpec.horizontal()\nrow.children = [a]\nrow",
         violations: []),
        // A spec inside a node's own layoutSpecBlock is part of the layout.
        UsageCase(allow: ["ASStackLayoutSpec"], forbid: [],
         code: "let n = ASDisplayNode()\nn.layoutSpecBlock = { _, _ in ASInsetLayoutSpec(insets: .zero, child: a) }\nASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [n])",
         violations: ["ASInsetLayoutSpec is not allowed here; this level allows only ASStackLayoutSpec"]),
        // A spec class used only as a type (a pasted layoutSpecThatFits, an annotation) creates nothing.
        UsageCase(allow: ["ASStackLayoutSpec"], forbid: ["ASLayoutSpec"],
         code: "let row: ASLayoutSpec = ASStackLayoutSpec.horizontal()\nrow", violations: []),
    ]

    @Test(arguments: usageCases)
    func usageRules(_ example: UsageCase) {
        let level = Self.level(allow: example.allow, forbid: example.forbid)
        let found = LevelCheck.violations(of: level, in: level.play(typed: example.code))
        #expect(found.map(\.description) == example.violations)
    }
}
