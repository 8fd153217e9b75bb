extension LayoutPass {
    /// `ASRatioLayoutSpec`: `ratio` is height ÷ width. Each bounded max proposes a size (floor-pixel-rounded);
    /// the proposal whose shape is closest to the ratio wins, the width's on a tie; the child is laid out exactly at
    /// it. With neither axis bounded no ratio is applied. The spec reports the child's size, not clamped.
    mutating func layoutRatio(_ ratio: Double, _ child: ElementID?, in range: SizeRange) -> (Size, firstChild: Int) {
        var proposals: [Size] = []
        if isValidForSize(range.max.width) {
            proposals.append(range.clamp(Size(width: range.max.width, height: grid.floor(ratio * range.max.width))))
        }
        if isValidForSize(range.max.height) {
            proposals.append(range.clamp(Size(width: grid.floor(range.max.height / ratio), height: range.max.height)))
        }
        var best = proposals.first
        for proposal in proposals.dropFirst() {
            // std::max_element with "farther from the ratio" as its ordering: a strictly closer one replaces.
            if let current = best, abs(current.height / current.width - ratio) > abs(proposal.height / proposal.width - ratio) {
                best = proposal
            }
        }
        let childRange = best.map { range.intersect(SizeRange(exactly: $0)) } ?? range
        guard let sublayout = measure(child, in: childRange, parentSize: best ?? .undefined) else {
            return (.zero, arena.placements.count)
        }
        let first = arena.placements.count
        place(sublayout, at: .zero)
        return (self.size(sublayout), first)
    }
}
