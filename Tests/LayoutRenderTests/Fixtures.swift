import TextureLayout

/// Small layouts built through the engine API, shared by the renderer's tests.
enum Fixtures {
    /// A horizontal stack in a 320-point-wide range: an avatar, a title that grows, a button.
    static func row() -> (LayoutTree, LayoutResult) {
        var tree = LayoutTree()
        let avatar = tree.node("avatar", width: 44, height: 44)
        var titleStyle = Style()
        titleStyle.flexGrow = 1
        let title = tree.text("title", TextContent("Hello, Texture", fontSize: 16), style: titleStyle)
        let button = tree.node("button", width: 60, height: 30)
        let stack = tree.stack("row", StackSpec(spacing: 8, alignItems: .center), children: [avatar, title, button])
        let root = tree.spec("padding", .inset(EdgeInsets(all: 8), child: stack))
        let result = tree.layout(root: root, in: SizeRange(min: .zero, max: Size(width: 320, height: .infinity)))
        return (tree, result)
    }

    /// A vertical stack of two nodes with an overlay badge sticking out past the root's top right corner.
    static func overlapping() -> (LayoutTree, LayoutResult) {
        var tree = LayoutTree()
        let top = tree.node("top", width: 40, height: 12)
        let bottom = tree.node("bottom", width: 40, height: 12)
        var badgeStyle = Style()
        badgeStyle.layoutPosition = Point(x: 30, y: -4)
        badgeStyle.preferredSize = Size(width: 16, height: 10)
        let badge = tree.node("badge", style: badgeStyle)
        let column = tree.stack("column", StackSpec(direction: .vertical), children: [top, bottom])
        let root = tree.spec("canvas", .absolute(.sizeToFit, children: [column, badge]))
        let result = tree.layout(root: root, in: SizeRange(exactly: Size(width: 40, height: 24)))
        return (tree, result)
    }

    /// A root with nothing inside.
    static func empty() -> (LayoutTree, LayoutResult) {
        var tree = LayoutTree()
        let root = tree.spec("nothing", .plain(children: []))
        return (tree, tree.layout(root: root, in: SizeRange(exactly: Size(width: 40, height: 10))))
    }
}

extension Fixtures {
    /// A text node with wrapped text drawn at one column per character cell (8 pt), East Asian text in a second one.
    static func texts() -> (LayoutTree, LayoutResult) {
        var tree = LayoutTree()
        let latin = tree.text("note", TextContent("Layout is a function of constraints", fontSize: 16))
        let wide = tree.text("greeting", TextContent("こんにちは世界", fontSize: 16))
        let stack = tree.stack("column", StackSpec(direction: .vertical, spacing: 16, alignItems: .start),
                               children: [latin, wide])
        let root = tree.spec("margin", .inset(EdgeInsets(all: 16), child: stack))
        return (tree, tree.layout(root: root, in: SizeRange(min: .zero, max: Size(width: 200, height: 400))))
    }

    /// A horizontal stack of `count` 10-point-wide nodes, far wider than any terminal.
    static func longStack(count: Int) -> (LayoutTree, LayoutResult) {
        var tree = LayoutTree()
        let children = (0..<count).map { tree.node("n\($0)", width: 10, height: 40) }
        let root = tree.stack("strip", children: children)
        return (tree, tree.layout(root: root, in: .unconstrained))
    }

    /// A million-point square with one node at its centre and one of zero width.
    static func huge() -> (LayoutTree, LayoutResult) {
        var tree = LayoutTree()
        let centre = tree.node("centre", width: 250_000, height: 250_000)
        let hairline = tree.node("hairline", width: 0, height: 500_000)
        let centred = tree.spec("centring", .center(centering: .XY, sizing: [], child: centre))
        let root = tree.stack("pair", children: [centred, hairline])
        return (tree, tree.layout(root: root, in: SizeRange(exactly: Size(width: 1_000_000, height: 1_000_000))))
    }

    /// Every fixture, for properties that must hold whatever is drawn.
    static var all: [(name: String, tree: LayoutTree, result: LayoutResult)] {
        [("row", row()), ("overlapping", overlapping()), ("empty", empty()), ("texts", texts()), ("huge", huge()),
         ("longStack", longStack(count: 1_000))].map { ($0.0, $0.1.0, $0.1.1) }
    }
}
