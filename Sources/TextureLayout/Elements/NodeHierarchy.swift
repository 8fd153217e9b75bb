extension LayoutTree {
    /// The nodes a node's layout spec lays out directly (`-[ASDisplayNode subnodes]` of a node that
    /// `automaticallyManagesSubnodes`), in spec order; the walk stops at nodes, whose own subnodes are theirs.
    public func subnodes(of id: ElementID) -> [ElementID] {
        guard contains(id), case .node(let node) = self[id].kind, let spec = node.layoutSpec else { return [] }
        var found: [ElementID] = []
        var visited: Set<ElementID> = []
        var pending = [spec]
        while let next = pending.popLast() {
            guard contains(next), visited.insert(next).inserted else { continue }
            switch self[next].kind {
            case .node: found.append(next)
            case .spec(let spec): pending.append(contentsOf: spec.laidOutChildren.reversed())
            }
        }
        return found
    }

    /// The node whose layout spec lays `id` out (`-[ASDisplayNode supernode]`); nil for a node in no node's spec.
    public func supernode(of id: ElementID) -> ElementID? {
        ids.first { candidate in candidate != id && subnodes(of: candidate).contains(id) }
    }

    /// `-[ASDisplayNode calculateSizeThatFits:]` of a node for a constrained size: its class's own measure, which for
    /// a node with a layout spec (a button, a text cell, a `layoutSpecBlock`) is `ASDisplayNode`'s: the constrained
    /// size when it is valid for a size, 0×0 otherwise.
    public func calculateSizeThatFits(_ id: ElementID, _ constrainedSize: Size) -> Size {
        guard contains(id), case .node(let node) = self[id].kind else { return .zero }
        guard node.layoutSpec == nil else { return LayoutPass.displayNodeSize(fitting: constrainedSize) }
        return LayoutPass.intrinsicSize(node.content, in: SizeRange(min: .zero, max: constrainedSize))
    }
}
