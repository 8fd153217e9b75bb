import Testing
import TextureLayout
@testable import LayoutRender

/// Each case builds a small layout and names a node whose explanation must contain a fragment.
struct ExplanationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let node: String
        let fragment: String
        let build: @Sendable () -> (LayoutTree, LayoutResult)
        var testDescription: String { name }
    }

    /// A horizontal stack exactly `width` wide of the given nodes.
    private static func row(width: Double, height: Double = 44, alignItems: AlignItems = .stretch,
                            justify: JustifyContent = .start, _ children: [(String, Double, (inout Style) -> Void)])
        -> (LayoutTree, LayoutResult)
    {
        var tree = LayoutTree()
        let ids = children.map { name, childWidth, change in
            var style = Style()
            style.width = .points(childWidth)
            change(&style)
            return tree.node(name, style: style)
        }
        let stack = tree.stack("row", StackSpec(justifyContent: justify, alignItems: alignItems), children: ids)
        return (tree, tree.layout(root: stack, in: SizeRange(exactly: Size(width: width, height: height))))
    }

    private static func wrapped(_ spec: (ElementID) -> Spec, child style: Style, size: Size)
        -> (LayoutTree, LayoutResult)
    {
        var tree = LayoutTree()
        let child = tree.node("child", style: style)
        let root = tree.spec("spec", spec(child))
        return (tree, tree.layout(root: root, in: SizeRange(exactly: size)))
    }

    static let cases: [Case] = [
        Case(name: "paragraph spacing in a text's height", node: "t",
             fragment: "the text wraps to 2 lines with a max width of 40 pt (a character is 8 pt wide, a line 16 pt tall, "
                + "4 pt between lines), clamped to its range: 40×36") {
            var tree = LayoutTree()
            let text = tree.text("t", TextContent("aaaa bbbb", fontSize: 16, paragraph: ParagraphStyle(lineSpacing: 4)))
            return (tree, tree.layout(root: text, in: SizeRange(min: Size(width: 40, height: 0),
                                                                 max: Size(width: 40, height: .infinity))))
        },
        Case(name: "a text of two fonts", node: "t",
             fragment: "the text wraps to 1 line with no max width (a character is half its own font size wide, plus "
                + "its kern, a line 16 pt tall), clamped to its range: 28×16") {
            var tree = LayoutTree()
            let text = tree.text("t", TextContent("abcd", fontSize: 16, runs: [TextRun(end: 2, fontSize: 12), TextRun(end: 4, fontSize: 16)]))
            return (tree, tree.layout(root: text, in: SizeRange(min: .zero, max: Size(width: .infinity, height: .infinity))))
        },
        Case(name: "stretch", node: "a", fragment: "horizontal stack, alignItems .stretch: height stretched to the line's 44 pt") {
            row(width: 300, [("a", 100, { _ in })])
        },
        Case(name: "flexGrow", node: "b", fragment: "flexGrow 1: it grew into the free space along the width, to 120 pt") {
            row(width: 300, [("a", 180, { _ in }), ("b", 0, { $0.width = .auto; $0.flexGrow = 1 })])
        },
        Case(name: "two growers with a measured size", node: "b",
             fragment: "the 2 growing children shared the free space in proportion to flexGrow (whole points each, the rest to the first); it came out 180 pt") {
            row(width: 300, [("a", 40, { $0.flexGrow = 1 }), ("b", 20, { $0.flexGrow = 2 })])
        },
        Case(name: "justify end with an overflow", node: "a",
             fragment: "the children overflow the stack's max by 60 pt; justifyContent .end places them with that negative space: x = -60") {
            row(width: 100, justify: .end, [("a", 80, { _ in }), ("b", 80, { _ in })])
        },
        Case(name: "spaceBetween with one child", node: "a",
             fragment: "justifyContent .spaceBetween with one child acts as .start; justifyContent .start") {
            row(width: 100, justify: .spaceBetween, [("a", 40, { _ in })])
        },
        Case(name: "flexShrink 0", node: "a", fragment: "flexShrink is 0 (Texture's default), so it overflows instead of shrinking: the children and spacing take 400 pt in a stack of at most 300 pt") {
            row(width: 300, [("a", 200, { _ in }), ("b", 200, { _ in })])
        },
        Case(name: "flexShrink 1", node: "a", fragment: "flexShrink 1: the children were too long for the stack's max of 300 pt, so it shrank to 100 pt") {
            row(width: 300, [("a", 200, { $0.width = .auto; $0.minWidth = .points(200); $0.flexShrink = 1 }), ("b", 200, { _ in })])
        },
        Case(name: "centre in stack", node: "a", fragment: "alignItems .center: y = floor((44 − 20) / 2) = 12") {
            row(width: 300, alignItems: .center, [("a", 100, { $0.height = .points(20) })])
        },
        Case(name: "justify end", node: "a", fragment: "justifyContent .end: the 200 pt of free space comes before the children: x = 200") {
            row(width: 300, justify: .end, [("a", 100, { _ in })])
        },
        Case(name: "inset", node: "child", fragment: "inset 8 on each side: it was offered its parent's range minus the insets and placed at (8, 8)") {
            wrapped({ .inset(EdgeInsets(all: 8), child: $0) }, child: Style(), size: Size(width: 100, height: 100))
        },
        Case(name: "centred", node: "child", fragment: "centered: x = (300 − 100) / 2 = 100") {
            var style = Style()
            style.preferredSize = Size(width: 100, height: 50)
            return wrapped({ .center(centering: .XY, sizing: [], child: $0) }, child: style, size: Size(width: 300, height: 300))
        },
        Case(name: "ratio", node: "child", fragment: "ratio 0.5 → height = width × 0.5") {
            wrapped({ .ratio(0.5, child: $0) }, child: Style(), size: Size(width: 200, height: 200))
        },
        Case(name: "parent's range wins", node: "child", fragment: "the parent's range wins: its style asks for width 500 pt, but the range it was offered runs 320…320 pt, so it is clamped to 320") {
            var style = Style()
            style.preferredSize = Size(width: 500, height: 50)
            return wrapped({ .wrapper(children: [$0]) }, child: style, size: Size(width: 320, height: 50))
        },
        Case(name: "path", node: "child", fragment: "spec (ASWrapperLayoutSpec)  offered [320×50 … 320×50]  size 320×50\n└─ child (ASDisplayNode)  offered [320×50 … 320×50]  size 320×50 at (0, 0)") {
            wrapped({ .wrapper(children: [$0]) }, child: Style(), size: Size(width: 320, height: 50))
        },
    ]

    @Test(arguments: cases)
    func explanationSays(_ example: Case) throws {
        let (tree, result) = example.build()
        let id = try #require(tree.lastElement(named: example.node))
        let text = try #require(Explanation.explain(id, result: result, tree: tree))
        #expect(text.contains(example.fragment), "\(text)")
    }

    /// A level of the path too wide for the terminal goes on under it, behind the path's tree line.
    @Test func thePathFitsANarrowTerminal() throws {
        let (tree, result) = Self.wrapped({ .wrapper(children: [$0]) }, child: Style(), size: Size(width: 320, height: 50))
        let id = try #require(tree.lastElement(named: "child"))
        let text = try #require(Explanation.explain(id, result: result, tree: tree, width: 56))
        #expect(text.contains("""
            spec (ASWrapperLayoutSpec)  offered [320×50 … 320×50]
            │  size 320×50
            └─ child (ASDisplayNode)  offered [320×50 … 320×50]
                  size 320×50 at (0, 0)
            """), "\(text)")
    }

    @Test func anElementOutsideTheLayoutHasNoExplanation() {
        var (tree, result) = Fixtures.row()
        let unused = tree.node("unused")
        #expect(Explanation.explain(unused, result: result, tree: tree) == nil)
        #expect(Explanation.explain(ElementID(999), result: result, tree: tree) == nil)
        result.frames = []
        #expect(Explanation.explain(ElementID(0), result: result, tree: tree) != nil)
    }
}
