import Testing
import TextureLayout
@testable import LayoutRender

@Test func preview() {
    for (tree, result) in [Fixtures.row(), Fixtures.overlapping()] {
        print(SpecTreeText.render(result, tree: tree))
        for id in 0..<tree.count { print(Explanation.explain(ElementID(id), result: result, tree: tree) ?? "nil \(id)") }
    }
    let (tree, result) = Fixtures.row()
    print(SVGExport.render(result, tree: tree, highlighted: [ElementID(1)]))
}
