import TextureLayout

/// An `NSAttributedString` as layout sees it: the characters and, over ranges of them, the two attributes that
/// change a text's size, the font size and the paragraph style. Ranges count UTF-16 code units, as `NSRange` and
/// `NSString.length` do.
///
/// The engine measures a text with one font and one paragraph style (see ``TextContent``). With several fonts in one
/// string the **largest** font sets the cell size of the whole text, so a mixed line is never measured smaller
/// than its largest glyphs; the paragraph style is that of the first character, which is the style TextKit applies
/// to the first paragraph.
public struct AttributedText: Hashable, Sendable {
    public private(set) var string: String
    /// Consecutive runs covering the whole string, in order. Never empty: an empty string has one empty run, which
    /// keeps the attributes it was made with.
    private(set) var runs: [Run]

    struct Run: Hashable, Sendable {
        var length: Int
        var attributes: TextAttributes
    }

    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.string = string
        self.runs = [Run(length: string.utf16.count, attributes: attributes)]
    }

    /// The text of a text node, with its font size and paragraph style as one run.
    public init(_ content: TextContent) {
        self.init(content.string, attributes: TextAttributes(fontSize: content.fontSize, paragraph: content.paragraph))
    }

    /// `NSAttributedString.length`: UTF-16 code units.
    public var length: Int { string.utf16.count }

    /// What the engine measures: the string, the largest font size of any character (16 where a character has no
    /// font, layoutrepl's default), and the first character's paragraph style.
    public var content: TextContent {
        let sized = runs.filter { $0.length > 0 }
        let sizes = (sized.isEmpty ? runs : sized).map { $0.attributes.fontSize ?? TextAttributes.defaultFontSize }
        return TextContent(string, fontSize: sizes.max() ?? TextAttributes.defaultFontSize,
                           paragraph: runs.first?.attributes.paragraph ?? ParagraphStyle())
    }

    /// The font sizes of the first and the last character, from which `ASTextNode`'s `setAttributedText:` takes the
    /// style's ascender and descender (`ascenderWithAttributedString:` and the `.font` at `length - 1`); nil for an
    /// empty text, which leaves them as they were.
    public var edgeFontSizes: (first: Double, last: Double)? {
        let sized = runs.filter { $0.length > 0 }
        guard let first = sized.first, let last = sized.last else { return nil }
        return (first.attributes.fontSize ?? TextAttributes.defaultFontSize,
                last.attributes.fontSize ?? TextAttributes.defaultFontSize)
    }

    /// `append(_:)`: the other text follows with its own attributes.
    public mutating func append(_ other: AttributedText) {
        if length == 0 {
            self = other
            return
        }
        string += other.string
        runs += other.runs.filter { $0.length > 0 }
    }

    /// Changes the attributes of the characters in `range` (UTF-16 offsets), splitting runs at its ends, as
    /// `addAttribute(_:value:range:)` and `setAttributes(_:range:)` do; an empty range changes nothing. A range past
    /// the end is refused, as Foundation raises `NSRangeException` for it.
    mutating func changeAttributes(in range: Range<Int>, _ change: (inout TextAttributes) -> Void)
        throws(ScriptError)
    {
        guard range.lowerBound >= 0, range.upperBound <= length else {
            throw ScriptError("the range {\(range.lowerBound), \(range.count)} is out of bounds: the text is "
                + "\(length) long (Foundation raises NSRangeException)")
        }
        guard !range.isEmpty else { return }
        var changed: [Run] = []
        var start = 0
        for run in runs {
            let end = start + run.length
            // The run split at the range's ends: before, inside and after it (any of them may be empty).
            let insideStart = Swift.min(Swift.max(start, range.lowerBound), end)
            let insideEnd = Swift.max(Swift.min(end, range.upperBound), insideStart)
            let pieces = [start..<insideStart, insideStart..<insideEnd, insideEnd..<end]
            for (index, piece) in pieces.enumerated() where !piece.isEmpty {
                var attributes = run.attributes
                if index == 1 { change(&attributes) }
                if let last = changed.last, last.attributes == attributes {
                    changed[changed.count - 1].length += piece.count
                } else {
                    changed.append(Run(length: piece.count, attributes: attributes))
                }
            }
            start = end
        }
        runs = changed
    }
}

/// The attributes of a run that change layout; the others (colours, underline, links…) are accepted and ignored.
public struct TextAttributes: Hashable, Sendable {
    /// The `.font`'s point size; nil where the text has no font.
    public var fontSize: Double?
    /// The `.paragraphStyle`; nil where it has none.
    public var paragraph: ParagraphStyle?

    /// The font size of text without a `.font` attribute in layoutrepl (a cell of 8×16 points).
    public static let defaultFontSize: Double = 16

    public init(fontSize: Double? = nil, paragraph: ParagraphStyle? = nil) {
        self.fontSize = fontSize
        self.paragraph = paragraph
    }

    /// Sets one attribute by its `NSAttributedString.Key` raw name (`font`, `paragraphStyle`); nil removes it.
    /// Other keys change nothing layout reads.
    mutating func set(_ key: String, to value: ScriptValue?) {
        switch key {
        case "font", "NSFont":
            if case .font(let size)? = value { fontSize = size } else if value == nil { fontSize = nil }
        case "paragraphStyle", "NSParagraphStyle":
            if case .object(_, let fields)? = value { paragraph = ParagraphStyle(fields: fields) }
            else if value == nil { paragraph = nil }
        default:
            break
        }
    }
}

extension ParagraphStyle {
    /// The engine's paragraph style from the properties of an `NSParagraphStyle` value.
    init(fields: [String: ScriptValue]) {
        func number(_ name: String) -> Double {
            if case .number(let value)? = fields[name] { return value }
            return 0
        }
        self.init(lineSpacing: number("lineSpacing"), paragraphSpacing: number("paragraphSpacing"),
                  paragraphSpacingBefore: number("paragraphSpacingBefore"),
                  minimumLineHeight: number("minimumLineHeight"), maximumLineHeight: number("maximumLineHeight"),
                  lineHeightMultiple: number("lineHeightMultiple"))
    }
}
