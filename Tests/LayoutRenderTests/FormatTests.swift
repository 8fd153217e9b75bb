import Testing
import TextureLayout
@testable import LayoutRender

/// Exact outputs of the JSON, the frames table and the side-by-side layout.
struct FormatTests {
    /// Nodes placed by an absolute spec, so every frame is chosen by the test.
    private static func placed(_ nodes: [(name: String, frame: Rect)]) -> (LayoutTree, LayoutResult) {
        var tree = LayoutTree()
        let ids = nodes.map { node -> ElementID in
            var style = Style()
            style.layoutPosition = node.frame.origin
            style.preferredSize = node.frame.size
            return tree.node(node.name, style: style)
        }
        let root = tree.spec("root", .absolute(.default, children: ids))
        return (tree, tree.layout(root: root, in: SizeRange(exactly: Size(width: 100, height: 50))))
    }

    @Test(arguments: [
        ([], #"{"size":[100,50],"frames":{}}"#),
        ([("a", Rect(x: 0, y: 0, width: 100, height: 50))], #"{"size":[100,50],"frames":{"a":[0,0,100,50]}}"#),
        ([("a", Rect(x: 12.5, y: 33.5, width: 20, height: 10))], #"{"size":[100,50],"frames":{"a":[12.5,33.5,20,10]}}"#),
        ([("a", Rect(x: -10, y: 0, width: 5, height: 5)), ("b", Rect(x: 1, y: 2, width: 3, height: 4))],
         #"{"size":[100,50],"frames":{"a":[-10,0,5,5],"b":[1,2,3,4]}}"#),
        // A name used twice keeps its first place and the last frame.
        ([("a", Rect(x: 0, y: 0, width: 5, height: 5)), ("b", Rect(x: 1, y: 1, width: 1, height: 1)),
          ("a", Rect(x: 9, y: 9, width: 9, height: 9))],
         #"{"size":[100,50],"frames":{"a":[9,9,9,9],"b":[1,1,1,1]}}"#),
        ([("say \"hi\"\\\n\u{1}", Rect(x: 0, y: 0, width: 1, height: 1))],
         #"{"size":[100,50],"frames":{"say \"hi\"\\\n\u0001":[0,0,1,1]}}"#),
        ([("名前", Rect(x: 0, y: 0, width: 1, height: 1))], #"{"size":[100,50],"frames":{"名前":[0,0,1,1]}}"#),
    ])
    func json(nodes: [(String, Rect)], expected: String) {
        let (tree, result) = Self.placed(nodes.map { (name: $0.0, frame: $0.1) })
        #expect(LayoutJSON.render(result, tree: tree) == expected)
    }

    /// What the engine replaced as Texture does is listed under `warnings`, once each: a position that is not
    /// finite (a node at x = ∞) is 0 on that axis.
    @Test func jsonListsTheEnginesWarnings() {
        let (tree, result) = Self.placed([(name: "far", frame: Rect(x: .infinity, y: 4, width: 5, height: 5)),
                                          (name: "near", frame: Rect(x: 1, y: 1, width: 1, height: 1))])
        let json = LayoutJSON.render(result, tree: tree)
        #expect(json.contains(#""near":[1,1,1,1]},"warnings":["far is placed at a position that is not finite"#), "\(json)")
        #expect(json.components(separatedBy: "not finite").count == 2, "\(json)")
    }

    /// A node laid out alone is listed itself, as the drawing and the frames table list it; an empty spec lists none.
    @Test func jsonOfANodeLaidOutAlone() {
        var tree = LayoutTree()
        let card = tree.node("card", width: 40, height: 30)
        let result = tree.layout(root: card, in: SizeRange(min: .zero, max: Size(width: 100, height: 50)))
        #expect(LayoutJSON.render(result, tree: tree) == #"{"size":[40,30],"frames":{"card":[0,0,40,30]}}"#)
        let spacer = tree.spec("spacer", .plain(children: []))
        #expect(LayoutJSON.render(tree.layout(root: spacer, in: SizeRange(min: .zero, max: Size(width: 100, height: 50))),
                                  tree: tree) == #"{"size":[0,0],"frames":{}}"#)
    }

    @Test(arguments: [
        (12.5, "12.5"), (100, "100"), (-0.0, "0"), (0.1, "0.1"), (1e20, "1e+20"), (Double.nan, "null"),
        (-Double.infinity, "null"),
    ])
    func jsonNumbers(value: Double, expected: String) {
        #expect(LayoutJSON.number(value) == expected)
    }

    /// Points as the frames table and the drawing print them: thousandths at most, and a huge finite value as
    /// itself, not the infinity that rounding it to thousandths would overflow to.
    @Test(arguments: [
        (12.5, "12.5"), (100, "100"), (0.1234, "0.123"), (-0.0004, "0"), (5e307, "5e+307"), (-5e307, "-5e+307"),
        (1e20, "1e+20"), (Double.infinity, "inf"), (Double.nan, "nan"),
    ])
    func points(value: Double, expected: String) {
        #expect(formatPoints(value) == expected)
    }

    @Test func framesTable() {
        // The absolute spec offers `off` only the 10 pt below its position, so its height is 10.
        let (tree, result) = Self.placed([
            ("header", Rect(x: 0, y: 0, width: 100, height: 20)), ("dot", Rect(x: 50, y: 30, width: 0, height: 0)),
            ("off", Rect(x: -12.5, y: 40, width: 20, height: 20)),
        ])
        #expect(FramesTable.render(result, tree: tree) == """
            #  name    type               x   y    w   h  notes
            1  header  ASDisplayNode      0   0  100  20
            2  dot     ASDisplayNode     50  30    0   0  zero size, drawn as a dot
            3  off     ASDisplayNode  -12.5  40   20  10  partly outside the root, clipped
            """)
        #expect(FramesTable.render(result, tree: tree, options: DrawingOptions(highlighted: [ElementID(1)])) == """
               #  name    type               x   y    w   h  notes
               1  header  ASDisplayNode      0   0  100  20
            *  2  dot     ASDisplayNode     50  30    0   0  zero size, drawn as a dot
               3  off     ASDisplayNode  -12.5  40   20  10  partly outside the root, clipped
            """)
    }

    @Test func framesTableOfAnEmptyLayout() {
        let (tree, result) = Fixtures.empty()
        #expect(FramesTable.render(result, tree: tree) == "no display nodes")
    }

    @Test func sideBySideAlignsByDisplayWidth() {
        let left = "\u{1B}[31m┌─┐\u{1B}[0m\n名前\n"
        let right = "ab\ncd\nef\ngh"
        #expect(BoxDrawing.sideBySide(left, right, titles: ("target", "yours"), gap: 2) == """
            target  yours
            \u{1B}[31m┌─┐\u{1B}[0m     ab
            名前    cd
                    ef
                    gh
            """)
        #expect(BoxDrawing.sideBySide("a\nb", "", titles: ("left", ""), gap: 3) == "left\na\nb")
    }

    @Test(arguments: [
        ("", 0), ("abc", 3), ("名前", 4), ("\u{1B}[31mred\u{1B}[0m", 3), ("e\u{301}", 1), ("\u{1B}[1;32m│\u{1B}[0m", 1),
        // A flag is two regional indicators, an emoji-presentation heart ends in U+FE0F: terminals draw both wide.
        ("\u{1F1EB}\u{1F1F7}", 2), ("a\u{2764}\u{FE0F}b", 4), ("\u{2764}", 1),
    ])
    func displayWidth(text: String, expected: Int) {
        #expect(BoxDrawing.displayWidth(text) == expected)
    }
}
