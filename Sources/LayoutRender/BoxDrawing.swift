import TextureLayout

/// The solved layout drawn as boxes in a terminal, to scale: the root's outline, one box per display node, names or
/// legend numbers inside the boxes, a text node's text where it fits, and a legend with every node's frame.
public enum BoxDrawing {
    /// Draws `result`. The first line gives the root's size and the scale; then the boxes; then, with
    /// `options.legend`, one line per node, and without it a key to the nodes drawn by number. Highlighted nodes get a
    /// heavy outline and a star in the legend, so they stand out without colour too.
    public static func render(_ result: LayoutResult, tree: LayoutTree, options: DrawingOptions = DrawingOptions())
        -> String
    {
        let entries = NodeEntry.entries(result, tree, highlighted: options.highlighted)
        // One drawing per layout given, so there is always one here.
        guard let drawing = leastMisleading([(entries, result.size)], options: options).first else { return "" }
        let palette = options.color ? ANSI.palette : nil
        var lines = [header(result.size, drawing.scale, charset: options.charset)]
        lines += drawing.canvas.lines(glyphs: GlyphSet(charset: options.charset), palette: palette)
        if options.legend {
            lines += legend(entries, labels: drawing.labels, palette: palette, columns: options.columns)
        } else {
            lines += key(entries, labels: drawing.labels, columns: options.columns)
        }
        return lines.joined(separator: "\n")
    }

    /// The points per column at which every one of `layouts` fits `options`, chosen as for one drawing of them all:
    /// drawings compared side by side use it so that equal sizes look equal.
    public static func commonZoom(fitting layouts: [(LayoutResult, LayoutTree)], options: DrawingOptions) -> Double {
        var fitting = options
        fitting.zoom = nil
        let largest = Size(width: layouts.map(\.0.size.width).filter(\.isFinite).max() ?? 0,
                           height: layouts.map(\.0.size.height).filter(\.isFinite).max() ?? 0)
        let drawings = layouts.map { (NodeEntry.entries($0.0, $0.1), largest) }
        return leastMisleading(drawings, options: fitting).first?.scale.pointsPerColumn ?? 1
    }

    /// Each layout (its entries and root size) drawn at the scale that misleads least, one scale for all: of
    /// ``DrawingScale/candidates(size:options:)`` for the largest root, the one with the fewest lengths drawn
    /// unequally on columns, then the fewest nodes left without a label, then the fewest shown by number instead of
    /// name (both only up to ``labelComparisonLimit`` nodes), then the fewest lengths drawn unequally on rows. The
    /// smallest scale wins ties, so the drawing stays as large as it can.
    static func leastMisleading(_ layouts: [(entries: [NodeEntry], size: Size)], options: DrawingOptions)
        -> [(scale: DrawingScale, canvas: Canvas, labels: Labels)]
    {
        let largest = Size(width: layouts.map(\.size.width).filter(\.isFinite).max() ?? 0,
                           height: layouts.map(\.size.height).filter(\.isFinite).max() ?? 0)
        let frames = layouts.flatMap { layout in
            [Rect(origin: .zero, size: layout.size)] + layout.entries.filter { $0.placement != .outside }.map(\.frame)
        }
        func drawAll(at candidate: DrawingScale) -> [(scale: DrawingScale, canvas: Canvas, labels: Labels)] {
            layouts.map { layout in
                let scale = DrawingScale(size: layout.size, pointsPerColumn: candidate.pointsPerColumn, options: options)
                let (canvas, labels) = draw(layout.entries, size: layout.size, scale: scale)
                return (scale: scale, canvas: canvas, labels: labels)
            }
        }
        let lengths = DrawingScale.Lengths(frames)
        let candidates = DrawingScale.candidates(size: largest, options: options).map { ($0, $0.unequallyDrawn(lengths)) }
        let fewestUnequal = candidates.map(\.1.columns).min()
        let contenders = candidates.filter { $0.1.columns == fewestUnequal }
        if layouts.reduce(0, { $0 + $1.entries.count }) > labelComparisonLimit {
            let chosen = contenders.min { $0.1.rows < $1.1.rows }
            return chosen.map { drawAll(at: $0.0) } ?? []
        }
        // Labels only decide between scales that draw equally many lengths unequally on columns, so only those are
        // drawn, smallest first; one that labels every node by name with no unequal rows cannot be beaten.
        var best: (rank: [Int], drawings: [(scale: DrawingScale, canvas: Canvas, labels: Labels)])?
        for (candidate, unequal) in contenders {
            let drawings = drawAll(at: candidate)
            let unlabelled = drawings.reduce(0) { $0 + $1.labels.missing.count }
            let numbered = drawings.reduce(0) { $0 + $1.labels.placed.values.count { !$0.isName } }
            let rank = [unlabelled, numbered, unequal.rows]
            if best.map({ rank.lexicographicallyPrecedes($0.rank) }) ?? true { best = (rank, drawings) }
            if rank.allSatisfy({ $0 == 0 }) { break }
        }
        return best?.drawings ?? []
    }

    /// Beyond this many nodes, scales are compared on lengths alone: drawing every candidate to count labels would
    /// take more than a frame of a 1,000-node session, and few of so many boxes have room for a name anyway.
    private static let labelComparisonLimit = 100

    /// The boxes and labels of `entries` on a canvas for a root of `size`, and the label each node got. The root's
    /// outline is drawn first and keeps its shape: a box that leaves the root crosses the outline as a junction and
    /// never turns a corner into a tee.
    static func draw(_ entries: [NodeEntry], size: Size, scale: DrawingScale) -> (Canvas, Labels) {
        var canvas = Canvas(width: scale.columns, height: scale.rows)
        let root = scale.box(Rect(origin: .zero, size: size))
        canvas.drawBox(root, pen: Canvas.Pen())
        for entry in entries where entry.placement != .outside {
            canvas.drawBox(scale.box(entry.frame), pen: pen(for: entry), within: root)
        }
        let labels = placeLabels(entries, scale: scale, root: root, on: &canvas)
        return (canvas, labels)
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

    /// The label each drawn node got, and why the others got none.
    struct Labels: Hashable {
        var placed: [Int: Label] = [:]
        /// By legend number: "cropped off the drawing" or "no room for a label".
        var missing: [Int: String] = [:]
    }

    /// What a node's box shows: its name, or its legend number when the name does not fit.
    struct Label: Hashable {
        let text: String
        let row: Int
        let column: Int
        let isName: Bool
    }

    /// Labels the smallest boxes first, since they have the fewest places to put one: the name where it fits inside
    /// the box, else the legend number inside it, else the number over the box's own outline (a box too small for
    /// an inside); only ever on cells of its ``Territory``, so a label never reads as another node's. A text node's
    /// lines go below its name when they all fit.
    private static func placeLabels(_ entries: [NodeEntry], scale: DrawingScale, root: CellBox,
                                    on canvas: inout Canvas) -> Labels
    {
        let drawn = entries.filter { $0.placement != .outside }
        let boxes = drawn.map { scale.box($0.frame) }
        let distinctBoxes = Array(Set(boxes))
        var territories: [CellBox: Territory] = [:]
        var labels = Labels()
        let areas = drawn.map(\.area)
        for index in drawn.indices.sorted(by: { (areas[$0], $0) < (areas[$1], $1) }) {
            let entry = drawn[index]
            // A box drawn twice (nodes with one frame, or smaller than a cell) counts once, and not as another's.
            let territory = territories[boxes[index]] ?? Territory(
                box: boxes[index], root: root, others: distinctBoxes.filter { $0 != boxes[index] })
            territories[boxes[index]] = territory
            let number = String(entry.number)
            let paint = paintIndex(entry)
            guard let label = place(entry.name, isName: true, in: territory, paint: paint, on: &canvas)
                ?? place(number, isName: false, in: territory, paint: paint, on: &canvas)
                ?? place(number, isName: false, in: territory, onOutline: true, paint: paint, on: &canvas)
            else {
                let visible = territory.box.clipped(width: canvas.width, height: canvas.height)
                labels.missing[entry.number] = visible.left > visible.right || visible.top > visible.bottom
                    ? "cropped off the drawing" : "no room for a label"
                continue
            }
            labels.placed[entry.number] = label
            if let text = entry.text, label.isName {
                placeText(text.lines(maxWidth: entry.frame.size.width, maxHeight: entry.frame.size.height),
                          below: label, in: territory, paint: paint, on: &canvas)
            }
        }
        return labels
    }

    /// The cells where one node's label may go: those of its box where it is the smallest box around, so that a
    /// reader who takes a label for the innermost box's reads it right. A child's cells are not its parent's (the
    /// background's name never lands inside the icon in front of it); where a box overlaps a larger one without
    /// nesting, the overlap is the smaller box's; no other box's outline is ever written over.
    struct Territory {
        let box: CellBox
        /// Outlines to keep whole: the root's and those of every box meeting this one.
        let outlines: [CellBox]
        /// Boxes meeting this one that neither enclose it nor are larger: their cells are theirs.
        let inner: [CellBox]

        init(box: CellBox, root: CellBox, others: [CellBox]) {
            self.box = box
            let meeting = others.filter { $0.intersects(box) }
            // A node as large as the root draws its outline on the root's: that outline is the node's own too, so
            // its number may go there when its children leave no room inside (a card behind a whole cell).
            outlines = (box == root ? [] : [root]) + meeting
            inner = meeting.filter { !$0.encloses(box) && $0.cellCount <= box.cellCount }
        }

        /// Whether a label of this box may take the cell.
        func owns(row: Int, column: Int) -> Bool {
            box.contains(row: row, column: column)
                && !inner.contains { $0.contains(row: row, column: column) }
                && !outlines.contains { $0.outlineContains(row: row, column: column) }
        }

        /// The cells a label may take: inside the outline, or with `onOutline` the whole box (but its corners).
        func cells(onOutline: Bool) -> CellBox {
            if onOutline { return box }
            return CellBox(left: box.left + 1, top: box.top + 1, right: box.right - 1, bottom: box.bottom - 1)
        }

        /// Whether the cell is a corner, which carries the box's shape; a line or a dot has none.
        func isCorner(row: Int, column: Int) -> Bool {
            box.left != box.right && box.top != box.bottom
                && (row == box.top || row == box.bottom) && (column == box.left || column == box.right)
        }
    }

    /// Writes `label` at the first spot of the territory where it fits, top row first, and returns where. Inside the
    /// outline only empty cells are taken; with `onOutline` the box's own line cells may be written over too.
    private static func place(_ label: String, isName: Bool, in territory: Territory, onOutline: Bool = false,
                              paint: Int, on canvas: inout Canvas) -> Label?
    {
        let width = cellCount(label)
        let area = territory.cells(onOutline: onOutline).clipped(width: canvas.width, height: canvas.height)
        guard width > 0, area.top <= area.bottom, area.right - area.left + 1 >= width else { return nil }
        func usable(_ row: Int, _ column: Int) -> Bool {
            guard territory.owns(row: row, column: column), !territory.isCorner(row: row, column: column) else {
                return false
            }
            switch canvas[row, column].content {
            case .empty: return true
            case .lines, .dot: return onOutline
            case .character, .continuation: return false
            }
        }
        for row in area.top...area.bottom {
            for column in area.left...(area.right - width + 1)
            where (column..<(column + width)).allSatisfy({ usable(row, $0) })
                // Two labels must not run together ("tagbox"): keep a cell between them.
                && !canvas.holdsText(row: row, column: column - 1) && !canvas.holdsText(row: row, column: column + width) {
                canvas.write(label, row: row, column: column, paint: paint)
                return Label(text: label, row: row, column: column, isName: isName)
            }
        }
        return nil
    }

    /// Writes a text node's lines under its name, from the name's column, if every line fits on free cells of the
    /// node's own territory; otherwise nothing, so a drawing never shows text cut differently from how the node
    /// wraps it.
    private static func placeText(_ lines: [String], below name: Label, in territory: Territory, paint: Int,
                                  on canvas: inout Canvas)
    {
        guard !lines.isEmpty,
            lines.enumerated().allSatisfy({ offset, line in
                let row = name.row + 1 + offset
                return (name.column..<(name.column + Swift.max(cellCount(line), 1))).allSatisfy {
                    $0 < territory.box.right && row < territory.box.bottom && territory.owns(row: row, column: $0)
                        && canvas.isFree(row: row, column: $0, cellCount: 1)
                }
            })
        else { return }
        for (offset, line) in lines.enumerated() {
            canvas.write(line, row: name.row + 1 + offset, column: name.column, paint: paint)
        }
    }

    // MARK: Legend

    /// One line per node: a star when highlighted, the number, name, type and frame, then any notes; columns aligned.
    /// A drawn node that got no label in the drawing says so.
    /// One line per node, its columns aligned; where the name, class and frame do not fit `columns` side by side
    /// (long names in a narrow terminal), the frame and notes go on a second line under the name, so that no line
    /// continues far to the right.
    static func legend(_ entries: [NodeEntry], labels: Labels, palette: [String]?, columns: Int) -> [String] {
        guard !entries.isEmpty else { return ["no display nodes"] }
        let marks = entries.contains { $0.isHighlighted }
        let numberWidth = String(entries.count).count
        let nameWidth = entries.map { cellCount($0.name) }.max() ?? 0
        let typeWidth = entries.map { $0.typeName.count }.max() ?? 0
        let markWidth = marks ? 1 : 0
        let frameWidth = entries.map { cellCount($0.frameText) }.max() ?? 0
        let stacked = markWidth + numberWidth + 2 + nameWidth + 2 + typeWidth + 2 + frameWidth > columns
        var lines = entries.flatMap { entry in
            var line = marks ? (entry.isHighlighted ? GlyphSet.highlightMarker : " ") : ""
            let name = stacked ? entry.name : padded(entry.name, to: nameWidth)
            let label = rightAligned(String(entry.number), to: numberWidth) + "  " + name
            if let palette {
                line += palette[paintIndex(entry) % palette.count] + label + ANSI.reset
            } else {
                line += label
            }
            let notes = entry.notes + (labels.missing[entry.number].map { [$0] } ?? [])
            let noteText = notes.isEmpty ? "" : "  (" + notes.joined(separator: "; ") + ")"
            guard !stacked else {
                let under = String(repeating: " ", count: markWidth + numberWidth + 2)
                return [line + "  " + entry.typeName, under + entry.frameText + noteText]
            }
            return [line + "  " + padded(entry.typeName, to: typeWidth) + "  " + entry.frameText + noteText]
        }
        if marks { lines.append("\(GlyphSet.highlightMarker) highlighted") }
        return lines
    }

    /// Without a legend, what the numbers in the drawing stand for (`key: 3 badge, 4 icon`), wrapped to `columns`,
    /// and how many drawn nodes got no label; nothing when every drawn node shows its name.
    static func key(_ entries: [NodeEntry], labels: Labels, columns: Int) -> [String] {
        var items = entries.compactMap { entry in
            labels.placed[entry.number].flatMap { $0.isName ? nil : "\(entry.number) \(entry.name)" }
        }.joined(separator: ", ")
        if !labels.missing.isEmpty {
            items += (items.isEmpty ? "" : "; ")
                + (labels.missing.count == 1 ? "1 node" : "\(labels.missing.count) nodes") + " without a label"
        }
        guard !items.isEmpty else { return [] }
        return TextWrapping.fitLine("key: " + items, width: columns)
    }
}
