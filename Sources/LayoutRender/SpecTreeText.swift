import TextureLayout

/// The whole spec tree of a solved layout, every element from the root down with the range it was offered, the range
/// its style made of it, and its frame in its parent, drawn with tree lines like `tree(1)` does for folders.
public enum SpecTreeText {
    /// Builds on the engine's ``LayoutResult/debugEntries(in:)``: the text of each element is the engine's, and its
    /// depth becomes tree lines (`├─`, `└─`, `│`) instead of indentation. The engine's warnings follow unchanged.
    /// With `width`, an entry too wide for it goes on over several lines (see ``entryLines(_:_:continuation:width:)``).
    /// Elements deeper than ``maximumListedDepth`` are counted instead of listed: each line is indented by its depth,
    /// so a chain of specs 10,000 deep would print its depth squared (150 MB).
    public static func render(
        _ result: LayoutResult, tree: LayoutTree, charset: DrawingOptions.Charset = .unicode, width: Int? = nil
    ) -> String {
        let entries = result.debugEntries(in: tree)
        let glyphs = TreeGlyphs(charset)
        let lastAmongSiblings = lastAmongSiblings(entries.map(\.depth))
        var leads = ["", ""]  // per depth: the tree lines of the levels above it (the root and its children: none)
        var lines: [String] = []
        var unlisted = 0
        for (index, (entry, isLast)) in zip(entries, lastAmongSiblings).enumerated() {
            guard entry.depth <= maximumListedDepth else {
                unlisted += 1
                continue
            }
            let hasChildren = index + 1 < entries.count && entries[index + 1].depth > entry.depth
            let below = hasChildren ? glyphs.through : glyphs.gap
            guard entry.depth > 0 else {
                lines += entryLines("", entry.text, continuation: below, width: width)
                continue
            }
            let lead = leads[entry.depth]
            let childLead = lead + (isLast ? glyphs.gap : glyphs.through)
            lines += entryLines(lead + (isLast ? glyphs.last : glyphs.middle), entry.text,
                                continuation: childLead + below, width: width)
            leads.removeSubrange((entry.depth + 1)...)
            leads.append(childLead)
        }
        if unlisted > 0 {
            lines.append("… and \(unlisted) element\(unlisted == 1 ? "" : "s") deeper than \(maximumListedDepth) levels, not "
                + "listed (:explain NAME shows the path to one)")
        }
        return (lines + result.warningLines).joined(separator: "\n")
    }

    /// How deep `:tree` lists elements.
    public static let maximumListedDepth = 64

    /// An element's line of a tree, `head` (its tree lines) then `text`, fitted to `width` columns when given: the
    /// text's fields (which the engine separates with two spaces) fill as many lines as they need, each later line
    /// behind `continuation`, the tree lines that run past the element. Without this, a terminal's wrapping would put
    /// the fields under no branch of the tree.
    static func entryLines(_ head: String, _ text: String, continuation: String, width: Int?) -> [String] {
        guard let width, BoxDrawing.displayWidth(head + text) > width else { return [head + text] }
        var lines: [String] = []
        var current = head
        for (index, field) in text.split(separator: "  ").enumerated() {
            if index == 0 {
                current += field
            } else if BoxDrawing.displayWidth(current + "  " + field) > width {
                lines.append(current)
                current = continuation + field
            } else {
                current += "  " + field
            }
        }
        lines.append(current)
        return lines
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
