extension LayoutResult {
    /// One element of the dump: its depth in the layout tree and its text.
    public struct DebugEntry: Sendable {
        public let depth: Int
        public let text: String
    }

    /// A tree dump of the whole layout, specs included: each element with the range it was offered, the range it
    /// computed in (after its style) when that differs, and the frame it got relative to its parent. This is the
    /// "why" view: follow the ranges down from the root to see where a size came from.
    public func debugDescription(in tree: LayoutTree) -> String {
        let elements = debugEntries(in: tree).map { String(repeating: "  ", count: $0.depth) + $0.text }
        return (elements + warningLines).joined(separator: "\n")
    }

    /// The elements of ``debugDescription(in:)``, depth first, parent before children.
    public func debugEntries(in tree: LayoutTree) -> [DebugEntry] {
        var entries: [DebugEntry] = []
        collect(layout, depth: 0, tree: tree, into: &entries)
        return entries
    }

    /// The end of ``debugDescription(in:)``: `warnings:` and one line per warning, or nothing.
    public var warningLines: [String] {
        warnings.isEmpty ? [] : ["warnings:"] + warnings.map { "  - \($0.message)" }
    }

    private func collect(_ layout: Layout, depth: Int, tree: LayoutTree, into entries: inout [DebugEntry]) {
        let element = tree.contains(layout.element) ? tree[layout.element] : nil
        var text = (element.map { "\($0.name) (\($0.typeName))" } ?? "\(layout.element)") + "  offered \(layout.offered)"
        if layout.resolved != layout.offered { text += "  style → \(layout.resolved)" }
        text += "  frame \(layout.frame)"
        entries.append(DebugEntry(depth: depth, text: text))
        for sublayout in layout.sublayouts {
            StackRoom.withStackRoom { collect(sublayout, depth: depth + 1, tree: tree, into: &entries) }
        }
    }
}
