import Testing

@testable import TextureLayout

/// The tree dump the shell uses to explain a layout: each element, the range it was offered, the range after its
/// style when that differs, and its frame within its parent.
@Suite struct DebugDumpTests {
    /// The row's range has min width 0, so it hugs its content and b's flexGrow has no free space to take.
    @Test func dumpShowsOfferedRangesStyleRangesAndFrames() {
        var tree = LayoutTree()
        let a = tree.node("a", width: 50, height: 20)
        let b = tree.node("b")
        tree.updateStyle(b) { $0.flexGrow = 1 }
        let row = tree.stack("row", StackSpec(alignItems: .start), children: [a, b])
        let inset = tree.spec("padding", .inset(EdgeInsets(all: 10), child: row))
        let result = tree.layout(
            root: inset, in: SizeRange(min: .zero, max: Size(width: 200, height: .infinity)), scale: 2)
        #expect(result.debugDescription(in: tree) == """
            padding (ASInsetLayoutSpec)  offered [0×0 … 200×inf]  frame (0, 0, 70, 40)
              row (ASStackLayoutSpec)  offered [0×0 … 180×inf]  frame (10, 10, 50, 20)
                a (ASDisplayNode)  offered [0×0 … inf×inf]  style → [50×20 … 50×20]  frame (0, 0, 50, 20)
                b (ASDisplayNode)  offered [0×0 … inf×inf]  frame (50, 0, 0, 0)
            """)
    }

    @Test func dumpListsWarnings() {
        var tree = LayoutTree()
        let a = tree.node("a")
        tree.updateStyle(a) { $0.width = .fraction(1.5) }
        let wrapper = tree.spec("wrapper", .wrapper(children: [a]))
        let result = tree.layout(root: wrapper, in: SizeRange(exactly: Size(width: 100, height: 100)))
        #expect(result.debugDescription(in: tree).hasSuffix("""
            warnings:
              - a.style.width is 150%; Texture asserts that fractions lie between 0% and 100% and uses the value as it is
            """))
    }
}
