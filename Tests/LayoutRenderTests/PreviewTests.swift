import Testing
import TextureLayout
@testable import LayoutRender

@Test func preview() {
    for (tree, result) in [Fixtures.row(), Fixtures.overlapping(), Fixtures.empty()] {
        print(BoxDrawing.render(result, tree: tree))
        print(BoxDrawing.render(result, tree: tree, options: DrawingOptions(charset: .ascii, mode: .exact, highlighted: [ElementID(1)])))
        print(FramesTable.render(result, tree: tree))
        print(LayoutJSON.render(result, tree: tree))
        print(result.debugDescription(in: tree))
    }
}
