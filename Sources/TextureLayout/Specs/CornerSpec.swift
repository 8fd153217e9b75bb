extension LayoutPass {
    /// `ASCornerLayoutSpec`: child and corner are both measured with the whole range (min included); the corner's
    /// centre sits on the chosen corner of the child, moved by `offset`. Without `wrapsCorner` the spec is the child's
    /// size and the corner may stick out; with it, the spec grows to the union of both frames (clamped) and both are
    /// shifted so the union starts at the origin.
    mutating func layoutCorner(_ corner: CornerSpec, child: ElementID?, corner cornerElement: ElementID?,
                               in range: SizeRange) -> (Size, firstChild: Int) {
        let parent = definedMax(range)
        let childLayout = measure(child, in: range, parentSize: parent)
        let cornerLayout = measure(cornerElement, in: range, parentSize: parent)
        let childSize = childLayout.map(self.size) ?? .zero
        let cornerSize = cornerLayout.map(self.size) ?? .zero
        let right = corner.location == .topRight || corner.location == .bottomRight
        let bottom = corner.location == .bottomLeft || corner.location == .bottomRight
        let cornerOrigin = Point(
            x: (right ? childSize.width : 0) - cornerSize.width / 2 + corner.offset.x,
            y: (bottom ? childSize.height : 0) - cornerSize.height / 2 + corner.offset.y)
        var size = childSize
        var shift = Point.zero
        if corner.wrapsCorner {
            let union = Rect(origin: .zero, size: childSize).union(Rect(origin: cornerOrigin, size: cornerSize))
            size = range.clamp(union.size)
            shift = Point(x: -union.minX, y: -union.minY)
        }
        let first = arena.placements.count
        if let childLayout { place(childLayout, at: shift) }
        if let cornerLayout { place(cornerLayout, at: cornerOrigin + shift) }
        return (size, first)
    }
}
