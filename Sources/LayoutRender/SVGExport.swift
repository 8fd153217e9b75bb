import TextureLayout

/// The solved layout as a standalone SVG file (one user unit per point), for sharing outside the terminal: the
/// root's outline, one group per display node with a tooltip, and a legend below the drawing.
public enum SVGExport {
    /// Fill colours by node order, the same order as the terminal palette (red, green, yellow, blue, magenta, cyan).
    private static let palette = ["#e6194b", "#3cb44b", "#c9a400", "#4363d8", "#911eb4", "#00a3a3"]
    private static let legendLineHeight = 18.0
    private static let margin = 8.0

    /// Each node is a `<g>` holding a `<title>` (name, type, frame), its rectangle and its name; highlighted nodes
    /// get a thick dashed outline. Frames are relative to the root, so nodes outside it lie outside the outline.
    public static func render(_ result: LayoutResult, tree: LayoutTree, highlighted: Set<ElementID> = []) -> String {
        let entries = NodeEntry.entries(result, tree, highlighted: highlighted)
        let drawing = Rect(origin: .zero, size: result.size)
        let bounds = entries.map(\.frame).reduce(drawing) { $0.union(sanitized($1)) }
        let legendTop = bounds.maxY + 2 * margin
        let width = Swift.max(bounds.size.width, 360) + 2 * margin
        let height = legendTop + legendLineHeight * Double(Swift.max(entries.count, 1)) + margin
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
                + "viewBox=\"\(number(bounds.minX - margin)) \(number(bounds.minY - margin)) \(number(width)) "
                + "\(number(height))\" font-family=\"monospace\" font-size=\"11\">",
            "<title>\(escaped("layout \(formatPoints(result.size.width)) × \(formatPoints(result.size.height)) pt"))"
                + "</title>",
            "<rect x=\"0\" y=\"0\" width=\"\(number(drawing.size.width))\" height=\"\(number(drawing.size.height))\" "
                + "fill=\"none\" stroke=\"#000\" stroke-width=\"1\"/>",
        ]
        lines += entries.map(group)
        lines += legend(entries, left: bounds.minX, top: legendTop)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func group(_ entry: NodeEntry) -> String {
        let frame = sanitized(entry.frame)
        let colour = palette[(entry.number - 1) % palette.count]
        let outline = entry.isHighlighted
            ? "stroke-width=\"3\" stroke-dasharray=\"6 3\"" : "stroke-width=\"1\""
        return "<g id=\"node-\(entry.number)\">"
            + "<title>\(escaped(tooltip(entry)))</title>"
            + "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"\(number(frame.size.width))\" "
            + "height=\"\(number(frame.size.height))\" fill=\"\(colour)\" fill-opacity=\"0.15\" stroke=\"\(colour)\" "
            + "\(outline)/>"
            + "<text x=\"\(number(frame.minX + 2))\" y=\"\(number(frame.minY + 11))\" fill=\"\(colour)\">"
            + "\(escaped(entry.name))</text></g>"
    }

    /// `title (ASTextNode) x=0 y=0 w=100 h=20`, plus a star when highlighted.
    private static func tooltip(_ entry: NodeEntry) -> String {
        (entry.isHighlighted ? GlyphSet.highlightMarker + " " : "")
            + "\(entry.name) (\(entry.typeName)) \(entry.frameText)"
    }

    private static func legend(_ entries: [NodeEntry], left: Double, top: Double) -> [String] {
        guard !entries.isEmpty else {
            return ["<text x=\"\(number(left))\" y=\"\(number(top + 12))\">no display nodes</text>"]
        }
        return entries.map { entry in
            let notes = entry.notes.isEmpty ? "" : " (" + entry.notes.joined(separator: "; ") + ")"
            return "<text x=\"\(number(left))\" y=\"\(number(top + 12 + legendLineHeight * Double(entry.number - 1)))\" "
                + "fill=\"\(palette[(entry.number - 1) % palette.count])\">"
                + escaped("\(entry.number). \(tooltip(entry))\(notes)") + "</text>"
        }
    }

    /// A frame with NaN or infinite values (never produced by the engine) replaced by 0, so the SVG stays valid.
    private static func sanitized(_ frame: Rect) -> Rect {
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        return Rect(x: finite(frame.minX), y: finite(frame.minY), width: finite(frame.size.width),
                    height: finite(frame.size.height))
    }

    private static func number(_ value: Double) -> String { LayoutJSON.number(value.isFinite ? value : 0) }

    /// Text escaped for XML content and attribute values.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default:
                // XML 1.0 forbids most control characters, even escaped.
                if let scalar = character.unicodeScalars.first, scalar.value < 0x20,
                    scalar != "\n", scalar != "\t" { escaped += "\u{FFFD}" } else { escaped.append(character) }
            }
        }
        return escaped
    }
}
