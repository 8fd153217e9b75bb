import TextureLayout

/// The whole spec tree of a solved layout, every element from the root down with the range it was offered, the range
/// its style made of it, and its frame in its parent, drawn with tree lines like `tree(1)` does for folders.
public enum SpecTreeText {
    /// Builds on the engine's ``LayoutResult/debugEntries(in:)``: the text of each element is the engine's, and its
    /// depth becomes tree lines (`├─`, `└─`, `│`) instead of indentation. The engine's warnings follow unchanged.
    public static func render(
        _ result: LayoutResult, tree: LayoutTree, charset: DrawingOptions.Charset = .unicode
    ) -> String {
        let entries = result.debugEntries(in: tree)
        let glyphs = TreeGlyphs(charset)
        let lastAmongSiblings = lastAmongSiblings(entries.map(\.depth))
        var leads = ["", ""]  // per depth: the tree lines of the levels above it (the root and its children: none)
        var lines: [String] = []
        for (entry, isLast) in zip(entries, lastAmongSiblings) {
            guard entry.depth > 0 else {
                lines.append(entry.text)
                continue
            }
            let lead = leads[entry.depth]
            lines.append(lead + (isLast ? glyphs.last : glyphs.middle) + entry.text)
            leads.removeSubrange((entry.depth + 1)...)
            leads.append(lead + (isLast ? glyphs.gap : glyphs.through))
        }
        return (lines + result.warningLines).joined(separator: "\n")
    }

    /// For a depth-first list of depths: whether each entry is the last child of its parent (no later entry at
    /// its depth before one shallower).
    private static func lastAmongSiblings(_ depths: [Int]) -> [Bool] {
        var laterSibling = Array(repeating: false, count: (depths.max() ?? 0) + 1)
        var result = Array(repeating: true, count: depths.count)
        // Nothing deeper than this is marked, so a step clears only what the step before marked: linear in the
        // entries, however deep the tree.
        var deepestMarked = -1
        for index in depths.indices.reversed() {
            let depth = depths[index]
            result[index] = !laterSibling[depth]
            laterSibling[depth] = true
            if deepestMarked > depth {
                for deeper in (depth + 1)...deepestMarked { laterSibling[deeper] = false }
            }
            deepestMarked = depth
        }
        return result
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
