extension LayoutPass {
    /// `ASOverlayLayoutSpec`: the child alone decides the size; the overlay is laid out exactly at the child's size,
    /// relative to it, and drawn on top.
    mutating func layoutOverlay(
        _ id: ElementID, child: ElementID?, overlay: ElementID?, in range: SizeRange, parentSize: Size
    ) -> Int {
        let content = measure(child, in: range, parentSize: parentSize)
        let size = content.map(self.size) ?? .zero
        let overlayLayout = measure(overlay, in: SizeRange(exactly: size), parentSize: size)
        let first = arena.placements.count
        if let content { place(content, at: .zero) }
        if let overlayLayout { place(overlayLayout, at: .zero) }
        return makeRecord(id, size: size, offered: range, resolved: range, children: first)
    }

    /// `ASBackgroundLayoutSpec`: like the overlay spec with the background drawn first, except that the background
    /// resolves percentages against the spec's own parent size, not the child's size.
    mutating func layoutBackground(
        _ id: ElementID, child: ElementID?, background: ElementID?, in range: SizeRange, parentSize: Size
    ) -> Int {
        let content = measure(child, in: range, parentSize: parentSize)
        let size = content.map(self.size) ?? .zero
        let backgroundLayout = measure(background, in: SizeRange(exactly: size), parentSize: parentSize)
        let first = arena.placements.count
        if let backgroundLayout { place(backgroundLayout, at: .zero) }
        if let content { place(content, at: .zero) }
        return makeRecord(id, size: size, offered: range, resolved: range, children: first)
    }
}
