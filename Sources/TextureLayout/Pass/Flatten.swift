extension LayoutPass {
    /// `-[ASLayout filteredNodeLayoutTree]`, applied at every node: spec layouts dissolve into their parent node,
    /// each display node lands at the ceil-to-pixel of its unrounded position within that node, and its own
    /// subnodes are placed relative to it in turn. The result lists every display node below the root with its
    /// frame relative to the root, in z-order. A node placed twice keeps its last place, as a view can have only one
    /// superview.
    func flatten(_ root: Layout) -> [NodeFrame] {
        var frames: [NodeFrame] = []
        guard tree.contains(root.element) else { return frames }
        let rootIsNode = tree[root.element].isNode
        let start = rootIsNode ? root.sublayouts : [root]
        let rootOwner: ElementID? = rootIsNode ? root.element : nil
        for sublayout in start {
            collect(sublayout, positionInNode: .zero, nodeOrigin: .zero, supernode: rootOwner, into: &frames)
        }
        var lastIndex = Array(repeating: -1, count: tree.count)
        var placedTwice = false
        for (index, frame) in frames.enumerated() {
            placedTwice = placedTwice || lastIndex[frame.element.index] >= 0
            lastIndex[frame.element.index] = index
        }
        guard placedTwice else { return frames }
        return frames.enumerated().filter { lastIndex[$0.element.element.index] == $0.offset }.map(\.element)
    }

    private func collect(_ layout: Layout, positionInNode: Point, nodeOrigin: Point, supernode: ElementID?,
                         into frames: inout [NodeFrame]) {
        let position = positionInNode + layout.position
        guard tree[layout.element].isNode else {
            for sublayout in layout.sublayouts {
                collect(sublayout, positionInNode: position, nodeOrigin: nodeOrigin, supernode: supernode,
                        into: &frames)
            }
            return
        }
        let origin = nodeOrigin + grid.ceil(position)
        frames.append(NodeFrame(element: layout.element, frame: Rect(origin: origin, size: layout.size),
                                supernode: supernode))
        for sublayout in layout.sublayouts {
            collect(sublayout, positionInNode: .zero, nodeOrigin: origin, supernode: layout.element, into: &frames)
        }
    }
}
