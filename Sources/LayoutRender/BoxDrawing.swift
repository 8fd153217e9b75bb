import TextureLayout

/// The solved layout drawn as boxes in a terminal, to scale: the root's outline, one box per display node, names or
/// legend numbers inside the boxes, a text node's text where it fits, and a legend with every node's frame.
public enum BoxDrawing {
    /// Draws `result`. The first line gives the root's size and the scale; then the boxes; then, with
    /// `options.legend`, one line per node. Highlighted nodes get a heavy outline and a star in the legend, so they
    /// stand out without colour too.
    public static func render(_ result: LayoutResult, tree: LayoutTree, options: DrawingOptions = DrawingOptions())
        -> String
    {
        let entries = NodeEntry.entries(result, tree, highlighted: options.highlighted)
        let scale = DrawingScale(size: result.size, options: options)
        var canvas = Canvas(width: scale.columns, height: scale.rows)
        canvas.drawBox(scale.box(Rect(origin: .zero, size: result.size)), pen: Canvas.Pen())
        for entry in entries where entry.placement != .outside {
            canvas.drawBox(scale.box(entry.frame), pen: pen(for: entry))
        }
        placeLabels(entries, scale: scale, on: &canvas)
        let palette = options.color ? ANSI.palette : nil
        var lines = [header(result.size, scale, charset: options.charset)]
        lines += canvas.lines(glyphs: GlyphSet(charset: options.charset), palette: palette)
        if options.legend { lines += legend(entries, palette: palette) }
        return lines.joined(separator: "\n")
    }

    /// The points per column at which every one of `sizes` fits `options`: drawings compared side by side use it so
    /// that equal sizes look equal.
    public static func commonZoom(fitting sizes: [Size], options: DrawingOptions) -> Double {
        let largest = Size(width: sizes.map(\.width).filter(\.isFinite).max() ?? 0,
                           height: sizes.map(\.height).filter(\.isFinite).max() ?? 0)
        var fitting = options
        fitting.zoom = nil
        return DrawingScale(size: largest, options: fitting).pointsPerColumn
    }

    /// `320 × 88 pt · 1 column = 4 pt, 1 row = 8 pt` (`320 x 88 pt - …` in ASCII).
    private static func header(_ size: Size, _ scale: DrawingScale, charset: DrawingOptions.Charset) -> String {
        let (times, dot) = charset == .unicode ? ("×", "·") : ("x", "-")
        var header = "\(formatPoints(size.width)) \(times) \(formatPoints(size.height)) pt \(dot) \(scale.description)"
        if scale.isCropped { header += " \(dot) cropped to \(scale.columns) \(times) \(scale.rows) cells" }
        return header
    }

    private static func pen(for entry: NodeEntry) -> Canvas.Pen {
        Canvas.Pen(paint: paintIndex(entry), heavy: entry.isHighlighted)
    }

    /// The palette slot of a node: by its place in z-order, so the same layout always gets the same colours.
    private static func paintIndex(_ entry: NodeEntry) -> Int { entry.number - 1 }

    // MARK: Labels

    /// Labels the smallest boxes first, since they have the fewest places to put one: the name where it fits inside
    /// the box, else the legend number. A text node's lines go below its label when they all fit.
    private static func placeLabels(_ entries: [NodeEntry], scale: DrawingScale, on canvas: inout Canvas) {
        let bySize = entries.filter { $0.placement != .outside }.sorted {
            ($0.area, $0.number) < ($1.area, $1.number)
        }
        for entry in bySize {
            let interior = interior(of: scale.box(entry.frame), on: canvas)
            let labelRow = place(entry.name, in: interior, paint: paintIndex(entry), on: &canvas)
                ?? place(String(entry.number), in: interior, paint: paintIndex(entry), on: &canvas)
            if let text = entry.text, let labelRow {
                let below = CellBox(left: interior.left, top: labelRow + 1, right: interior.right,
                                    bottom: interior.bottom)
                placeText(text.lines(maxWidth: entry.frame.size.width, maxHeight: entry.frame.size.height),
                          in: below, paint: paintIndex(entry), on: &canvas)
            }
        }
    }

    /// The cells strictly inside a box that are on the canvas (possibly none: then `left > right` or `top > bottom`).
    private static func interior(of box: CellBox, on canvas: Canvas) -> CellBox {
        CellBox(left: Swift.max(box.left + 1, 0), top: Swift.max(box.top + 1, 0),
                right: Swift.min(box.right - 1, canvas.width - 1), bottom: Swift.min(box.bottom - 1, canvas.height - 1))
    }

    /// Writes `label` at the first free spot of `area`, top row first, and returns its row.
    private static func place(_ label: String, in area: CellBox, paint: Int, on canvas: inout Canvas) -> Int? {
        let width = cellCount(label)
        guard width > 0, area.top <= area.bottom, area.right - area.left + 1 >= width else { return nil }
        for row in area.top...area.bottom {
            for column in area.left...(area.right - width + 1)
            where canvas.isFree(row: row, column: column, cellCount: width)
                // Two names must not run together ("tagbox"): keep a cell between labels.
                && !canvas.holdsText(row: row, column: column - 1) && !canvas.holdsText(row: row, column: column + width) {
                canvas.write(label, row: row, column: column, paint: paint)
                return row
            }
        }
        return nil
    }

    /// Writes a text node's lines at the top left of `area` if every line fits on free cells; otherwise nothing, so a
    /// drawing never shows text cut differently from how the node wraps it.
    private static func placeText(_ lines: [String], in area: CellBox, paint: Int, on canvas: inout Canvas) {
        let rows = area.bottom - area.top + 1
        let columns = area.right - area.left + 1
        guard !lines.isEmpty, lines.count <= rows,
            lines.allSatisfy({ cellCount($0) <= columns }),
            lines.indices.allSatisfy({
                canvas.isFree(row: area.top + $0, column: area.left, cellCount: Swift.max(cellCount(lines[$0]), 1))
            })
        else { return }
        for (offset, line) in lines.enumerated() {
            canvas.write(line, row: area.top + offset, column: area.left, paint: paint)
        }
    }

    // MARK: Legend

    /// One line per node: a star when highlighted, the number, name, type and frame, then any notes; columns aligned.
    static func legend(_ entries: [NodeEntry], palette: [String]?) -> [String] {
        guard !entries.isEmpty else { return ["no display nodes"] }
        let marks = entries.contains { $0.isHighlighted }
        let numberWidth = String(entries.count).count
        let nameWidth = entries.map { cellCount($0.name) }.max() ?? 0
        let typeWidth = entries.map { $0.typeName.count }.max() ?? 0
        var lines = entries.map { entry in
            var line = marks ? (entry.isHighlighted ? GlyphSet.highlightMarker : " ") : ""
            let label = rightAligned(String(entry.number), to: numberWidth) + "  " + padded(entry.name, to: nameWidth)
            if let palette {
                line += palette[paintIndex(entry) % palette.count] + label + ANSI.reset
            } else {
                line += label
            }
            line += "  " + padded(entry.typeName, to: typeWidth) + "  " + entry.frameText
            if !entry.notes.isEmpty { line += "  (" + entry.notes.joined(separator: "; ") + ")" }
            return line
        }
        if marks { lines.append("\(GlyphSet.highlightMarker) highlighted") }
        return lines
    }
}
