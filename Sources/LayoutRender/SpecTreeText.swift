import TextureLayout

/// The whole spec tree of a solved layout, every element from the root down with the range it was offered, the range
/// its style made of it, and its frame in its parent, drawn with tree lines like `tree(1)` does for folders.
public enum SpecTreeText {
    /// Builds on the engine's ``LayoutResult/debugDescription(in:)``: the text of each element is the engine's, and the
    /// shape of the tree (taken from `result.layout`) replaces its two-space indentation with `├─`, `└─` and `│`.
    /// The engine's warnings follow unchanged.
    public static func render(
        _ result: LayoutResult, tree: LayoutTree, charset: DrawingOptions.Charset = .unicode
    ) -> String {
        let dump = result.debugDescription(in: tree).split(separator: "\n", omittingEmptySubsequences: false)
        var prefixes: [(depth: Int, prefix: String)] = []
        collectPrefixes(result.layout, depth: 0, lead: "", branch: "", glyphs: TreeGlyphs(charset), into: &prefixes)
        var lines: [String] = []
        for (index, line) in dump.enumerated() {
            guard index < prefixes.count else {
                lines.append(String(line))
                continue
            }
            let (depth, prefix) = prefixes[index]
            lines.append(prefix + line.dropFirst(2 * depth))
        }
        return lines.joined(separator: "\n")
    }

    /// The tree-line prefix of each layout in the order the engine dumps them (depth first, parent before children).
    private static func collectPrefixes(
        _ layout: Layout, depth: Int, lead: String, branch: String, glyphs: TreeGlyphs,
        into prefixes: inout [(depth: Int, prefix: String)]
    ) {
        prefixes.append((depth, lead + branch))
        let childLead = depth == 0 ? "" : lead + (branch == glyphs.last ? glyphs.gap : glyphs.through)
        for (index, sublayout) in layout.sublayouts.enumerated() {
            let isLast = index == layout.sublayouts.count - 1
            collectPrefixes(sublayout, depth: depth + 1, lead: childLead,
                            branch: isLast ? glyphs.last : glyphs.middle, glyphs: glyphs, into: &prefixes)
        }
    }

    private struct TreeGlyphs {
        let middle, last, through, gap: String

        init(_ charset: DrawingOptions.Charset) {
            switch charset {
            case .unicode: (middle, last, through, gap) = ("├─ ", "└─ ", "│  ", "   ")
            case .ascii: (middle, last, through, gap) = ("|- ", "`- ", "|  ", "   ")
            }
        }
    }
}
