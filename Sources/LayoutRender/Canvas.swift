import TextureLayout

/// A grid of terminal cells that boxes and labels are drawn on. Each cell remembers which of its four arms carry a
/// line, so overlapping and touching boxes merge into the right junction (`┬ ┴ ├ ┤ ┼`) when the glyph is picked at
/// print time, with no special cases for how boxes meet.
struct Canvas {
    let width: Int
    let height: Int
    private var cells: [Cell]

    init(width: Int, height: Int) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    /// The lines that meet in a cell.
    struct Arms: OptionSet, Hashable {
        let rawValue: UInt8
        static let up = Arms(rawValue: 1)
        static let right = Arms(rawValue: 2)
        static let down = Arms(rawValue: 4)
        static let left = Arms(rawValue: 8)
    }

    enum Content: Hashable {
        case empty
        case lines(Arms)
        /// A box that is a single cell: a zero-size node, or one smaller than the scale.
        case dot
        case character(Character)
        /// The right half of a wide character printed in the cell before.
        case continuation
    }

    struct Cell: Hashable {
        var content = Content.empty
        var heavy = false
        /// The palette index of the node that drew the cell last (the topmost one).
        var paint: Int?
    }

    /// A pen: whose colour to use and whether to draw heavy lines.
    struct Pen {
        var paint: Int?
        var heavy = false
    }

    func contains(row: Int, column: Int) -> Bool {
        (0..<height).contains(row) && (0..<width).contains(column)
    }

    subscript(row: Int, column: Int) -> Cell {
        cells[row * width + column]
    }

    // MARK: Lines

    /// Draws the outline of a box given by the cells of its edges. A box that is one cell wide or tall becomes a line,
    /// one cell in both directions a dot. Parts outside the canvas are clipped; a line that leaves the canvas keeps
    /// its arm towards the edge, so a clipped box visibly continues. With `bounds` (the root's box), lines stop at
    /// its outline instead: a box crossing it adds only the arm pointing in, so the outline keeps its corners.
    mutating func drawBox(_ box: CellBox, pen: Pen, within bounds: CellBox? = nil) {
        if box.left == box.right && box.top == box.bottom {
            drawDot(row: box.top, column: box.left, pen: pen)
            return
        }
        drawHorizontal(row: box.top, from: box.left, to: box.right, pen: pen, bounds: bounds)
        drawHorizontal(row: box.bottom, from: box.left, to: box.right, pen: pen, bounds: bounds)
        drawVertical(column: box.left, from: box.top, to: box.bottom, pen: pen, bounds: bounds)
        drawVertical(column: box.right, from: box.top, to: box.bottom, pen: pen, bounds: bounds)
    }

    private mutating func drawHorizontal(row: Int, from left: Int, to right: Int, pen: Pen, bounds: CellBox?) {
        guard left < right, (0..<height).contains(row) else { return }
        for column in Self.visible(left, right, count: width) {
            var arms: Arms = []
            if column > left { arms.insert(.left) }
            if column < right { arms.insert(.right) }
            addArms(arms, row: row, column: column, pen: pen, bounds: bounds)
        }
    }

    private mutating func drawVertical(column: Int, from top: Int, to bottom: Int, pen: Pen, bounds: CellBox?) {
        guard top < bottom, (0..<width).contains(column) else { return }
        for row in Self.visible(top, bottom, count: height) {
            var arms: Arms = []
            if row > top { arms.insert(.up) }
            if row < bottom { arms.insert(.down) }
            addArms(arms, row: row, column: column, pen: pen, bounds: bounds)
        }
    }

    /// The arms of a cell that would point out of `bounds` from its outline.
    private static func outward(row: Int, column: Int, bounds: CellBox) -> Arms {
        var arms: Arms = []
        if column <= bounds.left { arms.insert(.left) }
        if column >= bounds.right { arms.insert(.right) }
        if row <= bounds.top { arms.insert(.up) }
        if row >= bounds.bottom { arms.insert(.down) }
        return arms
    }

    /// The cells of `first...last` that lie in `0..<count`; empty when none do.
    private static func visible(_ first: Int, _ last: Int, count: Int) -> Range<Int> {
        let lower = Swift.max(first, 0)
        let upper = Swift.min(last, count - 1) + 1
        return lower < upper ? lower..<upper : 0..<0
    }

    /// Adds a pen's arms to a cell. On the outline of `bounds` only the arms pointing in are added, and a line that
    /// only meets the outline there leaves the cell its weight and colour, so the outline stays the root's; a line
    /// running along the outline (a box as wide as the root) still shows its own.
    private mutating func addArms(_ arms: Arms, row: Int, column: Int, pen: Pen, bounds: CellBox? = nil) {
        var arms = arms
        var restyles = true
        if let bounds, bounds.outlineContains(row: row, column: column) {
            arms.subtract(Self.outward(row: row, column: column, bounds: bounds))
            var along: Arms = []
            if row == bounds.top || row == bounds.bottom { along.formUnion([.left, .right]) }
            if column == bounds.left || column == bounds.right { along.formUnion([.up, .down]) }
            restyles = !arms.isDisjoint(with: along)
        }
        guard !arms.isEmpty, contains(row: row, column: column) else { return }
        let index = row * width + column
        var cell = cells[index]
        switch cell.content {
        case .lines(let existing): cell.content = .lines(existing.union(arms))
        default: cell.content = .lines(arms)
        }
        if restyles {
            cell.heavy = cell.heavy || pen.heavy
            cell.paint = pen.paint
        }
        cells[index] = cell
    }

    private mutating func drawDot(row: Int, column: Int, pen: Pen) {
        guard contains(row: row, column: column) else { return }
        let index = row * width + column
        // A line already through the cell shows the node just as well.
        if case .lines = cells[index].content { return }
        cells[index] = Cell(content: .dot, heavy: pen.heavy, paint: pen.paint)
    }

    // MARK: Text

    /// Whether `cellCount` cells starting at the given one are on the canvas and hold nothing yet.
    func isFree(row: Int, column: Int, cellCount: Int) -> Bool {
        guard cellCount > 0, (0..<height).contains(row), column >= 0, column <= width - cellCount else { return false }
        return (column..<(column + cellCount)).allSatisfy { self[row, $0].content == .empty }
    }

    /// Whether the cell holds a character of a label or text (so a new label next to it would run into it).
    func holdsText(row: Int, column: Int) -> Bool {
        guard contains(row: row, column: column) else { return false }
        switch self[row, column].content {
        case .character, .continuation: return true
        default: return false
        }
    }

    /// Writes text into free cells (check with ``isFree(row:column:cellCount:)`` first); a wide character takes two.
    mutating func write(_ text: String, row: Int, column: Int, paint: Int?) {
        var next = column
        for character in text {
            let cells = cellCount(character)
            guard cells > 0, contains(row: row, column: next + cells - 1) else { continue }
            self.cells[row * width + next] = Cell(content: .character(character), paint: paint)
            if cells == 2 { self.cells[row * width + next + 1] = Cell(content: .continuation, paint: paint) }
            next += cells
        }
    }

    // MARK: Printing

    /// The canvas as lines of text, without trailing spaces; with `palette`, each cell in its node's ANSI colour.
    func lines(glyphs: GlyphSet, palette: [String]?) -> [String] {
        (0..<height).map { row in
            var line = ""
            var currentColour: String?
            let usedWidth = ((0..<width).last { self[row, $0].content != .empty } ?? -1) + 1
            for column in 0..<usedWidth {
                let cell = self[row, column]
                let colour = cell.content == .empty ? nil : palette.flatMap { colours in
                    cell.paint.map { colours[$0 % colours.count] }
                }
                if colour != currentColour {
                    line += colour ?? ANSI.reset
                    currentColour = colour
                }
                line += glyphs.text(for: cell)
            }
            if currentColour != nil { line += ANSI.reset }
            return line
        }
    }
}

/// The cells of a box's four edges (inclusive); they may lie outside the canvas.
struct CellBox: Hashable {
    var left, top, right, bottom: Int

    func contains(row: Int, column: Int) -> Bool {
        left <= column && column <= right && top <= row && row <= bottom
    }

    /// Whether the cell is on one of the four edges.
    func outlineContains(row: Int, column: Int) -> Bool {
        contains(row: row, column: column) && (row == top || row == bottom || column == left || column == right)
    }

    /// Whether `other` lies within this box, edges included.
    func encloses(_ other: CellBox) -> Bool {
        left <= other.left && top <= other.top && right >= other.right && bottom >= other.bottom
    }

    /// The number of cells the box covers, edges included.
    var cellCount: Int { Swift.max(0, right - left + 1) * Swift.max(0, bottom - top + 1) }

    /// Whether the two boxes share a cell.
    func intersects(_ other: CellBox) -> Bool {
        left <= other.right && other.left <= right && top <= other.bottom && other.top <= bottom
    }

    /// The part of the box on a canvas of the given size (empty, with `left > right` or `top > bottom`, when none is).
    func clipped(width: Int, height: Int) -> CellBox {
        CellBox(left: Swift.max(left, 0), top: Swift.max(top, 0), right: Swift.min(right, width - 1),
                bottom: Swift.min(bottom, height - 1))
    }
}

/// The characters boxes are printed with.
struct GlyphSet {
    let charset: DrawingOptions.Charset

    /// Light and heavy box-drawing glyphs indexed by the arm bitmask (up 1, right 2, down 4, left 8).
    private static let light = Array(" ╵╶└╷│┌├╴┘─┴┐┤┬┼")
    private static let heavy = Array(" ╹╺┗╻┃┏┣╸┛━┻┓┫┳╋")

    func text(for cell: Canvas.Cell) -> String {
        switch cell.content {
        case .empty: return " "
        case .continuation: return ""
        case .character(let character): return String(character)
        case .dot: return charset == .unicode ? (cell.heavy ? "•" : "·") : (cell.heavy ? "#" : ".")
        case .lines(let arms): return String(line(arms, heavy: cell.heavy))
        }
    }

    private func line(_ arms: Canvas.Arms, heavy: Bool) -> Character {
        if charset == .unicode {
            let table = heavy ? Self.heavy : Self.light
            return table[Int(arms.rawValue) & 15]
        }
        if arms.isSubset(of: [.left, .right]) { return heavy ? "=" : "-" }
        if arms.isSubset(of: [.up, .down]) { return heavy ? "#" : "|" }
        return heavy ? "#" : "+"
    }

    /// The marker of highlighted nodes in legends; the same in both charsets so it survives copy and paste.
    static let highlightMarker = "*"
}

/// ANSI escape sequences for colour output.
enum ANSI {
    static let reset = "\u{1B}[0m"
    /// Foreground colours assigned to nodes in order: red, green, yellow, blue, magenta, cyan, then bright ones.
    static let palette = [31, 32, 33, 34, 35, 36, 91, 92, 93, 94, 95, 96].map { "\u{1B}[\($0)m" }
}
