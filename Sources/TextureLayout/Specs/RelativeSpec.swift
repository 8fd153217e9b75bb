extension LayoutPass {
    /// `ASRelativeLayoutSpec` (and its subclass `ASCenterLayoutSpec`): the spec takes the bounded max of its range
    /// (hugging the child on an unbounded axis or with a "minimum" sizing option) and places the child at the start,
    /// centre or end of each axis, pixel-rounded. A positioned axis lets the child be smaller than the range's min.
    mutating func layoutRelative(
        horizontal: RelativePosition, vertical: RelativePosition, sizing: RelativeSizing, _ child: ElementID?,
        in range: SizeRange
    ) -> (Size, firstChild: Int) {
        let parent = definedMax(range)
        let childRange = SizeRange(
            min: Size(width: horizontal != .none ? 0 : range.min.width,
                      height: vertical != .none ? 0 : range.min.height),
            max: range.max)
        let measured = measure(child, in: childRange, parentSize: parent)
        let childSize = measured.map(self.size) ?? .zero
        var size = range.clamp(Size(
            width: parent.width.isFinite ? parent.width : childSize.width,
            height: parent.height.isFinite ? parent.height : childSize.height))
        size = range.clamp(Size(
            width: MIN(size.width, sizing.contains(.minimumWidth) ? childSize.width : size.width),
            height: MIN(size.height, sizing.contains(.minimumHeight) ? childSize.height : size.height)))
        let first = arena.placements.count
        if let measured {
            place(measured, at: Point(
                x: grid.round((size.width - childSize.width) * horizontal.factor),
                y: grid.round((size.height - childSize.height) * vertical.factor)))
        }
        return (size, first)
    }
}
