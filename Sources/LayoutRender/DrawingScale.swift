import TextureLayout

/// How points map to terminal cells. Edges are mapped, not origin plus size: each edge rounds to its own column or
/// row, so boxes that touch in points share a border cell, and a box is never wider than its edges say.
struct DrawingScale: Hashable {
    let pointsPerColumn: Double
    let pointsPerRow: Double
    /// The size of the canvas in cells.
    let columns: Int
    let rows: Int
    /// Whether a zoom made the root larger than the canvas, so its right or bottom part is cut off.
    let isCropped: Bool

    /// Points per column that read well: 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten.
    private static let roundSteps: [Double] = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8]

    /// The scales a root of `size` may be drawn at under `options`: the zoom when one is given; otherwise the round
    /// scales (never below one point per column) from the smallest at which the whole root fits the columns and rows
    /// allowed up to twice it, smallest first. The caller picks the one that misleads least (see ``unequallyDrawn(_:)``).
    static func candidates(size: Size, options: DrawingOptions) -> [DrawingScale] {
        if let zoom = options.zoom, zoom.isFinite, zoom > 0 {
            return [DrawingScale(size: size, pointsPerColumn: zoom, options: options)]
        }
        var magnitude = 1.0
        for _ in 0...308 {
            defer { magnitude *= 10 }
            for step in roundSteps {
                let smallest: Double = step * magnitude
                guard DrawingScale(size: size, pointsPerColumn: smallest, options: options).isCropped else {
                    let scales: [Double] = roundSteps.map { $0 * magnitude } + roundSteps.map { $0 * magnitude * 10 }
                    return scales.filter { $0 >= smallest && $0 <= 2 * smallest }
                        .map { DrawingScale(size: size, pointsPerColumn: $0, options: options) }
                }
            }
        }
        return [DrawingScale(size: size, pointsPerColumn: .greatestFiniteMagnitude, options: options)]
    }

    /// The root of `size` at `pointsPerColumn`, rows as `options.mode` says, on a canvas no larger than the options
    /// allow (cropped when the root does not fit).
    init(size: Size, pointsPerColumn scale: Double, options: DrawingOptions) {
        let rowFactor = options.mode == .exact ? 1.0 : 2.0
        let maxColumns = Swift.max(options.columns, 1)
        let maxRows = Swift.max(options.maxRows, 1)
        let neededColumns = Self.cell(Self.drawable(size.width), scale: scale, limit: maxColumns) + 1
        let neededRows = Self.cell(Self.drawable(size.height), scale: scale * rowFactor, limit: maxRows) + 1
        pointsPerColumn = scale
        pointsPerRow = scale * rowFactor
        columns = Swift.min(neededColumns, maxColumns)
        rows = Swift.min(neededRows, maxRows)
        isCropped = neededColumns > maxColumns || neededRows > maxRows
    }

    /// The cells of a frame's four edges.
    func box(_ frame: Rect) -> CellBox {
        CellBox(
            left: Self.cell(frame.minX, scale: pointsPerColumn, limit: columns),
            top: Self.cell(frame.minY, scale: pointsPerRow, limit: rows),
            right: Self.cell(frame.maxX, scale: pointsPerColumn, limit: columns),
            bottom: Self.cell(frame.maxY, scale: pointsPerRow, limit: rows))
    }

    /// `1 column = 4 pt, 1 row = 8 pt`.
    var description: String {
        "1 column = \(formatPoints(pointsPerColumn)) pt, 1 row = \(formatPoints(pointsPerRow)) pt"
    }

    /// The lengths a reader compares in a set of frames, along each axis: every frame's extent, and the gap
    /// between each pair of neighbouring distinct edges; each distinct span once, grouped by length, lengths that
    /// occur once left out (they cannot be drawn unequal to themselves). Non-finite frames are left out.
    struct Lengths {
        let columns: [[Span]]
        let rows: [[Span]]

        struct Span: Hashable {
            let start: Double
            let end: Double
        }

        init(_ frames: [Rect]) {
            let finite = frames.filter { [$0.minX, $0.minY, $0.maxX, $0.maxY].allSatisfy(\.isFinite) }
            columns = Self.repeated(finite.map { Span(start: $0.minX, end: $0.maxX) })
            rows = Self.repeated(finite.map { Span(start: $0.minY, end: $0.maxY) })
        }

        private static func repeated(_ extents: [Span]) -> [[Span]] {
            let edges = Set(extents.flatMap { [$0.start, $0.end] }).sorted()
            let gaps = zip(edges, edges.dropFirst()).map { Span(start: $0.0, end: $0.1) }
            let spans = Set(extents.filter { $0.start < $0.end } + gaps)
            // Lengths equal but for the error of subtracting points on a third-of-a-point grid are one length.
            return Dictionary(grouping: spans) { (($0.end - $0.start) * 1e6).rounded() }.values.filter { $0.count > 1 }
        }
    }

    /// How faithfully this scale draws `lengths`: how many lengths come out with different numbers of cells in
    /// different places, on columns and on rows.
    func unequallyDrawn(_ lengths: Lengths) -> (columns: Int, rows: Int) {
        (Self.unequallyDrawn(lengths.columns, scale: pointsPerColumn), Self.unequallyDrawn(lengths.rows, scale: pointsPerRow))
    }

    private static func unequallyDrawn(_ groups: [[Lengths.Span]], scale: Double) -> Int {
        groups.count { group in
            let cells = group.map { position($0.end, scale: scale) - position($0.start, scale: scale) }
            return cells.contains { $0 != cells.first }
        }
    }

    /// The cell an edge at `points` falls on: the nearest one, halves rounding up (towards +∞, not away from zero,
    /// so that moving an edge by a whole number of cells moves its cell by exactly that many, negative or not). One
    /// monotone function of the edge alone, never of a box's size, so boxes that touch in points share a border
    /// cell. What that guarantees: a width or gap of `w` points is drawn `⌊w/scale⌋` or `⌈w/scale⌉` columns wide
    /// wherever it lies, so equal widths differ by at most one column, and by none when `w/scale` is whole. An edge
    /// within rounding error of a whole cell counts as on it. The result is kept within one cell beyond either end
    /// of `0..<limit` so that far-away edges stay off the canvas without overflowing an `Int` (NaN lands before the
    /// start).
    static func cell(_ points: Double, scale: Double, limit: Int) -> Int {
        let position = position(points, scale: scale)
        guard position.isFinite else { return position > 0 ? limit : -1 }
        return Int(Swift.min(Swift.max(position, -1), Double(limit)))
    }

    /// The unbounded cell of ``cell(_:scale:limit:)`` as a floating-point number.
    static func position(_ points: Double, scale: Double) -> Double {
        let exact = points / scale
        return isWhole(exact) ? exact.rounded() : (exact + 0.5).rounded(.down)
    }

    /// Whether `cells` is a whole number up to the error of dividing points by a scale.
    private static func isWhole(_ cells: Double) -> Bool {
        cells.isFinite && abs(cells - cells.rounded()) <= 1e-9 * Swift.max(1, abs(cells))
    }

    /// A root size that is NaN or infinite never comes out of the engine; if it does, it is drawn as 0.
    private static func drawable(_ points: Double) -> Double {
        points.isFinite ? points : 0
    }
}
