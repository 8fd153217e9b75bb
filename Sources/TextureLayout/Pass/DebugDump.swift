extension LayoutResult {
    /// A tree dump of the whole layout, specs included: each element with the range it was offered, the range it
    /// computed in (after its style) when that differs, and the frame it got relative to its parent. This is the
    /// "why" view: follow the ranges down from the root to see where a size came from.
    public func debugDescription(in tree: LayoutTree) -> String {
        var lines: [String] = []
        dump(layout, depth: 0, tree: tree, into: &lines)
        if !warnings.isEmpty {
            lines.append("warnings:")
            lines.append(contentsOf: warnings.map { "  - \($0.message)" })
        }
        return lines.joined(separator: "\n")
    }

    private func dump(_ layout: Layout, depth: Int, tree: LayoutTree, into lines: inout [String]) {
        let element = tree.contains(layout.element) ? tree[layout.element] : nil
        let label = element.map { "\($0.name) (\($0.typeName))" } ?? "\(layout.element)"
        var line = String(repeating: "  ", count: depth) + label + "  offered \(layout.offered)"
        if layout.resolved != layout.offered { line += "  style → \(layout.resolved)" }
        line += "  frame \(layout.frame)"
        lines.append(line)
        for sublayout in layout.sublayouts {
            dump(sublayout, depth: depth + 1, tree: tree, into: &lines)
        }
    }
}
