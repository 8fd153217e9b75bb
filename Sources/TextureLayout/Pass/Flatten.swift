extension LayoutPass {
    /// `-[ASLayout filteredNodeLayoutTree]`, applied at every node: spec layouts dissolve into their parent node,
    /// each display node lands at the ceil-to-pixel of its unrounded position within that node, and its own
    /// subnodes are placed relative to it in turn. The result lists every display node below the root with its
    /// frame relative to the root, in z-order. A node placed twice keeps its last place, as a view can have only one
    /// superview. Pending records on the way are computed, so the arena is complete afterwards.
    mutating func flatten(_ root: Int) -> [NodeFrame] {
        var frames: [NodeFrame] = []
        frames.reserveCapacity(tree.count)
        let rootElement = arena[root].element
        guard tree.contains(rootElement) else { return frames }
        if tree[rootElement].isNode {
            for placement in arena.children(of: root) {
                let child = arena.placements[placement]
                collect(child.record, positionInNode: child.position, nodeOrigin: .zero, supernode: rootElement,
                        into: &frames)
            }
        } else {
            collect(root, positionInNode: .zero, nodeOrigin: .zero, supernode: nil, into: &frames)
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

    /// `position` is the record's unrounded position within the node that owns it.
    private mutating func collect(_ record: Int, positionInNode position: Point, nodeOrigin: Point,
                                  supernode: ElementID?, into frames: inout [NodeFrame]) {
        completePending(record)
        StackRoom.withStackRoom { collectCompleted(record, positionInNode: position, nodeOrigin: nodeOrigin,
                                                   supernode: supernode, into: &frames) }
    }

    private mutating func collectCompleted(_ record: Int, positionInNode position: Point, nodeOrigin: Point,
                                           supernode: ElementID?, into frames: inout [NodeFrame]) {
        let element = arena[record].element
        guard tree[element].isNode else {
            for placement in arena.children(of: record) {
                let child = arena.placements[placement]
                collect(child.record, positionInNode: position + child.position, nodeOrigin: nodeOrigin,
                        supernode: supernode, into: &frames)
            }
            return
        }
        let origin = nodeOrigin + grid.ceil(position)
        frames.append(NodeFrame(element: element, frame: Rect(origin: origin, size: arena[record].size),
                                supernode: supernode))
        for placement in arena.children(of: record) {
            let child = arena.placements[placement]
            collect(child.record, positionInNode: child.position, nodeOrigin: origin, supernode: element,
                    into: &frames)
        }
    }
}
