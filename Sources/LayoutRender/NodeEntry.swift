import TextureLayout

/// One display node of a solved layout as every renderer lists it: its legend number, name, type and frame, and
/// how it relates to the root's bounds.
struct NodeEntry: Hashable {
    /// 1-based, in z-order (the order of `LayoutResult.frames`).
    let number: Int
    let element: ElementID
    let name: String
    let typeName: String
    let frame: Rect
    let isHighlighted: Bool
    /// The content of a text node, drawn inside its box when it fits.
    let text: TextContent?
    let placement: Placement

    enum Placement: Hashable {
        case inside, partlyOutside, outside
    }

    /// Every display node of `result`, in z-order.
    static func entries(_ result: LayoutResult, _ tree: LayoutTree, highlighted: Set<ElementID> = [])
        -> [NodeEntry]
    {
        let root = Rect(origin: .zero, size: result.size)
        // A node laid out alone places no subnodes: it is drawn and listed itself, so typing a node's name shows it.
        var frames = result.frames.map { (element: $0.element, frame: $0.frame) }
        if frames.isEmpty, tree.contains(result.root), tree[result.root].isNode {
            frames = [(result.root, root)]
        }
        return frames.enumerated().map { offset, nodeFrame in
            let element = tree.contains(nodeFrame.element) ? tree[nodeFrame.element] : nil
            var text: TextContent?
            if case .node(let node)? = element?.kind, case .text(let content) = node.content { text = content }
            return NodeEntry(
                number: offset + 1, element: nodeFrame.element, name: element?.name ?? "\(nodeFrame.element)",
                typeName: element?.typeName ?? "unknown element", frame: nodeFrame.frame,
                isHighlighted: highlighted.contains(nodeFrame.element), text: text,
                placement: placement(of: nodeFrame.frame, in: root))
        }
    }

    /// Where a frame lies relative to the root's bounds. Inside includes touching an edge from inside; outside means
    /// no part of the frame is within the root, so a frame that only touches the root from outside (`x = -10` with
    /// a width of 10) is outside, not clipped. A line or dot counts as within where it lies on the root's bounds.
    private static func placement(of frame: Rect, in root: Rect) -> Placement {
        guard [frame.minX, frame.minY, frame.maxX, frame.maxY].allSatisfy(\.isFinite) else { return .outside }
        if frame.minX >= root.minX && frame.minY >= root.minY && frame.maxX <= root.maxX && frame.maxY <= root.maxY {
            return .inside
        }
        func overlaps(_ low: Double, _ high: Double, _ rootLow: Double, _ rootHigh: Double) -> Bool {
            let start = Swift.max(low, rootLow)
            let end = Swift.min(high, rootHigh)
            // A span of positive length must share some length with the root's; a point must lie within it.
            return low < high && rootLow < rootHigh ? start < end : start <= end
        }
        let within = overlaps(frame.minX, frame.maxX, root.minX, root.maxX)
            && overlaps(frame.minY, frame.maxY, root.minY, root.maxY)
        return within ? .partlyOutside : .outside
    }

    /// `x=0 y=0 w=100 h=50`.
    var frameText: String {
        "x=\(formatPoints(frame.minX)) y=\(formatPoints(frame.minY)) "
            + "w=\(formatPoints(frame.size.width)) h=\(formatPoints(frame.size.height))"
    }

    /// What a reader of the legend must know beyond the frame: a box that has collapsed to a line or a dot, and
    /// one the drawing clips at the root's edges.
    var notes: [String] {
        var notes: [String] = []
        switch (frame.size.width == 0, frame.size.height == 0) {
        case (true, true): notes.append("zero size, drawn as a dot")
        case (true, false): notes.append("zero width, drawn as a line")
        case (false, true): notes.append("zero height, drawn as a line")
        case (false, false): break
        }
        switch placement {
        case .inside: break
        case .partlyOutside: notes.append("partly outside the root, clipped")
        case .outside: notes.append("outside the root, not drawn")
        }
        return notes
    }

    var area: Double {
        let area = frame.size.width * frame.size.height
        return area.isNaN ? 0 : area
    }
}

/// `text` followed by spaces up to `width` terminal cells.
public func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: Swift.max(0, width - cellCount(text)))
}

/// `text` preceded by spaces up to `width` terminal cells.
public func rightAligned(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: Swift.max(0, width - cellCount(text))) + text
}

/// The line without the spaces at its end.
func trimmingTrailingSpaces(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line.removeLast() }
    return String(line)
}
