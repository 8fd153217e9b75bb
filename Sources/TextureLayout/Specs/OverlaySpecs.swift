extension LayoutPass {
    /// `ASOverlayLayoutSpec` and `ASBackgroundLayoutSpec`: the child alone decides the size; the decoration is laid
    /// out exactly at the child's size, relative to it, and drawn on top (overlay) or first (background). An overlay
    /// resolves percentages against the child's size, a background against the spec's own parent size.
    mutating func layoutDecorated(
        _ id: ElementID, child: ElementID?, decoration: ElementID?, isBackground: Bool, in range: SizeRange,
        parentSize: Size
    ) -> Int {
        let content = measure(child, in: range, parentSize: parentSize)
        let size = content.map(self.size) ?? .zero
        let decorationLayout = measure(decoration, in: SizeRange(exactly: size),
                                       parentSize: isBackground ? parentSize : size)
        let first = arena.placements.count
        for layout in isBackground ? [decorationLayout, content] : [content, decorationLayout] {
            if let layout { place(layout, at: .zero) }
        }
        return makeRecord(id, size: size, offered: range, resolved: range, children: first)
    }
}
