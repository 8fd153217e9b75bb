import TextureLayout

/// Layouts with nodes at chosen frames (an absolute spec, as the game's corner and overlay levels produce them), for
/// the cases where a drawing used to mislead: boxes too small for their names, a background behind a smaller node,
/// a badge over a corner, equal boxes and gaps at a scale that does not divide them, children outside the root.
enum PlacedFixtures {
    /// Display nodes named and framed as given, in z-order, in a root of exactly `size`. The engine lays them out
    /// in an absolute spec, then each gets its frame as given: a corner spec puts a child beyond its parent's right
    /// edge, which an absolute spec (limiting a child to the room right of its position, as Texture does) cannot.
    static func placed(_ nodes: [(String, Rect)], in size: Size) -> (LayoutTree, LayoutResult) {
        var tree = LayoutTree()
        let children = nodes.map { name, frame in
            var style = Style()
            style.layoutPosition = frame.origin
            style.preferredSize = frame.size
            return tree.node(name, style: style)
        }
        let root = tree.spec("canvas", .absolute(.default, children: children))
        var result = tree.layout(root: root, in: SizeRange(exactly: size))
        for index in result.frames.indices {
            if let node = nodes.first(where: { tree[result.frames[index].element].name == $0.0 }) {
                result.frames[index].frame = node.1
            }
        }
        return (tree, result)
    }

    /// A menu of three rows as narrow as their text (the `fill-the-width` level before it is solved), with an icon
    /// and a 20-point dot beside it: drawn in 60 columns every box is a line or a few cells.
    static func smallBoxes() -> (LayoutTree, LayoutResult) {
        placed([("inbox", Rect(x: 0, y: 0, width: 40, height: 16)), ("sent", Rect(x: 0, y: 24, width: 32, height: 16)),
                ("archive", Rect(x: 0, y: 48, width: 56, height: 16)),
                ("icon", Rect(x: 200, y: 8, width: 24, height: 24)), ("dot", Rect(x: 160, y: 40, width: 20, height: 20))],
               in: Size(width: 240, height: 64))
    }

    /// The `tap-target` level's goal: a 44-point tap area behind a 24-point icon centred in it.
    static func tapTarget() -> (LayoutTree, LayoutResult) {
        placed([("area", Rect(x: 0, y: 0, width: 44, height: 44)), ("icon", Rect(x: 10, y: 10, width: 24, height: 24))],
               in: Size(width: 44, height: 44))
    }

    /// The `badge` level's goal: a 20-point badge centred on an avatar's top-right corner, half outside the root.
    static func badge() -> (LayoutTree, LayoutResult) {
        placed([("avatar", Rect(x: 0, y: 0, width: 80, height: 80)),
                ("badge", Rect(x: 70, y: -10, width: 20, height: 20))],
               in: Size(width: 80, height: 80))
    }

    /// Three 40-point boxes 10 points apart in a 300-point row (the `personal-space` level's start).
    static func equalGaps() -> (LayoutTree, LayoutResult) {
        placed([("a", Rect(x: 0, y: 0, width: 40, height: 40)), ("b", Rect(x: 50, y: 0, width: 40, height: 40)),
                ("c", Rect(x: 100, y: 0, width: 40, height: 40))],
               in: Size(width: 300, height: 60))
    }

    /// Children across the root's top-left and bottom-right corners, and two that only touch the root from outside.
    static func outside() -> (LayoutTree, LayoutResult) {
        placed([("body", Rect(x: 20, y: 20, width: 160, height: 60)),
                ("header", Rect(x: -10, y: 0, width: 60, height: 30)),
                ("footer", Rect(x: 160, y: 80, width: 60, height: 30)),
                ("touching", Rect(x: -10, y: 40, width: 10, height: 10)),
                ("beyond", Rect(x: 210, y: 0, width: 10, height: 10))],
               in: Size(width: 200, height: 100))
    }

    /// Every case with the width it is drawn at in the snapshots (the half of an 80- or 100-column terminal the
    /// game gives each drawing, or a whole narrow one).
    static var all: [(name: String, columns: Int, tree: LayoutTree, result: LayoutResult)] {
        [("smallBoxes", 60, smallBoxes()), ("tapTarget", 12, tapTarget()), ("badge", 34, badge()),
         ("equalGaps", 48, equalGaps()), ("outside", 38, outside())].map { ($0.0, $0.1, $0.2.0, $0.2.1) }
    }
}
