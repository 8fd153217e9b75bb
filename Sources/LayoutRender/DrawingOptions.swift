import TextureLayout

/// How a solved layout is drawn. The renderer never looks at the terminal or the environment: the caller decides
/// the width, the character set and whether to use colour (no colour under `NO_COLOR`, `TERM=dumb` or a pipe).
public struct DrawingOptions: Hashable, Sendable {
    /// The widest the drawing may be, in terminal columns.
    public var columns: Int
    /// The most rows the box part of the drawing may take; a taller layout is scaled down to fit.
    public var maxRows: Int
    public var charset: Charset
    /// Whether to colour each node's box and label with ANSI escapes.
    public var color: Bool
    public var mode: Mode
    /// Points per column; `nil` picks the smallest round scale that fits `columns` and `maxRows`. A zoom that does
    /// not fit crops the drawing at the right and bottom, and the header says so.
    public var zoom: Double?
    /// Nodes drawn with a heavy stroke and starred in the legend (e.g. those that differ from a game's target).
    public var highlighted: Set<ElementID>
    /// Whether to list every node with its number, type and frame below the drawing.
    public var legend: Bool

    public init(
        columns: Int = 80, maxRows: Int = 60, charset: Charset = .unicode, color: Bool = false,
        mode: Mode = .proportional, zoom: Double? = nil, highlighted: Set<ElementID> = [], legend: Bool = true
    ) {
        self.columns = columns
        self.maxRows = maxRows
        self.charset = charset
        self.color = color
        self.mode = mode
        self.zoom = zoom
        self.highlighted = highlighted
        self.legend = legend
    }

    /// The glyphs boxes are drawn with.
    public enum Charset: String, CaseIterable, Hashable, Sendable {
        /// Box-drawing characters: light lines, heavy ones for highlighted nodes.
        case unicode
        /// `+`, `-` and `|` (and `#`, `=` when highlighted), for terminals without UTF-8 or with CJK-width glyphs.
        case ascii
    }

    /// How points map to terminal rows.
    public enum Mode: String, CaseIterable, Hashable, Sendable {
        /// A row holds as many points as a column: every point can be counted, shapes look twice as tall.
        case exact
        /// A row holds twice as many points as a column, since a terminal cell is about twice as tall as wide.
        case proportional
    }
}
