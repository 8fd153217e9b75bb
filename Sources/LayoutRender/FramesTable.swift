import TextureLayout

/// Every display node's frame as an aligned table: the view for players who cannot use colour or box drawings,
/// and the easiest one to compare by eye with a target.
public enum FramesTable {
    /// Columns: a star for highlighted nodes, the legend number, name, type, x, y, w, h, and notes (collapsed or
    /// clipped boxes); the star and notes columns only when some row uses them. Numbers are right-aligned; no line
    /// ends in spaces.
    public static func render(_ result: LayoutResult, tree: LayoutTree, options: DrawingOptions = DrawingOptions())
        -> String
    {
        let entries = NodeEntry.entries(result, tree, highlighted: options.highlighted)
        guard !entries.isEmpty else { return "no display nodes" }
        let header = ["", "#", "name", "type", "x", "y", "w", "h", "notes"]
        let rows = entries.map { entry in
            [entry.isHighlighted ? GlyphSet.highlightMarker : "", String(entry.number), entry.name, entry.typeName,
             formatPoints(entry.frame.minX), formatPoints(entry.frame.minY),
             formatPoints(entry.frame.size.width), formatPoints(entry.frame.size.height),
             entry.notes.joined(separator: "; ")]
        }
        let rightAlignedColumns: Set<Int> = [1, 4, 5, 6, 7]
        let widths = header.indices.map { column in
            ([header] + rows).map { cellCount($0[column]) }.max() ?? 0
        }
        let shownColumns = header.indices.filter { column in
            column != 0 && column != header.count - 1 || rows.contains { !$0[column].isEmpty }
        }
        return ([header] + rows).map { row in
            let cells = shownColumns.map { column in
                rightAlignedColumns.contains(column)
                    ? rightAligned(row[column], to: widths[column]) : padded(row[column], to: widths[column])
            }
            return trimmingTrailingSpaces(cells.joined(separator: "  "))
        }.joined(separator: "\n")
    }
}
