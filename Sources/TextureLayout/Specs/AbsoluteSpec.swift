extension LayoutPass {
    /// `ASAbsoluteLayoutSpec`: each child sits at its `style.layoutPosition` and is offered its own style resolved with
    /// "auto max = the room right of and below its position" (not intersected with the spec's range, so children
    /// may overflow). The spec takes the bounded max, or with `.sizeToFit` (or an unbounded axis) the union of the
    /// children, clamped to its range.
    mutating func layoutAbsolute(_ sizing: AbsoluteSizing, _ children: [ElementID], in range: SizeRange)
        -> (Size, firstChild: Int)
    {
        let parent = definedMax(range)
        var sublayouts: [Placement] = []
        sublayouts.reserveCapacity(children.count)
        for child in children {
            let style = tree[child].style
            let position = style.layoutPosition
            let autoRange = SizeRange(
                min: .zero,
                max: Size(width: range.max.width - position.x, height: range.max.height - position.y))
            let childRange = style.resolvedRange(parentSize: parent, autoRange: autoRange)
            sublayouts.append(Placement(record: layout(child, in: childRange, parentSize: parent), position: position))
        }
        var size = parent
        if sizing == .sizeToFit || size.width.isNaN {
            size.width = sublayouts.reduce(range.min.width) { MAX($0, $1.position.x + self.size($1.record).width) }
        }
        if sizing == .sizeToFit || size.height.isNaN {
            size.height = sublayouts.reduce(range.min.height) { MAX($0, $1.position.y + self.size($1.record).height) }
        }
        let first = arena.placements.count
        place(sublayouts)
        return (range.clamp(size), first)
    }
}
