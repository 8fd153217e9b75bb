extension LayoutPass {
    /// `ASOverlayLayoutSpec`: the child alone decides the size; the overlay is laid out exactly at the child's size,
    /// relative to it, and drawn on top.
    mutating func layoutOverlay(
        _ id: ElementID, child: ElementID?, overlay: ElementID?, in range: SizeRange, parentSize: Size
    ) -> Layout {
        let content = measure(child, in: range, parentSize: parentSize)
        let size = content?.size ?? .zero
        var sublayouts = content.map { [$0] } ?? []
        if let overlayLayout = measure(overlay, in: SizeRange(exactly: size), parentSize: size) {
            sublayouts.append(overlayLayout)
        }
        return makeLayout(id, size: size, offered: range, resolved: range, sublayouts: sublayouts)
    }

    /// `ASBackgroundLayoutSpec`: like the overlay spec with the background drawn first, except that the background
    /// resolves percentages against the spec's own parent size, not the child's size.
    mutating func layoutBackground(
        _ id: ElementID, child: ElementID?, background: ElementID?, in range: SizeRange, parentSize: Size
    ) -> Layout {
        let content = measure(child, in: range, parentSize: parentSize)
        let size = content?.size ?? .zero
        var sublayouts: [Layout] = []
        if let backgroundLayout = measure(background, in: SizeRange(exactly: size), parentSize: parentSize) {
            sublayouts.append(backgroundLayout)
        }
        if let content { sublayouts.append(content) }
        return makeLayout(id, size: size, offered: range, resolved: range, sublayouts: sublayouts)
    }
}
