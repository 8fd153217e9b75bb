/// The text of an `ASTextNode`, measured in a monospace cell model that a terminal can draw exactly: every
/// character takes one cell (two for East Asian wide characters, none for combining marks), a cell is half the
/// font size wide, and a line is one font size tall, changed by the paragraph style as ``ParagraphStyle`` says.
/// A text whose paragraphs have different fonts (a title line over a body) measures each paragraph with its own
/// font: see ``paragraphFontSizes``. A text whose characters differ in font or kern within a line (a 12 pt "¥" before
/// a 17 pt price) has ``runs``: each character is as wide as its own run says, as TextKit sums each glyph's advance
/// in its own font.
public struct TextContent: Hashable, Sendable {
    public var string: String
    /// The font size in points (`UIFont.systemFont(ofSize:)`), ``defaultFontSize`` unless the text has a font. With
    /// ``paragraphFontSizes`` it is the largest of them.
    public var fontSize: Double
    /// The font of text without one: NSAttributedString's default, Helvetica 12 pt, which TextKit (ASTextNode) and
    /// Core Text (ASTextNode2) draw and measure such text in; a cell of 6×12 points.
    public static let defaultFontSize: Double = 12
    /// The font size of each paragraph (the text up to and with each line end, ``endsLine(_:)``), when they differ;
    /// a paragraph without an entry, or every paragraph when this is empty, uses ``fontSize``. A paragraph's cells
    /// and lines follow its own font, so a 24 pt title over 14 pt body text measures each at its size.
    public var paragraphFontSizes: [Double]
    /// The font size and kern of each stretch of characters, in order, when some characters are not in their
    /// paragraph's font or have a kern (an attributed string's runs). They set widths only: a line stays as tall as
    /// its paragraph's largest font (``paragraphFontSizes``). Characters past the last run, or all of them when this
    /// is empty, take their paragraph's font size and no kern.
    public var runs: [TextRun]
    /// `maximumNumberOfLines`; 0 means no limit.
    public var maximumNumberOfLines: Int
    /// `truncationMode` (`NSLineBreakMode`).
    public var truncationMode: TruncationMode
    /// The text node's `textContainerInset`: space kept around the text inside the node.
    public var containerInset: EdgeInsets
    /// The `NSParagraphStyle` of the text: line heights and the spacing between lines and paragraphs.
    public var paragraph: ParagraphStyle
    /// `ASTextNode`'s `pointSizeScaleFactors`: smaller font scales tried, in order, when the text does not fit its
    /// width (see ``fontScale(fitting:)``). Empty: the text is always measured at its own font size.
    public var pointSizeScaleFactors: [Double]

    public init(
        _ string: String, fontSize: Double = defaultFontSize, maximumNumberOfLines: Int = 0,
        truncationMode: TruncationMode = .byTruncatingTail, containerInset: EdgeInsets = .zero,
        paragraph: ParagraphStyle = ParagraphStyle(), paragraphFontSizes: [Double] = [], runs: [TextRun] = [],
        pointSizeScaleFactors: [Double] = []
    ) {
        self.string = string
        self.fontSize = fontSize
        self.paragraphFontSizes = paragraphFontSizes
        self.runs = runs
        self.maximumNumberOfLines = maximumNumberOfLines
        self.truncationMode = truncationMode
        self.containerInset = containerInset
        self.paragraph = paragraph
        self.pointSizeScaleFactors = pointSizeScaleFactors
    }

    /// The font size used for measuring: a size that is not a positive finite number measures as the default 16.
    public var usableFontSize: Double { Self.usable(fontSize) }
    public var cellWidth: Double { usableFontSize / 2 }
    /// The height of a line in ``fontSize``.
    public var lineHeight: Double { lineHeight(fontSize: usableFontSize) }

    private static func usable(_ size: Double) -> Double { size.isFinite && size > 0 ? size : 16 }

    /// The string cut where its runs change, each piece with its run's font size and kern (the text's ``fontSize``
    /// and no kern past the last run). Pieces hold whole characters; without runs the whole string is one piece.
    public var runPieces: [(string: String, fontSize: Double, kern: Double)] {
        var pieces: [(string: String, fontSize: Double, kern: Double)] = []
        var (utf8Offset, runIndex) = (0, 0)
        for character in string {
            while runs.indices.contains(runIndex), runs[runIndex].end <= utf8Offset { runIndex += 1 }
            let run = runs.indices.contains(runIndex) ? runs[runIndex] : nil
            let (size, kern) = (run?.fontSize ?? fontSize, run?.kern ?? 0)
            if let last = pieces.last, last.fontSize == size, last.kern == kern {
                pieces[pieces.count - 1].string.append(character)
            } else {
                pieces.append((String(character), size, kern))
            }
            utf8Offset += character.utf8.count
        }
        return pieces
    }

    /// A kern as it is added: 0 when it is not a finite number, and bounded far beyond any real kern so that sums
    /// stay finite. Negative kerns are kept: TextKit draws such characters closer together.
    private static func usableKern(_ kern: Double) -> Double {
        kern.isFinite ? Swift.min(Swift.max(kern, -100_000), 100_000) : 0
    }

    /// The run the character at `index` belongs to; nil without runs or past the last one.
    private func run(at index: String.Index) -> TextRun? {
        guard !runs.isEmpty else { return nil }
        // A native string's index holds its UTF-8 offset, so this does not walk the text.
        let offset = string.utf8.distance(from: string.startIndex, to: index)
        var (low, high) = (0, runs.count)
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].end > offset { high = middle } else { low = middle + 1 }
        }
        return runs.indices.contains(low) ? runs[low] : nil
    }

    /// How far `character` at `index` advances its line (`index` says which run it is in; `character` may stand in
    /// for the one there, as "…" or a space does): its cells, each half its run's font size wide, plus the run's
    /// kern. TextKit adds the kern after every character of the run, the last one too; NSLayoutManager's used rect,
    /// which ASTextNode reports, includes that trailing kern, so it counts here. Without a run the character is in
    /// its paragraph's font, `paragraphFontSize`, with no kern.
    private func advance(of character: Character, at index: String.Index?, paragraphFontSize: Double) -> Double {
        let cells = Double(cellCount(character))
        guard let index, let run = run(at: index) else { return cells * paragraphFontSize / 2 }
        return cells * Self.usable(run.fontSize) / 2 + Self.usableKern(run.kern)
    }

    /// The width of a part of ``string``: the sum of its characters' advances.
    private func width(of text: Substring, paragraphFontSize: Double) -> Double {
        guard !runs.isEmpty else { return Double(cellCount(text)) * paragraphFontSize / 2 }
        return text.indices.reduce(0) { $0 + advance(of: text[$1], at: $1, paragraphFontSize: paragraphFontSize) }
    }

    /// The font size paragraph `index` is measured in.
    private func fontSize(ofParagraph index: Int) -> Double {
        paragraphFontSizes.indices.contains(index) ? Self.usable(paragraphFontSizes[index]) : usableFontSize
    }

    /// The height of one line in a font: the font size, times `lineHeightMultiple` when it is set, then raised to
    /// `minimumLineHeight` and lowered to `maximumLineHeight` when those are set, as TextKit and Core Text apply
    /// them (the multiple first, then the bounds).
    private func lineHeight(fontSize: Double) -> Double {
        var height = fontSize
        let multiple = ParagraphStyle.usable(paragraph.lineHeightMultiple)
        if multiple > 0 { height *= multiple }
        let minimum = ParagraphStyle.usable(paragraph.minimumLineHeight)
        let maximum = ParagraphStyle.usable(paragraph.maximumLineHeight)
        if minimum > 0 { height = Swift.max(height, minimum) }
        if maximum > 0 { height = Swift.min(height, maximum) }
        return height
    }
    /// `UIFont.ascender`: the baseline sits three quarters down the line.
    public var ascender: Double { usableFontSize * 0.75 }
    /// `UIFont.descender`: negative, as in UIKit.
    public var descender: Double { -usableFontSize * 0.25 }

    /// The truncation token `ASTextNode` appends.
    public static let truncationToken = "…"

    /// Whether a character ends a line, as TextKit and Core Text break them: a line feed, a carriage return, the two
    /// together (one Swift character), NEL (U+0085), the paragraph separator U+2029 and the line separator U+2028.
    public static func endsLine(_ character: Character) -> Bool {
        switch character {
        case "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// The text's paragraphs for measuring: the pieces between line ends, each with whether it starts a new
    /// paragraph (a piece after U+2028 continues its paragraph, so no paragraph spacing comes before it).
    private var pieces: [(text: Substring, startsParagraph: Bool)] {
        var pieces: [(text: Substring, startsParagraph: Bool)] = []
        var start = string.startIndex
        var startsParagraph = true
        for index in string.indices where Self.endsLine(string[index]) {
            pieces.append((string[start..<index], startsParagraph))
            startsParagraph = string[index] != "\u{2028}"
            start = string.index(after: index)
        }
        pieces.append((string[start...], startsParagraph))
        return pieces
    }

    /// Lays the text out in a container `maxWidth` points wide (∞ is clipped to 0x100000 as `ASTextNode2` does):
    /// words wrap, a word wider than a line breaks between characters, a line end (``endsLine(_:)``) starts a new
    /// line. When more lines than `maximumNumberOfLines` (or than fit in `maxHeight`) result, the last kept line shows the hidden text
    /// truncated with "…" as `truncationMode` says: at its end (tail), its start (head) or its middle; the
    /// wrapping and clipping modes just cut it off.
    public func lines(maxWidth: Double, maxHeight: Double = .infinity) -> [String] {
        scaledToFit(Size(width: maxWidth, height: maxHeight))
            .laidOutLines(maxWidth: maxWidth, maxHeight: maxHeight).map(\.text)
    }

    /// The lines shown, each with where it starts and whether it starts a paragraph.
    /// `limited: false` lays out every line, without `maximumNumberOfLines` or truncation.
    private func laidOutLines(maxWidth: Double, maxHeight: Double, limited: Bool = true) -> [Line] {
        // A partial character does not fit: 63.9 pt holds seven 8 pt characters.
        let room = MIN(maxWidth.isNaN ? 0 : maxWidth, 1_048_576) + PixelGrid.epsilon
        var lines: [Line] = []
        for (index, piece) in pieces.enumerated() {
            var wrapped = wrap(piece.text, room: room, fontSize: fontSize(ofParagraph: index))
            if !piece.startsParagraph { wrapped[0].startsParagraph = false }
            lines += wrapped
        }
        guard limited, let lineLimit = linesFitting(lines, maxHeight: maxHeight), lines.count > lineLimit else {
            return lines
        }
        guard lineLimit > 0 else { return [] }
        var kept = Array(lines.prefix(lineLimit))
        // The truncated line is built from the source text from the last kept line on, as ASTextLayout builds it
        // from the text's ranges: a word broken between characters stays one word, `\n` is not a space.
        let last = lines[lineLimit - 1]
        (kept[lineLimit - 1].text, kept[lineLimit - 1].width) = truncate(string[last.start...], lastLine: last, room: room)
        return kept
    }

    /// How many lines may be shown: `maximumNumberOfLines`, and no more than fit in the container's height
    /// (`ASTextNode2` lays out in a container of the constrained size). `nil`: no limit.
    private func linesFitting(_ lines: [Line], maxHeight: Double) -> Int? {
        var limit = maximumNumberOfLines > 0 ? maximumNumberOfLines : nil
        if maxHeight.isFinite {
            var stack = LineStack()
            var fitting = 0
            for line in lines {
                stack.add(line)
                guard height(of: stack) <= maxHeight + PixelGrid.epsilon else { break }
                fitting += 1
            }
            if fitting < lines.count { limit = Swift.min(limit ?? fitting, fitting) }
        }
        return limit
    }

    /// Lines counted for their height: how many of each font size, and the paragraph breaks between them.
    private struct LineStack {
        /// (font size, lines in it), in the order the sizes first appear, so sums are the same on every run.
        var countsBySize: [(size: Double, count: Int)] = []
        var count = 0
        var paragraphBreaks = 0

        mutating func add(_ line: Line) {
            if count > 0 && line.startsParagraph { paragraphBreaks += 1 }
            count += 1
            if let index = countsBySize.firstIndex(where: { $0.size == line.fontSize }) {
                countsBySize[index].count += 1
            } else {
                countsBySize.append((line.fontSize, 1))
            }
        }
    }

    /// The height of laid-out lines: each line's height in its font, `lineSpacing` between lines, and at each
    /// paragraph break `paragraphSpacing` (after the paragraph ending) plus `paragraphSpacingBefore` (before the one
    /// starting). As in Core Text, which `ASTextNode2` lays out with, spacing is only added between lines: none
    /// after the last line or before the first.
    private func height(of lines: LineStack) -> Double {
        guard lines.count > 0 else { return 0 }
        let paragraphGap = ParagraphStyle.usable(paragraph.paragraphSpacing)
            + ParagraphStyle.usable(paragraph.paragraphSpacingBefore)
        let lineHeights = lines.countsBySize.reduce(0) { $0 + Double($1.count) * lineHeight(fontSize: $1.size) }
        return lineHeights + Double(lines.count - 1) * ParagraphStyle.usable(paragraph.lineSpacing)
            + Double(lines.paragraphBreaks) * paragraphGap
    }

    /// The size `ASTextNode2` reports for a constrained size (`-[ASTextNode2 calculateSizeThatFits:]`,
    /// Source/ASTextNode2.mm): the text is laid out in a container of the constrained size whose `insets` are the
    /// `textContainerInset`, so the lines get the constrained size minus the insets, and the bounding box of the
    /// laid-out lines, ceiled to whole points, is reported with the insets added back.
    /// With ``pointSizeScaleFactors``, the text is measured at the font scale ``fontScale(fitting:)`` picks for the
    /// size inside the insets, as `ASTextNode`'s TextKit renderer does before it measures.
    public func size(fitting constrained: Size) -> Size {
        let inset = containerInset
        let inner = Size(width: constrained.width - inset.left - inset.right,
                         height: constrained.height - inset.top - inset.bottom)
        let text = scaledToFit(inner)
        let laidOut = text.laidOutLines(maxWidth: inner.width, maxHeight: inner.height)
        // Without runs a line is all in its paragraph's font: one product, as exact as the font size. A sum over runs
        // is rounded to a billionth of a point, so that five 5.4 pt characters ceil to 27, not to 28 for the sum's
        // last bit. Negative kerns may pull a line below 0 wide; a box is never narrower than nothing.
        let widths = laidOut.map { line in
            text.runs.isEmpty ? Double(cellCount(line.text)) * line.fontSize / 2 : (line.width * 1e9).rounded() / 1e9
        }
        let widest = Swift.max(widths.max() ?? 0, 0)
        var stack = LineStack()
        for line in laidOut { stack.add(line) }
        return Size(width: widest.rounded(.up) + inset.left + inset.right,
                    height: text.height(of: stack).rounded(.up) + inset.top + inset.bottom)
    }

    /// The font scale `ASTextKitFontSizeAdjuster`'s `-scaleFactor` (Source/TextKit/ASTextKitFontSizeAdjuster.mm)
    /// picks for a constrained size: 1 without scale factors or in an unbounded width; otherwise 1 and then each
    /// factor in turn is tried until the longest word (split at spaces and tabs) fits the width, the text takes no
    /// more than `maximumNumberOfLines` lines (when set) and no more than the height (when bounded). Each condition,
    /// once met, stays met for the later factors; when none fits, the last factor tried is used. Factors that are not
    /// positive numbers are skipped.
    public func fontScale(fitting constrained: Size) -> Double {
        guard !pointSizeScaleFactors.isEmpty, constrained.width.isFinite else { return 1 }
        let longestWord = longestWordWidth()
        var longestWordFits = longestWord == nil
        var lineLimitFits = maximumNumberOfLines == 0
        var heightFits = !constrained.height.isFinite
        var scale = 1.0
        for factor in [1] + pointSizeScaleFactors where factor > 0 && factor.isFinite {
            if longestWordFits && lineLimitFits && heightFits { break }
            scale = factor
            if !longestWordFits, let longestWord { longestWordFits = longestWord * scale <= constrained.width }
            guard longestWordFits else { continue }
            let scaled = scaled(by: scale)
            let lines = scaled.laidOutLines(maxWidth: constrained.width, maxHeight: .infinity, limited: false)
            if !lineLimitFits { lineLimitFits = lines.count <= maximumNumberOfLines }
            if lineLimitFits && !heightFits {
                var stack = LineStack()
                for line in lines { stack.add(line) }
                heightFits = scaled.height(of: stack) <= constrained.height
            }
        }
        return scale
    }

    /// The text at the scale ``fontScale(fitting:)`` picks, without scale factors of its own.
    private func scaledToFit(_ constrained: Size) -> TextContent {
        guard !pointSizeScaleFactors.isEmpty else { return self }
        var text = scaled(by: fontScale(fitting: constrained))
        text.pointSizeScaleFactors = []
        return text
    }

    /// `+[ASTextKitFontSizeAdjuster adjustFontSizeForAttributeString:withScaleFactor:]`: each font rounded to
    /// `round(size × scale)`, and the paragraph style's spacings and line heights scaled. Texture's code scales
    /// `paragraphSpacing` twice (scale²) and leaves `paragraphSpacingBefore` alone; so does this.
    func scaled(by scale: Double) -> TextContent {
        guard scale != 1 else { return self }
        var text = self
        text.fontSize = (usableFontSize * scale).rounded()
        text.paragraphFontSizes = paragraphFontSizes.map { (Self.usable($0) * scale).rounded() }
        // The adjuster rescales fonts only: a kern keeps its points.
        text.runs = runs.map { TextRun(end: $0.end, fontSize: (Self.usable($0.fontSize) * scale).rounded(), kern: $0.kern) }
        text.paragraph.lineSpacing *= scale
        text.paragraph.paragraphSpacing *= scale * scale
        text.paragraph.minimumLineHeight *= scale
        text.paragraph.maximumLineHeight *= scale
        text.paragraph.lineHeightMultiple *= scale
        return text
    }

    /// The width of the text's longest word (the most characters, the first of equals) in its paragraph's font;
    /// nil when the text has no word.
    private func longestWordWidth() -> Double? {
        var longest: (length: Int, width: Double)?
        for (index, piece) in pieces.enumerated() {
            let size = fontSize(ofParagraph: index)
            for word in piece.text.split(whereSeparator: { $0 == " " || $0 == "\t" }) where word.count > longest?.length ?? 0 {
                longest = (word.count, width(of: word, paragraphFontSize: size))
            }
        }
        return longest?.width
    }

    /// One laid-out line: its text and width, where it starts in `string`, whether it is the first line of a
    /// paragraph, and its paragraph's font size (which sets its height).
    private struct Line {
        var text: String
        var width: Double
        var start: String.Index
        var startsParagraph: Bool
        var fontSize: Double
    }

    /// A paragraph broken into lines no wider than `room`: words wrap, a word wider than a line breaks between
    /// characters. Every character advances as its run says, so a line of mixed fonts holds what TextKit fits in it.
    private func wrap(_ paragraph: Substring, room: Double, fontSize: Double) -> [Line] {
        var lines: [Line] = []
        var current = ""
        var currentWidth = 0.0
        // The width up to the last character that is not a space: trailing spaces are trimmed from the line.
        var shownWidth = 0.0
        var currentStart = paragraph.startIndex
        // Words (empty ones between spaces included) on the current line: every one after the first brings the space
        // before it, so a paragraph's leading spaces take their width as TextKit's glyphs do.
        var wordsOnLine = 0
        func breakLine(before next: String.Index) {
            lines.append(Line(text: trimTrailingSpaces(current), width: shownWidth, start: currentStart,
                              startsParagraph: lines.isEmpty, fontSize: fontSize))
            current = ""
            currentWidth = 0
            shownWidth = 0
            currentStart = next
            wordsOnLine = 0
        }
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = width(of: word, paragraphFontSize: fontSize)
            // A word joining a line brings the space before it, in that space's own font and kern.
            let joins = wordsOnLine > 0
            defer { wordsOnLine += 1 }
            let gap = joins
                ? advance(of: " ", at: paragraph.index(before: word.startIndex), paragraphFontSize: fontSize) : 0
            if currentWidth + gap + wordWidth <= room || (current.isEmpty && wordWidth == 0) {
                if joins { current += " " }
                current += word
                currentWidth += gap + wordWidth
                if !word.isEmpty { shownWidth = currentWidth }
                continue
            }
            if !current.isEmpty { breakLine(before: word.startIndex) }
            for index in word.indices {
                let width = advance(of: word[index], at: index, paragraphFontSize: fontSize)
                if currentWidth + width > room, !current.isEmpty { breakLine(before: index) }
                current.append(word[index])
                currentWidth += width
                shownWidth = currentWidth
            }
        }
        lines.append(Line(text: trimTrailingSpaces(current), width: shownWidth, start: currentStart,
                          startsParagraph: lines.isEmpty, fontSize: fontSize))
        return lines
    }

    /// The last visible line for `truncationMode`, given all the source text from that line on, and its width.
    /// Tail truncation ends at an explicit newline, which always closes a line; the other modes see newlines as
    /// spaces. The "…" is in the font and kern of the line's last character, as ASTextLayout gives its default token
    /// the attributes of the line's last run.
    private func truncate(_ rest: Substring, lastLine: Line, room: Double) -> (text: String, width: Double) {
        let lastIndex = lastLine.text.isEmpty ? nil : string.index(lastLine.start, offsetBy: lastLine.text.count - 1,
                                                                    limitedBy: string.endIndex)
        let tokenWidth = advance(of: Character(Self.truncationToken), at: lastIndex,
                                 paragraphFontSize: lastLine.fontSize)
        let left = Swift.max(0, room - tokenWidth)
        func glyphs(_ text: Substring) -> [Glyph] {
            text.indices.map { index in
                let character = Self.endsLine(text[index]) ? " " : text[index]
                return Glyph(character: character,
                             width: advance(of: character, at: index, paragraphFontSize: lastLine.fontSize))
            }
        }
        switch truncationMode {
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return (lastLine.text, lastLine.width)
        case .byTruncatingTail:
            let kept = Self.trimmingTrailingSpaces(Self.leading(glyphs(rest.prefix { !Self.endsLine($0) }), width: left))
            return (kept.text + Self.truncationToken, kept.width + tokenWidth)
        case .byTruncatingHead:
            let kept = Self.droppingLeadingSpaces(Self.trailing(glyphs(rest), width: left))
            return (Self.truncationToken + kept.text, tokenWidth + kept.width)
        case .byTruncatingMiddle:
            let all = glyphs(rest)
            // The start gets half the room; the end gets what the start leaves.
            let headFull = Self.leading(all, width: left / 2)
            let head = Self.trimmingTrailingSpaces(headFull)
            let tail = Self.droppingLeadingSpaces(Self.trailing(all, width: left - headFull.reduce(0) { $0 + $1.width }))
            return (head.text + Self.truncationToken + tail.text, head.width + tokenWidth + tail.width)
        }
    }

    /// A character of the text with the width it advances its line.
    private struct Glyph {
        var character: Character
        var width: Double
    }

    /// The longest start of `glyphs` no wider than `width`.
    private static func leading(_ glyphs: [Glyph], width: Double) -> [Glyph] {
        var total = 0.0
        var count = 0
        for glyph in glyphs {
            total += glyph.width
            if total > width { break }
            count += 1
        }
        return Array(glyphs.prefix(count))
    }

    /// The longest end of `glyphs` no wider than `width`.
    private static func trailing(_ glyphs: [Glyph], width: Double) -> [Glyph] {
        var total = 0.0
        var count = 0
        for glyph in glyphs.reversed() {
            total += glyph.width
            if total > width { break }
            count += 1
        }
        return Array(glyphs.suffix(count))
    }

    private static func trimmingTrailingSpaces(_ glyphs: [Glyph]) -> (text: String, width: Double) {
        var glyphs = glyphs
        while glyphs.last?.character == " " { glyphs.removeLast() }
        return (String(glyphs.map(\.character)), glyphs.reduce(0) { $0 + $1.width })
    }

    private static func droppingLeadingSpaces(_ glyphs: [Glyph]) -> (text: String, width: Double) {
        let kept = glyphs.drop { $0.character == " " }
        return (String(kept.map(\.character)), kept.reduce(0) { $0 + $1.width })
    }

    private func trimTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// The parts of `NSParagraphStyle` that change the size of a text in the cell model. Apple's documentation of
/// `NSParagraphStyle`: `lineHeightMultiple` multiplies the natural line height before `minimumLineHeight` and
/// `maximumLineHeight` bound it (0 means unset for all three); `lineSpacing` is the space between the bottom of one
/// line and the top of the next; `paragraphSpacing` is added after a paragraph and `paragraphSpacingBefore` before
/// one. Alignment and indents do not change the size here (indents are not modelled).
public struct ParagraphStyle: Hashable, Sendable {
    public var lineSpacing: Double
    public var paragraphSpacing: Double
    public var paragraphSpacingBefore: Double
    public var minimumLineHeight: Double
    public var maximumLineHeight: Double
    public var lineHeightMultiple: Double

    public init(lineSpacing: Double = 0, paragraphSpacing: Double = 0, paragraphSpacingBefore: Double = 0,
                minimumLineHeight: Double = 0, maximumLineHeight: Double = 0, lineHeightMultiple: Double = 0) {
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
        self.paragraphSpacingBefore = paragraphSpacingBefore
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.lineHeightMultiple = lineHeightMultiple
    }

    /// A paragraph value as TextKit uses it: negative or NaN counts as 0 (`NSParagraphStyle` clamps negative
    /// spacings to 0), and values are capped far above any real spacing so that sums stay finite.
    static func usable(_ value: Double) -> Double {
        value > 0 ? Swift.min(value, 100_000) : 0
    }
}

/// A stretch of a text in one font size and one kern, as an `NSAttributedString`'s runs give them, for widths
/// (see ``TextContent/runs``). Where a run ends counts the string's UTF-8 bytes, which any `String.Index` gives
/// without walking the text.
public struct TextRun: Hashable, Sendable {
    /// The UTF-8 offset just past the run's last character.
    public var end: Int
    /// The font's point size: each cell of the run's characters is half of it wide.
    public var fontSize: Double
    /// `NSAttributedString.Key.kern`: points added after each character of the run, its last one included.
    public var kern: Double

    public init(end: Int, fontSize: Double, kern: Double = 0) {
        self.end = end
        self.fontSize = fontSize
        self.kern = kern
    }
}

/// The number of terminal cells a string takes: two for East Asian wide and fullwidth characters, none for
/// combining marks and zero-width characters, one otherwise.
public func cellCount<S: StringProtocol>(_ text: S) -> Int {
    if let cells = printableASCIICount(String(text)) { return cells }
    return text.reduce(0) { $0 + cellCount($1) }
}

/// ``cellCount(_:)`` of a `String`, without the generic version's cost for callers in other modules.
public func cellCount(_ text: String) -> Int {
    printableASCIICount(text) ?? text.reduce(0) { $0 + cellCount($1) }
}

/// Printable ASCII, almost every name and number drawn, takes a cell a byte: no need to split graphemes. Nil for
/// any other text.
private func printableASCIICount(_ text: String) -> Int? {
    var text = text
    return text.withUTF8 { bytes in
        for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
        return bytes.count
    }
}

/// The cells one character (grapheme cluster) takes; its first scalar decides, except that a flag (a pair of
/// regional indicators) and an emoji-presentation sequence (ending in U+FE0F) take two, as terminals draw them.
public func cellCount(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let scalar = scalars.first else { return 0 }
    if (0x1F1E6...0x1F1FF).contains(scalar.value), scalars.count > 1 { return 2 }
    if scalars.count > 1, scalars.contains("\u{FE0F}") { return 2 }
    return cellCount(scalar)
}

/// The cells one scalar takes, after Unicode's East Asian Width (W and F) and the zero-width categories.
public func cellCount(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    for range in wideRanges where range.contains(value) { return 2 }
    return 1
}

private let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
    0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
    0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
    0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
    0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x303E,
    0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
    0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
    0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C,
    0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4,
    0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E,
    0x1F550...0x1F567, 0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F,
    0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6EB...0x1F6EC,
    0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
    0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
]
