import Testing
import TextureLayout
@testable import LayoutRender

/// Labels of boxes that share a corner stay apart, so two names never read as one.
struct LabelPlacementTests {
    @Test func namesOfBoxesAtTheSameOriginAreSeparated() {
        var tree = LayoutTree()
        let box = tree.node("box", width: 120, height: 80)
        let tag = tree.node("tag", width: 60, height: 30)
        let root = tree.spec("wrapper", .wrapper(children: [box, tag]))
        let result = tree.layout(root: root, in: SizeRange(min: .zero, max: Size(width: 200, height: 120)), scale: 2)
        var options = DrawingOptions()
        options.columns = 40
        options.legend = false
        let drawing = BoxDrawing.render(result, tree: tree, options: options)
        #expect(!drawing.contains("tagbox") && !drawing.contains("boxtag"))
        #expect(drawing.contains("tag") && drawing.contains("box"))
    }
}
