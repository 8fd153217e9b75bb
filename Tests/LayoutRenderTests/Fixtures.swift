import TextureLayout

/// Small layouts built through the engine API, shared by the renderer's tests.
enum Fixtures {
    /// A horizontal stack in a 320-point-wide range: an avatar, a title that grows, a button.
    static func row() -> (LayoutTree, LayoutResult) {
        var tree = LayoutTree()
        let avatar = tree.node("avatar", width: 44, height: 44)
        var titleStyle = Style()
        titleStyle.flexGrow = 1
        let title = tree.text("title", TextContent("Hello, Texture"), style: titleStyle)
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
