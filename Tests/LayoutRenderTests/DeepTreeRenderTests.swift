import Testing
import TextureLayout

@testable import LayoutRender

/// Every output of the renderer is made for a tree 20,000 display nodes deep (each node's layout spec insets the
/// next node by 1), where walking the layout one call per level would overflow the stack.
@Suite struct DeepTreeRenderTests {
    /// `depth` nodes, each laying out the next with an inset of 1; the innermost is a 10×10 leaf.
    static func nestedNodes(_ depth: Int) -> (LayoutTree, LayoutResult, innermost: ElementID) {
        var tree = LayoutTree()
        var inner = tree.node("n\(depth)", width: 10, height: 10)
        let innermost = inner
        for level in stride(from: depth - 1, through: 1, by: -1) {
            let inset = tree.spec("inset\(level)", .inset(EdgeInsets(all: 1), child: inner))
            inner = tree.node("n\(level)", layoutSpec: inset)
        }
        return (tree, tree.layout(root: inner, in: .unconstrained, scale: 1), innermost)
    }

    static let depth = 20_000

    @Test func drawingFramesJSONAndSVGListEveryNode() throws {
        let (tree, result, innermost) = Self.nestedNodes(Self.depth)
        let innermostFrame = try #require(result.frame(of: innermost))
        #expect(innermostFrame == Rect(origin: Point(x: Double(Self.depth - 1), y: Double(Self.depth - 1)),
                                       size: Size(width: 10, height: 10)))
        #expect(result.frames.count == Self.depth - 1)
        #expect(BoxDrawing.render(result, tree: tree).contains("n\(Self.depth)"))
        #expect(FramesTable.render(result, tree: tree).contains("n\(Self.depth)"))
        #expect(LayoutJSON.render(result, tree: tree).contains("\"n\(Self.depth)\":[\(Self.depth - 1),"))
        #expect(SVGExport.render(result, tree: tree).contains("n\(Self.depth)"))
    }

    /// The explanation and the tree text indent each level, so all of a deep tree would grow with the square of its
    /// depth (150 MB for a chain 10,000 deep): the tree lists 64 levels and counts the elements below them, and the
    /// explanation shows the path's first 8 levels and its last 56, down to the element, saying how many it leaves out.
    @Test func theExplanationAndTheTreeTextStayBoundedOnADeepTree() throws {
        let depth = 2_000
        let (tree, result, innermost) = Self.nestedNodes(depth)
        let explanation = try #require(Explanation.explain(innermost, result: result, tree: tree))
        let pathLines = explanation.split(separator: "\n").prefix { !$0.hasPrefix("why:") }
        // The title, 64 levels of the path and the line that says how many levels are left out.
        #expect(pathLines.count == 1 + SpecTreeText.maximumListedDepth + 1)
        #expect(pathLines.contains { $0.contains("… \(2 * depth - 1 - SpecTreeText.maximumListedDepth) levels between") })
        #expect(pathLines.last?.contains("n\(depth) (ASDisplayNode)") == true)
        let lines = SpecTreeText.render(result, tree: tree, charset: .ascii).split(separator: "\n")
        #expect(lines.count == SpecTreeText.maximumListedDepth + 2)
        #expect(lines.last.map(String.init) == "… and \(2 * depth - 1 - SpecTreeText.maximumListedDepth - 1) elements deeper than 64 levels, not "
            + "listed (:explain NAME shows the path to one)")
    }
}
