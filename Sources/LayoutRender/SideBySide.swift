import TextureLayout

extension BoxDrawing {
    /// Two drawings next to each other, each under its title, `gap` spaces apart: the game shows the target and the
    /// player's layout this way. Widths are measured as a terminal shows them (wide characters take two columns,
    /// colour escapes none), so coloured drawings line up too.
    public static func sideBySide(_ left: String, _ right: String, titles: (String, String), gap: Int = 4)
        -> String
    {
        let leftLines = [titles.0] + left.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rightLines = [titles.1] + right.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let leftWidth = leftLines.map(displayWidth).max() ?? 0
        let spacing = String(repeating: " ", count: Swift.max(gap, 0))
        return (0..<Swift.max(leftLines.count, rightLines.count)).map { index in
            let leftLine = index < leftLines.count ? leftLines[index] : ""
            let rightLine = index < rightLines.count ? rightLines[index] : ""
            guard !rightLine.isEmpty else { return trimmingTrailingSpaces(leftLine) }
            let padding = String(repeating: " ", count: leftWidth - displayWidth(leftLine))
            return leftLine + padding + spacing + rightLine
        }.joined(separator: "\n")
    }

    /// The columns `text` takes in a terminal: ``cellCount(_:)`` of what is left after removing ANSI escape
    /// sequences (`ESC [` parameters, then one final byte from `@` to `~`).
    public static func displayWidth(_ text: String) -> Int {
        var visible = String.UnicodeScalarView()
        var inEscape = false
        var sawBracket = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if !sawBracket {
                    sawBracket = true
                    if scalar == "[" { continue }
                    inEscape = false  // a two-character escape: ESC and this one
                    continue
                }
                if (0x40...0x7E).contains(scalar.value) { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                sawBracket = false
                continue
            }
            visible.append(scalar)
        }
        return cellCount(String(visible))
    }
}
