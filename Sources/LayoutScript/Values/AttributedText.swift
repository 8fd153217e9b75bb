import TextureLayout

/// An `NSAttributedString` as layout sees it: the characters and, over ranges of them, the attributes that change a
/// text's size: the font size, the kern and the paragraph style. Ranges count UTF-16 code units, as `NSRange` and
/// `NSString.length` do.
///
/// The engine measures each character in its own font and kern (``TextContent/runs``), as TextKit sums each glyph's
/// advance in its own font, so "¥" at 12 pt before "59.90" at 17 pt is 6 + 5 × 8.5 pt wide. A line is as tall as the
/// largest font of its paragraph (the text up to and with a `\n`), so a title paragraph over body text keeps each its
/// own height. The whole text takes the paragraph style of the first character, which is the style TextKit applies
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

    /// The text of a text node: its runs' fonts and kerns, or else a run per paragraph in its font size, all in its
    /// paragraph style.
    public init(_ content: TextContent) {
        let attributes = TextAttributes(fontSize: content.fontSize, paragraph: content.paragraph)
        self.init(content.string, attributes: attributes)
        var rebuilt: [Run] = []
        if !content.runs.isEmpty {
            for piece in content.runPieces {
                var pieceAttributes = attributes
                pieceAttributes.fontSize = piece.fontSize
                pieceAttributes.kern = piece.kern == 0 ? nil : piece.kern
                Self.append(Run(length: piece.string.utf16.count, attributes: pieceAttributes), to: &rebuilt)
            }
        } else if !content.paragraphFontSizes.isEmpty {
            for (index, length) in paragraphLengths.enumerated() where length > 0 {
                var paragraphAttributes = attributes
                if content.paragraphFontSizes.indices.contains(index) {
                    paragraphAttributes.fontSize = content.paragraphFontSizes[index]
                }
                Self.append(Run(length: length, attributes: paragraphAttributes), to: &rebuilt)
            }
        }
        if !rebuilt.isEmpty { runs = rebuilt }
    }

    /// Adds a run at the end, merged into the last one when their attributes are equal.
    private static func append(_ run: Run, to runs: inout [Run]) {
        if let last = runs.last, last.attributes == run.attributes {
            runs[runs.count - 1].length += run.length
        } else {
            runs.append(run)
        }
    }

    /// `NSAttributedString.length`: UTF-16 code units.
    public var length: Int { string.utf16.count }

    /// What the engine measures: the string, the largest font size of each paragraph and of the whole text (16
    /// where a character has no font, layoutrepl's default), the font and kern of each character when a paragraph
    /// mixes fonts or a kern is set, and the first character's paragraph style. A last paragraph with no characters
    /// (after a final `\n`) takes the size of the one before it.
    public var content: TextContent {
        var sizes: [Double] = []
        var start = 0
        var mixesFonts = false
        for length in paragraphLengths {
            let range = start..<(start + length)
            sizes.append(length > 0 ? largestFontSize(in: range) : sizes.last ?? largestFontSize())
            if length > 0, smallestFontSize(in: range) != sizes.last { mixesFonts = true }
            start += length
        }
        let largest = sizes.max() ?? largestFontSize()
        let kerned = runs.contains { $0.length > 0 && ($0.attributes.kern ?? 0) != 0 }
        return TextContent(string, fontSize: largest, paragraph: runs.first?.attributes.paragraph ?? ParagraphStyle(),
                           paragraphFontSizes: Set(sizes).count > 1 ? sizes : [],
                           runs: mixesFonts || kerned ? measuredRuns : [])
    }

    /// The engine's runs: each character's font size and kern, from the run its first UTF-16 unit is in (a range
    /// may split a character; the character is measured whole), with ends counted in UTF-8 bytes.
    private var measuredRuns: [TextRun] {
        var measured: [TextRun] = []
        var (utf16Offset, utf8Offset, runIndex, runEnd) = (0, 0, 0, runs.first?.length ?? 0)
        for character in string {
            while runEnd <= utf16Offset, runs.indices.contains(runIndex + 1) {
                runIndex += 1
                runEnd += runs[runIndex].length
            }
            let attributes = runs.indices.contains(runIndex) ? runs[runIndex].attributes : TextAttributes()
            let fontSize = attributes.fontSize ?? TextContent.defaultFontSize
            let kern = attributes.kern ?? 0
            utf16Offset += character.utf16.count
            utf8Offset += character.utf8.count
            if let last = measured.last, last.fontSize == fontSize, last.kern == kern {
                measured[measured.count - 1].end = utf8Offset
            } else {
                measured.append(TextRun(end: utf8Offset, fontSize: fontSize, kern: kern))
            }
        }
        return measured
    }

    /// The UTF-16 lengths of the paragraphs, each with its line end; a text ending in one has an empty last one.
    /// Paragraphs end where the engine splits them: at each character `TextContent.endsLine` names.
    private var paragraphLengths: [Int] {
        var lengths: [Int] = []
        var current = 0
        for character in string {
            current += character.utf16.count
            if TextContent.endsLine(character) {
                lengths.append(current)
                current = 0
            }
        }
        lengths.append(current)
        return lengths
    }

    /// The largest font size of the characters in `range`, or of the whole text's runs (an empty text: its one
    /// empty run).
    private func largestFontSize(in range: Range<Int>? = nil) -> Double {
        fontSizes(in: range).max() ?? TextContent.defaultFontSize
    }

    /// The smallest font size of the characters in `range`.
    private func smallestFontSize(in range: Range<Int>) -> Double {
        fontSizes(in: range).min() ?? TextContent.defaultFontSize
    }

    /// The font sizes of the runs over `range`, or of all runs.
    private func fontSizes(in range: Range<Int>?) -> [Double] {
        var sizes: [Double] = []
        var start = 0
        for run in runs {
            let end = start + run.length
            if range.map({ $0.overlaps(start..<end) }) ?? true {
                sizes.append(run.attributes.fontSize ?? TextContent.defaultFontSize)
            }
            start = end
        }
        return sizes
    }

    /// The font sizes of the first and the last character, from which `ASTextNode`'s `setAttributedText:` takes the
    /// style's ascender and descender (`ascenderWithAttributedString:` and the `.font` at `length - 1`); nil for an
    /// empty text, which leaves them as they were.
    public var edgeFontSizes: (first: Double, last: Double)? {
        let sized = runs.filter { $0.length > 0 }
        guard let first = sized.first, let last = sized.last else { return nil }
        return (first.attributes.fontSize ?? TextContent.defaultFontSize,
                last.attributes.fontSize ?? TextContent.defaultFontSize)
    }

    /// `append(_:)`: the other text follows with its own attributes.
    public mutating func append(_ other: AttributedText) {
        if length == 0 {
            self = other
            return
        }
        string += other.string
        for run in other.runs where run.length > 0 { Self.append(run, to: &runs) }
    }

    /// `replaceCharacters(in:with:)` of NSMutableAttributedString (UTF-16 offsets; `deleteCharacters(in:)` and
    /// `insert(_:at:)` are its special cases): the replacement keeps its own attributes. A range past the end, or one
    /// whose end splits a character's UTF-16 pair, is refused, as Foundation raises for the first.
    mutating func replaceCharacters(in range: Range<Int>, with replacement: AttributedText) throws(ScriptError) {
        let (before, after) = (try slice(0..<range.lowerBound, in: range), try slice(range.upperBound..<length, in: range))
        var replaced = before
        replaced.append(replacement)
        replaced.append(after)
        self = replaced
    }

    /// `replaceCharacters(in:with:)` with a String: the new characters take the attributes of the first one replaced,
    /// or, for an empty range, of the character before it (the one after it at the start), as Foundation gives them.
    mutating func replaceCharacters(in range: Range<Int>, with replacement: String) throws(ScriptError) {
        let source = range.isEmpty && range.lowerBound > 0 ? range.lowerBound - 1 : range.lowerBound
        try replaceCharacters(in: range, with: AttributedText(replacement, attributes: attributes(at: source)))
    }

    /// `attributedSubstring(from:)`: the characters in `range` (UTF-16 offsets) with their attributes.
    func attributedSubstring(_ range: Range<Int>) throws(ScriptError) -> AttributedText {
        try slice(range, in: range)
    }

    /// The attributes of the character at a UTF-16 offset (of the last one past the end; none in an empty text).
    private func attributes(at offset: Int) -> TextAttributes {
        var start = 0
        for run in runs {
            if offset < start + run.length { return run.attributes }
            start += run.length
        }
        return runs.last?.attributes ?? TextAttributes()
    }

    /// The characters in `piece` (UTF-16 offsets) with their attributes, for an operation on `range`, which is checked.
    private func slice(_ piece: Range<Int>, in range: Range<Int>) throws(ScriptError) -> AttributedText {
        guard range.lowerBound >= 0, range.upperBound <= length else {
            throw ScriptError("the range {\(range.lowerBound), \(range.count)} is out of bounds: the text is "
                + "\(length) long (Foundation raises NSRangeException)")
        }
        let utf16 = string.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: piece.lowerBound)
        let upper = utf16.index(utf16.startIndex, offsetBy: piece.upperBound)
        guard lower.samePosition(in: string.unicodeScalars) != nil, upper.samePosition(in: string.unicodeScalars) != nil
        else {
            throw ScriptError("the range {\(range.lowerBound), \(range.count)} splits a character's UTF-16 pair")
        }
        var sliced = AttributedText(String(string.unicodeScalars[lower..<upper]))
        sliced.runs = []
        var start = 0
        for run in runs {
            let end = start + run.length
            let (from, to) = (Swift.max(start, piece.lowerBound), Swift.min(end, piece.upperBound))
            if from < to { Self.append(Run(length: to - from, attributes: run.attributes), to: &sliced.runs) }
            start = end
        }
        if sliced.runs.isEmpty { sliced.runs = [Run(length: 0, attributes: attributes(at: piece.lowerBound))] }
        return sliced
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
                Self.append(Run(length: piece.count, attributes: attributes), to: &changed)
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
    /// The `.kern` in points; nil where the text has none.
    public var kern: Double?

    public init(fontSize: Double? = nil, paragraph: ParagraphStyle? = nil, kern: Double? = nil) {
        self.fontSize = fontSize
        self.paragraph = paragraph
        self.kern = kern
    }

    /// Sets one attribute by its `NSAttributedString.Key` raw name (`font`, `paragraphStyle`, `kern`); nil removes it.
    /// Other keys change nothing layout reads.
    mutating func set(_ key: String, to value: ScriptValue?) {
        switch key {
        case "font", "NSFont":
            if case .font(let size)? = value { fontSize = size } else if value == nil { fontSize = nil }
        case "paragraphStyle", "NSParagraphStyle":
            if case .object(_, let fields)? = value { paragraph = ParagraphStyle(fields: fields) }
            else if value == nil { paragraph = nil }
        case "kern", "NSKern":
            switch value {
            case .number(let points)?: kern = points
            case .int(let points)?: kern = Double(points)
            case nil: kern = nil
            default: break
            }
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
