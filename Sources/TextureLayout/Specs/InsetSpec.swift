extension LayoutPass {
    /// `ASInsetLayoutSpec`: the child gets the range minus the insets (its min too, so an exact range forces the
    /// child to fill), and "border-box" parent sizes. An infinite edge measures from the range's max: a finite
    /// opposite edge pins the child there, two infinite edges centre it.
    mutating func layoutInset(
        _ id: ElementID, _ insets: EdgeInsets, _ child: ElementID?, in range: SizeRange, parentSize: Size
    ) -> Int {
        let insetsX = finiteOrZero(insets.left) + finiteOrZero(insets.right)
        let insetsY = finiteOrZero(insets.top) + finiteOrZero(insets.bottom)
        let childRange = SizeRange(
            min: Size(
                width: insets.left.isInfinite || insets.right.isInfinite ? 0 : MAX(0, range.min.width - insetsX),
                height: insets.top.isInfinite || insets.bottom.isInfinite ? 0 : MAX(0, range.min.height - insetsY)),
            max: Size(width: MAX(0, range.max.width - insetsX), height: MAX(0, range.max.height - insetsY)))
        let childParent = Size(width: MAX(0, parentSize.width - insetsX), height: MAX(0, parentSize.height - insetsY))
        guard let sublayout = measure(child, in: childRange, parentSize: childParent) else {
            return makeRecord(id, size: .zero, offered: range, resolved: range, children: arena.placements.count)
        }
        let childSize = self.size(sublayout)
        let size = range.clamp(Size(
            width: finite(childSize.width + insets.left + insets.right, or: range.max.width),
            height: finite(childSize.height + insets.top + insets.bottom, or: range.max.height)))
        let centredX = grid.round((range.max.width - childSize.width) / 2)
        let centredY = grid.round((range.max.height - childSize.height) / 2)
        let first = arena.placements.count
        place(sublayout, at: Point(
            x: finite(insets.left, or: range.max.width - (finite(insets.right, or: centredX) + childSize.width)),
            y: finite(insets.top, or: range.max.height - (finite(insets.bottom, or: centredY) + childSize.height))))
        return makeRecord(id, size: size, offered: range, resolved: range, children: first)
    }
}

/// Texture's `finiteOrZero`: an infinite inset counts as 0 in the sums (NaN stays NaN).
@inline(__always) func finiteOrZero(_ value: Double) -> Double { value.isInfinite ? 0 : value }

/// Texture's `finite(x, fallback)`: `fallback` where `x` is infinite.
@inline(__always) func finite(_ value: Double, or fallback: Double) -> Double { value.isInfinite ? fallback : value }
