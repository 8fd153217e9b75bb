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

    /// The scale for a root of `size` under `options`: the zoom when one is given, otherwise the smallest round scale
    /// (never below one point per column) at which the whole root fits the columns and rows allowed.
    init(size: Size, options: DrawingOptions) {
        let width = Self.drawable(size.width)
        let height = Self.drawable(size.height)
        let rowFactor = options.mode == .exact ? 1.0 : 2.0
        let maxColumns = Swift.max(options.columns, 1)
        let maxRows = Swift.max(options.maxRows, 1)
        func cellsNeeded(_ scale: Double) -> (columns: Int, rows: Int) {
            (Self.cell(width, scale: scale, limit: maxColumns) + 1,
             Self.cell(height, scale: scale * rowFactor, limit: maxRows) + 1)
        }
        var scale = Self.roundSteps[0]
        if let zoom = options.zoom, zoom.isFinite, zoom > 0 {
            scale = zoom
        } else {
            var magnitude = 1.0
            search: for _ in 0...308 {
                defer { magnitude *= 10 }
                for step in Self.roundSteps {
                    scale = step * magnitude
                    let needed = cellsNeeded(scale)
                    if needed.columns <= maxColumns && needed.rows <= maxRows { break search }
                }
            }
        }
        let needed = cellsNeeded(scale)
        pointsPerColumn = scale
        pointsPerRow = scale * rowFactor
        columns = Swift.min(needed.columns, maxColumns)
        rows = Swift.min(needed.rows, maxRows)
        isCropped = needed.columns > maxColumns || needed.rows > maxRows
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

    /// The cell an edge at `points` falls on, kept within one cell beyond either end of `0..<limit` so that far-away
    /// edges stay off the canvas without overflowing an `Int` (NaN lands before the start).
    private static func cell(_ points: Double, scale: Double, limit: Int) -> Int {
        let position = (points / scale).rounded()
        guard position.isFinite else { return position > 0 ? limit : -1 }
        return Int(Swift.min(Swift.max(position, -1), Double(limit)))
    }

    /// A root size that is NaN or infinite never comes out of the engine; if it does, it is drawn as 0.
    private static func drawable(_ points: Double) -> Double {
        points.isFinite ? points : 0
    }
}
